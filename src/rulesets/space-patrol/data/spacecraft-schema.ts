/**
 * Data of a Space Patrol! spacecraft (Guide 7): the rating codes of its S-Drive, A-Drive, scanner
 * array and fire control, astrogation and flight computers (each is the equipment bonus of the
 * tasks that use it, Guide 3.3), its armour (Guide 6.16, 7.12) and who stands at each of the six
 * stations (Guide 7.4), its speed in hexes a turn (7.1), and whether its Protonic Burst Field is up
 * (7.9). No ship statistics are invented: every code and the speed start at 0.
 */
import { field, type SchemaValue } from "../../../core/schema";
import { SPACE_STATION_KEYS } from "./lists";
import { crewMember } from "./crew-schema";
import { sideField } from "./sides";

/** The component codes, in the order the sheet shows them. */
export const SPACECRAFT_CODES = ["sDrive", "aDrive", "scannerArray", "fireControl", "astrogationComputer", "flightComputer"] as const;

const code = (key: (typeof SPACECRAFT_CODES)[number]) => field.integer(0, 0, 99, `STARSKIRMISH.SpacePatrol.Spacecraft.${key}`);
// Guide 7.14: an NPC ship's crew rolls one level, 1 to 4, for every check; 0 is no NPC crew here
const station = (key: (typeof SPACE_STATION_KEYS)[number]) =>
  field.object({ ...crewMember(), npcLevel: field.integer(0, 0, 4, "STARSKIRMISH.SpacePatrol.Station.npcLevel") }, `STARSKIRMISH.SpacePatrol.Station.${key}`);

export const SPACECRAFT_SCHEMA = {
  side: sideField(),
  sDrive: code("sDrive"),
  aDrive: code("aDrive"),
  scannerArray: code("scannerArray"),
  fireControl: code("fireControl"),
  astrogationComputer: code("astrogationComputer"),
  flightComputer: code("flightComputer"),
  armour: field.integer(0, 0, 999, "STARSKIRMISH.SpacePatrol.Vehicle.armour"),
  // Guide 7.1: "found on the craft description", so the GM copies it from there
  speed: field.integer(0, 0, 99, "STARSKIRMISH.SpacePatrol.Spacecraft.speed"),
  // Guide 7.9: a ship that can raise the field may lower it; it starts raised
  pbfRaised: field.boolean(true, "STARSKIRMISH.SpacePatrol.Spacecraft.pbfRaised"),
  // Guide 7.11: the scene of the ship's decks, where a boarding action is fought (a scene id)
  deckScene: field.string("", "STARSKIRMISH.SpacePatrol.Spacecraft.deckScene"),
  stations: field.object(
    {
      flight: station("flight"),
      astrogation: station("astrogation"),
      engineering: station("engineering"),
      gunnery: station("gunnery"),
      intelligence: station("intelligence"),
      medical: station("medical"),
    },
    "STARSKIRMISH.SpacePatrol.Station.title",
  ),
  notes: field.html("STARSKIRMISH.Common.notes"),
};

export type SpacecraftSystem = SchemaValue<typeof SPACECRAFT_SCHEMA>;
