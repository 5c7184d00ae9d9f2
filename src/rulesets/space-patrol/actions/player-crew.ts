/**
 * Player crews rolling their own Morale (Guide 6.15, 7.12, when the world setting allows it): the
 * player characters seated aboard a craft with a Morale Marker, each with their own Will (vehicle)
 * or Leadership (spacecraft) and their own Wound burdens. Who is still shaken after a roll is kept
 * on the craft, so only they roll next turn; the record goes with the marker.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { readMarkers } from "../../../system/markers/marker-store";
import { START_OF_TURN_CHECKS, type PlayerCrewman, type StartOfTurnOptions } from "../rules/start-of-turn";
import { taskDisadvantagesFromMarkers } from "../rules/marker-effects";
import { craftPosts, SpacecraftData, VehicleData, type CrewPost } from "../models/craft-models";
import { isAssetLevelReader } from "../models/asset-reader";
import { playerCrewRollOwnMorale } from "../models/settings";
import { flagUpdate, readFlag } from "../../../system/flags";

export const SHAKEN_CREW_FLAG = "spShakenCrew";

declare module "../../../system/flags" {
  interface ActorFlags {
    /** Guide 6.15, 7.12: the player crewmen still shaken aboard this craft. */
    spShakenCrew?: string[] | null;
  }
}

/** Guide 6.15: the driver takes a vehicle away; Guide 7.10: the pilot at the flight station a ship. */
const AT_CONTROLS = new Set(["driver", "flight"]);

function seats(actor: Actor.Implementation): CrewPost[] {
  return craftPosts(actor.system) ?? [];
}

function shakenRecord(actor: Actor.Implementation): string[] | null {
  const raw: unknown = readFlag(actor, "Actor", SHAKEN_CREW_FLAG);
  return Array.isArray(raw) ? raw.filter((u): u is string => typeof u === "string") : null;
}

export interface PlayerCrew {
  readonly options: StartOfTurnOptions;
  /** Each crewman's uuid by the name the rules report them by. */
  readonly uuidByName: ReadonlyMap<string, string>;
}

const NONE: PlayerCrew = { options: {}, uuidByName: new Map() };

/** The options for the craft's start-of-turn checks: the option off, or the shaken player crew. */
export async function playerCrewFor(actor: Actor.Implementation, counts: MarkerCounts): Promise<PlayerCrew> {
  const kind = actor.system instanceof VehicleData ? "vehicle" : actor.system instanceof SpacecraftData ? "spacecraft" : null;
  if (!kind || !playerCrewRollOwnMorale()) return NONE;
  const morale = START_OF_TURN_CHECKS[kind].find((c) => c.key === "morale");
  if (!morale || markerCount(counts, morale.marker) === 0) return NONE;
  const record = shakenRecord(actor);
  // a record naming nobody aboard is stale (the marker was taken off by hand): everyone rolls
  const still = record && seats(actor).some((s) => record.includes(s.actorUuid)) ? record : null;
  const crew: PlayerCrewman[] = [];
  const uuidByName = new Map<string, string>();
  for (const seat of seats(actor)) {
    if (!seat.actorUuid || (still && !still.includes(seat.actorUuid))) continue;
    const person = await fromUuid<Actor.Implementation>(seat.actorUuid);
    if (!(person instanceof Actor) || !person.hasPlayerOwner || !isAssetLevelReader(person.system)) continue;
    const name = person.name ?? seat.actorUuid;
    uuidByName.set(name, seat.actorUuid);
    crew.push({
      name,
      level: person.system.assetLevel(morale.asset),
      atControls: AT_CONTROLS.has(seat.role),
      // Guide 6.14: the crewman's Wound and Mortal Wound Markers burden every asset task they make
      disadvantages: taskDisadvantagesFromMarkers(readMarkers(person), "asset"),
    });
  }
  // nobody of the players' aboard: the commander or captain rolls as usual
  if (crew.length === 0) return NONE;
  return { options: { playerCrewRollOwnMorale: true, playerCrew: crew }, uuidByName };
}

/** After the roll: who stays shaken, or no record once the craft's marker is gone. */
export async function recordShakenCrew(actor: Actor.Implementation, crew: PlayerCrew, shaken: readonly string[], markerLeft: boolean): Promise<void> {
  if (!crew.options.playerCrewRollOwnMorale) return;
  const uuids = markerLeft ? shaken.map((n) => crew.uuidByName.get(n)).filter((u): u is string => u !== undefined) : null;
  await actor.update(flagUpdate("Actor", { [SHAKEN_CREW_FLAG]: uuids }));
}
