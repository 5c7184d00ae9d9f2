/**
 * The StarMarines game turn on the shared turn glue (VII, SMR-22): the eight phases, kept in the
 * "smrPosition" Combat flag, with the initiative roll at the first, one side per token disposition,
 * each with the modifier the GM sets on the banner. Moved, Charged, Passed Morale and Fired in
 * Overwatch last one turn (IX-A, VIII-F, IX-D, SMR-10): they come off as the next turn's initiative
 * phase begins. Moves in the movement phases call Overwatch fire (turn/overwatch.ts). The binding
 * comes with the table; the turn's hooks are registered at init by ruleset.ts.
 */
import { markerCount } from "../../../core/markers";
import { flagPath } from "../../../system/flags";
import type { TurnBinding } from "../../../system/turn/turn-binding";
import type { StoredTurnPosition } from "../../../system/turn/turn-flags";
import { sidesByDisposition } from "../../../system/turn/turn-initiative";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { UnitData } from "../models/unit-model";
import { SMR_MARKER } from "../rules/markers";
import { SMR_TURN } from "../rules/sequence";
import { initiativeModifiers } from "./initiative-modifiers";
import { startRepairPhase } from "./repair-phase";
import { decorateVictory } from "./victory";
import { homeEdges } from "./home-edges";
import { EDGES } from "../rules/retreat";

declare module "../../../system/flags" {
  interface CombatFlags {
    /** StarMarines VII: where the turn stands. */
    smrPosition?: StoredTurnPosition;
  }
}

/** The markers that last one turn. */
const ENDS_WITH_TURN = ["moved", "charged", "passedMorale", "overwatchFired"] as const;

async function decorate(banner: HTMLElement, combat: Combat.Implementation, position: { phase: string; turn: number }): Promise<void> {
  // VII.8, SMR-18, SMR-20: the scenario's limit and notes, and the GM's decision
  if (position.phase === "victory" && game.user?.isGM) return decorateVictory(banner, combat, position.turn);
  if (position.phase !== "initiative" || !game.user?.isGM) return;
  const mods = initiativeModifiers(combat);
  const edges = homeEdges(combat);
  const sides = sidesByDisposition(combat).map((s) => ({ ...s, modifier: mods[s.id] ?? 0, edge: edges[s.id] ?? "" }));
  const html = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/starmarines/turn/initiative-modifiers.hbs`, { sides, edges: EDGES.map((value) => ({ value, label: `STARSKIRMISH.StarMarines.Retreat.Edge.${value}` })) });
  const holder = document.createElement("div");
  holder.innerHTML = html;
  const part = holder.firstElementChild;
  if (!(part instanceof HTMLElement)) return;
  banner.append(part);
  // VIII-H: the edge each side started from, which its broken units retreat toward
  part.querySelectorAll<HTMLSelectElement>("select[data-edge-side]").forEach((select) =>
    select.addEventListener("change", () => {
      const edge = EDGES.find((e) => e === select.value);
      const side = select.dataset.edgeSide;
      if (!side) return;
      // an update merges records: only this side's edge is written, so another side's edge set a
      // moment before and not yet answered stays; an edge unset is removed with Foundry's "-=" key
      void combat.update(edge ? { [flagPath("Combat", "smrEdges", side)]: edge } : { [flagPath("Combat", "smrEdges", `-=${side}`)]: null });
    }),
  );
  part.querySelectorAll<HTMLInputElement>("input[data-side]").forEach((input) =>
    input.addEventListener("change", () => {
      const value = Math.trunc(Number(input.value));
      const side = input.dataset.side;
      if (!Number.isFinite(value) || !side) return;
      // this side's modifier only, merged as the edges are
      void combat.update({ [flagPath("Combat", "smrInitiative", side)]: Math.max(-9, Math.min(9, value)) });
    }),
  );
}

export const SMR_TURN_BINDING: TurnBinding = {
  ruleSet: "starmarines",
  sequence: SMR_TURN,
  flag: "smrPosition",
  cssClass: "starmarines",
  markerEnds({ actor, markers }) {
    if (!(actor.system instanceof UnitData)) return [];
    return ENDS_WITH_TURN.filter((m) => markerCount(markers, SMR_MARKER[m]) > 0).map((m) => ({ marker: SMR_MARKER[m], ends: { eachStartOf: { phase: "initiative" } } }));
  },
  // VII.1, SMR-22: a side per token disposition, with the GM's modifier
  initiativeSides(combat) {
    const mods = initiativeModifiers(combat);
    return sidesByDisposition(combat).map((s) => ({ ...s, modifier: mods[s.id] ?? 0 }));
  },
  decorateBanner: decorate,
  // VII.7: the Repair Phase's own dice and the repairs on offer
  async onEnter(combat, position) {
    if (position.phase === "repair") await startRepairPhase(combat);
  },
};
