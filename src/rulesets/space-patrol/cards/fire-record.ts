/**
 * What a fire card keeps of the action it reports (Guide 6.6): the shooter's situation, the
 * weapon's numbers at the band, and each target's situation, armour and table, as actions/fire.ts
 * handed them to the rules. The d20s and damage dice are the card's Rolls. From these the GM works
 * every target's result out again (fire-derive.ts), so what a card lists is never taken on trust.
 * A Tactics spend (Guide 6.3) is recorded here by the GM's client, with each target's damage dice
 * from then on (turn/fire-tactics.ts).
 */
import { field } from "../../../core/schema";
import { TURN_SIDES, type TurnSide } from "../rules/side-turns";
import type { ReadonlySchemaValue } from "../../../system/cards/card-schema";
import { ON_FOOT_DRIVE_CODE, type AttackKind, type FireInput, type FireTarget } from "../rules";
import { ASSET_LEVEL, DAMAGE_TABLE, MARKER_COUNTS, PERSONAL_ARMOUR, armourOf, armourRecord, assetLevelOf } from "./record-fields";

/** Every kind of attack the armour rules name (Guide 6.13, 8.5). */
const ATTACK_KINDS = Object.keys({
  melee: true,
  unarmed: true,
  natural: true,
  firearm: true,
  archery: true,
  armourPiercing: true,
  fragmentation: true,
  energy: true,
  highExplosive: true,
  concussion: true,
  fire: true,
  radiation: true,
  nbc: true,
} satisfies Record<AttackKind, true>) as AttackKind[];

const MARKERS = MARKER_COUNTS;

export const FIRE_RECORD = {
  shooter: field.object({
    asset: ASSET_LEVEL,
    markers: MARKERS,
    steadyAim: field.boolean(),
    moved: field.boolean(),
    undetected: field.boolean(),
    inSmoke: field.boolean(),
    darkness: field.integer(0, 0),
    driveCode: field.integer(ON_FOOT_DRIVE_CODE),
    suppressedBy: field.integer(0, 0),
    // Guide 6.6; a card recorded before these were kept reads them as false, as it was resolved
    twoSidearms: field.boolean(),
    mainOrHeavyInMeleeContact: field.boolean(),
    // Guide 6.15: the firing vehicle's own markers; a card from a weapon in hand keeps none
    vehicleMarkers: MARKERS,
    vehicleMainWeapon: field.boolean(),
  }),
  weapon: field.object({
    band: field.choice(["effective", "long", "extreme", "beyond"], "beyond"),
    equipment: field.integer(0),
    penetration: field.integer(0),
    targets: field.integer(1, 1),
    ammoPerTurn: field.integer(1, 1),
    ammoUsed: field.integer(1, 1),
    multipleHitsPerShot: field.boolean(),
    attack: field.choice(ATTACK_KINDS, "firearm"),
    highExplosive: field.boolean(),
    inventoryCode: field.optionalChoice(["S", "M", "H"]),
  }),
  targets: field.array(
    field.object({
      /** The card target this one is (its token's id). */
      key: field.string(),
      markers: MARKERS,
      cover: field.choice(["none", "low", "high"], "none"),
      movedLastTurn: field.boolean(),
      twoMovesLastTurn: field.boolean(),
      vehicleOrLargeCreature: field.boolean(),
      /** SP-4: the drive code of a vehicle that moved, or ON_FOOT_DRIVE_CODE. */
      movingVehicleDriveCode: field.integer(ON_FOOT_DRIVE_CODE),
      inSmoke: field.boolean(),
      prone: field.boolean(),
      stunned: field.boolean(),
      hunkered: field.boolean(),
      flying: field.boolean(),
      shots: field.integer(1, 1),
      distanceToPrimary: field.integer(0, 0),
      table: DAMAGE_TABLE,
      armour: PERSONAL_ARMOUR,
      /** A vehicle's or spacecraft's one armour value. */
      craftArmour: field.integer(0),
      /** Guide 8.5: the target's suit shuts out NBC attacks. */
      nbcProof: field.boolean(),
    }),
  ),
  /** The side turn it was fired in (Guide 6.3: Tactics are spent on a roll while its turn runs); 0 off the side turns. */
  round: field.integer(0, 0),
  side: field.choice(TURN_SIDES, "players"),
  /** What the card shows by name, so the GM's client can draw it again after a spend. */
  shooterName: field.string(),
  weaponName: field.string(),
  /**
   * The weapon item fired, on the attacker's sheet, so the GM can hold the card's weapon numbers to
   * it (attacker-facts-confirm.ts); "" on a card from before it was kept.
   */
  weaponId: field.string(),
  targetNames: field.array(field.string()),
  /** Each target's actor, for the Apply a spend may newly give it. */
  targetActors: field.array(field.string()),
  /** Guide 6.3: the Tactics points spent on each attack roll, by its place among the d20s. */
  tactics: field.array(field.object({ row: field.integer(0, 0, 999), side: field.choice(TURN_SIDES, "players"), points: field.integer(1, -3, 3) })),
  /** Guide 4.2 "Not So Fast": the attack rolls rolled again, each with its new d20 (and an additional advantage). */
  rerolls: field.array(field.object({ row: field.integer(0, 0, 999), d20: field.integer(1, 1, 20) })),
  /** Once a spend re-resolved the fire: each target's damage dice ("damage" and its place), kept apart (core/dice-slots.ts). */
  slots: field.record(field.array(field.integer(1, 1, 100))),
};

export type FireRecord = ReadonlySchemaValue<typeof FIRE_RECORD>;
/** What the rules are handed apart from the dice and the damage tables. */
export type FireRecordInput = Omit<FireInput, "dice" | "d20" | "tables">;

const noMarkers = {};

/** The record of a fire action's input, with each target's card key and the side turn it was made in. */
export function fireRecord(
  input: FireRecordInput,
  keys: readonly string[],
  turn: { readonly round: number; readonly side: TurnSide } = { round: 0, side: "players" },
  names: { readonly shooter: string; readonly weapon: string; readonly weaponId?: string; readonly targets: readonly string[]; readonly actors: readonly string[] } = { shooter: "", weapon: "", targets: [], actors: [] },
): FireRecord {
  const { shooter, weapon } = input;
  return {
    round: turn.round,
    side: turn.side,
    shooterName: names.shooter,
    weaponName: names.weapon,
    weaponId: names.weaponId ?? "",
    targetNames: [...names.targets],
    targetActors: [...names.actors],
    tactics: [],
    rerolls: [],
    slots: {},
    shooter: {
      asset: String(shooter.asset),
      markers: { ...(shooter.markers ?? noMarkers) },
      steadyAim: shooter.steadyAim === true,
      moved: shooter.moved === true,
      undetected: shooter.undetected === true,
      inSmoke: shooter.inSmoke === true,
      darkness: shooter.darkness ?? 0,
      driveCode: shooter.driveCode ?? ON_FOOT_DRIVE_CODE,
      suppressedBy: shooter.suppressedBy ?? 0,
      twoSidearms: shooter.twoSidearms === true,
      mainOrHeavyInMeleeContact: shooter.mainOrHeavyInMeleeContact === true,
      vehicleMarkers: { ...(shooter.vehicleMarkers ?? noMarkers) },
      vehicleMainWeapon: shooter.vehicleMainWeapon === true,
    },
    weapon: {
      band: weapon.band,
      equipment: weapon.equipment ?? 0,
      penetration: weapon.penetration,
      targets: weapon.targets,
      ammoPerTurn: weapon.ammoPerTurn,
      ammoUsed: weapon.ammoUsed ?? weapon.ammoPerTurn,
      multipleHitsPerShot: weapon.multipleHitsPerShot === true,
      attack: weapon.attack ?? "firearm",
      highExplosive: weapon.highExplosive === true,
      inventoryCode: weapon.inventoryCode ?? "",
    },
    targets: input.targets.map((t, i) => ({
      key: keys[i] ?? String(i),
      markers: { ...(t.markers ?? noMarkers) },
      cover: t.cover ?? "none",
      movedLastTurn: t.movedLastTurn === true,
      twoMovesLastTurn: t.twoMovesLastTurn === true,
      vehicleOrLargeCreature: t.vehicleOrLargeCreature === true,
      movingVehicleDriveCode: t.movingVehicleDriveCode ?? ON_FOOT_DRIVE_CODE,
      inSmoke: t.inSmoke === true,
      prone: t.prone === true,
      stunned: t.stunned === true,
      hunkered: t.hunkered === true,
      flying: t.flying === true,
      shots: t.shots ?? 1,
      distanceToPrimary: t.distanceToPrimary ?? 0,
      table: t.table ?? "individual",
      ...armourRecord(t.armour),
      nbcProof: t.nbcProof === true,
    })),
  };
}

/** The rules' input a record stands for, or null when its asset level is no level. */
export function fireInputOf(record: FireRecord): FireRecordInput | null {
  const asset = assetLevelOf(record.shooter.asset);
  if (asset === null) return null;
  const { weapon } = record;
  return {
    shooter: { ...record.shooter, asset },
    weapon: {
      band: weapon.band,
      equipment: weapon.equipment,
      penetration: weapon.penetration,
      targets: weapon.targets,
      ammoPerTurn: weapon.ammoPerTurn,
      ammoUsed: weapon.ammoUsed,
      multipleHitsPerShot: weapon.multipleHitsPerShot,
      attack: weapon.attack,
      highExplosive: weapon.highExplosive,
      ...(weapon.inventoryCode ? { inventoryCode: weapon.inventoryCode } : {}),
    },
    targets: record.targets.map(
      (t): FireTarget => ({
        markers: t.markers,
        cover: t.cover,
        movedLastTurn: t.movedLastTurn,
        twoMovesLastTurn: t.twoMovesLastTurn,
        vehicleOrLargeCreature: t.vehicleOrLargeCreature,
        ...(t.movingVehicleDriveCode === ON_FOOT_DRIVE_CODE ? {} : { movingVehicleDriveCode: t.movingVehicleDriveCode }),
        inSmoke: t.inSmoke,
        prone: t.prone,
        stunned: t.stunned,
        hunkered: t.hunkered,
        flying: t.flying,
        shots: t.shots,
        distanceToPrimary: t.distanceToPrimary,
        table: t.table,
        armour: armourOf(t.table, t),
        ...(t.nbcProof ? { nbcProof: true } : {}),
      }),
    ),
  };
}
