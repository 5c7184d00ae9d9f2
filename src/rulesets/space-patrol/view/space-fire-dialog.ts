/**
 * The space fire dialog (Guide 7.8): the targeted ships, each with its distance, whether this ship
 * holds a lock on it this turn, and how many of the weapon's shots go at it; one is the primary, the
 * rest secondaries within 6 hexes of it, never given more shots than the primary. Pure: the glue
 * measures the hexes and reads the locks; the GM's client checks the allocation again.
 */
import { allocateShots } from "./fire-plan";

export interface SpaceFireDialogTarget {
  readonly id: string;
  readonly name: string;
  /** Hexes from the firing ship. */
  readonly hexes: number;
  readonly locked: boolean;
}

export interface SpaceFireDialogInput {
  readonly weapon: string;
  /** The weapon's "targets": the shots it has to share out (7.8). */
  readonly shots: number;
  /** Hits it can score at most, its ammo use (7.8). */
  readonly ammoUse: number;
  /** Ships the gunner may attack: their Space Gunnery (7.8). */
  readonly maxShips: number;
  readonly torp: boolean;
  readonly targets: readonly SpaceFireDialogTarget[];
}

export function spaceFireDialogContext(input: SpaceFireDialogInput) {
  // the shots go by default to the ships that can be fired on; with none locked, to all, for the GM to see why
  const aimed = input.targets.some((t) => t.locked) ? input.targets.filter((t) => t.locked) : input.targets;
  const spread = allocateShots(input.shots, Math.min(aimed.length, input.shots)) ?? [];
  const shotsOf = new Map(aimed.map((t, i) => [t.id, spread[i] ?? 0]));
  return {
    weapon: input.weapon,
    shots: input.shots,
    ammoUse: input.ammoUse,
    maxShips: input.maxShips,
    torp: input.torp,
    anyUnlocked: input.targets.some((t) => !t.locked),
    targets: input.targets.map((t, i) => ({ ...t, index: i, primary: t.id === aimed[0]?.id, value: shotsOf.get(t.id) ?? 0 })),
  };
}

export type SpaceFireDialogContext = ReturnType<typeof spaceFireDialogContext>;

/**
 * The request's target list from the submitted form: "tokenId:shots", the primary first, the ships
 * given no shots left out. Null when no ship is given a shot or a number is not a whole one.
 */
export function readSpaceFireForm(raw: unknown, ids: readonly string[]): string | null {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const primary = Number(data.primary ?? 0);
  const shots = ids.map((_, i) => Number(data[`shots${i}`] ?? 0));
  if (shots.some((n) => !Number.isInteger(n) || n < 0)) return null;
  const order = ids.map((_, i) => i).sort((a, b) => (a === primary ? -1 : b === primary ? 1 : a - b));
  const listed = order.filter((i) => (shots[i] ?? 0) > 0).map((i) => `${ids[i]}:${shots[i]}`);
  return listed.length === 0 ? null : listed.join(",");
}
