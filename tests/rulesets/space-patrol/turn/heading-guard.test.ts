// @vitest-environment happy-dom
// A ship's heading on a space scene (Guide 7.1; turn/heading-guard.ts) after a real init: a player's
// change of it stands only with the move whose bearing it is, as the move's own hook writes it; their
// own client refuses any other, and the active GM's client puts back one written anyway and tells the
// GM. The GM's changes stand; a token the GM's client never saw has its first change noted as it
// stands; off a space scene the heading is not read, and a change of it stands.
import { describe, expect, it, vi } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { getProperty } from "../../../helpers/foundry/utils";
import { moveAs, seenByAll } from "../../../helpers/foundry/move-as";
import { moveLeg } from "../../../helpers/foundry/token-movement";
import { pastOwnRefusals } from "../../../helpers/foundry/document";

const REFUSED = (name: string) => `STARSKIRMISH.SpacePatrol.Space.headingRefused ${JSON.stringify({ name })}`;
const KEPT = (name: string) => `STARSKIRMISH.SpacePatrol.Space.headingKept ${JSON.stringify({ user: "player2", name })}`;

async function setup({ ready = true } = {}) {
  const t = await spaceBattle([]);
  // a player-owned cutter of speed 4, at the start of the patrol's side turn
  t.cutter.ownership = { default: 0, player2: 3 };
  await (t.cutter as unknown as { update(d: object): Promise<unknown> }).update({ system: { speed: 4 } });
  const doc = t.tokenOf(t.cutter).document;
  if (ready) {
    // the GM's client starts and notes every token; the world's migrations run too: let them finish
    t.stubs.actAs("gm");
    t.stubs.fire.ready();
    await new Promise((r) => setTimeout(r, 20));
  }
  const heading = () => getProperty(doc.flags, "starskirmish.spHeading") as unknown;
  /** `user` moves the cutter `columns` along the row and `rows` down it, checked on their client first. */
  const move = (user: string, columns: number, rows = 0) => moveAs(t.stubs, doc, user, { x: doc.x + columns * 100, y: doc.y + rows * 100 });
  /** `user`'s client asks its preUpdateToken hooks about the change; true when it may be written. */
  const asks = (user: string, changed: Record<string, unknown>, options: object = {}) => {
    t.stubs.actAs(user);
    const allowed = t.stubs.fire.preUpdate(doc as never, changed, user, options);
    t.stubs.actAs("gm");
    return allowed !== false;
  };
  /** `user`'s client writes the change without asking (a hostile client), and every client sees it. */
  const write = async (user: string, changed: Record<string, unknown>) => {
    t.stubs.actAs(user);
    await pastOwnRefusals(() => doc.update(changed));
    await seenByAll(t.stubs, doc, changed, user, {});
    t.stubs.actAs("gm");
  };
  const warnings = () => t.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message);
  return { ...t, doc, heading, move, asks, write, warnings };
}

describe("a ship's heading in space, written only with its move (Guide 7.1)", () => {
  it("lets the honest move stand, and the GM's client remembers the heading and where it was written", async () => {
    const t = await setup();
    expect(await t.move("player2", 1)).toBe(true);
    expect(t.heading()).toBe(90);
    // the bearing of the next move is measured from where the first one ended, as the GM's client saw it
    expect(await t.move("player2", 0, 1)).toBe(true);
    expect(t.heading()).toBe(180);
    expect(await t.move("player2", -1, -1)).toBe(true);
    expect(t.heading()).toBe(315);
    expect(t.warnings()).toEqual([]);
    expect(t.stubs.hooks.errors).toEqual([]);
    // a heading written alone goes back to the one the last honest move made
    await t.write("player2", { "flags.starskirmish.spHeading": 0 });
    await vi.waitFor(() => expect(t.heading()).toBe(315));
    expect(t.warnings()).toEqual([KEPT("Cutter")]);
  });

  it("lets the move through whichever preUpdateToken hook runs first: a heading already folded in is the bearing", async () => {
    const t = await setup();
    // imported once the system has booted: the module reads Foundry's globals as it loads
    const { recordHeading } = await import("../../../../src/rulesets/space-patrol/turn/space-heading");
    // the move's own hook first: the change reaches the kit's refusal with the heading in it
    const leg = moveLeg(t.doc.id, { x: t.doc.x + 100, y: t.doc.y + 100 });
    const changed: Record<string, unknown> = { ...leg.changed };
    recordHeading(t.doc as never, changed);
    expect(getProperty(changed, "flags.starskirmish.spHeading")).toBe(135);
    expect(t.asks("player2", changed, leg.options)).toBe(true);
    // the kit's refusal first (the order init registers them in): the heading is added after it
    const plain: Record<string, unknown> = { ...leg.changed };
    expect(t.asks("player2", plain, leg.options)).toBe(true);
    expect(getProperty(plain, "flags.starskirmish.spHeading")).toBe(135);
    expect(t.warnings()).toEqual([]);
  });

  it("refuses a player's heading written alone on their own client, and says why", async () => {
    const t = await setup();
    expect(await t.move("player2", 1)).toBe(true);
    expect(t.asks("player2", { flags: { starskirmish: { spHeading: 180 } } })).toBe(false);
    expect(t.asks("player2", { "flags.starskirmish.-=spHeading": null })).toBe(false);
    expect(t.warnings()).toEqual([REFUSED("Cutter"), REFUSED("Cutter")]);
    // the heading it already has, written again, turns nothing
    expect(t.asks("player2", { flags: { starskirmish: { spHeading: 90 } } })).toBe(true);
    expect(t.heading()).toBe(90);
  });

  it("puts back a heading a player wrote alone, or took off, and tells the GM", async () => {
    const t = await setup();
    // a ship that never moved has no heading: one written is taken off again
    await t.write("player2", { "flags.starskirmish.spHeading": 270 });
    await vi.waitFor(() => expect(t.heading()).toBeUndefined());
    expect(await t.move("player2", 1)).toBe(true);
    await t.write("player2", { "flags.starskirmish.-=spHeading": null });
    await vi.waitFor(() => expect(t.heading()).toBe(90));
    expect(t.warnings()).toEqual([KEPT("Cutter"), KEPT("Cutter")]);
  });

  it("refuses, and puts back, a heading that is not the bearing of the move it came with, leaving the move", async () => {
    const t = await setup();
    expect(await t.move("player2", 1)).toBe(true);
    const x = t.doc.x;
    // east again, claiming to point up the scene
    expect(t.asks("player2", { x: x + 100, flags: { starskirmish: { spHeading: 0 } } })).toBe(false);
    expect(t.warnings()).toEqual([REFUSED("Cutter")]);
    await t.write("player2", { x: x + 100, "flags.starskirmish.spHeading": 0 });
    await vi.waitFor(() => expect(t.heading()).toBe(90));
    expect(t.doc.x).toBe(x + 100);
    expect(t.warnings()).toEqual([REFUSED("Cutter"), KEPT("Cutter")]);
    // the put-back comes back to the GM's client as the GM's own change, and is noted with where the
    // ship now stands: the next honest move is measured from there
    await seenByAll(t.stubs, t.doc, t.doc.updates.at(-1) ?? {}, "gm", {});
    expect(await t.move("player2", 0, 1)).toBe(true);
    expect(t.heading()).toBe(180);
    expect(t.warnings()).toHaveLength(2);
  });

  it("leaves the GM's change of a heading alone, and puts a player's later change back to it", async () => {
    const t = await setup();
    expect(t.asks("gm", { flags: { starskirmish: { spHeading: 45 } } })).toBe(true);
    await t.write("gm", { "flags.starskirmish.spHeading": 45 });
    await new Promise((r) => setTimeout(r, 20));
    expect(t.heading()).toBe(45);
    expect(t.warnings()).toEqual([]);
    await t.write("player2", { "flags.starskirmish.spHeading": 200 });
    await vi.waitFor(() => expect(t.heading()).toBe(45));
    expect(t.warnings()).toEqual([KEPT("Cutter")]);
  });

  it("notes the first change of a token the GM's client never saw as it stands, and judges the next", async () => {
    const t = await setup({ ready: false });
    // no position to measure a bearing from: the change stands, and is remembered
    await t.write("player2", { "flags.starskirmish.spHeading": 30 });
    await new Promise((r) => setTimeout(r, 20));
    expect(t.heading()).toBe(30);
    expect(t.warnings()).toEqual([]);
    await t.write("player2", { "flags.starskirmish.spHeading": 60 });
    await vi.waitFor(() => expect(t.heading()).toBe(30));
    expect(t.warnings()).toEqual([KEPT("Cutter")]);
  });

  it("lets a heading be written on a scene that is not fought in space, where nothing reads it", async () => {
    const t = await setup();
    // a square grid without the space flag: a ground scene (Guide 6.1)
    (t.scene as unknown as { flags: object }).flags = {};
    expect(t.asks("player2", { flags: { starskirmish: { spHeading: 10 } } })).toBe(true);
    await t.write("player2", { "flags.starskirmish.spHeading": 10 });
    await new Promise((r) => setTimeout(r, 20));
    expect(t.heading()).toBe(10);
    expect(t.warnings()).toEqual([]);
  });
});
