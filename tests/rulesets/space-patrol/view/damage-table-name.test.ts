// The fire, melee and burst cards name the damage table a target's rolls were read on (Guide 6.14
// individuals, 6.15 vehicles, 7.12 spacecraft): the same total is a different result on each, so a
// row such as "= 22 Mortal Wound (chest)" alone does not say which table gave it. Seeded dice.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { resolveFire, resolveMelee } from "../../../../src/rulesets/space-patrol/rules";
import { damageTableKey } from "../../../../src/rulesets/space-patrol/view/damage-note";
import { fireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-card";
import { meleeCardContext } from "../../../../src/rulesets/space-patrol/view/melee-card";
import { resolveGrenadeVictims } from "../../../../src/rulesets/space-patrol/view/grenade-burst";
import { victimLine } from "../../../../src/rulesets/space-patrol/view/grenade-card";

const lang = JSON.parse(readFileSync(join(__dirname, "../../../../lang/en.json"), "utf8")) as Record<string, unknown>;
/** The English text of a language key, or undefined when there is none. */
const english = (key: string): unknown => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang);

describe("the damage table a card says its rows were read on", () => {
  it("has a sentence for each table, citing its section", () => {
    expect(english(damageTableKey("individual"))).toMatch(/individual damage table \(6\.14\)/);
    expect(english(damageTableKey("vehicle"))).toMatch(/vehicle damage table \(6\.15\)/);
    expect(english(damageTableKey("spacecraft"))).toMatch(/spacecraft damage table \(7\.12\)/);
  });

  it("is the fire target's own table, a person's when the situation leaves it out (6.14, 6.15)", () => {
    const fire = (table?: "vehicle", withSituation = true) => {
      const situation = {
        shooter: { asset: 2 },
        weapon: { band: "effective", equipment: 2, penetration: 8, targets: 1, ammoPerTurn: 1, attack: "energy" },
        targets: [{ markers: {}, armour: 2, ...(table ? { table } : {}) }],
      } as const;
      const result = resolveFire({ ...situation, d20: 17, dice: new FixedDice([5, 5, 5]) });
      return fireCardContext({ shooterName: "S", weaponName: "W", band: "effective", result, targets: [{ key: "a", name: "A", markers: {} }], ...(withSituation ? { situation } : {}) }).targets[0]!;
    };
    const person = fire();
    const vehicle = fire("vehicle");
    expect(person.damageTable).toBe("STARSKIRMISH.SpacePatrol.Fire.readOn.individual");
    expect(vehicle.damageTable).toBe("STARSKIRMISH.SpacePatrol.Fire.readOn.vehicle");
    // the same 15 + 6 = 21 is a Mortal Wound on a person and a Major Penetration on a vehicle
    expect([person.damage[0]!.total, vehicle.damage[0]!.total]).toEqual([21, 21]);
    expect(vehicle.damage[0]!.label).toBe("STARSKIRMISH.SpacePatrol.Damage.vehicle.majorPenetrationEngines");
    // without the situation the card knows no table, and names none
    expect(fire("vehicle", false).damageTable).toBeNull();
  });

  it("names no table for a target that took no damage", () => {
    const situation = { shooter: { asset: 0 }, weapon: { band: "effective", equipment: 0, penetration: 3, targets: 1, ammoPerTurn: 1 }, targets: [{ markers: {}, armour: 0 }] } as const;
    const result = resolveFire({ ...situation, d20: 1, dice: new FixedDice([]) });
    const card = fireCardContext({ shooterName: "S", weaponName: "W", band: "effective", result, targets: [{ key: "a", name: "A", markers: {} }], situation });
    expect(card.targets[0]!.hits).toBe(0);
    expect(card.targets[0]!.damageTable).toBeNull();
  });

  it("is the struck target's table on the melee card (6.15), a person's when not given", () => {
    const strike = (table?: "vehicle") => {
      const result = resolveMelee({ asset: 2, weapon: { penetration: 5, maxHits: 1 }, situation: { attackerReach: 1, targetReach: 0, attackerFighting: 0, targetFighting: 0 }, target: { armour: 1, ...(table ? { table } : {}) }, d20: 18, dice: new FixedDice([6, 5, 4]) });
      return meleeCardContext({ attackerName: "A", targetName: "B", key: "b", weaponName: "Axe", style: "weapon", before: {}, result, maxHits: 1, immune: false, ...(table ? { table } : {}) });
    };
    expect(strike("vehicle").damageTable).toBe("STARSKIRMISH.SpacePatrol.Fire.readOn.vehicle");
    expect(strike().damageTable).toBe("STARSKIRMISH.SpacePatrol.Fire.readOn.individual");
  });

  it("is each burst victim's own table, and none for a victim cover shielded (6.12)", () => {
    const victims = resolveGrenadeVictims(
      "he",
      { contact: 10, burst: 4 },
      [
        { key: "p", name: "P", directHit: true, coverBetween: false, table: "individual", armour: 0, markers: {} },
        { key: "v", name: "V", directHit: false, coverBetween: false, table: "vehicle", armour: 2, markers: {} },
        { key: "c", name: "C", directHit: false, coverBetween: true, table: "individual", armour: 0, markers: {} },
      ],
      new FixedDice([5, 5, 5, 5, 5, 5]),
    ).map(victimLine);
    expect(victims.map((v) => v.damageTable)).toEqual(["STARSKIRMISH.SpacePatrol.Fire.readOn.individual", "STARSKIRMISH.SpacePatrol.Fire.readOn.vehicle", null]);
  });
});
