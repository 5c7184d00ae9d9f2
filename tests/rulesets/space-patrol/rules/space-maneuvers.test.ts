// Guide 7.5 maneuvers.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { MANEUVER_EFFECTS, maneuverRule, resolveManeuver, resolveShimshamCrash, type ManeuverKey } from "../../../../src/rulesets/space-patrol/rules/space-maneuvers";

describe("maneuver rolls (Guide 7.5)", () => {
  it.each([
    ["evasiveManeuvers", 12, ["spacePilot"]],
    ["comeToGrips", 12, ["spacePilot"]],
    ["rideTheWake", 16, ["spacePilot"]],
    ["asteroidShimsham", 16, ["spacePilot"]],
    ["goDark", 12, ["shipDrives"]],
    ["boostEngines", 12, ["shipDrives"]],
    ["boostBeam", 12, ["shipDrives"]],
    ["boostField", 16, ["electronics", "astrogation"]],
  ] as const)("%s is DT %i with %j", (key, dt, assets) => {
    expect(maneuverRule(key)).toMatchObject({ dt, assets });
  });
  it("refuses an unknown maneuver", () => expect(() => maneuverRule("barrelRoll" as ManeuverKey)).toThrow(/barrelRoll/));
});

describe("resolveManeuver", () => {
  it("Flight Markers burden pilot maneuvers", () => {
    const r = resolveManeuver({ key: "evasiveManeuvers", asset: 2, equipment: 1, shipMarkers: { "sp-spacecraft-flight": 2 }, d20: 15 });
    expect(r.task.dt).toBe(20);
    expect(r.success).toBe(false);
  });
  it("Come to Grips compares Space Pilot levels", () => {
    expect(resolveManeuver({ key: "comeToGrips", asset: 3, equipment: 0, compare: { own: 3, enemy: 1 }, d20: 5 }).task.dt).toBe(8);
    expect(resolveManeuver({ key: "comeToGrips", asset: 3, equipment: 0, compare: { own: 1, enemy: 3 }, d20: 5 }).task.dt).toBe(16);
    expect(() => resolveManeuver({ key: "comeToGrips", asset: 3, equipment: 0, d20: 5 })).toThrow(/compares/);
  });
  it("Boost Engines: 1d4 hexes plus 1 per special success; failure is a Drive Marker", () => {
    expect(resolveManeuver({ key: "boostEngines", asset: 4, equipment: 0, d20: 16, dice: new FixedDice([3]) }).extraHexes).toBe(5);
    expect(resolveManeuver({ key: "boostEngines", asset: 0, equipment: 0, d20: 5 }).markerGained).toBe("sp-spacecraft-drive");
  });
  it("Boost Engines bears Drive Markers", () => {
    expect(resolveManeuver({ key: "boostEngines", asset: 0, equipment: 0, shipMarkers: { "sp-spacecraft-drive": 1 }, d20: 5 }).task.dt).toBe(16);
  });
  it("Boost Beam: +10 PEN effective and long, +5 extreme, +5 per special success; failure a Gunnery Marker", () => {
    expect(resolveManeuver({ key: "boostBeam", asset: 4, equipment: 0, d20: 12 }).beamPen).toEqual({ effective: 15, long: 15, extreme: 10 });
    expect(resolveManeuver({ key: "boostBeam", asset: 0, equipment: 0, d20: 1 }).markerGained).toBe("sp-spacecraft-gunnery");
  });
  it("Boost Field bears Astrogation and Drive Markers; failure an Astrogation Marker", () => {
    const r = resolveManeuver({ key: "boostField", asset: 0, equipment: 0, shipMarkers: { "sp-spacecraft-astrogation": 1, "sp-spacecraft-drive": 1 }, d20: 20 });
    expect(r.task.dt).toBe(24);
    expect(r.markerGained).toBe("sp-spacecraft-astrogation");
  });
  it("Go Dark: one enemy scanner disadvantage per special success", () => {
    expect(resolveManeuver({ key: "goDark", asset: 2, equipment: 2, d20: 16 }).enemyScannerDisadvantages).toBe(2);
  });
  it("a failed Asteroid Shimsham calls for the crash roll", () => {
    expect(resolveManeuver({ key: "asteroidShimsham", asset: 0, equipment: 0, compare: { own: 1, enemy: 1 }, d20: 3 }).mustAvoidCrash).toBe(true);
  });
});

describe("maneuver effects (Guide 7.5, 7.8)", () => {
  it("evasive: own non-torp fire at a disadvantage either way; enemy fire against at one on success", () => {
    expect(MANEUVER_EFFECTS.evasiveManeuvers.success).toMatchObject({ ownFire: -1, ownFireSparesTorps: true, enemyFireAgainst: -1 });
    expect(MANEUVER_EFFECTS.evasiveManeuvers.failure).toMatchObject({ ownFire: -1, enemyFireAgainst: 0 });
  });
  it("come to grips: an advantage both ways", () => expect(MANEUVER_EFFECTS.comeToGrips.success).toMatchObject({ ownFire: 1, enemyFireAgainst: 1 }));
  it("ride the wake: no scanners either way, no lock against it on success", () => {
    expect(MANEUVER_EFFECTS.rideTheWake.success).toMatchObject({ noOwnScanners: true, cannotBeLocked: true });
    expect(MANEUVER_EFFECTS.rideTheWake.failure).toMatchObject({ noOwnScanners: true, cannotBeLocked: false });
  });
  it("shimsham: own fire and scanners up, the enemy's down", () => {
    expect(MANEUVER_EFFECTS.asteroidShimsham.success).toMatchObject({ ownFire: 1, ownScanners: 1, enemyFireAgainst: -1, enemyScannersAgainst: 1 });
  });
  it("a shimsham crash is an unmodified spacecraft damage roll", () => {
    const [r] = resolveShimshamCrash(new FixedDice([5, 5, 3]));
    expect(r?.modifier).toBe(0);
    expect(r?.row.key).toBe("lightPenetration");
  });
});
