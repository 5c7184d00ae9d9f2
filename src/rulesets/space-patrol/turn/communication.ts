/**
 * Who can hear whom on the board (Guide 6.9's "with whom he can communicate", read in
 * rules/morale.ts canRallyReach): whether a token stands where there is no air, the decks of a ship
 * whose hull is holed (7.12: its life support fails), and whether a figure carries a communicator,
 * built into a Flight, EVA or Hard Suit (5.1) or carried as a device.
 */
import { readMarkers } from "../../../system/markers/marker-store";
import { lifeSupportWorks } from "../rules/marker-effects";
import { SpacecraftData } from "../models/craft-models";
import { ArmourData, DeviceData } from "../models/item-models";

/** Guide 5.1: the suits that have a communicator built in. */
const SUITS_WITH_COMMUNICATORS: readonly string[] = ["flightSuit", "evaSuit", "hardSuit"];

/** Whether the figure carries a communicator, in its suit or as a device. */
export function hasCommunicator(actor: Actor.Implementation): boolean {
  return actor.items.some((i) => (i.system instanceof ArmourData && SUITS_WITH_COMMUNICATORS.includes(i.system.suit)) || (i.system instanceof DeviceData && i.system.kind === "communicator"));
}

/** Whether the token stands where no voice carries: the decks of a ship whose hull is holed. */
export function isAirless(token: TokenDocument.Implementation | null | undefined): boolean {
  const scene = token?.parent;
  if (!scene) return false;
  for (const id of game.actors?.keys() ?? []) {
    // the world's collection is typed with the base Actor; its members are this system's documents
    const ship = game.actors?.get(id) as Actor.Implementation | undefined;
    if (ship?.system instanceof SpacecraftData && ship.system.deckScene === scene.id && !lifeSupportWorks(readMarkers(ship))) return true;
  }
  return false;
}
