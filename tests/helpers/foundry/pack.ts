/**
 * Compendium packs and the world's document directories (client/documents/collections/
 * compendium-collection.d.mts, world-collection.d.mts): a pack holds documents under
 * Compendium.<pack>.<Document>.<id>; importing one makes a world copy with a new id and the
 * given changes, as WorldCollection#importFromCompendium does.
 */
import { StandInCollection } from "./collection";
import { mergeWithDeletions, type StandInDocument } from "./document";

export class StandInPack<D extends StandInDocument = StandInDocument> {
  readonly documents = new StandInCollection<D>();

  constructor(
    readonly collection: string,
    readonly documentName: string,
  ) {}

  get contents(): D[] {
    return this.documents.contents;
  }

  async getDocuments(): Promise<D[]> {
    return this.contents;
  }

  async getDocument(id: string): Promise<D | undefined> {
    return this.documents.get(id);
  }
}

export class StandInWorldCollection<D extends StandInDocument> extends StandInCollection<D> {
  constructor(private readonly make: (data: Record<string, unknown>) => D) {
    super();
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
