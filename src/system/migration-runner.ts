/**
 * Brings the world to the current data version, for the active GM: world actors and items,
 * unlinked tokens' overrides, and the world's own compendiums. Each document is written on its own
 * so one bad document does not stop the rest; failures are retried, and the version is recorded
 * only when every document is migrated, so whatever still failed is tried again at the next load.
 */
import { CURRENT_DATA_VERSION } from "../rulesets/migrations";
import { MIGRATION_SETTING, SYSTEM_ID } from "./constants";
import { inform, warn } from "./notify";
import { migrateWithRetries } from "./migration/passes";
import { worldTargets } from "./migration/targets";
import { openWorldPacks } from "./migration/world-packs";

/** The data version the world has reached (0 before any migration). */
export function worldDataVersion(): number {
  return Number(game.settings!.get(SYSTEM_ID, MIGRATION_SETTING)) || 0;
}

export async function runMigrations(): Promise<void> {
  if (!game.user?.isActiveGM) return;
  const from = worldDataVersion();
  if (from >= CURRENT_DATA_VERSION) return;
  inform("STARSKIRMISH.Migration.started");
  const packs = await openWorldPacks();
  let left: number;
  try {
    left = (await migrateWithRetries([...worldTargets(), ...packs.targets], from)).length + packs.unreadable.length;
  } finally {
    await packs.close();
  }
  if (left > 0) return warn("STARSKIRMISH.Migration.someFailed", { count: left });
  await game.settings!.set(SYSTEM_ID, MIGRATION_SETTING, CURRENT_DATA_VERSION);
  inform("STARSKIRMISH.Migration.finished");
}
