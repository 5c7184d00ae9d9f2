/**
 * Space Patrol! markers (Guide 6.14, 6.15, 7.12 and the appendix "Status Markers"). Colours follow
 * the appendix's Owlbear Rodeo column; markers shown there as ticks on a counter are the counted
 * ones. SP-9: Morale and Stun are one at most; Wound, Mortal Wound, Damage, Failure Cascade,
 * Control and the spacecraft system markers stack.
 */
import type { MarkerDefinition } from "../../../core/markers";

/** Extra data Space Patrol! keeps per marker: a short glyph for its drawn icon. */
export interface SpaceMarker extends MarkerDefinition {
  readonly glyph: string;
  readonly group: "individual" | "vehicle" | "spacecraft";
}

function marker(
  group: SpaceMarker["group"],
  key: string,
  glyph: string,
  colour: string,
  stacks: boolean,
  extra: { rotation?: number } = {},
): SpaceMarker {
  const id = `sp-${group === "individual" ? "" : `${group}-`}${key}`;
  return {
    id,
    label: `STARSKIRMISH.SpacePatrol.Marker.${group}.${key}`,
    icon: `systems/starskirmish/icons/markers/${id}.svg`,
    colour,
    stacks,
    ...(stacks ? {} : { max: 1 }),
    group,
    glyph,
    ...extra,
  };
}

/** Appendix, INDIVIDUALS; Guide 6.14. */
export const INDIVIDUAL_MARKERS = [
  marker("individual", "wound", "W", "#c62828", true),
  marker("individual", "mortalWound", "MW", "#111111", true),
  marker("individual", "morale", "M", "#ffffff", false),
  marker("individual", "stun", "S", "#2e7d32", false),
  marker("individual", "suppressing", "Sg", "#1565c0", false),
  marker("individual", "suppressed", "Sd", "#f9a825", false),
  marker("individual", "overwatch", "OW", "#d32f2f", false),
  marker("individual", "steadyAim", "A", "#ef6c00", false),
  marker("individual", "hunkered", "H", "#6a1b9a", false),
  marker("individual", "prone", "P", "#795548", false, { rotation: 90 }),
  marker("individual", "unconscious", "U", "#455a64", false, { rotation: 180 }),
  marker("individual", "flying", "F", "#ec407a", false),
] as const satisfies readonly SpaceMarker[];

/** Appendix, VEHICLES; Guide 6.15. Control markers stack (SP-9: one disadvantage each). */
export const VEHICLE_MARKERS = [
  marker("vehicle", "damage", "D", "#c62828", true),
  marker("vehicle", "failureCascade", "FC", "#111111", true),
  marker("vehicle", "morale", "M", "#ffffff", false),
  marker("vehicle", "control", "C", "#2e7d32", true),
  marker("vehicle", "suppressing", "Sg", "#1565c0", false),
  marker("vehicle", "overwatch", "OW", "#d32f2f", false),
  marker("vehicle", "wrecked", "X", "#455a64", false, { rotation: 180 }),
  marker("vehicle", "flying", "F", "#ec407a", false),
] as const satisfies readonly SpaceMarker[];

/**
 * Guide 7.12. The appendix gives no colours for spacecraft; these follow the vehicle set where a
 * marker has a vehicle twin (Failure Cascade, Morale) and are distinct otherwise.
 */
export const SPACECRAFT_MARKERS = [
  marker("spacecraft", "gunnery", "G", "#ff7043", true),
  marker("spacecraft", "electronics", "E", "#26c6da", true),
  marker("spacecraft", "hull", "H", "#8d6e63", true),
  marker("spacecraft", "drive", "Dr", "#c62828", true),
  marker("spacecraft", "astrogation", "As", "#7e57c2", true),
  marker("spacecraft", "flight", "Fl", "#9ccc65", true),
  marker("spacecraft", "failureCascade", "FC", "#111111", true),
  marker("spacecraft", "morale", "M", "#ffffff", false),
  marker("spacecraft", "wrecked", "X", "#455a64", false),
] as const satisfies readonly SpaceMarker[];

export const SPACE_PATROL_MARKERS: readonly SpaceMarker[] = [
  ...INDIVIDUAL_MARKERS,
  ...VEHICLE_MARKERS,
  ...SPACECRAFT_MARKERS,
];

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
} as const;
