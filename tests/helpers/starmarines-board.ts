/**
 * A StarMarines board for glue tests, after a real init in a StarMarines world: a hex scene of
 * flat-topped hexes in odd columns (Foundry's HEXODDQ), dice that come up as the test says, a card
 * recorder, units made the v13 way with an owner and weapons as embedded items, and tokens placed on
 * a hex with a facing. `loadTable: false` leaves the rule set's table unloaded, as a world stands
 * right after start-up (tests of the split itself).
 */
import { bootSystem } from "./boot";
import { installCardRecorder } from "./card-recorder";
import { installQueuedRoll } from "./queued-roll";
import { giveItem, makeActor } from "./fake-documents";
import { StandInCanvas } from "./foundry/canvas";
import { StandInCollection } from "./foundry/collection";
import { hexCentre } from "../../src/core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../src/core/board/hex-offsets";

export async function starMarinesBoard(faces: number[], { loadTable = true } = {}) {
  const { stubs, g } = await bootSystem({ "starskirmish.ruleSet": "starmarines" }, { loadTable });
  // CONST.GRID_TYPES.HEXODDQ = 4
  const canvas = new StandInCanvas({ size: 100, distance: 1, units: "hex", type: 4 });
  g.canvas = canvas;
  g.game.scenes = new StandInCollection([[canvas.scene.id, canvas.scene]]);
  installQueuedRoll(faces);
  const cards = installCardRecorder();
  /** A unit; the owner (player1 unless said) owns it, nobody else. */
  const unit = (id: string, system: object = {}, owner = "player1") =>
    makeActor({ _id: id, name: id, type: "smrUnit", system, ownership: { default: 0, [owner]: 3 } } as never);
  const weapon = (actor: unknown, system: object, name = "Autogun") => giveItem(actor as never, { name, type: "smrWeapon", system } as never);
  /** Places the unit's token on the hex at axial (q, r), facing a hex side (0 straight up, clockwise). */
  const put = (actor: unknown, q: number, r: number, facing = 0, data: object = {}) => {
    const centre = hexCentre("hexOddQ", 100, cubeToOffset(q, r, HEX_LAYOUTS.hexOddQ));
    const id = `t-${(actor as { id: string }).id}`;
    return canvas.place(actor as never, centre, { _id: id, x: centre.x - 50, y: centre.y - 50, rotation: facing * 60, ...data } as never);
  };
  const markersOf = async (actor: unknown) => (await import("../../src/system/markers/marker-store")).readMarkers(actor as never);
  /** Posts a card of the current user's own, with whatever it says. */
  const post = (data: object) => (globalThis as unknown as { ChatMessage: { implementation: { create(d: object): Promise<{ id: string }> } } }).ChatMessage.implementation.create(data);
  return { stubs, g, canvas, cards, unit, weapon, put, markersOf, post };
}
