/**
 * Ids of the vehicle and spacecraft markers (Guide 6.15, 7.12) by name, the twins of SP_MARKER for
 * individuals, so rules code never spells an id twice.
 */

/** Guide 6.15 and the appendix, VEHICLES. */
export const SP_VEHICLE_MARKER_ID = {
  damage: "sp-vehicle-damage",
  failureCascade: "sp-vehicle-failureCascade",
  morale: "sp-vehicle-morale",
  control: "sp-vehicle-control",
  suppressing: "sp-vehicle-suppressing",
  overwatch: "sp-vehicle-overwatch",
  wrecked: "sp-vehicle-wrecked",
  flying: "sp-vehicle-flying",
} as const;

/** Guide 7.12. */
export const SP_SPACECRAFT_MARKER_ID = {
  gunnery: "sp-spacecraft-gunnery",
  electronics: "sp-spacecraft-electronics",
  hull: "sp-spacecraft-hull",
  drive: "sp-spacecraft-drive",
  astrogation: "sp-spacecraft-astrogation",
  flight: "sp-spacecraft-flight",
  failureCascade: "sp-spacecraft-failureCascade",
  morale: "sp-spacecraft-morale",
  wrecked: "sp-spacecraft-wrecked",
  locked: "sp-spacecraft-locked",
} as const;
