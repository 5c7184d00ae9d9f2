// @vitest-environment happy-dom
// Moves on the hex board (VII, VIII-A to VIII-D, SMR-11, SMR-24) after a real init: a player's move in
// their side's movement phase is checked on their client before it is written, refused with the reason
// where the rules forbid it, and goes on from what the unit already used; a player's move in any other
// phase is refused, and the GM told of one that skipped the check; the GM's moves pass; a move marks
// the unit Moved. A move that writes no rotation (a drag) ends facing the way it last stepped, as the
// ruler shows it, and its token is turned so (VIII-B).
import { describe, expect, it } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { hexCentre } from "../../../../src/core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../../../src/core/board/hex-offsets";
import { dragAs, moveAs } from "../../../helpers/foundry/move-as";
import { pastOwnRefusals } from "../../../helpers/foundry/document";
import { waypointsThrough, type TokenRuler } from "../../../helpers/foundry/token-ruler";

/**
 * VII.1: this turn's initiative as the GM's roll stores it, first seat first: the marines' side
 * (disposition 1, "friendly") rolled low, so the Norx are Player 1 and the marines move second.
 */
const MARINES_SECOND = { turnInitiative: { turn: 1, order: [{ id: "hostile", label: "Hostile" }, { id: "friendly", label: "Friendly" }] } };

async function setup(phase = "p1Movement", initiative: object = {}) {
  const b = await starMarinesBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase }, ...initiative } } });
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", move: 2 });
  const skimmer = b.unit("Skimmer", { kind: "vehicle", move: 3, motion: "skimmer" });
  const norx = b.unit("Norx", { kind: "soldier" }, "gm");
  const tMarine = b.put(marine, 0, 0, 0, { disposition: 1 });
  const tSkimmer = b.put(skimmer, 3, 0, 0, { disposition: 1 });
  const tNorx = b.put(norx, 1, -4, 3, { disposition: -1 });
  for (const [a, t] of [[marine, tMarine], [skimmer, tSkimmer], [norx, tNorx]] as const) combat.addCombatant({ actor: a, token: t.document });
  b.stubs.actAs("player1");
  /** The player's client asks to move the token to hex (q, r), perhaps turned: preUpdateToken decides; true when it is written. */
  const move = async (token: typeof tMarine, q: number, r: number, rotation?: number, checked = true) => {
    const c = hexCentre("hexOddQ", 100, cubeToOffset(q, r, HEX_LAYOUTS.hexOddQ));
    return moveAs(b.stubs, token.document, b.g.game.user!.id, { x: c.x - 50, y: c.y - 50 }, { rotation, checked });
  };
  /**
   * The player drags the token through hexes (q, r), as v13 writes a drag: one update per waypoint,
   * each checked with the operation's plan. Returns how many legs were written.
   */
  const drag = (token: typeof tMarine, hexes: readonly (readonly [number, number])[]) =>
    dragAs(b.stubs, token.document, b.g.game.user!.id, hexes.map(([q, r]) => hexCentre("hexOddQ", 100, cubeToOffset(q, r, HEX_LAYOUTS.hexOddQ))).map((c) => ({ x: c.x - 50, y: c.y - 50 })));
  /** The marine's record of the phase on the Combat, as the GM's client wrote it. */
  const record = () => {
    const id = combat.combatants.contents.find((c) => c.tokenId === tMarine.document.id)!.id;
    return (combat.flags.starskirmish?.smrMoves as Record<string, { spent: number; turns: number; breach?: string }> | undefined)?.[id];
  };
  return { ...b, combat, marine, tMarine, tSkimmer, tNorx, move, drag, record };
}

describe("moves on the hex board (VIII)", () => {
  it("lets a move-2 soldier go two hexes ahead, then refuses a third, and marks the soldier Moved", async () => {
    const t = await setup();
    expect(await t.move(t.tMarine, 0, -1)).toBe(true);
    expect(await t.markersOf(t.marine)).toEqual({ "smr-moved": 1 });
    expect(await t.move(t.tMarine, 0, -2)).toBe(true);
    expect(await t.move(t.tMarine, 0, -3)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.overAllowance");
  });

  it("judges a drag through waypoints whole before the unit sets off, and records it leg by leg", async () => {
    const t = await setup();
    const x = t.tMarine.document.x;
    // three hexes ahead, one waypoint at a time: the first leg alone is within the move of 2
    expect(await t.drag(t.tMarine, [[0, -1], [0, -2], [0, -3]])).toBe(0);
    expect(t.tMarine.document.x).toBe(x);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.overAllowance");
    // two hexes in two legs: both written, the second going on from the first
    expect(await t.drag(t.tMarine, [[0, -1], [0, -2]])).toBe(2);
    expect(await t.move(t.tMarine, 0, -3)).toBe(false);
  });

  it("gives a soldier marked Charged one more hex (VIII-F)", async () => {
    const t = await setup();
    const store = await import("../../../../src/system/markers/marker-store");
    await store.adjustMarker(t.marine as never, store.markerDefinition("smr-charged")!, 1);
    expect(await t.move(t.tMarine, 0, -3)).toBe(true);
  });

  it("lets a charge use its extra hex only to end next to an enemy (VIII-F)", async () => {
    const t = await setup();
    const store = await import("../../../../src/system/markers/marker-store");
    await store.adjustMarker(t.marine as never, store.markerDefinition("smr-charged")!, 1);
    // three hexes, the last one the charge's, to (-1, -2): two hexes from the Norx at (1, -4)
    expect(await t.move(t.tMarine, -1, -2)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.chargeNotAdjacent");
    // within its own two hexes the charging soldier goes where it likes
    expect(await t.move(t.tMarine, 0, -2)).toBe(true);
  });

  it("judges a charge dragged through waypoints where the whole drag ends (VIII-F)", async () => {
    const t = await setup();
    const store = await import("../../../../src/system/markers/marker-store");
    await store.adjustMarker(t.marine as never, store.markerDefinition("smr-charged")!, 1);
    // two hexes, then the charge's third to (-1, -2), two hexes from the Norx: refused before the marine sets off
    expect(await t.drag(t.tMarine, [[0, -1], [0, -2], [-1, -2]])).toBe(0);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.chargeNotAdjacent");
    // the same three hexes ending at (0, -3), next to the Norx at (1, -4): every leg is written
    expect(await t.drag(t.tMarine, [[0, -1], [0, -2], [0, -3]])).toBe(3);
  });

  it("stops a unit in the zone of control it enters (VIII-D), and lets it turn there", async () => {
    const t = await setup();
    await (t.marine as unknown as { update(d: object): Promise<unknown> }).update({ system: { move: 4 } });
    // the Norx stands at (1, -4): (0, -3) is next to it, so the move must stop there
    expect(await t.move(t.tMarine, 0, -4)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.zoneOfControl");
    expect(await t.move(t.tMarine, 0, -3, 60)).toBe(true);
  });

  it("refuses a skimmer backing up, and a soldier moving onto another unit (VIII-B, VIII-C)", async () => {
    const t = await setup();
    expect(await t.move(t.tSkimmer, 3, 1)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.skimmerCannotBack");
    // a step to the right-rear side turned back to facing ahead is four turns: too many for move 2 (SMR-11)
    expect(await t.move(t.tMarine, 1, 0, 0)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.overTurns");
    // ending turned that way is two turns and one hex: allowed
    expect(await t.move(t.tMarine, 1, 0, 120)).toBe(true);
    const crowd = await setup();
    // the GM puts the skimmer there before the move
    crowd.stubs.actAs("gm");
    await crowd.tSkimmer.document.update({ x: crowd.tMarine.document.x, y: crowd.tMarine.document.y - 100 });
    crowd.stubs.actAs("player1");
    expect(await crowd.move(crowd.tMarine, 0, -1)).toBe(false);
    expect(crowd.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.stacking");
  });

  it("ends a move that writes no rotation facing the way it last stepped, as the ruler shows it (VIII-B, SMR-11)", async () => {
    const t = await setup();
    // the GM's client notes the combatants' facings, so its record counts turns from where each faced
    t.stubs.actAs("gm");
    t.stubs.fire.updated(t.combat as never, { flags: {} }, "gm");
    t.stubs.actAs("player1");
    // the ruler over one hex to the right-rear side: two faces turned and one unit spent, of the three
    // turns a move of 2 with a unit unspent has (SMR-11), and not refused
    const Ruler = (t.g as unknown as { CONFIG: { Token: { rulerClass: new (token: object) => TokenRuler } } }).CONFIG.Token.rulerClass;
    const points = waypointsThrough([hexCentre("hexOddQ", 100, cubeToOffset(0, 0, HEX_LAYOUTS.hexOddQ)), hexCentre("hexOddQ", 100, cubeToOffset(1, 0, HEX_LAYOUTS.hexOddQ))]);
    const label = new Ruler(t.tMarine).labelAt(points.at(-1)!) as { distance: { total: string }; cssClass: string };
    expect(label.distance.total).toContain('"spent":"1","allowance":"2","left":"1","turns":"2"');
    expect(label.cssClass).not.toContain("smr-refused");
    // the check judges the same move the same way: no turn back to the facing it set off with; the
    // token is turned to the side it stepped to, in the same update, and the GM's record counts two faces
    expect(await t.move(t.tMarine, 1, 0)).toBe(true);
    expect(t.tMarine.document.rotation).toBe(120);
    expect(t.record()).toEqual({ turn: 1, phase: "p1Movement", spent: 1, turns: 2 });
    // it goes on from that facing: one more hex that way turns nothing more (2 of 2 units, 2 of 2 faces)
    expect(await t.move(t.tMarine, 2, 0)).toBe(true);
    expect(t.record()).toEqual({ turn: 1, phase: "p1Movement", spent: 2, turns: 2 });
    // a drag through waypoints turns the token leg by leg, each judged as the ruler shows it
    const d = await setup();
    expect(await d.drag(d.tMarine, [[1, 0], [2, 0]])).toBe(2);
    expect(d.tMarine.document.rotation).toBe(120);
    expect(d.stubs.notifications.filter((n) => n.level === "warn")).toEqual([]);
  });

  it("snaps a unit's rotation to the nearest hex side, for everyone (VIII-B)", async () => {
    const t = await setup("combat");
    t.stubs.actAs("gm");
    const changed: Record<string, unknown> = { rotation: 100 };
    expect(t.stubs.fire.preUpdate(t.tMarine.document as never, changed, "gm")).not.toBe(false);
    expect(changed.rotation).toBe(120);
  });

  it("refuses a player's move or turn outside the movement phases, and lets the GM's pass (VII, SMR-24)", async () => {
    for (const phase of ["combat", "repair", "initiative", "p1Recheck"]) {
      const t = await setup(phase);
      const x = t.tMarine.document.x;
      expect(await t.move(t.tMarine, 0, -1)).toBe(false);
      expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.notMovementPhase");
      expect(t.tMarine.document.x).toBe(x);
      // a turn on the spot is part of the move (VIII-B): refused too
      const turned: Record<string, unknown> = { rotation: 120 };
      expect(t.stubs.fire.preUpdate(t.tMarine.document as never, turned, "player1")).toBe(false);
    }
    // the GM may move any unit in any phase (SMR-24)
    const combat = await setup("combat");
    combat.stubs.actAs("gm");
    expect(await combat.move(combat.tMarine, 0, -3)).toBe(true);
    const gm = await setup();
    gm.stubs.actAs("gm");
    expect(await gm.move(gm.tMarine, 0, -3)).toBe(true);
  });

  it("lets players set out their units in a combat whose turn was never started, as nothing is tracked yet", async () => {
    const t = await setup();
    await t.combat.update({ flags: { starskirmish: { "-=smrPosition": null } } } as never);
    expect(t.combat.flags.starskirmish?.smrPosition).toBeUndefined();
    const before = t.stubs.notifications.length;
    expect(await t.move(t.tMarine, 0, -1)).toBe(true);
    expect(t.stubs.notifications.slice(before).filter((n) => n.level === "warn")).toEqual([]);
  });

  it("refuses a player's move in the other side's movement phase, as this turn's initiative seats the sides (VII.1, VII.2, VII.4)", async () => {
    // the marines rolled low: the Player-1 Movement Phase is the Norx's
    const t = await setup("p1Movement", MARINES_SECOND);
    expect(await t.move(t.tMarine, 0, -1)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.notYourPhase");
    // the Player-2 Movement Phase is theirs
    await t.combat.update({ flags: { starskirmish: { smrPosition: { turn: 1, phase: "p2Movement" } } } } as never);
    expect(await t.move(t.tMarine, 0, -1)).toBe(true);
    // next turn's seats are not rolled yet: whose phase it is cannot be told, and the move is judged as ever
    const unrolled = await setup("p2Movement", { turnInitiative: { ...MARINES_SECOND.turnInitiative, turn: 0 } });
    expect(await unrolled.move(unrolled.tMarine, 0, -1)).toBe(true);
  });

  it("reads terrain from the drawings the GM flags: a forest hex costs 2, water keeps a soldier out (X)", async () => {
    const t = await setup();
    // a drawing round the centre of the hex ahead, (0, -1): forest
    const ahead = hexCentre("hexOddQ", 100, cubeToOffset(0, -1, HEX_LAYOUTS.hexOddQ));
    const around = { x: ahead.x - 20, y: ahead.y - 20, shape: { width: 40, height: 40 } };
    t.canvas.scene.addDrawing({ ...around, text: "Wood", flags: { starskirmish: { smrTerrain: "forest" } } });
    expect(await t.move(t.tMarine, 0, -1)).toBe(true);
    expect(await t.move(t.tMarine, 0, -2)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.overAllowance");
    const wet = await setup();
    wet.canvas.scene.addDrawing({ ...around, flags: { starskirmish: { smrTerrain: "river" } } });
    expect(await wet.move(wet.tMarine, 0, -1)).toBe(false);
    expect(wet.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.cannotEnter");
  });

});

/** The six corners of hex (q, r) on a 100 px flat-topped grid, as a polygon a GM draws round it. */
function hexPolygon(q: number, r: number, shrink = 0.9): number[] {
  const c = hexCentre("hexOddQ", 100, cubeToOffset(q, r, HEX_LAYOUTS.hexOddQ));
  const radius = (100 / Math.sqrt(3)) * shrink;
  return [0, 1, 2, 3, 4, 5].flatMap((k) => [c.x + radius * Math.cos((Math.PI / 3) * k), c.y + radius * Math.sin((Math.PI / 3) * k)]);
}

describe("terrain painted as Scene Regions (X)", () => {
  it("reads a region with the StarMarines terrain behaviour: forest costs two, a river bars a soldier", async () => {
    const t = await setup();
    t.canvas.scene.addRegion({ name: "Wood", shapes: [{ type: "polygon", points: hexPolygon(0, -1) }], behaviors: [{ type: "smrTerrain", system: { terrain: "forest" } }] });
    expect(await t.move(t.tMarine, 0, -1)).toBe(true);
    expect(await t.move(t.tMarine, 0, -2)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.overAllowance");
    const wet = await setup();
    wet.canvas.scene.addRegion({ name: "Ford", shapes: [{ type: "polygon", points: hexPolygon(0, -1) }], behaviors: [{ type: "smrTerrain", system: { terrain: "river" } }] });
    expect(await wet.move(wet.tMarine, 0, -1)).toBe(false);
    expect(wet.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.cannotEnter");
  });

  it("paints a later region over an earlier one, ignores a disabled behaviour, and a hole in a region", async () => {
    const t = await setup();
    const wide = { type: "rectangle" as const, x: -200, y: -300, width: 400, height: 250 };
    t.canvas.scene.addRegion({ name: "River", shapes: [wide], behaviors: [{ type: "smrTerrain", system: { terrain: "river" } }] });
    // the ford over the river: a later region; the marine may wade the one hex ahead
    t.canvas.scene.addRegion({ name: "Ford", shapes: [{ type: "polygon", points: hexPolygon(0, -1) }], behaviors: [{ type: "smrTerrain", system: { terrain: "grassland" } }] });
    expect(await t.move(t.tMarine, 0, -1)).toBe(true);
    const off = await setup();
    off.canvas.scene.addRegion({ name: "Dry river", shapes: [wide], behaviors: [{ type: "smrTerrain", system: { terrain: "river" }, disabled: true }] });
    expect(await off.move(off.tMarine, 0, -1)).toBe(true);
    const holed = await setup();
    holed.canvas.scene.addRegion({ name: "Lake", shapes: [wide, { type: "polygon", points: hexPolygon(0, -1), hole: true }], behaviors: [{ type: "smrTerrain", system: { terrain: "deepWater" } }] });
    expect(await holed.move(holed.tMarine, 0, -1)).toBe(true);
    expect(await holed.move(holed.tMarine, 0, -2)).toBe(false);
  });

  it("refuses a terrain the tables do not have, as the behaviour's model does", async () => {
    const t = await setup();
    expect(() => t.canvas.scene.addRegion({ name: "Lava", shapes: [{ type: "polygon", points: hexPolygon(0, -1) }], behaviors: [{ type: "smrTerrain", system: { terrain: "lava" } }] })).toThrow(/terrain/);
  });
});

describe("the GM's record and audit of unit moves (VIII-A, SMR-11)", () => {
  /** The warnings shown since `from`, each as the message keys in it. */
  const warnings = (t: Awaited<ReturnType<typeof setup>>, from: number) =>
    t.stubs.notifications.slice(from).filter((n) => n.level === "warn").map((n) => n.message.split(" ").filter((w) => w.startsWith("STARSKIRMISH.")));

  it("records each move on the Combat, not on the token its owner may write", async () => {
    const t = await setup();
    expect(await t.move(t.tMarine, 0, -1)).toBe(true);
    expect(t.record()).toEqual({ turn: 1, phase: "p1Movement", spent: 1, turns: 0 });
    expect((t.tMarine.document.flags as { starskirmish?: object }).starskirmish).toBeUndefined();
  });

  it("counts the GM's own move (SMR-24): a soldier the GM moved one hex has one left", async () => {
    const t = await setup();
    t.stubs.actAs("gm");
    expect(await t.move(t.tMarine, 0, -1)).toBe(true);
    t.stubs.actAs("player1");
    expect(await t.move(t.tMarine, 0, -3)).toBe(false);
    expect(await t.move(t.tMarine, 0, -2)).toBe(true);
  });

  it("tells the GM once of a player's moves that skipped the check, and spends the unit's whole move", async () => {
    const t = await setup();
    const before = t.stubs.notifications.length;
    expect(await t.move(t.tMarine, 0, -3, undefined, false)).toBe(true);
    expect(await t.move(t.tMarine, 0, -4, undefined, false)).toBe(true);
    expect(warnings(t, before)).toEqual([["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Move.problem.overAllowance"]]);
    expect(t.record()).toMatchObject({ spent: 2, breach: "overAllowance" });
    // the checked client reads the GM's record: nothing is left
    expect(await t.move(t.tMarine, 0, -5)).toBe(false);
  });

  it("tells the GM once of a player's moves in the other side's movement phase, and counts them against their own to come (VII.2, VII.4)", async () => {
    const t = await setup("p1Movement", MARINES_SECOND);
    const before = t.stubs.notifications.length;
    expect(await t.move(t.tMarine, 0, -1, undefined, false)).toBe(true);
    expect(await t.move(t.tMarine, 0, -2, undefined, false)).toBe(true);
    expect(warnings(t, before)).toEqual([["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Move.problem.notYourPhase"]]);
    // recorded against the marines' own phase, still to come: the move they had is used
    expect(t.record()).toMatchObject({ turn: 1, phase: "p2Movement", spent: 2, breach: "notYourPhase" });
    await t.combat.update({ flags: { starskirmish: { smrPosition: { turn: 1, phase: "p2Movement" } } } } as never);
    expect(await t.move(t.tMarine, 0, -3)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.overAllowance");
  });

  it("tells the GM of a player's move or turn outside the movement phases, and not of the GM's own (VII, SMR-24)", async () => {
    const t = await setup("combat", MARINES_SECOND);
    const before = t.stubs.notifications.length;
    expect(await t.move(t.tMarine, 0, -1, undefined, false)).toBe(true);
    expect(warnings(t, before)).toEqual([["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Move.problem.notMovementPhase"]]);
    // the marines' movement phase is past: the breach is kept with the phase it was made in
    expect(t.record()).toMatchObject({ turn: 1, phase: "combat", spent: 2, breach: "notMovementPhase" });
    // a turn alone, the check skipped, in the repair phase: told again, for the new phase
    await t.combat.update({ flags: { starskirmish: { smrPosition: { turn: 1, phase: "repair" } } } } as never);
    t.stubs.actAs("gm");
    t.stubs.fire.updated(t.combat as never, { flags: {} }, "gm");
    const { seenByAll } = await import("../../../helpers/foundry/move-as");
    t.stubs.actAs("player1");
    await pastOwnRefusals(() => t.tMarine.document.update({ rotation: 180 }));
    await seenByAll(t.stubs, t.tMarine.document, { rotation: 180 }, "player1", {});
    expect(warnings(t, before).at(-1)).toEqual(["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Move.problem.notMovementPhase"]);
    expect(t.record()).toMatchObject({ turn: 1, phase: "repair", breach: "notMovementPhase" });
    // the GM's own move there is no move of the phase: nothing told, nothing recorded
    const gm = await setup("combat", MARINES_SECOND);
    gm.stubs.actAs("gm");
    const since = gm.stubs.notifications.length;
    expect(await gm.move(gm.tMarine, 0, -3)).toBe(true);
    expect(warnings(gm, since)).toEqual([]);
    expect(gm.record()).toBeUndefined();
  });

  it("counts a turn from the facing the GM's client saw before it (VIII-B, SMR-11)", async () => {
    const t = await setup();
    // the GM's client notes the combatants' facings when the combat changes
    t.stubs.actAs("gm");
    t.stubs.fire.updated(t.combat as never, { flags: {} }, "gm");
    t.stubs.actAs("player1");
    // facing north, the marine turns about on the spot: three hex sides
    const changed: Record<string, unknown> = { rotation: 180 };
    // the update asks preUpdateToken on the player's client, which lets it through
    expect(await t.tMarine.document.update(changed)).toBe(t.tMarine.document);
    const { seenByAll } = await import("../../../helpers/foundry/move-as");
    await seenByAll(t.stubs, t.tMarine.document, changed, "player1", {});
    expect(t.record()).toEqual({ turn: 1, phase: "p1Movement", spent: 0, turns: 3 });
  });

  it("records and audits a player's move that claims the GM recorded it, and leaves the GM's own such move alone", async () => {
    const t = await setup();
    const { moveLeg } = await import("../../../helpers/foundry/token-movement");
    const { seenByAll } = await import("../../../helpers/foundry/move-as");
    const c = hexCentre("hexOddQ", 100, cubeToOffset(0, -3, HEX_LAYOUTS.hexOddQ));
    const leg = moveLeg(t.tMarine.document.id, { x: c.x - 50, y: c.y - 50 });
    const options = { ...leg.options, smrRecordedMove: true };
    // the claim is a hostile client's, past its own check
    await pastOwnRefusals(() => t.tMarine.document.update({ ...leg.changed }, options));
    const before = t.stubs.notifications.length;
    await seenByAll(t.stubs, t.tMarine.document, leg.changed, "player1", options);
    expect(warnings(t, before)).toEqual([["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Move.problem.overAllowance"]]);
    const fresh = await setup();
    fresh.stubs.actAs("gm");
    const gmLeg = moveLeg(fresh.tMarine.document.id, { x: c.x - 50, y: c.y - 50 });
    const gmOptions = { ...gmLeg.options, smrRecordedMove: true };
    await fresh.tMarine.document.update({ ...gmLeg.changed }, gmOptions);
    await seenByAll(fresh.stubs, fresh.tMarine.document, gmLeg.changed, "gm", gmOptions);
    expect(fresh.record()).toBeUndefined();
  });

  it("reads a record it cannot trust as none", async () => {
    const { readUnitMoves } = await import("../../../../src/rulesets/starmarines/turn/unit-moves");
    expect(readUnitMoves({ turn: 1, phase: "p1Movement", spent: -1, turns: 0 })).toBeNull();
    expect(readUnitMoves({ turn: 1, phase: "p1Movement", spent: 1, turns: 0.5 })).toBeNull();
    expect(readUnitMoves("all of it")).toBeNull();
    expect(readUnitMoves({ turn: 1, phase: "p1Movement", spent: 1.5, turns: 2, breach: 7 })).toEqual({ turn: 1, phase: "p1Movement", spent: 1.5, turns: 2 });
  });

  it("reads a record stored before it kept the turns of boarding and stepping out (VIII-G)", async () => {
    const { readUnitMoves } = await import("../../../../src/rulesets/starmarines/turn/unit-moves");
    expect(readUnitMoves({ turn: 2, phase: "p1Movement", spent: 1, turns: 0 })).toEqual({ turn: 2, phase: "p1Movement", spent: 1, turns: 0 });
    expect(readUnitMoves({ turn: 2, phase: "p1Movement", spent: 1, turns: 0, boarded: 1, dismounted: 2 })).toEqual({ turn: 2, phase: "p1Movement", spent: 1, turns: 0, boarded: 1, dismounted: 2 });
    // a value no turn has is none
    expect(readUnitMoves({ turn: 2, phase: "p1Movement", spent: 1, turns: 0, boarded: "1", dismounted: 1.5 })).toEqual({ turn: 2, phase: "p1Movement", spent: 1, turns: 0 });
    // the marine's old record of this phase, as stored before: its move goes on from it
    const t = await setup();
    const id = t.combat.combatants.contents.find((c) => c.tokenId === t.tMarine.document.id)!.id;
    await t.combat.update({ [`flags.starskirmish.smrMoves.${id}`]: { turn: 1, phase: "p1Movement", spent: 1, turns: 0 } } as never);
    expect(await t.move(t.tMarine, 0, -2)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.overAllowance");
    expect(await t.move(t.tMarine, 0, -1)).toBe(true);
    expect(t.record()).toEqual({ turn: 1, phase: "p1Movement", spent: 2, turns: 0 });
  });
});
