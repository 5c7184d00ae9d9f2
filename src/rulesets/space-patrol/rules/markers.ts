/**
 * Space Patrol! markers (Guide 6.14, 6.15, 7.12 and the appendix "Status Markers"). Colours follow
 * the appendix's Owlbear Rodeo column; markers shown there as ticks on a counter are the counted
 * ones. SP-9: Morale and Stun are one at most; Wound, Mortal Wound, Damage, Failure Cascade,
 * Control and the spacecraft system markers stack.
 *
 * Kept markers (core/markers.ts keptInBattle): a result the rules put on and take off by a
 * procedure, which checks on the GM's side read and a player would gain by taking off, is
 * "removal": in a battle only a GM's client lowers it, so its procedures that take it off run there
 * (the start-of-turn request, the care cards' Apply, the repair requests). Postures and orders the
 * player chooses (Suppressing, Over-watch, Steady Aim, Hunkered, Prone, Flying) stay the owner's,
 * and so does the Target Lock marker, which only shows a lock the combat's record holds (7.6).
 */
import { buildMarkers, type GlyphMarker } from "../../../core/marker-builder";

const LABEL = "STARSKIRMISH.SpacePatrol.Marker";

/** Appendix, INDIVIDUALS; Guide 6.14. */
export const INDIVIDUAL_MARKERS: readonly GlyphMarker[] = buildMarkers("sp", `${LABEL}.individual`, [
  { key: "wound", glyph: "W", colour: "#c62828", stacks: true, group: "individual" },
  { key: "mortalWound", glyph: "MW", colour: "#111111", stacks: true, group: "individual" },
  { key: "morale", glyph: "M", colour: "#ffffff", group: "individual" },
  { key: "stun", glyph: "S", colour: "#2e7d32", group: "individual" },
  { key: "suppressing", glyph: "Sg", colour: "#1565c0", group: "individual" },
  { key: "suppressed", glyph: "Sd", colour: "#f9a825", group: "individual" },
  { key: "overwatch", glyph: "OW", colour: "#d32f2f", group: "individual" },
  { key: "steadyAim", glyph: "A", colour: "#ef6c00", group: "individual" },
  { key: "hunkered", glyph: "H", colour: "#6a1b9a", group: "individual" },
  { key: "prone", glyph: "P", colour: "#795548", rotation: 90, group: "individual" },
  { key: "unconscious", glyph: "U", colour: "#455a64", rotation: 180, group: "individual" },
  { key: "flying", glyph: "F", colour: "#ec407a", group: "individual" },
  // Guide 6.9: an NPC group that has broken escapes, and a marked NPC may surrender. The appendix
  // prints no marker for either; these are the table's own, in colours no other marker uses.
  { key: "broken", glyph: "B", colour: "#90a4ae", group: "individual" },
  { key: "surrendered", glyph: "Su", colour: "#fff176", group: "individual" },
], {
  // Guide 6.14: from the damage table; off by Medicine (6.14, 8.1) or natural healing (8.2)
  wound: "removal",
  // Guide 6.14: as a Wound, and its turn's Vigor check (SP-11) decides death
  mortalWound: "removal",
  // Guide 6.9: off by the start-of-turn Will check (SP-11), a leader's rally or an injector (8.7)
  morale: "removal",
  // Guide 6.14: off by the start-of-turn Vigor check (SP-11) or Medicine (8.1)
  stun: "removal",
  // Guide 6.6: laid by an enemy's suppression; the GM's client ends it with the suppression
  suppressed: "removal",
  // Guide 6.14: no move, no action; off by Medicine (8.1) or an injector (8.7)
  unconscious: "removal",
  // Guide 6.9: the GM's count of the group's morale puts it on and takes it off
  broken: "removal",
  // Guide 6.9: the GM's Surrender takes the figure out of its side's turns
  surrendered: "removal",
});

/** Appendix, VEHICLES; Guide 6.15. Control markers stack (SP-9: one disadvantage each). */
export const VEHICLE_MARKERS: readonly GlyphMarker[] = buildMarkers("sp-vehicle", `${LABEL}.vehicle`, [
  { key: "damage", glyph: "D", colour: "#c62828", stacks: true, group: "vehicle" },
  { key: "failureCascade", glyph: "FC", colour: "#111111", stacks: true, group: "vehicle" },
  { key: "morale", glyph: "M", colour: "#ffffff", group: "vehicle", sheetLabel: `${LABEL}.onSheet.morale` },
  { key: "control", glyph: "C", colour: "#2e7d32", stacks: true, group: "vehicle" },
  { key: "suppressing", glyph: "Sg", colour: "#1565c0", group: "vehicle", sheetLabel: `${LABEL}.onSheet.suppressing` },
  { key: "overwatch", glyph: "OW", colour: "#d32f2f", group: "vehicle", sheetLabel: `${LABEL}.onSheet.overwatch` },
  { key: "wrecked", glyph: "X", colour: "#455a64", rotation: 180, group: "vehicle" },
  { key: "flying", glyph: "F", colour: "#ec407a", group: "vehicle", sheetLabel: `${LABEL}.onSheet.flying` },
], {
  // Guide 6.15: from the damage table; off only by a mechanic's repair after the battle
  damage: "removal",
  // Guide 6.15: as Damage, and its turn's Mechanics check (SP-11) may wreck the vehicle
  failureCascade: "removal",
  // Guide 6.15: off by the commander's start-of-turn Will check (SP-11)
  morale: "removal",
  // Guide 6.15: off by the crew's start-of-turn Electronics check (SP-11)
  control: "removal",
  // Guide 6.15: all systems cease; only Reverse the Polarity (4.2) takes it back
  wrecked: "removal",
});

/**
 * Guide 7.12. The appendix gives no colours for spacecraft; these follow the vehicle set where a
 * marker has a vehicle twin (Failure Cascade, Morale) and are distinct otherwise.
 */
export const SPACECRAFT_MARKERS: readonly GlyphMarker[] = buildMarkers("sp-spacecraft", `${LABEL}.spacecraft`, [
  { key: "gunnery", glyph: "G", colour: "#ff7043", stacks: true, group: "spacecraft" },
  { key: "electronics", glyph: "E", colour: "#26c6da", stacks: true, group: "spacecraft" },
  { key: "hull", glyph: "H", colour: "#8d6e63", stacks: true, group: "spacecraft" },
  { key: "drive", glyph: "Dr", colour: "#c62828", stacks: true, group: "spacecraft" },
  { key: "astrogation", glyph: "As", colour: "#7e57c2", stacks: true, group: "spacecraft" },
  { key: "flight", glyph: "Fl", colour: "#9ccc65", stacks: true, group: "spacecraft" },
  { key: "failureCascade", glyph: "FC", colour: "#111111", stacks: true, group: "spacecraft", sheetLabel: `${LABEL}.onSheet.failureCascade` },
  { key: "morale", glyph: "M", colour: "#ffffff", group: "spacecraft", sheetLabel: `${LABEL}.onSheet.morale` },
  { key: "wrecked", glyph: "X", colour: "#455a64", group: "spacecraft", sheetLabel: `${LABEL}.onSheet.wrecked` },
  // Guide 7.6: shown on a ship some enemy holds a Target Lock on this turn, one per locking ship
  { key: "locked", glyph: "L", colour: "#ffca28", stacks: true, group: "spacecraft" },
], {
  // Guide 7.12: the system markers come from the damage table and off by a station's repair (7.13)
  gunnery: "removal",
  electronics: "removal",
  hull: "removal",
  drive: "removal",
  astrogation: "removal",
  flight: "removal",
  // Guide 7.12, 7.13: a repair, or after the battle 4 hours of Ship Drives work
  failureCascade: "removal",
  // Guide 7.10: off by the captain's start-of-turn Leadership check (SP-11)
  morale: "removal",
  // Guide 7.12: no functions during the battle; only Reverse the Polarity (4.2) takes it back
  wrecked: "removal",
});

export const SPACE_PATROL_MARKERS: readonly GlyphMarker[] = [...INDIVIDUAL_MARKERS, ...VEHICLE_MARKERS, ...SPACECRAFT_MARKERS];

/** Marker ids by name, for rules code that reads counts. */
export const SP_MARKER = {
  wound: "sp-wound",
  mortalWound: "sp-mortalWound",
  morale: "sp-morale",
  stun: "sp-stun",
  suppressing: "sp-suppressing",
  suppressed: "sp-suppressed",
  overwatch: "sp-overwatch",
  steadyAim: "sp-steadyAim",
  hunkered: "sp-hunkered",
  prone: "sp-prone",
  unconscious: "sp-unconscious",
  flying: "sp-flying",
  broken: "sp-broken",
  surrendered: "sp-surrendered",
} as const;
