/**
 * Guide 7.14 at the first action of a crewman's turn: a crewman standing at more than one station is
 * asked whether they will take a second action this turn, since both then roll at a disadvantage. The
 * answer goes with the request; the GM's client holds them to it (turn/station-request.ts). A free
 * action, an NPC crew, and a crewman who has already acted this turn are not asked.
 */
import { formatSafe } from "../../../system/notify";
import { isFreeAction, SPACE_STATION_KEYS, type SpaceActionKey, type SpaceStation } from "../rules";
import { SpacecraftData } from "../models/craft-models";
import { readState } from "../turn/side-turn-store";
import { readTracking } from "../turn/space-tracking";

/** "yes" when the crewman will take a second action, "no" when not or when nobody needs asking. */
export async function askCovering(ship: Actor.Implementation, tokenId: string, station: SpaceStation, action: SpaceActionKey): Promise<"yes" | "no"> {
  const system = ship.system;
  if (!(system instanceof SpacecraftData) || isFreeAction(station, action)) return "no";
  const who = system.stations[station];
  const posts = SPACE_STATION_KEYS.filter((k) => who.actorUuid !== "" && system.stations[k].actorUuid === who.actorUuid);
  if (posts.length < 2) return "no";
  const state = readState(game.combat);
  const acted = state ? (readTracking(game.combat).actions?.[tokenId] ?? []).some((a) => a.round === state.round && a.side === state.acting && a.by === who.actorUuid) : false;
  if (acted) return "no";
  const i18n = game.i18n!;
  const stations = posts.map((k) => i18n.localize(`STARSKIRMISH.SpacePatrol.Station.${k}`)).join(", ");
  const yes = await foundry.applications.api.DialogV2.confirm({
    window: { title: i18n.localize("STARSKIRMISH.SpacePatrol.Station.coveringTitle") },
    content: `<p>${formatSafe("STARSKIRMISH.SpacePatrol.Station.coveringAsk", { name: who.actorName, stations })}</p>`,
  });
  return yes === true ? "yes" : "no";
}
