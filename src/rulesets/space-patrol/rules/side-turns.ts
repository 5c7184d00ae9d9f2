/**
 * The turn of regular combat by sides (Guide 6.2-6.4; rulings SP-11, SP-12): initiative once per
 * combat (or won by surprise), the sides alternating round after round, the combatants of the
 * acting side marked done as they finish, and each side's Tactics Pool (Guide 6.3) spent down.
 * Pure: the state is plain data the glue stores on the Combat.
 */
import { finite, list, oneOf, record, text, whole } from "../../../core/checks";
import type { DiceSource } from "../../../core/dice";
import { rollInitiative } from "./combat-initiative";
import { spendTacticsPool } from "./tactics-pool";
import { assertAssetLevel, assetBonus, type AssetLevel } from "./task";

export const TURN_SIDES = ["players", "enemies", "neutral"] as const;
export type TurnSide = (typeof TURN_SIDES)[number];
/** Guide 6.2: the two hostile groups that roll for initiative. */
export type HostileSide = "players" | "enemies";

/** Guide 6.2: no surprise, or which of the two sides was caught by surprise. */
export const SURPRISE_CHOICES = ["none", "playersSurprised", "enemiesSurprised"] as const;
export type SurpriseChoice = (typeof SURPRISE_CHOICES)[number];

/**
 * Guide 6.2 speaks only of two hostile groups. Reading for a neutral side (bystanders, a third
 * party the GM runs): it rolls no initiative and takes its turn after both hostile sides in every
 * round, and only when the combat has neutral combatants.
 */
export const NEUTRAL_TURN = "afterBothSides" as const;

/**
 * Guide 6.3: the pool is totalled when the combat starts and "can be spent during the combat";
 * the text never refills it, so it lasts the whole combat and the next combat totals it afresh.
 */
export const TACTICS_POOL_REFRESH = "perCombat" as const;

/** What one character brings to their side's initiative. */
export interface SideCharacter {
  readonly tactics: AssetLevel;
  readonly leadership: AssetLevel;
}

/** One side's initiative as the card shows it; die and total are null when surprise decided. */
export interface SideInitiative {
  readonly die: number | null;
  /** The side's best Tactics and best Leadership; null for a side without characters. */
  readonly tactics: AssetLevel | null;
  readonly leadership: AssetLevel | null;
  readonly modifier: number;
  readonly total: number | null;
}

export interface InitiativeOutcome {
  readonly surprise: SurpriseChoice;
  readonly first: HostileSide;
  readonly players: SideInitiative;
  readonly enemies: SideInitiative;
}

const rank = (level: AssetLevel): number => (level === "X" ? -1 : level);
function best(levels: readonly AssetLevel[]): AssetLevel | null {
  let out: AssetLevel | null = null;
  for (const l of levels) if (out === null || rank(l) > rank(out)) out = l;
  return out;
}

/**
 * Guide 6.2: the side's best Tactics plus its best Leadership (INITIATIVE_BEST_OF_EACH_ASSET).
 * A side with no characters (unmanned machines only) adds nothing.
 */
export function sideInitiativeParts(side: readonly SideCharacter[]): Pick<SideInitiative, "tactics" | "leadership" | "modifier"> {
  list(side, "side").forEach((c, i) => {
    record(c, `side[${i}]`);
    assertAssetLevel(c.tactics, `side[${i}].tactics`);
    assertAssetLevel(c.leadership, `side[${i}].leadership`);
  });
  const tactics = best(side.map((c) => c.tactics));
  const leadership = best(side.map((c) => c.leadership));
  return { tactics, leadership, modifier: (tactics === null ? 0 : assetBonus(tactics)) + (leadership === null ? 0 : assetBonus(leadership)) };
}

/**
 * Guide 6.2: with surprise the hidden side wins initiative outright and nothing is rolled;
 * otherwise each side rolls 1d12 + modifier, players' d12 first, ties to the players (SP-12).
 */
export function resolveSideInitiative(
  dice: DiceSource,
  players: readonly SideCharacter[],
  enemies: readonly SideCharacter[],
  surprise: SurpriseChoice,
): InitiativeOutcome {
  oneOf(surprise, "surprise", SURPRISE_CHOICES);
  const p = sideInitiativeParts(players);
  const e = sideInitiativeParts(enemies);
  if (surprise !== "none") {
    return {
      surprise,
      first: surprise === "playersSurprised" ? "enemies" : "players",
      players: { ...p, die: null, total: null },
      enemies: { ...e, die: null, total: null },
    };
  }
  const r = rollInitiative(dice, p.modifier, e.modifier);
  return {
    surprise,
    first: r.first === "players" ? "players" : "enemies",
    players: { ...p, die: r.players - p.modifier, total: r.players },
    enemies: { ...e, die: r.opponents - e.modifier, total: r.opponents },
  };
}

/** Guide 6.2: the order the sides act in every round of the combat. */
export function sideOrder(first: HostileSide, hasNeutral: boolean): TurnSide[] {
  oneOf(first, "first", HOSTILE_SIDES);
  const order: TurnSide[] = first === "players" ? ["players", "enemies"] : ["enemies", "players"];
  if (hasNeutral && NEUTRAL_TURN === "afterBothSides") order.push("neutral");
  return order;
}

export type SidePools = Readonly<Record<TurnSide, number>>;

export interface SideTurnState {
  readonly surprise: SurpriseChoice;
  readonly first: HostileSide;
  readonly initiative: { readonly players: SideInitiative; readonly enemies: SideInitiative };
  readonly order: readonly TurnSide[];
  readonly acting: TurnSide;
  readonly round: number;
  /** Tactics points left (Guide 6.3). */
  readonly pools: SidePools;
  /** The pool each side started the combat with. */
  readonly poolSizes: SidePools;
  /** Ids of the acting side's combatants that have finished their move and action. */
  readonly done: readonly string[];
}

/** The first side's turn of round 1, with the pools totalled now (TACTICS_POOL_REFRESH). */
export function startSideTurns(outcome: InitiativeOutcome, pools: Partial<Record<TurnSide, number>>, hasNeutral: boolean): SideTurnState {
  checkOutcome(outcome);
  record(pools, "pools");
  const full = { players: pools.players ?? 0, enemies: pools.enemies ?? 0, neutral: pools.neutral ?? 0 };
  for (const side of TURN_SIDES) {
    if (!Number.isInteger(full[side]) || full[side] < 0) throw new RangeError(`A Tactics Pool holds 0 or more points, not ${full[side]}`);
  }
  const order = sideOrder(outcome.first, hasNeutral);
  return {
    surprise: outcome.surprise,
    first: outcome.first,
    initiative: { players: outcome.players, enemies: outcome.enemies },
    order,
    acting: order[0] as TurnSide,
    round: 1,
    pools: full,
    poolSizes: full,
    done: [],
  };
}

/** Guide 6.2: the next side in the order; after the last one a new round begins. Done marks clear. */
export function nextSideTurn(state: SideTurnState): SideTurnState {
  checkSideTurnState(state);
  const i = state.order.indexOf(state.acting);
  const wraps = i < 0 || i + 1 >= state.order.length;
  return { ...state, acting: state.order[wraps ? 0 : i + 1] as TurnSide, round: wraps ? state.round + 1 : state.round, done: [] };
}

/** Guide 6.2: the surprising side has an advantage on attacks during its first turn. */
export function surpriseAdvantage(state: SideTurnState, side: TurnSide): boolean {
  checkSideTurnState(state);
  return state.surprise !== "none" && side === state.first && state.acting === side && state.round === 1;
}

/**
 * Guide 6.6 "a creature that made 2 moves last turn": read from the board as more inches moved in
 * its side's turn than one move's allowance (Guide 5.3, 6.5).
 */
export function madeTwoMoves(inchesMoved: number, allowance: number): boolean {
  return Number.isFinite(inchesMoved) && Number.isFinite(allowance) && inchesMoved > Math.max(0, allowance);
}

/** Marks one combatant of the acting side done, or not. */
export function markDone(state: SideTurnState, combatantId: string, done: boolean): SideTurnState {
  checkSideTurnState(state);
  text(combatantId, "combatantId");
  const rest = state.done.filter((id) => id !== combatantId);
  return { ...state, done: done ? [...rest, combatantId] : rest };
}

/** Takes points from a side's pool (Guide 6.3); throws when the pool has too few. */
export function spendSidePool(state: SideTurnState, side: TurnSide, points: number): SideTurnState {
  checkSideTurnState(state);
  oneOf(side, "side", TURN_SIDES);
  return { ...state, pools: { ...state.pools, [side]: spendTacticsPool(state.pools[side], points) } };
}

const HOSTILE_SIDES: readonly HostileSide[] = ["players", "enemies"];

/** Throws a RangeError naming the field unless `s` is one side's initiative. */
function checkSideInitiative(s: SideInitiative, at: string): void {
  record(s, at);
  if (s.die !== null) finite(s.die, `${at}.die`);
  if (s.total !== null) finite(s.total, `${at}.total`);
  if (s.tactics !== null) assertAssetLevel(s.tactics, `${at}.tactics`);
  if (s.leadership !== null) assertAssetLevel(s.leadership, `${at}.leadership`);
  finite(s.modifier, `${at}.modifier`);
}

function checkOutcome(outcome: InitiativeOutcome): void {
  record(outcome, "outcome");
  oneOf(outcome.surprise, "outcome.surprise", SURPRISE_CHOICES);
  oneOf(outcome.first, "outcome.first", HOSTILE_SIDES);
  checkSideInitiative(outcome.players, "outcome.players");
  checkSideInitiative(outcome.enemies, "outcome.enemies");
}

function checkPools(pools: SidePools, at: string): void {
  record(pools, at);
  for (const side of TURN_SIDES) whole(pools[side], `${at}.${side}`, 0);
}

/** Throws a RangeError naming the field unless `state` is a whole side-turn state. */
export function checkSideTurnState(state: SideTurnState): void {
  record(state, "state");
  oneOf(state.surprise, "state.surprise", SURPRISE_CHOICES);
  oneOf(state.first, "state.first", HOSTILE_SIDES);
  record(state.initiative, "state.initiative");
  checkSideInitiative(state.initiative.players, "state.initiative.players");
  checkSideInitiative(state.initiative.enemies, "state.initiative.enemies");
  list(state.order, "state.order").forEach((s, i) => oneOf(s, `state.order[${i}]`, TURN_SIDES));
  // the acting side is one of the order's, as readSideTurnState requires
  oneOf(state.acting, "state.acting", state.order);
  whole(state.round, "state.round", 1);
  checkPools(state.pools, "state.pools");
  checkPools(state.poolSizes, "state.poolSizes");
  list(state.done, "state.done").forEach((id, i) => text(id, `state.done[${i}]`));
}

function isSide(v: unknown): v is TurnSide {
  return typeof v === "string" && (TURN_SIDES as readonly string[]).includes(v);
}
function isLevel(v: unknown): v is AssetLevel {
  return v === "X" || (typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 10);
}
function count(v: unknown): number | null {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : null;
}
function readPools(v: unknown): SidePools | null {
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  const players = count(o.players);
  const enemies = count(o.enemies);
  const neutral = count(o.neutral);
  return players === null || enemies === null || neutral === null ? null : { players, enemies, neutral };
}
function readInitiative(v: unknown): SideInitiative | null {
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  const num = (x: unknown): number | null => (typeof x === "number" && Number.isFinite(x) ? x : null);
  const modifier = num(o.modifier);
  if (modifier === null) return null;
  return { die: num(o.die), total: num(o.total), modifier, tactics: isLevel(o.tactics) ? o.tactics : null, leadership: isLevel(o.leadership) ? o.leadership : null };
}

/** A stored state checked field by field; anything malformed reads as "no initiative yet". */
export function readSideTurnState(stored: unknown): SideTurnState | null {
  if (typeof stored !== "object" || stored === null) return null;
  const o = stored as Record<string, unknown>;
  const init = (typeof o.initiative === "object" && o.initiative !== null ? o.initiative : {}) as Record<string, unknown>;
  const players = readInitiative(init.players);
  const enemies = readInitiative(init.enemies);
  const pools = readPools(o.pools);
  const poolSizes = readPools(o.poolSizes);
  const order = Array.isArray(o.order) ? o.order.filter(isSide) : [];
  const round = count(o.round);
  const surprise = (SURPRISE_CHOICES as readonly unknown[]).includes(o.surprise) ? (o.surprise as SurpriseChoice) : null;
  if (!players || !enemies || !pools || !poolSizes || !surprise || !round || order.length === 0) return null;
  if ((o.first !== "players" && o.first !== "enemies") || !isSide(o.acting) || !order.includes(o.acting)) return null;
  const done = Array.isArray(o.done) ? o.done.filter((d): d is string => typeof d === "string") : [];
  return { surprise, first: o.first, initiative: { players, enemies }, order, acting: o.acting, round, pools, poolSizes, done };
}
