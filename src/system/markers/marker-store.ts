/**
 * Markers on actors: each marker is one status ActiveEffect with a static id, its count kept in
 * a flag and shown by its icon. Reading gives MarkerCounts for the pure rules; writing never
 * makes a duplicate effect.
 */
import { markerCount, adjustedCount, type MarkerCounts, type MarkerDefinition } from "../../core/markers";
import { markerEffectId, markerIcon } from "../../core/marker-icons";
import { SYSTEM_ID } from "../constants";
import { activeRuleSet } from "../registry";
import "../flags";

/** The count a marker effect stands for (1 when no count was stored). */
export function effectCount(effect: ActiveEffect.Implementation): number {
  const stored = effect.getFlag(SYSTEM_ID, "count");
  return typeof stored === "number" && Number.isInteger(stored) && stored > 0 ? stored : 1;
}

/** The active rule set's marker with this id, or undefined. */
export function markerDefinition(id: string): MarkerDefinition | undefined {
  return activeRuleSet().definition.markers.find((m) => m.id === id);
}

/** Every marker an actor carries, counted. The one way the glue hands markers to the rules. */
export function readMarkers(actor: Actor.Implementation): MarkerCounts {
  const counts: Record<string, number> = {};
  for (const effect of actor.effects) {
    for (const status of effect.statuses) {
      if (markerDefinition(status)) counts[status] = (counts[status] ?? 0) + effectCount(effect);
    }
  }
  return counts;
}

/** Sets a marker's count on an actor the current user may change (0 removes it). */
export async function setMarkerCount(actor: Actor.Implementation, def: MarkerDefinition, count: number): Promise<void> {
  const next = adjustedCount(def, 0, Math.max(0, Math.floor(count)));
  const id = markerEffectId(def.id);
  const existing = actor.effects.get(id) ?? actor.effects.find((e) => e.statuses.has(def.id));
  if (next === 0) {
    if (existing) await existing.delete();
    return;
  }
  const flags = { [SYSTEM_ID]: { count: next } };
  if (existing) {
    await existing.update({ img: markerIcon(def, next), flags });
    return;
  }
  await ActiveEffect.implementation.create(
    {
      _id: id,
      name: game.i18n!.localize(def.label),
      img: markerIcon(def, next),
      statuses: [def.id],
      flags,
    },
    { parent: actor, keepId: true },
  );
}

/** Adds (or with a negative delta removes) markers, within the marker's limit. */
export async function adjustMarker(actor: Actor.Implementation, def: MarkerDefinition, delta: number): Promise<number> {
  const current = markerCount(readMarkers(actor), def.id);
  const next = adjustedCount(def, current, delta);
  if (next !== current) await setMarkerCount(actor, def, next);
  return next;
}
