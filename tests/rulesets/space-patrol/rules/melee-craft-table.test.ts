// Guide 6.14, 6.15, 7.12 and SP-8: a melee hit is read on the struck combatant's own damage table,
// a person's by default, a vehicle's or spacecraft's against its one armour value, always on d10s
// except for an unarmed strike on a person (3d8).
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { resolveMelee, type MeleeInput } from "../../../../src/rulesets/space-patrol/rules/melee";

const input = (target: MeleeInput["target"], unarmed = false): MeleeInput => ({
  asset: 2,
  weapon: { penetration: 4, maxHits: 1, unarmed },
  situation: { attackerReach: 1, targetReach: 1, attackerFighting: 2, targetFighting: 2 },
  target,
  d20: 12,
  dice: new FixedDice([9, 9, 9]),
});

describe("melee damage tables", () => {
  it("reads a person on the individual table when no table is named", () => {
    const r = resolveMelee(input({ armour: { hand: 1, bullets: 0, energy: 0 } }));
    expect(r.damage[0]!.row.label).toMatch(/individual/);
    expect(r.damage[0]!.total).toBe(30);
  });
  it("reads a vehicle on the vehicle table against its armour, on d10s even bare-handed", () => {
    const r = resolveMelee(input({ armour: 3, table: "vehicle" }, true));
    expect(r.damage[0]!.dice).toEqual([9, 9, 9]);
    expect(r.damage[0]!.total).toBe(28);
    expect(r.damage[0]!.row.label).toBe("STARSKIRMISH.SpacePatrol.Damage.vehicle.wrecked");
  });
  it("refuses an unarmed strike's d10 faces on a person: 3d8 (SP-8)", () => {
    expect(() => resolveMelee(input({ armour: 0 }, true))).toThrow(/d8/);
  });
});
