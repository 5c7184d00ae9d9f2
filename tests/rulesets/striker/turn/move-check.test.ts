// @vitest-environment happy-dom
// Striker team moves on the board (Striker 6) after a real init: in a tracked turn a player's move is
// checked on the player's client before it is written, against the allowance left this phase (the
// GM's client's record on the Combat) and the terrain regions the GM painted, and refused with the
// reason; the GM's moves stand and the GM is told; a team that moved in its own movement phase is
// marked Moved (6.E). The GM's client records each move, and tells the GM of a player's move that
// broke the rules.
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper, type TerrainSystem } from "../../../helpers/striker-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import type { StandInToken } from "../../../helpers/foundry/canvas";
import { moveLeg } from "../../../helpers/foundry/token-movement";
import { dragAs, moveAs, seenByAll } from "../../../helpers/foundry/move-as";
import { pastOwnRefusals } from "../../../helpers/foundry/document";

async function setup(phase = "firstMovement", markers: string[] = []) {
  const b = await strikerBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: { turn: 1, phase } } } });
  b.g.game.combat = combat as never;
  const blue = b.team("Actor.blue", "Blue A1", { troopers: ["Lee", "Ng", "Ito", "Cruz"].map((n) => trooper(n)), morale: { value: 7, start: 7 } });
  const store = await import("../../../../src/system/markers/marker-store");
  for (const m of markers) await store.adjustMarker(blue as never, store.markerDefinition(m)!, 1);
  // 100 px squares of 50 m; the token's centre at (50, 50)
  const token = b.canvas.place(blue, { x: 50, y: 50 }, { _id: "tb", disposition: 1 });
  const combatant = combat.addCombatant({ actor: blue, token: token.document });
  b.stubs.actAs("player1");
  /**
   * The current user moves the token's centre to (x, y); with `checked` false the mover's client
   * skips the check, as a hostile one may: true when the move is written.
   */
  const move = (to: { x: number; y: number }, t: StandInToken = token, checked = true) => moveAs(b.stubs, t.document, b.g.game.user!.id, { x: to.x - 50, y: to.y - 50 }, { checked });
  const seen = (t: StandInToken, changed: object, mover: string, options: object) => seenByAll(b.stubs, t.document, changed, mover, options);
  /** The team's record of the phase on the Combat, as the GM's client wrote it. */
  const record = () => (combat.flags.starskirmish?.strMoves as Record<string, { path: { lengthM: number }[]; changes: number; breach?: string }> | undefined)?.[combatant.id];
  /** Striker terrain over the token's row of squares, x to x + width pixels (striker-board.ts paint). */
  const strip = (x: number, width: number, system: TerrainSystem) => b.paint({ x, y: 0, width, height: 100 }, system);
  return { ...b, combat, blue, token, move, seen, record, strip, store };
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
    const drag = (corners: { x: number; y: number }[]) => dragAs(t.stubs, t.token.document, "player1", corners);
    // 950 m east then 950 m south: 1900 m with one turn, past the 1800 m left; the first leg alone
    // is within it, but the drag is refused before the team moves
    expect(await drag([{ x: 1900, y: 0 }, { x: 1900, y: 1900 }])).toBe(0);
    expect(t.token.document.x).toBe(0);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.pastAllowance");
    // the same 1900 m in a straight line needs no turn: both legs are written, each added to the phase's record
    expect(await drag([{ x: 1900, y: 0 }, { x: 3800, y: 0 }])).toBe(2);
    expect(t.token.document.x).toBe(3800);
    // the record is the GM's, on the Combat; the token carries none its owner could rewrite
    expect(t.record()?.changes).toBe(0);
    expect(Math.round((t.record()?.path ?? []).reduce((m, p) => m + p.lengthM, 0))).toBe(1900);
    expect(t.token.document.flags.starskirmish).toBeUndefined();
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

describe("the GM's record and audit of team moves (Striker 6)", () => {
  /** The warnings the GM was shown since `from`, each as its two message keys. */
  const warnings = (t: Awaited<ReturnType<typeof setup>>, from: number) =>
    t.stubs.notifications.slice(from).filter((n) => n.level === "warn").map((n) => n.message.split(" ").filter((w) => w.startsWith("STARSKIRMISH.")));

  it("counts the GM's own move in the phase: a team the GM moved 40 m has 10 m left for its player", async () => {
    const t = await setup();
    t.stubs.actAs("gm");
    expect(await t.move({ x: 130, y: 50 })).toBe(true);
    t.stubs.actAs("player1");
    expect(await t.move({ x: 160, y: 50 })).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.pastAllowance");
    expect(await t.move({ x: 150, y: 50 })).toBe(true);
  });

  it("tells the GM once of a player's moves past the allowance that skipped the check, and keeps the whole walk", async () => {
    const t = await setup();
    const before = t.stubs.notifications.length;
    // the stand-in's format shows the key alone: the values it was given are kept here
    const i18n = t.g.game.i18n as unknown as { format(key: string, data: object): string };
    const shown = i18n.format.bind(i18n);
    const formatted: [string, object][] = [];
    i18n.format = (key, data) => (formatted.push([key, data]), shown(key, data));
    // 60 m with no check on the mover's client, then 10 m more
    expect(await t.move({ x: 170, y: 50 }, t.token, false)).toBe(true);
    expect(await t.move({ x: 190, y: 50 }, t.token, false)).toBe(true);
    expect(warnings(t, before)).toEqual([["STARSKIRMISH.Striker.Move.audit", "STARSKIRMISH.Striker.Move.problem.pastAllowance"]]);
    expect(formatted).toContainEqual(["STARSKIRMISH.Striker.Move.audit", { user: "player1" }]);
    expect(formatted).toContainEqual(["STARSKIRMISH.Striker.Move.problem.pastAllowance", { team: "Blue A1", used: "60", allowance: "50" }]);
    expect(t.record()?.breach).toBe("pastAllowance");
    expect(Math.round((t.record()?.path ?? []).reduce((m, p) => m + p.lengthM, 0))).toBe(70);
    // the checked client reads the GM's record: nothing is left
    expect(await t.move({ x: 192, y: 50 })).toBe(false);
  });

  it("tells the GM of a player's move outside the team's movement phase, and records none", async () => {
    const t = await setup("secondMovement");
    const before = t.stubs.notifications.length;
    expect(await t.move({ x: 100, y: 50 }, t.token, false)).toBe(true);
    expect(warnings(t, before)).toEqual([["STARSKIRMISH.Striker.Move.audit", "STARSKIRMISH.Striker.Move.problem.notOwnPhase"]]);
    expect(t.record()).toBeUndefined();
  });

  it("leaves a GM's rout move out of the walk, and audits a player's move that only claims to be one (8.C.4.b)", async () => {
    /** `user` moves the token to the corner with the rout move's option, unchecked. */
    const routMove = async (t: Awaited<ReturnType<typeof setup>>, user: string, x: number) => {
      t.stubs.actAs(user);
      const leg = moveLeg("tb", { x, y: 0 });
      const options = { ...leg.options, strikerRoutMove: true };
      // a player's claim of a rout move is a hostile client's, past its own check; the GM's is asked
      const write = () => t.token.document.update({ ...leg.changed }, options);
      await (user === "gm" ? write() : pastOwnRefusals(write));
      await t.seen(t.token, leg.changed, user, options);
    };
    const byGm = await setup("firstMovement", ["str-routed"]);
    const quiet = byGm.stubs.notifications.length;
    await routMove(byGm, "gm", 150);
    expect(byGm.record()).toBeUndefined();
    expect(warnings(byGm, quiet)).toEqual([]);
    // a routed team's owner writes the move with the option on the owner's own client: a rout is the GM's to make
    const routed = await setup("firstMovement", ["str-routed"]);
    const before = routed.stubs.notifications.length;
    await routMove(routed, "player1", 150);
    expect(warnings(routed, before)).toEqual([["STARSKIRMISH.Striker.Move.audit", "STARSKIRMISH.Striker.Move.problem.routed"]]);
    const ready = await setup();
    const since = ready.stubs.notifications.length;
    await routMove(ready, "player1", 150);
    expect(warnings(ready, since)).toEqual([["STARSKIRMISH.Striker.Move.audit", "STARSKIRMISH.Striker.Move.problem.pastAllowance"]]);
  });

  it("reads a record it cannot trust as none, field by field", async () => {
    const { readPhaseMoves } = await import("../../../../src/rulesets/striker/turn/move-record");
    expect(readPhaseMoves({ turn: 1, phase: "firstMovement", path: [{ terrain: "lava", lengthM: 5 }] })).toBeNull();
    expect(readPhaseMoves({ turn: -1, phase: "firstMovement", path: [] })).toBeNull();
    expect(readPhaseMoves("30 m")).toBeNull();
    expect(readPhaseMoves({ turn: 2, phase: "firstMovement", path: [{ terrain: "forest", lengthM: 12, contoursUp: 1.5 }], heading: "north", changes: 1, start: { x: 5, y: 5 } })).toEqual({
      turn: 2,
      phase: "firstMovement",
      path: [{ terrain: "forest", lengthM: 12 }],
      heading: null,
      changes: 1,
    });
  });
});
