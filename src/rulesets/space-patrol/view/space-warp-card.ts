/**
 * What the warp card shows (Guide 7.7): the course set (the first of the two turns), or the drive
 * energized with the roll's terms, and what follows: warp at the end of the next enemy turn, or the
 * round a new attempt may begin. The astrogator's word that the ship is clear of bodies is shown. Pure.
 */
import type { AssetLevel, TaskResult } from "../rules/task";

export function spaceWarpCardContext(input: {
  readonly ship: string;
  readonly by: string;
  readonly covering: boolean;
  readonly asset: AssetLevel;
  readonly equipment: number;
  /** Null for the first turn: the course set, nothing rolled. */
  readonly result: TaskResult | null;
  readonly retry: number | null;
}) {
  const r = input.result;
  return {
    ship: input.ship,
    by: input.by,
    covering: input.covering,
    rolled: r !== null,
    asset: String(input.asset),
    bonus: input.asset === "X" ? 0 : input.asset,
    equipment: input.equipment,
    die: r?.d20 ?? 0,
    total: r?.total ?? 0,
    baseDt: r?.baseDt ?? 0,
    dt: r?.dt ?? 0,
    disadvantages: r?.disadvantages ?? 0,
    success: r?.success ?? false,
    retry: input.retry ?? 0,
    outcomeKey: r === null ? "STARSKIRMISH.SpacePatrol.Warp.courseSet" : r.success ? "STARSKIRMISH.SpacePatrol.Warp.success" : "STARSKIRMISH.SpacePatrol.Warp.failure",
  };
}

export type SpaceWarpCardContext = ReturnType<typeof spaceWarpCardContext>;
