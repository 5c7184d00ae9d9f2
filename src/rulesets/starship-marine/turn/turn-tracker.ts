/**
 * The Starship Marine move on the shared turn glue (Starship Marine 3.1): steps a-l, and m-o as
 * reminder steps when the GM turns them on (SSM-7), kept in the "ssmPosition" Combat flag. Moved
 * and Non-Tactical come off as the next move's movement step begins (3.2, 3.4: they only order
 * this move's fire); in the movement step, moves on the board put them on (turn/movement-step.ts).
 * The banner carries the order of fire at steps e and f, the doors to roll for at
 * step h and the side panel; entering step l opens the doors destroyed this move. The binding
 * comes with the table; its hooks are registered at init by ruleset.ts.
 */
import { markerCount } from "../../../core/markers";
import type { TurnBinding } from "../../../system/turn/turn-binding";
import type { StoredTurnPosition } from "../../../system/turn/turn-flags";
import { ssmMoveSequence } from "../rules/sequence";
import { SSM_MARKER } from "../rules/markers";
import { FigureData } from "../models/figure-model";
import { decorateSsmBanner } from "./sides-panel";
import { openDestroyedDoors } from "../actions/door-rolls";
import { startMovementStep } from "./movement-step";

declare module "../../../system/flags" {
  interface CombatFlags {
    /** Starship Marine 3.1: where the move stands. */
    ssmPosition?: StoredTurnPosition;
  }
}

/** The markers that order one move's fire; they end as the next move's movement begins. */
const ENDS_AT_MOVEMENT = ["moved", "nonTactical"] as const;

export function ssmTurnBinding(withOptional: boolean): TurnBinding {
  return {
    ruleSet: "starship-marine",
    sequence: ssmMoveSequence(withOptional),
    flag: "ssmPosition",
    cssClass: "starship-marine",
    markerEnds({ actor, markers }) {
      if (!(actor.system instanceof FigureData)) return [];
      return ENDS_AT_MOVEMENT.filter((m) => markerCount(markers, SSM_MARKER[m]) > 0).map((m) => ({ marker: SSM_MARKER[m], ends: { eachStartOf: { phase: "d" } } }));
    },
    decorateBanner: decorateSsmBanner,
    async onEnter(combat, position) {
      // 3.2, 3.4: the movement step notes where every figure faces before anyone moves
      if (position.phase === "d") await startMovementStep(combat, position.turn);
      // 3.9: doors destroyed this move stop being obstacles only now, at the very end of the move
      if (position.phase === "l") await openDestroyedDoors(combat);
    },
  };
}
