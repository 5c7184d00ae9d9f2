// Guide 7.8 weapon fire and 7.9 PBF.
import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import {
  hasProtonicBurstField,
  maxGunnerTargets,
  pbfWorks,
  pbfBlocks,
  pbfChance,
  pbfDieBlocks,
  pointDefenseReservationProblem,
  resolveSpaceFire,
  resolveSpacePointDefense,
  spaceOffensiveFireProblem,
  type SpaceFireInput,
  type SpaceWeapon,
} from "../../../../src/rulesets/space-patrol/rules/space-fire";

const beam: SpaceWeapon = { band: "effective", bonus: 1, penetration: 15, targets: 1, ammoUse: 3, energy: true };
const locked = { targetLocked: true, armour: 5 };
const base = (over: Partial<SpaceFireInput>): SpaceFireInput => ({ gunnerAsset: 0, fireControl: 0, weapon: beam, targets: [locked], d20: 12, dice: new FixedDice([1]), ...over });

describe("the gunnery roll (Guide 7.8)", () => {
  it("uses the better of fire control and weapon bonus", () => {
    expect(resolveSpaceFire(base({ fireControl: 3 })).equipment).toBe(3);
    expect(resolveSpaceFire(base({ fireControl: 0 })).equipment).toBe(1);
  });
  it.each([
    [11, 0],
    [12, 1],
    [15, 1],
    [16, 2],
    [19, 2],
    [20, 3],
    [23, 3],
  ])("at DT 12 a total of %i scores %i hits", (total, hits) => {
    const r = resolveSpaceFire(base({ weapon: { ...beam, bonus: 0, ammoUse: 30 }, gunnerAsset: 3, d20: total - 3 }));
    expect(r.totalHits).toBe(hits);
  });
  it("the beam laser's ammo use of 3 caps its hits at 3", () => {
    expect(resolveSpaceFire(base({ gunnerAsset: 10, fireControl: 5, d20: 20 })).totalHits).toBe(3);
  });
  it.each([
    ["long", 16],
    ["extreme", 20],
  ] as const)("%s range is DT %i", (band, dt) => expect(resolveSpaceFire(base({ weapon: { ...beam, band } })).targets[0]?.dt).toBe(dt));
  it("beyond extreme range no shot", () => expect(resolveSpaceFire(base({ weapon: { ...beam, band: "beyond" } })).canFire).toBe(false));
});

describe("advantages and disadvantages (Guide 7.8)", () => {
  const dt = (over: Partial<SpaceFireInput>): number | undefined => resolveSpaceFire(base(over)).targets[0]?.dt;
  it("come to grips, the target's grips and the shimsham are advantages", () => {
    expect(dt({ situation: { shooterCameToGrips: true } })).toBe(8);
    expect(dt({ targets: [{ ...locked, cameToGripsLastTurn: true }] })).toBe(8);
    expect(dt({ situation: { shooterShimsham: true } })).toBe(8);
  });
  it("evasion, the target's shimsham and each Gunnery Marker are disadvantages", () => {
    expect(dt({ targets: [{ ...locked, evadedLastTurn: true }] })).toBe(16);
    expect(dt({ situation: { shooterEvading: true } })).toBe(16);
    expect(dt({ targets: [{ ...locked, shimshamLastTurn: true }] })).toBe(16);
    expect(dt({ situation: { shooterMarkers: { "sp-spacecraft-gunnery": 2 } } })).toBe(20);
  });
  it("evading does not burden space torps", () => {
    expect(dt({ weapon: { band: "effective", penetration: 20, targets: 3, ammoUse: 3, spaceTorp: true }, situation: { shooterEvading: true } })).toBe(12);
  });
});

describe("targets (Guide 7.8)", () => {
  const pulse: SpaceWeapon = { band: "effective", penetration: 10, targets: 4, ammoUse: 30, energy: true };
  it.each([
    [[4]],
    [[2, 2]],
    [[1, 1, 1, 1]],
    [[3, 1]],
  ])("a pulse laser turret may split its 4 shots as %j", (split) => {
    const targets = split.map((shots, i) => ({ ...locked, shots, distanceToPrimary: i === 0 ? 0 : 6 }));
    const r = resolveSpaceFire(base({ weapon: pulse, gunnerAsset: 4, targets, d20: Array.from({ length: 4 }, () => 1) }));
    expect(r.targets).toHaveLength(split.length);
  });
  it("secondaries must be within 6 hexes", () => {
    expect(() => resolveSpaceFire(base({ weapon: pulse, gunnerAsset: 4, targets: [{ ...locked, shots: 2 }, { ...locked, shots: 2, distanceToPrimary: 7 }], d20: [1, 1, 1, 1] }))).toThrow(/more than 6/);
  });
  it("only locked targets, and no more ships than the gunner's Space Gunnery", () => {
    expect(() => resolveSpaceFire(base({ targets: [{ targetLocked: false, armour: 0 }] }))).toThrow(/Target Lock/);
    expect(() => resolveSpaceFire(base({ weapon: pulse, gunnerAsset: 1, targets: [locked, { ...locked, distanceToPrimary: 1 }], d20: [1, 1] }))).toThrow(/only 1 ships/);
    expect(maxGunnerTargets("X")).toBe(1);
  });
  it("a torp pod's 3 torps each roll separately and each may score 3 hits", () => {
    const pod: SpaceWeapon = { band: "effective", penetration: 25, targets: 3, ammoUse: 3, spaceTorp: true };
    const r = resolveSpaceFire(base({ weapon: pod, gunnerAsset: 10, targets: [{ ...locked, shots: 3 }], d20: [20, 20, 20] }));
    expect(r.targets[0]?.tasks).toHaveLength(3);
    expect(r.totalHits).toBe(9);
  });
  it("damage is read on the spacecraft table and marks the target", () => {
    const r = resolveSpaceFire(base({ targets: [{ ...locked, armour: 15, markers: {} }], dice: new FixedDice([1, 2, 2]) }));
    expect(r.targets[0]?.damage[0]?.row.key).toBe("antennaHit");
    expect(r.targets[0]?.after).toEqual({ "sp-spacecraft-electronics": 1 });
  });
});

describe("the Protonic Burst Field (Guide 7.9)", () => {
  it.each([
    [2, false, 2, true],
    [2, false, 3, false],
    [2, true, 3, true],
    // SP-15: at current code 0 the field still runs; boosted, it blocks on a 1
    [0, true, 1, true],
    [0, true, 2, false],
    [0, false, 1, false],
  ])("code %i, boosted %s, d6 %i: blocked %s", (code, boosted, face, blocked) => {
    expect(pbfBlocks(code, boosted, new FixedDice([face]))).toBe(blocked);
  });
  it("is off below code 0, boosted or not, and rolls no die (SP-15, 7.12)", () => {
    const dice = new FixedDice([]);
    expect(pbfBlocks(-1, true, dice)).toBe(false);
  });
  it("blocks energy weapons but not torps", () => {
    const energy = resolveSpaceFire(base({ targets: [{ ...locked, pbf: { code: 6 } }], dice: new FixedDice([1]) }));
    // the d6 of 1 is at or under code 6: the one hit is blocked
    expect(energy.targets[0]?.pbf).toEqual({ dice: [1], chance: 6 });
    expect(energy.targets[0]?.hits).toBe(0);
    expect(energy.totalHits).toBe(0);
    const torp = resolveSpaceFire(base({ weapon: { band: "effective", penetration: 20, targets: 3, ammoUse: 3, spaceTorp: true }, targets: [{ ...locked, pbf: { code: 6 } }] }));
    expect(torp.totalHits).toBe(1);
  });
  it.each([
    [3, false, 3],
    [3, true, 4],
    [0, false, 0],
    [0, true, 1],
    [-1, true, 0],
  ])("code %i, boosted %s: blocks at or under %i", (code, boosted, chance) => {
    expect(pbfChance(code, boosted)).toBe(chance);
  });
  it("keeps the field's d6 of each attack roll that hit, and none for a miss", () => {
    // three shots at one ship: 12 hits, 2 misses, 12 hits; the d6s 5 (through) then 2 (blocked)
    const r = resolveSpaceFire(base({ weapon: { ...beam, targets: 3, ammoUse: 30 }, targets: [{ ...locked, shots: 3, pbf: { code: 3 } }], d20: [12, 2, 12], dice: new FixedDice([5, 2, 1, 1, 1]) }));
    expect(r.targets[0]?.pbf).toEqual({ dice: [5, 0, 2], chance: 3 });
    const pbf = r.targets[0]!.pbf!;
    expect(pbf.dice.map((d) => pbfDieBlocks(d, pbf.chance))).toEqual([false, false, true]);
    expect(r.targets[0]?.hits).toBe(1);
  });
  it("reads a blocked roll from the kept d6s alone: at or under the chance, and never a 0 (no die rolled)", () => {
    expect([1, 2, 3, 4].map((d) => pbfDieBlocks(d, 3))).toEqual([true, true, true, false]);
    expect(pbfDieBlocks(0, 3)).toBe(false);
    expect(pbfDieBlocks(1, 0)).toBe(false);
    expect(() => pbfDieBlocks(7, 3)).toThrow(RangeError);
    expect(() => pbfDieBlocks(2, -1)).toThrow(RangeError);
  });
  it("over seeded fire, the hits lost are exactly the rolls the kept d6s say were blocked", () => {
    const dice = new SeededDice(79);
    const seen = { blocked: 0, through: 0 };
    for (let code = 0; code <= 5; code++) {
      const d20 = [14, 3, 18, 12];
      const shots = resolveSpaceFire(base({ weapon: { ...beam, targets: 4, ammoUse: 40 }, targets: [{ ...locked, shots: 4, pbf: { code } }], d20, dice }));
      const target = shots.targets[0]!;
      const unblocked = resolveSpaceFire(base({ weapon: { ...beam, targets: 4, ammoUse: 40 }, targets: [{ ...locked, shots: 4 }], d20, dice: new SeededDice(1) }));
      const lost = target.tasks.filter((_, j) => pbfDieBlocks(target.pbf!.dice[j]!, target.pbf!.chance)).reduce((n, t) => n + (t.success ? 1 + t.specialSuccesses : 0), 0);
      expect(target.hits).toBe(unblocked.targets[0]!.hits - lost);
      for (const d of target.pbf!.dice) if (d > 0) seen[pbfDieBlocks(d, target.pbf!.chance) ? "blocked" : "through"]++;
    }
    // the seed gives both outcomes, so the sum above is tested both ways
    expect(seen.blocked).toBeGreaterThan(0);
    expect(seen.through).toBeGreaterThan(0);
  });
  it("keeps no field dice where the field cannot block (code 0, not boosted) or the weapon is not energy", () => {
    const off = resolveSpaceFire(base({ targets: [{ ...locked, pbf: { code: 0 } }], dice: new FixedDice([1, 1, 1]) }));
    expect(off.targets[0]?.pbf).toEqual({ dice: [0], chance: 0 });
    expect(off.targets[0]?.hits).toBe(1);
    const torp = resolveSpaceFire(base({ weapon: { band: "effective", penetration: 20, targets: 3, ammoUse: 3, spaceTorp: true }, targets: [{ ...locked, pbf: { code: 6 } }] }));
    expect(torp.targets[0]?.pbf).toBeNull();
  });
  it("needs an S-Drive and Astrogation Computer of 1+", () => {
    expect(hasProtonicBurstField(1, 1)).toBe(true);
    expect(hasProtonicBurstField(0, 3)).toBe(false);
  });
  it("works only raised, fitted and on a ship that is not wrecked (7.12: a wreck performs no functions)", () => {
    expect(pbfWorks(1, 1, true, {})).toBe(true);
    expect(pbfWorks(1, 1, false, {})).toBe(false);
    expect(pbfWorks(0, 1, true, {})).toBe(false);
    expect(pbfWorks(1, 1, true, { "sp-spacecraft-wrecked": 1 })).toBe(false);
    // other damage leaves the field up; its chance is the code after markers, read elsewhere
    expect(pbfWorks(2, 2, true, { "sp-spacecraft-hull": 1, "sp-spacecraft-astrogation": 1 })).toBe(true);
    expect(() => pbfWorks(1, 1, "yes" as unknown as boolean, {})).toThrow(RangeError);
  });
});

describe("point defense (Guide 7.8)", () => {
  it("DT 12 at +4, one torp per success, never more than are coming", () => {
    const r = resolveSpacePointDefense({ turret: "pulseLaser", incomingTorps: 2, d20s: [8, 7, 8, 8] });
    expect(r.tasks.map((t) => t.success)).toEqual([true, false, true, true]);
    expect(r).toMatchObject({ intercepted: 2, remaining: 0 });
  });
  it("Gunnery Markers burden it; a pulse turret shoots 4 times at most", () => {
    expect(resolveSpacePointDefense({ turret: "railGun", shipMarkers: { "sp-spacecraft-gunnery": 1 }, incomingTorps: 3, d20s: [8] }).intercepted).toBe(0);
    expect(() => resolveSpacePointDefense({ turret: "pulseLaser", incomingTorps: 5, d20s: [1, 1, 1, 1, 1] })).toThrow(/at most 4/);
  });
});

describe("a point defense turret fires on no enemy that turn (Guide 7.8)", () => {
  const pulseTurret: SpaceWeapon = { band: "effective", penetration: 10, targets: 4, ammoUse: 30, energy: true };
  it("a turret not reserved may fire", () => {
    expect(spaceOffensiveFireProblem(pulseTurret)).toBeNull();
    expect(spaceOffensiveFireProblem({ ...pulseTurret, reservedForPointDefense: false })).toBeNull();
  });
  it("a reserved turret gives the reason and resolveSpaceFire refuses it", () => {
    const reserved = { ...pulseTurret, reservedForPointDefense: true };
    expect(spaceOffensiveFireProblem(reserved)).toMatch(/reserved for point defense/);
    expect(() => resolveSpaceFire(base({ weapon: reserved }))).toThrow(/reserved for point defense cannot fire on the enemy/);
  });
  it("only rail gun and pulse laser turrets can be reserved", () => {
    expect(pointDefenseReservationProblem({ kind: "railGun", firedOffensivelyThisTurn: false })).toBeNull();
    expect(pointDefenseReservationProblem({ kind: "pulseLaser", firedOffensivelyThisTurn: false })).toBeNull();
    expect(pointDefenseReservationProblem({ kind: "beamLaser", firedOffensivelyThisTurn: false })).toMatch(/Only rail gun and pulse laser/);
    expect(pointDefenseReservationProblem({ kind: "toString", firedOffensivelyThisTurn: false })).toMatch(/Only rail gun/);
  });
  it("a turret that already fired on the enemy this turn cannot be reserved (FIRED_TURRET_CANNOT_BE_RESERVED)", () => {
    expect(pointDefenseReservationProblem({ kind: "railGun", firedOffensivelyThisTurn: true })).toMatch(/already fired/);
  });
});

describe("properties", () => {
  it("never throws on valid input nor gives NaN", () => {
    const rng = new SeededDice(9);
    for (let i = 0; i < 500; i++) {
      const r = resolveSpaceFire(base({ gunnerAsset: rng.die(11) - 1, fireControl: rng.die(5), targets: [{ ...locked, armour: rng.die(30), pbf: { code: rng.die(4) } }], d20: rng.die(20), dice: rng }));
      for (const d of r.targets[0]?.damage ?? []) expect(Number.isNaN(d.total)).toBe(false);
    }
  });
});
