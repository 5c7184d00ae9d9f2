/**
 * DocumentSheetV2 and the actor and item sheets (client/applications/api/document-sheet.d.mts,
 * sheets/actor-sheet.d.mts, item-sheet.d.mts): a sheet of one document, editable for its owner,
 * whose context carries the document, its source and fields, and whether it may be edited.
 */
import { ApplicationV2, globals, type ApplicationOptions, type RenderOptions } from "./application";

/** What a sheet needs of its document. */
export interface SheetDocument {
  readonly uuid: string;
  readonly isOwner: boolean;
  readonly pack?: string | null;
  toObject(): Record<string, unknown>;
  readonly system?: unknown;
}

export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    id: "{id}",
    classes: ["sheet"],
    tag: "form",
    actions: {},
    form: { submitOnChange: false, closeOnSubmit: false },
    window: { contentTag: "section" },
  };
  readonly #document: SheetDocument;

  constructor(options: Partial<ApplicationOptions> & { document?: SheetDocument } = {}) {
    if (!options.document) throw new Error("A DocumentSheetV2 needs the document it shows (options.document)");
    const { document: doc, ...rest } = options;
    super({ ...rest, id: `${new.target.name}-${doc.uuid.replaceAll(".", "-")}` });
    this.#document = doc;
  }

  get document(): SheetDocument {
    return this.#document;
  }

  /** v13: editable for an owner, unless the document sits in a locked compendium (none here). */
  get isEditable(): boolean {
    return this.#document.isOwner;
  }

  protected override async _prepareContext(options: RenderOptions & { isFirstRender: boolean }): Promise<Record<string, unknown>> {
    const context = await super._prepareContext(options);
    const doc = this.#document;
    return Object.assign(context, {
      document: doc,
      source: doc.toObject(),
      fields: (doc.system as { schema?: { fields?: object } } | undefined)?.schema?.fields ?? {},
      editable: this.isEditable,
      user: globals().game.user,
      rootId: this.id,
    });
  }
}

export class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): SheetDocument {
    return this.document;
  }
}

export class ItemSheetV2 extends DocumentSheetV2 {
  get item(): SheetDocument {
    return this.document;
  }
}
