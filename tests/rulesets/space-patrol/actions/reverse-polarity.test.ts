// @vitest-environment happy-dom
// "Reverse the Polarity" (Guide 4.2, 7.12) on stand-ins after a real init: a patrolman at one of the
// ship's stations spends a Space Hero Point on the GM's client, and a Wrecked or Explosion result on
// the ship becomes a Heavy Penetration: its Flight and Drive Markers land and Crew Damage is prompted.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { requestAs } from "../../../helpers/gm-requests";

async function setup() {
  const t = await spaceBattle([]);
  await (t.rana as unknown as { update(d: object): Promise<unknown> }).update({ system: { heroPoints: { value: 2, max: 2 } } });
  const polarity = await import("../../../../src/rulesets/space-patrol/actions/reverse-polarity");
  const { DEAD_STATUS } = await import("../../../../src/system/markers/status-effects");
  const reverseAs = (user: string, spender = t.rana.uuid) => requestAs(user, polarity.POLARITY_REQUEST, { shipUuid: t.cutter.uuid, spenderUuid: spender });
  const points = () => (t.rana.system as { heroPoints: { value: number } }).heroPoints.value;
  const exploded = () => t.cutter.effects.some((e) => (e as unknown as { statuses: Set<string> }).statuses.has(DEAD_STATUS.id));
  return { ...t, polarity, DEAD_STATUS, reverseAs, points, exploded };
}

describe("Reverse the Polarity (Guide 4.2)", () => {
  it("turns a Wrecked result into a Heavy Penetration for one of Rana's points", async () => {
    const t = await setup();
    await t.mark(t.cutter, "sp-spacecraft-wrecked", 1);
    expect(t.polarity.canReversePolarity(t.cutter as never)).toBe(true);
    expect(await t.reverseAs("player1")).toEqual({ ok: true });
    expect(t.markers(t.cutter)).toEqual({ "sp-spacecraft-flight": 1, "sp-spacecraft-drive": 1 });
    expect(t.points()).toBe(1);
    expect(t.card<{ from: string; left: number }>("cards/reverse-polarity.hbs")).toMatchObject({ from: "STARSKIRMISH.SpacePatrol.Polarity.from.wrecked", left: 1 });
    // Heavy Penetration's Crew Damage: one crewman hit, prompted on the ship
    expect(t.messages.at(-1)?.system.kind).toBe("spCrewDamage");
    expect(t.polarity.canReversePolarity(t.cutter as never)).toBe(false);
    expect(await t.reverseAs("player1")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Polarity.refused.nothing" });
  });

  it("undoes an explosion first, the worse result", async () => {
    const t = await setup();
    await t.mark(t.cutter, "sp-spacecraft-wrecked", 1);
    await t.cutter.toggleStatusEffect(t.DEAD_STATUS.id, { active: true });
    expect(await t.reverseAs("player1")).toEqual({ ok: true });
    expect(t.exploded()).toBe(false);
    expect(t.markers(t.cutter)["sp-spacecraft-wrecked"]).toBe(1);
  });

  it("refuses another player's character, one not aboard, and one with no point left", async () => {
    const t = await setup();
    await t.mark(t.cutter, "sp-spacecraft-wrecked", 1);
    expect(await t.reverseAs("player2")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Polarity.refused.notYours" });
    const stranger = t.patrolman("Actor.lee", "Lee", {});
    expect(await t.reverseAs("gm", stranger.uuid)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Polarity.refused.notAboard" });
    await (t.rana as unknown as { update(d: object): Promise<unknown> }).update({ system: { heroPoints: { value: 0 } } });
    expect(await t.reverseAs("player1")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Polarity.refused.noPoints" });
    expect(t.markers(t.cutter)).toEqual({ "sp-spacecraft-wrecked": 1 });
  });

  it("reverses a wrecked vehicle too: its own table's Heavy Penetration, a Damage Marker and Crew Damage (6.15)", async () => {
    const t = await setup();
    const crawler = t.vehicle("Actor.crawler", "Crawler", { crew: [{ role: "driver", actorUuid: t.rana.uuid, actorName: "Rana" }] });
    t.place(crawler, 8, "tCrawler");
    await t.mark(crawler, "sp-vehicle-wrecked", 1);
    expect(t.polarity.canReversePolarity(crawler as never)).toBe(true);
    expect(await requestAs("player1", t.polarity.POLARITY_REQUEST, { shipUuid: crawler.uuid, spenderUuid: t.rana.uuid })).toEqual({ ok: true });
    expect(t.markers(crawler)).toEqual({ "sp-vehicle-damage": 1 });
    expect(t.points()).toBe(1);
    expect(t.messages.at(-1)?.system.kind).toBe("spCrewDamage");
    // a crewman of the ship is not aboard the vehicle
    await t.mark(crawler, "sp-vehicle-wrecked", 1);
    expect(await requestAs("player1", t.polarity.POLARITY_REQUEST, { shipUuid: crawler.uuid, spenderUuid: t.mori.uuid })).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Polarity.refused.notAboard" });
  });
});
