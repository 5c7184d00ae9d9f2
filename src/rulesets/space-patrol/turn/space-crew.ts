/**
 * A spacecraft's crew as space combat reads it (Guide 7.2-7.4, 7.14): who stands at each station, or
 * the NPC crew level that acts there without an actor; the level a station rolls; and the ship's
 * captain. A patrol crew's captain is the one the GM appointed (Guide 1.5, actions/chain-of-command)
 * when they are aboard; otherwise the highest-ranked patrolman aboard, then the NPC with the best Tactics,
 * then the NPC crew level.
 */
import { SPACE_STATION_KEYS, type SpaceStation } from "../rules";
import type { AssetLevel } from "../rules/task";
import { SpacecraftData } from "../models/craft-models";
import { PatrolmanData } from "../models/patrolman-model";
import { isAssetLevelReader } from "../models/asset-reader";
import { appointment } from "../actions/chain-of-command";
import { bestLevel } from "../view/crew-levels";
import { MEDAL_IDS, MEDAL_POINTS } from "../rules/creation-tables";

export interface StationCrew {
  /** The actor standing at the station, or null. */
  readonly person: Actor.Implementation | null;
  /** Guide 7.14: the NPC crew's level here, 1-4; 0 when there is none. */
  readonly npcLevel: number;
}

export interface ShipCrew {
  readonly ship: Actor.Implementation;
  readonly system: SpacecraftData;
  readonly stations: Readonly<Record<SpaceStation, StationCrew>>;
}

export interface ShipCaptain {
  /** The captain's actor id, or null for an NPC crew level. */
  readonly actorId: string | null;
  readonly name: string;
  readonly tactics: AssetLevel;
  /** Why the captain commands: appointed (1.5), by rank, by Tactics, or the NPC crew. */
  readonly reason: "appointed" | "rank" | "tactics" | "npcCrew";
}

/** The ship's crew, each station's actor loaded; null for an actor that is not a spacecraft. */
export async function shipCrew(ship: Actor.Implementation): Promise<ShipCrew | null> {
  const system = ship.system;
  if (!(system instanceof SpacecraftData)) return null;
  const stations = {} as Record<SpaceStation, StationCrew>;
  for (const key of SPACE_STATION_KEYS) {
    const post = system.stations[key];
    const found = post.actorUuid ? await fromUuid<Actor.Implementation>(post.actorUuid) : null;
    stations[key] = { person: found instanceof Actor ? found : null, npcLevel: post.npcLevel };
  }
  return { ship, system, stations };
}

const rank = (l: AssetLevel): number => (l === "X" ? -1 : l);

/** The level a station rolls an asset with: its crewman's, else the NPC crew's (7.14), else X. */
export function stationLevel(crew: ShipCrew, station: SpaceStation, asset: string): AssetLevel {
  const at = crew.stations[station];
  const system = at.person?.system;
  if (isAssetLevelReader(system)) return system.assetLevel(asset);
  return at.npcLevel > 0 ? at.npcLevel : "X";
}

/** The best level of an asset anywhere aboard, as the crew would send its best hand. */
export function bestAboard(crew: ShipCrew, asset: string): AssetLevel {
  return bestLevel(SPACE_STATION_KEYS.map((key) => ({ role: key, level: stationLevel(crew, key, asset) })));
}

/** Everyone standing at a station, each once. */
export function crewAboard(crew: ShipCrew): Actor.Implementation[] {
  const seen = new Map<string, Actor.Implementation>();
  for (const key of SPACE_STATION_KEYS) {
    const p = crew.stations[key].person;
    if (p && !seen.has(p.uuid)) seen.set(p.uuid, p);
  }
  return [...seen.values()];
}

const tacticsOf = (a: Actor.Implementation): AssetLevel => (isAssetLevelReader(a.system) ? a.system.assetLevel("tactics") : "X");

/** Guide 1.5, 7.2: the ship's captain; null for a ship with nobody aboard and no NPC crew. */
export function shipCaptain(crew: ShipCrew): ShipCaptain | null {
  const aboard = crewAboard(crew);
  const named = (a: Actor.Implementation, reason: ShipCaptain["reason"]): ShipCaptain => ({ actorId: a.id ?? null, name: a.name ?? "", tactics: tacticsOf(a), reason });
  const appointed = appointment().captain;
  const captain = appointed ? aboard.find((a) => a.id === appointed) : undefined;
  if (captain) return named(captain, "appointed");
  const patrolmen = aboard.filter((a) => a.system instanceof PatrolmanData);
  if (patrolmen.length > 0) {
    // Guide 1.5: the highest rank commands, then the most medal points; a tie left after that is the
    // first at their station, and the GM settles it with the dice by appointing the chain of command
    const score = (a: Actor.Implementation) => {
      const s = a.system as PatrolmanData;
      return s.rank * 1000 + MEDAL_IDS.reduce((n, m) => n + MEDAL_POINTS[m] * s.medals[m], 0);
    };
    const top = patrolmen.reduce((b, a) => (score(a) > score(b) ? a : b));
    return named(top, "rank");
  }
  const others = aboard.filter((a) => isAssetLevelReader(a.system));
  if (others.length > 0) return named(others.reduce((b, a) => (rank(tacticsOf(a)) > rank(tacticsOf(b)) ? a : b)), "tactics");
  const npc = Math.max(0, ...SPACE_STATION_KEYS.map((k) => crew.stations[k].npcLevel));
  return npc > 0 ? { actorId: null, name: "", tactics: npc, reason: "npcCrew" } : null;
}
