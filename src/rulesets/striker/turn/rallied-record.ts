/**
 * Teams that rallied, or rallied others, as the GM's client records them on the Combat (Striker
 * 8.C.5: "Neither the rallying team nor the troops being rallied may move or fire during the turn";
 * a leader team that rallies itself "may not move or fire in the turn"). The record is the tracked
 * turn of the rally, written when the rally card's Apply lands (cards/apply-team.ts), for the team
 * rallied and the team that rallied it. A player cannot write the Combat, so an owner cannot free
 * their team by clearing a mark they may write (system/turn/combat-records.ts), as with the rout off
 * (routed-off.ts). The move check and the fire read it on the mover's or firer's client, and the GM's
 * client reads it again where it judges the move (move-record.ts) and the fire card
 * (cards/fire-firers-recorded.ts). Outside a tracked turn nothing is recorded and nothing refused.
 */
import { CombatRecords } from "../../../system/turn/combat-records";
import { combatantOf } from "../../../system/turn/combatant-of";
import { idleAfterRally } from "../rules/morale-effects";
import { strikerPosition } from "./turn-tracker";

/** The tracked turn in which the team rallied or rallied others. */
export interface Rallied {
  readonly turn: number;
}

declare module "../../../system/flags" {
  interface CombatFlags {
    /** Striker 8.C.5: the turn each team rallied or rallied others in, by combatant id. */
    strRallied?: Record<string, Rallied | null>;
  }
}

/** A stored record read field by field: a flag is data, and an edit may have left anything there. */
export function readRallied(stored: unknown): Rallied | null {
  if (typeof stored !== "object" || stored === null) return null;
  const { turn } = stored as Record<string, unknown>;
  return typeof turn === "number" && Number.isInteger(turn) && turn >= 1 ? { turn } : null;
}

const RALLIED = new CombatRecords<Rallied>("strRallied", readRallied);

/**
 * On the GM's client as a rally lands: records each team's tokens that are combatants of the running
 * combat as rallied in the tracked turn. Resolves once written; nothing outside a tracked turn.
 */
export async function recordRallied(actors: readonly Actor.Implementation[]): Promise<void> {
  const combat = game.combat;
  const position = strikerPosition(combat);
  if (!combat || !position) return;
  const writes: Promise<void>[] = [];
  for (const actor of new Set(actors)) {
    for (const doc of actor.getActiveTokens(false, true) as TokenDocument.Implementation[]) {
      const id = combatantOf(doc, combat)?.id;
      if (id) writes.push(RALLIED.stage(combat, id, () => ({ turn: position.turn })));
    }
  }
  await Promise.all(writes);
}

/**
 * Striker 8.C.5: whether the token's team rallied, or rallied others, in the turn the running combat
 * now stands at, by the combat's record; false for a token that is no combatant, or with no tracked turn.
 */
export function ralliedThisTurn(token: TokenDocument.Implementation | null | undefined): boolean {
  const combat = game.combat;
  const position = strikerPosition(combat);
  const id = token ? combatantOf(token, combat)?.id : undefined;
  if (!combat || !position || !id) return false;
  return idleAfterRally(RALLIED.now(combat, id)?.turn ?? null, position.turn);
}
