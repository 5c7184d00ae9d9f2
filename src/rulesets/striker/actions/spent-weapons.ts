/**
 * Single-use weapons a team has used up (grenade notes: "one attack only"; "disposables have one use
 * only"). The item leaves the sheet as it fires, but its card is applied later, on the GM's client,
 * which holds the card to the weapon the team had. The tables' own grenades and disposables are
 * checked against their printed rows; a referee's own one-shot weapon is printed nowhere, so the
 * team's owner keeps what it was here, beside the sheet he writes, and the team sheet lists it.
 * It is worth what the sheet is worth: the same user could have written the item.
 */
import { flagUpdate, readFlag } from "../../../system/flags";
import { StrikerWeaponData } from "../models/weapon-model";
import type { WeaponItemSystem } from "../data/weapon-schema";

/** A used-up weapon as the team's owner kept it: its name and its item's data when it fired. */
export interface SpentWeapon {
  readonly name: string;
  readonly weapon: Readonly<Record<string, unknown>>;
}

declare module "../../../system/flags" {
  interface ActorFlags {
    /** Single-use weapons the team used up, the latest first (SPENT_KEPT at most). */
    strSpent?: SpentWeapon[];
  }
}

/** How many used-up weapons a team keeps: enough for any fire phase's cards to be applied. */
export const SPENT_KEPT = 8;

export type SpentWeaponRead = { readonly name: string; readonly weapon: WeaponItemSystem };

/**
 * What each kept list read as, by the list itself: an update writes a new list, so a sheet drawn
 * again without one reads the models once, not on every render.
 */
const READ = new WeakMap<object, readonly SpentWeaponRead[]>();

/** The team's used-up weapons, each one read back through the weapon model; a malformed entry is skipped. */
export function spentWeapons(actor: Actor.Implementation): readonly SpentWeaponRead[] {
  const kept: unknown = readFlag(actor, "Actor", "strSpent");
  if (!Array.isArray(kept)) return [];
  const known = READ.get(kept);
  if (known) return known;
  const read = readSpent(kept);
  READ.set(kept, read);
  return read;
}

function readSpent(kept: readonly unknown[]): SpentWeaponRead[] {
  return kept.flatMap((entry: unknown) => {
    if (entry === null || typeof entry !== "object") return [];
    const { name, weapon } = entry as { name?: unknown; weapon?: unknown };
    if (typeof name !== "string" || weapon === null || typeof weapon !== "object") return [];
    try {
      const model = new StrikerWeaponData(structuredClone(weapon) as never);
      // only a weapon that is used up as it fires may be held to a record kept off the sheet
      return model.singleUse ? [{ name, weapon: model as WeaponItemSystem }] : [];
    } catch {
      return [];
    }
  });
}

/** The flag update that adds the weapons just used up, the latest first. */
export function spentUpdate(actor: Actor.Implementation, used: readonly Item.Implementation[]): Record<string, unknown> {
  const before: unknown = readFlag(actor, "Actor", "strSpent");
  const earlier = Array.isArray(before) ? (before as SpentWeapon[]) : [];
  const now = used.map((item): SpentWeapon => ({ name: item.name ?? "", weapon: (item.system as StrikerWeaponData).toObject() }));
  return flagUpdate("Actor", { strSpent: [...now, ...earlier].slice(0, SPENT_KEPT) });
}
