/**
 * Brings world actors and items to the current data version, once, for the active GM. Each
 * document is updated on its own so one bad document is reported and the rest still migrate.
 */
import { CURRENT_DATA_VERSION, migrateSystemData } from "../rulesets/migrations";
import { MIGRATION_SETTING, SYSTEM_ID } from "./constants";

/** What the runner needs of a world actor or item. */
interface MigratableDocument {
  readonly documentName: "Actor" | "Item";
  readonly type: string;
  readonly uuid: string;
  toObject(): unknown;
  update(changes: { system: Record<string, unknown> }, options: { diff: boolean; recursive: boolean }): Promise<unknown>;
}

export async function runMigrations(): Promise<void> {
  if (!game.user?.isActiveGM) return;
  const from = Number(game.settings!.get(SYSTEM_ID, MIGRATION_SETTING)) || 0;
  if (from >= CURRENT_DATA_VERSION) return;
  ui.notifications?.info("STARSKIRMISH.Migration.started", { localize: true });
  let failed = 0;
  const docs: MigratableDocument[] = [...(game.actors ?? []), ...(game.items ?? [])];
  for (const actor of game.actors ?? []) docs.push(...actor.items);
  for (const doc of docs) {
    const source = doc.toObject() as { system?: Record<string, unknown> };
    const system = source.system ?? {};
    const migrated = migrateSystemData(doc.documentName, doc.type, system, from);
    if (migrated === system) continue;
    try {
      await doc.update({ system: migrated }, { diff: false, recursive: false });
    } catch (err) {
      failed++;
      console.error(`${SYSTEM_ID} | migration failed for ${doc.uuid}`, err);
    }
  }
  await game.settings!.set(SYSTEM_ID, MIGRATION_SETTING, CURRENT_DATA_VERSION);
  if (failed > 0) ui.notifications?.warn("STARSKIRMISH.Migration.someFailed", { localize: true });
  else ui.notifications?.info("STARSKIRMISH.Migration.finished", { localize: true });
}
