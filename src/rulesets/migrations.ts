/**
 * The data migrations of every listed rule set (each declares its own in its definition), and
 * the data version they bring a world to.
 */
import { applyMigrations, latestVersion, type MigrationStep } from "../core/migrations";
import type { RuleSetDefinition } from "../core/ruleset-definition";
import { RULESET_DEFINITIONS } from "./definitions";

/** Every migration step the given rule sets declare. */
export function migrationsOf(definitions: readonly RuleSetDefinition[]): MigrationStep[] {
  return definitions.flatMap((d) => d.migrations ?? []);
}

export const MIGRATIONS: readonly MigrationStep[] = migrationsOf(RULESET_DEFINITIONS);

export const CURRENT_DATA_VERSION = latestVersion(MIGRATIONS);

export function migrateSystemData(
  documentName: "Actor" | "Item",
  type: string,
  system: Record<string, unknown>,
  fromVersion: number,
): Record<string, unknown> {
  return applyMigrations(MIGRATIONS, documentName, type, system, fromVersion);
}
