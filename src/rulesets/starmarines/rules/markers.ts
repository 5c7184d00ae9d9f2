/**
 * StarMarines markers, as the text names them: soldier states (Wounded IX-B, Killed IX-A, Broken
 * VIII-H, Overwatch VIII-E, Disarmed IV-h, Airborne and Grounded IX-G, Moved IX-A, Charged VIII-F,
 * Passed Morale IX-D, Fired in Overwatch VIII-E), vehicle damage (Stunned, Disarmed, Crippled, Destroyed IX-B) and the weapons a
 * vehicle has lost, counted (IX-B, SMR-15). A marker's group says which kind of unit's sheet shows
 * it; one without a group shows on both. The results the rules put on and take off by a procedure
 * are kept in a battle (KEPT below): there only the GM's client takes them off.
 */
import { buildMarkers, markerIds, type GlyphMarker, type MarkerRow } from "../../../core/marker-builder";
import type { MarkerDefinition } from "../../../core/markers";

const ROWS = [
  { key: "wounded", glyph: "W", colour: "#c62828", group: "soldier" },
  { key: "killed", glyph: "K", colour: "#212121", group: "soldier" },
  { key: "broken", glyph: "B", colour: "#ffffff", group: "soldier" },
  // VIII-E: "You do not have to reveal to your opponent which units are in Overwatch, until you want
  // to shoot": the other side does not see who is watching
  // VIII-E: any unit may watch, a vehicle as a soldier, so the two overwatch markers have no group
  { key: "overwatch", glyph: "OW", colour: "#d32f2f", secret: true },
  { key: "overwatchFired", glyph: "OF", colour: "#b71c1c" },
  { key: "disarmed", glyph: "D", colour: "#455a64", group: "soldier" },
  { key: "airborne", glyph: "Ai", colour: "#ec407a", group: "soldier" },
  { key: "grounded", glyph: "Gd", colour: "#8e24aa", group: "soldier" },
  { key: "moved", glyph: "Mv", colour: "#1565c0" },
  // VIII-F: "Vehicles cannot charge"; IX-D: vehicles never check morale
  { key: "charged", glyph: "Ch", colour: "#ef6c00", group: "soldier" },
  { key: "passedMorale", glyph: "PM", colour: "#2e7d32", group: "soldier" },
  { key: "vehicleStunned", glyph: "VS", colour: "#2e7d32", group: "vehicle" },
  { key: "vehicleDisarmed", glyph: "VD", colour: "#546e7a", group: "vehicle" },
  { key: "vehicleCrippled", glyph: "VC", colour: "#8d6e63", group: "vehicle" },
  { key: "vehicleDestroyed", glyph: "VX", colour: "#000000", group: "vehicle" },
  { key: "weaponsLost", glyph: "WL", colour: "#6d4c41", stacks: true, max: 9, group: "vehicle" },
] as const satisfies readonly MarkerRow[];

type RowKey = (typeof ROWS)[number]["key"];

/**
 * Who changes a marker while its unit is in a combat (MarkerDefinition.keptInBattle): a result the
 * rules put on and take off by a procedure, which the GM's checks read and a player would gain by
 * taking off, is "removal" (the owner's client may still add it: its own move, shot or charge);
 * "any" where adding it would gain as well. Each is put on and taken off in a battle by the GM's
 * client (a card's Apply, a GM request, the turn's end), or put on by the owner's own action.
 * Not kept: Overwatch, which the player declares and "its player removes" at will (VIII-E, SMR-10),
 * and Airborne, as an airborne soldier lands and flies "at will" (IX-G).
 */
const KEPT: Readonly<Partial<Record<RowKey, NonNullable<MarkerDefinition["keptInBattle"]>>>> = {
  // IX-B: only a Doctor's repair (SMR-19, the GM's) heals a wound; "any", as VIII-I swaps weapons
  // only with a wounded comrade and the GM's swap reads the marker (actions/swap-weapons.ts)
  wounded: "any",
  // IX-A, IX-B, VIII-H.3: a casualty is out of the game; the GM's client lands it
  killed: "removal",
  // VIII-H: a recheck that passes (VIII-H.1, .3, SMR-6; the card's Apply) or a wound ends it, and
  // a broken unit cannot attack (IX-D)
  broken: "removal",
  // VIII-E, SMR-10: a unit that fired in Overwatch does not fire again that turn; the owner's client
  // marks the shot (turn/overwatch.ts), the turn's end takes it off (turn/turn-tracker.ts)
  overwatchFired: "removal",
  // IV-h: a soldier with no weapon cannot attack until it takes a wounded comrade's (VIII-I), a
  // swap the GM's client makes, moving the marker with the weapons (actions/swap-weapons.ts)
  disarmed: "removal",
  // IX-G: a soldier shot down "cannot fly again for the rest of the game"
  grounded: "removal",
  // IX-A: steady aim is for a unit that has not moved this turn; its owner's client marks the move
  // (turn/move-check.ts markMoved), the turn's end takes it off
  moved: "removal",
  // VIII-F: the charge's +1 move brings -1 aim with any but close-combat weapons; the player
  // declares the charge by adding it, the turn's end takes it off
  charged: "removal",
  // IX-D: a unit that passed checks no more this turn, so a player would gain by adding it; only a
  // morale card's Apply puts it on, the turn's end takes it off
  passedMorale: "any",
  // IX-B, SMR-15, SMR-19: vehicle damage comes off only by a Fixer's repair the GM confirms, or a
  // large vehicle's own 6 in the Repair Phase the GM's client rolls (turn/repair-phase.ts)
  vehicleStunned: "removal",
  vehicleDisarmed: "removal",
  vehicleCrippled: "removal",
  // IX-B: destroyed is level 3, which no repair undoes
  vehicleDestroyed: "removal",
  // IX-B: the lost weapon "cannot be repaired" (SMR-15, SMR-19)
  weaponsLost: "removal",
};

export const STARMARINES_MARKERS: readonly GlyphMarker[] = buildMarkers("smr", "STARSKIRMISH.StarMarines.Marker", ROWS, KEPT);

/** Marker ids by key. */
export const SMR_MARKER = markerIds("smr", ROWS);
export type SmrMarkerKey = keyof typeof SMR_MARKER;
