/**
 * The Tactics Pool on a card's roll (Guide 6.3, 7.3), what every card's spend shares: a point spent
 * on a roll after it is rolled, +1 or -1, by either side, at most 3 a side per roll, while the turn
 * it was rolled in runs; in space only a ship's captain spends their side's points, on the ground any
 * player of the side (the GM spends for the others).
 * The request a card's button sends, the card as the GM's client recorded it (never as the message
 * reads now), and the checks on one spend.
 */
import { askGm, defineGmRequest, type GmRequestKind, type GmRequestResult } from "../../../system/gm-request/gm-request";
import type { AnyCardKind, PayloadOf } from "../../../system/cards/card-kind";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { readRecordedPayload } from "../../../system/cards/read-card";
import { readCardLedger } from "../../../system/ledger/ledger-store";
import { TURN_SIDES, type SideTurnState, type TurnSide } from "../rules/side-turns";
import { maySpendSpaceTactics, maySpendTactics, spentBySide } from "../rules/tactics-spend";
import { TACTICS_MAX_PER_SIDE_PER_ROLL } from "../rules/tactics-pool";
import { SpacecraftData } from "../models/craft-models";
import { readState } from "./side-turn-store";
import { sideMembers, sideOfActor } from "./combatant-sides";
import { isSpaceScene } from "./space-scene";
import { shipCaptain, shipCrew } from "./space-crew";

/** One point for one side on one roll of a card (`row`: which roll, 0 for a card of one roll). */
export interface SpaceSpendRequest {
  readonly messageId: string;
  readonly row: number;
  readonly side: TurnSide;
  readonly points: 1 | -1;
}

export const refuseSpend = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.Tactics.${key}` });

/** The request as sent, or null; a card of one roll may leave its row out. */
export function readSpendRequest(data: unknown): SpaceSpendRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  const row = d.row === undefined ? 0 : d.row;
  if (typeof d.messageId !== "string" || !Number.isInteger(row) || (row as number) < 0) return null;
  if (!(TURN_SIDES as readonly unknown[]).includes(d.side) || (d.points !== 1 && d.points !== -1)) return null;
  return { messageId: d.messageId, row: row as number, side: d.side as TurnSide, points: d.points };
}

/** A +1 or -1 button's side and point, or null for a button that says neither. */
export function spendOfButton(button: HTMLElement): { side: TurnSide; points: 1 | -1; row: number } | null {
  const side = button.dataset.side;
  const points = Number(button.dataset.points);
  if (!(TURN_SIDES as readonly unknown[]).includes(side) || (points !== 1 && points !== -1)) return null;
  const row = Number(button.dataset.row ?? 0);
  return { side: side as TurnSide, points, row: Number.isInteger(row) && row >= 0 ? row : 0 };
}

/** What the card carried when a GM's client posted it, as the ledger keeps it; or null. */
export function gmRecordedPayload<K extends AnyCardKind>(kind: K, messageId: string): PayloadOf<K> | null {
  const entry = readCardLedger()[messageId];
  if (!entry || entry.kind !== kind.id || !game.users?.get(entry.author)?.isGM) return null;
  return readRecordedPayload(kind, entry.payload);
}

/** The spends the GM recorded on a card under `key`, never what the card says now. */
export function recordedSpends<S extends { readonly side: TurnSide; readonly points: number }>(messageId: string, key: string): S[] {
  const stored = readCardLedger()[messageId]?.gm?.[key];
  if (!Array.isArray(stored)) return [];
  return stored.filter((s): s is S => typeof s === "object" && s !== null && (TURN_SIDES as readonly unknown[]).includes(s.side) && (s.points === 1 || s.points === -1) && ((s as { row?: unknown }).row === undefined || Number.isInteger((s as { row?: unknown }).row)));
}

/** Guide 7.3: whether the user plays the captain of one of the side's ships in this battle. */
export async function ownsSpaceCaptain(combat: Combat.Implementation, side: TurnSide, user: User.Implementation): Promise<boolean> {
  for (const c of combat.combatants?.contents ?? []) {
    const ship = c.actor;
    if (!ship || !(ship.system instanceof SpacecraftData) || sideOfActor(ship) !== side) continue;
    const crew = await shipCrew(ship);
    const captain = crew ? shipCaptain(crew) : null;
    const actor = captain?.actorId ? game.actors?.get(captain.actorId) : null;
    if (actor?.testUserPermission(user, "OWNER")) return true;
  }
  return false;
}

/**
 * Guide 6.3, 7.3: why the requester may not spend the side's Tactics in this battle, or null: in
 * space only a ship's captain's player spends; on the ground anyone playing a character of the side;
 * the GM for any side. The reason is a key under STARSKIRMISH.SpacePatrol.
 */
export async function tacticsSpenderRefusal(combat: Combat.Implementation, side: TurnSide, requester: User.Implementation): Promise<string | null> {
  if (isSpaceScene(combat.scene)) {
    return maySpendSpaceTactics(side, { isGM: requester.isGM, ownsCaptain: await ownsSpaceCaptain(combat, side, requester) }) ? null : "Tactics.captainsOnly";
  }
  const ownsSideCharacter = sideMembers(combat).some((m) => m.side === side && m.actor.testUserPermission(requester, "OWNER"));
  return maySpendTactics(side, { isGM: requester.isGM, ownsSideCharacter }) ? null : "Tactics.notAllowed";
}

/**
 * Guide 6.3's and 7.3's checks on one spend, the same for every card: a battle is running, the roll's own turn
 * still runs, the side is in it, the requester may spend for it, the side has not spent 3 on this
 * roll and its pool holds a point. The battle and its state, or the refusal.
 */
export async function spendAllowed(
  made: { readonly round: number; readonly side: TurnSide },
  req: { readonly side: TurnSide },
  requester: User.Implementation,
  onThisRoll: readonly { readonly side: string; readonly points: number }[],
): Promise<{ combat: Combat.Implementation; state: SideTurnState } | GmRequestResult> {
  const combat = game.combat;
  const state = readState(combat);
  if (!combat || !state) return refuseSpend("noCombat");
  // Guide 7.3: spent on a roll as it is made, so while its turn runs
  if (state.round !== made.round || state.acting !== made.side) return refuseSpend("turnOver");
  if (!state.order.includes(req.side)) return refuseSpend("notAllowed");
  const refusal = await tacticsSpenderRefusal(combat, req.side, requester);
  if (refusal) return { ok: false, reason: `STARSKIRMISH.SpacePatrol.${refusal}` };
  if (spentBySide(onThisRoll, req.side) + 1 > TACTICS_MAX_PER_SIDE_PER_ROLL) return refuseSpend("limit");
  if (state.pools[req.side] < 1) return refuseSpend("noPool");
  return { combat, state };
}

/**
 * A card's spend request and its +1 and -1 buttons: the button sends its side, point and roll to
 * the GM's client, where `run` carries the spend out.
 */
export function defineSpendRequest<K extends AnyCardKind>(
  name: string,
  run: (req: SpaceSpendRequest, requester: User.Implementation) => Promise<GmRequestResult>,
): { readonly request: GmRequestKind<SpaceSpendRequest>; readonly onButton: (context: CardButtonContext<K>) => Promise<void> } {
  const request = defineGmRequest<SpaceSpendRequest>({ name, read: readSpendRequest, run });
  const onButton = async ({ message, button }: CardButtonContext<K>): Promise<void> => {
    const spend = spendOfButton(button);
    if (spend) await askGm(request, { messageId: message.id ?? "", ...spend });
  };
  return { request, onButton };
}
