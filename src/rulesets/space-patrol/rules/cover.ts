/**
 * Cover (Guide 6.6, 6.7, 6.12): what high and low cover do to shots, grenades and movement, which
 * combatants can use it, and when destructible cover is destroyed.
 */
import { checkedDie, type DiceSource } from "../../../core/dice";
import { oneOf, yesNo } from "../../../core/checks";
import { COVER_KINDS, type CoverKind } from "./fire-advantages";

/** Guide 6.6 with ruling SP-1: low cover 1 disadvantage, high cover 2. */
export const COVER_FIRE_DISADVANTAGES = { none: 0, low: 1, high: 2 } as const satisfies Record<CoverKind, number>;
/** Guide 6.12: grenades go over low cover freely; high cover still gives 2. */
export const COVER_GRENADE_DISADVANTAGES = { none: 0, low: 0, high: 2 } as const satisfies Record<CoverKind, number>;

/** Guide 6.6: high cover blocks sight and movement; shooting from it needs a corner or edge. */
export function canShootFromHighCover(atCornerOrEdge: boolean): boolean {
  return yesNo(atCornerOrEdge, "atCornerOrEdge");
}

export type CombatantBody = "person" | "groundVehicle" | "aircraft" | "watercraft";

/**
 * Guide 6.7: ground vehicles can take low cover, and high cover only at the price of not
 * shooting; aircraft and watercraft cannot use cover at all.
 */
export function usableCover(body: CombatantBody, cover: CoverKind): { readonly cover: CoverKind; readonly canShoot: boolean } {
  oneOf(body, "body", ["person", "groundVehicle", "aircraft", "watercraft"]);
  oneOf(cover, "cover", COVER_KINDS);
  if (body === "aircraft" || body === "watercraft") return { cover: "none", canShoot: true };
  if (body === "groundVehicle" && cover === "high") return { cover: "high", canShoot: false };
  return { cover, canShoot: true };
}

export type CoverAttack = "incendiary" | "thermal" | "heContact" | "heBurst" | "majorVehicleWeaponContact";

/** Guide 6.6: HE on a contact hit destroys destructible cover half the time. */
export const HE_DESTROYS_COVER_PERCENT = 50;
/** Guide 6.6: incendiary grenades burn flammable cover down in 2d4 turns. */
export const INCENDIARY_BURN_DICE = { count: 2, sides: 4 } as const;

export interface CoverDestruction {
  /** Turns until destroyed: 0 now, null never. */
  readonly turns: number | null;
}

/** Guide 6.6: what an attack does to destructible cover (flammable for fire attacks). */
export function destructibleCoverFate(attack: CoverAttack, dice: DiceSource, flammable = true): CoverDestruction {
  switch (attack) {
    case "incendiary":
      return { turns: flammable ? checkedDie(dice, 4) + checkedDie(dice, 4) : null };
    case "thermal":
      return { turns: flammable ? 0 : null };
    case "heContact":
      return { turns: checkedDie(dice, 100) <= HE_DESTROYS_COVER_PERCENT ? 0 : null };
    case "heBurst":
      return { turns: null };
    case "majorVehicleWeaponContact":
      return { turns: 0 };
    default:
      throw new RangeError(`Unknown attack on cover "${String(attack)}"`);
  }
}
