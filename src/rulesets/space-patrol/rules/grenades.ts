/**
 * Hand grenades (Guide 6.12): throwing ranges and DTs, cover, deviation on a miss, and contact
 * against burst penetration.
 */
import { finite, record } from "../../../core/checks";
import type { CoverKind } from "./fire-advantages";
import { COVER_GRENADE_DISADVANTAGES } from "./cover";

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
