/**
 * Who acts first in space combat (Guide 7.2): each side's
 * best scanner ship rolls for surprise, one success against one failure surprises the other side,
 * two failures pass each other undetected, and otherwise each side rolls 1d12 plus its captain's or
 * squadron commander's Tactics, the good guys winning a tie. The pool itself is captainsTacticsPool.
 */
import { counts as checkedCounts, diceSource, record, whole } from "../../../core/checks";
import { checkedDie, type DiceSource } from "../../../core/dice";
import type { MarkerCounts } from "../../../core/markers";
import { INITIATIVE_DIE, SURPRISE_DT, spaceInitiativeModifier, spaceSurprise } from "./combat-initiative";
import { taskDisadvantagesFromMarkers } from "./marker-effects";
import type { HostileSide, SideInitiative } from "./side-turns";
import { assertAssetLevel, resolveTask, type AssetLevel, type TaskResult } from "./task";

/** One side of a space battle, as its ships and crews give it. */
export interface SpaceSide {
  /** Guide 7.2: the Tactics of the side's captain or squadron commander. */
  readonly commanderTactics: AssetLevel;
  /** Guide 7.2: the ship with the highest Scanner Array: its code, the roller's Scanners, its markers. */
  readonly scanner: { readonly asset: AssetLevel; readonly array: number; readonly markers?: MarkerCounts };
}

export type SpaceInitiativeSurprise = "none" | "playersSurprised" | "enemiesSurprised" | "passUndetected";

export interface SpaceInitiativeOutcome {
  /** Guide 7.2: each side's surprise check, DT 12 Scanners with the Scanner Array. */
  readonly surpriseChecks: { readonly players: TaskResult; readonly enemies: TaskResult };
  readonly surprise: SpaceInitiativeSurprise;
  /** Null when the sides passed each other undetected: there is no battle. */
  readonly first: HostileSide | null;
  readonly players: SideInitiative;
  readonly enemies: SideInitiative;
}

function checkSide(side: SpaceSide, at: string): void {
  record(side, at);
  assertAssetLevel(side.commanderTactics, `${at}.commanderTactics`);
  record(side.scanner, `${at}.scanner`);
  assertAssetLevel(side.scanner.asset, `${at}.scanner.asset`);
  whole(side.scanner.array, `${at}.scanner.array`, 0);
  if (side.scanner.markers !== undefined) checkedCounts(side.scanner.markers, `${at}.scanner.markers`);
}

/** Guide 7.6: every scanner task bears one disadvantage per Electronics Marker. */
function surpriseCheck(scanner: SpaceSide["scanner"], d20: number): TaskResult {
  const disadvantages = scanner.markers ? taskDisadvantagesFromMarkers(scanner.markers, "scanner") : 0;
  return resolveTask({ dt: SURPRISE_DT, asset: scanner.asset, equipment: scanner.array, disadvantages }, d20);
}

/**
 * Guide 7.2, dice in this order: the players' surprise d20, the enemies' d20, then (only when
 * neither side surprised the other) the players' d12 and the enemies' d12.
 */
export function resolveSpaceInitiative(dice: DiceSource, players: SpaceSide, enemies: SpaceSide): SpaceInitiativeOutcome {
  diceSource(dice, "dice");
  checkSide(players, "players");
  checkSide(enemies, "enemies");
  const checks = { players: surpriseCheck(players.scanner, checkedDie(dice, 20)), enemies: surpriseCheck(enemies.scanner, checkedDie(dice, 20)) };
  const found = spaceSurprise(checks.players.success, checks.enemies.success);
  const part = (s: SpaceSide) => ({ tactics: s.commanderTactics, leadership: null, modifier: spaceInitiativeModifier(s.commanderTactics) });
  const p = part(players);
  const e = part(enemies);
  if (found !== "none") {
    const surprise: SpaceInitiativeSurprise = found === "passUndetected" ? found : found === "sideA" ? "enemiesSurprised" : "playersSurprised";
    const first: HostileSide | null = found === "passUndetected" ? null : found === "sideA" ? "players" : "enemies";
    return { surpriseChecks: checks, surprise, first, players: { ...p, die: null, total: null }, enemies: { ...e, die: null, total: null } };
  }
  const pd = checkedDie(dice, INITIATIVE_DIE);
  const ed = checkedDie(dice, INITIATIVE_DIE);
  const pt = pd + p.modifier;
  const et = ed + e.modifier;
  return {
    surpriseChecks: checks,
    surprise: "none",
    // Guide 7.2: "If the number is tied, good guys go first"
    first: pt >= et ? "players" : "enemies",
    players: { ...p, die: pd, total: pt },
    enemies: { ...e, die: ed, total: et },
  };
}

