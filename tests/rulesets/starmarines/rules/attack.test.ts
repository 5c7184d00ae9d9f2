// A StarMarines attack (IX-A, IX-B, IX-C, IX-G, IV-g, VIII-F, SMR-1, SMR-2, SMR-8, SMR-25): aim
// dice, the armour roll, toughness, the margin on the tables, and every modifier and immunity.
import { describe, expect, it } from "vitest";
import { aimDiceCount, coverNegatesWeaponAim, keptAimDie, netAim } from "../../../../src/rulesets/starmarines/rules/aim";
import { immuneTo, resolveAttack, type AttackSituation, type AttackTarget, type AttackWeapon } from "../../../../src/rulesets/starmarines/rules/attack";
import { SeededDice } from "../../../../src/core/seeded-dice";
import { rollDice } from "../../../../src/core/dice";

const rifle: AttackWeapon = { aim: 0, armourPierce: 1, damage: 2, frag: false, closeCombat: false };
const soldier: AttackTarget = { kind: "soldier", armour: 2, toughness: 1, column: "starMarine", wounded: false, airborne: false, supertank: false, walker: null };
const tank: AttackTarget = { ...soldier, kind: "vehicle", armour: 4, toughness: 4 };
const plain: AttackSituation = { unitAim: 0, steadyAim: false, rearShot: false, elite: false, charging: false, cover: "none" };

describe("aim dice (SMR-1, SMR-25, IX-C)", () => {
  it("rolls N+1 dice for a net Aim of N and keeps the highest, or the lowest for a penalty", () => {
    expect(aimDiceCount(0)).toBe(1);
    expect(aimDiceCount(2)).toBe(3);
    expect(aimDiceCount(-1)).toBe(2);
    expect(keptAimDie(2, [2, 5, 3])).toBe(5);
    expect(keptAimDie(-1, [2, 5])).toBe(2);
    expect(() => keptAimDie(1, [4])).toThrow(/rolls 2 dice/);
  });
  it("adds the unit's and the weapon's Aim: +1 and +1 roll three, +1 and -1 roll one (SMR-25)", () => {
    expect(aimDiceCount(netAim(1, 1))).toBe(3);
    expect(aimDiceCount(netAim(1, -1))).toBe(1);
  });
  it("drops a positive weapon Aim in thick cover, but keeps the unit's Aim and weapon penalties (IX-C)", () => {
    expect(netAim(1, 2, true)).toBe(1);
    expect(netAim(0, -1, true)).toBe(-1);
    expect(netAim(-1, 2, true)).toBe(-1);
  });
  it("leaves a frag weapon its Aim in thick cover, as frag ignores every cover penalty (SMR-8)", () => {
    expect(coverNegatesWeaponAim("thick", false)).toBe(true);
    expect(coverNegatesWeaponAim("thick", true)).toBe(false);
    expect(coverNegatesWeaponAim("light", false)).toBe(false);
    // a +2 frag launcher in a forest rolls three dice and keeps the highest, as in the open
    const launcher: AttackWeapon = { ...rifle, aim: 2, frag: true };
    const inForest = resolveAttack(launcher, soldier, { ...plain, cover: "thick" }, { aim: [1, 5, 2], armour: 6 });
    expect(inForest).toMatchObject({ netAim: 2, kept: 5 });
    expect(resolveAttack({ ...launcher, frag: false }, soldier, { ...plain, cover: "thick" }, { aim: [1], armour: 6 })).toMatchObject({ netAim: 0, kept: 1 });
  });
});

describe("the attack chain (IX-A)", () => {
  it("pierces when the attack beats the armour roll, wounds when damage beats toughness, and reads the margin", () => {
    // attack 4 + AP 1 = 5 against armour 2 + 2 = 4: pierced; damage 5 + 2 = 7 against toughness 3 + 1 = 4: margin 3
    const r = resolveAttack(rifle, soldier, plain, { aim: [4], armour: 2, damage: 5, toughness: 3 });
    expect(r).toMatchObject({ kept: 4, attack: 5, defence: 4, pierced: true, damageTotal: 7, toughnessTotal: 4, margin: 3, outcome: "wounded" });
  });
  it("does nothing when the attack only equals the armour roll", () => {
    expect(resolveAttack(rifle, soldier, plain, { aim: [3], armour: 2 })).toMatchObject({ attack: 4, defence: 4, pierced: false, outcome: "none" });
  });
  it("lets the target shrug off a hit when toughness equals the damage", () => {
    expect(resolveAttack(rifle, soldier, plain, { aim: [6], armour: 1, damage: 2, toughness: 3 })).toMatchObject({ pierced: true, outcome: "shrugged", margin: null });
  });
  it("kills a wounded soldier whose armour is pierced, without a toughness roll (IX-B)", () => {
    expect(resolveAttack(rifle, { ...soldier, wounded: true }, plain, { aim: [6], armour: 1 })).toMatchObject({ outcome: "dead", damageTotal: null });
  });
  it("reads a Ghoul's column: margin 5 only wounds", () => {
    const ghoul = { ...soldier, column: "ghouls" as const };
    expect(resolveAttack({ ...rifle, damage: 6 }, ghoul, plain, { aim: [6], armour: 1, damage: 6, toughness: 6 })).toMatchObject({ margin: 5, outcome: "wounded" });
  });
  it("reads the Vehicle Damage Table, one row lower for a supertank", () => {
    const gun: AttackWeapon = { ...rifle, armourPierce: 3, damage: 6 };
    expect(resolveAttack(gun, tank, plain, { aim: [6], armour: 1, damage: 6, toughness: 4 })).toMatchObject({ margin: 4, outcome: "crippled" });
    expect(resolveAttack(gun, { ...tank, supertank: true }, plain, { aim: [6], armour: 1, damage: 6, toughness: 4 })).toMatchObject({ margin: 4, outcome: "disarmed" });
  });
  it("shoots down an airborne soldier it pierces, at -1 (IX-G)", () => {
    const r = resolveAttack(rifle, { ...soldier, airborne: true }, plain, { aim: [6], armour: 1, damage: 1, toughness: 6 });
    expect(r.modifiers).toContainEqual({ id: "airborne", value: -1 });
    expect(r).toMatchObject({ pierced: true, shotDown: true, outcome: "shrugged" });
  });
  it("runs a seeded attack end to end and keeps its own arithmetic", () => {
    const dice = new SeededDice(7);
    const [aim, armour, damage, toughness] = rollDice(dice, 4, 6) as [number, number, number, number];
    const r = resolveAttack(rifle, soldier, plain, { aim: [aim], armour, damage, toughness });
    expect(r.attack).toBe(aim + 1);
    expect(r.defence).toBe(armour + 2);
    expect(r.pierced).toBe(aim + 1 > armour + 2);
  });
});

describe("attack modifiers (IX-A, IX-C, VIII-F, X, SMR-8)", () => {
  const mods = (situation: Partial<AttackSituation>, weapon: Partial<AttackWeapon> = {}) =>
    resolveAttack({ ...rifle, armourPierce: 0, ...weapon }, soldier, { ...plain, ...situation }, { aim: [1], armour: 6 }).modifiers.map((m) => [m.id, m.value]);
  it("gives +1 for steady aim, a rear shot and Elite", () => {
    expect(mods({ steadyAim: true, rearShot: true, elite: true })).toEqual([["steadyAim", 1], ["rearShot", 1], ["elite", 1]]);
  });
  it("puts a charging soldier at -1 except with a close-combat weapon", () => {
    expect(mods({ charging: true })).toEqual([["charge", -1]]);
    expect(mods({ charging: true }, { closeCombat: true })).toEqual([]);
  });
  it("takes -1 in light cover and -2 in thick cover, neither for frag weapons", () => {
    expect(mods({ cover: "light" })).toEqual([["lightCover", -1]]);
    expect(mods({ cover: "thick" })).toEqual([["thickCover", -2]]);
    expect(mods({ cover: "thick" }, { frag: true })).toEqual([]);
  });
});

describe("weapon immunities (IV-g)", () => {
  it("protects supertanks and small walkers from AP 1 or less, large walkers from AP 2 or less", () => {
    expect(immuneTo({ supertank: true, walker: null }, 1)).toBe(true);
    expect(immuneTo({ supertank: true, walker: null }, 2)).toBe(false);
    expect(immuneTo({ supertank: false, walker: "small" }, 1)).toBe(true);
    expect(immuneTo({ supertank: false, walker: "large" }, 2)).toBe(true);
    expect(immuneTo({ supertank: false, walker: "large" }, 3)).toBe(false);
    expect(immuneTo({ supertank: false, walker: null }, 0)).toBe(false);
  });
  it("lets an immune vehicle take no damage however high the attack", () => {
    expect(resolveAttack(rifle, { ...tank, supertank: true }, plain, { aim: [6], armour: 1 })).toMatchObject({ immune: true, pierced: false, outcome: "none" });
  });
});
