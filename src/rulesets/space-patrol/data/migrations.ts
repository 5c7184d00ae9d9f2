/** Space Patrol! data migrations: each keeps every field it does not change. */
import type { MigrationStep } from "../../../core/migrations";
import { parseAssetLevel } from "./asset-level";
import { wholeServiceLine } from "./service-log-schema";

export const SPACE_PATROL_MIGRATIONS: readonly MigrationStep[] = [
  {
    version: 1,
    documentName: "Actor",
    types: ["spPatrolman"],
    description: "Asset levels written as text (X, 0-10) become numbers; a bare hero point count becomes value and max.",
    migrateSystem(system) {
      const out: Record<string, unknown> = { ...system };
      const assets = system.assets;
      if (assets && typeof assets === "object" && !Array.isArray(assets)) {
        const next: Record<string, unknown> = {};
        // A level that cannot be read is kept as it is, for the data model to report.
        for (const [key, level] of Object.entries(assets)) next[key] = parseAssetLevel(level) ?? level;
        out.assets = next;
      }
      if (typeof system.heroPoints === "number") out.heroPoints = { value: system.heroPoints, max: system.heroPoints };
      return out;
    },
  },
  {
    version: 2,
    documentName: "Actor",
    types: ["spPatrolman"],
    description: "Hero points above their maximum come down to it (Guide 4.2), as the data model now requires.",
    migrateSystem(system) {
      const points = system.heroPoints;
      if (!points || typeof points !== "object" || Array.isArray(points)) return system;
      const { value, max } = points as Record<string, unknown>;
      if (typeof value !== "number" || typeof max !== "number" || value <= max) return system;
      return { ...system, heroPoints: { ...points, value: max } };
    },
  },
  {
    // the data version is one for the whole system: 3 and 4 are Starship Marine's and StarMarines'
    version: 5,
    documentName: "Actor",
    types: ["spPatrolman"],
    description: "Service log lines (Guide 1.1-1.3) take the form that holds a creation event: a line saved as text keeps its text, in full, as a line with no event.",
    migrateSystem(system) {
      const log = system.serviceLog;
      if (!Array.isArray(log)) return system;
      const lines = log.map(wholeServiceLine);
      return lines.every((line, i) => line === log[i]) ? system : { ...system, serviceLog: lines };
    },
  },
];
