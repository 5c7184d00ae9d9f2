/**
 * The grenade types the texts name, apart from the grenade rules (grenades.ts, which re-exports
 * them) because the device schema reads them at start-up, without the rules.
 */

/** Guide 6.6, 6.12: the grenade types the texts name; smoke and flash-bang have no penetration. */
export const GRENADE_TYPES = ["he", "fragmentation", "thermal", "incendiary", "concussion", "smoke", "flashBang"] as const;
export type GrenadeType = (typeof GRENADE_TYPES)[number];
