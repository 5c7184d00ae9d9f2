// Crew Damage: Guide 6.15 (ruling SP-14) and 7.12.
import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import {
  resolveSpacecraftCrewmanStatus,
  resolveVehicleCrewDamage,
  rollSpacecraftCrewCasualties,
  VEHICLE_CREW_DAMAGE_PENETRATION,
} from "../../../../src/rulesets/space-patrol/rules/crew-damage";

describe("vehicle Crew Damage (Guide 6.15, SP-14)", () => {
  it("attacks one crewman at PEN 8", () => {
    expect(VEHICLE_CREW_DAMAGE_PENETRATION).toBe(8);
    const r = resolveVehicleCrewDamage({ crewArmour: 0, dice: new FixedDice([2, 2, 1]) });
    expect(r.total).toBe(13);
    expect(r.row.key).toBe("lightWound");
  });
  it("meets the crewman's Bullets rating", () => {
    const r = resolveVehicleCrewDamage({ crewArmour: { hand: 0, bullets: 6, energy: 0 }, dice: new FixedDice([2, 2, 1]), current: {} });
    expect(r.modifier).toBe(2);
    expect(r.after).toEqual({ "sp-morale": 1 });
  });
  it("carries the penetration and the armour rating its roll met, so the card need not pick it again", () => {
    // a suit whose three ratings differ: only Bullets (fragmentation, Guide 6.13) gives PEN 8 a +3
    const r = resolveVehicleCrewDamage({ crewArmour: { hand: 1, bullets: 5, energy: 9 }, dice: new FixedDice([4, 4, 4]) });
    expect(r).toMatchObject({ penetration: 8, armour: 5, modifier: 3, total: 15 });
    const plain = resolveVehicleCrewDamage({ crewArmour: 2, dice: new FixedDice([1, 1, 1]) });
    expect(plain).toMatchObject({ penetration: 8, armour: 2, modifier: 6 });
  });
  it("over seeded rolls, the modifier is always the result's penetration less its armour (SP-8)", () => {
    const dice = new SeededDice(615);
    for (let bullets = 0; bullets <= 12; bullets++) {
      const r = resolveVehicleCrewDamage({ crewArmour: { hand: 20, bullets, energy: 20 }, dice });
      expect(r.armour).toBe(bullets);
      expect(r.modifier).toBe(r.penetration - r.armour);
      expect(r.total).toBe(r.roll + r.penetration - r.armour);
    }
  });
});

describe("spacecraft Crew Damage (Guide 7.12)", () => {
  it.each([1, 2, 3, 4])("a d4 of %i puts %i crew out of action", (face) => {
    expect(rollSpacecraftCrewCasualties(new FixedDice([face]))).toBe(face);
  });
  it("reads each crewman on an unmodified 3d10 individual roll", () => {
    const r = resolveSpacecraftCrewmanStatus(new FixedDice([9, 9, 9]));
    expect(r.modifier).toBe(0);
    expect(r.row.key).toBe("dead");
  });
});
