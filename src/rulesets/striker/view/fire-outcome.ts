/**
 * What an attack did to the target team (Striker 8.A.1.b.4, 8.B): each standing trooper's hits,
 * the damage of every hit against his armour and the cover, who became a casualty, and whether
 * the team must check morale; and the same for each further team in an explosive burst or the
 * danger space, in the cover the board showed it in, concealed where the board puts it in a forest
 * or building with no marker (Striker 7.A.2) and hidden where it puts it deep in a forest (7.A.1.c).
 * Pure, from resolveFire's result and the plan.
 */
import { resolveHits, type DamageOutcome } from "../rules/damage";
import { effectiveArmour } from "../rules/damage";
import type { FireResult } from "../rules/fire";
import type { ArmourRating, AttackKind, CoverStatus, CoverTerrain } from "../rules/armour";
import { attackKindOfItem, ammoOfItem } from "../data/weapon-item";
import { trooperArmour } from "./team-items";
import { concealingTerrain, furtherTeamStatus, statusFromGround, type FireOptions, type FirePlan, type GroundSource, type TeamSnapshot } from "./fire-plan";
import type { BurstVictim, NearbyTeam } from "./fire-burst";
import type { DangerTarget } from "./fire-danger";

export interface TrooperHits {
  readonly index: number;
  readonly name: string;
  readonly hits: number;
  readonly armour: number;
  /** The contact hit's damage first, then each fragment's (8.A.1.b.5). */
  readonly outcomes: readonly DamageOutcome[];
  /** How many of `outcomes` came from the contact hit; the rest are fragments. */
  readonly contactHits: number;
  readonly casualty: boolean;
}

export interface FireOutcome {
  readonly rows: readonly TrooperHits[];
  /** Card indices of the troopers who became casualties. */
  readonly casualties: readonly number[];
  /** Striker 8.A.1.b, 8.C.1: a hit or an "M" calls for a morale check. */
  readonly moraleCheck: boolean;
  /** Striker 8.B.2: the cover the team was judged in (null: the open), and the status that decides whether it counted. */
  readonly cover: CoverTerrain | null;
  readonly status: FireOptions["targetStatus"];
  /**
   * Striker 7.A.1.c, 7.A.2: the forest or building that made the team concealed where no marker
   * said so, or the depth of its forest that hid it ("deepForest"), for the card to say why; absent
   * or null where the status came from a marker or the firer.
   */
  readonly concealedBy?: GroundSource | null;
}

/** Striker 8.B.2-3: only hits on a hidden or concealed team strike its cover. */
function coverStatus(status: FireOptions["targetStatus"]): CoverStatus | "open" {
  return status === "hidden" || status === "concealed" ? status : "open";
}

/** Whether a team's cover adds its armour to the hits on it (Striker 8.B.2-3). */
export const coverCounts = (status: FireOptions["targetStatus"]): boolean => coverStatus(status) !== "open";

/**
 * The cover of a further team in the burst (Striker 8.A.1.b.5) or the danger space (8.A.1.a.2):
 * the forest or building the board shows it in (Striker 7.A.2, 8.B.2), with its status from its
 * markers and that concealment (fire-plan.ts furtherTeamStatus); the dialog's cover and status are
 * the prime target's alone.
 */
export const furtherTeamCover = (team: NearbyTeam): CoverTerrain | null => team.cover ?? null;

export interface Hits {
  readonly hitsPerTrooper: readonly number[];
  readonly penetration: number;
  readonly moraleCheck: boolean;
}

export const NO_HITS: Hits = { hitsPerTrooper: [], penetration: 0, moraleCheck: false };

/** A team under fire as the damage rules meet it: its standing troopers' armour, its cover and status. */
export interface TeamUnderFire {
  /** Standing troopers in order, by their index on the team's card. */
  readonly troopers: readonly { readonly index: number; readonly name: string; readonly armour: ArmourRating }[];
  readonly cover: FirePlan["cover"];
  readonly status: FireOptions["targetStatus"];
}

/** What a round of this damage and kind does to each standing trooper, from the contact hit and the fragments. */
export function hitsOnTeam(team: TeamUnderFire, damage: number, kind: AttackKind, contact: Hits, fragments: Hits): FireOutcome {
  const rows = team.troopers.map((trooper, place) => {
    const protection = { armour: trooper.armour, cover: team.cover, status: coverStatus(team.status) };
    const direct = resolveHits(contact.hitsPerTrooper[place] ?? 0, contact.penetration, damage, protection, kind);
    const frag = resolveHits(fragments.hitsPerTrooper[place] ?? 0, fragments.penetration, damage, protection, kind);
    const results = [...direct.results, ...frag.results];
    return {
      index: trooper.index,
      name: trooper.name,
      hits: results.length,
      armour: effectiveArmour(protection, kind),
      outcomes: results.map((r) => r.outcome),
      contactHits: direct.results.length,
      casualty: direct.casualty || frag.casualty,
    };
  });
  return { rows, casualties: rows.filter((r) => r.casualty).map((r) => r.index), moraleCheck: contact.moraleCheck || fragments.moraleCheck, cover: team.cover, status: team.status };
}

/** A team on the board as the damage rules meet it. */
export function teamUnderFire(team: TeamSnapshot, troopers: readonly number[], cover: FirePlan["cover"], status: FireOptions["targetStatus"]): TeamUnderFire {
  return {
    troopers: troopers.map((index) => {
      const trooper = team.system.troopers[index];
      return { index, name: trooper?.name ?? "", armour: trooper ? trooperArmour(trooper, team.items) : { general: 0 } };
    }),
    cover,
    status,
  };
}

/** The damage and kind of attack of the round fired. */
export function roundOf(plan: FirePlan, options: FireOptions): { damage: number; kind: AttackKind } {
  return { damage: ammoOfItem(plan.weapon.weapon, options.ammo)?.damage ?? 0, kind: attackKindOfItem(plan.weapon.weapon) };
}

/** Damage per standing trooper of one team from the contact hit and the fragments. */
function teamOutcome(plan: FirePlan, team: TeamSnapshot, troopers: readonly number[], options: FireOptions, cover: FirePlan["cover"], status: FireOptions["targetStatus"], contact: Hits, fragments: Hits): FireOutcome {
  const { damage, kind } = roundOf(plan, options);
  return hitsOnTeam(teamUnderFire(team, troopers, cover, status), damage, kind, contact, fragments);
}

/** A further team's outcome, in its own cover and status as the board and its markers give them. */
function furtherOutcome(plan: FirePlan, victim: BurstVictim, options: FireOptions, contact: Hits, fragments: Hits): FireOutcome {
  const status = furtherTeamStatus(victim);
  const outcome = teamOutcome(plan, victim.snapshot, victim.troopers, options, furtherTeamCover(victim), status, contact, fragments);
  // its status came from its markers and ground alone, so what the ground gave it is what it has
  return { ...outcome, concealedBy: concealingTerrain(victim.snapshot.markers, victim) };
}

export const fragmentsOn = (hit: Extract<FireResult, { allowed: true }>["targets"][number], id: string): Hits => {
  const f = hit.fragmentation.find((x) => x.id === id);
  return f ? { hitsPerTrooper: f.hitsPerTrooper, penetration: f.penetration, moraleCheck: f.outcome.moraleCheck } : NO_HITS;
};

/**
 * What the attack did to the prime target, in the status and cover the firer chose. `concealedBy`
 * is what concealed or hid it by default where no marker did (Striker 7.A.1.c, 7.A.2, fire-plan.ts
 * concealingTerrain): the card names it while the firer kept the status it gave.
 */
export function fireOutcome(result: FireResult, plan: FirePlan, target: TeamSnapshot, options: FireOptions, concealedBy: GroundSource | null = null): FireOutcome | null {
  if (!result.allowed) return null;
  const hit = result.targets[0];
  if (!hit) return null;
  const contact = { hitsPerTrooper: hit.hitsPerTrooper, penetration: hit.penetration, moraleCheck: hit.outcome.moraleCheck };
  const outcome = teamOutcome(plan, target, plan.targetTroopers, options, plan.cover, options.targetStatus, contact, fragmentsOn(hit, target.id));
  return { ...outcome, concealedBy: concealedBy !== null && options.targetStatus === statusFromGround(concealedBy) ? concealedBy : null };
}

/** What the burst did to each further team in it (Striker 8.A.1.b.5): fragments only. */
export function burstOutcomes(result: FireResult, plan: FirePlan, options: FireOptions): { victim: BurstVictim; outcome: FireOutcome }[] {
  const hit = result.allowed ? result.targets[0] : undefined;
  if (!hit) return [];
  return plan.burst.map((victim) => ({
    victim,
    outcome: furtherOutcome(plan, victim, options, NO_HITS, fragmentsOn(hit, victim.snapshot.id)),
  }));
}

/**
 * What each further target in the danger space took (Striker 8.A.1.a.2): its own roll's hits,
 * and for an explosive round its contact hit and fragments; in its own cover, as a burst team.
 */
export function dangerOutcomes(result: FireResult, plan: FirePlan, options: FireOptions): { victim: DangerTarget; outcome: FireOutcome }[] {
  if (!result.allowed) return [];
  return plan.danger.flatMap((victim) => {
    const hit = result.targets.find((t) => t.id === victim.snapshot.id);
    if (!hit) return [];
    const contact = { hitsPerTrooper: hit.hitsPerTrooper, penetration: hit.penetration, moraleCheck: hit.outcome.moraleCheck };
    return [{ victim, outcome: furtherOutcome(plan, victim, options, contact, fragmentsOn(hit, victim.snapshot.id)) }];
  });
}
