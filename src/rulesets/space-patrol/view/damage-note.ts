/**
 * What a damage roll adds, as the fire, grenade, melee and Crew Damage cards write it (Guide 6.13,
 * 6.14; ruling SP-8): the sentence naming the penetration less the armour it met, a term of a sum
 * with its sign, and the roll as a sum whose dice stand apart from what is added to them
 * (parts/damage-sum.hbs writes "(5 + 4 + 3) + 3 = 15"), and the sentence naming the damage table a
 * target's totals were read on (Guide 6.14 individuals, 6.15 vehicles, 7.12 spacecraft), which the
 * fire, melee and burst cards write once after the note. Both speak of "each" roll and total where a
 * target took several, and of "the" roll and total where it took one (a burst victim's single roll,
 * 6.12; one hit of fire or melee; a crewman's Crew Damage, 6.15). Pure.
 */
import { damageModifier, type DamageResult, type DamageTableName } from "../rules";

/** The sentence that says what each damage roll adds: the penetration less the armour it met. */
export interface DamageNote {
  readonly key: string;
  readonly penetration: number;
  readonly armour: number;
  readonly modifier: number;
}

/** The sentences for a target's single damage roll stand in their own group beside those for several. */
const rollsGroup = (rolls: number): string => (rolls === 1 ? "oneRoll." : "");

/**
 * Guide 6.14, 6.15, 7.12: the sentence naming the damage table a target's `rolls` totals were read
 * on. The same total is a different result on each table (22 is a Mortal Wound on a person, a Major
 * Penetration on a vehicle), so a row's name alone does not say which was read.
 */
export function damageTableKey(table: DamageTableName, rolls: number): string {
  return `STARSKIRMISH.SpacePatrol.Fire.${rollsGroup(rolls)}readOn.${table}`;
}

/** SP-8: the penetration less the armour, capped at +20 (Guide 6.13), added to each of `rolls` damage rolls. */
export function damageNoteOf(penetration: number, armour: number, nbc: boolean, rolls: number): DamageNote {
  const modifier = damageModifier(penetration, armour);
  const capped = modifier < penetration - armour;
  // Guide 8.5: against NBC no armour counts, so the note says why it is 0
  const key = nbc ? "damageNoteNbc" : capped ? "damageNoteCapped" : "damageNote";
  return { key: `STARSKIRMISH.SpacePatrol.Fire.${rollsGroup(rolls)}${key}`, penetration, armour, modifier };
}

/** A term of a sum as it reads: "+ 4", "\u2212 2", or nothing for 0. */
export function signedTerm(n: number): string {
  return n > 0 ? `+ ${n}` : n < 0 ? `\u2212 ${-n}` : "";
}

/** One damage roll as the cards' shared sum writes it: the dice, what is added to them, the total and its row. */
export interface DamageSum {
  /** The dice faces as a sum, "5 + 4 + 3", which the card sets apart from the modifier. */
  readonly dice: string;
  readonly modifier: number;
  /** The modifier as a term of the sum ("+ 3", "\u2212 2", nothing for 0). */
  readonly modifierText: string;
  readonly total: number;
  /** The table row's name: a language key, or the text of a GM's RollTable result. */
  readonly label: string;
}

/** SP-8: a damage roll, its dice and the penetration less armour added once to their sum. */
export function damageSumOf(d: Pick<DamageResult, "dice" | "modifier" | "total" | "row">): DamageSum {
  return { dice: d.dice.join(" + "), modifier: d.modifier, modifierText: signedTerm(d.modifier), total: d.total, label: d.row.label };
}
