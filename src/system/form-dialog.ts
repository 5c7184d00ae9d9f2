/**
 * Asking the user through a dialog, for every rule set: the submitted form's data, or null when the
 * dialog is dismissed. Every input dialog the system opens goes through askDialogInput, so each one
 * gets the width its form is laid out for (DIALOG_WIDTH).
 */
import { DIALOG_WIDTH, TEMPLATE_ROOT } from "./constants";

/** DialogV2.input at the system's dialog width. */
export function askDialogInput(config: foundry.applications.api.DialogV2.InputConfig): Promise<unknown> {
  return foundry.applications.api.DialogV2.input({ ...config, position: { width: DIALOG_WIDTH, ...config.position } });
}

export async function askForm(template: string, context: object, labels: { readonly title: string; readonly ok: string }): Promise<Record<string, unknown> | null> {
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${template}`, { ...context });
  const raw = await askDialogInput({ window: { title: game.i18n!.localize(labels.title) }, content, ok: { label: labels.ok } });
  return typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : null;
}
