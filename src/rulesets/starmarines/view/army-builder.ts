/**
 * The army builder's reckoning (IV-a, IV-d, IV-e, IV-h, SMR-4), pure: each unit the world holds
 * bought so many times, each time at its race-book points (entered on its sheet), its experience,
 * its soldier attribute (half a point) and its weapons' extra costs; the force checked against the
 * game's size in 25-point blocks, with every reason it is refused.
 */
import { checkArmy, purchaseCost, type ArmyProblem, type Purchase, type Role } from "../rules/army";
import type { Experience } from "../rules/experience";

export interface BuildableUnit {
  readonly uuid: string;
  readonly name: string;
  readonly pointCost: number;
  readonly experience: Experience;
  readonly role: Role;
  readonly hasAttribute: boolean;
  readonly weaponCost: number;
}

/** The largest count of one unit the builder takes: an army, not a typo. */
export const MAX_BOUGHT = 99;

export function purchaseOf(unit: BuildableUnit): Purchase {
  return { name: unit.name, units: 1, baseCost: unit.pointCost, experience: unit.experience, role: unit.role, attributes: unit.hasAttribute ? 1 : 0, weaponCost: unit.weaponCost };
}

/** Game sizes offered: 25 to 250 points. */
export const GAME_SIZES = Array.from({ length: 10 }, (_, i) => (i + 1) * 25);

const problemLabel = (p: ArmyProblem): { key: string; data: Record<string, string | number> } => {
  switch (p.code) {
    case "overBudget":
      return { key: "STARSKIRMISH.StarMarines.Army.problem.overBudget", data: { total: p.total, size: p.size, over: p.total - p.size } };
    case "notABlock":
      return { key: "STARSKIRMISH.StarMarines.Army.problem.notABlock", data: { size: p.size } };
    case "empty":
      return { key: "STARSKIRMISH.StarMarines.Army.problem.empty", data: {} };
    default:
      return { key: `STARSKIRMISH.StarMarines.Army.problem.${p.code}`, data: { name: p.name } };
  }
};

export function armyReport(units: readonly BuildableUnit[], counts: Readonly<Record<string, number>>, size: number) {
  const rows = units.map((u) => {
    const count = Math.max(0, Math.min(MAX_BOUGHT, Math.trunc(counts[u.uuid] ?? 0) || 0));
    const cost = purchaseCost(purchaseOf(u));
    return { ...u, count, cost, subtotal: cost * count };
  });
  const purchases = rows.flatMap((r) => Array.from({ length: r.count }, () => purchaseOf(r)));
  const check = checkArmy(purchases, size);
  return { rows, total: check.total, size: check.size, problems: check.problems.map(problemLabel), legal: check.problems.length === 0 };
}
