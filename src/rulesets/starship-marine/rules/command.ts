/**
 * Command and control (Starship Marine 3.3): the Marine ranks in order of seniority, which of them
 * lead (officers and NCOs), and the 20 cm a Marine private should keep from an officer or NCO of his
 * squad; a private further off takes individual morale tests like crew (3.14). Ranks the text names
 * only in Part 5 (Staff Captain, Staff Major, Regimental Sergeant Major) sit at the rank they carry.
 */
import { finite, oneOf } from "../../../core/checks";
import { RANKS } from "../data/lists";

// 3.3, junior first: the list sits with the data, which the figure model reads at init
export { RANKS };
export type Rank = (typeof RANKS)[number];

/** 3.3: the NCOs; the ranks above them are officers. */
const NCOS: readonly Rank[] = ["corporal", "sergeant"];

/** 3.3: "Marine privates should not normally be moved more than 20cm from an officer/NCO of their Squad." */
export const COMMAND_RADIUS_CM = 20;

/** Whether a rank leads: an officer or an NCO (3.3). */
export function leads(rank: Rank): boolean {
  const r = oneOf(rank, "rank", RANKS);
  return NCOS.includes(r) || RANKS.indexOf(r) > RANKS.indexOf("sergeant");
}

/** Whether a rank outranks another (3.3's order of seniority). */
export function outranks(a: Rank, b: Rank): boolean {
  return RANKS.indexOf(oneOf(a, "a", RANKS)) > RANKS.indexOf(oneOf(b, "b", RANKS));
}

/**
 * 3.3, 3.14: whether a Marine private is out of command, given how far the nearest officer or NCO
 * of his squad stands (Infinity when none is on the table).
 */
export function outOfCommand(rank: Rank, nearestLeaderCm: number): boolean {
  if (oneOf(rank, "rank", RANKS) !== "private") return false;
  if (nearestLeaderCm === Number.POSITIVE_INFINITY) return true;
  return finite(nearestLeaderCm, "nearestLeaderCm") > COMMAND_RADIUS_CM;
}
