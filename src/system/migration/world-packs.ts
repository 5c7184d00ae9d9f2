/**
 * The compendiums this world owns (not the system's or a module's, which their packages ship at
 * the current shape): their actors, items and scenes' tokens read for the runner, each pack
 * unlocked while the runner writes and locked again afterwards if it was locked.
 */
import { actorTargets, itemTarget, sceneTargets, type MigrationTarget } from "./targets";

export interface OpenedPacks {
  readonly targets: MigrationTarget[];
  /** Packs that could not be read: their documents are not migrated this time. */
  readonly unreadable: string[];
  /** Locks again every pack this unlocked. */
  close(): Promise<void>;
}

type Pack = foundry.documents.collections.CompendiumCollection.Any;

/** A pack's documents as targets, each by its own class. */
async function packTargets(pack: Pack): Promise<MigrationTarget[]> {
  const out: MigrationTarget[] = [];
  for (const doc of await pack.getDocuments()) {
    if (doc instanceof Actor) out.push(...actorTargets(doc));
    else if (doc instanceof Item) out.push(itemTarget(doc));
    else if (doc instanceof Scene) out.push(...sceneTargets(doc));
  }
  return out;
}

const MIGRATED: readonly string[] = ["Actor", "Item", "Scene"];

export async function openWorldPacks(): Promise<OpenedPacks> {
  const relock: Pack[] = [];
  const targets: MigrationTarget[] = [];
  const unreadable: string[] = [];
  for (const pack of game.packs ?? []) {
    if (pack.metadata.packageType !== "world" || !MIGRATED.includes(pack.documentName)) continue;
    try {
      if (pack.locked) {
        await pack.configure({ locked: false });
        relock.push(pack);
      }
      targets.push(...(await packTargets(pack)));
    } catch (err) {
      unreadable.push(pack.collection);
      console.error(`starskirmish | migration could not read the compendium ${pack.collection}`, err);
    }
  }
  return {
    targets,
    unreadable,
    close: async () => {
      for (const pack of relock) await pack.configure({ locked: true });
    },
  };
}
