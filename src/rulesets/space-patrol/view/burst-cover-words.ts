/**
 * The words of the dialog that asks who in a burst has cover between them and it (Guide 6.12: the
 * cover stops the damage). The one dialog serves a thrown grenade (6.12) and what lands from above
 * (6.11: the rounds of artillery, orbital guns, missiles or space torps, and unguided bombs), so its
 * hint names what burst, each victim's distance cites the section that says where it landed, and its
 * button says what pressing it does, and its width fits a victim to a row. Pure.
 */
import type { IndirectWeapon } from "../rules";

/**
 * What burst: a hand grenade (Guide 6.12), told apart when it is a flash-bang, which stuns and does
 * no damage (6.12, 6.14); or indirect fire's rounds or a bomb (6.11).
 */
export type BurstSource = "grenade" | "flashBang" | IndirectWeapon | "bomb";

export interface CoverDialogWords {
  /** The hint above the list of those caught. */
  readonly hintKey: string;
  /** Each victim's label after their name: how far they stand from where the burst landed ({inches}). */
  readonly distanceKey: string;
  /** The confirm button's label. */
  readonly confirmKey: string;
}

/**
 * The dialog's hint, distance label and button for what burst. The dialog opens after the throw's
 * or the aimer's d20 is rolled, so its button never says Throw: pressing it rolls the damage of
 * those in the burst (6.12 for a grenade, 6.11 for what lands from above), or, for a flash-bang,
 * which rolls no damage (6.12), finds who it stuns (6.14). A grenade lands by the throw or its
 * deviation (6.12); rounds and bombs land by the aimer's roll or their 2d6 x 10" deviation (6.11),
 * so that is the section their distance cites.
 */
export function coverDialogWords(source: BurstSource): CoverDialogWords {
  const grenadeDistance = "STARSKIRMISH.SpacePatrol.Grenade.fromBurst";
  if (source === "grenade") return { hintKey: "STARSKIRMISH.SpacePatrol.Grenade.coverHint", distanceKey: grenadeDistance, confirmKey: "STARSKIRMISH.SpacePatrol.Grenade.coverConfirm" };
  if (source === "flashBang") return { hintKey: "STARSKIRMISH.SpacePatrol.Grenade.coverHintFlashBang", distanceKey: grenadeDistance, confirmKey: "STARSKIRMISH.SpacePatrol.Grenade.coverConfirmFlashBang" };
  return {
    hintKey: `STARSKIRMISH.SpacePatrol.IndirectFire.coverHint.${source}`,
    distanceKey: `STARSKIRMISH.SpacePatrol.IndirectFire.fromBurst.${source}`,
    confirmKey: "STARSKIRMISH.SpacePatrol.IndirectFire.coverConfirm",
  };
}
