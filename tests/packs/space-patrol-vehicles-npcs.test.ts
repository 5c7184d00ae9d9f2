// The Space Patrol! vehicles and NPCs compendiums: the vehicles and non-player characters the Guide
// describes, with no statistic invented. The Guide prints no vehicle figures and no NPC assets, so
// those stay at their neutral values and each entry says the GM sets them; what the Guide does
// settle (a vehicle's kind, 6.7; the base commanders' side and command, 1.5) is transcribed below.
// What is our choice is marked as sample.
import { describe, expect, it } from "vitest";
import { VEHICLE_TYPES } from "../../src/rulesets/space-patrol/data/vehicle-schema";
import { copiedRun, packDocs } from "./space-patrol-pack-helpers";

interface VehicleDoc {
  name: string;
  type: string;
  system: Record<string, unknown> & { notes: string; crew: unknown[] };
  items: { name: string; type: string; system: Record<string, unknown> }[];
}
interface NpcDoc {
  name: string;
  type: string;
  system: Record<string, unknown> & { notes: string };
  items: unknown[];
}

const vehicles = packDocs<VehicleDoc>("sp-vehicles");
const npcs = packDocs<NpcDoc>("sp-npcs");
const weapons = packDocs<{ name: string; system: Record<string, unknown> }>("sp-weapons");

/**
 * Guide 6.7: wheeled vehicles, tracked vehicles, watercraft and flying vehicles turn differently;
 * 6.6: "A helicopter with a gatling gun" is the Guide's example of a many-target weapon.
 */
const VEHICLE_TEXT: Record<string, { vehicleType: string; weapons: string[] }> = {
  "Wheeled Ground Vehicle (blank)": { vehicleType: "wheeled", weapons: [] },
  "Tracked Ground Vehicle (blank)": { vehicleType: "tracked", weapons: [] },
  "Watercraft (blank)": { vehicleType: "watercraft", weapons: [] },
  "Aircraft (blank)": { vehicleType: "flying", weapons: [] },
  "Helicopter with Gatling Gun (sample)": { vehicleType: "flying", weapons: ["Gatling Gun"] },
};

describe("sp-vehicles", () => {
  it("holds a vehicle of each kind Guide 6.7 rules on, and the helicopter of 6.6", () => {
    expect(vehicles.every((v) => v.type === "spVehicle")).toBe(true);
    expect(vehicles.map((v) => v.name).sort()).toEqual(Object.keys(VEHICLE_TEXT).sort());
    expect([...new Set(vehicles.map((v) => v.system.vehicleType))].sort()).toEqual([...VEHICLE_TYPES].sort());
  });

  it.each(Object.entries(VEHICLE_TEXT))("%s has the Guide's kind and carries what it names", (name, text) => {
    const v = vehicles.find((d) => d.name === name);
    expect(v?.system.vehicleType).toBe(text.vehicleType);
    expect(v?.items.map((i) => i.name)).toEqual(text.weapons);
  });

  it.each(vehicles.map((v) => [v.name, v] as const))("%s invents no statistic and says the GM sets them", (_name, v) => {
    expect(v.system).toMatchObject({ driveCode: 0, speed: 0, armour: 0, side: "enemies" });
    expect(v.system.crew).toEqual([]);
    expect(v.system.notes).toContain("The Guide prints no statistics for this vehicle");
    expect(v.system.notes).toContain("the GM sets them");
  });

  it("marks as sample every vehicle that carries a weapon", () => {
    for (const v of vehicles) if (v.items.length > 0) expect(v.name).toContain("(sample)");
    for (const v of vehicles) if (v.name.includes("(sample)")) expect(v.system.notes).toContain("SAMPLE:");
  });

  it("carries copies of the weapons compendium's entries, with their figures", () => {
    for (const item of vehicles.flatMap((v) => v.items)) {
      const source = weapons.find((w) => w.name === item.name);
      expect(source, item.name).toBeDefined();
      expect(item.system).toEqual(source!.system);
    }
  });
});

/**
 * Guide 1.5: the Senior Patrol Leader (rank 6) commands the base and its squadron; the SPL's deputy, the
 * Assistant SPL, is rank 5 or 6. Guide 4.2: villains may have Plot Armor Points. Guide 6.9:
 * designated leaders do not surrender.
 */
const NPC_TEXT: Record<string, { side: string; leader: boolean; rank: RegExp }> = {
  "Senior Patrol Leader": { side: "players", leader: true, rank: /rank 6/ },
  "Assistant Senior Patrol Leader": { side: "players", leader: false, rank: /rank 5 or 6/ },
  "Villain (sample)": { side: "enemies", leader: true, rank: /Plot Armor Points/ },
};

describe("sp-npcs", () => {
  it("holds the NPCs the Guide describes", () => {
    expect(npcs.every((n) => n.type === "spNpc")).toBe(true);
    expect(npcs.map((n) => n.name).sort()).toEqual(Object.keys(NPC_TEXT).sort());
  });

  it.each(Object.entries(NPC_TEXT))("%s has the Guide's side, command and rank", (name, text) => {
    const n = npcs.find((d) => d.name === name);
    expect(n?.system).toMatchObject({ side: text.side, leader: text.leader, hero: false });
    expect(n?.system.notes).toMatch(text.rank);
  });

  it.each(npcs.map((n) => [n.name, n] as const))("%s invents no asset or point and says the GM sets them", (_name, n) => {
    expect(n.system.assets).toEqual({});
    expect(n.system.plotArmor).toEqual({ value: 0, max: 0 });
    expect(n.items).toEqual([]);
    expect(n.system.notes).toContain("The Guide gives this NPC no asset levels and no Plot Armor Points");
    expect(n.system.notes).toContain("the GM sets them");
  });

  it("marks as sample the choice that is not the Guide's", () => {
    expect(npcs.find((n) => n.name === "Villain (sample)")?.system.notes).toMatch(/SAMPLE: .*our choice, not the Guide's/);
  });
});

describe("vehicle and NPC notes", () => {
  it.each([...vehicles, ...npcs].map((d) => [d.name, d.system.notes] as const))("%s is written in our own words", (_name, html) => {
    expect(html).toMatch(/^(<p>.+<\/p>)+$/);
    expect(copiedRun(html)).toBeNull();
  });
});
