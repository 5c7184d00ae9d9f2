/**
 * What the initiative card shows (Guide 6.2, SP-12): each hostile side's d12, its best Tactics and
 * Leadership and who holds them, the total, and which side acts first and why (higher total, a
 * tie going to the players, or surprise). No Foundry here: the gallery builds it too.
 */
import { initiativeReason, type InitiativeReason } from "./initiative-reason";
import type { HostileSide, InitiativeOutcome, SideInitiative } from "../rules/side-turns";
import type { AssetLevel } from "../rules/task";
import { tacticsPoolSize } from "../rules/tactics-pool";
import { assetLevelText, type AssetLevelText } from "./asset-level-text";

export interface NamedLevels {
  readonly name: string;
  readonly tactics: AssetLevel;
  readonly leadership: AssetLevel;
}

export interface InitiativeRow {
  side: HostileSide;
  label: string;
  die: number | null;
  /** The side's best levels (null: nobody to hold one), X spelled out as untrained (SP-7). */
  tactics: AssetLevelText | null;
  tacticsBy: string;
  leadership: AssetLevelText | null;
  leadershipBy: string;
  modifier: number;
  total: number | null;
  first: boolean;
}

export interface InitiativeCardContext {
  rows: InitiativeRow[];
  rolled: boolean;
  surpriseKey: string | null;
  firstLabel: string;
  reason: InitiativeReason;
  pools: InitiativePool[];
}

/** One name's share of a pool: "Rana Okafor 3", or "4 × Pirate 1" for alike NPCs. */
export interface PoolTerm {
  readonly name: string;
  readonly level: number;
  readonly count: number;
}

/** A side's Tactics Pool and the levels it adds up (Guide 6.3). */
export interface InitiativePool {
  readonly side: string;
  readonly label: string;
  readonly points: number;
  readonly terms: readonly PoolTerm[];
}

/**
 * Guide 6.3: the pool is the sum of the side's Tactics levels. The card names each that adds to
 * it, so its number is explained; X and 0 add nothing and are left out, and alike names at one
 * level are counted once ("4 × Pirate 1"), since an NPC group is many tokens of one actor.
 */
export function initiativePool(side: string, members: readonly NamedLevels[]): InitiativePool {
  const terms: PoolTerm[] = [];
  for (const m of members) {
    if (m.tactics === "X" || m.tactics === 0) continue;
    const level = m.tactics;
    const same = terms.findIndex((t) => t.name === m.name && t.level === level);
    if (same >= 0) terms[same] = { ...terms[same]!, count: terms[same]!.count + 1 };
    else terms.push({ name: m.name, level, count: 1 });
  }
  return { side, label: sideLabel(side), points: tacticsPoolSize(members.map((m) => m.tactics)), terms };
}

export const sideLabel = (side: string): string => `STARSKIRMISH.Field.Choice.${side}`;

function holder(chars: readonly NamedLevels[], key: "tactics" | "leadership", level: AssetLevel | null): string {
  return level === null ? "" : (chars.find((c) => c[key] === level)?.name ?? "");
}

function row(side: HostileSide, init: SideInitiative, chars: readonly NamedLevels[], first: HostileSide): InitiativeRow {
  return {
    side,
    label: sideLabel(side),
    die: init.die,
    tactics: init.tactics === null ? null : assetLevelText(init.tactics),
    tacticsBy: holder(chars, "tactics", init.tactics),
    leadership: init.leadership === null ? null : assetLevelText(init.leadership),
    leadershipBy: holder(chars, "leadership", init.leadership),
    modifier: init.modifier,
    total: init.total,
    first: side === first,
  };
}

export function initiativeCardContext(
  outcome: InitiativeOutcome,
  chars: { readonly players: readonly NamedLevels[]; readonly enemies: readonly NamedLevels[] },
  /** The members of each side whose pool the card shows, in the order shown (Guide 6.3). */
  pools: Readonly<Record<string, readonly NamedLevels[]>>,
): InitiativeCardContext {
  const rolled = outcome.surprise === "none";
  return {
    rows: [row("players", outcome.players, chars.players, outcome.first), row("enemies", outcome.enemies, chars.enemies, outcome.first)],
    rolled,
    surpriseKey: rolled ? null : `STARSKIRMISH.SpacePatrol.SideTurn.surprise.${outcome.surprise}`,
    firstLabel: sideLabel(outcome.first),
    reason: initiativeReason(rolled, outcome.players.total, outcome.enemies.total),
    pools: Object.entries(pools).map(([side, members]) => initiativePool(side, members)),
  };
}
