/**
 * Ship morale (Starship Marine 3.12): a 1d6 rolled when a factor first applies or changes (SSM-30),
 * plus -2 for each control room in enemy hands and the worst strength band that applies (SSM-4).
 * Less than 1 Demoralised, 1 Poor (-2 on individual morale), more Steady.
 */
import { record, whole } from "../../../core/checks";
import { strengthShare } from "./morale-strength";

export const SHIP_MORALE_RESULTS = ["demoralised", "poor", "steady"] as const;
export type ShipMorale = (typeof SHIP_MORALE_RESULTS)[number];

/** 3.12: "Each Control Room in enemy hands -2". */
export const CONTROL_ROOM_LOST = -2;

/** 3.12's strength bands, worst first; only the worst that applies counts (SSM-4). */
export const SHIP_STRENGTH_BANDS: readonly { readonly below: number; readonly factor: number }[] = [
  { below: 0.2, factor: -4 },
  { below: 0.4, factor: -2 },
  { below: 0.6, factor: -1 },
];

export interface ShipMoraleInput {
  readonly startStrength: number;
  readonly strength: number;
  readonly controlRoomsLost: number;
}

/** The factors in force, each with its id. */
export function shipMoraleFactors(input: ShipMoraleInput): { id: "controlRooms" | "strength"; value: number }[] {
  record(input, "input");
  const rooms = whole(input.controlRoomsLost, "controlRoomsLost", 0);
  const share = strengthShare(input.startStrength, input.strength);
  const out: { id: "controlRooms" | "strength"; value: number }[] = [];
  if (rooms > 0) out.push({ id: "controlRooms", value: rooms * CONTROL_ROOM_LOST });
  const band = SHIP_STRENGTH_BANDS.find((b) => share < b.below);
  if (band) out.push({ id: "strength", value: band.factor });
  return out;
}

/** The result of a modified score: below 1 Demoralised, 1 Poor, above 1 Steady. */
export function shipMoraleOf(score: number): ShipMorale {
  const s = whole(score, "score");
  return s < 1 ? "demoralised" : s === 1 ? "poor" : "steady";
}

/** The test with its 1d6 face; no test is due with no factor in force (SSM-30). */
export function resolveShipMorale(input: ShipMoraleInput, d6: number): { factors: ReturnType<typeof shipMoraleFactors>; score: number; result: ShipMorale } | null {
  const factors = shipMoraleFactors(input);
  const face = whole(d6, "d6", 1, 6);
  if (factors.length === 0) return null;
  const score = face + factors.reduce((s, f) => s + f.value, 0);
  return { factors, score, result: shipMoraleOf(score) };
}

/** 3.12: crewmen away from the control room and the commanding officer fight on only on a 6. */
export const FIGHT_ON_ROLL = 6;
