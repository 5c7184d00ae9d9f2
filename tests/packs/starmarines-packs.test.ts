// @vitest-environment happy-dom
// The shipped StarMarines compendiums: every row of every table of X as a roll table read face by
// face against the rules data, a blank template for every role and vehicle class with no statistic
// filled in (SMR-4, SMR-16), sample units marked as sample everywhere, the eleven races with their
// columns, and the sample scenario's terrain regions read back through the system's terrain map.
import { describe, expect, it } from "vitest";
import { packDocs } from "../helpers/pack-sources";
import { starMarinesBoard } from "../helpers/starmarines-board";
import { EXPERIENCE_LEVELS, EXPERIENCE_TABLE } from "../../src/rulesets/starmarines/rules/experience";
import { RACES, RACE_PROFILES, SOLDIER_WOUNDING_TABLE, VEHICLE_DAMAGE_TABLE, WOUNDING_COLUMNS } from "../../src/rulesets/starmarines/rules/index";
import { MAP_KINDS, TERRAIN, terrainsOf } from "../../src/rulesets/starmarines/rules/terrain";
import { ARC_DIRECTIONS } from "../../src/rulesets/starmarines/rules/hex-facing";
import { ROLES } from "../../src/rulesets/starmarines/rules/army";
import { initialValue } from "../../src/core/schema";
import { UNIT_SCHEMA } from "../../src/rulesets/starmarines/data/unit-schema";
import { offsetToCube, HEX_LAYOUTS } from "../../src/core/board/hex-offsets";
import { hexKey } from "../../src/rulesets/starmarines/rules/movement";

interface Result {
  name: string;
  description: string;
  range: [number, number];
  flags: { starskirmish: { result: string } };
}
interface Table {
  name: string;
  formula: string;
  results: Result[];
  flags: { starskirmish: { smrTable: string } };
}
interface Unit {
  name: string;
  system: Record<string, unknown>;
  items: { name: string; system: Record<string, unknown> }[];
  flags: { starskirmish?: { sample?: boolean } };
}

const tables = Object.fromEntries(packDocs<Table>("smr-tables").map((d) => [d.flags.starskirmish.smrTable, d]));
const units = packDocs<Unit>("smr-units");

/** The result on every face of a table, face 1 first. */
function faces(key: string): string[] {
  const out: string[] = [];
  for (const r of tables[key]!.results) for (let f = r.range[0]; f <= r.range[1]; f++) out[f - 1] = r.flags.starskirmish.result;
  return out;
}

describe("StarMarines tables as roll tables (X)", () => {
  it("reads every column of the Soldier Wounding Table row by row", () => {
    for (const column of WOUNDING_COLUMNS) expect(faces(`wounding-${column}`), column).toEqual([...SOLDIER_WOUNDING_TABLE[column]]);
  });
  it("reads the Vehicle Damage Table row by row, and says the supertank reads one lower", () => {
    expect(faces("vehicle-damage")).toEqual([...VEHICLE_DAMAGE_TABLE]);
    expect(tables["vehicle-damage"]!.formula).toBe("1d6");
  });
  it("gives each experience level its cost, morale, attack and Leader range", () => {
    expect(faces("experience")).toEqual([...EXPERIENCE_LEVELS]);
    const veteran = tables.experience!.results.find((r) => r.flags.starskirmish.result === "veteran")!;
    expect(veteran.description).toContain(`Cost ${EXPERIENCE_TABLE.veteran.cost} points`);
    expect(veteran.description).toContain("Morale +1");
    // X, Soldier Experience Table: +1 leadership range is one hex, said in the singular
    expect(veteran.description).toContain("Leader range +1 hex.");
    expect(tables.experience!.results.find((r) => r.flags.starskirmish.result === "elite")!.description).toContain("Leader range +2 hexes.");
    expect(tables.experience!.results.find((r) => r.flags.starskirmish.result === "green")!.description).toContain("Leader range: not available");
  });
  it("says Average gives a Leader no bonus to his range, rather than a range of 0 hexes", () => {
    // X, Soldier Experience Table: Average's Leader Benefit is "none"; the Leader keeps his race book's range (IV-f)
    const average = tables.experience!.results.find((r) => r.flags.starskirmish.result === "average")!;
    expect(EXPERIENCE_TABLE.average.leaderRange).toBe(0);
    expect(average.description).toContain("Leader range: no bonus (+0 hexes).");
    expect(average.description).not.toContain("Leader range 0");
    // one point, in the singular
    expect(average.description).toContain("Cost 1 point per team or individual");
  });
  it("has the three terrain tables with their 13, 5 and 7 rows, each saying what entering costs", () => {
    expect(MAP_KINDS.map((m) => faces(`terrain-${m}`).length)).toEqual([13, 5, 7]);
    for (const map of MAP_KINDS) expect(faces(`terrain-${map}`)).toEqual(terrainsOf(map));
    const row = (map: string, terrain: string) => tables[`terrain-${map}`]!.results.find((r) => r.flags.starskirmish.result === terrain)!.description;
    expect(row("openField", "forest")).toContain("costs 2 move units");
    expect(row("openField", "forest")).toContain("Thick cover");
    expect(row("openField", "swamp")).toContain("(skimmers 1)");
    expect(row("openField", "river")).toContain("Only skimmers");
    expect(row("urban", "buildings")).toContain("Blocks line of sight");
    expect(row("techFacility", "storageTank")).toContain("or a catwalk");
    expect(row("techFacility", "catwalk")).toContain("Range +1");
    expect(Object.keys(TERRAIN)).toHaveLength(25);
  });
  it("draws the scatter diagram's six directions, 1 the facing, clockwise (SMR-21)", () => {
    expect(faces("scatter")).toEqual([...ARC_DIRECTIONS]);
  });
});

describe("StarMarines units", () => {
  const blank = initialValue(UNIT_SCHEMA);
  const stats = ["move", "aim", "armour", "toughness", "morale", "leaderRange", "pointCost"] as const;
  it("has a blank template for every role and vehicle class, with no statistic filled in (SMR-4, SMR-16)", () => {
    const templates = units.filter((u) => !u.flags.starskirmish?.sample);
    for (const role of ROLES.filter((r) => r !== "none")) expect(templates.some((u) => u.system.role === role), role).toBe(true);
    for (const size of ["small", "large"]) for (const motion of ["ground", "skimmer"]) expect(templates.some((u) => u.system.kind === "vehicle" && u.system.size === size && u.system.motion === motion), `${size} ${motion}`).toBe(true);
    expect(templates.some((u) => u.system.supertank === true)).toBe(true);
    expect(templates.some((u) => u.system.walker === true)).toBe(true);
    for (const u of templates) {
      for (const s of stats) expect(u.system[s], `${u.name} ${s}`).toBe(blank[s]);
      expect(u.items).toEqual([]);
      expect(u.system.notes).toContain("blank template");
    }
  });
  it("marks every sample unit and weapon as sample statistics, not official", () => {
    const samples = units.filter((u) => u.flags.starskirmish?.sample);
    expect(samples.length).toBeGreaterThanOrEqual(4);
    for (const u of samples) {
      expect(u.name).toContain("(sample)");
      expect(u.system.notes).toContain("SAMPLE STATISTICS");
      for (const w of u.items) {
        expect(w.name).toContain("(sample)");
        expect(w.system.notes).toContain("SAMPLE STATISTICS");
      }
    }
  });
});

describe("StarMarines rules reference", () => {
  const [reference] = packDocs<{ name: string; pages: { name: string; text: { content: string } }[] }>("smr-rules").filter((d) => d.name === "StarMarines Rules Reference");
  it("lists the eleven races with their wounding columns, and the columnless ones reading the StarMarines column (SMR-5)", () => {
    const races = reference!.pages.find((p) => p.name === "Races")!.text.content;
    expect(races.match(/<tr><td>/g)).toHaveLength(RACES.length);
    expect(races).toContain("<td>Pelgari</td><td>Pelgari</td>");
    expect(races).toContain("<td>Colonials</td><td>None: reads StarMarines (SMR\u20115)</td>");
    expect(RACE_PROFILES.nkakkRobots.neverFailsMorale).toBe(true);
    expect(races).toContain("<td>N'Kakk robots</td><td>None: reads StarMarines (SMR\u20115)</td><td>Never fails</td>");
  });
  it("explains every marker, and says Overwatch is hidden from the other side", () => {
    const markers = reference!.pages.find((p) => p.name === "Markers")!.text.content;
    expect(markers).toContain("Overwatch</td><td>Single, hidden from the other side");
    expect(markers.match(/<tr><td>/g)).toHaveLength(16);
  });
});

describe("the sample scenario, Harrow Ford", () => {
  it("paints its terrain as regions the system reads hex by hex: river, bridge, ford, road, wood", async () => {
    const b = await starMarinesBoard([]);
    const [scene] = packDocs<{ grid: { type: number; size: number }; regions: Parameters<typeof b.canvas.scene.addRegion>[0][] }>("smr-scenarios");
    expect(scene!.grid).toMatchObject({ type: 4, size: 100 });
    for (const region of scene!.regions) b.canvas.scene.addRegion(region);
    const { terrainMap } = await import("../../src/rulesets/starmarines/turn/terrain-map");
    const map = terrainMap(b.canvas.scene as never);
    const at = (col: number, row: number) => map[hexKey(offsetToCube({ i: row, j: col }, HEX_LAYOUTS.hexOddQ))];
    expect(at(8, 5)).toBe("bridge");
    expect(at(8, 8)).toBe("shallowWater");
    expect(at(8, 2)).toBe("river");
    expect(at(7, 8)).toBe("river");
    expect(at(3, 5)).toBe("road");
    expect(at(4, 2)).toBe("forest");
    expect(at(5, 7)).toBe("town");
    expect(at(9, 10)).toBe("swamp");
    // open ground is no region at all: grassland by default
    expect(at(1, 1)).toBeUndefined();
    expect(Object.keys(map)).toHaveLength(scene!.regions.flatMap((r) => r.shapes).length);
  });
});
