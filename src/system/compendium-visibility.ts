/**
 * Hides the packs (and then-empty folders) of rule sets the world does not play from the
 * compendium sidebar. The packs still load, so links into them keep working.
 */
import { hiddenPackIds } from "../core/pack-visibility";
import { SYSTEM_ID } from "./constants";
import { activeRuleSetId, allRuleSets } from "./registry";

export function onRenderCompendiumDirectory(_app: unknown, html: HTMLElement): void {
  const hidden = hiddenPackIds(
    allRuleSets().map((rs) => rs.definition),
    activeRuleSetId(),
    SYSTEM_ID,
  );
  for (const el of html.querySelectorAll<HTMLElement>("[data-pack]")) {
    if (hidden.has(el.dataset.pack ?? "")) el.hidden = true;
  }
  for (const folder of html.querySelectorAll<HTMLElement>(".folder")) {
    const packs = [...folder.querySelectorAll<HTMLElement>("[data-pack]")];
    if (packs.length > 0 && packs.every((p) => p.hidden)) folder.hidden = true;
  }
}
