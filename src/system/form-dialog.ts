/**
 * Asking the user through a dialog drawn from one of the system's templates, for every rule set:
 * the submitted form's data, or null when the dialog is dismissed.
 */
import { TEMPLATE_ROOT } from "./constants";

export async function askForm(template: string, context: object, labels: { readonly title: string; readonly ok: string }): Promise<Record<string, unknown> | null> {
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${template}`, { ...context });
  const raw: unknown = await foundry.applications.api.DialogV2.input({ window: { title: game.i18n!.localize(labels.title) }, content, ok: { label: labels.ok } });
  return typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : null;
}
