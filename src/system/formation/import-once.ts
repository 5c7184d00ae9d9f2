/**
 * Compendium members are imported into a world folder named after the formation the first time
 * it is placed; later drops reuse those actors (found by the compendium UUID they remember).
 */
import { SYSTEM_ID } from "../constants";
import "../flags";

async function folderFor(name: string): Promise<Folder.Implementation | null> {
  const existing = game.folders?.find((f) => f.type === "Actor" && f.name === name);
  if (existing) return existing;
  return (await Folder.implementation.create({ name, type: "Actor" })) ?? null;
}

/** World actor for each UUID: itself for world actors, an imported (once) copy for compendium ones. */
export async function worldActors(uuids: readonly string[], formationName: string): Promise<Map<string, Actor.Implementation>> {
  const out = new Map<string, Actor.Implementation>();
  let folder: Folder.Implementation | null | undefined;
  for (const uuid of new Set(uuids)) {
    const doc = await fromUuid<Actor.Implementation>(uuid);
    if (!doc) continue;
    if (!doc.pack) {
      out.set(uuid, doc);
      continue;
    }
    const already = game.actors?.find((a) => a.getFlag(SYSTEM_ID, "sourceUuid") === uuid);
    if (already) {
      out.set(uuid, already as Actor.Implementation);
      continue;
    }
    folder ??= await folderFor(formationName);
    const pack = game.packs?.get(doc.pack);
    if (!pack || !doc.id) continue;
    const imported = await game.actors!.importFromCompendium(pack as never, doc.id, {
      folder: folder?.id ?? null,
      flags: { [SYSTEM_ID]: { sourceUuid: uuid } },
    });
    out.set(uuid, imported as Actor.Implementation);
  }
  return out;
}
