// A StarMarines unit and its attack as the sheet and the card show them (IV, IX, X, SMR-5).
import { describe, expect, it } from "vitest";
import { unitProfile, type UnitInput } from "../../../../src/rulesets/starmarines/view/unit-profile";
import { attackCardContext, attackMarkers } from "../../../../src/rulesets/starmarines/view/attack-card";
import { resolveAttack } from "../../../../src/rulesets/starmarines/rules/attack";

const soldier: UnitInput = { kind: "soldier", race: "colonials", woundingColumn: "", experience: "veteran", role: "leader", move: 2, leaderRange: 3, size: "small", motion: "ground", supertank: false, walker: false };

describe("the unit sheet's profile", () => {
  it("reads a Colonial's column as the StarMarine one, and a Veteran Leader's range one longer", () => {
    const p = unitProfile(soldier, []);
    expect(p).toMatchObject({ column: "starMarine", columnIsDefault: true, leader: { range: 4, bonus: 1 }, experience: { morale: "+1", attack: "+0", cost: 2 }, moraleNote: null });
  });
  it("says who never checks or never fails morale", () => {
    expect(unitProfile({ ...soldier, role: "hero" }, []).moraleNote).toBe("STARSKIRMISH.StarMarines.Profile.noMorale");
    expect(unitProfile({ ...soldier, race: "nkakkRobots" }, []).moraleNote).toBe("STARSKIRMISH.StarMarines.Profile.neverFails");
  });
  it("gives vehicles their immunities, overruns and no backing for skimmers (IV-g, IX-F, VIII-B)", () => {
    const tank = { ...soldier, kind: "vehicle" as const, role: "none" as const };
    expect(unitProfile({ ...tank, size: "large", walker: true }, [])).toMatchObject({ immuneUpTo: 2, overruns: true });
    expect(unitProfile({ ...tank, supertank: true }, [])).toMatchObject({ immuneUpTo: 1, supertank: true, overruns: false });
    expect(unitProfile({ ...tank, motion: "skimmer", size: "large" }, [])).toMatchObject({ backs: false, overruns: false, immuneUpTo: null });
  });
  it("shows a close-combat weapon's range as 1 (IV-h)", () => {
    const axe = { id: "a", name: "Axe", category: "hand", range: 5, aim: -1, armourPierce: 2, damage: 3, frag: false, closeCombat: true, ignoresLineOfSight: false };
    expect(unitProfile(soldier, [axe]).weapons[0]).toMatchObject({ rangeText: "1", aimText: "−1", apText: "+2", categoryLabel: "STARSKIRMISH.StarMarines.Category.hand" });
  });
});

describe("the attack card", () => {
  const weapon = { aim: 1, armourPierce: 1, damage: 2, frag: false, closeCombat: false };
  const target = { kind: "soldier" as const, armour: 1, toughness: 1, column: "swarm" as const, wounded: false, airborne: true, supertank: false, walker: null };
  const situation = { unitAim: 0, steadyAim: true, rearShot: false, elite: false, charging: false, cover: "none" as const };
  it("shows the dice kept, the modifiers and the row, and marks a shot-down flier dead", () => {
    // net Aim +1: two dice keep 5; 5 + 1 + 1 - 1 = 6 against 2 + 1; damage 6 + 2 against 1 + 1: margin 6
    const result = resolveAttack(weapon, target, situation, { aim: [2, 5], armour: 2, damage: 6, toughness: 1 });
    const c = attackCardContext({ attackerName: "A", targetName: "B", weaponName: "Rifle", rangeHexes: 2, aimDice: [2, 5], result, targetKey: "k" });
    expect(c).toMatchObject({ netAim: "+1", kept: 5, attack: 6, defence: 3, margin: 6, row: 6, outcomeLabel: "STARSKIRMISH.StarMarines.Attack.Outcome.dead", shotDown: true, hasResult: true });
    expect(c.modifiers.map((m) => m.value)).toEqual(["+1", "+1", "−1"]);
    expect(attackMarkers(result)).toEqual({ "smr-killed": 1, "smr-airborne": -1, "smr-grounded": 1 });
  });

  it("gives every total its terms: the armour die and Armour, the damage die and Damage, the toughness die and Toughness (IX-A, IX-B)", () => {
    const result = resolveAttack(weapon, target, situation, { aim: [2, 5], armour: 2, damage: 6, toughness: 1 });
    const c = attackCardContext({ attackerName: "A", targetName: "B", weaponName: "Rifle", rangeHexes: 2, aimDice: [2, 5], result, targetKey: "k" });
    expect([c.armourDie, c.armour, c.armourDie + c.armour]).toEqual([2, 1, c.defence]);
    expect([c.damageDie, c.weaponDamage, c.damageDie! + c.weaponDamage!]).toEqual([6, 2, c.damageTotal]);
    expect([c.toughnessDie, c.toughness, c.toughnessDie! + c.toughness!]).toEqual([1, 1, c.toughnessTotal]);
    // margin 6 reads row 6 as it stands; a margin past it is capped and the card says so (SMR-2)
    expect(c.rowKey).toBe("STARSKIRMISH.StarMarines.Attack.rowLine");
    const big = resolveAttack({ ...weapon, damage: 9 }, { ...target, airborne: false }, situation, { aim: [2, 5], armour: 2, damage: 6, toughness: 1 });
    const capped = attackCardContext({ attackerName: "A", targetName: "B", weaponName: "Rifle", rangeHexes: 2, aimDice: [2, 5], result: big, targetKey: "k" });
    expect([capped.margin, capped.row, capped.rowKey]).toEqual([13, 6, "STARSKIRMISH.StarMarines.Attack.rowCapped"]);
  });

  it("leaves the damage terms empty where the armour held", () => {
    const held = resolveAttack(weapon, { ...target, armour: 9 }, situation, { aim: [2, 5], armour: 6, damage: 6, toughness: 1 });
    expect([held.pierced, held.damageDie, held.weaponDamage, held.toughnessDie, held.toughness]).toEqual([false, null, null, null, null]);
    expect([held.armourDie, held.armour]).toEqual([6, 9]);
  });
});
