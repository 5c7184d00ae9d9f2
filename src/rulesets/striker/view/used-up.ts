/**
 * One-use weapons are used up when fired (hand grenade notes: "each hand grenade is a single item
 * and can make one attack only"; grenade launcher notes: "disposables have one use only"). Every
 * standing trooper of a firing team who carries the fired single-use item threw or fired his, so
 * each loses it; the embedded item goes once no trooper of the team still carries it, since an
 * item has no quantity to lower. Pure: the fire roll applies the change for the team's owner.
 */
import type { TeamSystem } from "../data/team-schema";
import type { FirePlan } from "./fire-plan";
import type { Trooper } from "./team-items";
import { fireables } from "./fireable";

export interface UsedUp {
  /** The firing team's token id, as in the plan. */
  readonly teamId: string;
  readonly troopers: TeamSystem["troopers"];
  /** Embedded items no trooper carries any more. */
  readonly deleteItems: readonly string[];
}

export function usedUpChanges(plan: FirePlan): UsedUp[] {
  if (!plan.weapon.weapon.singleUse) return [];
  const key = plan.weapon.name;
  return plan.firers.flatMap(({ snapshot }) => {
    const used = new Set<string>();
    const troopers: Trooper[] = snapshot.system.troopers.map((t) => {
      const fired = t.casualty ? undefined : fireables(t, snapshot.items).find((f) => f.key === key);
      if (!fired) return t;
      used.add(fired.itemId);
      // The written name goes too, or the card would still show the launcher he no longer has.
      if (t.weaponItem === fired.itemId) return { ...t, weaponItem: "", weapon: t.weapon === fired.name ? "" : t.weapon };
      return { ...t, grenadeItem: "" };
    });
    if (used.size === 0) return [];
    const stillCarried = new Set(troopers.flatMap((t) => [t.weaponItem, t.grenadeItem]));
    return [{ teamId: snapshot.id, troopers, deleteItems: [...used].filter((id) => !stillCarried.has(id)) }];
  });
}

/** A rifle grenade item's rounds after a fire. */
export interface RoundsLeft {
  readonly teamId: string;
  readonly itemId: string;
  readonly rounds: number;
}

/**
 * Rifle grenades fired are used up (rifle grenade notes: each is a single round): each firing team's
 * item counts down one round per trooper who fired it, launched or thrown.
 */
export function roundsSpent(plan: FirePlan): RoundsLeft[] {
  if (plan.weapon.weapon.table !== "rifleGrenade") return [];
  const key = plan.weapon.name;
  return plan.firers.flatMap(({ snapshot, troops }) => {
    const fired = snapshot.system.troopers.flatMap((t) => (t.casualty ? [] : fireables(t, snapshot.items))).find((f) => f.key === key);
    return fired ? [{ teamId: snapshot.id, itemId: fired.itemId, rounds: Math.max(0, fired.weapon.rounds - troops) }] : [];
  });
}
