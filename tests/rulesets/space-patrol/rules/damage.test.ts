// One damage roll: Guide 6.14-6.15, 7.12 with rulings SP-8 and SP-9.
import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import { damageRowIndex } from "../../../../src/rulesets/space-patrol/rules/damage-tables";
import { isOutOfAction, MarkerTally, placeMarkers, resolveDamage, resolveDamageInto, rollDamageWithModifier } from "../../../../src/rulesets/space-patrol/rules/damage";

describe("resolveDamage", () => {
  it("adds penetration and subtracts the armour the attack meets", () => {
    const r = resolveDamage({ table: "individual", penetration: 5, armour: { hand: 1, bullets: 2, energy: 4 }, attack: "energy", dice: new FixedDice([4, 4, 4]) });
    expect(r.dice).toEqual([4, 4, 4]);
    expect(r.modifier).toBe(1);
    expect(r.total).toBe(13);
    expect(r.row.key).toBe("lightWound");
    expect(r.markersToAdd).toEqual(["sp-wound", "sp-morale"]);
  });
  it("caps the modifier at +20 (SP-8): 3 ones and PEN 40 reach only 23", () => {
    const r = resolveDamage({ table: "vehicle", penetration: 40, armour: 0, dice: new FixedDice([1]) });
    expect(r.total).toBe(23);
    expect(r.row.key).toBe("majorPenetrationCrewCabin");
  });
  it("has no lower limit (SP-8): heavy armour pushes a roll of 30 to no effect", () => {
    const r = resolveDamage({ table: "spacecraft", penetration: 0, armour: 29, dice: new FixedDice([10]) });
    expect(r.total).toBe(1);
    expect(r.row.key).toBe("none");
  });
  it("rolls 3d8 for unarmed strikes on people (Guide 6.14)", () => {
    const asked: number[] = [];
    const r = resolveDamage({ table: "individual", penetration: 0, armour: 0, attack: "unarmed", dice: { die: (s) => (asked.push(s), 8) } });
    expect(asked).toEqual([8, 8, 8]);
    expect(r.roll).toBe(24);
  });
  it("rolls 3d10 for every other attack", () => {
    const asked: number[] = [];
    resolveDamage({ table: "individual", penetration: 0, armour: 0, attack: "melee", dice: { die: (s) => (asked.push(s), 1) } });
    expect(asked).toEqual([10, 10, 10]);
  });
  it("ignores armour for NBC attacks (Guide 8.5, SP-8)", () => {
    const r = resolveDamage({ table: "individual", penetration: 6, armour: { hand: 9, bullets: 9, energy: 9 }, attack: "nbc", dice: new FixedDice([5]) });
    expect(r.modifier).toBe(6);
  });
  it("rolls unmodified when asked (crashes, spacecraft crew)", () => {
    const r = resolveDamage({ table: "spacecraft", penetration: 30, armour: 2, unmodified: true, dice: new FixedDice([2]) });
    expect(r.total).toBe(6);
  });
  it("stops a second Stun Marker but still adds the Wound (SP-9)", () => {
    const r = resolveDamage({ table: "individual", penetration: 0, armour: 0, dice: new FixedDice([6, 6, 5]), current: { "sp-stun": 1, "sp-wound": 1 } });
    expect(r.row.key).toBe("mediumWound");
    expect(r.markersToAdd).toEqual(["sp-wound"]);
    expect(r.markersBlocked).toEqual(["sp-stun"]);
    expect(r.after).toEqual({ "sp-stun": 1, "sp-wound": 2 });
  });
  it("stacks vehicle Control Markers (SP-9)", () => {
    const r = resolveDamage({ table: "vehicle", penetration: 0, armour: 0, dice: new FixedDice([3, 3, 3]), current: { "sp-vehicle-control": 2 } });
    expect(r.after).toEqual({ "sp-vehicle-control": 3 });
  });
  it("refuses a die that does not fit", () => {
    expect(() => resolveDamage({ table: "individual", penetration: 0, armour: 0, dice: { die: () => 11 } })).toThrow(/d10/);
  });
  it("refuses a personal armour value that is not a number", () => {
    expect(() => resolveDamage({ table: "individual", penetration: 0, armour: { hand: 0, bullets: Number.NaN, energy: 0 }, dice: new FixedDice([1]) })).toThrow(/Armour/);
  });
});

describe("placeMarkers", () => {
  it("refuses an unknown marker id", () => expect(() => placeMarkers({}, ["sp-nope"])).toThrow(/sp-nope/));
  it("leaves counts untouched for an empty row", () => {
    const current = { "sp-wound": 1 };
    expect(placeMarkers(current, []).after).toBe(current);
  });
});

describe("out of action", () => {
  it.each([
    [["dead"], true],
    [["wrecked"], true],
    [["explodes"], true],
    [["unconscious"], false],
    [[], false],
  ] as const)("%j -> %s", (conditions, expected) => expect(isOutOfAction(conditions)).toBe(expected));
});

describe("damage properties over seeded dice", () => {
  it("never throws, never NaN, and more penetration never reads a lighter row", () => {
    const seeded = new SeededDice(1234);
    for (let i = 0; i < 2000; i++) {
      const table = (["individual", "vehicle", "spacecraft"] as const)[i % 3] ?? "individual";
      const pen = Math.floor(seeded.next() * 50);
      const armour = Math.floor(seeded.next() * 40);
      const faces = [seeded.die(10), seeded.die(10), seeded.die(10)];
      const low = resolveDamage({ table, penetration: pen, armour, dice: new FixedDice(faces) });
      const high = resolveDamage({ table, penetration: pen + 1 + Math.floor(seeded.next() * 10), armour, dice: new FixedDice(faces) });
      expect(Number.isNaN(low.total)).toBe(false);
      expect(damageRowIndex(table, high.total)).toBeGreaterThanOrEqual(damageRowIndex(table, low.total));
    }
  });
});

describe("resolveDamageInto and MarkerTally", () => {
  it("tallies each hit against the starting counts and stops a second Stun (SP-9)", () => {
    const start = { "sp-stun": 1 };
    const tally = new MarkerTally(start);
    const r = resolveDamageInto({ table: "individual", penetration: 0, armour: 0, dice: new FixedDice([6, 6, 5]) }, tally);
    expect(r.markersToAdd).toEqual(["sp-wound"]);
    expect(r.markersBlocked).toEqual(["sp-stun"]);
    expect(r.after).toBeUndefined();
    const again = resolveDamageInto({ table: "individual", penetration: 0, armour: 0, dice: new FixedDice([5, 5, 4]) }, tally);
    expect(again.markersToAdd).toEqual(["sp-wound", "sp-morale"]);
    expect(tally.counts()).toEqual({ "sp-stun": 1, "sp-wound": 2, "sp-morale": 1 });
    expect(start).toEqual({ "sp-stun": 1 });
  });
  it("a second Morale in the same tally is blocked after the first lands", () => {
    const tally = new MarkerTally({});
    expect(tally.place(["sp-morale"])).toBe(false);
    expect(tally.place(["sp-wound", "sp-morale"])).toBe(true);
    expect(tally.lastAdded).toEqual(["sp-wound"]);
    expect(tally.lastBlocked).toEqual(["sp-morale"]);
    expect(tally.count("sp-morale")).toBe(1);
  });
  it("returns the starting counts untouched when nothing lands", () => {
    const start = { "sp-wound": 1 };
    expect(new MarkerTally(start).counts()).toBe(start);
  });
  it("refuses an unknown marker", () => expect(() => new MarkerTally({}).place(["sp-nope"])).toThrow(/sp-nope/));
});

describe("rollDamageWithModifier", () => {
  it("rolls with a modifier worked out beforehand", () => {
    const r = rollDamageWithModifier("vehicle", 10, 4, new FixedDice([3, 3, 3]));
    expect(r.total).toBe(13);
    expect(r.row.key).toBe("lightPenetration");
  });
  it("refuses a modifier above the +20 cap (SP-8)", () => {
    expect(() => rollDamageWithModifier("vehicle", 10, 21, new FixedDice([1]))).toThrow(/at most 20/);
  });
});

describe("rollDamageWithModifier dice", () => {
  it("refuses dice other than d10 and d8", () => expect(() => rollDamageWithModifier("individual", 6, 0, new FixedDice([1]))).toThrow(/d6/));
});
