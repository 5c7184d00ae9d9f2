/**
 * What the warp card shows (Guide 7.7): the course set (the first of the two turns), or the drive
 * energized with the roll's terms, and what follows: warp at the end of the next enemy turn, or the
 * round a new attempt may begin. The astrogator's word that the ship is clear of bodies is shown. A
 * roll's DT moved by disadvantages is in every task card's DT line (taskDtLine, parts/task-dt.hbs:
 * the base 8, 4 a disadvantage; Guide 3.2, SP-5), each cause named after it: the Drive and
 * Astrogation Markers (7.7), covering two stations (7.14), the astrogator's wounds (6.14), Astrogation
 * at X (SP-7). Pure.
 */
import type { AssetLevel, TaskResult } from "../rules/task";
import { dtCauses, taskDtLine } from "./task-sum";

export function spaceWarpCardContext(input: {
  readonly ship: string;
  readonly by: string;
  readonly covering: boolean;
  /** Guide 6.14: the astrogator's Wound and Mortal Wound markers, a disadvantage each. */
  readonly wounds?: number;
  readonly asset: AssetLevel;
  readonly equipment: number;
  /** Null for the first turn: the course set, nothing rolled. */
  readonly result: TaskResult | null;
  readonly retry: number | null;
}) {
  const r = input.result;
  // what the roll counted beyond covering (one, 7.14), wounds (6.14) and X (one, SP-7) came from the
  // ship's markers (7.7)
  const covering = input.covering ? 1 : 0;
  const wounds = input.wounds ?? 0;
  const untrained = input.asset === "X" ? 1 : 0;
  const markers = r === null ? 0 : r.disadvantages - covering - wounds - untrained;
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
    // SP-5: the shared DT line, null before the roll
    dtLine: r === null ? null : taskDtLine(r),
    dtCauses: dtCauses([
      // Guide 7.2: the only advantage the roll counts is a first turn's surprise; as the roll comes in
      // the ship's second turn of work at the earliest, it is there only if that ever changes
      ["surprise", r?.advantages ?? 0],
      ["warpMarkers", markers],
      ["covering", r === null ? 0 : covering],
      ["woundMarkers", r === null ? 0 : wounds],
      ["untrained", r === null ? 0 : untrained, "STARSKIRMISH.SpacePatrol.Asset.astrogation"],
    ]),
    success: r?.success ?? false,
    retry: input.retry ?? 0,
    outcomeKey: r === null ? "STARSKIRMISH.SpacePatrol.Warp.courseSet" : r.success ? "STARSKIRMISH.SpacePatrol.Warp.success" : "STARSKIRMISH.SpacePatrol.Warp.failure",
  };
}

export type SpaceWarpCardContext = ReturnType<typeof spaceWarpCardContext>;
