/**
 * Asking how a formation lands: its side, and for a GM whether it joins the combat and grouped
 * by which level. The last answer is kept per user (a client setting); a shift-drop uses it
 * without asking.
 */
import { dropDialogContext, readDropChoice, type DropChoice } from "../../core/formation-drop";
import type { FormationLevel } from "../../core/formation-schema";
import { SYSTEM_ID, TEMPLATE_ROOT } from "../constants";
import { askDialogInput } from "../form-dialog";
import { loadSharedTemplates } from "../templates";

export const DROP_CHOICE_SETTING = "formationDrop";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "starskirmish.formationDrop": foundry.data.fields.ObjectField;
  }
}

export function registerDropChoiceSetting(): void {
  game.settings!.register(SYSTEM_ID, DROP_CHOICE_SETTING, { scope: "client", config: false, type: new foundry.data.fields.ObjectField(), default: {} });
}

/** The choice this user made last (the default before his first drop). */
export function lastDropChoice(): DropChoice {
  return readDropChoice(game.settings?.get(SYSTEM_ID, DROP_CHOICE_SETTING));
}

/**
 * The choice for this drop: asked in a dialog, or the last one when `ask` is false (a
 * shift-drop). Null when the user closes the dialog: nothing is placed.
 */
export async function chooseDrop(ask: boolean, drop: { name: string; count: number; levels: readonly FormationLevel[] }): Promise<DropChoice | null> {
  const last = lastDropChoice();
  const isGM = game.user?.isGM === true;
  if (!ask) return isGM ? last : { ...last, combat: "none" };
  // the dialog's template is among the shared ones loaded on first use (templates.ts)
  await loadSharedTemplates();
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/shared/dialogs/formation-drop.hbs`, { ...dropDialogContext(drop.name, drop.count, drop.levels, last, isGM) });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.localize("STARSKIRMISH.Formation.Drop.title") },
    content,
    ok: { label: "STARSKIRMISH.Formation.Drop.place" },
  });
  if (!raw) return null;
  const choice = readDropChoice(raw);
  const kept = isGM ? choice : { ...choice, combat: "none" as const };
  await game.settings!.set(SYSTEM_ID, DROP_CHOICE_SETTING, { ...kept });
  return kept;
}
