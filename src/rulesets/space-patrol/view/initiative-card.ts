/**
 * What the initiative card shows (Guide 6.2, SP-12): each hostile side's d12, its best Tactics and
 * Leadership and who holds them, the total, and which side acts first and why (higher total, a
 * tie going to the players, or surprise). No Foundry here: the gallery builds it too.
 */
import { initiativeReason, type InitiativeReason } from "./initiative-reason";
import type { HostileSide, InitiativeOutcome, SideInitiative } from "../rules/side-turns";
import type { AssetLevel } from "../rules/task";

export interface NamedLevels {
  readonly name: string;
  readonly tactics: AssetLevel;
  readonly leadership: AssetLevel;
}

export interface InitiativeRow {
  side: HostileSide;
  label: string;
  die: number | null;
  tactics: string;
  tacticsBy: string;
  leadership: string;
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
  pools: { label: string; points: number }[];
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
    tactics: init.tactics === null ? "-" : String(init.tactics),
    tacticsBy: holder(chars, "tactics", init.tactics),
    leadership: init.leadership === null ? "-" : String(init.leadership),
    leadershipBy: holder(chars, "leadership", init.leadership),
    modifier: init.modifier,
    total: init.total,
    first: side === first,
  };
}

export function initiativeCardContext(
  outcome: InitiativeOutcome,
  chars: { readonly players: readonly NamedLevels[]; readonly enemies: readonly NamedLevels[] },
  pools: Readonly<Record<string, number>>,
): InitiativeCardContext {
  const rolled = outcome.surprise === "none";
  return {
    rows: [row("players", outcome.players, chars.players, outcome.first), row("enemies", outcome.enemies, chars.enemies, outcome.first)],
    rolled,
    surpriseKey: rolled ? null : `STARSKIRMISH.SpacePatrol.SideTurn.surprise.${outcome.surprise}`,
    firstLabel: sideLabel(outcome.first),
    reason: initiativeReason(rolled, outcome.players.total, outcome.enemies.total),
    pools: Object.entries(pools).map(([side, points]) => ({ label: sideLabel(side), points })),
  };
}
