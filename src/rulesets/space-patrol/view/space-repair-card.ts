/**
 * What the repair card shows (Guide 7.13): the marker, the roll's terms, the outcome and EVA. A DT
 * moved by disadvantages is in every task card's DT line (taskDtLine, parts/task-dt.hbs: 4 a
 * disadvantage; Guide 3.2, SP-5), each cause named after it: covering two stations (7.14), the asset
 * at X (SP-7), the crewman's wounds (6.14), a surprise in the first turn (7.2). Pure.
 */
import type { AssetLevel, TaskResult } from "../rules/task";
import { dtCauses, taskDtLine } from "./task-sum";
import { REPAIR_EVA_CHANCE_PERCENT } from "../rules/marker-removal";

export function spaceRepairCardContext(input: {
  readonly ship: string;
  readonly by: string;
  /** Guide 7.14: the crewman covers two stations this turn. */
  readonly covering?: boolean;
  /** Guide 6.14: the crewman's Wound and Mortal Wound markers, a disadvantage each. */
  readonly wounds?: number;
  readonly markerLabel: string;
  readonly asset: string;
  readonly level: AssetLevel;
  readonly equipment: number;
  readonly eva: boolean;
  /** Guide 7.13: the d100 rolled after a first failure, null where none was (a success, or already EVA). */
  readonly evaD100: number | null;
  readonly result: TaskResult;
}) {
  return {
    ship: input.ship,
    by: input.by,
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
    // SP-5: the shared DT line; the roll's disadvantages are covering (one, 7.14), wounds (6.14) and X (one, SP-7),
    // its one advantage the first turn's surprise (7.2)
    dtLine: taskDtLine(input.result),
    dtCauses: dtCauses([
      ["surprise", input.result.advantages],
      ["covering", input.covering === true ? 1 : 0],
      ["woundMarkers", input.wounds ?? 0],
      ["untrained", input.level === "X" ? 1 : 0, `STARSKIRMISH.SpacePatrol.Asset.${input.asset}`],
    ]),
    eva: input.eva,
    // the d100 and what it meant: at or under 25, further repairs need EVA
    evaRoll: input.evaD100 === null ? null : { d100: input.evaD100, chance: REPAIR_EVA_CHANCE_PERCENT, needsEva: input.evaD100 <= REPAIR_EVA_CHANCE_PERCENT },
  };
}

export type SpaceRepairCardContext = ReturnType<typeof spaceRepairCardContext>;
