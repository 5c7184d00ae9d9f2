// @vitest-environment happy-dom
// A hostile player's own Starship Marine grenade cards against the GM's Apply (3.6), on the v13
// stand-ins after a real init: the card keeps the point it was thrown at, and a figure listed as
// caught that stands far from it (the enemy's officer across the deck, given a die of its own) lands
// nothing; nor does a thrower the sheet does not show (a Veteran Marine's +1 to the effect roll,
// SSM-28). The figures truly caught still land.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { postsThenGm } from "../../../helpers/posts-then-gm";

const d10 = (face: number) => ({ formula: "1d10", dice: [{ results: [{ result: face }] }] });

async function corridor(faces: number[]) {
  const t = await starshipMarineDeck(faces);
  const me = t.figure("Vance", "marineScaII");
  const crewman = t.figure("Crewman", "crewman", "gm");
  const marine = t.figure("Enemy", "marineScaII", "gm");
  const officer = t.figure("Officer", "crewman", "gm");
  t.canvas.place(me as never, { x: 50, y: 50 }, { _id: "tVance" });
  // 10 cm (4 spaces) away, an armoured Marine 5 cm beyond the crewman, and an officer 50 cm off
  const point = t.canvas.place(crewman as never, { x: 450, y: 50 }, { _id: "tCrew" });
  t.canvas.place(marine as never, { x: 650, y: 50 }, { _id: "tEnemy" });
  t.canvas.place(officer as never, { x: 450, y: 2050 }, { _id: "tOfficer" });
  t.stubs.actAs("player1");
  t.g.game.user!.targets = new Set([point as never]);
  t.stubs.dialogs.answer({ inSight: true });
  const { throwGrenade } = await import("../../../../src/rulesets/starship-marine/actions/grenade");
  // the GM's client records each card and takes its step (cards/grenade-spend.ts)
  await postsThenGm("player1", () => throwGrenade(me as never));
  return { ...t, crewman, marine, officer, card: t.cards.messages[0]! };
}

describe("a grenade lands only within 8 cm of the point it was thrown at (3.6)", () => {
  it("keeps the point aimed at, and refuses a figure far from it listed as caught with a die of its own", async () => {
    // automatic good throw: effect dice 4 (crewman hit), 2 (Marine unhurt)
    const t = await corridor([4, 2]);
    expect(t.card.system.payload).toMatchObject({ aim: { sceneId: t.canvas.scene.id, x: 450, y: 50 } });
    const payload = structuredClone(t.card.system.payload) as { victims: object[] };
    payload.victims.push({ key: "tOfficer", armoured: false, robot: "" });
    const officer = { key: "tOfficer", actorUuid: t.officer.uuid, name: "Officer", markers: { "ssm-casualty": 1 }, data: {}, applied: false };
    const forged = await postsThenGm("player1", () => t.post({ type: "card", rolls: [...t.card.rolls, d10(9)], system: { ...structuredClone(t.card.system), payload, targets: [...structuredClone(t.card.system.targets), officer] } }));
    expect(await applyAs("player1", forged.id, "tOfficer")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Grenade.outsideRadius" });
    expect(await t.markersOf(t.officer)).toEqual({});
    expect(await applyAs("player1", t.card.id, "tCrew")).toEqual({ ok: true });
    expect(await t.markersOf(t.crewman)).toEqual({ "ssm-casualty": 1 });
  });

  it("refuses a thrower claimed a Veteran its sheet does not make it: the Marine's 8 stays under its 9 (SSM-28)", async () => {
    const t = await corridor([4, 8]);
    const payload = structuredClone(t.card.system.payload) as { thrower: { experience: string } };
    payload.thrower.experience = "veteran";
    const enemy = { key: "tEnemy", actorUuid: t.marine.uuid, name: "Enemy", markers: { "ssm-casualty": 1 }, data: {}, applied: false };
    const forged = await postsThenGm("player1", () => t.post({ type: "card", rolls: t.card.rolls, system: { ...structuredClone(t.card.system), payload, targets: [...structuredClone(t.card.system.targets), enemy] } }));
    expect(await applyAs("player1", forged.id, "tEnemy")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Fire.actorChanged" });
    expect(await t.markersOf(t.marine)).toEqual({});
  });
});
