/**
 * What kind of Space Patrol! combatant an actor is: a person (a patrolman or an NPC), a vehicle or a
 * spacecraft. Read from the marker group its type's definition names (data/definition.ts): the group
 * decides which markers the actor carries, and those markers decide its checks (the start-of-turn
 * checks, SP-11) and what a wreck may still do (Guide 6.15, 7.12), so the kind and the markers cannot
 * disagree. One reading for the start-of-turn checks, the wreck decision and the sheets' refusals. Pure.
 */
import { markerGroupOf } from "../../../core/marker-group";
import { SPACE_PATROL } from "../data/definition";
import type { CombatantKind } from "../rules/start-of-turn";

/** A person, a vehicle or a spacecraft: the kinds the start-of-turn checks are listed by (SP-11). */
export type ActorKind = CombatantKind;
export type CraftKind = Exclude<ActorKind, "individual">;

/**
 * The kind of combatant an actor of this type is, or null for an actor of another rule set (a
 * StarMarines vehicle unit's group is also called "vehicle", so only Space Patrol!'s own types count).
 */
export function actorKindOf(type: string, system: unknown): ActorKind | null {
  const definition = SPACE_PATROL.documentTypes.find((t) => t.documentName === "Actor" && t.type === type);
  const group = markerGroupOf(definition, system);
  return group === "individual" || group === "vehicle" || group === "spacecraft" ? group : null;
}

/** The kind of craft an actor of this type is, or null for a person (or an actor of another rule set). */
export function craftKindOf(type: string, system: unknown): CraftKind | null {
  const kind = actorKindOf(type, system);
  return kind === "individual" ? null : kind;
}
