// @vitest-environment happy-dom
// Raising and lowering the Protonic Burst Field (Guide 7.9) from the astrogation station, written on
// the GM's client; a lowered field blocks no laser hit, as the pure rules' own run without a field.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { requestAs } from "../../../helpers/gm-requests";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { resolveSpaceFire } from "../../../../src/rulesets/space-patrol/rules/space-fire";
import type { SpaceFireCardContext } from "../../../../src/rulesets/space-patrol/view/space-fire-card";

async function setup(faces: number[] = []) {
  const t = await spaceBattle(faces);
  const { SPACE_PBF_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/space-pbf");
  const pbfAs = (user: string, to: string, ship = "tCutter") => requestAs(user, SPACE_PBF_REQUEST, { sceneId: t.scene.id, tokenId: ship, to });
  return { ...t, pbfAs };
}

describe("the Protonic Burst Field raised and lowered (Guide 7.9)", () => {
  it("lets the astrogator lower and raise her ship's field, with a card each time", async () => {
    const t = await setup();
    // the cutter's Astrogation Computer is 0: no field to lower
    expect(await t.pbfAs("player1", "lower")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Pbf.refused.noField" });
    await (t.cutter as unknown as { update(d: object): Promise<unknown> }).update({ system: { astrogationComputer: 1 } });
    expect(await t.pbfAs("player1", "lower")).toEqual({ ok: true });
    expect((t.cutter.system as { pbfRaised: boolean }).pbfRaised).toBe(false);
    expect(t.card<{ raised: boolean; by: string }>("cards/space-pbf.hbs")).toMatchObject({ raised: false, by: "Rana" });
    expect(await t.pbfAs("player1", "lower")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Pbf.refused.alreadyLowered" });
    expect(await t.pbfAs("player1", "raise")).toEqual({ ok: true });
    expect((t.cutter.system as { pbfRaised: boolean }).pbfRaised).toBe(true);
  });

  it("refuses a player not at the astrogation station, and a request out of the ship's turn", async () => {
    const t = await setup();
    await (t.cutter as unknown as { update(d: object): Promise<unknown> }).update({ system: { astrogationComputer: 1 } });
    expect(await t.pbfAs("player2", "lower")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Pbf.refused.notYours" });
    await t.endTurn();
    expect(await t.pbfAs("player1", "lower")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Pbf.refused.notYourTurn" });
    expect(await t.pbfAs("player1", "sideways")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Pbf.refused.gone" });
  });

  it("blocks nothing while lowered: the laser hit lands with no field die rolled", async () => {
    // identify and lock both (15s); the beam's d20 of 14 at the Raider, then the damage dice
    const FIRE = [14, 4, 5, 6, 3, 2, 1];
    const t = await setup([15, 15, 15, 15, ...FIRE]);
    await (t.raider as unknown as { update(d: object): Promise<unknown> }).update({ system: { pbfRaised: false } });
    await t.lockBoth();
    const markers = t.markers(t.raider);
    expect((await t.fireAs("player2", "beam", "tRaider:1")).ok).toBe(true);
    const pure = resolveSpaceFire({
      gunnerAsset: 2, fireControl: 2,
      weapon: { band: "effective", bonus: 1, penetration: 15, targets: 2, ammoUse: 3, energy: true, spaceTorp: false },
      situation: { shooterMarkers: {}, surprise: false },
      targets: [{ shots: 1, distanceToPrimary: 0, targetLocked: true, armour: 5, markers }],
      d20: [14],
      dice: new FixedDice(FIRE.slice(1)),
    });
    const c = t.card<SpaceFireCardContext>("cards/space-fire.hbs");
    // 14 + 2 + 2 = 18 against 12: two hits, and no field to block either
    expect(pure.targets[0]!.hits).toBe(2);
    expect(c.targets.map((x) => [x.name, x.shots.filter((s) => s.pbf?.blocked).length, x.hits])).toEqual([["Raider", 0, 2]]);
    expect(c.targets[0]!.damage.map((d) => d.total)).toEqual(pure.targets[0]!.damage.map((d) => d.total));
  });
});
