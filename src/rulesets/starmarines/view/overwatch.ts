/**
 * Who may fire in Overwatch at a unit that has just moved (VIII-E, IX-E, IX-G, SMR-10), pure: each
 * watching unit of the other side with its Overwatch marker, able to fire and not yet fired this turn,
 * that has a weapon reaching the mover's hex within its arc (a catwalk one hex further from the
 * ground, SMR-23). A marker on a unit that moved this turn
 * or stands next to an enemy is no Overwatch (VIII-E, SMR-10): such a watcher is not offered the shot,
 * and its owner is told why. And whose Overwatch the move ends: the mover's own, and that of any
 * watcher the mover now stands next to.
 */
import { hexDistance, inFrontArc, inVehicleArc, type ArcDirection, type Facing, type Hex } from "../rules/hex-facing";
import { shotRange, type OverwatchBar } from "../rules/combat-extras";
import type { Terrain } from "../rules/terrain";

export interface Watcher {
  readonly key: string;
  readonly name: string;
  readonly side: number;
  readonly hex: Hex;
  readonly facing: Facing;
  /** SMR-23: the terrain of its hex, and whether it flies (IX-G): from the ground, a catwalk is one hex further. */
  readonly terrain: Terrain;
  readonly flying: boolean;
  readonly kind: "soldier" | "vehicle";
  /** Has its Overwatch marker, and is not wounded, broken, killed, stunned, disarmed, nor a vehicle with every weapon lost (IX-B). */
  readonly ready: boolean;
  readonly firedThisTurn: boolean;
  /** VIII-E, SMR-10: why its marker is no Overwatch now (it moved this turn, or stands next to an enemy), or null. */
  readonly barred: OverwatchBar | null;
  readonly weapons: readonly { readonly id: string; readonly name: string; readonly reach: number; readonly arc: readonly ArcDirection[] }[];
}

export interface OverwatchChance {
  readonly watcherKey: string;
  readonly watcherName: string;
  readonly weaponId: string;
  readonly weaponName: string;
  readonly range: number;
}

/** The unit that moved: its side, where it stands now, on what terrain, and whether it flies (IX-G). */
export interface Mover {
  readonly side: number;
  readonly hex: Hex;
  readonly terrain: Terrain;
  readonly flying: boolean;
}

/** The watcher's first weapon whose arc and reach take in the mover's hex, if any (IX-E; SMR-23: a catwalk one hex further from the ground). */
function weaponReaching(w: Watcher, mover: Mover): Watcher["weapons"][number] | undefined {
  const range = shotRange(hexDistance(w.hex, mover.hex), w, mover);
  return w.weapons.find((x) => range <= x.reach && (w.kind === "soldier" ? inFrontArc(w.hex, w.facing, mover.hex) : inVehicleArc(w.hex, w.facing, mover.hex, x.arc)));
}

/** A watcher of the other side, marked, able and not yet fired this turn. */
const watching = (mover: { readonly side: number }, w: Watcher): boolean => w.side !== mover.side && w.ready && !w.firedThisTurn;

export function overwatchChances(mover: Mover, watchers: readonly Watcher[]): OverwatchChance[] {
  return watchers.flatMap((w) => {
    // VIII-E, SMR-10: a marker on a unit that moved, or that stands next to an enemy, is no Overwatch
    if (!watching(mover, w) || w.barred !== null) return [];
    const weapon = weaponReaching(w, mover);
    return weapon ? [{ watcherKey: w.key, watcherName: w.name, weaponId: weapon.id, weaponName: weapon.name, range: hexDistance(w.hex, mover.hex) }] : [];
  });
}

/** A watcher whose marker would have let it fire at the mover, and why it does not (VIII-E, SMR-10). */
export interface OverwatchBarred {
  readonly watcherKey: string;
  readonly watcherName: string;
  readonly reason: OverwatchBar;
}

/** The watchers the mover came into the arc and reach of, whose marker is no Overwatch now: their owners are told why. */
export function overwatchBarred(mover: Mover, watchers: readonly Watcher[]): OverwatchBarred[] {
  return watchers.flatMap((w) => (watching(mover, w) && w.barred !== null && weaponReaching(w, mover) ? [{ watcherKey: w.key, watcherName: w.name, reason: w.barred }] : []));
}

/** SMR-10: the watchers whose Overwatch ends because the mover ended its move next to them. */
export function overwatchEndedBy(mover: { readonly side: number; readonly hex: Hex }, watchers: readonly Pick<Watcher, "key" | "side" | "hex" | "ready">[]): string[] {
  return watchers.filter((w) => w.side !== mover.side && w.ready && hexDistance(w.hex, mover.hex) === 1).map((w) => w.key);
}
