// @vitest-environment happy-dom
// Soldiers and their vehicles at the table (VIII-G, IX-B) after a real init: a soldier walks onto its
// side's carrier and boards it, ending its move; the GM's client carries it when the vehicle moves;
// next turn it steps out for 1 move unit and moves on; nobody fires from inside; when the vehicle is
// destroyed each passenger rolls a real die to get out. Whether it boarded or stepped out this turn is
// the GM's record's to say, not its token's flags, which its owner may rewrite. The GM is told of a
// player's move that skipped the check: a soldier moved while it stays aboard, or stepped out into a
// hex it may not enter or where a unit stands. A soldier aboard does not turn inside its vehicle: it
// keeps the facing it boarded with (or the GM's turn of it, SMR-24), as the GM's record keeps it,
// and steps out from it (VIII-B, VIII-G; our reading). A turn written in the same update as a boarding
// or a step out costs like any other turn of the move (SMR-11), in the check and in the GM's audit
// alike. Without one, a boarding keeps the facing its walk in ended in (the way it last stepped),
// and a step out with a walk on ends facing the way it last stepped, as a plain move does (VIII-B).
import { describe, expect, it, vi } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { applyAs } from "../../../helpers/gm-requests";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { dragAs, moveAs, seenByAll } from "../../../helpers/foundry/move-as";
import { moveLeg } from "../../../helpers/foundry/token-movement";
import type { StandInTokenDocument } from "../../../helpers/foundry/canvas";
import { hexCentre } from "../../../../src/core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../../../src/core/board/hex-offsets";
import { pastOwnRefusals } from "../../../helpers/foundry/document";

const at = (q: number, r: number) => hexCentre("hexOddQ", 100, cubeToOffset(q, r, HEX_LAYOUTS.hexOddQ));

/** The six corners of hex (q, r) on a 100 px flat-topped grid, a little inside it, as a region's polygon. */
function hexPolygon(q: number, r: number): number[] {
  const c = at(q, r);
  const radius = (100 / Math.sqrt(3)) * 0.9;
  return [0, 1, 2, 3, 4, 5].flatMap((k) => [c.x + radius * Math.cos((Math.PI / 3) * k), c.y + radius * Math.sin((Math.PI / 3) * k)]);
}

async function setup(faces: number[] = [], capacity = 2) {
  const b = await starMarinesBoard(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "p1Movement" } } } });
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", move: 2 });
  const second = b.unit("Second", { kind: "soldier", move: 2 });
  const apc = b.unit("APC", { kind: "vehicle", move: 3, capacity, armour: 0, toughness: 0 });
  const tMarine = b.put(marine, 0, 0, 0, { disposition: 1 });
  const tSecond = b.put(second, 1, -1, 0, { disposition: 1 });
  const tApc = b.put(apc, 0, -2, 0, { disposition: 1 });
  for (const [a, t] of [[marine, tMarine], [second, tSecond], [apc, tApc]] as const) combat.addCombatant({ actor: a, token: t.document });
  /** A move as the user's client makes it: preUpdateToken decides, then the update, and every client's hooks (the GM's carries passengers and records the move). */
  const move = async (user: string, token: typeof tMarine, q: number, r: number) => {
    const c = at(q, r);
    return moveAs(b.stubs, token.document, user, { x: c.x - 50, y: c.y - 50 });
  };
  /** The unit's record of the phase on the Combat, as the GM's client wrote it. */
  const record = (token: typeof tMarine) => {
    const id = combat.combatants.contents.find((c) => c.tokenId === token.document.id)!.id;
    return (combat.flags.starskirmish?.smrMoves as Record<string, { spent: number; turns: number }> | undefined)?.[id];
  };
  const aboard = (token: typeof tMarine) => (token.document.flags as { starskirmish?: { smrAboard?: { vehicle: string } } }).starskirmish?.smrAboard?.vehicle ?? null;
  const nextTurn = async (turn = 2, phase = "p1Movement") => {
    await combat.update({ flags: { starskirmish: { smrPosition: { turn, phase } } } } as never);
  };
  /** A soldier's transport flags, as its token stores them. */
  const flagsOf = (token: typeof tMarine) => (token.document.flags as { starskirmish?: { smrAboard?: unknown; smrDismounted?: unknown } }).starskirmish ?? {};
  /**
   * The marine's owner's client writes `changed` itself, skipping the check, and every client sees it:
   * a hostile client. The warnings that follow, as the language keys they name.
   */
  const forge = async (changed: Record<string, unknown>, options: object = {}) => {
    const before = b.stubs.notifications.length;
    b.stubs.actAs("player1");
    await pastOwnRefusals(() => tMarine.document.update(changed, options));
    await seenByAll(b.stubs, tMarine.document, changed, "player1", options);
    return b.stubs.notifications.slice(before).filter((n) => n.level === "warn").map((n) => n.message.split(" ").filter((w) => w.startsWith("STARSKIRMISH.")));
  };
  /** player1 drags the marine through the hexes, as v13 writes a drag; the legs written. */
  const drag = (hexes: readonly [number, number][]) => dragAs(b.stubs, tMarine.document, "player1", hexes.map(([q, r]) => at(q, r)).map((c) => ({ x: c.x - 50, y: c.y - 50 })));
  /** The GM's client sees the combat change, and notes the combatants' facings (system/turn/facing-memory.ts). */
  const gmNotesFacings = () => {
    b.stubs.actAs("gm");
    b.stubs.fire.updated(combat as never, { flags: {} }, "gm");
    b.stubs.actAs("player1");
  };
  return { ...b, combat, marine, apc, tMarine, tSecond, tApc, move, drag, record, aboard, nextTurn, flagsOf, forge, gmNotesFacings };
}

describe("boarding and riding (VIII-G)", () => {
  it("boards a friendly carrier from the next hex, standing on its hex, and ends the move", async () => {
    const t = await setup();
    expect(await t.move("player1", t.tMarine, 0, -2)).toBe(true);
    expect(t.aboard(t.tMarine)).toBe("t-APC");
    expect({ x: t.tMarine.document.x, y: t.tMarine.document.y }).toEqual({ x: t.tApc.document.x, y: t.tApc.document.y });
    // boarding ended the marine's move, and it may not get out in the turn it got in
    expect(await t.move("player1", t.tMarine, 0, -3)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Transport.problem.mountedThisTurn");
  });

  it("refuses a full carrier, and a soldier with no move unit left on reaching it", async () => {
    const full = await setup([], 1);
    expect(await full.move("player1", full.tSecond, 0, -2)).toBe(true);
    expect(await full.move("player1", full.tMarine, 0, -2)).toBe(false);
    expect(full.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Transport.problem.full");
    const tired = await setup();
    // one hex walked this phase, aside, as the GM's client recorded it: the carrier is two hexes off
    expect(await tired.move("player1", tired.tMarine, -1, 0)).toBe(true);
    expect(tired.record(tired.tMarine)).toMatchObject({ spent: 1 });
    expect(await tired.move("player1", tired.tMarine, 0, -2)).toBe(false);
    expect(tired.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Transport.problem.noMoveLeft");
  });

  it("boards the carrier at the end of a drag through a waypoint", async () => {
    const t = await setup();
    expect(await t.drag([[0, -1], [0, -2]])).toBe(2);
    expect(t.stubs.notifications.map((n) => n.message)).toEqual([]);
    expect(t.aboard(t.tMarine)).toBe("t-APC");
    // VIII-G: boarding ended the marine's move
    expect(t.record(t.tMarine)).toMatchObject({ spent: 2 });
  });

  it("tells the GM of a player's boarding of a full carrier that skipped the check, and spends the marine's move", async () => {
    const t = await setup([], 1);
    expect(await t.move("player1", t.tSecond, 0, -2)).toBe(true);
    // the hostile client writes the boarding itself: onto the carrier's hex, with the aboard flag
    const before = t.stubs.notifications.length;
    const leg = moveLeg(t.tMarine.document.id, { x: t.tApc.document.x, y: t.tApc.document.y });
    const changed = { ...leg.changed, "flags.starskirmish.smrAboard": { vehicle: t.tApc.document.id, turn: 1 } };
    t.stubs.actAs("player1");
    await pastOwnRefusals(() => t.tMarine.document.update(changed, leg.options));
    await seenByAll(t.stubs, t.tMarine.document, changed, "player1", leg.options);
    const warned = t.stubs.notifications.slice(before).filter((n) => n.level === "warn").map((n) => n.message.split(" ").filter((w) => w.startsWith("STARSKIRMISH.")));
    expect(warned).toEqual([["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Transport.problem.full"]]);
    expect(t.record(t.tMarine)).toMatchObject({ spent: 2, breach: "full" });
  });

  it("carries the passenger when the vehicle moves, and lets the passenger out next turn for 1 move unit", async () => {
    const t = await setup();
    await t.move("player1", t.tMarine, 0, -2);
    expect(await t.move("player1", t.tApc, 0, -4)).toBe(true);
    await vi.waitFor(() => expect({ x: t.tMarine.document.x, y: t.tMarine.document.y }).toEqual({ x: t.tApc.document.x, y: t.tApc.document.y }));
    await t.nextTurn();
    // out ahead for 1, then one hex more: 2 of 2
    expect(await t.move("player1", t.tMarine, 0, -6)).toBe(true);
    expect(t.aboard(t.tMarine)).toBeNull();
    expect(t.record(t.tMarine)).toMatchObject({ turn: 2, spent: 2 });
  });

  it("judges a dismount dragged through waypoints whole: out for 1, and a walk on past the move is refused before the marine steps out", async () => {
    const t = await setup();
    await t.move("player1", t.tMarine, 0, -2);
    await t.nextTurn();
    // the marine is dragged out of the carrier at (0, -2): out to (0, -3) for 1, then two hexes more: 3 of a move of 2
    expect(await t.drag([[0, -3], [0, -4], [0, -5]])).toBe(0);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.overAllowance");
    expect(t.aboard(t.tMarine)).toBe("t-APC");
    // out for 1 and one hex more: both legs written, 2 of 2
    expect(await t.drag([[0, -3], [0, -4]])).toBe(2);
    expect(t.aboard(t.tMarine)).toBeNull();
    expect(t.record(t.tMarine)).toMatchObject({ turn: 2, spent: 2 });
  });

  it("refuses boarding again in the turn of stepping out though the player cleared the flag, and tells the GM of a boarding that skipped the check", async () => {
    const t = await setup();
    await t.move("player1", t.tMarine, 0, -2);
    await t.nextTurn();
    // out to (0, -3) for 1 of 2: the GM's client records the turn it stepped out, and keeps the turn it boarded
    expect(await t.move("player1", t.tMarine, 0, -3)).toBe(true);
    expect(t.record(t.tMarine)).toMatchObject({ turn: 2, spent: 1, boarded: 1, dismounted: 2 });
    // its owner clears the turn from its token, before the GM's client has seen it
    t.stubs.actAs("player1");
    await t.tMarine.document.update({ "flags.starskirmish.-=smrDismounted": null });
    expect(t.flagsOf(t.tMarine).smrDismounted).toBeUndefined();
    // back in with its unit left: VIII-G, not in the turn it got out
    expect(await t.move("player1", t.tMarine, 0, -2)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Transport.problem.dismountedThisTurn");
    // the player's client skips the check and writes the boarding itself
    const leg = moveLeg(t.tMarine.document.id, { x: t.tApc.document.x, y: t.tApc.document.y });
    expect(await t.forge({ ...leg.changed, "flags.starskirmish.smrAboard": { vehicle: t.tApc.document.id, turn: 2 } }, leg.options)).toEqual([
      ["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Transport.problem.dismountedThisTurn"],
    ]);
    expect(t.record(t.tMarine)).toMatchObject({ turn: 2, breach: "dismountedThisTurn", boarded: 2, dismounted: 2 });
  });

  it("refuses getting out in the turn of boarding though the player rewrote the turn on the soldier's token, and tells the GM of one that skipped the check", async () => {
    const t = await setup();
    await t.move("player1", t.tMarine, 0, -2);
    // the other side's movement phase of the same turn: a fresh move, but the same turn (VII)
    await t.nextTurn(1, "p2Movement");
    // its owner writes an earlier turn of boarding on its token, before the GM's client has seen it
    t.stubs.actAs("player1");
    await t.tMarine.document.update({ "flags.starskirmish.smrAboard": { vehicle: t.tApc.document.id, turn: 0 } });
    expect(await t.move("player1", t.tMarine, 0, -3)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Transport.problem.mountedThisTurn");
    // the owner's client skips the check: out to (0, -3), taking the flag off without writing the turn of it
    const c = at(0, -3);
    const leg = moveLeg(t.tMarine.document.id, { x: c.x - 50, y: c.y - 50 });
    expect(await t.forge({ ...leg.changed, "flags.starskirmish.-=smrAboard": null }, leg.options)).toEqual([
      ["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Transport.problem.mountedThisTurn"],
    ]);
    expect(t.record(t.tMarine)).toMatchObject({ turn: 1, phase: "p2Movement", breach: "mountedThisTurn", boarded: 1, dismounted: 1 });
  });

  it("tells the GM of a player's move of a soldier who stays aboard, and not of the GM's client carrying it", async () => {
    const t = await setup();
    await t.move("player1", t.tMarine, 0, -2);
    const boarded = t.record(t.tMarine);
    const before = t.stubs.notifications.length;
    // the carrier moves; the GM's client carries the marine: no word to the GM, and no move of the marine's
    expect(await t.move("player1", t.tApc, 0, -4)).toBe(true);
    await vi.waitFor(() => expect({ x: t.tMarine.document.x, y: t.tMarine.document.y }).toEqual({ x: t.tApc.document.x, y: t.tApc.document.y }));
    await new Promise((r) => setTimeout(r, 20));
    expect(t.stubs.notifications.slice(before).filter((n) => n.level === "warn")).toEqual([]);
    expect(t.record(t.tMarine)).toEqual(boarded);
    await t.nextTurn();
    // its owner's client skips the check and walks it off, leaving it flagged aboard
    const c = at(-1, -3);
    const leg = moveLeg(t.tMarine.document.id, { x: c.x - 50, y: c.y - 50 });
    expect(await t.forge({ ...leg.changed }, leg.options)).toEqual([["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Transport.problem.aboard"]]);
    expect(t.aboard(t.tMarine)).toBe("t-APC");
    // a breach like the others: its whole move is used, and the GM is not told again this phase
    expect(t.record(t.tMarine)).toMatchObject({ turn: 2, phase: "p1Movement", spent: 2, breach: "aboard", boarded: 1 });
    const d = at(-2, -2);
    const again = moveLeg(t.tMarine.document.id, { x: d.x - 50, y: d.y - 50 });
    expect(await t.forge({ ...again.changed }, again.options)).toEqual([]);
  });

  it("tells the GM of a step out into a hex where a unit stands, or one it cannot enter, that skipped the check, as the check refuses it", async () => {
    const crowded = await setup();
    await crowded.move("player1", crowded.tMarine, 0, -2);
    await crowded.nextTurn();
    // the second marine stands in the hex ahead of the carrier
    const ahead = at(0, -3);
    crowded.stubs.actAs("gm");
    await crowded.tSecond.document.update({ x: ahead.x - 50, y: ahead.y - 50 });
    crowded.stubs.actAs("player1");
    expect(await crowded.move("player1", crowded.tMarine, 0, -3)).toBe(false);
    expect(crowded.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Transport.problem.cannotEnter");
    const leg = moveLeg(crowded.tMarine.document.id, { x: ahead.x - 50, y: ahead.y - 50 });
    expect(await crowded.forge({ ...leg.changed, "flags.starskirmish.-=smrAboard": null, "flags.starskirmish.smrDismounted": 2 }, leg.options)).toEqual([
      ["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Transport.problem.cannotEnter"],
    ]);
    expect(crowded.record(crowded.tMarine)).toMatchObject({ turn: 2, spent: 2, breach: "cannotEnter", dismounted: 2 });
    // a river in the hex ahead: a soldier cannot enter it (X), stepping out or not
    const wet = await setup();
    await wet.move("player1", wet.tMarine, 0, -2);
    await wet.nextTurn();
    wet.canvas.scene.addRegion({ name: "Ford", shapes: [{ type: "polygon", points: hexPolygon(0, -3) }], behaviors: [{ type: "smrTerrain", system: { terrain: "river" } }] });
    expect(await wet.move("player1", wet.tMarine, 0, -3)).toBe(false);
    expect(wet.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Transport.problem.cannotEnter");
    const wade = moveLeg(wet.tMarine.document.id, { x: ahead.x - 50, y: ahead.y - 50 });
    expect(await wet.forge({ ...wade.changed, "flags.starskirmish.-=smrAboard": null }, wade.options)).toEqual([
      ["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Transport.problem.cannotEnter"],
    ]);
    // a hex it may enter, nobody in it: out for 1, as the check lets it, and nobody told
    const dry = await setup();
    await dry.move("player1", dry.tMarine, 0, -2);
    await dry.nextTurn();
    const free = moveLeg(dry.tMarine.document.id, { x: ahead.x - 50, y: ahead.y - 50 });
    expect(await dry.forge({ ...free.changed, "flags.starskirmish.-=smrAboard": null }, free.options)).toEqual([]);
    expect(dry.record(dry.tMarine)).toEqual({ turn: 2, phase: "p1Movement", spent: 1, turns: 0, boarded: 1, dismounted: 2 });
  });

  it("refuses a player's turn of a soldier aboard, and tells the GM once of one that skipped the check (VIII-B, VIII-G)", async () => {
    const t = await setup();
    await t.move("player1", t.tMarine, 0, -2);
    // it boarded facing up, as its token shows it: the record keeps that facing for its step out
    expect(t.record(t.tMarine)).toMatchObject({ boarded: 1, aboardFacing: 0 });
    await t.nextTurn();
    t.gmNotesFacings();
    // its owner turns it about inside, standing where it is
    const here = { x: t.tMarine.document.x, y: t.tMarine.document.y };
    expect(await moveAs(t.stubs, t.tMarine.document, "player1", here, { rotation: 180 })).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Transport.problem.turnAboard");
    expect(t.tMarine.document.rotation).toBe(0);
    // the owner's client skips the check and turns it: the GM is told, its move this phase is used, and
    // the facing it keeps aboard is still the one it boarded with
    expect(await t.forge({ rotation: 180 })).toEqual([["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Transport.problem.turnAboard"]]);
    expect(t.record(t.tMarine)).toMatchObject({ turn: 2, phase: "p1Movement", spent: 2, breach: "turnAboard", aboardFacing: 0 });
    // once a phase, as the other breaches
    expect(await t.forge({ rotation: 240 })).toEqual([]);
  });

  it("judges the step out from the facing it boarded with, not from a turn of its token inside that skipped the check", async () => {
    const t = await setup();
    await t.move("player1", t.tMarine, 0, -2);
    t.gmNotesFacings();
    // still the turn of boarding: the owner's client turns it about inside, and the GM is told of it then
    expect(await t.forge({ rotation: 180 })).toEqual([["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Transport.problem.turnAboard"]]);
    await t.nextTurn();
    // out behind the carrier to (0, -1) for 1, and one hex on down to (0, 0): from the facing it
    // boarded with (up) that step backs up, for 2 (VIII-B): 3 of its move of 2
    expect(await t.move("player1", t.tMarine, 0, 0)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.overAllowance");
    expect(t.aboard(t.tMarine)).toBe("t-APC");
    // the owner's client skips the check: the GM's audit judges it from the same facing, and reports it
    const c = at(0, 0);
    const leg = moveLeg(t.tMarine.document.id, { x: c.x - 50, y: c.y - 50 });
    expect(await t.forge({ ...leg.changed, "flags.starskirmish.-=smrAboard": null, "flags.starskirmish.smrDismounted": 2 }, leg.options)).toEqual([
      ["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Move.problem.overAllowance"],
    ]);
    // stepping out ends the facing it kept aboard
    expect(t.record(t.tMarine)).not.toHaveProperty("aboardFacing");
  });

  it("lets the GM turn a soldier aboard: it keeps the GM's facing, and steps out from it (SMR-24)", async () => {
    const t = await setup();
    await t.move("player1", t.tMarine, 0, -2);
    const before = t.stubs.notifications.length;
    await moveAs(t.stubs, t.tMarine.document, "gm", { x: t.tMarine.document.x, y: t.tMarine.document.y }, { rotation: 180 });
    expect(t.record(t.tMarine)).toMatchObject({ turn: 1, spent: 2, boarded: 1, aboardFacing: 3 });
    await t.nextTurn();
    // out behind for 1 and one hex on, facing the way the GM turned it: 2 of 2, nobody told
    expect(await t.move("player1", t.tMarine, 0, 0)).toBe(true);
    expect(t.aboard(t.tMarine)).toBeNull();
    expect(t.stubs.notifications.slice(before).filter((n) => n.level === "warn")).toEqual([]);
    expect(t.record(t.tMarine)).toEqual({ turn: 2, phase: "p1Movement", spent: 2, turns: 0, boarded: 1, dismounted: 2 });
  });

  it("does not let a soldier attack from inside", async () => {
    const t = await setup();
    t.weapon(t.marine, { range: 6 }, "Rifle");
    await t.move("player1", t.tMarine, 0, -2);
    const { attackWith } = await import("../../../../src/rulesets/starmarines/actions/attack");
    expect(await attackWith(t.marine as never, t.marine.items.contents[0]!.id)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Transport.noAttackAboard");
  });
});

describe("a turn written with a boarding or a step out (VIII-B, VIII-G, SMR-11)", () => {
  /** A move-1 soldier of player1's, facing up in the hex below the carrier: next to it, nothing walked. */
  async function slowNextToCarrier() {
    const t = await setup();
    const slow = t.unit("Slow", { kind: "soldier", move: 1 });
    const tSlow = t.put(slow, 0, -1, 0, { disposition: 1 });
    t.combat.addCombatant({ actor: slow, token: tSlow.document });
    const record = () => t.record(tSlow);
    return { ...t, slow, tSlow, slowRecord: record };
  }

  it("costs a turn made with the boarding in the check: a soldier turning more faces than its move allows is refused", async () => {
    const t = await slowNextToCarrier();
    const onCarrier = { x: t.tApc.document.x, y: t.tApc.document.y };
    // about face (3 faces) on the way in: a move of 1 with its 1 unit unspent turns 2 (SMR-11)
    expect(await moveAs(t.stubs, t.tSlow.document, "player1", onCarrier, { rotation: 180 })).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.overTurns");
    expect(t.aboard(t.tSlow)).toBeNull();
    expect(t.tSlow.document.rotation).toBe(0);
    // one face is within it: it boards, and the GM's record counts the turn and keeps the facing it boarded with
    expect(await moveAs(t.stubs, t.tSlow.document, "player1", onCarrier, { rotation: 60 })).toBe(true);
    expect(t.aboard(t.tSlow)).toBe("t-APC");
    expect(t.slowRecord()).toEqual({ turn: 1, phase: "p1Movement", spent: 1, turns: 1, boarded: 1, aboardFacing: 1 });
  });

  it("costs a turn made with the boarding in the GM's audit: a boarding that skipped the check and turned too far is reported", async () => {
    const t = await slowNextToCarrier();
    t.gmNotesFacings();
    const before = t.stubs.notifications.length;
    // the owner's client skips the check: onto the carrier, flagged aboard, turned about in the same update
    const leg = moveLeg(t.tSlow.document.id, { x: t.tApc.document.x, y: t.tApc.document.y });
    const changed = { ...leg.changed, rotation: 180, "flags.starskirmish.smrAboard": { vehicle: t.tApc.document.id, turn: 1 } };
    t.stubs.actAs("player1");
    await pastOwnRefusals(() => t.tSlow.document.update(changed, leg.options));
    await seenByAll(t.stubs, t.tSlow.document, changed, "player1", leg.options);
    const warned = t.stubs.notifications.slice(before).filter((n) => n.level === "warn").map((n) => n.message.split(" ").filter((w) => w.startsWith("STARSKIRMISH.")));
    expect(warned).toEqual([["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Move.problem.overTurns"]]);
    expect(t.slowRecord()).toMatchObject({ turn: 1, spent: 1, turns: 3, breach: "overTurns", boarded: 1, aboardFacing: 3 });
  });

  it("counts the turn of a boarding the check let through in the GM's record", async () => {
    const t = await setup();
    t.gmNotesFacings();
    // up one hex and in, turning one face right there: 1 unit walked, 1 face turned of the 3 left (SMR-11)
    const onCarrier = { x: t.tApc.document.x, y: t.tApc.document.y };
    expect(await moveAs(t.stubs, t.tMarine.document, "player1", onCarrier, { rotation: 60 })).toBe(true);
    // boarding used the whole move (VIII-G); the face turned is counted, and is the facing it keeps aboard
    expect(t.record(t.tMarine)).toEqual({ turn: 1, phase: "p1Movement", spent: 2, turns: 1, boarded: 1, aboardFacing: 1 });
  });

  it("costs a turn made with the step out, from the facing it boarded with, in the check and in the GM's audit", async () => {
    const t = await setup();
    await t.move("player1", t.tMarine, 0, -2);
    await t.nextTurn();
    t.gmNotesFacings();
    // out ahead for 1 and one hex on (2 of 2), then about face: 3 faces of the 2 a spent move of 2 turns (SMR-11)
    const far = at(0, -4);
    expect(await moveAs(t.stubs, t.tMarine.document, "player1", { x: far.x - 50, y: far.y - 50 }, { rotation: 180 })).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.overTurns");
    expect(t.aboard(t.tMarine)).toBe("t-APC");
    // the owner's client skips the check: the GM's audit judges the turn the same way
    const leg = moveLeg(t.tMarine.document.id, { x: far.x - 50, y: far.y - 50 });
    expect(await t.forge({ ...leg.changed, rotation: 180, "flags.starskirmish.-=smrAboard": null, "flags.starskirmish.smrDismounted": 2 }, leg.options)).toEqual([
      ["STARSKIRMISH.StarMarines.Move.audit", "STARSKIRMISH.StarMarines.Move.problem.overTurns"],
    ]);
    expect(t.record(t.tMarine)).toMatchObject({ turn: 2, spent: 2, turns: 3, breach: "overTurns", dismounted: 2 });
    // just out, turning about: 1 unit spent, 3 faces of the 3 left; the record counts them
    const ok = await setup();
    await ok.move("player1", ok.tMarine, 0, -2);
    await ok.nextTurn();
    ok.gmNotesFacings();
    const near = at(0, -3);
    expect(await moveAs(ok.stubs, ok.tMarine.document, "player1", { x: near.x - 50, y: near.y - 50 }, { rotation: 180 })).toBe(true);
    expect(ok.record(ok.tMarine)).toEqual({ turn: 2, phase: "p1Movement", spent: 1, turns: 3, boarded: 1, dismounted: 2 });
  });
});

describe("the facing a soldier boards with when no turn is written (VIII-B, VIII-G)", () => {
  it("keeps the facing its walk up to the vehicle ended in, not its token's rotation, and steps out from it", async () => {
    const t = await setup();
    // a move-3 soldier of player1's two hexes down-left of the carrier, facing up: the hex it walks
    // through to reach the carrier is to its right-front side
    const walker = t.unit("Walker", { kind: "soldier", move: 3 });
    const tWalker = t.put(walker, -2, 0, 0, { disposition: 1 });
    t.combat.addCombatant({ actor: walker, token: tWalker.document });
    // one face turned and one hex walked, then in: the walk ends facing the way it stepped (VIII-B);
    // boarding uses the whole move (VIII-G). The token keeps its rotation (a soldier aboard shows no
    // facing); the GM's record keeps the facing the walk was judged to end in
    expect(await moveAs(t.stubs, tWalker.document, "player1", { x: t.tApc.document.x, y: t.tApc.document.y })).toBe(true);
    expect(t.aboard(tWalker)).toBe("t-APC");
    expect(tWalker.document.rotation).toBe(0);
    expect(t.record(tWalker)).toEqual({ turn: 1, phase: "p1Movement", spent: 3, turns: 1, boarded: 1, aboardFacing: 1 });
    // next turn: out ahead of the carrier for 1 and one hex on straight up; from the facing it boarded
    // with that is one face turned back, as the check and the GM's audit both count it (SMR-11)
    await t.nextTurn();
    t.gmNotesFacings();
    const far = at(0, -4);
    expect(await moveAs(t.stubs, tWalker.document, "player1", { x: far.x - 50, y: far.y - 50 })).toBe(true);
    expect(t.aboard(tWalker)).toBeNull();
    expect(t.record(tWalker)).toEqual({ turn: 2, phase: "p1Movement", spent: 2, turns: 1, boarded: 1, dismounted: 2 });
  });

  it("steps out and walks on ending facing the way it last stepped, with no turn back, as a plain move does", async () => {
    const t = await setup();
    await t.move("player1", t.tMarine, 0, -2);
    await t.nextTurn();
    t.gmNotesFacings();
    // out to the carrier's right-front side for 1 and on that way: one face turned from the facing it
    // rode with, and its token turned to it in the same update; no turn back to its old rotation (VIII-B)
    const on = at(2, -4);
    expect(await moveAs(t.stubs, t.tMarine.document, "player1", { x: on.x - 50, y: on.y - 50 })).toBe(true);
    expect(t.tMarine.document.rotation).toBe(60);
    expect(t.record(t.tMarine)).toEqual({ turn: 2, phase: "p1Movement", spent: 2, turns: 1, boarded: 1, dismounted: 2 });
    // a drag out to the right-front and on to the right-rear side: the step out keeps the facing it
    // rode with, the leg after it turns two faces (2 of 2 for a spent move of 2, SMR-11) and the token
    // with it; the GM's audit counts the same two, and finds nothing to tell
    const d = await setup();
    await d.move("player1", d.tMarine, 0, -2);
    await d.nextTurn();
    d.gmNotesFacings();
    const before = d.stubs.notifications.length;
    expect(await d.drag([[1, -3], [2, -3]])).toBe(2);
    expect(d.stubs.notifications.slice(before).filter((n) => n.level === "warn")).toEqual([]);
    expect(d.tMarine.document.rotation).toBe(120);
    expect(d.record(d.tMarine)).toEqual({ turn: 2, phase: "p1Movement", spent: 2, turns: 2, boarded: 1, dismounted: 2 });
  });
});

describe("the passengers of a destroyed vehicle (IX-B)", () => {
  /** The APC, with both soldiers aboard, takes a hit that destroys it; the passengers' dice follow. */
  async function wreck(passengerDice: number[], beforeHit?: (marine: StandInTokenDocument) => void) {
    // attack 6 + 9 against 1; damage 6 + 9 against 1: margin 13, Destroyed; then the passengers' dice
    const t = await setup([6, 1, 6, 1, ...passengerDice]);
    await t.move("player1", t.tMarine, 0, -2);
    await t.move("player1", t.tSecond, 0, -2);
    const gunner = t.unit("Gunner", { kind: "soldier" }, "player2");
    const gun = t.weapon(gunner, { range: 9, armourPierce: 9, damage: 9 }, "Gun");
    beforeHit?.(t.tMarine.document);
    t.put(gunner, 0, -6, 3, { disposition: -1 });
    t.stubs.actAs("player2");
    t.g.game.user!.targets = new Set([t.tApc as never]);
    t.stubs.dialogs.answer({});
    const { attackWith } = await import("../../../../src/rulesets/starmarines/actions/attack");
    await attackWith(gunner as never, gun.id);
    expect(await applyAs("player2", t.cards.messages[0]!.id, "t-APC")).toEqual({ ok: true });
    return t;
  }

  it("gets an odd roller out into an empty hex next to the wreck, and kills an even one", async () => {
    const updates: [Record<string, unknown>, object | undefined][] = [];
    const t = await wreck([3, 4], (token) => {
      const update = token.update.bind(token);
      vi.spyOn(token, "update").mockImplementation(async (changed: Record<string, unknown>, options?: object) => {
        updates.push([changed, options]);
        const origin = { x: token.x, y: token.y, elevation: 0, width: 1, height: 1 };
        const done = await update(changed, options as never);
        // v13 makes a plain change of place a one-waypoint move (CONTRACTS.md: the stand-in leaves it to the test)
        if ("x" in changed) token.movement = { origin, passed: { distance: 1, waypoints: [{ x: token.x, y: token.y, elevation: 0 }] } };
        return done;
      });
    });
    expect(await t.markersOf(t.apc)).toMatchObject({ "smr-vehicleDestroyed": 1 });
    expect(t.aboard(t.tMarine)).toBeNull();
    expect(t.aboard(t.tSecond)).toBeNull();
    expect(t.tMarine.document.x === t.tApc.document.x && t.tMarine.document.y === t.tApc.document.y).toBe(false);
    expect(await t.markersOf(t.marine)).not.toHaveProperty("smr-killed");
    expect(await t.markersOf(t.g.game.actors.get("Second") as never)).toMatchObject({ "smr-killed": 1 });
    // thrown out by the wreck in its side's movement phase: not a step out of its own. The GM's
    // client sees its own update, with the options it was written with, and leaves the record of its
    // phase as its boarding left it, with no step out in it
    const [out, options] = updates.find(([changed]) => "x" in changed)!;
    t.stubs.actAs("gm");
    await seenByAll(t.stubs, t.tMarine.document, out, "gm", options ?? {});
    expect(t.record(t.tMarine)).toEqual({ turn: 1, phase: "p1Movement", spent: 2, turns: 0, boarded: 1, aboardFacing: 0 });
    const card = t.cards.messages.find((m) => m.system.kind === "smrPassengers")!;
    expect(card.content).toContain("<tr><td>Marine</td><td>3</td><td>Gets out</td></tr>");
    expect(card.content).toContain("<tr><td>Second</td><td>4</td><td>Killed</td></tr>");
    expect(card.rolls).toHaveLength(2);
  });
});
