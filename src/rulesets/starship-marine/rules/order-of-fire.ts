/**
 * Order of fire (Starship Marine 3.4): targets are nominated first; stationary figures fire before
 * moving ones; among those, Marines and combat robots before crew, and Veteran Marines before both
 * (4.7). Novice Marines count as crew (4.7), and so do wounded Marines (4.6: "the same reaction speed
 * as crew") and clankers (SSM-18). Shots in one slot are simultaneous: its casualties still fire.
 * SCA fire comes first, then grenades, then APGW.
 */
import { list, oneOf, record, text, yesNo } from "../../../core/checks";

export const FIRE_TIERS = ["veteran", "marineOrCombatRobot", "crew"] as const;
export type FireTier = (typeof FIRE_TIERS)[number];

export interface FirerPlace {
  readonly id: string;
  /** Moved this move, a turn on the spot over 90 degrees included (3.4). */
  readonly moved: boolean;
  readonly tier: FireTier;
}

/** The tier a figure fires in. */
export function fireTier(f: { readonly kind: "marine" | "combatRobot" | "crew" | "clanker" | "other"; readonly experience: string; readonly wounded: boolean }): FireTier {
  record(f, "figure");
  if (f.kind === "marine") {
    if (yesNo(f.wounded, "wounded") || f.experience === "novice") return "crew";
    return f.experience === "veteran" ? "veteran" : "marineOrCombatRobot";
  }
  return f.kind === "combatRobot" ? "marineOrCombatRobot" : "crew";
}

/** One slot of SCA fire: who fires in it, and why there (stationary or moved, and the tier). */
export interface FireSlot {
  readonly moved: boolean;
  readonly tier: FireTier;
  readonly ids: readonly string[];
}

/** The slots of one move's SCA fire, first to last, each with its place; each slot fires at once. */
export function fireSlots(firers: readonly FirerPlace[]): FireSlot[] {
  const slots: FireSlot[] = [];
  for (const moved of [false, true]) {
    for (const tier of FIRE_TIERS) {
      const ids = list(firers, "firers")
        .filter((f) => yesNo(record(f, "firer").moved, "moved") === moved && oneOf(f.tier, "tier", FIRE_TIERS) === tier)
        .map((f) => text(f.id, "id"));
      if (ids.length > 0) slots.push({ moved, tier, ids });
    }
  }
  return slots;
}

/** The slots of one move's SCA fire, first to last; each slot fires at once. */
export function orderOfFire(firers: readonly FirerPlace[]): string[][] {
  return fireSlots(firers).map((slot) => [...slot.ids]);
}

/** 3.4: what resolves after the SCA slots, in order. */
export const AFTER_DIRECT_FIRE = ["grenades", "apgw"] as const;

/** 3.4: crewmen and clankers must engage the closest target; Marines and robots may choose. */
export function mustEngageClosest(kind: "marine" | "combatRobot" | "crew" | "clanker" | "other"): boolean {
  return kind === "crew" || kind === "clanker";
}
