/**
 * Markers the GM keeps in a battle. A marker is a status effect on its actor, and v13 lets an
 * actor's owner write its effects as freely as its fields: a player could take Wounded or Broken off
 * their own figure from the token HUD, the sheet or the console, and every check the GM's client
 * makes from markers (a card's Apply, a barred attack, a morale test) would read the forged count.
 *
 * A rule set marks such markers in its definition (MarkerDefinition#keptInBattle): "removal" for a
 * result the rules take off by a procedure, which the owner's own client may still add (a failed
 * roll of its own lands it), and "any" for one a player would gain by adding as well. While the
 * actor is a combatant's in any combat, a player's client refuses its own such change before it is
 * written, with a notice; a hostile client that writes it anyway has the count put back by the
 * active GM's client, and the GM is told. Changes a GM's client makes (a card's Apply, a GM request,
 * a marker that ends with the turn) stand; so does every change outside a battle.
 *
 * The memory and its hooks are the kit's kept fields (turn/kept-fields.ts): the kept counts are one
 * field of every actor, read from its effects, so an actor's effects are remembered, noted and
 * forgotten as its other kept fields are. Registered for every rule set at once during init; which
 * markers are kept is read from the world's rule set as each change comes.
 */
import type { MarkerCounts, MarkerDefinition } from "../../core/markers";
import { markerEffectId } from "../../core/marker-icons";
import { SYSTEM_ID } from "../constants";
import { warn } from "../notify";
import { activeRuleSet } from "../registry";
import { actorInAnyCombat } from "../turn/combatant-of";
import { keepActorField } from "../turn/kept-fields";
import { effectCount, setMarkerCount } from "./marker-store";

type Actor = Actor.Implementation;
type Effect = ActiveEffect.Implementation;

/** The world's markers the GM keeps in a battle, by id. */
function keptMarkers(): Map<string, MarkerDefinition> {
  return new Map(activeRuleSet().definition.markers.filter((m) => m.keptInBattle).map((m) => [m.id, m]));
}

/** The count of each kept marker the actor carries (0 included, so a marker taken off is a change). */
export function keptCounts(actor: Actor): MarkerCounts {
  const counts: Record<string, number> = {};
  for (const id of keptMarkers().keys()) counts[id] = 0;
  for (const effect of actor.effects) for (const status of effect.statuses) if (status in counts) counts[status] = (counts[status] ?? 0) + effectCount(effect);
  return counts;
}

/** Whether going from `before` to `now` changes a kept marker as only a GM's client may. */
function gmOnlyChange(before: MarkerCounts, now: MarkerCounts): MarkerDefinition[] {
  const changed: MarkerDefinition[] = [];
  for (const def of keptMarkers().values()) {
    const was = before[def.id] ?? 0;
    const is = now[def.id] ?? 0;
    if (is < was || (def.keptInBattle === "any" && is !== was)) changed.push(def);
  }
  return changed;
}

/**
 * Puts one marker back to its count: a second effect of the same status (core's toggle makes one
 * with its own id) is taken off, so the one the kit writes holds the whole count.
 */
async function putMarkerBack(actor: Actor, def: MarkerDefinition, count: number): Promise<void> {
  const own = markerEffectId(def.id);
  const carrying = actor.effects.filter((e) => e.statuses.has(def.id));
  const keep = carrying.find((e) => e.id === own) ?? carrying[0];
  const extra = carrying.filter((e) => e !== keep).map((e) => e.id).filter((id): id is string => typeof id === "string");
  if (extra.length) await actor.deleteEmbeddedDocuments("ActiveEffect", extra);
  await setMarkerCount(actor, def, count);
}

/** The count an effect would give its status after `changed`, on the client about to write it. */
function countAfter(effect: Effect, changed: Record<string, unknown>, status: string): number {
  const statuses = changed.statuses;
  if (Array.isArray(statuses) && !statuses.includes(status)) return 0;
  const flags = changed.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  const system = flags?.[SYSTEM_ID];
  if (system && "-=count" in system) return 1;
  const count = system?.count;
  if (count === undefined) return effectCount(effect);
  return typeof count === "number" && Number.isInteger(count) && count > 0 ? count : 1;
}

/** The kept marker the effect's change would move as only a GM may, on a player's client, or null. */
function refused(effect: Effect, change: "create" | "delete" | Record<string, unknown>): MarkerDefinition | null {
  if (game.user?.isGM !== false) return null;
  const actor = effect.parent;
  if (!(actor instanceof Actor) || !actorInAnyCombat(actor as Actor)) return null;
  const kept = keptMarkers();
  for (const status of effect.statuses) {
    const def = kept.get(status);
    if (!def) continue;
    if (change === "delete") return def;
    if (change === "create") {
      if (def.keptInBattle === "any") return def;
      continue;
    }
    const was = effectCount(effect);
    const is = countAfter(effect, change, status);
    if (is < was || (def.keptInBattle === "any" && is !== was)) return def;
  }
  return null;
}

/** The player's notice of a refusal: the marker and the figure, both as text. */
function refuse(effect: Effect, def: MarkerDefinition | null): boolean {
  if (!def) return true;
  warn("STARSKIRMISH.Markers.keptRefused", { marker: game.i18n?.localize(def.label) ?? def.id, name: effect.parent?.name ?? "" });
  return false;
}

/**
 * Whether this client may lower the actor's kept markers itself: a GM's always, a player's only
 * while the actor is in no combat. An action that takes a result off its own actor (a player's
 * first aid on their own patrolman) reads it to choose between doing so at once and asking the
 * GM's Apply for it, by the same reading of "in a battle" the refusal uses.
 */
export function lowersKeptMarkersHere(actor: Actor): boolean {
  return game.user?.isGM === true || !actorInAnyCombat(actor);
}

/** Registers the kept markers with the kit's kept fields, and the player's own refusals; during init. */
export function keepMarkersInBattle(): void {
  keepActorField<MarkerCounts>({
    what: "an actor's kept markers",
    read: (actor) => keptCounts(actor),
    stands: (actor, _changed, before) => !actorInAnyCombat(actor) || gmOnlyChange(before, keptCounts(actor)).length === 0,
    restore: async (actor, _now, before) => {
      for (const def of gmOnlyChange(before, keptCounts(actor))) await putMarkerBack(actor, def, before[def.id] ?? 0);
    },
    keptNotice: "STARSKIRMISH.Markers.kept",
  });
  Hooks.on("preCreateActiveEffect", (effect) => refuse(effect, refused(effect, "create")));
  Hooks.on("preUpdateActiveEffect", (effect, changed) => refuse(effect, refused(effect, changed as Record<string, unknown>)));
  Hooks.on("preDeleteActiveEffect", (effect) => refuse(effect, refused(effect, "delete")));
}
