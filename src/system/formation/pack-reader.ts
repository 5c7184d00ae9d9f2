/**
 * Reading compendium entries for a drop with as few trips to the server as the packs allow: a
 * pack is read whole, once, the first time one of its entries is needed, and the packs one step
 * of the drop needs are read together. A company whose teams and organisations sit in two packs
 * costs one round of reads, not one read per entry. (The system's packs hold tens of entries,
 * so reading one whole is cheap.) World UUIDs are looked up in the world, which costs no trip.
 */

/** The pack and entry id of a compendium UUID ("Compendium.<scope>.<pack>[.Actor].<id>"), or null. */
export function compendiumAddress(uuid: string): { pack: string; id: string } | null {
  const parts = uuid.split(".");
  if (parts[0] !== "Compendium" || parts.length < 4) return null;
  return { pack: `${parts[1]}.${parts[2]}`, id: parts[parts.length - 1]! };
}

/** Reads compendium entries a pack at a time, each pack once. */
export class PackReader {
  readonly #read = new Map<string, Promise<Map<string, Actor.Implementation>>>();

  #readPack(packId: string): Promise<Map<string, Actor.Implementation>> {
    let pending = this.#read.get(packId);
    if (!pending) {
      const pack = game.packs?.get(packId);
      pending = pack
        ? pack.getDocuments().then(
            (docs) => new Map(docs.filter((d): d is Actor.Implementation => d instanceof Actor).map((d) => [d.id ?? "", d])),
            () => new Map(),
          )
        : Promise.resolve(new Map());
      this.#read.set(packId, pending);
    }
    return pending;
  }

  /** Reads these packs now, together, so later loads from them cost nothing. */
  async preload(packIds: readonly string[]): Promise<void> {
    await Promise.all(packIds.map((p) => this.#readPack(p)));
  }

  /** Every UUID of the list, read with one round of requests for the packs not read yet. */
  async load(uuids: readonly string[]): Promise<Map<string, Actor.Implementation | null>> {
    const out = new Map<string, Actor.Implementation | null>();
    const packs = [...new Set(uuids.map((u) => compendiumAddress(u)?.pack).filter((p): p is string => Boolean(p)))];
    const read = new Map(await Promise.all(packs.map(async (p) => [p, await this.#readPack(p)] as const)));
    for (const uuid of uuids) {
      const address = compendiumAddress(uuid);
      if (address) out.set(uuid, read.get(address.pack)?.get(address.id) ?? null);
      else {
        const doc = uuid ? await fromUuid<Actor.Implementation>(uuid).catch(() => null) : null;
        out.set(uuid, doc instanceof Actor ? doc : null);
      }
    }
    return out;
  }
}
