/**
 * The chain of command a dropped formation gives each of its figures: every unit (the dropped
 * formation and each nested copy) gets an id that is unique on the scene and readable at the
 * table ("B", "B2", "B2.1", "B2.1.2": company B, its second platoon, that platoon's first
 * section...), and each figure gets the list of units it stands in, outermost first. Rule sets turn
 * the chain into their own fields (Striker's squad, section and platoon); the kit uses it to put
 * figures into combat groups at the level the GM picks. Pure.
 */
import { ROOT_UNIT, type ExpandedFigure, type ExpandedUnit } from "./formation-expand";
import { FORMATION_LEVELS, type FormationLevel } from "./formation-schema";

/** One link of a figure's chain: a unit, its level and its scene-wide id. */
export interface UnitLink {
  readonly id: string;
  readonly level: FormationLevel;
  readonly name: string;
}

/** The drop's letter: A for the first formation dropped on a scene, then B... Z, AA, AB... */
export function dropTag(dropsBefore: number): string {
  if (!Number.isInteger(dropsBefore) || dropsBefore < 0) throw new RangeError(`dropsBefore must be a whole number 0 or more, not ${String(dropsBefore)}`);
  let n = dropsBefore;
  let tag = "";
  do {
    tag = String.fromCharCode(65 + (n % 26)) + tag;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return tag;
}

/** Each unit's scene-wide id: the drop's tag, then the ordinals down to it. */
export function unitIds(units: readonly ExpandedUnit[], tag: string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const unit of units) {
    if (unit.parent === null) {
      ids.set(unit.id, tag);
      continue;
    }
    const parentId = ids.get(unit.parent);
    if (parentId === undefined) throw new RangeError(`Unit ${unit.id} comes before its parent ${unit.parent}`);
    // the root's children follow its letter directly (B2); deeper ones are dotted (B2.1)
    ids.set(unit.id, unit.parent === ROOT_UNIT ? `${parentId}${unit.ordinal}` : `${parentId}.${unit.ordinal}`);
  }
  return ids;
}

/** Every figure's chain, outermost unit first, by figure id. */
export function figureChains(units: readonly ExpandedUnit[], figures: readonly ExpandedFigure[], tag: string): Map<string, UnitLink[]> {
  const ids = unitIds(units, tag);
  const byId = new Map(units.map((u) => [u.id, u]));
  const chainOfUnit = new Map<string, UnitLink[]>();
  const chainOf = (unitId: string): UnitLink[] => {
    const known = chainOfUnit.get(unitId);
    if (known) return known;
    const unit = byId.get(unitId);
    if (!unit) throw new RangeError(`Unknown unit ${unitId}`);
    const link = { id: ids.get(unitId) ?? tag, level: unit.level, name: unit.name };
    const chain = unit.parent === null ? [link] : [...chainOf(unit.parent), link];
    chainOfUnit.set(unitId, chain);
    return chain;
  };
  return new Map(figures.map((f) => [f.id, chainOf(f.unit)]));
}

const rank = (level: FormationLevel): number => FORMATION_LEVELS.indexOf(level);

/** The named levels (not "group") present in a drop, smallest first: what it can be grouped by. */
export function levelsPresent(units: readonly ExpandedUnit[]): FormationLevel[] {
  const present = new Set(units.map((u) => u.level));
  return FORMATION_LEVELS.filter((l) => l !== "group" && present.has(l));
}

/**
 * The unit a figure is grouped under at a level: the innermost unit of its chain at that level or
 * above (a company commander, who stands in no squad, goes with his company). A chain with no unit
 * at or above the level is grouped under its outermost unit.
 */
export function groupingUnit(chain: readonly UnitLink[], level: FormationLevel): UnitLink | null {
  for (let i = chain.length - 1; i >= 0; i--) {
    const link = chain[i]!;
    if (rank(link.level) >= rank(level)) return link;
  }
  return chain[0] ?? null;
}
