// @vitest-environment happy-dom
// Tactics on the space fire card (Guide 7.3: firing weapons may use Tactics) against stand-ins after
// a real init, with queued dice: a point on one attack roll re-resolves the fire on the GM's client;
// the ship the point makes a hit takes new damage dice of its own while the other ship keeps its
// dice; Apply lands the revised result; a non-captain's point, a point past the pool's rules and a
// point after a ship was applied are refused.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { getProperty } from "../../../helpers/foundry/utils";
import { applyAs, requestAs } from "../../../helpers/gm-requests";
import type { SpaceFireCardContext } from "../../../../src/rulesets/space-patrol/view/space-fire-card";

// identify both (15s), lock both (15s)
const LOCKS = [15, 15, 15, 15];
// attack d20s: the Raider 14 + 4 = 18 (two hits), the Gull 7 + 4 = 11 (a miss); the Raider's PBF d6
// of 5 does not block (code 2); its two hits' damage dice; then the Gull's, once a point hits it
const RAIDER_DAMAGE = [4, 5, 6, 3, 2, 1];
const GULL_DAMAGE = [6, 6, 6];

async function setup() {
  const t = await spaceBattle([...LOCKS, 14, 7, 5, ...RAIDER_DAMAGE, ...GULL_DAMAGE]);
  const { SPACE_FIRE_TACTICS_REQUEST } = await import("../../../../src/rulesets/space-patrol/turn/space-fire-tactics");
  const message = () => t.messages.filter((m) => m.system.kind === "spSpaceFire").at(-1)!;
  const spend = (user: string, side: "players" | "enemies", points: 1 | -1, row: number) => requestAs(user, SPACE_FIRE_TACTICS_REQUEST, { messageId: message().id, row, side, points });
  const card = () => t.card<SpaceFireCardContext & { targets: { shots: { index: number }[] }[] }>("cards/space-fire.hbs");
  const pools = () => getProperty(t.combat.flags, "starskirmish.spSideTurn.pools") as Record<string, number>;
  await t.lockBoth();
  expect((await t.fireAs("player2", "beam", "tRaider:1,tGull:1")).ok).toBe(true);
  return { ...t, message, spend, card, pools };
}

describe("Tactics on the space fire card (Guide 7.3)", () => {
  it("turns the Gull's miss into a hit with new dice of its own, the Raider's damage unchanged, and Apply lands it", async () => {
    const t = await setup();
    const before = t.card();
    expect(before.targets.map((x) => [x.name, x.hits])).toEqual([["Raider", 2], ["Gull", 0]]);
    expect(t.message().system.targets.map((x: { key: string }) => x.key)).toEqual(["tRaider"]);
    // the Gull's damage dice are not rolled until a point makes it a hit
    expect(t.facesLeft()).toBe(GULL_DAMAGE.length);
    const pool = t.pools().players!;
    // Ito's player plays no captain; Rana's does (1.5, 7.3)
    expect(await t.spend("player2", "players", 1, 1)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.captainsOnly" });
    expect((await t.spend("player1", "players", 1, 1)).ok).toBe(true);
    expect(t.pools().players).toBe(pool - 1);
    const after = t.card();
    expect(after.targets.map((x) => [x.name, x.hits])).toEqual([["Raider", 2], ["Gull", 1]]);
    expect(after.targets[1]!.shots[0]).toMatchObject({ index: 1, d20: 7, total: 12, success: true });
    // the point spent is a term of the written-out roll
    expect(after.targets[1]!.shots[0]!.terms.at(-1)).toEqual({ sign: "+", key: "STARSKIRMISH.SpacePatrol.TaskSum.tactics", value: 1 });
    // the Raider keeps its dice; the Gull's hit read the three new ones
    expect(after.targets[0]!.damage).toEqual(before.targets[0]!.damage);
    expect(after.targets[1]!.damage.map((d) => d.dice)).toEqual(["6 + 6 + 6"]);
    expect(t.facesLeft()).toBe(0);
    expect(t.message().system.targets.map((x: { key: string }) => x.key)).toEqual(["tRaider", "tGull"]);
    // Apply lands the revised result on the Gull
    expect((await applyAs("player2", t.message().id, "tGull")).ok).toBe(true);
    const landed = Object.fromEntries(Object.entries(t.markers(t.gull)).filter(([id, n]) => n > 0 && id !== "sp-spacecraft-locked"));
    expect(landed).toEqual(Object.fromEntries(Object.entries(after.targets[1]!.markers).filter(([, n]) => n > 0)));
    expect(Object.keys(landed).length).toBeGreaterThan(0);
    // once a ship has its result, the fire stands
    expect(await t.spend("gm", "enemies", -1, 0)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.applied" });
  });

  it("takes a hit away with the enemies' points, and stops at 3 a side on one roll", async () => {
    const t = await setup();
    // the raiders' captain has no Tactics: the GM gives their side a pool to spend here
    await t.combat.update({ "flags.starskirmish.spSideTurn.pools.enemies": 4 });
    // the Raider's 18 less 3 is 15: a hit still, without its special success
    for (let i = 0; i < 3; i++) expect((await t.spend("gm", "enemies", -1, 0)).ok).toBe(true);
    expect(await t.spend("gm", "enemies", -1, 0)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.limit" });
    const c = t.card();
    expect(c.targets[0]!.shots[0]).toMatchObject({ total: 15, success: true, special: 0 });
    expect(c.targets[0]!.shots[0]!.terms.at(-1)).toEqual({ sign: "\u2212", key: "STARSKIRMISH.SpacePatrol.TaskSum.tactics", value: 3 });
    expect(c.targets[0]!.hits).toBe(1);
    // the one hit left keeps the first three of its dice
    expect(c.targets[0]!.damage.map((d) => d.dice)).toEqual(["4 + 5 + 6"]);
  });

  it("refuses a roll the card does not have and a card the GM never recorded", async () => {
    const t = await setup();
    expect(await t.spend("gm", "players", 1, 5)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.badCard" });
    const { SPACE_FIRE_TACTICS_REQUEST } = await import("../../../../src/rulesets/space-patrol/turn/space-fire-tactics");
    expect(await requestAs("gm", SPACE_FIRE_TACTICS_REQUEST, { messageId: "nope", row: 0, side: "players", points: 1 })).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.badCard" });
  });
});
