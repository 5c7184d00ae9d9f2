/**
 * What the side turns tell the fire dialog before it opens (Guide 6.2, 6.5, 6.6; SP-4): whether
 * the shooter moved this turn, whether each target moved in its last turn and, for a vehicle, its
 * drive code (a faster moving vehicle is harder to hit), the shooter's own drive code (a vehicle's,
 * or -1 on foot), and the surprising side's advantage in its first turn (shooter undetected).
 */
import { surpriseAdvantage } from "../rules/side-turns";
import { VehicleData } from "../models/craft-models";
import { sideOfActor } from "./combatant-sides";
import { movedRecordOf } from "./moved-tracking";
import { readState } from "./side-turn-store";

type TokenObject = foundry.canvas.placeables.Token.Implementation;

export interface FirePresets {
  shooterMoved: boolean;
  undetected: boolean;
  /** The shooter's vehicle's drive code; left out on foot (SP-4 rates that -1). */
  shooterDriveCode?: number;
  targets: { moved: boolean; driveCode?: number }[];
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
      return { moved: record !== null, ...(driveCode !== undefined ? { driveCode } : {}) };
    }),
  };
}
