/**
 * Data migrations, pure: each step takes a document's stored source and returns the changed
 * source, keeping every field it does not understand. The Foundry runner applies them to world
 * documents once (on ready, for the GM); data models apply them on load too, so old data in
 * compendiums or imports reads right before it is saved.
 */

export interface MigrationStep {
  /** The data version this step brings documents to. */
  readonly version: number;
  readonly documentName: "Actor" | "Item";
  /** Sub-types the step applies to. */
  readonly types: readonly string[];
  readonly description: string;
  /** Returns the migrated `system` data; must not drop unknown fields. */
  migrateSystem(system: Record<string, unknown>): Record<string, unknown>;
}

/** Earliest asset level value, stored as -1 for X. */
const ASSET_X = -1;

/** Asset levels as entered in older or hand-made data: "X", "x", "3", 3. */
function normaliseAssetLevel(value: unknown): unknown {
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (trimmed.toUpperCase() === "X" || trimmed === "") return ASSET_X;
    const n = Number(trimmed);
    return Number.isInteger(n) ? n : value;
  }
  return value;
}

export const MIGRATIONS: readonly MigrationStep[] = [
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
        for (const [key, level] of Object.entries(assets)) next[key] = normaliseAssetLevel(level);
        out.assets = next;
      }
      if (typeof system.heroPoints === "number") out.heroPoints = { value: system.heroPoints, max: system.heroPoints };
      return out;
    },
  },
];

/** The data version of the newest migration. */
export const CURRENT_DATA_VERSION = MIGRATIONS.reduce((v, m) => Math.max(v, m.version), 0);

/** Applies every step newer than `fromVersion` that fits the document; returns the new system. */
export function migrateSystemData(
  documentName: "Actor" | "Item",
  type: string,
  system: Record<string, unknown>,
  fromVersion: number,
): Record<string, unknown> {
  let out = system;
  for (const step of MIGRATIONS) {
    if (step.version <= fromVersion || step.documentName !== documentName || !step.types.includes(type)) continue;
    out = step.migrateSystem(out);
  }
  return out;
}
