/**
 * Whether a figure may fire or throw at all this move (Starship Marine 2.3, 3.2, 3.5, 3.7, 3.11,
 * 3.12, 3.14, 3.17), read from the markers it carries: the one test the sheet's fire, grenade, door
 * fire and APGW actions ask, and the GM's client asks again of every fire, grenade and APGW card it
 * records. It says what bars the figure, or null when nothing does.
 */
import { record, yesNo } from "../../../core/checks";
import { SSM_MARKER } from "./markers";

/**
 * What bars a figure from firing or throwing, each with its ground:
 * - casualty (3.5), surrendered (3.12, 3.14), a robot switched off (3.7, 3.11): out of the fight;
 * - noFiring: 3.7's robot damage "Weapon control destroyed : NO FIRING";
 * - nonTactical: 3.2 "Those moving non-tactically cannot fire or throw grenades at all";
 * - carrying: 3.17 a figure moving a casualty "cannot fight whilst doing so";
 * - directControl: 2.3 a Marine who Direct Controls a robot "cannot ... be doing anything else";
 *   the robot itself carries the marker too and fires, the Marine acting "as if he were the robot".
 */
export const FIRE_BARS = ["casualty", "surrendered", "deactivated", "noFiring", "nonTactical", "carrying", "directControl"] as const;
export type FireBar = (typeof FIRE_BARS)[number];

/** The first thing that bars this figure from firing or throwing, or null when it may. */
export function fireBar(markers: Readonly<Record<string, number>>, figure: { readonly robot: boolean }): FireBar | null {
  const held = record(markers, "markers");
  const robot = yesNo(record(figure, "figure").robot, "figure.robot");
  return FIRE_BARS.find((bar) => (bar !== "directControl" || !robot) && Number(held[SSM_MARKER[bar]] ?? 0) > 0) ?? null;
}

/** The notice or refusal that names the bar: STARSKIRMISH.StarshipMarine.MayNotFire.<bar>. */
export function fireBarReason(bar: FireBar): `STARSKIRMISH.StarshipMarine.MayNotFire.${FireBar}` {
  return `STARSKIRMISH.StarshipMarine.MayNotFire.${bar}`;
}
