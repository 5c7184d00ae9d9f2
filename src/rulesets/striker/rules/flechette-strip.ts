/**
 * The flechette round's strip (notes for all grenade weapons): "they attack all targets in an area
 * 10m wide by 100m long at TL8-9, and 150m long at TL 10+" (FLECHETTE_GRENADE, flechetteLengthM).
 * Every team in the strip is attacked, friends too, each with its own roll. Pure: positions in metres.
 */
import { finite } from "../../../core/checks";
import { assertPoint, type Point } from "./danger-space";
import { FLECHETTE_GRENADE } from "./grenades";

/**
 * FLECHETTE_STRIP_PLACEMENT: the text gives the strip's size, not where it lies. It is read as lying
 * along the line of fire, centred on the team aimed at: the round is fired at that team, and the
 * strip covers it and the ground just short of it and beyond it.
 */
export const FLECHETTE_STRIP_PLACEMENT = "centredOnTargetAlongLineOfFire" as const;

/** Whether a point lies in the strip of that length aimed from `firer` at `target`. */
export function inFlechetteStrip(firer: Point, target: Point, p: Point, lengthM: number): boolean {
  assertPoint(firer, "firer");
  assertPoint(target, "target");
  assertPoint(p, "p");
  if (finite(lengthM, "lengthM") < 0) throw new RangeError(`A strip is 0 m long or more, not ${lengthM}`);
  const dx = target.x - firer.x;
  const dy = target.y - firer.y;
  const len = Math.hypot(dx, dy);
  // a firer on his target has no line of fire: the strip's direction is unknown, only the target is in it
  if (len === 0) return p.x === target.x && p.y === target.y;
  const along = ((p.x - target.x) * dx + (p.y - target.y) * dy) / len;
  const across = Math.abs((p.x - target.x) * dy - (p.y - target.y) * dx) / len;
  return Math.abs(along) <= lengthM / 2 && across <= FLECHETTE_GRENADE.widthM / 2;
}
