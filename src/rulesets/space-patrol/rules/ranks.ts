/**
 * Ranks and the chain of command (Guide 1.4, 1.5): each branch's title for ranks 0-6, and who
 * captains a crew: the highest rank, then the most medal points, then the dice.
 */
import { checkedDie, type DiceSource } from "../../../core/dice";
import { list, record, text } from "../../../core/checks";
import { MEDAL_POINTS, type BranchId, type MedalId } from "./creation-tables";
import { MAX_RANK } from "./creation-ids";

// Guide 1.5: seven ranks, 0 (Space Cadet) to 6; the bound lives with creation's names, where the
// stored data model reads it (creation-ids.ts)
export { MAX_RANK };

/** Guide 1.4, ranks 0 to 6 for each branch. */
export const RANK_TITLES = {
  flight: ["Cadet", "Deck Hand", "Able Flyer", "Pilot", "Senior Pilot", "Master Pilot", "Chief Pilot"],
  engineering: ["Cadet", "Drive Hand", "Able Mechanic", "Engineer", "Senior Engineer", "Master Engineer", "Chief Engineer"],
  gunnery: ["Cadet", "Gunner's Mate", "Able Armsman", "Gunner", "Senior Gunner", "Master Gunner", "Chief Gunner"],
  intelligence: ["Cadet", "Junior Analyst", "Analyst", "Operative", "Senior Operative", "Master Operative", "Chief Operative"],
  astrogation: ["Cadet", "Chart Clerk", "Assistant Astrogator", "Astrogator", "Senior Astrogator", "Master Astrogator", "Chief Astrogator"],
  medicine: ["Cadet", "Orderly", "Paramedic", "Medic", "Senior Medic", "Master Medic", "Chief Medic"],
} as const satisfies Readonly<Record<BranchId, readonly [string, string, string, string, string, string, string]>>;

/** The English title of a rank in a branch. */
export function rankTitle(branch: BranchId, rank: number): string {
  if (!Number.isInteger(rank) || rank < 0 || rank > MAX_RANK) throw new RangeError(`Rank must be 0-${MAX_RANK}, not ${rank}`);
  const title = RANK_TITLES[branch]?.[rank];
  if (title === undefined) throw new RangeError(`Unknown branch: ${String(branch)}`);
  return title;
}

/** Localisation key of a rank title. */
export function rankTitleLabel(branch: BranchId, rank: number): string {
  rankTitle(branch, rank);
  return `STARSKIRMISH.SpacePatrol.Rank.${branch}.${rank}`;
}

/** Guide 1.5: a Flare is 1 point, a Comet 2, a Star 3. */
export function medalPoints(medals: readonly MedalId[]): number {
  let total = 0;
  for (const m of list(medals, "medals")) {
    const points = Object.hasOwn(MEDAL_POINTS, m) ? MEDAL_POINTS[m] : undefined;
    if (points === undefined) throw new RangeError(`Unknown medal: ${String(m)}`);
    total += points;
  }
  return total;
}

export interface CrewMember {
  readonly id: string;
  readonly rank: number;
  readonly medals: readonly MedalId[];
}

/** Guide 1.5: the die rolled for the Senior Patrol Leader's choice between exact equals. */
export const CHAIN_OF_COMMAND_TIE_DIE = 20;

export interface ChainOfCommand {
  /** Ids from the captain down. */
  readonly order: readonly string[];
  readonly captain: string | undefined;
  /** Guide 1.5: the second in the order is Number 2 (Assistant Patrol Leader). */
  readonly numberTwo: string | undefined;
  /** The dice rolled to break ties, by member id (each roll in order). */
  readonly tieRolls: Readonly<Record<string, readonly number[]>>;
}

/**
 * Guide 1.5: orders a crew by rank, then medal points; members still equal roll a d20 each,
 * highest first, rolling again among those who tie.
 */
export function chainOfCommand(crew: readonly CrewMember[], dice: DiceSource): ChainOfCommand {
  const tieRolls: Record<string, number[]> = {};
  const keyed = list(crew, "crew").map((m) => {
    text(record(m, "member").id, "member.id");
    if (!Number.isInteger(m.rank) || m.rank < 0 || m.rank > MAX_RANK) throw new RangeError(`Rank must be 0-${MAX_RANK}, not ${m.rank}`);
    return { id: m.id, rank: m.rank, points: medalPoints(m.medals) };
  });
  keyed.sort((x, y) => y.rank - x.rank || y.points - x.points);
  const order: string[] = [];
  let i = 0;
  while (i < keyed.length) {
    let j = i + 1;
    const head = keyed[i];
    while (head && j < keyed.length && keyed[j]?.rank === head.rank && keyed[j]?.points === head.points) j++;
    order.push(...breakTie(keyed.slice(i, j).map((k) => k.id), dice, tieRolls));
    i = j;
  }
  return { order, captain: order[0], numberTwo: order[1], tieRolls };
}

function breakTie(ids: readonly string[], dice: DiceSource, rolls: Record<string, number[]>): string[] {
  if (ids.length < 2) return [...ids];
  const rolled = ids.map((id) => {
    const value = checkedDie(dice, CHAIN_OF_COMMAND_TIE_DIE);
    (rolls[id] ??= []).push(value);
    return { id, value };
  });
  const values = [...new Set(rolled.map((r) => r.value))].sort((x, y) => y - x);
  return values.flatMap((v) => breakTie(rolled.filter((r) => r.value === v).map((r) => r.id), dice, rolls));
}
