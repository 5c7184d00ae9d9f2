// @vitest-environment happy-dom
// Striker team moves on the board (Striker 6) after a real init: in a tracked turn a player's move is
// checked on his client before it is written, against the allowance left this phase and the terrain
// regions the GM painted, and refused with the reason; the GM's moves stand and he is told; a team that
// moved in its own movement phase is marked Moved (6.E).
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper, type TerrainSystem } from "../../../helpers/striker-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import type { StandInToken } from "../../../helpers/foundry/canvas";
import { dragLegs } from "../../../helpers/foundry/token-movement";

async function setup(phase = "firstMovement", markers: string[] = []) {
  const b = await strikerBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: { turn: 1, phase } } } });
  b.g.game.combat = combat as never;
  const blue = b.team("Actor.blue", "Blue A1", { troopers: ["Lee", "Ng", "Ito", "Cruz"].map((n) => trooper(n)), morale: { value: 7, start: 7 } });
  const store = await import("../../../../src/system/markers/marker-store");
  for (const m of markers) await store.adjustMarker(blue as never, store.markerDefinition(m)!, 1);
  // 100 px squares of 50 m; the token's centre at (50, 50)
  const token = b.canvas.place(blue, { x: 50, y: 50 }, { _id: "tb", disposition: 1 });
  combat.addCombatant({ actor: blue, token: token.document });
  b.stubs.actAs("player1");
  /** The current user drags the token's centre to (x, y): true when the move is written. */
  const move = async (to: { x: number; y: number }, t: StandInToken = token) => {
    const changed: Record<string, unknown> = { x: to.x - 50, y: to.y - 50 };
    const allowed = b.stubs.fire.preUpdate(t.document as never, changed, b.g.game.user!.id);
    if (allowed === false) return false;
    await t.document.update(changed);
    t.center = to;
    b.stubs.fire.updated(t.document as never, changed, b.g.game.user!.id);
    await new Promise((r) => setTimeout(r, 20));
    return true;
  };
  /** Striker terrain over the token's row of squares, x to x + width pixels (striker-board.ts paint). */
  const strip = (x: number, width: number, system: TerrainSystem) => b.paint({ x, y: 0, width, height: 100 }, system);
  return { ...b, combat, blue, token, move, strip, store };
}

describe("Striker team moves (Striker 6)", () => {
  it("walks 50 m in its movement phase, in two moves adding up, then is refused, and is marked Moved", async () => {
    const t = await setup();
    expect(await t.move({ x: 110, y: 50 })).toBe(true);
    expect(t.store.readMarkers(t.blue as never)).toMatchObject({ "str-moved": 1 });
    // 30 m then 20 m more along the row is 50 m: the whole walk
    expect(await t.move({ x: 150, y: 50 })).toBe(true);
    expect(await t.move({ x: 160, y: 50 })).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.pastAllowance");
  });

  it("refuses a move in the other side's movement phase, or in a fire phase", async () => {
    const t = await setup("secondMovement");
    expect(await t.move({ x: 100, y: 50 })).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.notOwnPhase");
    expect(t.store.readMarkers(t.blue as never)).toEqual({});
  });

  it("refuses a suppressed team any move (Striker 8.C.4.a)", async () => {
    const t = await setup("firstMovement", ["str-suppressed"]);
    expect(await t.move({ x: 70, y: 50 })).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.suppressed");
  });

  it("counts forest painted as a region at double cost (Striker 6.B.3)", async () => {
    const t = await setup();
    t.strip(100, 200, { terrain: "forest" });
    // 25 m of clear to the wood's edge, then 25 m into it cost 25 + 50 = 75 m: past 50
    expect(await t.move({ x: 150, y: 50 })).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.pastAllowance");
    // 25 m of clear and 12 m of forest: 49 m
    expect(await t.move({ x: 124, y: 50 })).toBe(true);
  });

  it("refuses water on foot and lets the team wade at a ford, 10 m a turn (Striker 6.B.3)", async () => {
    const t = await setup();
    // the river from 5 m to 25 m east of the team
    t.strip(60, 40, { terrain: "water" });
    expect(await t.move({ x: 150, y: 50 })).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.water");
    // a ford painted over it: the whole move may be only 10 m
    t.strip(60, 40, { terrain: "ford" });
    expect(await t.move({ x: 150, y: 50 })).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.pastAllowance");
    expect(await t.move({ x: 74, y: 50 })).toBe(false);
    expect(await t.move({ x: 66, y: 50 })).toBe(true);
  });

  it("takes 10 m off for every three contour lines climbed (Striker 6.B.2)", async () => {
    const t = await setup();
    // three nested hill levels, 4 m apart (8 px), rising to the east
    t.strip(60, 400, { terrain: "hill", contour: 1 });
    t.strip(68, 400, { terrain: "hill", contour: 2 });
    t.strip(76, 400, { terrain: "hill", contour: 3 });
    // 45 m of ground plus 10 m for the three contours: 55 m
    expect(await t.move({ x: 140, y: 50 })).toBe(false);
    expect(await t.move({ x: 120, y: 50 })).toBe(true);
  });

  it("flies a grav team in NOE mode its 350 m (Striker 6.A.2.c)", async () => {
    const t = await setup("firstMovement", ["str-flightNoe"]);
    expect(await t.move({ x: 750, y: 50 })).toBe(true);
    expect(await t.move({ x: 760, y: 50 })).toBe(false);
  });

  it("judges a dragged path by all its legs before the team sets off: a turn at cruise takes 10% of the 2000 m (Striker 6.A.2.b)", async () => {
    const t = await setup("firstMovement", ["str-flightTerrain"]);
    /** player1 drags the token through the top-left corners, as v13 writes a drag: one update per waypoint. */
    const drag = async (corners: { x: number; y: number }[]) => {
      let written = 0;
      for (const leg of dragLegs("tb", corners)) {
        const changed: Record<string, unknown> = { ...leg.changed };
        if (t.stubs.fire.preUpdate(t.token.document as never, changed, "player1", leg.options) === false) break;
        await t.token.document.update(changed, leg.options);
        t.token.center = { x: leg.changed.x + 50, y: leg.changed.y + 50 };
        written++;
      }
      return written;
    };
    // 950 m east then 950 m south: 1900 m with one turn, past the 1800 m left; the first leg alone
    // is within it, but the drag is refused before the team moves
    expect(await drag([{ x: 1900, y: 0 }, { x: 1900, y: 1900 }])).toBe(0);
    expect(t.token.document.x).toBe(0);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.pastAllowance");
    // the same 1900 m in a straight line needs no turn: both legs are written, each added to the phase's record
    expect(await drag([{ x: 1900, y: 0 }, { x: 3800, y: 0 }])).toBe(2);
    expect(t.token.document.x).toBe(3800);
    const record = t.token.document.flags.starskirmish?.strMove as { path: { lengthM: number }[]; changes: number } | undefined;
    expect(record?.changes).toBe(0);
    expect(Math.round((record?.path ?? []).reduce((m, p) => m + p.lengthM, 0))).toBe(1900);
  });

  it("lets the GM's move stand past the allowance, and tells him", async () => {
    const t = await setup();
    t.stubs.actAs("gm");
    expect(await t.move({ x: 400, y: 50 })).toBe(true);
    expect(t.stubs.notifications.at(-1)).toMatchObject({ level: "info" });
    expect(String(t.stubs.notifications.at(-1)?.message)).toContain("STARSKIRMISH.Striker.Move.problem.pastAllowance");
  });

  it("checks a move alone outside a tracked turn", async () => {
    const t = await setup();
    t.g.game.combat = null as never;
    expect(await t.move({ x: 150, y: 50 })).toBe(true);
    expect(await t.move({ x: 250, y: 50 })).toBe(true);
    expect(await t.move({ x: 400, y: 50 })).toBe(false);
    expect(t.store.readMarkers(t.blue as never)).toEqual({});
  });
});
