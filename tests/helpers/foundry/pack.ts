/**
 * Compendium packs and the world's document directories (client/documents/collections/
 * compendium-collection.d.mts, world-collection.d.mts): a pack holds documents under
 * Compendium.<pack>.<Document>.<id>; importing one makes a world copy with a new id and the
 * given changes, as WorldCollection#importFromCompendium does. Reads count as trips to the server
 * (server-requests.ts).
 */
import { StandInCollection } from "./collection";
import { mergeWithDeletions, type StandInDocument } from "./document";
import { serverTrip } from "./server-requests";

export class StandInPack<D extends StandInDocument = StandInDocument> {
  readonly documents = new StandInCollection<D>();

  constructor(
    readonly collection: string,
    readonly documentName: string,
  ) {}

  get contents(): D[] {
    return this.documents.contents;
  }

  /** v13 CompendiumCollection#getDocuments: all, or those a query picks (`_id__in`, or equal fields). */
  async getDocuments(query: Record<string, unknown> = {}): Promise<D[]> {
    serverTrip(`Pack.getDocuments ${this.collection}`);
    return this.contents.filter((d) =>
      Object.entries(query).every(([key, value]) => {
        if (key.endsWith("__in")) return Array.isArray(value) && value.includes(Reflect.get(d, key.slice(0, -4)));
        return Reflect.get(d, key) === value;
      }),
    );
  }

  async getDocument(id: string): Promise<D | undefined> {
    serverTrip(`Pack.getDocument ${this.collection}`);
    return this.documents.get(id);
  }
}

export class StandInWorldCollection<D extends StandInDocument> extends StandInCollection<D> {
  constructor(private readonly make: (data: Record<string, unknown>) => D) {
    super();
  }

  /**
   * v13 WorldCollection#fromCompendium: the pack document's data to create in the world, its
   * source recorded in `_stats.compendiumSource`, without its id unless `keepId`, without its
   * folder when `clearFolder`. Nothing is created.
   */
  fromCompendium(document: StandInDocument, { keepId = false, clearFolder = false }: { keepId?: boolean; clearFolder?: boolean } = {}): Record<string, unknown> {
    const data = document.toObject();
    if (!keepId) delete data._id;
    if (clearFolder) delete data.folder;
    data._stats = { ...(data._stats as object | undefined), compendiumSource: document.uuid };
    return data;
  }

  /** A world copy of a pack's document: a new id, the pack's data with `updateData` merged in. */
  async importFromCompendium(pack: StandInPack, id: string, updateData: Record<string, unknown> = {}): Promise<D | undefined> {
    const source = await pack.getDocument(id);
    if (!source) return undefined;
    const { _id: _dropped, ...data } = source.toObject();
    const copy = this.make(mergeWithDeletions(data, updateData));
    this.set(copy.id, copy);
    return copy;
  }
}
