/**
 * What an attack did to the target team (Striker 8.A.1.b.4, 8.B): each standing trooper's hits,
 * the damage of every hit against his armour and the cover, who became a casualty, and whether
 * the team must check morale. Pure, from resolveFire's result and the plan.
 */
import { resolveHits, type DamageOutcome } from "../rules/damage";
import { effectiveArmour } from "../rules/damage";
import type { FireResult } from "../rules/fire";
import type { CoverStatus } from "../rules/armour";
import { attackKindOfItem, ammoOfItem } from "../data/weapon-item";
import { trooperArmour } from "../sheets/team-items";
import type { FireOptions, FirePlan, TeamSnapshot } from "./fire-plan";

export interface TrooperHits {
  readonly index: number;
  readonly name: string;
  readonly hits: number;
  readonly armour: number;
  readonly outcomes: readonly DamageOutcome[];
  readonly casualty: boolean;
}

export interface FireOutcome {
  readonly rows: readonly TrooperHits[];
  /** Card indices of the troopers who became casualties. */
  readonly casualties: readonly number[];
  /** Striker 8.A.1.b, 8.C.1: a hit or an "M" calls for a morale check. */
  readonly moraleCheck: boolean;
}

function coverStatus(options: FireOptions): CoverStatus | "open" {
  return options.targetStatus === "hidden" || options.targetStatus === "concealed" ? options.targetStatus : "open";
}

export function fireOutcome(result: FireResult, plan: FirePlan, target: TeamSnapshot, options: FireOptions): FireOutcome | null {
  if (!result.allowed) return null;
  const hit = result.targets[0];
  if (!hit) return null;
  const row = ammoOfItem(plan.weapon.weapon, options.ammo);
  const damage = row?.damage ?? 0;
  const kind = attackKindOfItem(plan.weapon.weapon);
  const status = coverStatus(options);
  const fragments = hit.fragmentation.find((f) => f.id === target.id);
  const rows = plan.targetTroopers.map((cardIndex, place) => {
    const trooper = target.system.troopers[cardIndex];
    const protection = { armour: trooper ? trooperArmour(trooper, target.items) : { general: 0 }, cover: plan.cover, status };
    const contact = resolveHits(hit.hitsPerTrooper[place] ?? 0, hit.penetration, damage, protection, kind);
    const frag = resolveHits(fragments?.hitsPerTrooper[place] ?? 0, fragments?.penetration ?? 0, damage, protection, kind);
    const results = [...contact.results, ...frag.results];
    return {
      index: cardIndex,
      name: trooper?.name ?? "",
      hits: results.length,
      armour: effectiveArmour(protection, kind),
      outcomes: results.map((r) => r.outcome),
      casualty: contact.casualty || frag.casualty,
    };
  });
  return {
    rows,
    casualties: rows.filter((r) => r.casualty).map((r) => r.index),
    moraleCheck: hit.outcome.moraleCheck || (fragments?.outcome.moraleCheck ?? false),
  };
}
