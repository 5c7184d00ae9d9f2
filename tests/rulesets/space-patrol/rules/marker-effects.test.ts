// Standing marker effects: Guide 6.14, 6.15, 7.5, 7.6, 7.7, 7.8, 7.12.
import { describe, expect, it } from "vitest";
import {
  airDriveCodeAfterMarkers,
  astrogationCodeAfterMarkers,
  hasGravityLoss,
  markerMaximum,
  lifeSupportWorks,
  movementAfterMarkers,
  spaceSpeedAfterMarkers,
  taskDisadvantagesFromMarkers,
  vehicleSpeedAfterMarkers,
  type MarkerTaskKind,
} from "../../../../src/rulesets/space-patrol/rules/marker-effects";

describe("taskDisadvantagesFromMarkers", () => {
  const person = { "sp-wound": 2, "sp-mortalWound": 1, "sp-stun": 1, "sp-morale": 1 };
  it("a person has one disadvantage per Wound and Mortal Wound Marker on every asset task (Guide 6.14)", () => {
    expect(taskDisadvantagesFromMarkers(person, "asset")).toBe(3);
  });
  it("Stun and Morale Markers give no standing disadvantage", () => {
    expect(taskDisadvantagesFromMarkers({ "sp-stun": 1, "sp-morale": 1 }, "asset")).toBe(0);
  });

  const vehicle = { "sp-vehicle-damage": 2, "sp-vehicle-failureCascade": 1, "sp-vehicle-control": 3, "sp-vehicle-morale": 1 };
  it.each([
    ["vehicleDrive", 6],
    ["vehicleScanner", 6],
    ["vehicleMainWeapon", 6],
    ["vehicleLightWeapon", 3],
    ["vehicleFunction", 3],
    ["repair", 0],
  ] as const)("a vehicle with 2 DM, 1 FCM, 3 CM has %i -> %i (Guide 6.15)", (kind, expected) => {
    expect(taskDisadvantagesFromMarkers(vehicle, kind)).toBe(expected);
  });

  const ship = {
    "sp-spacecraft-gunnery": 1,
    "sp-spacecraft-electronics": 2,
    "sp-spacecraft-drive": 3,
    "sp-spacecraft-astrogation": 4,
    "sp-spacecraft-flight": 5,
    "sp-spacecraft-hull": 1,
    "sp-spacecraft-failureCascade": 1,
  };
  it.each([
    ["spaceFire", 1],
    ["pointDefense", 1],
    ["scanner", 2],
    ["comms", 2],
    ["shipDrives", 3],
    ["boostField", 7],
    ["warpPreparation", 7],
    ["spacePilot", 5],
    ["repair", 0],
  ] as const)("a spacecraft's %s tasks take %i (Guide 7.5-7.12)", (kind, expected) => {
    expect(taskDisadvantagesFromMarkers(ship, kind)).toBe(expected);
  });
  it("refuses an unknown task kind", () => {
    expect(() => taskDisadvantagesFromMarkers({}, "knitting" as MarkerTaskKind)).toThrow(/task kind/);
  });
});

describe("movement and speed", () => {
  it("-1 inch per Wound and Mortal Wound Marker, never below 0 (Guide 6.14)", () => {
    expect(movementAfterMarkers(10, { "sp-wound": 2, "sp-mortalWound": 1 })).toBe(7);
    expect(movementAfterMarkers(2, { "sp-wound": 5 })).toBe(0);
  });
  it("vehicles lose 10% speed per Damage and Failure Cascade Marker (Guide 6.15)", () => {
    expect(vehicleSpeedAfterMarkers(40, { "sp-vehicle-damage": 2, "sp-vehicle-failureCascade": 1 })).toBe(28);
    expect(vehicleSpeedAfterMarkers(40, { "sp-vehicle-damage": 12 })).toBe(0);
    expect(vehicleSpeedAfterMarkers(40, { "sp-vehicle-control": 2 })).toBe(40);
  });
  it("spacecraft lose a hex per Drive and Flight Marker (Guide 7.12)", () => {
    expect(spaceSpeedAfterMarkers(6, { "sp-spacecraft-drive": 1, "sp-spacecraft-flight": 2 })).toBe(3);
    expect(spaceSpeedAfterMarkers(2, { "sp-spacecraft-drive": 3 })).toBe(0);
  });
  it("Drive Markers lower the air drive code and may take it below 0 (Guide 7.12)", () => {
    expect(airDriveCodeAfterMarkers(1, { "sp-spacecraft-drive": 2 })).toBe(-1);
  });
  it("Astrogation Markers lower the astrogation code and PBF (Guide 7.12)", () => {
    expect(astrogationCodeAfterMarkers(3, { "sp-spacecraft-astrogation": 1 })).toBe(2);
  });
  it("gravity fails once Drive Markers bring speed to 0 (Guide 7.12)", () => {
    expect(hasGravityLoss(3, { "sp-spacecraft-drive": 3 })).toBe(true);
    expect(hasGravityLoss(3, { "sp-spacecraft-drive": 2, "sp-spacecraft-flight": 1 })).toBe(false);
  });
  it("a ship no Drive Marker slowed keeps its gravity, even with no speed filled in (Guide 7.12)", () => {
    expect(hasGravityLoss(0, {})).toBe(false);
    expect(hasGravityLoss(0, { "sp-spacecraft-drive": 1 })).toBe(true);
  });
  it("a Hull Marker stops life support (Guide 7.12)", () => {
    expect(lifeSupportWorks({ "sp-spacecraft-hull": 1 })).toBe(false);
    expect(lifeSupportWorks({})).toBe(true);
  });
  it("refuses a negative base", () => {
    expect(() => movementAfterMarkers(-1, {})).toThrow(/Movement/);
    expect(() => vehicleSpeedAfterMarkers(Number.NaN, {})).toThrow(/Speed/);
  });
});

describe("limits (SP-9)", () => {
  it.each([
    ["sp-morale", 1],
    ["sp-stun", 1],
    ["sp-vehicle-morale", 1],
    ["sp-spacecraft-morale", 1],
    ["sp-wound", Number.POSITIVE_INFINITY],
    ["sp-mortalWound", Number.POSITIVE_INFINITY],
    ["sp-vehicle-control", Number.POSITIVE_INFINITY],
    ["sp-spacecraft-drive", Number.POSITIVE_INFINITY],
  ])("%s: at most %d", (id, max) => expect(markerMaximum(id)).toBe(max));
  it("refuses an unknown marker", () => expect(() => markerMaximum("sp-x")).toThrow(/sp-x/));
});
