// @vitest-environment happy-dom
// Vehicle overruns at the table (IX-F, SMR-22) after a real init: a large ground vehicle that moves
// onto an enemy soldier in a movement phase makes the GM's client roll his escape, with his side's
// initiative modifier, and the AP 3, damage 5 attack if he is run over; a wounded soldier dies.
// Every enemy soldier in a hex the vehicle entered on its way is run at, one overrun each; a vehicle
// of speed 1 tries one a turn.
import { describe, expect, it, vi } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { moveAs } from "../../../helpers/foundry/move-as";
import { hexCentre } from "../../../../src/core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../../../src/core/board/hex-offsets";

async function setup(faces: number[], soldier: object = {}, modifiers: object = {}) {
  const b = await starMarinesBoard(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "p1Movement" }, smrInitiative: modifiers } } });
  b.g.game.combat = combat as never;
  const tank = b.unit("Tank", { kind: "vehicle", size: "large", motion: "ground", move: 2 });
  const norx = b.unit("Norx", { kind: "soldier", race: "norx", ...soldier }, "gm");
  const tTank = b.put(tank, 0, 2, 0, { disposition: 1 });
  const tNorx = b.put(norx, 0, 1, 0, { disposition: -1 });
  combat.addCombatant({ actor: tank, token: tTank.document });
  combat.addCombatant({ actor: norx, token: tNorx.document });
  b.stubs.actAs("gm");
  const runOver = async () => {
    const { onVehicleMoved } = await import("../../../../src/rulesets/starmarines/turn/overrun");
    await tTank.document.update({ x: tNorx.document.x, y: tNorx.document.y });
    await onVehicleMoved(tTank.document as never, { x: tNorx.document.x, y: tNorx.document.y });
  };
  return { ...b, norx, runOver };
}

/**
 * A tank of the given move at (0, 2) and two Norx ahead on its way, at (0, 1) and (0, 0); the GM
 * moves the tank in one update straight to (0, -1), past both, as v13 writes a move: the hooks of
 * every client see it with its movement (origin and the waypoint reached).
 */
async function alongTheWay(faces: number[], move: number) {
  const b = await starMarinesBoard(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "p1Movement" } } } });
  b.g.game.combat = combat as never;
  const tank = b.unit("Tank", { kind: "vehicle", size: "large", motion: "ground", move });
  const tTank = b.put(tank, 0, 2, 0, { disposition: 1 });
  combat.addCombatant({ actor: tank, token: tTank.document });
  for (const [id, r] of [["First", 1], ["Second", 0]] as const) {
    const norx = b.unit(id, { kind: "soldier", race: "norx" }, "gm");
    combat.addCombatant({ actor: norx, token: b.put(norx, 0, r, 0, { disposition: -1 }).document });
  }
  const drive = async (r = -1) => {
    const c = hexCentre("hexOddQ", 100, cubeToOffset(0, r, HEX_LAYOUTS.hexOddQ));
    expect(await moveAs(b.stubs, tTank.document as never, "gm", { x: c.x - 50, y: c.y - 50 })).toBe(true);
    await vi.waitFor(() => expect(b.cards.messages.filter((m) => m.system.kind === "smrOverrun").length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    return b.cards.messages.filter((m) => m.system.kind === "smrOverrun");
  };
  return { ...b, combat, drive };
}

describe("overruns along the way (IX-F)", () => {
  it("runs at every enemy soldier in the hexes the vehicle entered, in order, not only the one where it stops", async () => {
    // both roll 3: each gets out of the way
    const t = await alongTheWay([3, 3], 3);
    const cards = await t.drive();
    expect(cards.map((c) => c.system.targets)).toEqual([[], []]);
    expect(cards.map((c) => c.content.match(/First|Second/)?.[0])).toEqual(["First", "Second"]);
  });

  it("lets a vehicle of speed 1 try one overrun a turn (IX-F: multiple only if its speed is greater than 1)", async () => {
    const t = await alongTheWay([3, 3, 3], 1);
    const cards = await t.drive();
    expect(cards).toHaveLength(1);
    expect(cards[0]!.content).toContain("First");
    // a later move of the same turn onto another Norx: the GM's record holds the one it tried
    const third = t.unit("Third", { kind: "soldier", race: "norx" }, "gm");
    t.combat.addCombatant({ actor: third, token: t.put(third, 0, -2, 0, { disposition: -1 }).document });
    expect(await t.drive(-2)).toHaveLength(1);
  });
});

describe("vehicle overruns (IX-F)", () => {
  it("runs over a soldier who rolls 2 or less, and the attack of AP 3, damage 5 kills him", async () => {
    // escape 2; then aim 6 + 3 against 1 + 0; damage 6 + 5 against 1 + 0: margin 10, row 6: dead
    const t = await setup([2, 6, 1, 6, 1]);
    await t.runOver();
    const card = t.cards.messages.find((m) => m.system.kind === "smrOverrun")!;
    expect(card.content).toMatch(/Run over/);
    expect(await applyAs("gm", card.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-killed": 1 });
  });

  it("lets him escape on 3, or on 2 with his side's +1 (SMR-22)", async () => {
    const three = await setup([3]);
    await three.runOver();
    expect(three.cards.messages.at(-1)!.content).toMatch(/gets out of the way/);
    expect(three.cards.messages.at(-1)!.system.targets).toEqual([]);
    const plusOne = await setup([2], {}, { hostile: 1 });
    await plusOne.runOver();
    expect(plusOne.cards.messages.at(-1)!.content).toMatch(/gets out of the way/);
  });

  it("kills a wounded soldier without a roll", async () => {
    const t = await setup([]);
    const store = await import("../../../../src/system/markers/marker-store");
    await store.adjustMarker(t.norx as never, store.markerDefinition("smr-wounded")!, 1);
    await t.runOver();
    const card = t.cards.messages.at(-1)!;
    expect(card.rolls).toHaveLength(0);
    expect(card.system.targets).toEqual([expect.objectContaining({ markers: { "smr-killed": 1 } })]);
  });

  it("runs over no airborne soldier in the air: it shares the hex with the vehicle below (VIII-C.2, IX-G); landed, it rolls", async () => {
    const t = await setup([3], { flies: true });
    const store = await import("../../../../src/system/markers/marker-store");
    await store.adjustMarker(t.norx as never, store.markerDefinition("smr-airborne")!, 1);
    await t.runOver();
    expect(t.cards.messages.filter((m) => m.system.kind === "smrOverrun")).toHaveLength(0);
    await store.adjustMarker(t.norx as never, store.markerDefinition("smr-airborne")!, -1);
    await t.runOver();
    expect(t.cards.messages.filter((m) => m.system.kind === "smrOverrun")).toHaveLength(1);
  });

  it("lands nothing from an overrun card a player wrote himself", async () => {
    const t = await setup([3]);
    await t.runOver();
    const card = t.cards.messages.at(-1)!;
    t.stubs.actAs("player1");
    const forged = await t.post({ type: "card", rolls: [], system: { ...structuredClone(card.system), targets: [{ key: "t-Norx", actorUuid: t.norx.uuid, name: "Norx", markers: { "smr-killed": 1 }, data: {}, applied: false }] } });
    expect(await applyAs("player1", forged.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Overrun.notFromGm" });
    expect(await t.markersOf(t.norx)).toEqual({});
  });
});
