/**
 * Explosive rounds (Striker 8.A.1.b.5): the to-hit roll is a contact hit on one random soldier;
 * teams within the burst then take a fragmentation attack at difficult, +1 per soldier on the
 * stand.
 */
import type { DiceSource } from "../../../core/dice";
import { roll2d6, type DiceModifier } from "./difficulty";
import { sum } from "../../../core/dice";
import { finite, list, record, text, whole } from "../../../core/checks";
import { lookupHits, type HitOutcome } from "./hit-table";
import { assignHits, pickIndex } from "./hit-assignment";

/** Striker 8.A.1.b.5: fragmentation rolls use this profile. */
export const FRAGMENTATION_PROFILE = "difficult" as const;
/** Striker 8.A.1.b.5: DM per soldier remaining on the stand attacked. */
export const FRAGMENTATION_DM_PER_SOLDIER = 1;
/** Striker 8.A.1.b.5: a 1 m burst affects only the target team. */
export const TARGET_ONLY_BURST_M = 1;

export interface BurstTeam {
  readonly id: string;
  /** Metres from the target team's centre to this team's centre. */
  readonly distanceM: number;
  readonly soldiers: number;
}

/** One 2D6 attack on one team and what it did to each trooper: the shape every Striker hit shares. */
export interface TeamAttackRoll {
  readonly id: string;
  readonly dice: readonly [number, number];
  readonly modifiers: readonly DiceModifier[];
  readonly total: number;
  readonly outcome: HitOutcome;
  /** Hits per soldier in card order. */
  readonly hitsPerTrooper: readonly number[];
  readonly penetration: number;
}

export type FragmentationResult = TeamAttackRoll;

/** Teams a burst reaches: none at 0 m, the target alone at 1 m, else every team within it. */
export function teamsInBurst(burstM: number, targetId: string, nearby: readonly BurstTeam[]): BurstTeam[] {
  if (!Number.isFinite(burstM) || burstM < 0) throw new RangeError(`Burst size must be 0 m or more, not ${burstM}`);
  list(nearby, "nearby").forEach((t, i) => assertBurstTeam(t, `nearby[${i}]`));
  if (burstM === 0) return [];
  if (burstM <= TARGET_ONLY_BURST_M) return nearby.filter((t) => t.id === targetId);
  return nearby.filter((t) => t.distanceM <= burstM);
}

/** The soldier a contact hit strikes, if the round hit at all. */
/** Throws a RangeError naming the field unless `t` is a team near a burst (Striker 4.A: 0-4 soldiers). */
function assertBurstTeam(t: BurstTeam, field: string): void {
  record(t, field);
  text(t.id, `${field}.id`);
  finite(t.distanceM, `${field}.distanceM`);
  whole(t.soldiers, `${field}.soldiers`, 0, 4);
}

export function contactSoldier(hit: boolean, soldiers: number, dice: DiceSource): number | null {
  return hit && soldiers > 0 ? pickIndex(soldiers, dice) : null;
}

/**
 * One fragmentation attack on a team. `spared` is the contact-hit soldier, who is not attacked by
 * fragments; the hits spread over the others.
 */
export function fragmentationAttack(
  team: BurstTeam,
  penetration: number,
  spared: number | null,
  dice: DiceSource,
): FragmentationResult {
  assertBurstTeam(team, "team");
  whole(penetration, "penetration");
  if (spared !== null) whole(spared, "spared", 0, Math.max(0, team.soldiers - 1));
  const rolled = roll2d6(dice);
  const modifiers: DiceModifier[] = [
    { label: "STARSKIRMISH.Striker.Fire.Modifier.fragmentation", value: FRAGMENTATION_DM_PER_SOLDIER * team.soldiers },
  ];
  const total = sum(rolled) + sum(modifiers.map((m) => m.value));
  const outcome = lookupHits(total, FRAGMENTATION_PROFILE);
  const exposed = spared === null ? team.soldiers : team.soldiers - 1;
  const spread = assignHits(exposed > 0 ? outcome.hits : 0, Math.max(0, exposed), dice);
  const hitsPerTrooper = spared === null ? spread : [...spread.slice(0, spared), 0, ...spread.slice(spared)];
  return { id: team.id, dice: rolled, modifiers, total, outcome, hitsPerTrooper, penetration };
}
