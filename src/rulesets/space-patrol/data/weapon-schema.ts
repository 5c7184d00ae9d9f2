/**
 * Data of a Space Patrol! weapon: its inventory code and kind (which decide the asset that rolls
 * it, Guide 2.2, 3.5), the three range bands with penetration and "+" bonus (Guide 3.3, 6.6),
 * targets and ammunition per turn (Guide 6.6), magazine and reload (Guide 6.4), reach and
 * maximum hits for melee (Guide 6.8), the attack type its armour is read against (SP-8) and flags.
 */
import { field, type SchemaValue } from "../../../core/schema";
import { WEAPON_KINDS } from "./lists";
import { ATTACK_KINDS } from "./attack-kinds";

/** Guide 5.1, 6.7: inventory codes a weapon can have. */
export const WEAPON_CODES = ["S", "M", "H", "LV", "MV", "A"] as const;
/** Guide 7.8, 7.9: what a spacecraft weapon is; laser and plasma are what the PBF can block. */
export const SPACE_WEAPON_KINDS = ["none", "laser", "plasma", "torp", "railGun", "pulseLaser", "other"] as const;

/** Guide 6.4: the reload kinds. */
export const RELOAD_KINDS = ["action", "fullTurn"] as const;

/** One range band: its longest range in inches, penetration and equipment bonus (Guide 3.3), each labelled with the band's name. */
const band = (name: "effective" | "long" | "extreme") =>
  field.object({
    range: field.integer(0, 0, 9999, `STARSKIRMISH.SpacePatrol.Weapon.band.${name}.range`),
    penetration: field.integer(0, -20, 99, `STARSKIRMISH.SpacePatrol.Weapon.band.${name}.penetration`),
    bonus: field.integer(0, -10, 20, `STARSKIRMISH.SpacePatrol.Weapon.band.${name}.bonus`),
  });

export const WEAPON_SCHEMA = {
  code: field.choice(WEAPON_CODES, "M", "STARSKIRMISH.SpacePatrol.Weapon.code"),
  kind: field.choice(WEAPON_KINDS, "firearm", "STARSKIRMISH.SpacePatrol.Weapon.kind"),
  attack: field.choice(ATTACK_KINDS, "firearm", "STARSKIRMISH.SpacePatrol.Weapon.attack"),
  effective: band("effective"),
  long: band("long"),
  extreme: band("extreme"),
  targets: field.integer(1, 1, 99, "STARSKIRMISH.SpacePatrol.Weapon.targets"),
  ammoPerTurn: field.integer(1, 0, 9999, "STARSKIRMISH.SpacePatrol.Weapon.ammoPerTurn"),
  magazine: field.integer(0, 0, 9999, "STARSKIRMISH.SpacePatrol.Weapon.magazine"),
  ammo: field.integer(0, 0, 9999, "STARSKIRMISH.SpacePatrol.Weapon.ammo"),
  reload: field.choice(RELOAD_KINDS, "action", "STARSKIRMISH.SpacePatrol.Weapon.reload"),
  reach: field.integer(0, 0, 9, "STARSKIRMISH.SpacePatrol.Weapon.reach"),
  maxHits: field.integer(1, 1, 99, "STARSKIRMISH.SpacePatrol.Weapon.maxHits"),
  highExplosive: field.boolean(false, "STARSKIRMISH.SpacePatrol.Weapon.highExplosive"),
  shotgun: field.boolean(false, "STARSKIRMISH.SpacePatrol.Weapon.shotgun"),
  guided: field.boolean(false, "STARSKIRMISH.SpacePatrol.Weapon.guided"),
  // Guide 6.7: a vehicle weapon with a Point-Defense Module may shoot down incoming attacks
  pointDefenseModule: field.boolean(false, "STARSKIRMISH.SpacePatrol.Weapon.pointDefenseModule"),
  // Guide 7.8: a spacecraft's weapon; its three bands' ranges are then read in hexes (7.1)
  spaceKind: field.choice(SPACE_WEAPON_KINDS, "none", "STARSKIRMISH.SpacePatrol.Weapon.spaceKind"),
  developmentIndex: field.integer(0, 0, 99, "STARSKIRMISH.SpacePatrol.Field.developmentIndex"),
  description: field.html("STARSKIRMISH.Common.description"),
};

export type WeaponSystem = SchemaValue<typeof WEAPON_SCHEMA>;
