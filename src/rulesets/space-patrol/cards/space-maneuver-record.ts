/**
 * What a maneuver card records (Guide 7.3, 7.5), so either side may spend its Tactics Pool on the
 * roll afterwards: the maneuver, the ship and the side turn it was made in, the roll's inputs and
 * die and further dice, the terms the card shows, what going dark took away, and the spends so far (the
 * ledger keeps the GM's own copy, which the GM revises with each spend).
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
  /** A failed shimsham's roll to avoid the body takes the ship's markers, not the covering (7.5, 7.14). */
  avoidDisadvantages: field.integer(0, 0, 20),
  /** The avoid roll's advantages: a surprise's in the first turn (7.2). */
  avoidAdvantages: field.integer(0, 0, 20),
  /** The dice past the d20, by slot: Boost Engines' 1d4 ("extra"), the avoid roll ("avoid"), the crash ("crash"). */
  slots: field.record(field.array(field.integer(1, 1, 100))),
  /** Go Dark: the ships whose identification of this one the dark took away, to give back if a point fails it. */
  hidFrom: field.array(field.string()),
  tactics: field.array(field.object({ side: field.choice(TURN_SIDES, "players"), points: field.integer(1, -3, 3) })),
};

export type ManeuverRecord = SchemaValue<typeof MANEUVER_RECORD>;
