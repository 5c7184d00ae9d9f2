/**
 * Teams that routed off the battlefield, as the GM's client records them on the Combat (Striker
 * 8.C.4.b: "If a team routs off the battlefield it is removed from play"). The record is its own
 * small Combat flag, not a field of the phase's move record (move-record.ts), which is rewritten
 * whole each phase: out of play lasts the rest of the combat. A player cannot write the Combat, so
 * an owner cannot bring their team back into play by clearing a mark on its token, which they may
 * write (system/turn/combat-records.ts).
 *
 * The rout off still flags and hides the token: that is all a world from before this record keeps,
 * and all there is outside a combat.
 */
import { CombatRecords } from "../../../system/turn/combat-records";
import { combatantOf } from "../../../system/turn/combatant-of";
import { readFlag } from "../../../system/flags";

/** When the team routed off: the tracked turn and phase, turn 0 where none was tracked. */
export interface RoutedOff {
  readonly turn: number;
  readonly phase: string;
}

declare module "../../../system/flags" {
  interface CombatFlags {
    /** Striker 8.C.4.b: the teams that routed off the board, by combatant id. */
    strRoutedOff?: Record<string, RoutedOff | null>;
  }
  interface TokenFlags {
    /** Striker 8.C.4.b: the team routed off the battlefield and is out of play (its token hidden). */
    strRoutedOff?: boolean;
  }
}

/** A stored record read field by field: a flag is data, and an edit may have left anything there. */
export function readRoutedOff(stored: unknown): RoutedOff | null {
  if (typeof stored !== "object" || stored === null) return null;
  const { turn, phase } = stored as Record<string, unknown>;
  return typeof turn === "number" && Number.isInteger(turn) && turn >= 0 && typeof phase === "string" ? { turn, phase } : null;
}

const ROUTED_OFF = new CombatRecords<RoutedOff>("strRoutedOff", readRoutedOff);

/**
 * On the GM's client that routs the team off (actions/rout-move.ts): records it on the running
 * combat, where its token is a combatant. Resolves once it is written.
 */
export async function recordRoutedOff(token: TokenDocument.Implementation, at: { turn: number; phase: string } | null): Promise<void> {
  const combat = game.combat;
  const id = combatantOf(token, combat)?.id;
  if (!combat || !id) return;
  await ROUTED_OFF.stage(combat, id, () => ({ turn: at?.turn ?? 0, phase: at?.phase ?? "" }));
}

/**
 * Whether the combatant's team routed off the board and is out of play: by the combat's record;
 * where the combat holds none for it, by the token's flag that a world from before the record
 * kept, and only while the token is still hidden as the rout off left it (a flag an owner sets
 * on a token the GM shows does not take a routed team out of its rout moves).
 */
export function routedOff(combat: Combat.Implementation, combatantId: string, token: TokenDocument.Implementation): boolean {
  if (ROUTED_OFF.now(combat, combatantId) !== null) return true;
  return markedOffAndHidden(token);
}

/** The token's own mark of a rout off, counted only while the token stays hidden as the rout off left it. */
function markedOffAndHidden(token: TokenDocument.Implementation): boolean {
  return readFlag(token, "Token", "strRoutedOff") === true && token.hidden === true;
}

/**
 * Striker 8.C.4.b: whether the token's team already routed off the battlefield and is out of play,
 * on any client: in the running combat where its token is a combatant, by that combat's record
 * (routedOff); outside one, by the token's mark while the token stays hidden. The Rout away action
 * refuses such a team (actions/rout-move.ts) and the token HUD offers it nothing
 * (sheets/team-hud-glue.ts), by this one test; it sits here, not with the action, so the HUD, which
 * renders before the rule set's table loads, can read it without loading the table.
 */
export function alreadyOffBoard(token: TokenDocument.Implementation): boolean {
  const combat = game.combat;
  const combatantId = combatantOf(token, combat)?.id;
  if (combat && combatantId) return routedOff(combat, combatantId, token);
  return markedOffAndHidden(token);
}

/**
 * Striker 8.C.4.b: whether the team a card's Apply is for routed off and is out of play, on the GM's
 * client as it confirms the card (cards/rally-confirm.ts, morale-confirm.ts, fire-confirm.ts). By
 * the token the card's target key names (a team's key is its token's id); where the key names none
 * of the actor's tokens (a made-up one), by every token it has, so a wrong key cannot hide the one
 * token of a team that routed off. An actor with no token on the scene is not judged routed off.
 */
export function cardTeamOffBoard(actor: Actor.Implementation, key: string): boolean {
  const docs = actor.getActiveTokens(false, true) as TokenDocument.Implementation[];
  const named = docs.find((d) => d.id === key);
  const looked = named ? [named] : docs;
  return looked.length > 0 && looked.every((d) => alreadyOffBoard(d));
}
