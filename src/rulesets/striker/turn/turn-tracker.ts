/**
 * The Striker turn in the combat tracker: a banner with the turn, phase and fire step (Striker
 * 3.B) above the combatants, and a button for the GM to move on. The position is a flag on the
 * Combat, so every client shows the same step.
 */
import { SYSTEM_ID, TEMPLATE_ROOT } from "../../../system/constants";
import { nextPosition, type PlayPosition } from "../rules/sequence";
import { readPosition, turnView } from "../view/turn-view";
import { turnCleanup, type TurnTeam } from "../rules/turn-expiry";
import { TeamData } from "../models/team-model";
import { STR_MARKER } from "../rules/markers";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { flagPath } from "../../../system/flags";

declare module "../../../system/flags" {
  interface CombatFlags {
    /** Striker 3.B: where the turn stands. */
    strikerPosition?: PlayPosition;
  }
}

export const TURN_TEMPLATE = "striker/parts/turn.hbs";

async function advance(combat: Combat.Implementation): Promise<void> {
  if (!game.user?.isGM) return;
  const next = nextPosition(readPosition(combat.getFlag(SYSTEM_ID, "strikerPosition")));
  await combat.setFlag(SYSTEM_ID, "strikerPosition", next);
  await clearEndedMarkers(combat, next);
}

/**
 * Striker 8.C.4.a and 6.E, for the GM as the turn moves on: Suppressed markers whose recorded
 * end has passed come off, and Moved markers come off at the start of their side's movement phase.
 */
export async function clearEndedMarkers(combat: Combat.Implementation, now: PlayPosition): Promise<void> {
  const actors = new Map<string, Actor.Implementation>();
  const teams: TurnTeam[] = [];
  for (const combatant of combat.combatants ?? []) {
    const actor = combatant.actor;
    if (!actor || !(actor.system instanceof TeamData) || actors.has(actor.uuid)) continue;
    actors.set(actor.uuid, actor);
    teams.push({ id: actor.uuid, disposition: combatant.token?.disposition ?? 0, markers: readMarkers(actor), suppressedUntil: actor.system.suppressedUntil });
  }
  const suppressed = markerDefinition(STR_MARKER.suppressed);
  const moved = markerDefinition(STR_MARKER.moved);
  for (const c of turnCleanup(now, teams)) {
    const actor = actors.get(c.id);
    if (!actor) continue;
    if (c.removeSuppressed && suppressed) {
      await setMarkerCount(actor, suppressed, 0);
      await actor.update({ system: { suppressedUntil: { turn: 0, phase: "", step: "" } } });
    }
    if (c.removeMoved && moved) await setMarkerCount(actor, moved, 0);
  }
}

/** renderCombatTracker: puts the banner above the tracker's list for the active combat. */
export async function renderTurnBanner(html: HTMLElement): Promise<void> {
  const combat = game.combat;
  html.querySelector(".str-turn")?.remove();
  if (!combat) return;
  const view = turnView(readPosition(combat.getFlag(SYSTEM_ID, "strikerPosition")));
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${TURN_TEMPLATE}`, { ...view, gm: game.user?.isGM ?? false });
  const holder = document.createElement("div");
  holder.innerHTML = content;
  const banner = holder.firstElementChild;
  if (!(banner instanceof HTMLElement)) return;
  banner.querySelector("[data-str-next]")?.addEventListener("click", () => void advance(combat));
  const anchor = html.querySelector(".combat-tracker") ?? html.firstElementChild;
  if (anchor?.parentElement) anchor.parentElement.insertBefore(banner, anchor);
  else html.prepend(banner);
}

/** Striker's hooks while it is the world's rule set. */
export function activateStrikerTurns(): void {
  Hooks.on("renderCombatTracker", (_app, html) => void renderTurnBanner(html));
  // Each client redraws the banner when the GM moves the turn on.
  Hooks.on("updateCombat", (_combat, change) => {
    if (foundry.utils.hasProperty(change, flagPath("Combat", "strikerPosition"))) void ui.combat?.render();
  });
}
