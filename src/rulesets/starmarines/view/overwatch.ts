/**
 * Who may fire in Overwatch at a unit that has just moved (VIII-E, IX-E, IX-G, SMR-10), pure: each
 * watching unit of the other side with its Overwatch marker, able to fire and not yet fired this turn,
 * that has a weapon reaching the mover's hex within its arc. And whose Overwatch the move ends: the
 * mover's own, and that of any watcher the mover now stands next to.
 */
import { hexDistance, inFrontArc, inVehicleArc, type ArcDirection, type Facing, type Hex } from "../rules/hex-facing";

export interface Watcher {
  readonly key: string;
  readonly name: string;
  readonly side: number;
  readonly hex: Hex;
  readonly facing: Facing;
  readonly kind: "soldier" | "vehicle";
  /** Has its Overwatch marker, and is not wounded, broken, killed, stunned, disarmed, nor a vehicle with every weapon lost (IX-B). */
  readonly ready: boolean;
  readonly firedThisTurn: boolean;
  readonly weapons: readonly { readonly id: string; readonly name: string; readonly reach: number; readonly arc: readonly ArcDirection[] }[];
}

export interface OverwatchChance {
  readonly watcherKey: string;
  readonly watcherName: string;
  readonly weaponId: string;
  readonly weaponName: string;
  readonly range: number;
}

export function overwatchChances(mover: { readonly side: number; readonly hex: Hex }, watchers: readonly Watcher[]): OverwatchChance[] {
  return watchers.flatMap((w) => {
    if (w.side === mover.side || !w.ready || w.firedThisTurn) return [];
    const range = hexDistance(w.hex, mover.hex);
    const weapon = w.weapons.find((x) => range <= x.reach && (w.kind === "soldier" ? inFrontArc(w.hex, w.facing, mover.hex) : inVehicleArc(w.hex, w.facing, mover.hex, x.arc)));
    return weapon ? [{ watcherKey: w.key, watcherName: w.name, weaponId: weapon.id, weaponName: weapon.name, range }] : [];
  });
}

/** SMR-10: the watchers whose Overwatch ends because the mover ended its move next to them. */
export function overwatchEndedBy(mover: { readonly side: number; readonly hex: Hex }, watchers: readonly Pick<Watcher, "key" | "side" | "hex" | "ready">[]): string[] {
  return watchers.filter((w) => w.side !== mover.side && w.ready && hexDistance(w.hex, mover.hex) === 1).map((w) => w.key);
}
