/**
 * What a maneuver card records (Guide 7.3, 7.5), so either side may spend its Tactics Pool on the
 * roll afterwards: the maneuver, the ship and the side turn it was made in, the roll's inputs and
 * die, the terms the card shows, and the spends so far (the GM's own record is in the card ledger).
 */
import { field, type SchemaValue } from "../../../core/schema";
import { TURN_SIDES } from "../rules/side-turns";

export const MANEUVER_RECORD_KEYS = ["evasiveManeuvers", "comeToGrips", "rideTheWake", "asteroidShimsham", "goDark", "boostEngines", "boostBeam", "boostField"] as const;

export const MANEUVER_RECORD = {
  key: field.choice(MANEUVER_RECORD_KEYS, "evasiveManeuvers"),
  shipTokenId: field.string(),
  round: field.integer(1, 0),
  side: field.choice(TURN_SIDES, "players"),
  by: field.string(),
  covering: field.boolean(),
  enemy: field.string(),
  compareOwn: field.string(),
  compareEnemy: field.string(),
  asset: field.string("X"),
  equipment: field.integer(0, 0, 99),
  advantages: field.integer(0, 0, 20),
  disadvantages: field.integer(0, 0, 20),
  d20: field.integer(1, 1, 20),
  tactics: field.array(field.object({ side: field.choice(TURN_SIDES, "players"), points: field.integer(1, -3, 3) })),
};

export type ManeuverRecord = SchemaValue<typeof MANEUVER_RECORD>;
