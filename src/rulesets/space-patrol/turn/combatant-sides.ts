/**
 * Which side each combatant fights on: a patrolman always with the players, an NPC, vehicle or
 * spacecraft on the side its sheet names (data/sides.ts). And the characters who count for a
 * side's initiative and Tactics Pool (Guide 6.2, 6.3): its patrolmen and NPCs, and the crew aboard
 * its vehicles and spacecraft, each once.
 */
import type { TurnSide } from "../rules/side-turns";
import type { AssetLevel } from "../rules/task";
import { PatrolmanData } from "../models/patrolman-model";
import { NpcData } from "../models/npc-model";
import { craftPosts, SpacecraftData, VehicleData } from "../models/craft-models";
import { isAssetLevelReader } from "../models/asset-reader";

export interface SideMember {
  readonly combatant: Combatant.Implementation;
  readonly actor: Actor.Implementation;
  readonly side: TurnSide;
}

export interface SideCharacterOf {
  readonly uuid: string;
  readonly name: string;
  readonly tactics: AssetLevel;
  readonly leadership: AssetLevel;
}

export function sideOfActor(actor: Actor.Implementation | null | undefined): TurnSide | null {
  const system = actor?.system;
  if (system instanceof PatrolmanData) return "players";
  if (system instanceof NpcData || system instanceof VehicleData || system instanceof SpacecraftData) return system.side;
  return null;
}

/** Every combatant of the combat with an actor that fights on a side. */
export function sideMembers(combat: Combat.Implementation): SideMember[] {
  const out: SideMember[] = [];
  for (const combatant of combat.combatants ?? []) {
    const actor = combatant.actor;
    const side = sideOfActor(actor);
    if (actor && side) out.push({ combatant, actor, side });
  }
  return out;
}

function crewUuids(actor: Actor.Implementation): string[] {
  return (craftPosts(actor.system) ?? []).map((p) => p.actorUuid);
}

/** The characters of one side, each once, with the levels Guide 6.2 and 6.3 add up. */
export async function sideCharacters(members: readonly SideMember[], side: TurnSide): Promise<SideCharacterOf[]> {
  const found = new Map<string, SideCharacterOf>();
  const add = (actor: Actor.Implementation) => {
    const system = actor.system;
    if (found.has(actor.uuid) || !isAssetLevelReader(system)) return;
    found.set(actor.uuid, { uuid: actor.uuid, name: actor.name ?? "", tactics: system.assetLevel("tactics"), leadership: system.assetLevel("leadership") });
  };
  for (const m of members) {
    if (m.side !== side) continue;
    add(m.actor);
    for (const uuid of crewUuids(m.actor)) {
      const person = uuid ? await fromUuid<Actor.Implementation>(uuid) : null;
      if (person) add(person);
    }
  }
  return [...found.values()];
}
