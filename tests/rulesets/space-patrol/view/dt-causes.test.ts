// The causes a DT line names after it (view/task-sum.ts dtCauses; Guide 3.2, SP-5): only those that
// counted, each with its key; and the scanner row's own (7.6), whose maneuver steps (7.5) the record
// keeps only in its totals, so what the named causes leave over is put to the shimsham or going dark.
import { describe, expect, it } from "vitest";
import { dtCauses } from "../../../../src/rulesets/space-patrol/view/task-sum";
import { spaceScanCardContext } from "../../../../src/rulesets/space-patrol/view/space-scan-card";
import { resolveTask } from "../../../../src/rulesets/space-patrol/rules/task";

const KEY = "STARSKIRMISH.SpacePatrol.TaskSum.cause.";

describe("dtCauses (SP-5)", () => {
  it("keeps the causes that gave something, in order, the X one with its asset", () => {
    expect(dtCauses([["covering", 0], ["woundMarkers", 2], ["untrained", 1, "STARSKIRMISH.SpacePatrol.Asset.mechanics"]])).toEqual([
      { key: `${KEY}woundMarkers`, count: 2 },
      { key: `${KEY}untrained`, count: 1, assetKey: "STARSKIRMISH.SpacePatrol.Asset.mechanics" },
    ]);
  });
});

describe("a scanner row's causes (Guide 7.5, 7.6)", () => {
  const row = (advantages: number, disadvantages: number, fired: boolean) =>
    spaceScanCardContext({
      ship: "PSV Lodestar", task: "targetLock", by: "", asset: 2, array: 2, electronicsMarkers: 1,
      rows: [{ target: "Black Gull", result: resolveTask({ dt: 12, asset: 2, equipment: 2, advantages, disadvantages }, 10), fired }],
    }).rows[0]!.dtCauses;

  it("names the fired target and the Electronics Marker, and nothing else where they are the whole", () => {
    expect(row(1, 1, true)).toEqual([{ key: `${KEY}fired`, count: 1 }, { key: `${KEY}electronics`, count: 1 }]);
  });

  it("names covering two stations (7.14) among the row's causes, and the card keeps no note of it elsewhere", () => {
    const card = spaceScanCardContext({
      ship: "PSV Lodestar", task: "identifyTarget", by: "Ito Marr", covering: true, asset: 2, array: 2, electronicsMarkers: 0,
      rows: [{ target: "Black Gull", result: resolveTask({ dt: 12, asset: 2, equipment: 2, disadvantages: 1 }, 10), fired: false }],
    });
    expect(card.rows[0]!.dtCauses).toEqual([{ key: `${KEY}covering`, count: 1 }]);
    expect(card).not.toHaveProperty("covering");
  });

  it("puts the steps the named causes leave over to the ship's shimsham and the target's maneuvers (7.5)", () => {
    expect(row(2, 3, true)).toEqual([
      { key: `${KEY}fired`, count: 1 },
      { key: `${KEY}shimsham`, count: 1 },
      { key: `${KEY}electronics`, count: 1 },
      { key: `${KEY}targetManeuvers`, count: 2 },
    ]);
  });
});
