/**
 * Data of a StarMarines weapon (IV-h, IX-A, IX-E, SMR-17, SMR-24). The race books give weapons their
 * numbers; the rules give only the categories and what armour-piercing, frag and close-combat mean,
 * so every value is a field to fill in. A vehicle weapon's arc is any set of the six directions.
 */
import { field } from "../../../core/schema";
import { ARC_DIRECTIONS } from "./lists";

export const WEAPON_CATEGORIES = ["grenade", "hand", "light", "medium", "heavy", "natural"] as const;

const L = (name: string) => `STARSKIRMISH.StarMarines.Weapon.${name}`;

export const WEAPON_SCHEMA = {
  category: field.choice(WEAPON_CATEGORIES, "light", L("category")),
  /** In hexes; a close-combat weapon's is 1 (IV-h). */
  range: field.integer(1, 1, 99, L("range")),
  aim: field.integer(0, -5, 5, L("aim")),
  armourPierce: field.integer(0, -5, 9, L("armourPierce")),
  damage: field.integer(0, -5, 20, L("damage")),
  frag: field.boolean(false, L("frag")),
  closeCombat: field.boolean(false, L("closeCombat")),
  ignoresLineOfSight: field.boolean(false, L("ignoresLineOfSight")),
  /** IV-h: the extra build points some heavy weapons cost. */
  extraCost: field.integer(0, 0, 99, L("extraCost")),
  arc: field.object(Object.fromEntries(ARC_DIRECTIONS.map((d) => [d, field.boolean(d === "ahead", `STARSKIRMISH.StarMarines.Arc.${d}`)])) as Record<(typeof ARC_DIRECTIONS)[number], ReturnType<typeof field.boolean>>, L("arc")),
  notes: field.html("STARSKIRMISH.Common.notes"),
};
