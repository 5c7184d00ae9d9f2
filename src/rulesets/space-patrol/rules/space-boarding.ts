/**
 * Boarding (Guide 7.11): when a ship can be boarded, and the dice-off that settles a boarding
 * between NPC crews.
 */
import { finite, record, whole, yesNo } from "../../../core/checks";
import { checkedDie, MAX_DICE_PER_ROLL, type DiceSource } from "../../../core/dice";

/** Guide 7.11: defenders allow it, or Drive Markers have brought the ship's speed to 0 (zero-G aboard). */
export function canBoard(defendersAllow: boolean, defenderSpeedAfterDriveMarkers: number): { readonly allowed: boolean; readonly zeroG: boolean } {
  yesNo(defendersAllow, "defendersAllow");
  const disabled = finite(defenderSpeedAfterDriveMarkers, "defenderSpeedAfterDriveMarkers") <= 0;
  return { allowed: defendersAllow || disabled, zeroG: disabled };
}

/** Guide 7.11: a boarding fought out uses 20 regular turns per space turn. */
export const BOARDING_REGULAR_TURNS = 20;

export interface BoardingSide {
  readonly crew: number;
  readonly defending: boolean;
  readonly di: number;
  readonly qualityEdge?: boolean;
}

/**
 * The text does not say who wins a tied dice-off. Holding the ship is the defender's to lose, so a
 * tie leaves it with the defenders.
 */
export const BOARDING_TIE_GOES_TO = "defender";

/** Guide 7.11: dice for each side: crew multiples, +1 defending, +1 per DI point above, +1 quality. */
export function boardingDice(a: BoardingSide, b: BoardingSide): readonly [number, number] {
  for (const [name, s] of [["a", a], ["b", b]] as const) {
    record(s, name);
    whole(s.di, `${name}.di`);
    yesNo(s.defending, `${name}.defending`);
    if (!Number.isInteger(s.crew) || s.crew < 1) throw new RangeError(`A boarding side needs 1 or more crew, not ${s.crew}`);
  }
  if (a.defending === b.defending) throw new RangeError("Exactly one side defends");
  const smaller = Math.min(a.crew, b.crew);
  const count = (s: BoardingSide, o: BoardingSide): number =>
    Math.floor(s.crew / smaller) + (s.defending ? 1 : 0) + Math.max(0, s.di - o.di) + (s.qualityEdge ? 1 : 0);
  const dice: [number, number] = [count(a, b), count(b, a)];
  for (const n of dice) if (n > MAX_DICE_PER_ROLL) throw new RangeError(`A boarding side cannot roll ${n} dice`);
  return dice;
}

/** Rolls the dice-off; returns the totals and whether the first side won. */
export function resolveBoarding(a: BoardingSide, b: BoardingSide, dice: DiceSource): { readonly totals: readonly [number, number]; readonly faces: readonly [readonly number[], readonly number[]]; readonly firstWins: boolean } {
  const [na, nb] = boardingDice(a, b);
  // each side's faces kept, so the card shows the dice and not only their sum
  const fa = new Array<number>(na);
  const fb = new Array<number>(nb);
  let ta = 0;
  let tb = 0;
  for (let i = 0; i < na; i++) ta += fa[i] = checkedDie(dice, 6);
  for (let i = 0; i < nb; i++) tb += fb[i] = checkedDie(dice, 6);
  const firstWins = ta > tb || (ta === tb && a.defending);
  return { totals: [ta, tb], faces: [fa, fb], firstWins };
}
