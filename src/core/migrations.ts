/**
 * Data migrations, pure: each step takes a document's stored `system` data and returns it
 * changed, keeping every field it does not understand. Each rule set declares its own steps in
 * its definition, and src/rulesets/migrations.ts collects them; the Foundry runner applies them to
 * world documents, world compendiums and tokens' overrides until all are done, and data models
 * apply them on load too, so old data in compendiums or imports reads right.
 *
 * So a step must be idempotent (data models run every step on every load, and the runner runs
 * again after a failure) and must work on partial data: an unlinked token stores only the fields
 * it overrides, so a step converts what is there and never adds a field that is missing.
 */
import { sameData } from "./same-data";

export { sameData };
import { callable, finite, list, oneOf, record, text } from "./checks";

export interface MigrationStep {
  /** The data version this step brings documents to. */
  readonly version: number;
  readonly documentName: "Actor" | "Item";
  /** Sub-types the step applies to. */
  readonly types: readonly string[];
  readonly description: string;
  /** Returns the migrated `system` data; must not drop fields it does not change. */
  migrateSystem(system: Record<string, unknown>): Record<string, unknown>;
}

/** The data version of the newest step. */
export function latestVersion(steps: readonly MigrationStep[]): number {
  return list(steps, "steps").reduce((v, m) => Math.max(v, finite(record(m, "step").version, "step.version")), 0);
}

/** Applies every step newer than `fromVersion` that fits the document, oldest first. */
export function applyMigrations(
  steps: readonly MigrationStep[],
  documentName: "Actor" | "Item",
  type: string,
  system: Record<string, unknown>,
  fromVersion: number,
): Record<string, unknown> {
  oneOf(documentName, "documentName", ["Actor", "Item"]);
  text(type, "type");
  record(system, "system");
  finite(fromVersion, "fromVersion");
  latestVersion(steps);
  let out = system;
  for (const step of [...steps].sort((a, b) => a.version - b.version)) {
    if (step.version <= fromVersion || step.documentName !== documentName || !list(step.types, "step.types").includes(type)) continue;
    out = record(callable(step.migrateSystem, "step.migrateSystem")(out), `system migrated to version ${step.version}`);
  }
  return out;
}
