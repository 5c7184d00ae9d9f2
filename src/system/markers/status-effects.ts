/**
 * The token status effects of the world's rule set: one per marker, with a static effect id so
 * toggling never duplicates, plus core's Dead for the defeated state.
 */
import type { MarkerDefinition } from "../../core/markers";
import { markerEffectId } from "../../core/marker-icons";

export interface StatusEffectEntry {
  id: string;
  _id: string;
  name: string;
  img: string;
}

export const DEAD_STATUS: StatusEffectEntry = {
  id: "dead",
  _id: markerEffectId("dead"),
  name: "EFFECT.StatusDead",
  img: "icons/svg/skull.svg",
};

export function statusEffectsFor(markers: readonly MarkerDefinition[]): StatusEffectEntry[] {
  return [
    ...markers.map((m) => ({ id: m.id, _id: markerEffectId(m.id), name: m.label, img: m.icon })),
    DEAD_STATUS,
  ];
}
