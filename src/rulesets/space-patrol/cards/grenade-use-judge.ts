/**
 * Whether a thrown grenade card's claims are the grenade item's as it stands on the GM's client,
 * and what using it up leaves (Guide 6.12: each grenade type has its contact penetration, burst
 * area and burst penetration, so the type and both penetrations are the item's, never the card's).
 * Pure: grenade-use.ts reads the item and writes the outcome.
 */
import type { GrenadeType } from "../view/grenade-card";

/** What a card claims of the grenade it threw, and what the item holds now. */
export interface GrenadeFacts {
  readonly type: GrenadeType;
  readonly contact: number;
  readonly burst: number;
}

export interface GrenadeItemNow extends GrenadeFacts {
  readonly doses: number;
}

export const GRENADE_REFUSED = {
  /** The thrower carries no grenade of that id: never theirs, or not a grenade. */
  missing: "STARSKIRMISH.SpacePatrol.Grenade.refused.missing",
  /** An earlier card of the same thrower used the last of that grenade. */
  spent: "STARSKIRMISH.SpacePatrol.Grenade.refused.spent",
  /** The item's type or penetrations are not those the card claims. */
  differs: "STARSKIRMISH.SpacePatrol.Grenade.refused.differs",
} as const;

/** Used: the doses left on the item (0: the item goes). Refused: the reason's language key. */
export type GrenadeUse = { readonly used: true; readonly left: number } | { readonly used: false; readonly reason: string };

/**
 * Judges one throw. `item` is the thrower's item of the card's id, null when there is none;
 * `spentBefore` says whether an earlier card of this thrower used that item's last grenade.
 * An item of 0 or 1 doses is one grenade, as the throw always counted it (a dose fewer, or the
 * item goes with its last): its throw deletes the item.
 */
export function judgeGrenadeUse(claim: GrenadeFacts, item: GrenadeItemNow | null, spentBefore: boolean): GrenadeUse {
  if (!item) return { used: false, reason: spentBefore ? GRENADE_REFUSED.spent : GRENADE_REFUSED.missing };
  if (claim.type !== item.type || claim.contact !== item.contact || claim.burst !== item.burst) return { used: false, reason: GRENADE_REFUSED.differs };
  return { used: true, left: Math.max(0, item.doses - 1) };
}
