/**
 * Hand grenades (Guide 6.12): throwing ranges and DTs, cover, deviation on a miss, and contact
 * against burst penetration.
 */
import { counts as checkedCounts, finite, list, oneOf, record, whole, yesNo } from "../../../core/checks";
import type { MarkerCounts } from "../../../core/markers";
import type { CoverKind } from "./fire-advantages";
import { COVER_GRENADE_DISADVANTAGES } from "./cover";
import { taskDisadvantagesFromMarkers } from "./marker-effects";

/** Guide 6.12: effective 5", long 10", extreme 20", all Athletics. */
export const GRENADE_RANGES = [
  { band: "effective", maxInches: 5, dt: 12 },
  { band: "long", maxInches: 10, dt: 16 },
  { band: "extreme", maxInches: 20, dt: 20 },
] as const satisfies readonly { band: string; maxInches: number; dt: number }[];

export type GrenadeBand = (typeof GRENADE_RANGES)[number]["band"];

/** The throw for a distance, or null beyond 20". */
export function grenadeThrow(distanceInches: number, cover: CoverKind = "none"): { readonly band: GrenadeBand; readonly dt: number; readonly asset: "athletics"; readonly disadvantages: number } | null {
  if (!Number.isFinite(distanceInches) || distanceInches < 0) throw new RangeError(`Distance must be 0 or more, not ${distanceInches}`);
  const disadvantages: number | undefined = typeof cover === "string" && Object.hasOwn(COVER_GRENADE_DISADVANTAGES, cover) ? COVER_GRENADE_DISADVANTAGES[cover] : undefined;
  if (disadvantages === undefined) throw new RangeError(`Unknown cover "${String(cover)}"`);
  for (const r of GRENADE_RANGES) if (distanceInches <= r.maxInches) return { band: r.band, dt: r.dt, asset: "athletics", disadvantages };
  return null;
}

/** One advantage or disadvantage a throw counted beyond its range band, named for the card by `key`. */
export interface GrenadeThrowModifier {
  readonly key: string;
  readonly side: "advantage" | "disadvantage";
  readonly count: number;
}

/** What the thrower's dialog and markers give the throw (the reference sheet: Throwing is as Shooting). */
export interface GrenadeThrowSituation {
  /** From grenadeThrow: high cover the throw goes over (Guide 6.12). */
  readonly coverDisadvantages: number;
  /** The thrower's markers: each Wound and Mortal Wound Marker is a disadvantage (Guide 6.14). */
  readonly markers?: MarkerCounts;
  readonly moved: boolean;
  /** Darkness 0 to 3 (reference sheet). */
  readonly darkness: number;
  /** Thrower and target in smoke, 0 to 2 (SP-3). */
  readonly smoke: number;
  /** What else the Space Judge counted. */
  readonly otherAdvantages: number;
  readonly otherDisadvantages: number;
}

/**
 * Guide 6.12, 6.14, the reference sheet (Throwing as Shooting) and SP-3: each advantage and
 * disadvantage of a throw that counts, so the card can name what moved its DT; the roll takes
 * their sums.
 */
export function grenadeThrowModifiers(s: GrenadeThrowSituation): readonly GrenadeThrowModifier[] {
  record(s, "situation");
  const counted: [string, GrenadeThrowModifier["side"], number][] = [
    ["other", "advantage", whole(s.otherAdvantages, "otherAdvantages", 0)],
    // Guide 6.12: over high cover two disadvantages still apply, over low cover none
    ["highCover", "disadvantage", whole(s.coverDisadvantages, "coverDisadvantages", 0)],
    ["wounded", "disadvantage", s.markers === undefined ? 0 : taskDisadvantagesFromMarkers(checkedCounts(s.markers, "markers"), "asset")],
    ["moved", "disadvantage", yesNo(s.moved, "moved") ? 1 : 0],
    ["darkness", "disadvantage", whole(s.darkness, "darkness", 0, 3)],
    ["smoke", "disadvantage", whole(s.smoke, "smoke", 0, 2)],
    ["other", "disadvantage", whole(s.otherDisadvantages, "otherDisadvantages", 0)],
  ];
  return counted.filter(([, , count]) => count > 0).map(([key, side, count]) => ({ key, side, count }));
}

/** The advantages and disadvantages a throw's modifiers add up to. */
export function grenadeThrowCounts(modifiers: readonly GrenadeThrowModifier[]): { readonly advantages: number; readonly disadvantages: number } {
  for (const [i, m] of list(modifiers, "modifiers").entries()) {
    record(m, `modifiers[${i}]`);
    oneOf(m.side, `modifiers[${i}].side`, ["advantage", "disadvantage"] as const);
    whole(m.count, `modifiers[${i}].count`, 0);
  }
  const sum = (side: GrenadeThrowModifier["side"]): number => modifiers.reduce((n, m) => n + (m.side === side ? m.count : 0), 0);
  return { advantages: sum("advantage"), disadvantages: sum("disadvantage") };
}

/** Guide 6.12: a missed grenade deviates 2d4 inches (see deviation.ts). */
export const GRENADE_DEVIATION_KIND = "grenadeThrownOrRocketGun";

/** Guide 6.12: smoke and flash-bang grenades have no contact or burst penetration. */
export const GRENADES_WITHOUT_PENETRATION = ["smoke", "flashBang"] as const;

/** Guide 6.12: grenades that may destroy destructible cover. */
export const COVER_DESTROYING_GRENADES = ["he", "thermal", "incendiary"] as const;

/**
 * Guide 6.12: the penetration a person meets: contact for the one hit directly, burst for others
 * in the area, none when cover stands between them and the grenade.
 */
export function grenadePenetration(grenade: { readonly contact: number; readonly burst: number }, victim: { readonly directHit: boolean; readonly coverBetween: boolean }): number | null {
  record(grenade, "grenade");
  record(victim, "victim");
  if (victim.directHit) return finite(grenade.contact, "grenade.contact");
  if (victim.coverBetween) return null;
  return finite(grenade.burst, "grenade.burst");
}

export { GRENADE_TYPES, type GrenadeType } from "../data/lists";
