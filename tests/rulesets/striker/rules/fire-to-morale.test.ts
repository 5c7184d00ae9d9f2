import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import {
  applyCasualties,
  applyMoraleResult,
  attackKind,
  ENERGY_WEAPONS,
  fireWeapon,
  moraleTriggers,
  resolveFire,
  resolveHits,
  resolveMorale,
  SLUG_THROWERS,
  type TeamState,
  type Weapon,
} from "../../../../src/rulesets/striker/rules/index";

const weapon = (list: readonly Weapon[], id: string): Weapon => {
  const w = list.find((x) => x.id === id);
  if (!w) throw new Error(`missing ${id}`);
  return w;
};

const target: TeamState = { id: "t", morale: 5, initiative: "low", leader: null, soldiers: 4, condition: "normal", visibility: "concealed" };

describe("from fire to morale, through the index", () => {
  it("7mm ACR slugs cannot hurt battle dress concealed in a building (armour 13)", () => {
    const acr = weapon(SLUG_THROWERS, "acr7mm");
    const r = resolveFire(
      {
        weapon: fireWeapon(acr, "slugs"),
        rangeM: 250,
        firers: [
          { id: "a", troops: 4, initiative: "average", moved: false },
          { id: "b", troops: 4, initiative: "low", moved: false },
          { id: "c", troops: 4, initiative: "low", moved: false },
        ],
        targets: [{ id: "t", status: "concealed", movedM: 0, soldiers: 4 }],
      },
      // 6+6 +1 (average) +2 (autofire) -1 (concealed) = 14 at routine: 2 hits, on soldiers 2 and 4.
      new FixedDice([6, 6, 2, 3]),
    );
    if (!r.allowed) throw new Error("should be allowed");
    const t = r.targets[0];
    expect(r.profile.profile).toBe("routine");
    expect(t?.outcome.hits).toBe(2);
    expect(t?.hitsPerTrooper).toEqual([0, 1, 0, 1]);
    const damage = (t?.hitsPerTrooper ?? []).map((h) =>
      resolveHits(h, t?.penetration ?? 0, 3, { armour: { general: 10 }, cover: "building", status: "concealed" }, attackKind(acr)),
    );
    expect(damage.some((d) => d.casualty)).toBe(false);
    // No casualties, but the hits still call for a check.
    expect(moraleTriggers({ tookCasualties: false, combatResult: true, casualtyTeams: [], routedLeaders: [] })).toEqual(["combatResult"]);
  });

  it("a PGMP-12 kills, the team loses morale, checks and routs", () => {
    const pgmp = weapon(ENERGY_WEAPONS, "pgmp12");
    const r = resolveFire(
      {
        weapon: fireWeapon(pgmp, "standard"),
        rangeM: 200,
        firers: [{ id: "a", troops: 4, initiative: "high", moved: false }],
        targets: [{ id: "t", status: "concealed", movedM: 0, soldiers: 4 }],
      },
      // 5+5 +2 (high) -1 (concealed) = 11 at difficult: 1 hit, on soldier 1.
      new FixedDice([5, 5, 1]),
    );
    if (!r.allowed) throw new Error("should be allowed");
    const t = r.targets[0];
    expect(t?.hitsPerTrooper).toEqual([1, 0, 0, 0]);
    // Pen 20 against cloth (5) concealed in forest (3): 1.25 + 0.75 = 2 cm = armour 8; 20 >= 16.
    const hit = resolveHits(1, t?.penetration ?? 0, 12, { armour: { general: 5 }, cover: "forest", status: "concealed" }, attackKind(pgmp));
    expect(hit.results[0]?.armour).toBe(8);
    expect(hit.casualty).toBe(true);
    const after = applyCasualties(target, [0]).team;
    expect(after).toMatchObject({ soldiers: 3, morale: 4 });
    const check = resolveMorale({ morale: after.morale, status: "concealed", leaders: [], nearbyCasualties: 0 }, new FixedDice([1, 1]));
    expect(check.total).toBe(8);
    expect(check.result).toBe("routed");
    expect(applyMoraleResult(after, check.result).team).toMatchObject({ condition: "routed", morale: 3 });
  });
});
