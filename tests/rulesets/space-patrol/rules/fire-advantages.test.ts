// Guide 6.6 fire advantages and disadvantages with rulings SP-1 to SP-4.
import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import { resolveFire } from "../../../../src/rulesets/space-patrol/rules/fire";
import { fireModifierBreakdown, fireModifiers, onVehicleTable, targetSituation, MAX_DARKNESS, MAX_SMOKE, type FireShooterSituation, type FireTargetSituation } from "../../../../src/rulesets/space-patrol/rules/fire-advantages";

// A target that moved last turn and is in the open gives nothing either way.
const neutral: FireTargetSituation = { movedLastTurn: true };
const m = (s: FireShooterSituation, t: FireTargetSituation = neutral): [number, number] => {
  const r = fireModifiers(s, t);
  return [r.advantages, r.disadvantages];
};

describe("advantages (Guide 6.6)", () => {
  it.each<[string, FireShooterSituation, FireTargetSituation, [number, number]]>([
    ["steady aim, not moved", { steadyAim: true }, neutral, [1, 0]],
    ["steady aim lost by moving", { steadyAim: true, moved: true }, neutral, [0, 1]],
    ["a Steady Aim marker", { markers: { "sp-steadyAim": 1 } }, neutral, [1, 0]],
    ["target still and in the open", {}, { movedLastTurn: false }, [1, 0]],
    ["target still but in low cover", {}, { movedLastTurn: false, cover: "low" }, [0, 1]],
    ["target moving while suppressed by the shooter", {}, { movedLastTurn: true, movingWhileSuppressedByShooter: true }, [1, 0]],
    ["target a vehicle or large creature", {}, { movedLastTurn: true, vehicleOrLargeCreature: true }, [1, 0]],
    ["shooter undetected", { undetected: true }, neutral, [1, 0]],
  ])("%s", (_name, s, t, expected) => expect(m(s, t)).toEqual(expected));

  it("SP-2: prone and stunned together are one advantage", () => {
    expect(m({}, { movedLastTurn: true, prone: true, stunned: true })).toEqual([1, 0]);
    expect(m({}, { movedLastTurn: true, markers: { "sp-prone": 1, "sp-stun": 1 } })).toEqual([1, 0]);
    expect(m({}, { movedLastTurn: true, markers: { "sp-stun": 1 } })).toEqual([1, 0]);
  });
});

describe("disadvantages (Guide 6.6)", () => {
  it.each<[string, FireShooterSituation, FireTargetSituation, [number, number]]>([
    ["suppressed by 3 targets", { suppressedBy: 3 }, neutral, [0, 3]],
    ["SP-1: low cover is a disadvantage", {}, { movedLastTurn: true, cover: "low" }, [0, 1]],
    ["high cover is two", {}, { movedLastTurn: true, cover: "high" }, [0, 2]],
    ["hunkered", {}, { movedLastTurn: true, hunkered: true }, [0, 1]],
    ["hunkered marker", {}, { movedLastTurn: true, markers: { "sp-hunkered": 1 } }, [0, 1]],
    ["shooter moved", { moved: true }, neutral, [0, 1]],
    ["creature made 2 moves", {}, { movedLastTurn: true, twoMovesLastTurn: true }, [0, 1]],
    ["flying", {}, { movedLastTurn: true, flying: true }, [0, 1]],
    ["flying vehicle marker", {}, { movedLastTurn: true, markers: { "sp-vehicle-flying": 1 } }, [0, 1]],
    ["2 wounds and a mortal wound on the shooter", { markers: { "sp-wound": 2, "sp-mortalWound": 1 } }, neutral, [0, 3]],
    ["two sidearms", { twoSidearms: true }, neutral, [0, 1]],
    ["main weapon in melee contact", { mainOrHeavyInMeleeContact: true }, neutral, [0, 1]],
    ["darkness 3", { darkness: 3 }, neutral, [0, 3]],
    ["SP-3: target in smoke", {}, { movedLastTurn: true, inSmoke: true }, [0, 1]],
    ["SP-3: shooter in smoke", { inSmoke: true }, neutral, [0, 1]],
    ["SP-3: both in smoke", { inSmoke: true }, { movedLastTurn: true, inSmoke: true }, [0, 2]],
  ])("%s", (_name, s, t, expected) => expect(m(s, t)).toEqual(expected));
});

describe("the dialogs' bounds", () => {
  it("are the most darkness (Guide 6.6) and smoke (SP-3) can burden a shot with", () => {
    expect(MAX_DARKNESS).toBe(3);
    expect(MAX_SMOKE).toBe(2);
    expect(m({ darkness: MAX_DARKNESS, inSmoke: true }, { movedLastTurn: true, inSmoke: true })).toEqual([0, MAX_DARKNESS + MAX_SMOKE]);
  });
});

describe("moving vehicles (SP-4)", () => {
  it.each([
    [-1, 0, 1],
    [-1, 1, 1],
    [-1, 2, 2],
    [-1, -1, 0],
    [2, 4, 1],
    [2, 5, 2],
    [3, 2, 0],
  ])("shooter at drive code %i, target moving at %i: %i disadvantages", (shooter, target, expected) => {
    const s: FireShooterSituation = shooter === -1 ? {} : { driveCode: shooter };
    expect(m(s, { movedLastTurn: true, movingVehicleDriveCode: target })[1]).toBe(expected);
  });
});

describe("the firing vehicle's own markers (Guide 6.15)", () => {
  const marked = { "sp-vehicle-damage": 2, "sp-vehicle-failureCascade": 1, "sp-vehicle-control": 1, "sp-vehicle-morale": 1 };
  it("Damage and Failure Cascade Markers burden every weapon, one each; Control only the main weapon", () => {
    expect(m({ vehicleMarkers: marked, vehicleMainWeapon: true })).toEqual([0, 4]);
    expect(m({ vehicleMarkers: marked, vehicleMainWeapon: false })).toEqual([0, 3]);
    expect(m({ vehicleMarkers: { "sp-vehicle-control": 2 }, vehicleMainWeapon: true })).toEqual([0, 2]);
  });
  it("are named apart from the gunner's own wounds on the breakdown", () => {
    expect(fireModifierBreakdown({ markers: { "sp-wound": 1 }, vehicleMarkers: marked, vehicleMainWeapon: true }, neutral).map((x) => [x.key, x.count])).toEqual([
      ["shooterWounded", 1],
      ["vehicleDamaged", 3],
      ["vehicleControl", 1],
    ]);
  });
  it("refuses a vehicle marker count that is not a number", () => {
    expect(() => fireModifiers({ vehicleMarkers: { "sp-vehicle-damage": Number.NaN } }, neutral)).toThrow(/vehicleMarkers/);
  });
});

describe("breakdown and errors", () => {
  it("names each modifier with its count and label", () => {
    expect(fireModifierBreakdown({ moved: true }, { movedLastTurn: true, cover: "high" })).toEqual([
      { key: "targetInHighCover", side: "disadvantage", label: "STARSKIRMISH.SpacePatrol.Fire.disadvantage.targetInHighCover", count: 2 },
      { key: "shooterMoved", side: "disadvantage", label: "STARSKIRMISH.SpacePatrol.Fire.disadvantage.shooterMoved", count: 1 },
    ]);
  });
  it("refuses darkness 4, negative suppression and a fractional drive code", () => {
    expect(() => fireModifiers({ darkness: 4 }, neutral)).toThrow(/Darkness/);
    expect(() => fireModifiers({ suppressedBy: -1 }, neutral)).toThrow(/Suppression/);
    expect(() => fireModifiers({ driveCode: 1.5 }, neutral)).toThrow(/Drive code/);
  });
});

describe("the flat sum agrees with the named list", () => {
  it("over seeded situations", () => {
    const rng = new SeededDice(21);
    const flip = (): boolean => rng.die(2) === 1;
    for (let i = 0; i < 2000; i++) {
      const s: FireShooterSituation = {
        steadyAim: flip(),
        moved: flip(),
        undetected: flip(),
        suppressedBy: rng.die(4) - 1,
        twoSidearms: flip(),
        mainOrHeavyInMeleeContact: flip(),
        darkness: rng.die(4) - 1,
        inSmoke: flip(),
        ...(flip() ? { driveCode: rng.die(6) - 2 } : {}),
        markers: { "sp-wound": rng.die(3) - 1, "sp-steadyAim": rng.die(2) - 1 },
        ...(flip() ? { vehicleMainWeapon: flip(), vehicleMarkers: { "sp-vehicle-damage": rng.die(3) - 1, "sp-vehicle-failureCascade": rng.die(2) - 1, "sp-vehicle-control": rng.die(3) - 1 } } : {}),
      };
      const t: FireTargetSituation = {
        movedLastTurn: flip(),
        cover: (["none", "low", "high"] as const)[rng.die(3) - 1] ?? "none",
        movingWhileSuppressedByShooter: flip(),
        vehicleOrLargeCreature: flip(),
        prone: flip(),
        hunkered: flip(),
        twoMovesLastTurn: flip(),
        flying: flip(),
        inSmoke: flip(),
        ...(flip() ? { movingVehicleDriveCode: rng.die(8) - 2 } : {}),
        markers: { "sp-stun": rng.die(2) - 1, "sp-hunkered": rng.die(2) - 1 },
      };
      const listed = fireModifierBreakdown(s, t);
      const sum = (side: string): number => listed.filter((m) => m.side === side).reduce((n, m) => n + m.count, 0);
      expect(fireModifiers(s, t)).toEqual({ advantages: sum("advantage"), disadvantages: sum("disadvantage") });
    }
  });
});

describe("a target on a vehicle table is a vehicle (Guide 6.6)", () => {
  it("names the vehicle advantage the resolver counts, so the card's list adds up to its count", () => {
    const target = { markers: {}, armour: 0, table: "vehicle" as const };
    const fired = resolveFire({ shooter: { asset: 2 }, weapon: { band: "effective", penetration: 5, targets: 1, ammoPerTurn: 1, attack: "energy" }, targets: [target], d20: 14, dice: new FixedDice([6, 5, 4]) });
    const listed = fireModifierBreakdown({}, targetSituation(target));
    expect(listed.map((m) => m.key)).toEqual(["targetStillInOpen", "targetVehicleOrLarge"]);
    expect(listed.filter((m) => m.side === "advantage").reduce((n, m) => n + m.count, 0)).toBe(fired.targets[0]!.advantages);
    // a person is left as he is
    const person = { markers: {}, armour: 0 };
    expect(targetSituation(person)).toBe(person);
  });

  it("reads every table but the individual one as a vehicle, and refuses a table that is not a name", () => {
    expect(["vehicle", "spacecraft", "heavyVehicle"].map(onVehicleTable)).toEqual([true, true, true]);
    expect([undefined, "", "individual"].map(onVehicleTable)).toEqual([false, false, false]);
    expect(() => onVehicleTable(3 as unknown as string)).toThrow(RangeError);
  });
});
