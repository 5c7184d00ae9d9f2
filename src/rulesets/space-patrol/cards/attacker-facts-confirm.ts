/**
 * On the GM's client at Apply, what an attack card kept of its ATTACKER's sheet: the asset level the
 * attack was rolled with and the weapon's numbers. A player writes their own cards: a patrolman's
 * best level claimed for the roll, or a penetration of 20 claimed for a pistol, would land damage
 * the sheet does not give, so these are held to the attacker the card was posted for (its
 * actorUuid) as its sheet stands now.
 *
 * - Fire (Guide 6.6): the asset the weapon's kind rolls with (Guide 2.2, 3.5), at the level of the
 *   one who rolls it: the patrolman or NPC, or for a vehicle's or spacecraft's weapon the gunner
 *   seated to fire it (Guide 6.15, 7.4; actions/shooter.ts); and the weapon item's numbers at the
 *   band the card names (Guide 3.3; actions/fired-weapon.ts), and whether it is a vehicle's main weapon (6.7).
 * - Melee (Guide 6.8, 2.3): one of the ways the attacker can fight now (actions/melee-options.ts),
 *   its level, reach and weapon numbers.
 * - A thrown grenade (Guide 6.12): the thrower's Athletics level, and no equipment bonus.
 *
 * What stays the attacker's call, as the target side leaves it (target-facts-confirm.ts): the
 * situation the dialog asked and the board showed then (the band and so the distance, cover,
 * smoke, darkness, movement, steadied aim, surprise, who else is in the fight), since tokens move
 * and nothing now tells where they stood; the markers on the attacker and a vehicle's own markers,
 * since other cards applied after this one was posted may change them; and the ammunition used,
 * since the magazine is spent at the shot and may be reloaded before Apply (the rules hold it to
 * the weapon's rate of fire, which is checked). Claims that only burden the attacker (two
 * sidearms, a long weapon in melee contact) gain a forger nothing and are not checked.
 *
 * A fire card from before it kept the weapon item's id, or a melee card from before it kept the
 * way of fighting chosen, is not refused for that: its claims must be those of some weapon (or
 * way of fighting) the attacker has now, which bounds it as tightly as the sheet can. A thrown
 * grenade is used up as it bursts (its last dose deletes the item), so by Apply there may be no
 * item to hold it to: its type and penetrations are held to the grenade item the card names as the
 * GM's client found it when the card came in, and that client used it up then (grenade-use.ts).
 * Apply lands a grenade card only where the GM's record holds that use: a card the step refused
 * gives the step's reason, and a card with no use recorded is refused (GRENADE_NOT_COUNTED). That
 * is every grenade card posted before the GM's client used grenades up: its thrower's client did,
 * and its claims were its word, so it lands nothing now; its chat still shows, and the GM applies
 * a result by hand where it stands. An indirect fire card (Guide 6.11) is not checked here: its
 * penetrations are the ones the table entered for the mission or bomb. An attacker no longer in
 * the world has nothing to check its claims against: refused.
 */
import type { CardAt, DerivationInput } from "../../../system/cards/card-kind";
import type { FieldsSpec } from "../../../core/schema";
import { sameData } from "../../../core/same-data";
import { weaponAsset } from "../rules";
import { WeaponData } from "../models/item-models";
import { VehicleData } from "../models/craft-models";
import { assetLevels, isAssetLevelReader } from "../models/asset-reader";
import { shooterFor } from "../actions/shooter";
import { firedWeapon, firingBands, isVehicleMainWeapon } from "../actions/fired-weapon";
import { meleeChoices } from "../actions/melee-options";
import type { FireRecord } from "./fire-record";
import type { MeleeRecord } from "./melee-record";
import type { GrenadeRecord, THROWN_GRENADE_RECORD } from "./grenade-record";
import { grenadeUsedOf } from "./grenade-use";
import { readCardLedger } from "../../../system/ledger/ledger-store";

export const ATTACKER_CHANGED = "STARSKIRMISH.SpacePatrol.Attack.attackerChanged";
/** A thrown grenade card whose grenade the GM's client never used up: one posted before it did. */
export const GRENADE_NOT_COUNTED = "STARSKIRMISH.SpacePatrol.Grenade.refused.notCounted";

/** Guide 6.12: each range of a throw reads "Athletics, None": the asset, and no equipment bonus (grenade-record.ts). */
const THROWN_GRENADE_EQUIPMENT = 0;

async function attackerOf(actorUuid: string): Promise<Actor.Implementation | null> {
  const actor = actorUuid ? await fromUuid<Actor.Implementation>(actorUuid) : null;
  return actor instanceof Actor ? actor : null;
}

/** What a fire card claims of its attacker: the level rolled and the weapon, less the turn's ammunition. */
function firedClaims(record: FireRecord): object {
  const { ammoUsed: _turnsAmmunition, ...weapon } = record.weapon;
  return { asset: record.shooter.asset, weapon, vehicleMainWeapon: record.shooter.vehicleMainWeapon };
}

/** Whether the fire card's attacker claims are those of the attacker's weapon and gunner now. */
export async function fireAttackerHolds(record: FireRecord, actor: Actor.Implementation): Promise<boolean> {
  const gunner = await shooterFor(actor);
  if (!gunner) return false;
  const levels = assetLevels(gunner.levels);
  const vehicle = actor.system instanceof VehicleData;
  const claimed = firedClaims(record);
  const band = record.weapon.band;
  const items = record.weaponId ? [actor.items.get(record.weaponId)] : [...actor.items];
  return items.some((item) => {
    const w = item?.system;
    if (!(w instanceof WeaponData) || !firingBands(w).includes(band)) return false;
    const now = firedWeapon(w, band);
    const weapon = { ...now, equipment: now.equipment ?? 0, multipleHitsPerShot: now.multipleHitsPerShot === true, attack: now.attack ?? "firearm", highExplosive: now.highExplosive === true, inventoryCode: now.inventoryCode ?? "" };
    return sameData(claimed, { asset: String(weaponAsset(w.kind, levels).level), weapon, vehicleMainWeapon: vehicle && isVehicleMainWeapon(w) });
  });
}

/** Whether the melee card's attacker claims are one of the ways the attacker can fight now. */
export function meleeAttackerHolds(record: MeleeRecord, actor: Actor.Implementation): boolean {
  if (!isAssetLevelReader(actor.system)) return false;
  const claimed = { style: record.style, asset: record.asset, weapon: record.weapon, reach: record.situation.attackerReach, fighting: record.situation.attackerFighting };
  const choices = meleeChoices(actor, actor.system).filter((c) => !record.choice || c.id === record.choice);
  return choices.some((c) =>
    sameData(claimed, {
      style: c.style,
      asset: String(c.level),
      weapon: { equipment: c.equipment, penetration: c.penetration, maxHits: c.maxHits, unarmed: c.unarmed },
      reach: c.reach,
      // Guide 6.8: the attacker's Fighting level is the level they strike with
      fighting: String(c.level),
    }),
  );
}

/** Whether a grenade card's throw was rolled with the thrower's Athletics now, and no equipment (Guide 6.12). */
export function throwerHolds(record: GrenadeRecord, actor: Actor.Implementation): boolean {
  if (!isAssetLevelReader(actor.system)) return false;
  return record.task.asset === String(actor.system.assetLevel("athletics")) && record.task.equipment === THROWN_GRENADE_EQUIPMENT;
}

/**
 * A thrown grenade card's attacker side: the GM's client used its grenade up as the card came in
 * (its claims held to the item then), and the thrower's Athletics holds now. Apply has run the
 * card's step before it asks, and refused the card if the step did.
 */
export async function confirmThrower(input: DerivationInput<typeof THROWN_GRENADE_RECORD>, at: CardAt): Promise<string | null> {
  const entry = readCardLedger()[at.messageId];
  if (!grenadeUsedOf(entry?.gm)) return GRENADE_NOT_COUNTED;
  return confirmAttackerFacts(throwerHolds)(input);
}

/** A card kind's confirm of its attacker's side: null when the attacker's sheet bears the card out. */
export function confirmAttackerFacts<P extends FieldsSpec>(holds: (payload: DerivationInput<P>["payload"], actor: Actor.Implementation) => boolean | Promise<boolean>) {
  return async ({ payload, actorUuid }: DerivationInput<P>): Promise<string | null> => {
    const actor = await attackerOf(actorUuid);
    return actor && (await holds(payload, actor)) ? null : ATTACKER_CHANGED;
  };
}

/** Both sides of an attack card, the attacker first: its Apply lands only what both sheets bear out. */
export function confirmBothSides<P extends FieldsSpec>(
  attacker: (input: DerivationInput<P>, at: CardAt) => Promise<string | null>,
  target: (input: DerivationInput<P>, at: CardAt) => Promise<string | null>,
) {
  return async (input: DerivationInput<P>, at: CardAt): Promise<string | null> => (await attacker(input, at)) ?? (await target(input, at));
}
