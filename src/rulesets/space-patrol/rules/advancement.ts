/**
 * Asset improvement between sessions (Guide 4.1, ruling SP-13): the cost of one step, and a
 * check of one session's improvements (each asset at most once, never past 10, within the
 * points the character has saved).
 */
import { list, record } from "../../../core/checks";
import { isAssetLevel, MAX_ASSET_LEVEL, type AssetLevel } from "./task";
import { isAssetId, type AssetId } from "./assets";

/** Guide 4.1 / ruling SP-13: learning an asset from X to 0. */
export const COST_X_TO_ZERO = 4;
/** Guide 4.1: the Space Judge awards 1 to 5 advancement points after each session. */
export const SESSION_AWARD_MIN = 1;
export const SESSION_AWARD_MAX = 5;

/** Guide 4.1: checks a session's award of advancement points (1 to 5) and returns it. */
export function sessionAward(points: number): number {
  if (!Number.isInteger(points) || points < SESSION_AWARD_MIN || points > SESSION_AWARD_MAX) {
    throw new RangeError(`A session awards ${SESSION_AWARD_MIN} to ${SESSION_AWARD_MAX} advancement points, not ${points}`);
  }
  return points;
}

/** Ruling SP-13: X -> 0 costs 4, n -> n+1 costs n+1; nothing past 10. */
export function advancementCost(from: AssetLevel): number {
  if (!isAssetLevel(from)) throw new RangeError(`Asset level must be X or 0-${MAX_ASSET_LEVEL}, not ${String(from)}`);
  if (from === "X") return COST_X_TO_ZERO;
  if (from >= MAX_ASSET_LEVEL) throw new RangeError(`An asset at ${MAX_ASSET_LEVEL} cannot improve further`);
  return from + 1;
}

/** The level one improvement reaches. */
export function improvedLevel(from: AssetLevel): number {
  advancementCost(from);
  return from === "X" ? 0 : from + 1;
}

/** Why a session's improvements are refused: a message key and plain English detail. */
export interface AdvancementProblem {
  readonly key: string;
  readonly detail: string;
}

export type AdvancementCheck =
  | { readonly ok: true; readonly totalCost: number; readonly levels: Readonly<Partial<Record<AssetId, AssetLevel>>> }
  | { readonly ok: false; readonly problems: readonly AdvancementProblem[] };

const KEY = "STARSKIRMISH.SpacePatrol.Advancement";

/**
 * Checks the assets a player wants to improve this session against their current levels
 * (missing = X) and, if given, the advancement points they hold. Returns the total cost and
 * the new levels, or every reason it cannot be done.
 */
export function validateSessionImprovements(
  current: Readonly<Partial<Record<AssetId, AssetLevel>>>,
  improvements: readonly string[],
  pointsAvailable?: number,
): AdvancementCheck {
  record(current, "current");
  list(improvements, "improvements");
  const problems: AdvancementProblem[] = [];
  const seen = new Set<string>();
  const levels: Partial<Record<AssetId, AssetLevel>> = { ...current };
  let totalCost = 0;
  for (const id of improvements) {
    if (!isAssetId(id)) {
      problems.push({ key: `${KEY}.unknownAsset`, detail: `"${id}" is not a Space Patrol! asset` });
      continue;
    }
    if (seen.has(id)) {
      // Guide 4.1 / ruling SP-13: one improvement per asset per session.
      problems.push({ key: `${KEY}.oncePerSession`, detail: `${id} can be improved only once per session` });
      continue;
    }
    seen.add(id);
    const from = current[id] ?? "X";
    if (!isAssetLevel(from)) {
      problems.push({ key: `${KEY}.badLevel`, detail: `${id} has an invalid level ${String(from)}` });
      continue;
    }
    if (from !== "X" && from >= MAX_ASSET_LEVEL) {
      problems.push({ key: `${KEY}.atMaximum`, detail: `${id} is already at the maximum level ${MAX_ASSET_LEVEL}` });
      continue;
    }
    totalCost += advancementCost(from);
    levels[id] = improvedLevel(from);
  }
  for (const [id, level] of Object.entries(current)) {
    // an improved asset's bad level is reported above; any other's here, so no level is passed on unread
    if (level !== undefined && !isAssetLevel(level) && !seen.has(id)) problems.push({ key: `${KEY}.badLevel`, detail: `${id} has an invalid level ${String(level)}` });
  }
  if (pointsAvailable !== undefined) {
    if (!Number.isInteger(pointsAvailable) || pointsAvailable < 0) {
      throw new RangeError(`Advancement points must be a whole number of 0 or more, not ${pointsAvailable}`);
    }
    if (totalCost > pointsAvailable) {
      problems.push({
        key: `${KEY}.notEnoughPoints`,
        detail: `These improvements cost ${totalCost} points but only ${pointsAvailable} are available`,
      });
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, totalCost, levels };
}
