/**
 * Spreading a team's hits over its soldiers (Striker 8.A.1.b.4): evenly, the odd hits to
 * different soldiers chosen by die.
 */
import { checkedDie, type DiceSource } from "../../../core/dice";

/** Striker 4.A: a fire team has four soldiers. */
export const TEAM_SIZE = 4;

/** Picks one of `count` items by die; a single item needs no roll. */
export function pickIndex(count: number, dice: DiceSource): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Cannot pick from ${count} soldiers`);
  return count === 1 ? 0 : checkedDie(dice, count) - 1;
}

/**
 * Hits on each of `soldiers` soldiers, in card order. Every soldier takes floor(hits / soldiers);
 * the rest go one each to soldiers picked at random without repeats, so the spread stays even.
 */
export function assignHits(hits: number, soldiers: number, dice: DiceSource): number[] {
  if (!Number.isInteger(hits) || hits < 0) throw new RangeError(`Hits must be a whole number of 0 or more, not ${hits}`);
  if (!Number.isInteger(soldiers) || soldiers < 0 || soldiers > TEAM_SIZE) {
    throw new RangeError(`A team has 0 to ${TEAM_SIZE} soldiers, not ${soldiers}`);
  }
  if (soldiers === 0) {
    if (hits > 0) throw new RangeError("Hits cannot land on a team with no soldiers");
    return [];
  }
  const each = Math.floor(hits / soldiers);
  const out = new Array<number>(soldiers);
  for (let i = 0; i < soldiers; i++) out[i] = each;
  // each odd hit picks among the soldiers still on `each`, in card order, so no one takes two
  for (let extra = hits % soldiers, open = soldiers; extra > 0; extra--, open--) {
    let skip = pickIndex(open, dice);
    let soldier = 0;
    while (out[soldier] !== each || skip-- > 0) soldier++;
    out[soldier] = each + 1;
  }
  return out;
}
