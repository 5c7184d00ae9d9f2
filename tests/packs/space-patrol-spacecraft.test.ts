// The Space Patrol! spacecraft compendium: the ships the Guide describes by their crews (7.4, 7.14),
// a patrol frigate and the opponents, with no ship statistic invented: the Guide prints none, so every
// code, the armour and the speed are 0 and each entry says the GM fills them in. Crews are as the
// Guide describes them; what is our choice (an NPC crew level, a sample weapon) is marked as sample.
import { describe, expect, it } from "vitest";
import { copiedRun, packDocs } from "./space-patrol-pack-helpers";

interface Station {
  actorUuid: string;
  npcLevel: number;
}
interface ShipDoc {
  name: string;
  type: string;
  system: Record<string, unknown> & { side: string; notes: string; stations: Record<string, Station> };
  items: { name: string; type: string; system: Record<string, unknown> }[];
}

const ships = packDocs<ShipDoc>("sp-spacecraft");
const weapons = packDocs<{ name: string; system: Record<string, unknown> }>("sp-weapons");
const byName = (start: string) => ships.find((s) => s.name.startsWith(start))!;
/** The stations an NPC crew holds. */
const crewed = (s: ShipDoc) => Object.entries(s.system.stations).filter(([, v]) => v.npcLevel > 0).map(([k]) => k);
const ALL = ["flight", "astrogation", "engineering", "gunnery", "intelligence", "medical"];

describe("sp-spacecraft", () => {
  it("holds the patrol's frigate and at least two opponents", () => {
    expect(ships.every((s) => s.type === "spSpacecraft")).toBe(true);
    expect(ships.filter((s) => s.system.side === "players").map((s) => s.name)).toEqual(["Space Patrol Exploration Frigate (blank)"]);
    expect(ships.filter((s) => s.system.side === "enemies").length).toBeGreaterThanOrEqual(2);
  });

  it.each(ships.map((s) => [s.name, s] as const))("%s invents no statistic and says the GM fills them in", (_name, ship) => {
    for (const key of ["sDrive", "aDrive", "scannerArray", "fireControl", "astrogationComputer", "flightComputer", "armour", "speed"]) expect(ship.system[key]).toBe(0);
    expect(ship.system.notes).toContain("The Guide prints no statistics for this ship");
    expect(Object.values(ship.system.stations).every((v) => v.actorUuid === "")).toBe(true);
  });

  it("crews each ship as the Guide describes it (7.4, 7.14)", () => {
    // Guide 1.5, 7.4: the frigate carries one patrolman per branch, dropped on the stations by the players
    expect(crewed(byName("Space Patrol Exploration Frigate"))).toEqual([]);
    // Guide 7.14: a whole enemy crew at one level the GM picks from 1 to 4
    const warship = byName("Enemy Warship");
    expect(crewed(warship)).toEqual(ALL);
    expect(Object.values(warship.system.stations).every((v) => v.npcLevel >= 1 && v.npcLevel <= 4)).toBe(true);
    // Guide 7.14: a small gun boat has a pilot and a scanner operator, with a single weapon
    const boat = byName("Small Gun Boat");
    expect(crewed(boat)).toEqual(["flight", "intelligence"]);
    expect(boat.items).toHaveLength(1);
    // Guide 7.14: a shuttle for short trips might only have a pilot
    expect(crewed(byName("Shuttle"))).toEqual(["flight"]);
  });

  it("marks as sample every choice that is not the Guide's", () => {
    for (const ship of ships) {
      const chosen = crewed(ship).length > 0 && ship.system.side === "enemies";
      if (chosen) expect(ship.system.notes).toMatch(/not a figure from the Guide|Neither is a figure from the Guide/);
      if (ship.items.length > 0) expect(ship.name).toContain("(sample)");
    }
  });

  it("carries copies of the weapons compendium's entries, with their figures", () => {
    for (const item of ships.flatMap((s) => s.items)) {
      const source = weapons.find((w) => w.name === item.name);
      expect(source, item.name).toBeDefined();
      expect(item.system).toEqual(source!.system);
    }
  });

  it.each(ships.map((s) => [s.name, s.system.notes] as const))("%s is described in our own words", (_name, html) => {
    expect(copiedRun(html)).toBeNull();
  });
});
