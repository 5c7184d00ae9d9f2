/**
 * What a StarMarines attack card keeps (IX-A), so the GM works the result out again from it and its
 * dice: the weapon's numbers, the target's, and the situation the board gave. The GM checks the
 * weapon and the target against their documents before anything lands (cards/attack.ts).
 */
import { field } from "../../../core/schema";
import { WOUNDING_COLUMNS } from "../rules/races";

export const ATTACK_RECORD = {
  attackerKey: field.string(),
  weaponId: field.string(),
  weapon: field.object({
    aim: field.integer(0, -5, 5),
    armourPierce: field.integer(0, -5, 9),
    damage: field.integer(0, -5, 20),
    frag: field.boolean(),
    closeCombat: field.boolean(),
  }),
  target: field.object({
    key: field.string(),
    kind: field.choice(["soldier", "vehicle"] as const, "soldier"),
    armour: field.integer(0, 0, 20),
    toughness: field.integer(0, 0, 20),
    column: field.choice(WOUNDING_COLUMNS, "starMarine"),
    wounded: field.boolean(),
    airborne: field.boolean(),
    supertank: field.boolean(),
    walker: field.optionalChoice(["small", "large"] as const),
  }),
  situation: field.object({
    unitAim: field.integer(0, -5, 5),
    steadyAim: field.boolean(),
    rearShot: field.boolean(),
    elite: field.boolean(),
    charging: field.boolean(),
    cover: field.choice(["none", "light", "thick"] as const, "none"),
  }),
  rangeHexes: field.integer(0, 0, 999),
};
