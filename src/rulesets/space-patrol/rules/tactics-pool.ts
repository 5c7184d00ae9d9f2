/**
 * The Tactics Pool (Guide 6.3 regular combat, 7.3 space combat): its size, what it may be spent
 * on, and applying points to a task already rolled (which can turn a failure into a success or
 * the reverse, and changes special successes).
 */
import { counts, finite, list, record, text, whole } from "../../../core/checks";
import type { AssetLevel, TaskResult } from "./task";
import { assertAssetLevel, assertTaskResult, specialSuccesses } from "./task";

/** Guide 6.3 / 7.3: no side spends more than 3 points on one roll. */
export const TACTICS_MAX_PER_SIDE_PER_ROLL = 3;

/**
 * Guide 6.3: the pool is the total of the Tactics levels of all characters on a side; Guide 7.3:
 * in space combat, of all captains on a side. X adds nothing.
 */
export function tacticsPoolSize(tacticsLevels: readonly AssetLevel[]): number {
  let total = 0;
  for (const level of list(tacticsLevels, "tacticsLevels")) {
    if (level === "X") continue;
    if (!Number.isInteger(level) || level < 0) throw new RangeError(`Tactics level must be X or 0-10, not ${level}`);
    total += level;
  }
  return total;
}

/**
 * Guide 6.3 / 7.3 examples of what the pool may and may not change: combat-related d20 asset
 * tasks only. The glue marks a roll as combat-related; these are the text's own examples.
 */
export const TACTICS_POOL_EXAMPLES = [
  { id: "shooting", eligible: true, section: "6.3" },
  { id: "melee", eligible: true, section: "6.3" },
  { id: "recon", eligible: true, section: "6.3" },
  { id: "stealth", eligible: true, section: "6.3" },
  { id: "scanner", eligible: true, section: "6.3" },
  { id: "grenadeThrow", eligible: true, section: "6.3" },
  { id: "damageRoll", eligible: false, section: "6.3" },
  { id: "initiative", eligible: false, section: "6.3" },
  { id: "commCall", eligible: false, section: "6.3" },
  { id: "identifyPlant", eligible: false, section: "6.3" },
  { id: "spaceWeaponFire", eligible: true, section: "7.3" },
  { id: "maneuver", eligible: true, section: "7.3" },
  { id: "targetLock", eligible: true, section: "7.3" },
  { id: "protonicBurstEffect", eligible: false, section: "7.3" },
  { id: "repair", eligible: false, section: "7.3" },
] as const satisfies readonly { id: string; eligible: boolean; section: string }[];

/** Points one side puts on a roll: +1..+3 or -1..-3 (Guide 6.3). */
export interface TacticsSpend {
  readonly side: string;
  readonly points: number;
}

export interface TacticsResult extends TaskResult {
  /** Net modifier from all Tactics points on this roll. */
  readonly tactics: number;
  /** Points spent by each side on this roll (absolute values). */
  readonly tacticsSpent: Readonly<Record<string, number>>;
  /** What the total was before any Tactics points. */
  readonly totalBeforeTactics: number;
}

export interface TacticsOptions {
  /** Guide 6.3: only combat-related d20 asset tasks may be changed. */
  readonly combatTask: boolean;
  /** Points left in each side's pool; when given, a side cannot spend more than it has. */
  readonly pools?: Readonly<Record<string, number>>;
}

/**
 * Applies Tactics Pool points to a rolled task and re-derives success and special successes
 * (SP-6). Can be called again on its own output (the other side answering); the per-side limit
 * of 3 counts every spend on the roll. Illegal spends throw a RangeError saying why.
 */
export function applyTacticsPoints(
  result: TaskResult | TacticsResult,
  spends: readonly TacticsSpend[],
  options: TacticsOptions,
): TacticsResult {
  record(options, "options");
  assertTaskResult(result);
  list(spends, "spends");
  if (!options.combatTask) throw new RangeError("Tactics Pool points can only change combat-related d20 asset tasks");
  const prior = "tacticsSpent" in result ? result : undefined;
  if (prior) {
    counts(prior.tacticsSpent, "result.tacticsSpent");
    finite(prior.tactics, "result.tactics");
    finite(prior.totalBeforeTactics, "result.totalBeforeTactics");
  }
  const spent: Record<string, number> = { ...(prior?.tacticsSpent ?? {}) };
  const thisCall: Record<string, number> = {};
  let modifier = prior?.tactics ?? 0;
  for (const spend of spends) {
    const { side, points } = record(spend, "spend");
    text(side, "spend.side");
    if (!Number.isInteger(points) || points === 0 || Math.abs(points) > TACTICS_MAX_PER_SIDE_PER_ROLL) {
      throw new RangeError(`A Tactics spend is +1 to +3 or -1 to -3, not ${points}`);
    }
    const total = (spent[side] ?? 0) + Math.abs(points);
    if (total > TACTICS_MAX_PER_SIDE_PER_ROLL) {
      throw new RangeError(`Side "${side}" would spend ${total} Tactics points on one roll; the most is ${TACTICS_MAX_PER_SIDE_PER_ROLL}`);
    }
    spent[side] = total;
    thisCall[side] = (thisCall[side] ?? 0) + Math.abs(points);
    modifier += points;
  }
  if (options.pools !== undefined) counts(options.pools, "options.pools");
  if (options.pools) {
    for (const [side, cost] of Object.entries(thisCall)) {
      const left = options.pools[side] ?? 0;
      if (cost > left) throw new RangeError(`Side "${side}" has ${left} Tactics points left and cannot spend ${cost}`);
    }
  }
  const base = prior?.totalBeforeTactics ?? result.total;
  const total = base + modifier;
  return {
    ...result,
    total,
    success: total >= result.dt,
    specialSuccesses: specialSuccesses(total, result.dt),
    margin: total - result.dt,
    tactics: modifier,
    tacticsSpent: spent,
    totalBeforeTactics: base,
  };
}

/** A side's pool after spending: throws if it would go below 0. */
export function spendTacticsPool(remaining: number, points: number): number {
  whole(points, "points");
  const cost = Math.abs(points);
  if (!Number.isInteger(remaining) || remaining < 0) throw new RangeError(`A Tactics Pool holds 0 or more points, not ${remaining}`);
  if (cost > remaining) throw new RangeError(`The Tactics Pool has ${remaining} points left and cannot spend ${cost}`);
  return remaining - cost;
}

/**
 * Guide 6.3 / 7.3: when players disagree about a spend, the character with the highest
 * Leadership decides. Returns every id sharing the highest level (the text names no tie-break).
 */
export function tacticsPoolDeciders(members: readonly { readonly id: string; readonly leadership: AssetLevel }[]): readonly string[] {
  let best = -1;
  let ids: string[] = [];
  for (const m of list(members, "members")) {
    record(m, "member");
    text(m.id, "member.id");
    assertAssetLevel(m.leadership, "member.leadership");
    const level = m.leadership === "X" ? -1 : m.leadership;
    if (level > best) {
      best = level;
      ids = [m.id];
    } else if (level === best) ids.push(m.id);
  }
  return ids;
}
