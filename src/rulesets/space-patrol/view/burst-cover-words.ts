/**
 * The words of the dialog that asks who in a burst has cover between them and it (Guide 6.12: the
 * cover stops the damage). The one dialog serves a thrown grenade (6.12) and what lands from above
 * (6.11: the rounds of artillery, orbital guns, missiles or space torps, and unguided bombs), so its
 * hint names what burst, and its button says what pressing it does. Pure.
 */
import type { IndirectWeapon } from "../rules";

/** What burst: a hand grenade (Guide 6.12), or indirect fire's rounds or a bomb (6.11). */
export type BurstSource = "grenade" | IndirectWeapon | "bomb";

export interface CoverDialogWords {
  /** The hint above the list of those caught. */
  readonly hintKey: string;
  /** The confirm button's label. */
  readonly confirmKey: string;
}

/**
 * The dialog's hint and button for what burst. The grenade keeps its Throw button: the grenade is
 * spent and its card posted once the cover is settled. What lands from above was fired turns
 * earlier (6.11), so its button says it rolls the damage the burst does.
 */
export function coverDialogWords(source: BurstSource): CoverDialogWords {
  if (source === "grenade") return { hintKey: "STARSKIRMISH.SpacePatrol.Grenade.coverHint", confirmKey: "STARSKIRMISH.SpacePatrol.Grenade.throw" };
  return { hintKey: `STARSKIRMISH.SpacePatrol.IndirectFire.coverHint.${source}`, confirmKey: "STARSKIRMISH.SpacePatrol.IndirectFire.coverConfirm" };
}
