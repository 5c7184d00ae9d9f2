/**
 * The dog fighting card (Guide 6.7): before a flying vehicle shoots at another flying vehicle, its
 * pilot's Air Pilot check, DT 12 with the A-Drive; its DT in every task card's DT line (taskDtLine,
 * parts/task-dt.hbs: 4 a net advantage or disadvantage, never below 8; Guide 3.2, SP-5), every
 * advantage and disadvantage named with its count below it, and the outcome says whether the shot may
 * be taken. Pure.
 */
import { assetLevelText } from "./asset-level-text";
import { taskDtLine } from "./task-sum";
import type { TaskResult } from "../rules/task";

export interface DogFightCardInput {
  readonly vehicleName: string;
  readonly pilotName: string;
  readonly targetName: string;
  readonly level: string;
  readonly aDrive: number;
  readonly targetADrive: number;
  readonly targetLevel: string;
  /** Disadvantages from the attacking vehicle's markers and the pilot's wounds. */
  readonly vehicleMarkers: number;
  readonly pilotWounds: number;
  readonly result: TaskResult;
}

export function dogFightCardContext(input: DogFightCardInput) {
  const codes = input.aDrive - input.targetADrive;
  const lines: { label: string; count: number; side: "advantage" | "disadvantage" }[] = [];
  if (codes !== 0) lines.push({ label: codes > 0 ? "STARSKIRMISH.SpacePatrol.DogFight.faster" : "STARSKIRMISH.SpacePatrol.DogFight.slower", count: Math.abs(codes), side: codes > 0 ? "advantage" : "disadvantage" });
  const pilot = (l: string): number => (l === "X" ? -1 : Number(l));
  const better = pilot(input.level) - pilot(input.targetLevel);
  if (better !== 0) lines.push({ label: better > 0 ? "STARSKIRMISH.SpacePatrol.DogFight.betterPilot" : "STARSKIRMISH.SpacePatrol.DogFight.worsePilot", count: 1, side: better > 0 ? "advantage" : "disadvantage" });
  if (input.vehicleMarkers > 0) lines.push({ label: "STARSKIRMISH.SpacePatrol.DogFight.vehicleMarkers", count: input.vehicleMarkers, side: "disadvantage" });
  if (input.pilotWounds > 0) lines.push({ label: "STARSKIRMISH.SpacePatrol.DogFight.pilotWounds", count: input.pilotWounds, side: "disadvantage" });
  if (input.level === "X") lines.push({ label: "STARSKIRMISH.SpacePatrol.DogFight.untrained", count: 1, side: "disadvantage" });
  return {
    vehicleName: input.vehicleName,
    pilotName: input.pilotName,
    targetName: input.targetName,
    level: assetLevelText(input.level),
    aDrive: input.aDrive,
    targetADrive: input.targetADrive,
    targetLevel: assetLevelText(input.targetLevel),
    lines: lines.map((l) => ({ ...l, countLabel: `STARSKIRMISH.SpacePatrol.DogFight.${l.side}Count` })),
    result: input.result,
    dtLine: taskDtLine(input.result),
    outcomeKey: input.result.success ? "STARSKIRMISH.SpacePatrol.DogFight.shot" : "STARSKIRMISH.SpacePatrol.DogFight.noShot",
  };
}

export type DogFightCardContext = ReturnType<typeof dogFightCardContext>;
