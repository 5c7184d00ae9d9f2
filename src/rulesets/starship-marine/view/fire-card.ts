/**
 * What the Starship Marine fire card shows (3.5): who fired what at whom and how far, the score
 * needed, the d10 as read (SSM-1), each factor, the score and the hits (SSM-2: extra hits go on other
 * figures in reach, SSM-17). Pure.
 */
import type { FireResult } from "../rules/fire";
import { signed } from "../../../core/signed";

export function fireCardContext(input: { firerName: string; targetName: string; weapon: string; rangeCm: number; result: FireResult; targetKey: string }) {
  const { result } = input;
  return {
    firerName: input.firerName,
    targetName: input.targetName,
    weaponLabel: `STARSKIRMISH.StarshipMarine.Weapon.${input.weapon}`,
    rangeCm: Math.round(input.rangeCm * 10) / 10,
    needed: result.needed,
    die: result.die,
    // SSM-27: a guided weapon takes its spotter's experience, not its launcher's
    modifiers: result.modifiers.map((m) => ({ label: `STARSKIRMISH.StarshipMarine.Factor.${m.id === "experience" && input.weapon === "closeSupportApgw" ? "spotterExperience" : m.id}`, value: signed(m.value) })),
    score: result.score,
    hits: result.hits,
    hit: result.hits > 0,
    extraHits: Math.max(0, result.hits - 1),
    targetKey: result.hits > 0 ? input.targetKey : "",
  };
}

export type SsmFireCardContext = ReturnType<typeof fireCardContext>;
