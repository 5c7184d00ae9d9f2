/**
 * The turn banner on the combat tracker, shared by every rule set whose turn runs on the engine:
 * where the turn stands (the engine's banner view of the rule set's data), the initiative order
 * where the turn rolls one, and for the GM the buttons to roll it and to move on. The position
 * is a flag on the Combat, so every client shows the same step.
 */
import { TEMPLATE_ROOT } from "../constants";
import { turnBannerView, type TurnBannerView } from "../../core/turn/index";
import { readInitiative, type StoredInitiative } from "./turn-flags";
import { advanceTurn, currentPosition, initiativeDue } from "./turn-advance";
import { rollTurnInitiative } from "./turn-initiative";
import type { TurnBinding } from "./turn-binding";

export const BANNER_TEMPLATE = "shared/turn-banner.hbs";

/** What the banner template renders. */
export interface TurnBannerContext extends TurnBannerView {
  gm: boolean;
  cssClass: string;
  /** This turn's initiative order, first seat first, once rolled. */
  initiative: StoredInitiative["order"] | null;
  /** Whether the GM should be offered the initiative roll. */
  initiativeDue: boolean;
}

export function bannerContext(combat: Combat.Implementation, binding: TurnBinding, gm: boolean): TurnBannerContext {
  const position = currentPosition(combat, binding);
  const initiative = readInitiative(combat);
  return {
    ...turnBannerView(binding.sequence, position),
    gm,
    cssClass: binding.cssClass ?? "",
    initiative: initiative?.turn === position.turn ? initiative.order : null,
    initiativeDue: initiativeDue(combat, binding, position.turn),
  };
}

/**
 * renderCombatTracker: puts the banner above the tracker's list for the active combat. The
 * binding is loaded only when there is a combat to show.
 */
export async function renderTurnBanner(html: HTMLElement, loadBinding: () => Promise<TurnBinding>): Promise<void> {
  html.querySelector(".ssk-turn")?.remove();
  const combat = game.combat;
  if (!combat) return;
  const binding = await loadBinding();
  const gm = game.user?.isGM ?? false;
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${BANNER_TEMPLATE}`, { ...bannerContext(combat, binding, gm) });
  const holder = document.createElement("div");
  holder.innerHTML = content;
  const banner = holder.firstElementChild;
  if (!(banner instanceof HTMLElement)) return;
  banner.querySelector('[data-turn-action="next"]')?.addEventListener("click", () => void advanceTurn(combat, binding));
  await binding.decorateBanner?.(banner, combat, currentPosition(combat, binding));
  banner.querySelector('[data-turn-action="initiative"]')?.addEventListener("click", () => void rollTurnInitiative(combat, binding, currentPosition(combat, binding).turn));
  const anchor = html.querySelector(".combat-tracker") ?? html.firstElementChild;
  if (anchor?.parentElement) anchor.parentElement.insertBefore(banner, anchor);
  else html.prepend(banner);
}
