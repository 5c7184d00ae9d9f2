/**
 * The four combat injectors (Guide 8.7): Thanatic Acid, Krangor, Blitz and Space Bear, with their
 * timings in combat turns, their effects on markers, and Space Bear's growing chance of blindness
 * when more than one dose is taken in a day.
 */
import { counts as checkedCounts } from "../../../core/checks";
import type { MarkerCounts } from "../../../core/markers";
import { SP_MARKER } from "./markers";

/** Guide 6.1: 4 combat turns to a minute. */
export const COMBAT_TURNS_PER_MINUTE = 4;

export interface InjectorDefinition {
  readonly id: string;
  readonly label: string;
  /** Guide 8.7: all are one-use devices, code D. */
  readonly inventoryCode: "D";
  /** Guide 8.7: counts against the four device slots (Patrol and NEL suit auto-injectors aside). */
  readonly countsAsDevice: boolean;
  /** Guide 8.7: only the Thanatic auto-injector works through an EVA suit without a leak. */
  readonly safeThroughEvaSuit: boolean;
  /** Markers cleared at once. */
  readonly clears: readonly string[];
  /** Wound Markers removed at once. */
  readonly removesWounds: number;
  /** Combat turns the boost lasts, or 0. */
  readonly boostTurns: number;
}

const label = (id: string): string => `STARSKIRMISH.SpacePatrol.Injector.${id}`;

/** Guide 8.7 / 8.4. */
export const INJECTORS = [
  // Preserves a corpse for revival (Guide 8.4); auto-injectors built into Patrol suits take no slot (5.2).
  { id: "thanaticAcid", label: label("thanaticAcid"), inventoryCode: "D", countsAsDevice: true, safeThroughEvaSuit: false, clears: [], removesWounds: 0, boostTurns: 0 },
  {
    id: "krangor",
    label: label("krangor"),
    inventoryCode: "D",
    countsAsDevice: true,
    safeThroughEvaSuit: false,
    clears: [SP_MARKER.unconscious, SP_MARKER.morale, SP_MARKER.stun],
    removesWounds: 0,
    boostTurns: 8, // 2 minutes of ignoring Wound disadvantages
  },
  { id: "blitz", label: label("blitz"), inventoryCode: "D", countsAsDevice: true, safeThroughEvaSuit: false, clears: [], removesWounds: 0, boostTurns: 4 },
  { id: "spaceBear", label: label("spaceBear"), inventoryCode: "D", countsAsDevice: true, safeThroughEvaSuit: false, clears: [], removesWounds: 1, boostTurns: 0 },
] as const satisfies readonly InjectorDefinition[];

export type InjectorId = (typeof INJECTORS)[number]["id"];

/** Guide 8.7: Krangor's user collapses 10 minutes after the shot... */
export const KRANGOR_COLLAPSE_AFTER_TURNS = 10 * COMBAT_TURNS_PER_MINUTE;
/** ...for 1d6 hours. */
export const KRANGOR_COLLAPSE_HOURS_DIE = 6;
/** Guide 8.7: Krangor can be rigged to fire by itself when its user falls unconscious. */
export const KRANGOR_AUTO_TRIGGER_ON_UNCONSCIOUS = true;
/** Guide 8.7: Blitz gives a second action each turn and 4" more movement... */
export const BLITZ_EXTRA_ACTIONS_PER_TURN = 1;
export const BLITZ_MOVE_BONUS_INCHES = 4;
/** ...then one Wound Marker when its 4 turns end. */
export const BLITZ_WOUNDS_AFTER = 1;
/** Guide 8.7: each Space Bear dose in one day adds 1 in 20 to the chance of blindness. */
export const SPACE_BEAR_BLINDNESS_STEP = 1;

/** Guide 8.7: the lowest d20 face that blinds on this day's nth dose (20, then 19, 18, ...). */
export function spaceBearBlindnessThreshold(doseToday: number): number {
  if (!Number.isInteger(doseToday) || doseToday < 1) throw new RangeError(`The dose of the day is 1 or more, not ${doseToday}`);
  return Math.max(1, 21 - doseToday * SPACE_BEAR_BLINDNESS_STEP);
}

/** Guide 8.7: the chance (0-1) that the nth dose of the day blinds. */
export function spaceBearBlindnessChance(doseToday: number): number {
  return (21 - spaceBearBlindnessThreshold(doseToday)) / 20;
}

/** Guide 8.7: a Space Bear shot removes one Wound Marker; the d20 decides blindness. */
export function injectSpaceBear(
  counts: MarkerCounts,
  doseToday: number,
  d20: number,
): { readonly markers: Record<string, number>; readonly blinded: boolean } {
  if (!Number.isInteger(d20) || d20 < 1 || d20 > 20) throw new RangeError(`A d20 cannot show ${d20}`);
  const blinded = d20 >= spaceBearBlindnessThreshold(doseToday);
  const markers: Record<string, number> = { ...checkedCounts(counts, "markers") };
  const wounds = markers[SP_MARKER.wound] ?? 0;
  if (wounds > 1) markers[SP_MARKER.wound] = wounds - 1;
  else delete markers[SP_MARKER.wound];
  return { markers, blinded };
}

/** Guide 8.7: Krangor clears Unconsciousness, Morale and Stun at once. */
export function injectKrangor(counts: MarkerCounts): Record<string, number> {
  const markers: Record<string, number> = { ...checkedCounts(counts, "markers") };
  for (const id of INJECTORS[1].clears) delete markers[id];
  return markers;
}

/** Guide 8.7: whether an injector can be used on someone in an EVA suit without a leak. */
export function canInjectThroughEvaSuit(id: InjectorId, builtInAutoInjector = false): boolean {
  return id === "thanaticAcid" && builtInAutoInjector;
}
