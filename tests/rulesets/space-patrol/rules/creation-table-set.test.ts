// Creation tables read from outside (Guide 1.1-1.2): a sound edited table replaces the Guide's rows
// and the lifepath then reads it; a gap, an overlap, a bad range or an unreadable row refuses that
// table alone, with the reason, and its Guide rows stay. Seeded faces, no mocked answers.
import { describe, expect, it } from "vitest";
import {
  BUILT_IN_CREATION_TABLES,
  creationTablesFromSources,
  type CreationRowSource,
} from "../../../../src/rulesets/space-patrol/rules/creation-table-set";
import { applyStep, newCreation, nextStep, type CreationState } from "../../../../src/rulesets/space-patrol/rules/creation";
import { BRANCHES, PROMOTION_TABLE } from "../../../../src/rulesets/space-patrol/rules/creation-tables";

const d8Rows = (entries: readonly unknown[]): CreationRowSource[] => entries.map((data, i) => ({ low: i + 1, high: i + 1, data }));

describe("reading creation tables from sources", () => {
  it("keeps the Guide's rows for every table no source is given for", () => {
    const { tables, refused } = creationTablesFromSources({});
    expect(tables).toEqual(BUILT_IN_CREATION_TABLES);
    expect(refused).toEqual({});
  });

  it("takes a sound edited d8 table, a row covering two faces included", () => {
    const rows = d8Rows(BRANCHES.flight.table).slice(1);
    rows[0] = { low: 1, high: 2, data: { kind: "asset", asset: "tactics" } };
    const { tables, refused } = creationTablesFromSources({ "branch-flight": rows });
    expect(refused).toEqual({});
    expect(tables.branches.flight.slice(0, 3)).toEqual([{ kind: "asset", asset: "tactics" }, { kind: "asset", asset: "tactics" }, BRANCHES.flight.table[2]]);
    expect(tables.branches.gunnery).toBe(BRANCHES.gunnery.table);
  });

  it("refuses a d8 table with a gap, an overlap, a face off the die or a row it cannot read, and keeps the Guide's", () => {
    const gap = d8Rows(BRANCHES.flight.table).slice(0, 7);
    const overlap = [...d8Rows(BRANCHES.flight.table), { low: 8, high: 8, data: { kind: "crossTraining" } }];
    const offDie = [...d8Rows(BRANCHES.flight.table).slice(0, 7), { low: 8, high: 9, data: { kind: "crossTraining" } }];
    const unread = [...d8Rows(BRANCHES.flight.table).slice(0, 7), { low: 8, high: 8, data: { kind: "asset", asset: "juggling" } }];
    const { tables, refused } = creationTablesFromSources({ "branch-flight": gap, "general-combat": overlap, "general-exploration": offDie, "branch-medicine": unread });
    expect(refused["branch-flight"]).toEqual([{ kind: "gap", at: 8 }]);
    expect(refused["general-combat"]).toEqual([{ kind: "overlap", at: 8 }]);
    expect(refused["general-exploration"]).toEqual([{ kind: "badRange", row: 8 }]);
    expect(refused["branch-medicine"]).toEqual([{ kind: "badRow", row: 8 }]);
    expect(tables).toEqual(BUILT_IN_CREATION_TABLES);
  });

  it("takes edited d20 bands in any order and opens the outer ends, as '11 or less' and '24+' are", () => {
    const rows: CreationRowSource[] = [
      { low: 14, high: 99, data: { ranks: 1, rolls: 2 } },
      { low: -99, high: 13, data: { ranks: 0, rolls: 0 } },
    ];
    const { tables, refused } = creationTablesFromSources({ promotion: rows });
    expect(refused).toEqual({});
    expect(tables.promotion).toEqual([
      { min: Number.NEGATIVE_INFINITY, max: 13, ranks: 0, rolls: 0 },
      { min: 14, max: Number.POSITIVE_INFINITY, ranks: 1, rolls: 2 },
    ]);
  });

  it("refuses d20 bands with a gap, an overlap, no rows or a field out of bounds", () => {
    const { tables, refused } = creationTablesFromSources({
      promotion: [{ low: 1, high: 11, data: { ranks: 0, rolls: 0 } }, { low: 13, high: 20, data: { ranks: 1, rolls: 1 } }],
      honors: [{ low: 1, high: 12, data: { honors: "none", extraRolls: 0, rank: 1 } }, { low: 12, high: 20, data: { honors: "honors", extraRolls: 1, rank: 1 } }],
      continuation: [],
      "special-mission": [{ low: 1, high: 20, data: { mission: true, medal: "ribbon", rolls: 1 } }],
    });
    expect(refused.promotion).toEqual([{ kind: "gap", at: 12 }]);
    expect(refused.honors).toEqual([{ kind: "overlap", at: 12 }]);
    expect(refused.continuation).toEqual([{ kind: "empty" }]);
    expect(refused["special-mission"]).toEqual([{ kind: "badRow", row: 1 }]);
    expect(creationTablesFromSources({ honors: [{ low: 1, high: 19, data: { honors: "none", extraRolls: 0, rank: 1 } }] }).refused.honors).toEqual([{ kind: "gap", at: 20 }]);
    expect(tables.promotion).toBe(PROMOTION_TABLE);
  });
});

describe("the lifepath reads the tables it is given", () => {
  const flightCadet = (): CreationState => applyStep(newCreation(), [], "flight");

  it("gains the asset the edited branch table names on the face rolled", () => {
    const rows = d8Rows(BRANCHES.flight.table);
    rows[2] = { low: 3, high: 3, data: { kind: "asset", asset: "medicine" } };
    const { tables } = creationTablesFromSources({ "branch-flight": rows });
    expect(applyStep(flightCadet(), [3]).assets.airPilot).toBe(1);
    const edited = applyStep(flightCadet(), [3], undefined, tables);
    expect(edited.assets.medicine).toBe(1);
    expect(edited.assets.airPilot).toBe(0);
  });

  it("promotes on the edited bands: 13 promotes where the Guide's 12-15 band starts at 12 anyway, 12 does not", () => {
    const { tables } = creationTablesFromSources({ promotion: [{ low: -99, high: 12, data: { ranks: 0, rolls: 0 } }, { low: 13, high: 99, data: { ranks: 2, rolls: 4 } }] });
    // a graduate at the promotion step of term 2 (Leadership 1 from Basic Training)
    let s = flightCadet();
    for (const face of [1, 1, 1]) s = applyStep(s, [face]);
    s = applyStep(s, [1]); // honours 1: no extra rolls, rank 1
    s = applyStep(s, [], "continue");
    expect(s.step).toBe("promotion");
    expect(nextStep(s, tables).roll?.modifier).toBe(1);
    expect(applyStep(s, [11], undefined, tables).rank).toBe(1);
    expect(applyStep(s, [12], undefined, tables).rank).toBe(3);
    expect(applyStep(s, [11]).rank).toBe(2);
  });

  it("adds the best asset of the edited branch table to the continuation roll", () => {
    const rows = d8Rows(BRANCHES.flight.table).map((r) => ({ ...r, data: { kind: "asset", asset: "will" } }));
    const { tables } = creationTablesFromSources({ "branch-flight": rows });
    let s = flightCadet();
    for (const face of [1, 1, 1]) s = applyStep(s, [face]);
    s = applyStep(applyStep(s, [1]), [], "continue");
    s = applyStep(applyStep(s, [1]), [1]);
    expect(s.step).toBe("continuation");
    // Space Pilot 4: 0 from Basic Training, 1 for the branch, three rolls of 1; Will stays at 1
    expect(nextStep(s).roll?.modifier).toBe(4);
    expect(nextStep(s, tables).roll?.modifier).toBe(1);
  });

  it("refuses a set missing a table", () => {
    expect(() => nextStep(flightCadet(), { ...BUILT_IN_CREATION_TABLES, honors: [] })).toThrow(RangeError);
  });
});
