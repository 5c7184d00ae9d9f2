/**
 * What an injector does to its patient (Guide 8.7) and the card that says so: Krangor clears
 * Unconscious, Morale and Stun and carries its boost and later collapse as notes; Space Bear takes
 * a Wound Marker off and its d20 may blind (a larger chance with each dose of the day); Blitz's
 * extra action, speed and later Wound, and Thanatic Acid's preservation (Guide 8.4), are notes for
 * the table to keep. Any other device is simply used.
 */
import type { MarkerCounts } from "../../../core/markers";
import { injectKrangor, injectSpaceBear, INJECTORS, spaceBearBlindnessThreshold, type InjectorId } from "../rules/injectors";
import { spaceMarkerDefinition } from "../rules/damage";
import { markerChanges } from "../../../core/marker-changes";
import { signed } from "../../../core/signed";

export interface InjectorEffect {
  /** Marker changes on the patient, by id. */
  markers: Record<string, number>;
  notes: string[];
  /** Space Bear's blindness roll, when there was one. */
  blindness: { d20: number; threshold: number; blinded: boolean } | null;
}

const note = (key: string): string => `STARSKIRMISH.SpacePatrol.Device.note.${key}`;

/** The effect of one dose; `d20` is Space Bear's blindness die, `doseToday` counts this dose. */
export function injectorEffect(id: InjectorId, counts: MarkerCounts, doseToday: number, d20: number | null): InjectorEffect {
  switch (id) {
    case "krangor":
      return { markers: markerChanges(counts, injectKrangor(counts)), notes: [note("krangorBoost"), note("krangorCollapse")], blindness: null };
    case "spaceBear": {
      const shot = injectSpaceBear(counts, doseToday, d20 ?? 1);
      const threshold = spaceBearBlindnessThreshold(doseToday);
      return { markers: markerChanges(counts, shot.markers), notes: shot.blinded ? [note("blinded")] : [], blindness: { d20: d20 ?? 1, threshold, blinded: shot.blinded } };
    }
    case "blitz":
      return { markers: {}, notes: [note("blitzBoost"), note("blitzWound")], blindness: null };
    case "thanaticAcid":
      return { markers: {}, notes: [note("thanaticAcid")], blindness: null };
  }
}

export interface DeviceCardContext {
  userName: string;
  deviceName: string;
  patientName: string;
  injectorLabel: string;
  /** Each marker the device changes, its count as a signed modifier with a true minus ("Wound −1"). */
  changes: { label: string; delta: string }[];
  notes: string[];
  blindness: InjectorEffect["blindness"];
  dosesLeft: number | null;
  targetKey: string;
}

export function deviceCardContext(input: {
  userName: string;
  deviceName: string;
  patientName: string;
  injector: InjectorId | null;
  effect: InjectorEffect | null;
  dosesLeft: number | null;
  targetKey: string;
}): DeviceCardContext {
  const effect = input.effect;
  return {
    userName: input.userName,
    deviceName: input.deviceName,
    patientName: input.patientName === input.userName ? "" : input.patientName,
    injectorLabel: input.injector ? (INJECTORS.find((i) => i.id === input.injector)?.label ?? "") : "",
    changes: Object.entries(effect?.markers ?? {}).map(([id, delta]) => ({ label: spaceMarkerDefinition(id).label, delta: signed(delta) })),
    notes: effect ? effect.notes : [note("used")],
    blindness: effect?.blindness ?? null,
    dosesLeft: input.dosesLeft,
    targetKey: input.targetKey,
  };
}
