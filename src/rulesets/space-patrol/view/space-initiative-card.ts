/**
 * What the space initiative card shows (Guide 7.2, 7.3): each side's surprise check (which ship, who
 * rolled, Scanners plus Scanner Array against DT 12), its commander and their Tactics, the d12 and total
 * when they were rolled, who acts first and why, and each side's Tactics Pool with the captains whose
 * Tactics make it. A surprise check's DT moved by disadvantages is in every task card's DT line
 * (taskDtLine, parts/task-dt.hbs: 4 a disadvantage; Guide 3.2, SP-5), each cause after it: the ship's
 * Electronics Markers (7.6, 7.12), Scanners at X (SP-7). Pure: the gallery builds it too.
 */
import { initiativeReason } from "./initiative-reason";
import type { SpaceInitiativeOutcome } from "../rules/space-initiative";
import type { HostileSide } from "../rules/side-turns";
import type { AssetLevel } from "../rules/task";
import { sideLabel } from "./initiative-card";
import { assetLevelText } from "./asset-level-text";
import { dtCauses, taskDtLine } from "./task-sum";

export interface NamedCaptain {
  readonly ship: string;
  readonly name: string;
  readonly tactics: AssetLevel;
  readonly reason: "appointed" | "rank" | "tactics" | "npcCrew";
}

export interface SpaceSideFacts {
  /** The ship that rolled for surprise, and the best Scanners aboard it. */
  readonly scannerShip: string;
  readonly scanners: AssetLevel;
  readonly array: number;
  readonly commander: NamedCaptain | null;
  readonly captains: readonly NamedCaptain[];
  readonly pool: number;
}

const reasonKey = (c: NamedCaptain): string => `STARSKIRMISH.SpacePatrol.Space.captainReason.${c.reason}`;
const who = (c: NamedCaptain): { name: string; nameKey: string | null } => (c.reason === "npcCrew" ? { name: "", nameKey: "STARSKIRMISH.SpacePatrol.Space.npcCrew" } : { name: c.name, nameKey: null });

export function spaceInitiativeCardContext(outcome: SpaceInitiativeOutcome, facts: Readonly<Record<HostileSide, SpaceSideFacts>>) {
  const rolled = outcome.surprise === "none";
  const row = (side: HostileSide) => {
    const f = facts[side];
    const check = outcome.surpriseChecks[side];
    // SP-7: Scanners X is one disadvantage; the rest came from the ship's Electronics Markers (7.6)
    const untrained = f.scanners === "X" ? 1 : 0;
    return {
      side,
      label: sideLabel(side),
      ship: f.scannerShip,
      scanners: String(f.scanners),
      array: f.array,
      // X adds nothing (SP-7), so the sum shows 0 for it
      check: { die: check.d20, scanners: f.scanners === "X" ? 0 : f.scanners, total: check.total, dt: check.dt, passed: check.success },
      dtLine: taskDtLine(check),
      dtCauses: dtCauses([
        ["electronics", check.disadvantages - untrained],
        ["untrained", untrained, "STARSKIRMISH.SpacePatrol.Asset.scanners"],
      ]),
      commander: f.commander ? { ...who(f.commander), tactics: assetLevelText(f.commander.tactics), reasonKey: reasonKey(f.commander) } : null,
      die: outcome[side].die,
      modifier: outcome[side].modifier,
      total: outcome[side].total,
      first: outcome.first === side,
      pool: f.pool,
      captains: f.captains.map((c) => ({ ship: c.ship, ...who(c), tactics: assetLevelText(c.tactics) })),
    };
  };
  return {
    rows: [row("players"), row("enemies")],
    rolled,
    undetected: outcome.surprise === "passUndetected",
    surpriseKey: rolled || outcome.surprise === "passUndetected" ? null : `STARSKIRMISH.SpacePatrol.SideTurn.surprise.${outcome.surprise}`,
    firstLabel: outcome.first ? sideLabel(outcome.first) : null,
    reason: initiativeReason(rolled, outcome.players.total, outcome.enemies.total),
  };
}

export type SpaceInitiativeCardContext = ReturnType<typeof spaceInitiativeCardContext>;
