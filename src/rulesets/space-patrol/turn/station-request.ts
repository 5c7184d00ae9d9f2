/**
 * What every station request checks first on the GM's client (Guide 7.2, 7.4): the ship's token on
 * its scene, the crew at the station, that the requester owns the ship or the crewman standing there,
 * that the scene is fought at space scale, and (where the action is a turn's) that the ship's side is
 * acting. A refusal is a short key each action words in its own language section.
 */
import type { SpaceStation, SideTurnState, TurnSide } from "../rules";
import { SpacecraftData } from "../models/craft-models";
import { readState } from "./side-turn-store";
import { sideOfActor } from "./combatant-sides";
import { isSpaceScene } from "./space-scene";
import { shipCrew, type ShipCrew } from "./space-crew";

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

export type StationRefusal = "gone" | "notYours" | "notSpace" | "notYourTurn";

/** The ship and its station for a request, or why it is refused. */
export async function shipAtStation(
  req: { readonly sceneId: string; readonly tokenId: string },
  station: SpaceStation,
  requester: User.Implementation,
): Promise<ShipAtStation | { readonly refused: StationRefusal }> {
  const scene = game.scenes?.get(req.sceneId);
  const token = scene?.tokens.get(req.tokenId);
  const ship = token?.actor;
  if (!scene || !token || !ship || !(ship.system instanceof SpacecraftData)) return { refused: "gone" };
  const crew = await shipCrew(ship);
  if (!crew) return { refused: "gone" };
  const crewman = crew.stations[station].person;
  if (!ship.testUserPermission(requester, "OWNER") && !crewman?.testUserPermission(requester, "OWNER")) return { refused: "notYours" };
  if (!isSpaceScene(scene)) return { refused: "notSpace" };
  const combat = game.combat;
  const state = readState(combat);
  const side = sideOfActor(ship);
  if (!combat || !state || !side || state.acting !== side) return { refused: "notYourTurn" };
  return { scene, token, ship, system: ship.system, crew, crewman, combat, state, side };
}
