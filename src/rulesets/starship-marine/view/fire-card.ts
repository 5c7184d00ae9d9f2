/**
 * What the Starship Marine fire card shows (3.5): who fired what at whom and how far, the score
 * needed with the cell of Table 3.5 it came from (the target's armour and the range band), the d10 as read (SSM-1), each factor, the score and the hits (SSM-2: extra hits go on other
 * figures in reach, SSM-17). Pure.
 */
import type { FireResult } from "../rules/fire";
import { RANGE_BAND_LIMITS_CM, rangeBand } from "../rules/fire-table";
import { signed } from "../../../core/signed";

/** Table 3.5's range column as words: "up to 15 cm", "up to 40 cm", or "over 40 cm". */
function bandWords(rangeCm: number): { label: string; cm: number } {
  const band = rangeBand(rangeCm);
  return band === "over40" ? { label: "STARSKIRMISH.StarshipMarine.Fire.band.over", cm: RANGE_BAND_LIMITS_CM.upTo40 } : { label: "STARSKIRMISH.StarshipMarine.Fire.band.upTo", cm: RANGE_BAND_LIMITS_CM[band] };
}

export function fireCardContext(input: {
  firerName: string;
  targetName: string;
  weapon: string;
  rangeCm: number;
  /** Whether the target is armoured: the column of Table 3.5 the score needed was read from. */
  armoured: boolean;
  result: FireResult;
  targetKey: string;
  /** The other figures the extra hits go on, one each, as cards/fire.ts extraHits picked them. */
  extraTargets?: readonly { readonly key: string; readonly name: string }[];
}) {
  const { result } = input;
  const extra = Math.max(0, result.hits - 1);
  const extraTargets = result.hits > 0 ? (input.extraTargets ?? []).slice(0, extra) : [];
  return {
    firerName: input.firerName,
    targetName: input.targetName,
    weaponLabel: `STARSKIRMISH.StarshipMarine.Weapon.${input.weapon}`,
    rangeCm: Math.round(input.rangeCm * 10) / 10,
    needed: result.needed,
    // what the score needed was read against, so the card says why it is that number (Table 3.5)
    neededLabel: `STARSKIRMISH.StarshipMarine.Fire.neededFor.${input.armoured ? "armoured" : "unarmoured"}`,
    neededBand: bandWords(input.rangeCm),
    die: result.die,
    // SSM-27: a guided weapon takes its spotter's experience, not its launcher's
    modifiers: result.modifiers.map((m) => ({ label: `STARSKIRMISH.StarshipMarine.Factor.${m.id === "experience" && input.weapon === "closeSupportApgw" ? "spotterExperience" : m.id}`, value: signed(m.value) })),
    score: result.score,
    hits: result.hits,
    hit: result.hits > 0,
    extraHits: extra,
    extraTargets: extraTargets.map((t) => ({ key: t.key, name: t.name })),
    // SSM-2, SSM-17: the extra hits on other figures, and those lost for want of one, each said once
    extraPlaced: extraTargets.length,
    extraLost: extra - extraTargets.length,
    targetKey: result.hits > 0 ? input.targetKey : "",
  };
}

export type SsmFireCardContext = ReturnType<typeof fireCardContext>;
