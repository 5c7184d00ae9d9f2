/**
 * Building an army (IV-a, IV-d, IV-e, IV-f, IV-h, SMR-4, SMR-16, SMR-17): build points come in blocks
 * of 25. Each purchase is one unit or one team bought together, with the base cost its race book
 * gives (entered by the GM: the race books are not part of these rules), experience bought once per
 * team or individual, soldier attributes at half a point each (one per soldier), and weapons' extra
 * costs. Heroes buy neither experience nor attributes (their experience is their own); Doctors and
 * Fixers are always Average.
 */
import { list, record, whole } from "../../../core/checks";
import { experienceRow, type Experience } from "./experience";
import { ROLES } from "../data/lists";

/** IV-a: "build points, which are given in groups of twenty-five". */
export const POINTS_PER_BLOCK = 25;
/** IV-e: "All attributes have a point cost of 1/2". */
export const ATTRIBUTE_COST = 0.5;

// the roles sit with the data, which the unit model reads at init
export { ROLES };
export type Role = (typeof ROLES)[number];

export interface Purchase {
  readonly name: string;
  /** Units bought together as one team (1 for an individual). */
  readonly units: number;
  /** Points for the team from the race book, entered by the GM (SMR-4). */
  readonly baseCost: number;
  readonly experience: Experience;
  readonly role: Role;
  /** Soldiers in the team given an attribute (IV-e: one each at most). */
  readonly attributes: number;
  /** IV-h: weapons' extra costs. */
  readonly weaponCost: number;
}

export type ArmyProblem =
  | { readonly code: "notABlock"; readonly size: number }
  | { readonly code: "overBudget"; readonly total: number; readonly size: number }
  | { readonly code: "heroBuys"; readonly name: string }
  | { readonly code: "notAverage"; readonly name: string }
  | { readonly code: "tooManyAttributes"; readonly name: string }
  | { readonly code: "empty" };

/** The points one purchase costs. */
export function purchaseCost(p: Purchase): number {
  record(p, "purchase");
  const units = whole(p.units, "units", 1, 999);
  const base = whole(Math.round(p.baseCost * 2), "baseCost×2", 0, 99_998) / 2;
  // IV-d: Heroes' experience is their own; Doctors and Fixers are always Average: neither is bought
  const experience = p.role === "hero" || p.role === "doctor" || p.role === "fixer" ? 0 : experienceRow(p.experience).cost;
  const attributes = p.role === "hero" ? 0 : Math.min(whole(p.attributes, "attributes", 0, 999), units) * ATTRIBUTE_COST;
  return base + experience + attributes + whole(Math.round(p.weaponCost * 2), "weaponCost×2", 0, 99_998) / 2;
}

export interface ArmyCheck {
  readonly total: number;
  readonly size: number;
  readonly problems: readonly ArmyProblem[];
}

/** Whether a force fits a game of `size` points, and why not. */
export function checkArmy(purchases: readonly Purchase[], size: number): ArmyCheck {
  const points = whole(size, "size", 0, 100_000);
  const problems: ArmyProblem[] = [];
  if (points === 0 || points % POINTS_PER_BLOCK !== 0) problems.push({ code: "notABlock", size: points });
  if (list(purchases, "purchases").length === 0) problems.push({ code: "empty" });
  let total = 0;
  for (const p of purchases) {
    total += purchaseCost(p);
    if (p.role === "hero" && p.attributes > 0) problems.push({ code: "heroBuys", name: p.name });
    if ((p.role === "doctor" || p.role === "fixer") && p.experience !== "average") problems.push({ code: "notAverage", name: p.name });
    if (p.attributes > p.units) problems.push({ code: "tooManyAttributes", name: p.name });
  }
  if (total > points) problems.push({ code: "overBudget", total, size: points });
  return { total, size: points, problems };
}

