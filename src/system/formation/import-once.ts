/**
 * Compendium actors a drop needs are imported into the world once, into a folder named after the
 * dropped formation, and reused by later drops (found by the compendium UUID they remember). A
 * compendium formation comes in too, with its nested formations, each pointing at the world
 * copies of its members, so the tokens and the formation sheet work on world documents. Every
 * copy is made in one createDocuments (ids chosen beforehand so formations can name their
 * members): a drop costs at most one trip for the folder and one for the actors.
 */
import { SYSTEM_ID } from "../constants";
import type { FormationMemberData } from "../../core/formation-schema";
import { FormationData } from "./formation-model";
import { compendiumAddress } from "./pack-reader";
import "../flags";


async function folderFor(name: string): Promise<string | null> {
  const existing = game.folders?.find((f) => f.type === "Actor" && f.name === name);
  if (existing) return existing.id ?? null;
  const created = await Folder.implementation.create({ name, type: "Actor" });
  return created?.id ?? null;
}

/** The world actor already imported from a compendium UUID, if any. */
export function importedFrom(uuid: string): Actor.Implementation | undefined {
  return game.actors?.find((a) => a.getFlag(SYSTEM_ID, "sourceUuid") === uuid || a._stats?.compendiumSource === uuid) as Actor.Implementation | undefined;
}

/**
 * World actor for each UUID: itself for a world actor, its imported copy for a compendium one
 * (imported now if it never was). `documents` holds what the UUIDs point at, already read.
 */
export async function worldActors(documents: ReadonlyMap<string, Actor.Implementation>, folderName: string): Promise<Map<string, Actor.Implementation>> {
  const out = new Map<string, Actor.Implementation>();
  const fresh: { uuid: string; doc: Actor.Implementation; id: string }[] = [];
  for (const [uuid, doc] of documents) {
    if (!compendiumAddress(uuid)) out.set(uuid, doc);
    else {
      const already = importedFrom(uuid);
      if (already) out.set(uuid, already);
      else fresh.push({ uuid, doc, id: foundry.utils.randomID() });
    }
  }
  if (fresh.length === 0) return out;
  // a formation's members point at the world copies, which exist or get these ids now
  const worldUuid = new Map<string, string>([...out].map(([uuid, actor]) => [uuid, actor.uuid]));
  for (const f of fresh) worldUuid.set(f.uuid, `Actor.${f.id}`);
  const relink = (members: readonly FormationMemberData[]) => members.map((m) => ({ ...m, uuid: worldUuid.get(m.uuid) ?? m.uuid }));
  const folder = await folderFor(folderName);
  const data = fresh.map(({ uuid, doc, id }) => {
    const copy = game.actors!.fromCompendium(doc, { clearFolder: true }) as Record<string, unknown> & { flags?: Record<string, unknown> };
    const system = doc.system instanceof FormationData ? { system: { ...(copy.system as object), members: relink(doc.system.members) } } : {};
    const flags = { ...copy.flags, [SYSTEM_ID]: { ...(copy.flags?.[SYSTEM_ID] as object | undefined), sourceUuid: uuid } };
    return { ...copy, ...system, _id: id, folder, flags };
  });
  // fromCompendium gives creation data of the pack's own type; createDocuments checks it again
  const created = (await Actor.implementation.createDocuments(data as Actor.CreateData[], { keepId: true })) ?? [];
  const byId = new Map(created.map((a) => [a.id, a]));
  for (const f of fresh) {
    const actor = byId.get(f.id);
    if (actor) out.set(f.uuid, actor as Actor.Implementation);
  }
  return out;
}
