/** What the repair card shows (Guide 7.13): the marker, the roll's terms, the outcome and EVA. Pure. */
import type { AssetLevel, TaskResult } from "../rules/task";

export function spaceRepairCardContext(input: {
  readonly ship: string;
  readonly by: string;
  /** Guide 7.14: the crewman covers two stations this turn. */
  readonly covering?: boolean;
  readonly markerLabel: string;
  readonly asset: string;
  readonly level: AssetLevel;
  readonly equipment: number;
  readonly eva: boolean;
  readonly nowEva: boolean;
  readonly result: TaskResult;
}) {
  return {
    ship: input.ship,
    by: input.by,
    covering: input.covering ?? false,
    markerLabel: input.markerLabel,
    assetLabel: `STARSKIRMISH.SpacePatrol.Asset.${input.asset}`,
    bonus: input.level === "X" ? 0 : input.level,
    // SP-7: an untrained hand's one disadvantage shows in the DT
    untrained: input.level === "X",
    equipment: input.equipment,
    equipmentKey: input.eva ? "STARSKIRMISH.SpacePatrol.Repair.toolKit" : "STARSKIRMISH.SpacePatrol.Spacecraft.sDrive",
    die: input.result.d20,
    total: input.result.total,
    baseDt: input.result.baseDt,
    dt: input.result.dt,
    success: input.result.success,
    eva: input.eva,
    nowEva: input.nowEva,
  };
}

export type SpaceRepairCardContext = ReturnType<typeof spaceRepairCardContext>;
