/**
 * Asks which of several things an action uses (a weapon to reload, a device to use); with only
 * one there is nothing to ask. Null when the user closes the dialog or picks nothing.
 */
import { TEMPLATE_ROOT } from "../../../system/constants";
import { askDialogInput } from "../../../system/form-dialog";

export interface Choice {
  value: string;
  label: string;
}

export async function chooseOne<T>(title: string, choices: readonly Choice[], things: readonly T[]): Promise<T | null> {
  if (things.length === 1) return things[0] ?? null;
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/choose-item.hbs`, { choices });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.localize(title) },
    content,
    ok: { label: title },
  });
  const picked = typeof raw === "object" && raw !== null ? String((raw as Record<string, unknown>).choice ?? "") : "";
  const index = choices.findIndex((c) => c.value === picked);
  return index >= 0 ? (things[index] ?? null) : null;
}
