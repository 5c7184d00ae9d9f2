// The fire, melee and burst cards name the damage table a target's rolls were read on (Guide 6.14
// individuals, 6.15 vehicles, 7.12 spacecraft): the same total is a different result on each, so a
// row such as "= 22 Mortal Wound (chest)" alone does not say which table gave it. It speaks of "the"
// total where a target took one roll and of "each" where it took several. Seeded dice.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { resolveFire, resolveMelee } from "../../../../src/rulesets/space-patrol/rules";
import { damageNoteOf, damageTableKey } from "../../../../src/rulesets/space-patrol/view/damage-note";
import { fireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-card";
import { meleeCardContext } from "../../../../src/rulesets/space-patrol/view/melee-card";
import { resolveGrenadeVictims } from "../../../../src/rulesets/space-patrol/view/grenade-burst";
import { victimLine } from "../../../../src/rulesets/space-patrol/view/grenade-card";

const lang = JSON.parse(readFileSync(join(__dirname, "../../../../lang/en.json"), "utf8")) as Record<string, unknown>;
/** The English text of a language key, or undefined when there is none. */
const english = (key: string): unknown => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang);

describe("the damage table a card says its rows were read on", () => {
  it("has a sentence for each table, citing its section, for one roll and for several", () => {
    for (const rolls of [1, 2, 3]) {
      expect(english(damageTableKey("individual", rolls))).toMatch(/individual damage table \(6\.14\)/);
      expect(english(damageTableKey("vehicle", rolls))).toMatch(/vehicle damage table \(6\.15\)/);
      expect(english(damageTableKey("spacecraft", rolls))).toMatch(/spacecraft damage table \(7\.12\)/);
    }
  });

  it("says \"the total\" of a single roll and \"each total\" of several", () => {
    for (const table of ["individual", "vehicle", "spacecraft"] as const) {
      expect(english(damageTableKey(table, 1)), table).toMatch(/^The total is read on the /);
      expect(english(damageTableKey(table, 2)), table).toMatch(/^Each total is read on the /);
    }
  });

  it("says what \"the\" damage roll adds where there is one, and \"each\" where there are several (6.13, 8.5)", () => {
    const cases = [
      [5, 2, false, /penetration \{penetration\} − armour \{armour\} \(6\.13\)/],
      [25, 1, false, /at most \+20 \(6\.13\)/],
      [6, 0, true, /NBC attack \(8\.5\)/],
    ] as const;
    for (const [penetration, armour, nbc, why] of cases) {
      const one = english(damageNoteOf(penetration, armour, nbc, 1).key);
      const several = english(damageNoteOf(penetration, armour, nbc, 2).key);
      expect(one).toMatch(/^The damage roll adds \{modifier\} to its dice: /);
      expect(several).toMatch(/^Each damage roll adds \{modifier\} to its dice: /);
      expect(one).toMatch(why);
      expect(several).toMatch(why);
    }
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
    // one hit each, so one total
    expect(person.damageTable).toBe("STARSKIRMISH.SpacePatrol.Fire.oneRoll.readOn.individual");
    expect(vehicle.damageTable).toBe("STARSKIRMISH.SpacePatrol.Fire.oneRoll.readOn.vehicle");
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
    expect(strike("vehicle").damageTable).toBe("STARSKIRMISH.SpacePatrol.Fire.oneRoll.readOn.vehicle");
    expect(strike().damageTable).toBe("STARSKIRMISH.SpacePatrol.Fire.oneRoll.readOn.individual");
  });

  it("speaks of each total where a target took several hits, and of the total where it took one", () => {
    const fire = (d20: number) => {
      const situation = {
        shooter: { asset: 2 },
        weapon: { band: "effective", equipment: 2, penetration: 8, targets: 1, ammoPerTurn: 3, attack: "energy" },
        targets: [{ markers: {}, armour: 2 }],
      } as const;
      const result = resolveFire({ ...situation, d20, dice: new FixedDice([5, 5, 5, 4, 4, 4, 3, 3, 3]) });
      return fireCardContext({ shooterName: "S", weaponName: "W", band: "effective", result, targets: [{ key: "a", name: "A", markers: {} }], situation }).targets[0]!;
    };
    // 9 against the still target's DT 8 is one hit; 24 is five, cut to the 3 rounds spent (SP-6)
    const one = fire(5);
    const three = fire(20);
    expect(one.damage).toHaveLength(1);
    expect(three.damage).toHaveLength(3);
    expect(one.damageTable).toBe("STARSKIRMISH.SpacePatrol.Fire.oneRoll.readOn.individual");
    expect(one.damageNote!.key).toBe("STARSKIRMISH.SpacePatrol.Fire.oneRoll.damageNote");
    expect(three.damageTable).toBe("STARSKIRMISH.SpacePatrol.Fire.readOn.individual");
    expect(three.damageNote!.key).toBe("STARSKIRMISH.SpacePatrol.Fire.damageNote");
    const strike = (maxHits: number) => {
      const result = resolveMelee({ asset: 2, weapon: { penetration: 5, maxHits }, situation: { attackerReach: 1, targetReach: 0, attackerFighting: 2, targetFighting: 0 }, target: { armour: 1 }, d20: 20, dice: new FixedDice([6, 5, 4, 3, 3, 3]) });
      return meleeCardContext({ attackerName: "A", targetName: "B", key: "b", weaponName: "Axe", style: "weapon", before: {}, result, maxHits, immune: false });
    };
    expect(strike(2).damage).toHaveLength(2);
    expect(strike(2).damageTable).toBe("STARSKIRMISH.SpacePatrol.Fire.readOn.individual");
    expect(strike(1).damageTable).toBe("STARSKIRMISH.SpacePatrol.Fire.oneRoll.readOn.individual");
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
    // Guide 6.12: each victim takes a single roll, so "the total"
    expect(victims.map((v) => v.damageTable)).toEqual(["STARSKIRMISH.SpacePatrol.Fire.oneRoll.readOn.individual", "STARSKIRMISH.SpacePatrol.Fire.oneRoll.readOn.vehicle", null]);
    expect(victims.map((v) => v.damageNote?.key ?? null)).toEqual(["STARSKIRMISH.SpacePatrol.Fire.oneRoll.damageNote", "STARSKIRMISH.SpacePatrol.Fire.oneRoll.damageNote", null]);
  });
});
