/**
 * What the side turns tell the fire dialog before it opens (Guide 6.2, 6.5, 6.6; SP-4): whether
 * the shooter moved this turn, whether each target moved in its last turn and, for a vehicle, its
 * drive code (a faster moving vehicle is harder to hit) or whether a person moved farther than one
 * move allows (two moves), the shooter's own drive code (a vehicle's, or -1 on foot), and the
 * surprising side's advantage in its first turn (shooter undetected).
 */
import { madeTwoMoves, surpriseAdvantage } from "../rules/side-turns";
import { movementAllowanceFromMarkers } from "../rules/movement";
import { VehicleData } from "../models/craft-models";
import { isAssetLevelReader } from "../models/asset-reader";
import { readMarkers } from "../../../system/markers/marker-store";
import { wornArmour } from "../actions/action-common";
import type { MovedRecord } from "./side-turn-store";
import { sideOfActor } from "./combatant-sides";
import { movedRecordOf } from "./moved-tracking";
import { readState } from "./side-turn-store";
import type { TokenObject } from "../../../system/board";


export interface FirePresets {
  shooterMoved: boolean;
  undetected: boolean;
  /** The shooter's vehicle's drive code; left out on foot (SP-4 rates that -1). */
  shooterDriveCode?: number;
  targets: { moved: boolean; twoMoves: boolean; driveCode?: number }[];
}

/** Guide 6.6: a person who covered more than one move's allowance made two moves (vehicles cannot, Guide 6.7). */
function twoMoves(actor: Actor.Implementation | null | undefined, record: MovedRecord | null): boolean {
  const system = actor?.system;
  if (!actor || !record || !isAssetLevelReader(system)) return false;
  const allowance = movementAllowanceFromMarkers({ athletics: system.assetLevel("athletics"), armourPenalty: wornArmour(actor)?.movementPenalty ?? 0 }, readMarkers(actor));
  return madeTwoMoves(record.inches, allowance);
}

function vehicleCode(actor: Actor.Implementation | null | undefined): number | undefined {
  const system = actor?.system;
  return system instanceof VehicleData ? system.driveCode : undefined;
}

export function firePresets(actor: Actor.Implementation, shooter: TokenObject, targets: readonly TokenObject[]): FirePresets {
  const state = readState(game.combat);
  const side = sideOfActor(actor);
  const shooterDriveCode = vehicleCode(actor);
  return {
    shooterMoved: movedRecordOf(shooter.document.id) !== null,
    undetected: state !== null && side !== null && surpriseAdvantage(state, side),
    ...(shooterDriveCode !== undefined ? { shooterDriveCode } : {}),
    targets: targets.map((t) => {
      const record = movedRecordOf(t.document.id);
      // the code recorded when it moved, else the sheet's (SP-4)
      const driveCode = record?.driveCode ?? vehicleCode(t.actor);
      return { moved: record !== null, twoMoves: twoMoves(t.actor, record), ...(driveCode !== undefined ? { driveCode } : {}) };
    }),
  };
}
