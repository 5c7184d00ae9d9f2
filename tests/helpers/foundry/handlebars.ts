/**
 * Foundry's template renderer for glue tests: real Handlebars with the helpers the system's
 * templates use, from the gallery's environment. An unknown helper throws, as it would break in
 * Foundry; `localize` gives back a string that is no key, as game.i18n.localize does (the gallery
 * tests are where a missing key fails). Paths are the ones the system asks for, systems/starskirmish/...
 */
import { join } from "node:path";
// @ts-expect-error the environment is plain JavaScript shared with the gallery script
import { createEnv, SYSTEM_PREFIX } from "../../../gallery/handlebars-env.mjs";

interface GalleryEnv {
  render(template: string, context: object): string;
}

const root = join(__dirname, "../../..");
let env: Promise<GalleryEnv> | undefined;

/** Renders a template by the path the system gives foundry.applications.handlebars.renderTemplate. */
export async function renderSystemTemplate(path: string, context: object): Promise<string> {
  env ??= createEnv(root, { missingStrings: "keep" }) as Promise<GalleryEnv>;
  const prefix = `${SYSTEM_PREFIX as string}/templates/`;
  if (!path.startsWith(prefix)) throw new Error(`Not a template of this system: ${path}`);
  return (await env).render(path.slice(prefix.length), context);
}
