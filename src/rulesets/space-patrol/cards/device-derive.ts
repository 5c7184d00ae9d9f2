/**
 * What an injector card keeps (Guide 6.4, 8.7), and how the GM works its result out again: the
 * injector, the patient it was given to with their markers before the dose, and for Space Bear the
 * day and that day's dose number, whose blindness is the card's one d20. Other injectors roll
 * nothing, and a card of theirs carrying a die is one the action never posts.
 */
import { field } from "../../../core/schema";
import { facesOfRoll, refusedAsNull } from "../../../core/dice-replay";
import type { DerivationInput } from "../../../system/cards/card-kind";
import { INJECTORS } from "../rules/injectors";
import { injectorEffect } from "../view/device-card";
import { MARKER_COUNTS } from "./record-fields";

export const DEVICE_RECORD = {
  injector: field.optionalChoice(INJECTORS.map((i) => i.id)),
  /** The card target the patient is. */
  key: field.string(),
  markers: MARKER_COUNTS,
  day: field.integer(0),
  /** Guide 8.7: this dose's number among the patient's Space Bear doses of the day. */
  dose: field.integer(1, 1),
};

export interface InjectedResult {
  readonly markers: Readonly<Record<string, number>>;
  readonly data: { readonly spaceBear?: { readonly day: number; readonly doses: number } };
}

export function deriveDevice({ payload, dice }: DerivationInput<typeof DEVICE_RECORD>): Record<string, InjectedResult> | null {
  const id = payload.injector;
  if (id === "" || payload.key === "") return null;
  const spaceBear = id === "spaceBear";
  if (dice.length !== (spaceBear ? 1 : 0)) return null;
  const d20 = spaceBear ? (facesOfRoll(dice[0], 20, 1)?.[0] ?? null) : null;
  if (spaceBear && d20 === null) return null;
  const effect = refusedAsNull(() => injectorEffect(id, payload.markers, payload.dose, d20));
  if (!effect) return null;
  return { [payload.key]: { markers: effect.markers, data: spaceBear ? { spaceBear: { day: payload.day, doses: payload.dose } } : {} } };
}
