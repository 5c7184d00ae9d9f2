/**
 * How often a unit attacks in a turn (IV-h, SMR-14): "a soldier can fire only one weapon each
 * turn", however many it carries, and "Vehicles can fire all their weapons, at the same or at
 * different targets". A charge (VIII-F) and an Overwatch shot (VIII-E, SMR-10) are the unit's
 * attack like any other; an overrun (IX-F) is no attack of the vehicle's and is not counted here.
 * A frag weapon "can hit multiple units in the target hex" (IV-h): the same frag weapon aimed at
 * another unit in the first target's hex is one attack, not a second. Whether it reaches other
 * hexes is the GM's call (SMR-17), so no further hex lands by itself.
 */

/** One of the unit's earlier attacks in the turn: the weapon it fired and the unit it aimed at. */
export interface EarlierAttack {
  readonly weaponId: string;
  readonly targetKey: string;
}

/** The attack being judged. */
export interface NextAttack {
  readonly soldier: boolean;
  readonly weaponId: string;
  readonly frag: boolean;
  readonly targetKey: string;
}

export type SecondAttack = "soldierAttacked" | "weaponFired" | null;

/**
 * Why the unit may not make `next` after `earlier` in the same turn (oldest first), or null: a
 * soldier's one weapon a turn, a vehicle's each weapon once. `sameHex` says whether a unit stands
 * in the hex of the first target of the frag attack.
 */
export function secondAttack(earlier: readonly EarlierAttack[], next: NextAttack, sameHex: (firstTargetKey: string) => boolean): SecondAttack {
  // IV-h: a vehicle's other weapons fire on their own
  const counted = next.soldier ? earlier : earlier.filter((e) => e.weaponId === next.weaponId);
  const first = counted[0];
  if (!first) return null;
  // IV-h: one frag attack, spread over the units of its target hex, each of them once
  const oneFragAttack = next.frag && counted.every((e) => e.weaponId === next.weaponId && e.targetKey !== next.targetKey) && sameHex(first.targetKey);
  if (oneFragAttack) return null;
  return next.soldier ? "soldierAttacked" : "weaponFired";
}
