/**
 * The turn each unit last entered a hex, as the GM's client saw its moves (turn/move-record.ts), kept
 * in one flag on the Combat (system/turn/combat-records.ts). IX-A gives steady aim to an attacker
 * that has not moved this turn; the Moved marker that says so on the sheet is set by the mover's own
 * client on its own actor (turn/move-check.ts markMoved), which a hostile client need not set and
 * its owner may take off. The GM's client reads this record before an attack's steady aim lands
 * (actions/attack-confirm.ts): no player can write the Combat.
 */
import { CombatRecords } from "../../../system/turn/combat-records";
import { combatantOf } from "../../../system/turn/combatant-of";
import { turnPosition } from "./movement-phase";

declare module "../../../system/flags" {
  interface CombatFlags {
    /** IX-A: the turn each unit last entered a hex, by combatant id. */
    smrWalked?: Record<string, number | null>;
  }
}

const turnNumber = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : null);

export const WALKED = new CombatRecords<number>("smrWalked", turnNumber);

/** On the active GM's client: the unit's token entered a hex in `turn`. */
export function noteWalked(combat: Combat.Implementation, combatantId: string, turn: number): Promise<void> {
  return WALKED.stage(combat, combatantId, () => turn);
}

/** IX-A: whether the token's unit entered a hex this turn of the running combat, as the GM's client saw it. */
export function walkedThisTurn(token: TokenDocument.Implementation, combat: Combat.Implementation | null | undefined = game.combat): boolean {
  const id = combat ? combatantOf(token, combat)?.id : undefined;
  return !!combat && !!id && WALKED.now(combat, id) === turnPosition(combat).turn;
}
