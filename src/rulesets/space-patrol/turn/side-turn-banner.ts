/**
 * The side turns in the combat tracker (Guide 6.2-6.4): a banner above the list with the round,
 * the acting side, initiative totals and Tactics Pools left, and the GM's Roll initiative and End
 * this side's turn buttons, and a -1 per pool for points spent on a roll whose card takes none (a
 * fire or melee card); in the list, the acting side's combatants are highlighted, each with a
 * Done toggle for its owner or the GM.
 */
import { TEMPLATE_ROOT } from "../../../system/constants";
import type { SideTurnState } from "../rules/side-turns";
import { sideMembers } from "./combatant-sides";
import { readMoved, readState } from "./side-turn-store";
import { sideTurnView, type BannerMember } from "../view/side-turn-view";
import { rollSideInitiative } from "./side-initiative";
import { endSideTurn, takePoolPoint } from "./side-turn-flow";
import { requestSideTurn } from "./side-turn-query";

export const BANNER_TEMPLATE = "space-patrol/parts/side-turn.hbs";

function bannerMembers(combat: Combat.Implementation): BannerMember[] {
  const state = readState(combat);
  return sideMembers(combat).map((m) => {
    const id = m.combatant.id ?? "";
    return { id, name: m.combatant.name ?? m.actor.name ?? "", side: m.side, done: state?.done.includes(id) ?? false, moved: readMoved(combat, id) !== null };
  });
}

/** Marks the acting side's rows and gives each a Done toggle its owner or the GM can press. */
function markTrackerRows(html: HTMLElement, combat: Combat.Implementation, state: SideTurnState): void {
  const title = game.i18n!.localize("STARSKIRMISH.SpacePatrol.SideTurn.markDone");
  for (const m of sideMembers(combat)) {
    const id = m.combatant.id ?? "";
    const row = html.querySelector<HTMLElement>(`li.combatant[data-combatant-id="${CSS.escape(id)}"]`);
    if (!row || m.side !== state.acting) continue;
    const done = state.done.includes(id);
    row.classList.add("sp-side-acting");
    row.classList.toggle("sp-side-done", done);
    if (!game.user?.isGM && !m.actor.isOwner) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "sp-done-toggle inline-control icon fa-solid fa-check";
    button.dataset.spDone = id;
    button.title = title;
    button.setAttribute("aria-label", title);
    button.setAttribute("aria-pressed", String(done));
    button.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation();
      void requestSideTurn({ action: "done", combatId: combat.id ?? "", combatantId: id, done: !done });
    });
    (row.querySelector(".combatant-controls") ?? row).append(button);
  }
}

/** renderCombatTracker: the banner above the list, and the acting side's rows marked. */
export async function renderSideTurnBanner(html: HTMLElement): Promise<void> {
  html.querySelector(".sp-side-turn")?.remove();
  const combat = game.combat;
  if (!combat) return;
  const state = readState(combat);
  const view = sideTurnView(state, bannerMembers(combat), game.user?.isGM ?? false);
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${BANNER_TEMPLATE}`, { ...view });
  const holder = document.createElement("div");
  holder.innerHTML = content;
  const banner = holder.firstElementChild;
  if (!(banner instanceof HTMLElement)) return;
  banner.querySelector("[data-sp-roll-initiative]")?.addEventListener("click", () => void rollSideInitiative(combat));
  banner.querySelector("[data-sp-end-turn]")?.addEventListener("click", () => void endSideTurn(combat));
  for (const button of banner.querySelectorAll<HTMLElement>("[data-sp-spend]")) {
    button.addEventListener("click", () => void takePoolPoint(combat, button.dataset.spSpend ?? ""));
  }
  const anchor = html.querySelector(".combat-tracker") ?? html.firstElementChild;
  if (anchor?.parentElement) anchor.parentElement.insertBefore(banner, anchor);
  else html.prepend(banner);
  if (state) markTrackerRows(html, combat, state);
}
