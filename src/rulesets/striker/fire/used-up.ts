/**
 * One-use weapons are used up when fired (hand grenade notes: "each hand grenade is a single item
 * and can make one attack only"; grenade launcher notes: "disposables have one use only"). Every
 * standing trooper of a firing team who carries the fired single-use item threw or fired his, so
 * each loses it; the embedded item goes once no trooper of the team still carries it, since an
 * item has no quantity to lower. Pure: the fire roll applies the change for the team's owner.
 */
import type { TeamSystem } from "../data/team-schema";
import type { FirePlan } from "./fire-plan";
import { grenadeOf, weaponOf, type Trooper } from "../sheets/team-items";

export interface UsedUp {
  /** The firing team's token id, as in the plan. */
  readonly teamId: string;
  readonly troopers: TeamSystem["troopers"];
  /** Embedded items no trooper carries any more. */
  readonly deleteItems: readonly string[];
}

export function usedUpChanges(plan: FirePlan): UsedUp[] {
  if (!plan.weapon.weapon.singleUse) return [];
  const name = plan.weapon.name;
  return plan.firers.flatMap(({ snapshot }) => {
    const used = new Set<string>();
    const troopers: Trooper[] = snapshot.system.troopers.map((t) => {
      if (t.casualty) return t;
      const weapon = weaponOf(t, snapshot.items);
      const grenade = grenadeOf(t, snapshot.items);
      if (weapon?.name === name) {
        used.add(weapon.id);
        // The written name goes too, or the card would still show the launcher he no longer has.
        return { ...t, weaponItem: "", weapon: t.weapon === name ? "" : t.weapon };
      }
      if (grenade?.name === name) {
        used.add(grenade.id);
        return { ...t, grenadeItem: "" };
      }
      return t;
    });
    if (used.size === 0) return [];
    const stillCarried = new Set(troopers.flatMap((t) => [t.weaponItem, t.grenadeItem]));
    return [{ teamId: snapshot.id, troopers, deleteItems: [...used].filter((id) => !stillCarried.has(id)) }];
  });
}
