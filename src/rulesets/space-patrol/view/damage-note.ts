/**
 * What a damage roll adds, as the fire, grenade, melee and Crew Damage cards write it (Guide 6.13,
 * 6.14; ruling SP-8): the sentence naming the penetration less the armour it met, and a term of a
 * sum with its sign. Pure.
 */
import { damageModifier } from "../rules";

/** The sentence that says what each damage roll adds: the penetration less the armour it met. */
export interface DamageNote {
  readonly key: string;
  readonly penetration: number;
  readonly armour: number;
  readonly modifier: number;
}

/** SP-8: the penetration less the armour, capped at +20 (Guide 6.13). */
export function damageNoteOf(penetration: number, armour: number, nbc: boolean): DamageNote {
  const modifier = damageModifier(penetration, armour);
  const capped = modifier < penetration - armour;
  // Guide 8.5: against NBC no armour counts, so the note says why it is 0
  const key = nbc ? "damageNoteNbc" : capped ? "damageNoteCapped" : "damageNote";
  return { key: `STARSKIRMISH.SpacePatrol.Fire.${key}`, penetration, armour, modifier };
}

/** A term of a sum as it reads: "+ 4", "\u2212 2", or nothing for 0. */
export function signedTerm(n: number): string {
  return n > 0 ? `+ ${n}` : n < 0 ? `\u2212 ${-n}` : "";
}
