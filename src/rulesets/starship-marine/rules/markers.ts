/**
 * Starship Marine markers, the rules' states as token markers: casualty and wound (3.5, 4.6); a
 * robot's hits, counted to the two a combat robot takes (3.7), and the robot damage results, its
 * deactivation from the control room and a Marine's Direct Control (2.3, 3.7); moved and moved
 * non-tactically (3.2, 3.4); the individual morale results (3.14) and the ship's demoralisation
 * (3.12); out of ammunition, in hand to hand, carrying (3.15, 3.17, 3.18); a charge being set up
 * (1 or 2 moves, 3.9); and SpaceFoam (4.10). Which of them only the GM takes off in a battle is
 * said by KEPT_IN_BATTLE below.
 */
import { buildMarkers, markerIds, type MarkerRow } from "../../../core/marker-builder";
import { record } from "../../../core/checks";
// the counts from data/lists.ts, not rules/doors.ts and robots.ts, so those load with the table
import { CHARGE_SETUP_MOVES, HITS_TO_DESTROY } from "../data/lists";

const ROWS = [
  { key: "casualty", glyph: "C", colour: "#c62828", rotation: 180 },
  // 4.6: only Marines fight wounded; 3.7: only robots take robot damage or are switched off. A sheet
  // shows a figure the markers of its kind and the shared ones (Direct Control marks both the Marine and his robot, 2.3)
  { key: "wounded", glyph: "W", colour: "#ad1457", group: "marine" },
  { key: "robotDamage", glyph: "RD", colour: "#ef6c00", stacks: true, max: HITS_TO_DESTROY.combatRobot, group: "robot" },
  { key: "noFiring", glyph: "NF", colour: "#8d6e63" },
  { key: "immobilised", glyph: "Im", colour: "#5d4037" },
  { key: "deactivated", glyph: "Off", colour: "#424242", group: "robot" },
  { key: "directControl", glyph: "DC", colour: "#00838f" },
  { key: "moved", glyph: "M", colour: "#1565c0" },
  { key: "nonTactical", glyph: "NT", colour: "#0d47a1" },
  { key: "moveNoCloser", glyph: "MN", colour: "#f9a825" },
  { key: "duckBack", glyph: "DB", colour: "#ef6c00" },
  { key: "surrendered", glyph: "Su", colour: "#ffffff" },
  { key: "demoralised", glyph: "Dm", colour: "#6a1b9a" },
  { key: "noAmmo", glyph: "NA", colour: "#757575" },
  { key: "inHandToHand", glyph: "HH", colour: "#b71c1c" },
  { key: "carrying", glyph: "Ca", colour: "#558b2f" },
  { key: "chargeSetUp", glyph: "Ch", colour: "#4527a0", stacks: true, max: CHARGE_SETUP_MOVES.superCharge },
  { key: "spaceFoam", glyph: "SF", colour: "#90a4ae", stacks: true, max: 2 },
] as const satisfies readonly MarkerRow[];

/**
 * The markers only the GM takes off while their figure fights (MarkerDefinition.keptInBattle, the
 * kit's kept markers): results the rules put on by a procedure, which the GM's checks read (fire,
 * order of fire, morale, CasEvac, Direct Control) or which order what a figure may do, and which a
 * player would gain by taking off. In play each is taken off only on a GM's client: a card's Apply,
 * the robot damage roll after it, the movement step and the marker expiry, the GM's side panel, and
 * the Direct Control and CasEvac requests. The owner may still add any of them, as its own client
 * does a Wounded box it ticks (4.6): each only hinders its figure. Left to the owner: out of
 * ammunition (3.16: "players are expected to be honest about this", and the hand-to-hand dialog
 * asks who is unarmed), in hand to hand (3.15: a reminder of touching bases, put on and taken off
 * by the players as figures meet and part), a charge being set up (3.9: the GM's wall record
 * counts the moves, door-attack.ts and supercharge.ts), and SpaceFoam's hits (4.10, SSM-16:
 * counted on the barrier's wall record).
 */
const KEPT_IN_BATTLE: Readonly<Partial<Record<SsmMarkerKey, "removal">>> = {
  // 3.5, 3.15 (SSM-5): put on by the GM's Apply of a hit or a lost fight; nothing in a battle takes it off
  casualty: "removal",
  // 4.6: nothing in a battle heals a wound (4.3); kept with the sheet's box (turn/wounded-guard.ts)
  wounded: "removal",
  // 3.7: a robot's hits and its damage results, put on by the GM's Apply and the roll after it
  robotDamage: "removal",
  noFiring: "removal",
  immobilised: "removal",
  // 3.7, 3.11, 3.12: switched off and on only from the control rooms and by the surrender, at the GM's side panel
  deactivated: "removal",
  // 2.3: put on and taken off by the GM's request; the Marine may not fire while holding the robot
  directControl: "removal",
  // 3.2, 3.4: put on by the GM's movement step, taken off as the next movement step begins; they order fire
  moved: "removal",
  nonTactical: "removal",
  // 3.14 (SSM-13): individual morale results, put on by the GM's Apply of the test
  moveNoCloser: "removal",
  duckBack: "removal",
  // 3.12, 3.14: put on by the morale Apply or the ship's surrender; only the GM lifts one, as 3.12's
  // suspension does when the attackers fire on those surrendering
  surrendered: "removal",
  // 3.12: the ship's morale result, the GM's to record (the combat's side record) and to lift
  demoralised: "removal",
  // 3.17: put on and taken off by the GM's CasEvac request; a figure carrying may not fight
  carrying: "removal",
};

export const STARSHIP_MARINE_MARKERS = buildMarkers("ssm", "STARSKIRMISH.StarshipMarine.Marker", ROWS, KEPT_IN_BATTLE);

/** The marker ids the rules read, by their key. */
export const SSM_MARKER = markerIds("ssm", ROWS);
export type SsmMarkerKey = keyof typeof SSM_MARKER;

/** The figure takes no part any more: a casualty (3.5), surrendered (3.12, 3.14) or a robot switched off (3.7). */
export function outOfTheFight(markers: Readonly<Record<string, number>>): boolean {
  const held = record(markers, "markers");
  return (["casualty", "surrendered", "deactivated"] as const).some((m) => Number(held[SSM_MARKER[m]] ?? 0) > 0);
}
