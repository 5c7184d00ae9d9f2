/**
 * A Starship Marine deck for glue tests, after a real init in a Starship Marine world: a gridless
 * scene of 2.5 cm a space (100 px), dice that come up as the test says, a card recorder, figures
 * made the v13 way with an owner, the markers a figure carries, and a player's own card posted
 * through the message API, which every player's client can reach. `loadTable: false` leaves the
 * rule set's table unloaded, as a world stands right after start-up (tests of the split itself).
 */
import { bootSystem } from "./boot";
import { installCardRecorder } from "./card-recorder";
import { installQueuedRoll } from "./queued-roll";
import { makeActor } from "./fake-documents";
import { StandInCanvas } from "./foundry/canvas";
import { StandInCollection } from "./foundry/collection";

export async function starshipMarineDeck(faces: number[], { loadTable = true, settings = {} as Record<string, unknown> } = {}) {
  const { stubs, g } = await bootSystem({ "starskirmish.ruleSet": "starship-marine", ...settings }, { loadTable });
  const canvas = new StandInCanvas({ size: 100, distance: 2.5, units: "cm", type: 0 });
  g.canvas = canvas;
  // game.scenes: the world's scenes, the one on the canvas among them
  g.game.scenes = new StandInCollection([[canvas.scene.id, canvas.scene]]);
  installQueuedRoll(faces);
  const cards = installCardRecorder();
  /** A figure of a troop type; the owner (player1 unless said) owns it, nobody else. */
  const figure = (id: string, troopType: string, owner = "player1", system: object = {}) =>
    makeActor({ _id: id, name: id, type: "ssmFigure", system: { troopType, ...system }, ownership: { default: 0, [owner]: 3 } } as never);
  const markersOf = async (actor: unknown) => (await import("../../src/system/markers/marker-store")).readMarkers(actor as never);
  /** Posts a card of the current user's own, with whatever it says. */
  const post = (data: object) => (globalThis as unknown as { ChatMessage: { implementation: { create(d: object): Promise<{ id: string }> } } }).ChatMessage.implementation.create(data);
  return { stubs, g, canvas, cards, figure, markersOf, post };
}
