/**
 * Guide 7.4: the six stations of a ship, apart from what each may do (space-stations.ts, which
 * re-exports them) because the spacecraft schema reads them at start-up, without the rules.
 */
import type { SpaceStation } from "./marker-removal";

export const SPACE_STATION_KEYS = ["flight", "astrogation", "engineering", "gunnery", "intelligence", "medical"] as const satisfies readonly SpaceStation[];
