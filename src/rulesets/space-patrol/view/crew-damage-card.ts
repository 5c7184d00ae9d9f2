/**
 * The Crew Damage card (Guide 6.15, 7.12; ruling SP-14): first the prompt a vehicle or spacecraft
 * hit leaves (how many Crew Damage results, who is aboard), then each crewman's damage roll on the
 * individual table with its result and their own Apply. A vehicle's crewman is attacked at PEN 8; a
 * spacecraft loses 1d4 crew, each one's state read from an unmodified roll.
 */
import type { VehicleCrewDamageResult } from "../rules/crew-damage";
import type { DamageResult } from "../rules/damage";
import { damageNoteOf, damageSumOf, damageTableKey, type DamageNote, type DamageSum } from "./damage-note";
// the one craft kind every view reads (the wreck's offers, start of turn), not a copy of it
import type { CraftKind } from "./actor-kind";

/** The roll as the fire cards write it (parts/damage-sum.hbs), the penetration less armour its last term. */
export interface CrewDamageRow extends DamageSum {
  key: string;
  name: string;
  /**
   * Where a vehicle's crewman is attacked (6.15, SP-8): the fire cards' note of the penetration and the
   * armour it met, which make the sum's last term; none where nothing is added (7.12, or armour ≥ 8).
   */
  damageNote: DamageNote | null;
  /** Marker changes applying this crewman's result makes, by id. */
  markers: Record<string, number>;
  dead: boolean;
}

export interface CrewDamageCardContext {
  craftName: string;
  kind: CraftKind;
  prompt: boolean;
  count: number;
  crew: string[];
  rows: CrewDamageRow[];
  /** Spacecraft: casualties rolled on the 1d4 (Guide 7.12). */
  casualties: number[];
  /** Casualties beyond the named station crew: unnamed hands out of action. */
  unnamed: number;
  note: string;
  /**
   * The sentence naming the table the rows were read on, as the fire cards write it: a vehicle's
   * crewman is a person attacked at PEN 8 (6.15), so read on the individual table (6.14), which its
   * note does not say; the spacecraft's note names the table already (7.12). None on the prompt.
   */
  damageTable: string | null;
  /** What introduces the prompt's crew list: "One of:" (a vehicle's, 6.15) or among whom 1d4 fall (7.12). */
  pickKey: string;
}

const NOTE: Record<CraftKind, string> = {
  vehicle: "STARSKIRMISH.SpacePatrol.CrewDamage.vehicleNote",
  spacecraft: "STARSKIRMISH.SpacePatrol.CrewDamage.spacecraftNote",
};

const PICK: Record<CraftKind, string> = {
  vehicle: "STARSKIRMISH.SpacePatrol.CrewDamage.pick.vehicle",
  spacecraft: "STARSKIRMISH.SpacePatrol.CrewDamage.pick.spacecraft",
};

export function crewDamagePromptContext(craftName: string, kind: CraftKind, count: number, crew: readonly string[]): CrewDamageCardContext {
  return { craftName, kind, prompt: true, count, crew: [...crew], rows: [], casualties: [], unnamed: 0, note: NOTE[kind], damageTable: null, pickKey: PICK[kind] };
}

/**
 * One row per crewman hit, their markers counted from the result (SP-9 limits already applied). A
 * vehicle's crewman is attacked at a penetration against their armour (6.15, SP-8): their result
 * carries both, and the row says what its term is from them.
 */
export function crewDamageRow(key: string, name: string, result: DamageResult | VehicleCrewDamageResult): CrewDamageRow {
  const markers: Record<string, number> = {};
  for (const id of result.markersToAdd) markers[id] = (markers[id] ?? 0) + 1;
  return {
    key,
    name,
    ...damageSumOf(result),
    // each crewman takes one roll (6.15, 7.12), so the note speaks of "the" roll
    damageNote: "armour" in result && result.modifier !== 0 ? damageNoteOf(result.penetration, result.armour, false, 1) : null,
    markers,
    dead: result.conditions.includes("dead"),
  };
}

export function crewDamageResultContext(input: {
  craftName: string;
  kind: CraftKind;
  count: number;
  rows: readonly CrewDamageRow[];
  casualties?: readonly number[];
  unnamed?: number;
}): CrewDamageCardContext {
  return {
    craftName: input.craftName,
    kind: input.kind,
    prompt: false,
    count: input.count,
    crew: [],
    rows: [...input.rows],
    casualties: [...(input.casualties ?? [])],
    unnamed: input.unnamed ?? 0,
    note: NOTE[input.kind],
    damageTable: input.kind === "vehicle" && input.rows.length > 0 ? damageTableKey("individual", input.rows.length) : null,
    pickKey: PICK[input.kind],
  };
}
