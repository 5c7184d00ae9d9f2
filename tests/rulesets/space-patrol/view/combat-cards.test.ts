// The pure functions behind the melee, grenade, suppression and over-watch cards: who a burst
// catches, grenade types and their armour, each victim's result, suppression's allocation,
// refusals, what ends it, and over-watch's trigger after the Will check.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { resolveTask } from "../../../../src/rulesets/space-patrol/rules/task";
import { caughtByBurst, guessGrenadeType, isOffensiveGrenade, GRENADE_ATTACK, GRENADE_TYPES } from "../../../../src/rulesets/space-patrol/view/grenade-card";
import { resolveGrenadeVictims } from "../../../../src/rulesets/space-patrol/view/grenade-burst";
import { defaultAllocation, markersTakenSince, suppressionHolds, suppressionRefusal, suppressionTurnOver } from "../../../../src/rulesets/space-patrol/view/suppression-card";
import { triggerAfterCheck, overwatchCardContext } from "../../../../src/rulesets/space-patrol/view/overwatch-card";
import { meleeGap } from "../../../../src/rulesets/space-patrol/view/melee-card";

const piece = (key: string, x: number, y = 0) => ({ key, x, y, halfWidth: 0.5, halfHeight: 0.5 });

describe("a grenade's burst (Guide 6.12)", () => {
  it("catches every piece within the radius, the one it lands on taking the direct hit", () => {
    const caught = caughtByBurst({ x: 5.2, y: 0 }, 2, [piece("far", 9), piece("near", 7), piece("on", 5), piece("edge", 3.2)], null);
    expect(caught.map((c) => [c.key, c.directHit])).toEqual([["on", true], ["near", false], ["edge", false]]);
  });
  it("gives the direct hit to the aimed token when the throw hit it, and catches nobody with radius 0 but that token", () => {
    expect(caughtByBurst({ x: 5, y: 0 }, 0, [piece("a", 5), piece("b", 6)], "a")).toEqual([{ key: "a", directHit: true, inches: 0 }]);
    expect(caughtByBurst({ x: 20, y: 20 }, 2, [piece("a", 5)], null)).toEqual([]);
  });
  it("reads each type's armour by its attack kind (SP-8), smoke and flash-bang having none", () => {
    expect(GRENADE_ATTACK.he).toBe("highExplosive");
    expect(GRENADE_ATTACK.fragmentation).toBe("fragmentation");
    expect(GRENADE_ATTACK.smoke).toBeNull();
    expect(GRENADE_TYPES.filter((t) => !isOffensiveGrenade(t))).toEqual(["smoke"]);
    expect(["Smoke Grenade", "Flash-Bang", "Thermite", "Frag", "HE Grenade"].map(guessGrenadeType)).toEqual(["smoke", "flashBang", "thermal", "fragmentation", "he"]);
  });
  it("stuns people caught by a flash-bang unless cover stands between, and never a vehicle", () => {
    const base = { name: "", armour: 0, markers: {} };
    const out = resolveGrenadeVictims(
      "flashBang",
      { contact: 0, burst: 0 },
      [
        { ...base, key: "a", directHit: false, coverBetween: false, table: "individual" },
        { ...base, key: "b", directHit: false, coverBetween: true, table: "individual" },
        { ...base, key: "c", directHit: true, coverBetween: false, table: "vehicle" },
      ],
      new FixedDice([1]),
    );
    expect(out.map((v) => [v.key, v.stunned, v.after])).toEqual([["a", true, { "sp-stun": 1 }], ["b", false, {}], ["c", false, {}]]);
  });
  it("rolls HE on the vehicle table without knocking the vehicle down", () => {
    const [v] = resolveGrenadeVictims("he", { contact: 10, burst: 4 }, [{ key: "v", name: "", armour: 3, markers: {}, directHit: true, coverBetween: false, table: "vehicle" }], new FixedDice([5, 5, 5]));
    expect(v).toMatchObject({ penetration: 10, knockedDown: false });
    expect(v!.damage!.total).toBe(22);
  });
});

describe("suppression (Guide 6.6)", () => {
  it("shares a weapon's targets evenly, at least one each", () => {
    expect(defaultAllocation(4, 3)).toEqual([2, 1, 1]);
    expect(defaultAllocation(2, 3)).toEqual([1, 1, 1]);
    expect(defaultAllocation(8, 0)).toEqual([]);
  });
  it("names the reason for each refusal and allows a legal one", () => {
    const w = { targets: 8, ammoPerTurn: 100 };
    const at = (x: number, targets = 1, vehicle = false) => ({ x, y: 0, targets, vehicle });
    expect(suppressionRefusal(w, [at(0, 4), at(6, 4)])).toBeNull();
    expect(suppressionRefusal({ targets: 1, ammoPerTurn: 1 }, [at(0)])?.key).toMatch(/ammoUse$/);
    expect(suppressionRefusal(w, [])?.key).toMatch(/noTargets$/);
    expect(suppressionRefusal(w, [at(0, 1, true)])?.key).toMatch(/vehicle$/);
    expect(suppressionRefusal(w, [at(0, 0)])?.key).toMatch(/eachOne$/);
    expect(suppressionRefusal(w, [at(0, 5), at(1, 4)])).toMatchObject({ data: { allocated: "9", targets: "8" } });
    expect(suppressionRefusal(w, [at(0), at(7)])).toMatchObject({ data: { box: "6" } });
  });
  it("is stopped by any marker taken from the enemy, not by the suppressor's own action markers", () => {
    const before = { "sp-suppressing": 1, "sp-wound": 1 };
    expect(markersTakenSince(before, { ...before, "sp-hunkered": 1, "sp-overwatch": 1 })).toBe(0);
    expect(suppressionHolds(before, { ...before, "sp-wound": 2 })).toBe(false);
    expect(suppressionHolds(before, { "sp-suppressing": 1 })).toBe(true);
    expect(suppressionHolds({}, { "sp-vehicle-damage": 1 })).toBe(false);
  });
  it("is over when the turn comes back to the suppressor's side in a later round", () => {
    const rec = { round: 1, side: "players" };
    expect(suppressionTurnOver(rec, { round: 1, acting: "enemies" })).toBe(false);
    expect(suppressionTurnOver(rec, { round: 2, acting: "enemies" })).toBe(false);
    expect(suppressionTurnOver(rec, { round: 2, acting: "players" })).toBe(true);
    expect(suppressionTurnOver(rec, { round: 3, acting: "enemies" })).toBe(true);
  });
});

describe("over-watch and melee", () => {
  it("keeps a chosen trigger only when Will DT 12 passes", () => {
    const pass = resolveTask({ dt: 12, asset: 1 }, 11);
    const fail = resolveTask({ dt: 12, asset: 1 }, 10);
    expect(triggerAfterCheck("chosenTargetMoves", pass)).toBe("chosenTargetMoves");
    expect(triggerAfterCheck("firstShooter", fail)).toBe("firstMover");
    expect(triggerAfterCheck("firstMover", null)).toBe("firstMover");
    const card = overwatchCardContext({ actorName: "A", weaponName: "W", chosen: "chosenTargetMoves", will: fail, targetName: "T" });
    expect(card).toMatchObject({ fellBack: true, targetName: null });
    expect(card.triggers.filter((t) => t.active)).toHaveLength(1);
  });
  it("measures the melee gap from centre distance: adjacent squares touch", () => {
    expect([1, 2, 3, 0].map(meleeGap)).toEqual([0, 1, 2, 0]);
  });
});
