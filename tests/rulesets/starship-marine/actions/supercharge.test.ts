// @vitest-environment happy-dom
// SuperCharges at the table (Starship Marine 3.9, SSM-20, SSM-28), against the v13 stand-ins after a
// real init: a Marine sets one against an inner wall, never the hull; it takes two moves; set off at
// step f, everyone within 5 cm rolls a real 1d10 on the good throw's column; the hits are applied
// through the GM; at step l the wall opens a hole 3 cm across. A casualty sets off nothing.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { StandInCombat } from "../../../helpers/foundry/combat";

// 100 px is 2.5 cm (40 px a cm). The inner wall runs down x = 200; the hull along y = 0.
async function deck(faces: number[]) {
  const d = await starshipMarineDeck(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: { turn: 1, phase: "d" } } } });
  d.g.game.combat = combat;
  const wall = d.canvas.scene.addWall({ c: [200, 0, 200, 800] });
  const hull = d.canvas.scene.addWall({ c: [0, 0, 1000, 0], flags: { starskirmish: { ssmHull: true } } });
  const kell = d.figure("Kell", "marineScaII", "player1", { experience: "veteran" });
  const tKell = d.canvas.place(kell as never, { x: 150, y: 400 }, { _id: "tKell" });
  // across the wall, 80 px (2 cm) from where the charge sits: within 5 cm
  const crew = d.figure("Crew", "crewman", "gm");
  d.canvas.place(crew as never, { x: 280, y: 400 }, { _id: "tCrew" });
  // 400 px (10 cm) away: outside the blast
  const far = d.figure("Far", "crewman", "gm");
  d.canvas.place(far as never, { x: 200 + 400, y: 400 }, { _id: "tFar" });
  d.stubs.actAs("player1");
  const { actOnDoor } = await import("../../../../src/rulesets/starship-marine/actions/door-attack");
  const at = (turn: number, phase: string) => (combat.flags = { starskirmish: { ssmPosition: { turn, phase } } });
  const record = () => (wall.flags.starskirmish as { ssmSuperCharge?: Record<string, unknown> } | undefined)?.ssmSuperCharge;
  return { ...d, combat, wall, hull, kell, tKell, crew, far, act: (a: "placeSuperCharge" | "detonate") => actOnDoor(kell as never, a), at, record };
}

describe("SuperCharges (3.9)", () => {
  it("sets up over two moves, blasts everyone within 5 cm at step f, and opens a 3 cm hole at step l", async () => {
    // the blast's d10s: the Marine himself (a 2 + 1 Veteran = 3, under the 4 unarmoured... he is armoured: no hit), the crewman's 3 + 1 = 4 hits
    const t = await deck([2, 3]);
    expect(await t.act("placeSuperCharge")).toBe(true);
    expect(t.record()).toMatchObject({ placedMove: 1, x: 200, y: 400, blownMove: 0 });
    t.at(2, "f");
    expect(await t.act("detonate")).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.SuperCharge.notReady");
    t.at(3, "f");
    expect(await t.act("detonate")).toBe(true);
    const card = t.cards.messages.find((m) => m.system.kind === "ssmSuperCharge")!;
    expect(card.system.payload).toMatchObject({ move: 3, bonus: 1, victims: [{ key: "tKell", armoured: true }, { key: "tCrew", armoured: false }] });
    expect(card.system.targets.map((x) => x.key)).toEqual(["tCrew"]);
    expect(await applyAs("player1", card.id, "tCrew")).toEqual({ ok: true });
    expect(await t.markersOf(t.crew)).toEqual({ "ssm-casualty": 1 });
    expect(await t.markersOf(t.far)).toEqual({});
    // step l: the wall keeps 0-340 and 460-800, a hole of 120 px (3 cm) about the charge
    t.stubs.actAs("gm");
    const { openDestroyedDoors } = await import("../../../../src/rulesets/starship-marine/actions/door-rolls");
    await openDestroyedDoors(t.combat as never);
    const pieces = t.canvas.scene.walls.contents.filter((w) => w.c[0] === 200).map((w) => w.c);
    expect(pieces).toEqual([
      [200, 0, 200, 340],
      [200, 460, 200, 800],
    ]);
  });

  it("never goes on the outer hull", async () => {
    const t = await deck([]);
    t.tKell.center = { x: 600, y: 40 };
    expect(await t.act("placeSuperCharge")).toBe(false);
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.SuperCharge.noWall");
    const { DOOR_REQUEST } = await import("../../../../src/rulesets/starship-marine/actions/door-attack");
    const { requestAs } = await import("../../../helpers/gm-requests");
    expect(await requestAs("player1", DOOR_REQUEST, { sceneId: t.canvas.scene.id, tokenId: "tKell", wallId: t.hull.id, act: "placeSuperCharge" })).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.SuperCharge.hull" });
  });

  it("lets no casualty set off the charge it placed, though its player asks the GM straight (3.5, 3.9)", async () => {
    const t = await deck([9, 9]);
    await t.act("placeSuperCharge");
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.kell as never, markerDefinition("ssm-casualty")!, 1);
    t.at(3, "f");
    const { DOOR_REQUEST } = await import("../../../../src/rulesets/starship-marine/actions/door-attack");
    const { requestAs } = await import("../../../helpers/gm-requests");
    expect(await requestAs("player1", DOOR_REQUEST, { sceneId: t.canvas.scene.id, tokenId: "tKell", wallId: t.wall.id, act: "detonate" })).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Door.outOfTheFight" });
    expect(t.record()).toMatchObject({ blownMove: 0 });
    expect(t.cards.messages.filter((m) => m.system.kind === "ssmSuperCharge")).toEqual([]);
  });

  it("refuses at Apply a blast card a player wrote himself", async () => {
    const t = await deck([9, 9]);
    await t.act("placeSuperCharge");
    t.at(3, "f");
    await t.act("detonate");
    const card = t.cards.messages.find((m) => m.system.kind === "ssmSuperCharge")!;
    const copy = await t.post({ type: "card", rolls: card.rolls, system: structuredClone(card.system) });
    expect(await applyAs("player1", copy.id, "tCrew")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.SuperCharge.notRecorded" });
  });
});
