// The Space Patrol! character-creation tables as shipped roll tables (Guide 1.1-1.3): every face of
// every branch and general d8 table, and every band of honours, promotion, special mission and
// continuation, read back against the pure rules' own tables.
import { describe, expect, it } from "vitest";
import { packDocs } from "../helpers/pack-sources";
import { BRANCHES, BRANCH_IDS, CONTINUATION_TABLE, GENERAL_TABLES, GENERAL_TABLE_IDS, HONORS_TABLE, PROMOTION_TABLE, SPECIAL_MISSION_TABLE } from "../../src/rulesets/space-patrol/rules/creation-tables";

interface Table {
  name: string;
  formula: string;
  results: { name: string; range: [number, number]; flags: { starskirmish: { creationRow: Record<string, unknown> } } }[];
  flags: { starskirmish: { creationTable: string } };
}
const tables = Object.fromEntries(packDocs<Table>("sp-creation-tables").map((d) => [d.flags.starskirmish.creationTable, d]));
const rowsOf = (key: string) => tables[key]!.results.map((r) => r.flags.starskirmish.creationRow);
const open = (n: number) => (n === -99 ? Number.NEGATIVE_INFINITY : n === 99 ? Number.POSITIVE_INFINITY : n);

describe("the creation tables as roll tables (Guide 1.1-1.3)", () => {
  it("has each branch's d8 table face by face, named in words", () => {
    for (const id of BRANCH_IDS) {
      expect(tables[`branch-${id}`]!.formula).toBe("1d8");
      expect(rowsOf(`branch-${id}`), id).toEqual(BRANCHES[id].table.map((e) => ({ ...e })));
      expect(tables[`branch-${id}`]!.results.map((r) => r.range)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((f) => [f, f]));
    }
    expect(tables["branch-flight"]!.results[0]!.name).toBe("Space Pilot");
    expect(tables["branch-intelligence"]!.results[6]!.name).toBe("PSI (choose one)");
  });
  it("has the six general d8 tables face by face, Cross-Training included", () => {
    for (const id of GENERAL_TABLE_IDS) expect(rowsOf(`general-${id}`), id).toEqual(GENERAL_TABLES[id].map((e) => ({ ...e })));
    expect(tables["general-advancedTraining"]!.results[7]!.name).toBe("Cross-Training");
  });
  it("has every band of the d20 tables, open ends included", () => {
    const bands = (key: string) => tables[key]!.results.map((r) => ({ ...r.flags.starskirmish.creationRow, min: open(r.range[0]), max: open(r.range[1]) }));
    expect(bands("honors")).toEqual(HONORS_TABLE.map((r) => ({ ...r })));
    expect(bands("promotion")).toEqual(PROMOTION_TABLE.map((r) => ({ ...r })));
    expect(bands("special-mission")).toEqual(SPECIAL_MISSION_TABLE.map((r) => ({ ...r })));
    expect(bands("continuation")).toEqual(CONTINUATION_TABLE.map((r) => ({ ...r })));
    expect(tables.continuation!.results.at(-1)!.name).toBe("MUST serve another term");
  });
});
