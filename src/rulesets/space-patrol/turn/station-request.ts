/**
 * What every station request checks first on the GM's client (Guide 7.2, 7.4): the ship's token on
 * its scene, the crew at the station, that the requester owns the ship or the crewman standing there,
 * that the ship is not a wreck (Guide 7.12: it "can perform no functions during the battle"; only what
 * its sheet still offers a wreck passes, view/wrecked-craft.ts), that the scene is fought at space
 * scale, and (where the action is a turn's) that the ship's side is acting. Then whether the station
 * may still take the action this turn (Guide 7.4, 7.14), its disadvantage when its crewman covers
 * two stations, the advantage a surprise gives every task of the first turn (7.2), and the burden
 * of the crewman's own wounds (6.14). A refusal is a short key each action words in its own
 * language section.
 */
import { stationActionAllowed, surpriseAdvantages, type SpaceActionKey, type SpaceStation, type SideTurnState, type StationActionRefusal, type TurnSide } from "../rules";
import type { SpaceTracking } from "./space-tracking";
import type { GmRequestResult } from "../../../system/gm-request/gm-request";
import { SpacecraftData } from "../models/craft-models";
import { readState } from "./side-turn-store";
import { sideOfActor } from "./combatant-sides";
import { isSpaceScene } from "./space-scene";
import { shipCrew, type ShipCrew } from "./space-crew";
import { readMarkers } from "../../../system/markers/marker-store";
import { taskDisadvantagesFromMarkers } from "../rules/marker-effects";
import { craftOffers, type CraftOffer } from "../view/wrecked-craft";
import { battleOf } from "./in-battle";

export interface ShipAtStation {
  readonly scene: Scene.Implementation;
  readonly token: TokenDocument.Implementation;
  readonly ship: Actor.Implementation;
  readonly system: SpacecraftData;
  readonly crew: ShipCrew;
  /** The actor standing at the station, or null (an NPC crew level, or nobody). */
  readonly crewman: Actor.Implementation | null;
  readonly combat: Combat.Implementation;
  readonly state: SideTurnState;
  readonly side: TurnSide;
}

export type StationRefusal = "gone" | "notYours" | "wrecked" | "notSpace" | "notYourTurn";

/**
 * Guide 7.12: a wrecked ship performs no functions for the rest of the battle, so a request is refused
 * unless the sheet still offers a wreck the group of buttons it belongs to (Heal Crewman: the medic's
 * work in person, 7.13). The sheet and this check read the same decision.
 */
function wreckRefuses(ship: Actor.Implementation, token: TokenDocument.Implementation, offer: CraftOffer): boolean {
  const offers = craftOffers("spacecraft", readMarkers(ship), battleOf(token) !== null);
  return offers.wrecked && !offers.offer[offer];
}

/**
 * The ship and its station for a request, or why it is refused. `offer` is the group of the sheet's
 * buttons the request belongs to, which decides whether a wreck may still make it (Guide 7.12, 7.13);
 * most requests are the stations' tasks.
 */
export async function shipAtStation(
  req: { readonly sceneId: string; readonly tokenId: string },
  station: SpaceStation,
  requester: User.Implementation,
  offer: CraftOffer = "stationTasks",
): Promise<ShipAtStation | { readonly refused: StationRefusal }> {
  const scene = game.scenes?.get(req.sceneId);
  const token = scene?.tokens.get(req.tokenId);
  const ship = token?.actor;
  if (!scene || !token || !ship || !(ship.system instanceof SpacecraftData)) return { refused: "gone" };
  const crew = await shipCrew(ship);
  if (!crew) return { refused: "gone" };
  const crewman = crew.stations[station].person;
  if (!ship.testUserPermission(requester, "OWNER") && !crewman?.testUserPermission(requester, "OWNER")) return { refused: "notYours" };
  if (wreckRefuses(ship, token, offer)) return { refused: "wrecked" };
  if (!isSpaceScene(scene)) return { refused: "notSpace" };
  const combat = game.combat;
  const state = readState(combat);
  const side = sideOfActor(ship);
  if (!combat || !state || !side || state.acting !== side) return { refused: "notYourTurn" };
  return { scene, token, ship, system: ship.system, crew, crewman, combat, state, side };
}

/**
 * Guide 6.14: a crewman's Wound and Mortal Wound markers put a disadvantage "to every single Asset
 * Task attempt", their station tasks among them; an NPC crew level (no crewman) carries none.
 */
export function woundDisadvantages(crewman: Actor.Implementation | null): number {
  return crewman ? taskDisadvantagesFromMarkers(readMarkers(crewman), "asset") : 0;
}

/** A request's answer to "will they take a second action this turn?" (Guide 7.14): "yes", else "no". */
export function readCovering(data: unknown): "yes" | "no" {
  return typeof data === "object" && data !== null && (data as Record<string, unknown>).covering === "yes" ? "yes" : "no";
}

export interface StationActionGranted {
  readonly disadvantages: number;
  /** Guide 7.2: the surprising side's advantage on every task of its first turn. */
  readonly surpriseAdvantages: number;
  /** The tracking record with this action added; write it with the action's own record. */
  readonly record: (tracking: SpaceTracking) => SpaceTracking;
}

/**
 * Guide 7.4, 7.14: whether the station may take the action in this side turn, read from the actions
 * recorded on the Combat; the record keeps only this turn's actions of the ship.
 */
export function stationAction(at: Pick<ShipAtStation, "token" | "state" | "side" | "crewman">, tracking: SpaceTracking, station: SpaceStation, action: SpaceActionKey, covering: string): { readonly refused: StationActionRefusal } | StationActionGranted {
  const own = at.token.id ?? "";
  const now = { round: at.state.round, side: at.side };
  const taken = (tracking.actions?.[own] ?? []).filter((a) => a.round === now.round && a.side === now.side);
  const answer = stationActionAllowed(taken, { station, action, by: at.crewman?.uuid ?? "", covering: covering === "yes" });
  if ("refused" in answer) return answer;
  const added = answer.record;
  return {
    disadvantages: answer.disadvantages,
    surpriseAdvantages: surpriseAdvantages(at.state, at.side),
    record: (t) => (added ? { ...t, actions: { ...t.actions, [own]: [...taken, { ...added, ...now }] } } : t),
  };
}

/** The refusal of a station action the turn no longer allows, worded once for every station. */
export function stationRefusal(key: StationActionRefusal): GmRequestResult {
  return { ok: false, reason: `STARSKIRMISH.SpacePatrol.Station.refused.${key}` };
}
