// @vitest-environment happy-dom
// A soldier's ride (VIII-G) after a real init: the flags of the vehicle it rides in and of the turn it
// stepped out are its owner's to write, but a player's change of them that moves nothing is put back
// by the active GM's client, as they were, and the GM is told; the GM's own change stands, and a move
// that boards is the audit's to judge.
import { describe, expect, it, vi } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { moveAs, seenByAll } from "../../../helpers/foundry/move-as";
import { hexCentre } from "../../../../src/core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../../../src/core/board/hex-offsets";

const at = (q: number, r: number) => hexCentre("hexOddQ", 100, cubeToOffset(q, r, HEX_LAYOUTS.hexOddQ));

async function setup() {
  const b = await starMarinesBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "p1Movement" } } } });
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", move: 2 });
  const apc = b.unit("APC", { kind: "vehicle", move: 3, capacity: 2 });
  const tMarine = b.put(marine, 0, 0, 0, { disposition: 1 });
  const tApc = b.put(apc, 0, -2, 0, { disposition: 1 });
  for (const [a, t] of [[marine, tMarine], [apc, tApc]] as const) combat.addCombatant({ actor: a, token: t.document });
  const move = (token: typeof tMarine, q: number, r: number) => moveAs(b.stubs, token.document, "player1", { x: at(q, r).x - 50, y: at(q, r).y - 50 });
  const ride = (token: typeof tMarine) => (token.document.flags as { starskirmish?: { smrAboard?: unknown; smrDismounted?: unknown } }).starskirmish ?? {};
  /** `user`'s client writes the change to the token, moving nothing, and every client sees it. */
  const write = async (user: string, token: typeof tMarine, changed: Record<string, unknown>) => {
    b.stubs.actAs(user);
    await token.document.update(changed);
    await seenByAll(b.stubs, token.document, changed, user, {});
    b.stubs.actAs("player1");
  };
  /** The warnings so far, each as its language key and the data it was filled with. */
  const warnings = () => b.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message);
  return { ...b, combat, tMarine, tApc, move, ride, write, warnings };
}

const FORGED = (token: string) => `STARSKIRMISH.StarMarines.Transport.forged ${JSON.stringify({ user: "player1", name: token })}`;

describe("a soldier's ride that no move changed (VIII-G)", () => {
  it("puts back a player's taking their soldier out of the vehicle, or into another, as it was, and tells the GM", async () => {
    const t = await setup();
    // boarding is a move, judged by the check and the audit: it stands, and nobody is told of it
    expect(await t.move(t.tMarine, 0, -2)).toBe(true);
    expect(t.warnings()).toEqual([]);
    const boarded = { vehicle: "t-APC", turn: 1 };
    expect(t.ride(t.tMarine).smrAboard).toEqual(boarded);
    // out of the vehicle without a move: back in it
    await t.write("player1", t.tMarine, { "flags.starskirmish.-=smrAboard": null });
    await vi.waitFor(() => expect(t.ride(t.tMarine).smrAboard).toEqual(boarded));
    expect(t.warnings()).toEqual([FORGED("Marine")]);
    // a ride merged into another vehicle and turn, with a key of its own: written back whole
    await t.write("player1", t.tMarine, { "flags.starskirmish.smrAboard": { vehicle: "t-Other", turn: 0, seat: 3 } });
    await vi.waitFor(() => expect(t.ride(t.tMarine).smrAboard).toEqual(boarded));
    expect(t.warnings()).toEqual([FORGED("Marine"), FORGED("Marine")]);
  });

  it("puts back a ride a player gives a soldier who never boarded, and a turn of stepping out it never had", async () => {
    const t = await setup();
    await t.write("player1", t.tMarine, { "flags.starskirmish.smrAboard": { vehicle: "t-APC", turn: 1 }, "flags.starskirmish.smrDismounted": 1 });
    await vi.waitFor(() => expect(t.ride(t.tMarine)).toEqual({}));
    // one change, one word to the GM
    expect(t.warnings()).toEqual([FORGED("Marine")]);
  });

  it("puts back the turn of stepping out a player cleared", async () => {
    const t = await setup();
    await t.move(t.tMarine, 0, -2);
    await t.combat.update({ flags: { starskirmish: { smrPosition: { turn: 2, phase: "p1Movement" } } } } as never);
    expect(await t.move(t.tMarine, 0, -3)).toBe(true);
    expect(t.ride(t.tMarine)).toEqual({ smrDismounted: 2 });
    await t.write("player1", t.tMarine, { "flags.starskirmish.-=smrDismounted": null });
    await vi.waitFor(() => expect(t.ride(t.tMarine)).toEqual({ smrDismounted: 2 }));
    expect(t.warnings()).toEqual([FORGED("Marine")]);
  });

  it("knows the ride a token was made with, and the rides on the scenes at ready", async () => {
    const t = await setup();
    const riding = { vehicle: "t-APC", turn: 1 };
    const second = t.unit("Second", { kind: "soldier", move: 2 });
    const third = t.unit("Third", { kind: "soldier", move: 2 });
    // the third soldier stands in the scene as the GM's client starts; the second is pasted in later
    const tThird = t.put(third, 0, -2, 0, { disposition: 1, flags: { starskirmish: { smrAboard: riding } } });
    t.stubs.actAs("gm");
    t.stubs.fire.ready();
    // the world's migrations run at ready too, as the GM: let them finish
    await new Promise((r) => setTimeout(r, 20));
    const tSecond = t.put(second, 0, -2, 0, { disposition: 1, flags: { starskirmish: { smrAboard: riding } } });
    t.stubs.fire.created(tSecond.document as never, "gm");
    await t.write("player1", tSecond, { "flags.starskirmish.-=smrAboard": null });
    await t.write("player1", tThird, { "flags.starskirmish.-=smrAboard": null });
    await vi.waitFor(() => expect([t.ride(tSecond).smrAboard, t.ride(tThird).smrAboard]).toEqual([riding, riding]));
    expect(t.warnings()).toEqual([FORGED("Second"), FORGED("Third")]);
  });

  it("leaves the GM's own change of a ride alone", async () => {
    const t = await setup();
    await t.move(t.tMarine, 0, -2);
    await t.write("gm", t.tMarine, { "flags.starskirmish.-=smrAboard": null });
    await new Promise((r) => setTimeout(r, 20));
    expect(t.ride(t.tMarine).smrAboard).toBeUndefined();
    expect(t.warnings()).toEqual([]);
    // and a player's later change is put back to the GM's
    await t.write("player1", t.tMarine, { "flags.starskirmish.smrAboard": { vehicle: "t-APC", turn: 1 } });
    await vi.waitFor(() => expect(t.ride(t.tMarine).smrAboard).toBeUndefined());
    expect(t.warnings()).toEqual([FORGED("Marine")]);
  });
});
