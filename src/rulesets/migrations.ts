/** Every rule set's data migrations, and the data version they bring a world to. */
import { applyMigrations, latestVersion, type MigrationStep } from "../core/migrations";
import { SPACE_PATROL_MIGRATIONS } from "./space-patrol/data/migrations";

export const MIGRATIONS: readonly MigrationStep[] = [...SPACE_PATROL_MIGRATIONS];

export const CURRENT_DATA_VERSION = latestVersion(MIGRATIONS);

export function migrateSystemData(
  documentName: "Actor" | "Item",
  type: string,
  system: Record<string, unknown>,
  fromVersion: number,
): Record<string, unknown> {
  return applyMigrations(MIGRATIONS, documentName, type, system, fromVersion);
}
