/**
 * Aim dice (IX-A, SMR-1, SMR-25, IX-C): the unit's and the weapon's Aim add to one net Aim N. A net
 * +N rolls N+1 dice and keeps the highest; -N rolls N+1 and keeps the lowest; 0 rolls one. Thick
 * cover cancels a positive weapon Aim only, before the two are added (IX-C, SMR-1), and not a frag
 * weapon's (SMR-8).
 */
import { list, whole, yesNo } from "../../../core/checks";

/** The net Aim of a shot. */
export function netAim(unitAim: number, weaponAim: number, thickCover = false): number {
  const weapon = whole(weaponAim, "weaponAim", -9, 9);
  // IX-C: "any aim bonuses from weapons are negated"; the unit's own Aim and weapon penalties stay
  return whole(unitAim, "unitAim", -9, 9) + (yesNo(thickCover, "thickCover") ? Math.min(0, weapon) : weapon);
}

/**
 * IX-C, SMR-8: whether the cover takes the weapon's Aim bonus away: thick cover does, except from a
 * frag weapon, which "hit[s] normally" and so ignores every cover penalty, the loss of Aim included.
 */
export function coverNegatesWeaponAim(cover: "none" | "light" | "thick", frag: boolean): boolean {
  return cover === "thick" && !yesNo(frag, "frag");
}

/** SMR-1: how many dice a net Aim rolls. */
export function aimDiceCount(aim: number): number {
  return Math.abs(whole(aim, "aim", -18, 18)) + 1;
}

/** SMR-1: the die a net Aim keeps of the dice rolled. */
export function keptAimDie(aim: number, faces: readonly number[]): number {
  const dice = list(faces, "faces").map((f, i) => whole(f, `faces[${i}]`, 1, 6));
  if (dice.length !== aimDiceCount(aim)) throw new RangeError(`An Aim of ${aim} rolls ${aimDiceCount(aim)} dice, not ${dice.length}`);
  return aim >= 0 ? Math.max(...dice) : Math.min(...dice);
}
