// What the NPC, vehicle and spacecraft sheets show and how their crews change, without Foundry.
import { describe, expect, it } from "vitest";
import { initialValue, validateData } from "../../../../src/core/schema";
import { NPC_SCHEMA } from "../../../../src/rulesets/space-patrol/data/npc-schema";
import { VEHICLE_SCHEMA, type VehicleSystem } from "../../../../src/rulesets/space-patrol/data/vehicle-schema";
import { SPACECRAFT_SCHEMA, type SpacecraftSystem } from "../../../../src/rulesets/space-patrol/data/spacecraft-schema";
import { WEAPON_SCHEMA, type WeaponSystem } from "../../../../src/rulesets/space-patrol/data/weapon-schema";
import { storedToAssetLevel } from "../../../../src/rulesets/space-patrol/data/asset-level";
import { sideChoices } from "../../../../src/rulesets/space-patrol/data/sides";
import { assetToAdd, npcAssetRows, npcContext } from "../../../../src/rulesets/space-patrol/view/npc-context";
import { spacecraftContext, vehicleContext } from "../../../../src/rulesets/space-patrol/view/craft-context";
import {
  addSeat,
  applySeatEdits,
  assignSeat,
  assignStation,
  clearSeat,
  clearStation,
  stationCrewChanges,
  isStationKey,
  removeSeat,
  seatNow,
  stationRows,
  vehicleGunner,
  type Seat,
} from "../../../../src/rulesets/space-patrol/view/crew-context";
import type { CarriedItem } from "../../../../src/rulesets/space-patrol/view/inventory-context";
import { fireTargets, readFireForm } from "../../../../src/rulesets/space-patrol/view/fire-plan";
import { fireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-card";
import { resolveFire } from "../../../../src/rulesets/space-patrol/rules/fire";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { bestLevel, rollerLevel } from "../../../../src/rulesets/space-patrol/view/crew-levels";
import { resolveStartOfTurn, startOfTurnCardContext } from "../../../../src/rulesets/space-patrol/view/start-of-turn-card";

const gun = (id: string, code: WeaponSystem["code"]): CarriedItem => ({ id, name: id, img: "", type: "spWeapon", system: { ...initialValue(WEAPON_SCHEMA), code } as WeaponSystem });

describe("the new actors' data", () => {
  it("starts at 0 or empty and is valid against its own description", () => {
    for (const schema of [NPC_SCHEMA, VEHICLE_SCHEMA, SPACECRAFT_SCHEMA]) expect(validateData(schema, initialValue(schema))).toEqual([]);
    const ship = initialValue(SPACECRAFT_SCHEMA);
    expect([ship.sDrive, ship.aDrive, ship.scannerArray, ship.fireControl, ship.astrogationComputer, ship.flightComputer, ship.armour]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(initialValue(NPC_SCHEMA)).toMatchObject({ side: "enemies", leader: false, hero: false, plotArmor: { value: 0, max: 0 }, assets: {} });
  });
  it("refuses an asset that does not exist and a level beyond 10", () => {
    expect(validateData(NPC_SCHEMA, { assets: { flying: 2 } })).toHaveLength(1);
    expect(validateData(NPC_SCHEMA, { assets: { will: 11 } })).toHaveLength(1);
  });
  it("reads stored levels in the rules' terms (Guide 2)", () => {
    expect([storedToAssetLevel(undefined), storedToAssetLevel(-1), storedToAssetLevel(0), storedToAssetLevel(7)]).toEqual(["X", "X", 0, 7]);
  });
  it("offers the three sides", () => {
    expect(sideChoices().map((s) => s.value)).toEqual(["players", "enemies", "neutral"]);
  });
});

describe("NPC sheet", () => {
  it("lists only the assets the NPC has, in the Guide's order, X shown as X", () => {
    const rows = npcAssetRows({ will: 1, athletics: 0, stealth: -1, nonsense: 3 });
    expect(rows.map((r) => [r.id, r.display])).toEqual([
      ["athletics", "0"],
      ["stealth", "X"],
      ["will", "1"],
    ]);
  });
  it("offers every other asset to add, and its inventory and movement as a patrolman's", () => {
    const c = npcContext({ assets: { will: 1 } }, [gun("pistol", "S")], { "sp-wound": 1 });
    expect(c.addableAssets).toHaveLength(61);
    expect(c.addableAssets.some((a) => a.value === "will")).toBe(false);
    expect(c.inventory.find((s) => s.slot === "sidearm")?.items.map((i) => i.id)).toEqual(["pistol"]);
    expect(c.movement).toBeGreaterThanOrEqual(0);
    expect(c.sides).toHaveLength(3);
  });
  it("adds a chosen asset it lacks, and nothing for a blank, a known or an unknown choice", () => {
    expect(assetToAdd("tactics", { will: 1 })).toBe("tactics");
    expect(assetToAdd("will", { will: 1 })).toBeNull();
    expect(assetToAdd("", {})).toBeNull();
    expect(assetToAdd("flying", {})).toBeNull();
    expect(assetToAdd(3, {})).toBeNull();
  });
});

describe("vehicle crew seats", () => {
  const crew: Seat[] = [
    { role: "driver", actorUuid: "Actor.a", actorName: "A" },
    { role: "gunner", actorUuid: "", actorName: "" },
  ];
  it("seats a dropped actor where it was dropped, else in the first empty seat, else in a new seat", () => {
    expect(assignSeat(crew, 0, { actorUuid: "Actor.b", actorName: "B" })[0]).toMatchObject({ role: "driver", actorUuid: "Actor.b" });
    expect(assignSeat(crew, null, { actorUuid: "Actor.b", actorName: "B" })[1]).toMatchObject({ role: "gunner", actorUuid: "Actor.b" });
    const full = assignSeat(assignSeat(crew, null, { actorUuid: "Actor.b", actorName: "B" }), null, { actorUuid: "Actor.c", actorName: "C" });
    expect(full).toHaveLength(3);
    expect(full[2]).toEqual({ role: "crewman", actorUuid: "Actor.c", actorName: "C" });
  });
  it("moves an actor already aboard rather than seating him twice", () => {
    const moved = assignSeat(crew, 1, { actorUuid: "Actor.a", actorName: "A" });
    expect(moved.map((s) => s.actorUuid)).toEqual(["", "Actor.a"]);
    expect(crew[0]?.actorUuid).toBe("Actor.a");
  });
  it("adds, clears and removes seats, and takes only known roles from the form", () => {
    expect(addSeat(crew)).toHaveLength(3);
    expect(clearSeat(crew, 0)[0]).toEqual({ role: "driver", actorUuid: "", actorName: "" });
    expect(removeSeat(crew, 0)).toEqual([crew[1]]);
    expect(applySeatEdits(crew, { "0": { role: "commander" }, "1": { role: "pilot" }, "5": { role: "gunner" } }).map((s) => s.role)).toEqual(["commander", "gunner"]);
    expect(applySeatEdits(crew, null)).toEqual(crew);
  });
  it("finds the seat a row showed after changes since: in place, moved up, or gone", () => {
    const seen = { index: 1, seat: { ...crew[1]! }, count: crew.length };
    expect(seatNow(crew, seen)).toBe(1);
    expect(seatNow(removeSeat(crew, 0), seen)).toBe(0);
    expect(seatNow(assignSeat(crew, 1, { actorUuid: "Actor.b", actorName: "B" }), seen)).toBe(-1);
    expect(seatNow([], seen)).toBe(-1);
  });
  it("finds a seat whose role was changed since at its place, but only while no seat moved", () => {
    const empties = [
      { role: "crewman", actorUuid: "", actorName: "" },
      { role: "crewman", actorUuid: "", actorName: "" },
    ] as const;
    const seen = { index: 0, seat: { ...empties[0] }, count: 2 };
    const retitled = applySeatEdits(empties, { "0": { role: "gunner" } });
    expect(seatNow(retitled, seen)).toBe(0);
    // a seat before it removed since: its place holds the next seat, empty too but another role,
    // which is not taken for it; the seat itself moved up
    const three = [
      { role: "crewman", actorUuid: "", actorName: "" },
      { role: "gunner", actorUuid: "", actorName: "" },
      { role: "driver", actorUuid: "", actorName: "" },
    ] as const;
    expect(seatNow(removeSeat(three, 0), { index: 1, seat: { ...three[1] }, count: 3 })).toBe(0);
  });
  it("gives the weapons to the gunner, else the commander, a crewman, the driver (Guide 6.7)", () => {
    expect(vehicleGunner(crew)).toBe("Actor.a");
    expect(vehicleGunner([...crew, { role: "commander", actorUuid: "Actor.c", actorName: "C" }])).toBe("Actor.c");
    expect(vehicleGunner([{ role: "passenger", actorUuid: "Actor.p", actorName: "P" }])).toBe("");
  });
  it("shows LV and MV weapons as the vehicle's weapons, everything else as aboard (Guide 6.7)", () => {
    const c = vehicleContext({ crew } as Pick<VehicleSystem, "crew">, [gun("cannon", "MV"), gun("mg", "LV"), gun("pistol", "S")]);
    expect(c.weapons.map((w) => w.id)).toEqual(["cannon", "mg"]);
    expect(c.cargo.map((w) => [w.id, w.canFire])).toEqual([["pistol", false]]);
    expect(c.seats.map((s) => s.empty)).toEqual([false, true]);
    expect(c.vehicleTypes.map((t) => t.value)).toEqual(["wheeled", "tracked", "watercraft", "flying"]);
  });
});

describe("spacecraft stations (Guide 7.4)", () => {
  const stations = initialValue(SPACECRAFT_SCHEMA).stations as SpacecraftSystem["stations"];
  it("lists the six stations with what each may do", () => {
    const rows = stationRows(stations);
    expect(rows.map((r) => r.key)).toEqual(["flight", "astrogation", "engineering", "gunnery", "intelligence", "medical"]);
    expect(rows.find((r) => r.key === "gunnery")?.actions.map((a) => a.label)).toContain("STARSKIRMISH.SpacePatrol.SpaceAction.fireWeapons");
    expect(rows.find((r) => r.key === "flight")?.actions.find((a) => a.label.endsWith("standardMove"))?.free).toBe(true);
  });
  it("posts a dropped actor at the station named, else the first free one; none when all are taken", () => {
    const who = { actorUuid: "Actor.x", actorName: "X" };
    expect(assignStation(stations, "gunnery", who)?.gunnery).toEqual({ ...who, npcLevel: 0 });
    expect(assignStation(stations, null, who)?.flight).toEqual({ ...who, npcLevel: 0 });
    let all = stations;
    for (const key of ["flight", "astrogation", "engineering", "gunnery", "intelligence", "medical"] as const) all = assignStation(all, key, who)!;
    expect(assignStation(all, null, who)).toBeNull();
    // Guide 7.14: one crewman may cover a second station
    expect(assignStation(all, "medical", { actorUuid: "Actor.y", actorName: "Y" })?.medical.actorUuid).toBe("Actor.y");
    expect(clearStation(all, "medical").medical).toEqual({ actorUuid: "", actorName: "", npcLevel: 0 });
    // Guide 7.14: the station's NPC crew level stays when its crewman leaves
    const npcs = { ...all, medical: { ...all.medical, npcLevel: 3 } };
    expect(clearStation(npcs, "medical").medical.npcLevel).toBe(3);
    expect([isStationKey("medical"), isStationKey("bridge"), isStationKey(null)]).toEqual([true, false, false]);
  });
  it("writes of a station change only the stations whose crewman changed, each with its crewman alone", () => {
    const who = { actorUuid: "Actor.x", actorName: "X" };
    const manned = assignStation(stations, "gunnery", who)!;
    expect(stationCrewChanges(stations, manned)).toEqual({ gunnery: who });
    expect(stationCrewChanges(manned, clearStation(manned, "gunnery"))).toEqual({ gunnery: { actorUuid: "", actorName: "" } });
    expect(stationCrewChanges(manned, manned)).toEqual({});
  });
  it("shows the component codes as inputs and every weapon aboard", () => {
    const ship = { ...initialValue(SPACECRAFT_SCHEMA), sDrive: 2 } as SpacecraftSystem;
    const c = spacecraftContext(ship, [gun("laser", "A")]);
    expect(c.codes[0]).toEqual({ key: "sDrive", name: "system.sDrive", label: "STARSKIRMISH.SpacePatrol.Spacecraft.sDrive", value: 2 });
    expect(c.codes).toHaveLength(6);
    expect(c.weapons.map((w) => w.id)).toEqual(["laser"]);
  });
});

describe("fire at a vehicle or spacecraft", () => {
  it("passes each target's damage table to the rules", () => {
    const targets = fireTargets([{ markers: {}, distanceToPrimary: 0, armour: 4, table: "vehicle" }], readFireForm({}, 1), [1]);
    expect(targets[0]).toMatchObject({ table: "vehicle", armour: 4 });
  });
  it("takes an exploded craft out like a dead man (Guide 6.15)", () => {
    const result = resolveFire({
      shooter: { asset: 5 },
      weapon: { band: "effective", penetration: 20, targets: 1, ammoPerTurn: 1 },
      targets: [{ markers: {}, armour: 0, table: "spacecraft" }],
      d20: 20,
      dice: new FixedDice([10, 10, 10]),
    });
    const card = fireCardContext({ shooterName: "A", weaponName: "B", band: "effective", result, targets: [{ key: "t", name: "T", markers: {} }] });
    expect(card.targets[0]?.damage[0]?.label).toBe("STARSKIRMISH.SpacePatrol.Damage.spacecraft.explodes");
    expect(card.targets[0]?.dead).toBe(true);
  });
});

describe("a craft's start-of-turn checks are rolled by its crew (SP-11)", () => {
  it("a crewman's check goes to the best at the asset; the commander rolls Morale when seated", () => {
    const crew = [
      { role: "driver", level: 3 as const },
      { role: "commander", level: 1 as const },
      { role: "gunner", level: "X" as const },
    ];
    expect(bestLevel(crew)).toBe(3);
    expect(bestLevel([])).toBe("X");
    expect(rollerLevel(crew, "crewman")).toBe(3);
    expect(rollerLevel(crew, "commander")).toBe(1);
    expect(rollerLevel(crew.filter((c) => c.role !== "commander"), "commander")).toBe(3);
    expect(rollerLevel(crew, "captain")).toBe(3);
  });
  it("a failed Failure Cascade check wrecks a vehicle and ends its checks", () => {
    // Mechanics 2: 5 + 2 against DT 12 fails.
    const r = resolveStartOfTurn({ "sp-vehicle-failureCascade": 1, "sp-vehicle-morale": 1 }, (asset) => (asset === "mechanics" ? 2 : 0), [5, 20], "vehicle");
    expect(r.rows.map((x) => x.label.split(".").slice(-2).join("."))).toEqual(["vehicle.failureCascade"]);
    expect(r.summary.counts).toMatchObject({ "sp-vehicle-wrecked": 1 });
    expect(startOfTurnCardContext("Crawler", r).outcomes).toEqual(["STARSKIRMISH.SpacePatrol.StartOfTurn.outcome.wrecked"]);
  });
  it("a spacecraft whose captain fails Morale must withdraw (Guide 7.10)", () => {
    const r = resolveStartOfTurn({ "sp-spacecraft-morale": 1 }, (_a, roller) => (roller === "captain" ? 1 : 0), [3], "spacecraft");
    expect(r.summary.mustWithdraw).toBe(true);
    expect(startOfTurnCardContext("Cutter", r).outcomes).toEqual(["STARSKIRMISH.SpacePatrol.StartOfTurn.outcome.mustWithdraw"]);
  });
});
