/**
 * Migrating a list of targets, retrying those that failed: a write can fail for a moment (a
 * document busy, a connection hiccup), so each failure is tried again in a later pass, and what
 * still fails after the last pass is handed back for the runner to report.
 */
import { sameData } from "../../core/migrations";
import { migrateSystemData } from "../../rulesets/migrations";
import { SYSTEM_ID } from "../constants";
import type { MigrationTarget } from "./targets";

/** Passes over the targets: the first, and two more for what failed. */
export const MIGRATION_ATTEMPTS = 3;

/** Migrates one target; true when it is now at the current shape (changed or already there). */
async function migrateOne(target: MigrationTarget, fromVersion: number): Promise<boolean> {
  try {
    const system = target.source();
    if (!system) return true;
    const migrated = migrateSystemData(target.documentName, target.type, system, fromVersion);
    if (sameData(migrated, system)) return true;
    await target.write(migrated);
    return true;
  } catch (err) {
    console.error(`${SYSTEM_ID} | migration failed for ${target.uuid}`, err);
    return false;
  }
}

/** The targets still not migrated after every attempt; empty when all are done. */
export async function migrateWithRetries(targets: readonly MigrationTarget[], fromVersion: number, attempts = MIGRATION_ATTEMPTS): Promise<MigrationTarget[]> {
  let pending = [...targets];
  for (let attempt = 0; attempt < attempts && pending.length > 0; attempt++) {
    const failed: MigrationTarget[] = [];
    for (const target of pending) if (!(await migrateOne(target, fromVersion))) failed.push(target);
    pending = failed;
  }
  return pending;
}
