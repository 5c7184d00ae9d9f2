/**
 * What a space fire card records (Guide 7.3, 7.8, 7.9), so either side may spend its Tactics Pool
 * on one of its attack rolls afterwards and the GM works the fire out again: the ship and the side
 * turn it was fired in, the names and terms the card shows, the rules' input (the weapon at its
 * band, the firing ship's situation, each target ship with the shots left after point defense),
 * the attack d20s, each slot's dice (a roll's PBF d6, a target's damage dice; core/dice-slots.ts)
 * and the spends so far (the GM's own record of them is in the card ledger).
 */
import { field } from "../../../core/schema";
import type { ReadonlySchemaValue } from "../../../system/cards/card-schema";
import { TURN_SIDES } from "../rules/side-turns";
import { ASSET_LEVEL, MARKER_COUNTS } from "./record-fields";

export const SPACE_FIRE_RECORD = {
  shipTokenId: field.string(),
  round: field.integer(1, 0),
  side: field.choice(TURN_SIDES, "players"),
  ship: field.string(),
  weaponName: field.string(),
  gunner: field.string(),
  covering: field.boolean(),
  gunnerAsset: ASSET_LEVEL,
  fireControl: field.integer(0),
  weapon: field.object({
    band: field.choice(["effective", "long", "extreme", "beyond"], "beyond"),
    bonus: field.integer(0),
    penetration: field.integer(0),
    targets: field.integer(1, 1),
    ammoUse: field.integer(1, 0),
    spaceTorp: field.boolean(),
    energy: field.boolean(),
  }),
  situation: field.object({
    shooterMarkers: MARKER_COUNTS,
    surprise: field.boolean(),
    shooterCameToGrips: field.boolean(),
    shooterShimsham: field.boolean(),
    shooterEvading: field.boolean(),
    disadvantages: field.integer(0, 0, 20),
  }),
  targets: field.array(
    field.object({
      key: field.string(),
      name: field.string(),
      actorUuid: field.string(),
      /** Shots left to roll after point defense (Guide 7.8). */
      shots: field.integer(1, 1),
      distanceToPrimary: field.integer(0, 0),
      armour: field.integer(0),
      markers: MARKER_COUNTS,
      evadedLastTurn: field.boolean(),
      cameToGripsLastTurn: field.boolean(),
      shimshamLastTurn: field.boolean(),
      hasPbf: field.boolean(),
      pbfCode: field.integer(0, -99, 99),
      pbfBoosted: field.boolean(),
    }),
  ),
  d20: field.array(field.integer(1, 1, 20)),
  /** Each slot's faces, by slot key ("pbf" and the roll's place, "damage" and the target's). */
  slots: field.record(field.array(field.integer(1, 1, 100))),
  /** Guide 7.8: point defense rolled before the torps, as the card shows it. */
  interceptions: field.array(field.object({ target: field.string(), turret: field.string(), incoming: field.integer(0, 0), intercepted: field.integer(0, 0), rolls: field.string() })),
  tactics: field.array(field.object({ row: field.integer(0, 0, 999), side: field.choice(TURN_SIDES, "players"), points: field.integer(1, -3, 3) })),
};

export type SpaceFireRecord = ReadonlySchemaValue<typeof SPACE_FIRE_RECORD>;
