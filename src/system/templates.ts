/**
 * The templates the system preloads: the shared ones and each registered rule set's, as the build
 * found them in templates/shared/ and templates/<id>/. A rule set lists none by hand.
 */
import TEMPLATE_FOLDERS from "virtual:starskirmish-templates";

/** Template paths (relative to the system folder) by folder under templates/. */
export type TemplateFolders = Readonly<Record<string, readonly string[]>>;

/** The folder of the templates every rule set uses. */
export const SHARED_TEMPLATE_FOLDER = "shared";

/** The shared templates, then each rule set's, in the order of `ruleSetIds`. */
export function templatesFor(ruleSetIds: readonly string[], folders: TemplateFolders = TEMPLATE_FOLDERS): string[] {
  return [SHARED_TEMPLATE_FOLDER, ...ruleSetIds].flatMap((id) => folders[id] ?? []);
}
