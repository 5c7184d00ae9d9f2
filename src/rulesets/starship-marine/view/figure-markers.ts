/**
 * Which of Starship Marine's markers a figure's sheet offers: the shared ones, and those of its kind
 * only. A Marine may fight wounded (4.6) and take Direct Control of a robot (2.3); a robot takes robot
 * damage and can be switched off (3.7); crew take neither. The kinds are the markers' groups
 * (rules/markers.ts). Pure.
 */
import { TROOP_TYPES, type TroopTypeId } from "../data/troop-types";

export type FigureMarkerGroup = "marine" | "robot" | "crew";

export function figureMarkerGroup(troopType: TroopTypeId): FigureMarkerGroup {
  const type = TROOP_TYPES[troopType];
  if (type.marine) return "marine";
  return type.robot === null ? "crew" : "robot";
}
