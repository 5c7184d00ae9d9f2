// @vitest-environment happy-dom
// Buildings on the board (Striker 6.B.4) after a real init: a building is a Striker terrain region of
// the building kind; a player's team enters only one its token touched as its movement phase began,
// goes up or down one floor (3 m of elevation, 7.A.1.d) a phase, leaves on foot only from the ground
// floor and then walks its whole allowance; refusals say why, and the GM's moves stand.
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper } from "../../../helpers/striker-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { moveAs } from "../../../helpers/foundry/move-as";

/** A team whose token's centre is at (x, 50) and whose elevation is `elevation`, in turn 1's first movement phase. */
async function setup(x = 50, elevation = 0, markers: string[] = []) {
  const b = await strikerBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: { turn: 1, phase: "firstMovement" } } } });
  b.g.game.combat = combat as never;
  const blue = b.team("Actor.blue", "Blue A1", { troopers: ["Lee", "Ng", "Ito", "Cruz"].map((n) => trooper(n)) });
  const store = await import("../../../../src/system/markers/marker-store");
  for (const m of markers) await store.adjustMarker(blue as never, store.markerDefinition(m)!, 1);
  // 100 px squares of 50 m: 2 px a metre
  const token = b.canvas.place(blue, { x, y: 50 }, { _id: "tb", disposition: 1, elevation });
  combat.addCombatant({ actor: blue, token: token.document });
  b.stubs.actAs("player1");
  /** The current user moves the token's centre to `x` and its elevation to `to`: true when written. */
  const move = async (change: { x?: number; elevation?: number }) => {
    const doc = token.document;
    const to = { x: change.x === undefined ? doc.x : change.x - 50, y: change.x === undefined ? doc.y : 0 };
    return moveAs(b.stubs, doc, b.g.game.user!.id, change.elevation === undefined ? to : { ...to, elevation: change.elevation });
  };
  /** A building from `from` to `to` pixels along the row. */
  const building = (from: number, to: number, bottom: number | null = null) =>
    b.paint({ x: from, y: 0, width: to - from, height: 100 }, { terrain: "building" }, { bottom, top: null });
  return { ...b, combat, blue, token, move, building, store };
}

describe("buildings in the movement phase (Striker 6.B.4)", () => {
  it("a team enters only a building its token touched as the phase began: in its next movement phase", async () => {
    const t = await setup();
    // the house begins 20 m east of the token's edge: a 50 m walk would take the team 5 m in
    t.building(140, 400);
    expect(await t.move({ x: 150 })).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.buildingNotAdjacent");
    // up to it, its token touching the wall, and in at its next movement phase
    expect(await t.move({ x: 120 })).toBe(true);
    expect(await t.move({ x: 130 })).toBe(true);
    expect(await t.move({ x: 145 })).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.buildingNotAdjacent");
    await t.combat.update({ flags: { starskirmish: { strikerPosition: { turn: 2, phase: "firstMovement" } } } });
    expect(await t.move({ x: 220 })).toBe(true);
  });

  it("a team next to it goes in, and may climb one floor the same phase", async () => {
    const t = await setup();
    t.building(100, 400);
    expect(await t.move({ x: 150 })).toBe(true);
    expect(await t.move({ elevation: 3 })).toBe(true);
    expect(t.token.document.elevation).toBe(3);
  });

  it("a team in a building changes one floor a phase, counted from where the phase began (7.A.1.d: 3 m a floor)", async () => {
    const t = await setup(150);
    t.building(100, 400);
    expect(await t.move({ elevation: 6 })).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.buildingFloors");
    expect(await t.move({ elevation: 3 })).toBe(true);
    expect(await t.move({ elevation: 6 })).toBe(false);
    expect(t.token.document.elevation).toBe(3);
  });

  it("counts floors from the building's foot where the GM set its region's bottom", async () => {
    // a house on a 9 m hill: elevation 12 is its second floor
    const t = await setup(150, 9);
    t.building(100, 400, 9);
    expect(await t.move({ elevation: 12 })).toBe(true);
  });

  it("a team on foot leaves only from the ground floor, and walks its whole allowance out", async () => {
    const t = await setup(150, 6);
    t.building(100, 200);
    // from the third floor straight out
    expect(await t.move({ x: 240 })).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.buildingUpperExit");
    // down two floors and out is two floors in a phase
    expect(await t.move({ x: 240, elevation: 0 })).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.buildingFloors");
  });

  it("from the first floor above ground a team comes down and out with its full 50 m", async () => {
    const t = await setup(150, 3);
    t.building(100, 200);
    expect(await t.move({ x: 250, elevation: 0 })).toBe(true);
    expect(t.store.readMarkers(t.blue as never)).toMatchObject({ "str-moved": 1 });
  });

  it("a grav team leaves from an upper floor; a flyer in terrain-following mode passes over any roof", async () => {
    const noe = await setup(150, 6, ["str-flightNoe"]);
    noe.building(100, 200);
    expect(await noe.move({ x: 400 })).toBe(true);
    const tf = await setup(50, 0, ["str-flightTerrain"]);
    tf.building(300, 600);
    expect(await tf.move({ x: 900 })).toBe(true);
  });

  it("the GM's move into a building stands, and he is told what the rules say", async () => {
    const t = await setup();
    t.building(140, 400);
    t.stubs.actAs("gm");
    expect(await t.move({ x: 150 })).toBe(true);
    expect(String(t.stubs.notifications.at(-1)?.message)).toContain("STARSKIRMISH.Striker.Move.problem.buildingNotAdjacent");
  });

  it("a change of height outside any building is no move (a pop-up's drop back down)", async () => {
    const t = await setup(50, 10);
    t.building(300, 400);
    t.stubs.actAs("gm");
    await t.combat.update({ flags: { starskirmish: { strikerPosition: { turn: 1, phase: "secondMovement" } } } });
    const before = t.stubs.notifications.length;
    expect(await t.move({ elevation: 4 })).toBe(true);
    expect(t.stubs.notifications.length).toBe(before);
  });
});
