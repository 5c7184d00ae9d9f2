/**
 * Where gravity does not hold (Guide 6.10, 7.11, 7.12): a scene the GM marks zero-G (or that a
 * boarding of a ship without gravity marked), a token the GM marks as floating free (a patrolman on EVA),
 * and the decks of any ship whose S-Drive Drive Markers have broken, which takes its artificial
 * gravity with it. The marks are read in zero-g-marks.ts, light enough for start-up.
 */
import { readMarkers } from "../../../system/markers/marker-store";
import { hasGravityLoss } from "../rules/marker-effects";
import { markedZeroG, shipsDeckedOn } from "./zero-g-marks";
import { SpacecraftData } from "../models/craft-models";

/** Whether the token's figure fights in zero-G or free fall. */
export function inZeroG(token: TokenDocument.Implementation | null | undefined): boolean {
  if (!token) return false;
  if (markedZeroG(token)) return true;
  const scene = token.parent;
  if (!scene) return false;
  // Guide 6.10, 7.11: a broken S-Drive disables the artificial gravity of the ship it drives
  return shipsDeckedOn(scene).some((ship) => ship.system instanceof SpacecraftData && hasGravityLoss(ship.system.speed, readMarkers(ship)));
}
