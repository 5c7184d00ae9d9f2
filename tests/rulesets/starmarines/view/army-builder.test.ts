// The army builder's reckoning (IV-a, IV-d, IV-e, IV-h), pure.
import { describe, expect, it } from "vitest";
import { armyReport, GAME_SIZES, type BuildableUnit } from "../../../../src/rulesets/starmarines/view/army-builder";

const trooper: BuildableUnit = { uuid: "A", name: "Trooper", pointCost: 2, experience: "veteran", role: "none", hasAttribute: true, weaponCost: 1 };
const doc: BuildableUnit = { uuid: "B", name: "Doc", pointCost: 3, experience: "average", role: "doctor", hasAttribute: false, weaponCost: 0 };

describe("the army builder's reckoning", () => {
  it("prices each unit with experience, attribute and weapons, and adds up the force", () => {
    // trooper: 2 + Veteran 2 + attribute ½ + weapons 1 = 5.5; the Doctor's Average costs nothing: 3
    const r = armyReport([trooper, doc], { A: 4, B: 1 }, 25);
    expect(r.rows.map((x) => [x.name, x.cost, x.count, x.subtotal])).toEqual([["Trooper", 5.5, 4, 22], ["Doc", 3, 1, 3]]);
    expect(r).toMatchObject({ total: 25, size: 25, legal: true, problems: [] });
  });
  it("refuses a force over its size, saying by how much", () => {
    const r = armyReport([trooper], { A: 5 }, 25);
    expect(r.legal).toBe(false);
    expect(r.problems).toEqual([{ key: "STARSKIRMISH.StarMarines.Army.problem.overBudget", data: { total: 27.5, size: 25, over: 2.5 } }]);
  });
  it("refuses an empty force and a Doctor bought above Average", () => {
    expect(armyReport([trooper], {}, 25).problems.map((p) => p.key)).toEqual(["STARSKIRMISH.StarMarines.Army.problem.empty"]);
    expect(armyReport([{ ...doc, experience: "elite" }], { B: 1 }, 25).problems).toEqual([{ key: "STARSKIRMISH.StarMarines.Army.problem.notAverage", data: { name: "Doc" } }]);
  });
  it("offers games of 25 to 250 points and bounds the counts", () => {
    expect(GAME_SIZES).toEqual([25, 50, 75, 100, 125, 150, 175, 200, 225, 250]);
    expect(armyReport([trooper], { A: 5000 }, 250).rows[0]!.count).toBe(99);
    expect(armyReport([trooper], { A: -3 }, 250).rows[0]!.count).toBe(0);
  });
});
