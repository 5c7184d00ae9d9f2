// @vitest-environment happy-dom
// Starship Marine grenades from the figure sheet (3.6), against the v13 stand-ins after a real init:
// an automatic good throw at a crewman 10 cm away catches him and a Marine 5 cm from him; each
// rolls a real 1d10 (10 reads 0); the crewman's 4+ hit and the Marine's 9+ hit apply through the
// GM; a forged card listing a miss as a hit is refused; a robot cannot throw.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { postsThenGm } from "../../../helpers/posts-then-gm";

async function corridor(faces: number[], thrower = "marineScaII") {
  const { stubs, g, canvas, cards, figure, markersOf, post } = await starshipMarineDeck(faces);
  const me = figure("Vance", thrower);
  const crewman = figure("Crewman", "crewman", "gm");
  const marine = figure("Enemy", "marineScaII", "gm");
  canvas.place(me as never, { x: 50, y: 50 }, { _id: "tVance" });
  // 10 cm (4 spaces) away, and an armoured Marine 5 cm (2 spaces) beyond him
  const point = canvas.place(crewman as never, { x: 450, y: 50 }, { _id: "tCrew" });
  canvas.place(marine as never, { x: 650, y: 50 }, { _id: "tEnemy" });
  stubs.actAs("player1");
  g.game.user!.targets = new Set([point as never]);
  stubs.dialogs.answer({ inSight: true });
  const { throwGrenade } = await import("../../../../src/rulesets/starship-marine/actions/grenade");
  return { stubs, g, canvas, cards, crewman, marine, me, markersOf, post, throw: () => postsThenGm("player1", () => throwGrenade(me as never)) };
}

describe("grenades (3.6)", () => {
  it("throws automatically up to 15 cm in sight; a good throw hits the crewman on 4+ and the Marine on 9", async () => {
    // no d6: automatic; effect dice 4 (crewman) and 9 (Marine)
    const t = await corridor([4, 9]);
    await t.throw();
    const card = t.cards.messages[0]!;
    expect(card.system.payload).toMatchObject({ rangeCm: 10, inSight: true, victims: [{ key: "tCrew", armoured: false }, { key: "tEnemy", armoured: true }] });
    expect(card.system.targets.map((x) => x.key)).toEqual(["tCrew", "tEnemy"]);
    for (const key of ["tCrew", "tEnemy"]) expect(await applyAs("player1", card.id, key)).toEqual({ ok: true });
    expect(await t.markersOf(t.crewman)).toEqual({ "ssm-casualty": 1 });
    expect(await t.markersOf(t.marine)).toEqual({ "ssm-casualty": 1 });
  });

  it("refuses a forged card listing the Marine's 8 as a hit", async () => {
    const t = await corridor([4, 8]);
    await t.throw();
    const card = t.cards.messages[0]!;
    expect(card.system.targets.map((x) => x.key)).toEqual(["tCrew"]);
    const forged = await postsThenGm("player1", () =>
      t.post({
        type: "card",
        rolls: card.rolls,
        system: { ...structuredClone(card.system), targets: [{ key: "tEnemy", actorUuid: "Actor.Enemy", name: "Enemy", markers: { "ssm-casualty": 1 }, data: {}, applied: false }] },
      }),
    );
    expect(await applyAs("player1", forged.id, "tEnemy")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notDerivable" });
    expect(await t.markersOf(t.marine)).toEqual({});
  });

  it("refuses a forged card calling the armoured Marine unarmoured, though his 8 then hits as it lists (3.6)", async () => {
    const t = await corridor([4, 8]);
    await t.throw();
    const card = t.cards.messages[0]!;
    const payload = structuredClone(card.system.payload) as { victims: { key: string; armoured: boolean }[] };
    payload.victims.find((v) => v.key === "tEnemy")!.armoured = false;
    const enemy = { key: "tEnemy", actorUuid: "Actor.Enemy", name: "Enemy", markers: { "ssm-casualty": 1 }, data: {}, applied: false };
    const forged = await postsThenGm("player1", () => t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), payload, targets: [...structuredClone(card.system.targets), enemy] } }));
    expect(await applyAs("player1", forged.id, "tEnemy")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Fire.figureChanged" });
    expect(await t.markersOf(t.marine)).toEqual({});
    // the crewman's hit, the same on the true card and the forged one, lands from the true card
    expect(await applyAs("player1", card.id, "tCrew")).toEqual({ ok: true });
  });

  it("lets no robot throw", async () => {
    const t = await corridor([], "combatRobot");
    await t.throw();
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Grenade.refused.robot");
    expect(t.cards.messages).toEqual([]);
  });

  it("throws at open ground the thrower clicks, catching the figures within 8 cm of it", async () => {
    // the click lands 12.5 cm out, 2.5 cm short of the crewman; the Marine is 7.5 cm beyond it
    const t = await corridor([4, 9]);
    t.g.game.user!.targets = new Set();
    const thrown = t.throw();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.Grenade.clickToAim");
    t.canvas.click(550, 50);
    await thrown;
    const card = t.cards.messages[0]!;
    expect(card.system.payload).toMatchObject({ rangeCm: 12.5, victims: [{ key: "tCrew" }, { key: "tEnemy" }] });
  });
});
