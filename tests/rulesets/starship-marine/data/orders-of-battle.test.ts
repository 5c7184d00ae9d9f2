// The four orders of battle (Starship Marine Part 5) built from their line items, with the totals
// the rulings compute (SSM-22 Earther, SSM-23 Martian, SSM-24 Esteeler, SSM-25 Sirian).
import { describe, expect, it } from "vitest";
import { EARTHER_REGIMENT, ESTEELER_REGIMENT, figureCounts, MARTIAN_REGIMENT, OOB_FIGURES, ORDERS_OF_BATTLE, SIRIAN_COMPANY, unitsOf, type OobUnit } from "../../../../src/rulesets/starship-marine/data/orders-of-battle";
import { TROOP_TYPES } from "../../../../src/rulesets/starship-marine/data/troop-types";
import { leads } from "../../../../src/rulesets/starship-marine/rules/command";

/** Totals as Part 5's summary tables count them. */
function totals(unit: OobUnit) {
  const counts = figureCounts(unit);
  const sum = (keep: (id: keyof typeof OOB_FIGURES) => boolean) => (Object.entries(counts) as [keyof typeof OOB_FIGURES, number][]).filter(([id]) => keep(id)).reduce((s, [, n]) => s + n, 0);
  const type = (id: keyof typeof OOB_FIGURES) => TROOP_TYPES[OOB_FIGURES[id].troopType];
  const officer = (id: keyof typeof OOB_FIGURES) => type(id).marine && leads(OOB_FIGURES[id].rank) && !["sergeant", "corporal"].includes(OOB_FIGURES[id].rank);
  return {
    officers: sum((id) => officer(id)),
    otherRanks: sum((id) => type(id).marine && !officer(id)),
    nonMarines: sum((id) => !type(id).marine && type(id).robot === null),
    combatRobots: counts.combatRobot,
    closeSupport: counts.closeSupportRobot,
    trucs: counts.truc,
  };
}

describe("orders of battle (Part 5)", () => {
  it("Earther: 18 officers, 88 other ranks, 11 non-marines (117 humans); 26 combat robots, 16 close support, 32 TRUCs (SSM-22)", () => {
    expect(totals(EARTHER_REGIMENT)).toEqual({ officers: 18, otherRanks: 88, nonMarines: 11, combatRobots: 26, closeSupport: 16, trucs: 32 });
  });
  it("Martian: 18 officers, 114 other ranks (printed 104), 17 non-marines (149); no combat robots, 16 close support, 18 TRUCs with the Group HQs' restored (SSM-23)", () => {
    expect(totals(MARTIAN_REGIMENT)).toEqual({ officers: 18, otherRanks: 114, nonMarines: 17, combatRobots: 0, closeSupport: 16, trucs: 18 });
  });
  it("Esteeler: 10 officers (printed 9), 112 other ranks (printed 105), no non-marines (122); 36 combat robots, no close support, 16 TRUCs (SSM-24)", () => {
    expect(totals(ESTEELER_REGIMENT)).toEqual({ officers: 10, otherRanks: 112, nonMarines: 0, combatRobots: 36, closeSupport: 0, trucs: 16 });
  });
  it("Sirian: 5 officers, 56 other ranks (printed 57), 5 non-marines (66); 52 combat robots with the squads' restored, 18 close support, 20 TRUCs with the default 16 (SSM-25)", () => {
    expect(totals(SIRIAN_COMPANY)).toEqual({ officers: 5, otherRanks: 56, nonMarines: 5, combatRobots: 52, closeSupport: 18, trucs: 20 });
  });
  it("names each unit once, innermost first, and leads each unit that has figures with a leader or a robot-free first line", () => {
    for (const oob of ORDERS_OF_BATTLE) {
      const units = unitsOf(oob);
      expect(units.at(-1)).toBe(oob);
      expect(new Set(units.map((x) => x.key)).size).toBe(units.length);
      for (const unit of units.filter((x) => x.figures.length > 0)) {
        const first = OOB_FIGURES[unit.figures[0]!.figure];
        expect(TROOP_TYPES[first.troopType].robot, unit.key).toBeNull();
      }
    }
  });
});
