// A StarMarines unit and its attack as the sheet and the card show them (IV, IX, X, SMR-5).
import { describe, expect, it } from "vitest";
import { NO_MARKS, unitProfile, type UnitInput } from "../../../../src/rulesets/starmarines/view/unit-profile";
import { attackCardContext, attackMarkers } from "../../../../src/rulesets/starmarines/view/attack-card";
import { resolveAttack } from "../../../../src/rulesets/starmarines/rules/attack";

const soldier: UnitInput = { kind: "soldier", race: "colonials", woundingColumn: "", experience: "veteran", role: "leader", move: 2, leaderRange: 3, size: "small", motion: "ground", supertank: false, walker: false };

describe("the unit sheet's profile", () => {
  it("reads a Colonial's column as the StarMarine one, and a Veteran Leader's range one longer", () => {
    const p = unitProfile(soldier, [], NO_MARKS);
    expect(p).toMatchObject({ column: "starMarine", columnIsDefault: true, leader: { range: 4, bonus: 1 }, experience: { morale: "+1", attack: "+0", cost: 2 }, moraleNote: null });
  });
  // IV-f, X Soldier Experience Table: Green and Average add nothing to the range, so the line says nothing of experience
  it("words a Leader's range with its experience only when experience adds to it", () => {
    expect(unitProfile(soldier, [], NO_MARKS).leader?.key).toBe("STARSKIRMISH.StarMarines.Profile.leaderRangeExperience");
    expect(unitProfile({ ...soldier, experience: "average" }, [], NO_MARKS).leader).toMatchObject({ range: 3, bonus: 0, key: "STARSKIRMISH.StarMarines.Profile.leaderRange" });
    expect(unitProfile({ ...soldier, experience: "green" }, [], NO_MARKS).leader).toMatchObject({ range: 3, bonus: 0, key: "STARSKIRMISH.StarMarines.Profile.leaderRange" });
  });
  it("says who never checks or never fails morale", () => {
    expect(unitProfile({ ...soldier, role: "hero" }, [], NO_MARKS).moraleNote).toBe("STARSKIRMISH.StarMarines.Profile.noMorale");
    expect(unitProfile({ ...soldier, race: "nkakkRobots" }, [], NO_MARKS).moraleNote).toBe("STARSKIRMISH.StarMarines.Profile.neverFails");
  });
  it("gives vehicles their immunities, overruns and no backing for skimmers (IV-g, IX-F, VIII-B)", () => {
    const tank = { ...soldier, kind: "vehicle" as const, role: "none" as const };
    expect(unitProfile({ ...tank, size: "large", walker: true }, [], NO_MARKS)).toMatchObject({ immuneUpTo: 2, overruns: true });
    expect(unitProfile({ ...tank, supertank: true }, [], NO_MARKS)).toMatchObject({ immuneUpTo: 1, supertank: true, overruns: false });
    expect(unitProfile({ ...tank, motion: "skimmer", size: "large" }, [], NO_MARKS)).toMatchObject({ backs: false, overruns: false, immuneUpTo: null });
  });
  it("says a Broken, Wounded or Killed Leader gives no benefit instead of his range's promise (IV-f, IX-D, SMR-6)", () => {
    expect(unitProfile(soldier, [], NO_MARKS).leader).toMatchObject({ range: 4, out: null });
    expect(unitProfile(soldier, [], { ...NO_MARKS, broken: true }).leader).toMatchObject({ range: 4, out: "STARSKIRMISH.StarMarines.Profile.leaderOut.broken" });
    expect(unitProfile(soldier, [], { ...NO_MARKS, wounded: true }).leader?.out).toBe("STARSKIRMISH.StarMarines.Profile.leaderOut.wounded");
    expect(unitProfile(soldier, [], { ...NO_MARKS, killed: true, broken: true }).leader?.out).toBe("STARSKIRMISH.StarMarines.Profile.leaderOut.killed");
  });
  it("offers no Attack with a vehicle's weapons once its losses cover every one it carries (IX-B, SMR-15)", () => {
    const tank = { ...soldier, kind: "vehicle" as const, role: "none" as const };
    const gun = (id: string) => ({ id, name: id, category: "heavy", range: 8, aim: 0, armourPierce: 3, damage: 4, frag: false, closeCombat: false, ignoresLineOfSight: false });
    const only = unitProfile(tank, [gun("a")], { ...NO_MARKS, weaponsLost: 1 });
    expect(only.weaponsLost).toEqual({ lost: 1, carried: 1, all: true });
    expect(only.weapons.map((w) => w.lost)).toEqual([true]);
    // the owner chooses which weapon a loss takes (IX-B): with one of two lost, neither is known lost
    const one = unitProfile(tank, [gun("a"), gun("b")], { ...NO_MARKS, weaponsLost: 1 });
    expect(one.weaponsLost).toEqual({ lost: 1, carried: 2, all: false });
    expect(one.weapons.map((w) => w.lost)).toEqual([false, false]);
    expect(unitProfile(tank, [gun("a")], NO_MARKS)).toMatchObject({ weaponsLost: null, weapons: [{ lost: false }] });
    // a silly stored count is still just every weapon lost: the sheet opens
    expect(unitProfile(tank, [gun("a"), gun("b")], { ...NO_MARKS, weaponsLost: 5000 }).weaponsLost).toEqual({ lost: 5000, carried: 2, all: true });
  });
  it("says a crippled or stunned vehicle, or a wounded soldier, cannot move instead of how it turns (IX-B)", () => {
    const tank = { ...soldier, kind: "vehicle" as const, role: "none" as const };
    expect(unitProfile(tank, [], NO_MARKS).cannotMove).toBeNull();
    expect(unitProfile(tank, [], { ...NO_MARKS, crippled: true }).cannotMove).toBe("STARSKIRMISH.StarMarines.Attack.Outcome.crippled");
    expect(unitProfile(tank, [], { ...NO_MARKS, stunned: true }).cannotMove).toBe("STARSKIRMISH.StarMarines.Attack.Outcome.stunned");
    expect(unitProfile(soldier, [], NO_MARKS).cannotMove).toBeNull();
    expect(unitProfile(soldier, [], { ...NO_MARKS, wounded: true }).cannotMove).toBe("STARSKIRMISH.StarMarines.Profile.woundedCannotMove");
    // vehicle damage markers say nothing about a soldier
    expect(unitProfile(soldier, [], { ...NO_MARKS, crippled: true, stunned: true }).cannotMove).toBeNull();
  });
  it("offers a morale check only to a unit that makes one: not to a Hero or a vehicle (IX-D)", () => {
    const tank = { ...soldier, kind: "vehicle" as const, role: "none" as const };
    expect(unitProfile(soldier, [], NO_MARKS).checksMorale).toBe(true);
    // an N'Kakk robot never fails, but still checks (III)
    expect(unitProfile({ ...soldier, race: "nkakkRobots" }, [], NO_MARKS).checksMorale).toBe(true);
    expect(unitProfile({ ...soldier, role: "hero" }, [], NO_MARKS)).toMatchObject({ checksMorale: false, moraleNote: "STARSKIRMISH.StarMarines.Profile.noMorale" });
    expect(unitProfile(tank, [], NO_MARKS)).toMatchObject({ checksMorale: false, moraleNote: "STARSKIRMISH.StarMarines.Profile.noMorale" });
  });
  it("says nothing of lost weapons for a vehicle that carries none (IX-B)", () => {
    const tank = { ...soldier, kind: "vehicle" as const, role: "none" as const };
    expect(unitProfile(tank, [], { ...NO_MARKS, weaponsLost: 1 }).weaponsLost).toBeNull();
  });
  it("shows a close-combat weapon's range as 1 (IV-h)", () => {
    const axe = { id: "a", name: "Axe", category: "hand", range: 5, aim: -1, armourPierce: 2, damage: 3, frag: false, closeCombat: true, ignoresLineOfSight: false };
    expect(unitProfile(soldier, [axe], NO_MARKS).weapons[0]).toMatchObject({ rangeText: "1", aimText: "−1", apText: "+2", categoryLabel: "STARSKIRMISH.StarMarines.Category.hand" });
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

  it("shows the row a supertank's damage was read on, one lower than its margin, and says why (IX-A)", () => {
    const gun = { ...weapon, armourPierce: 3, damage: 6 };
    const tank = { ...target, kind: "vehicle" as const, airborne: false, armour: 1, toughness: 4, supertank: true };
    // damage 6 + 6 against 4 + 4: margin 4, read on row 3 (Disarmed) for a supertank
    const result = resolveAttack(gun, tank, situation, { aim: [2, 5], armour: 1, damage: 6, toughness: 4 });
    const c = attackCardContext({ attackerName: "A", targetName: "B", weaponName: "Gun", rangeHexes: 2, aimDice: [2, 5], result, targetKey: "k" });
    expect([c.margin, c.row, c.supertankRow, c.outcomeLabel]).toEqual([4, 3, true, "STARSKIRMISH.StarMarines.Attack.Outcome.disarmed"]);
    // an ordinary tank reads its margin's own row
    const plainTank = attackCardContext({ attackerName: "A", targetName: "B", weaponName: "Gun", rangeHexes: 2, aimDice: [2, 5], result: resolveAttack(gun, { ...tank, supertank: false }, situation, { aim: [2, 5], armour: 1, damage: 6, toughness: 4 }), targetKey: "k" });
    expect([plainTank.row, plainTank.supertankRow]).toEqual([4, false]);
    // row 1 is the floor: a margin of 1 on a supertank stays on row 1, lowered by nothing
    const grazed = resolveAttack(gun, tank, situation, { aim: [2, 5], armour: 1, damage: 3, toughness: 4 });
    expect([grazed.margin, grazed.row, grazed.supertankRow]).toEqual([1, 1, false]);
  });

  it("leaves the damage terms empty where the armour held", () => {
    const held = resolveAttack(weapon, { ...target, armour: 9 }, situation, { aim: [2, 5], armour: 6, damage: 6, toughness: 1 });
    expect([held.pierced, held.damageDie, held.weaponDamage, held.toughnessDie, held.toughness]).toEqual([false, null, null, null, null]);
    expect([held.armourDie, held.armour]).toEqual([6, 9]);
  });
});
