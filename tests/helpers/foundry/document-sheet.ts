/**
 * DocumentSheetV2 and the actor and item sheets (client/applications/api/document-sheet.d.mts,
 * sheets/actor-sheet.d.mts, item-sheet.d.mts): a sheet of one document, editable for its owner,
 * whose context carries the document, its source and fields, and whether it may be edited. Its form
 * submits as v13's does: the handler returns at once for a user who may not edit; else
 * `_prepareSubmitData` takes `_processFormData`'s object (the form's names expanded), lays any
 * `updateData` over it and validates the system part against the type's model, cleaning it, then
 * `_processSubmitData(event, form, submitData, options)` updates the document with it.
 */
import { ApplicationV2, globals, type ApplicationOptions, type RenderOptions } from "./application";
import { expandObject } from "./data-model";
import type { FormDataExtended } from "./form-data";
import { mergeObject } from "./utils";

/** What a sheet needs of its document. */
export interface SheetDocument {
  readonly uuid: string;
  readonly isOwner: boolean;
  readonly pack?: string | null;
  toObject(): Record<string, unknown>;
  readonly system?: unknown;
  update?(changes: Record<string, unknown>, options?: object): Promise<unknown>;
}

/** What the submit asks of a document's system model: DataModel#validate, cleaning the changes. */
interface Validating {
  validate(options: { changes: Record<string, unknown>; clean: boolean; strict: boolean }): boolean;
}
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    id: "{id}",
    classes: ["sheet"],
    tag: "form",
    actions: {},
    form: { handler: DocumentSheetV2.#onSubmitDocumentForm, submitOnChange: false, closeOnSubmit: false },
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

  /** v13's form handler: nothing for a user who may not edit; else the prepared data, then the update. */
  static async #onSubmitDocumentForm(this: DocumentSheetV2, event: Event | SubmitEvent, form: HTMLFormElement, formData: FormDataExtended, options: Record<string, unknown> = {}): Promise<void> {
    if (!this.isEditable) return;
    const { updateData, ...updateOptions } = options;
    const submitData = this._prepareSubmitData(event as SubmitEvent, form, formData, updateData);
    await this._processSubmitData(event as SubmitEvent, form, submitData, updateOptions);
  }

  /** v13: the processed form data with `updateData` laid over it, validated and cleaned before it is sent. */
  protected _prepareSubmitData(event: SubmitEvent, form: HTMLFormElement, formData: FormDataExtended, updateData?: unknown): object {
    const submitData = this._processFormData(event, form, formData) as Record<string, unknown>;
    if (isRecord(updateData)) mergeObject(submitData, updateData);
    const system = this.#document.system as Partial<Validating> | undefined;
    if (isRecord(submitData.system) && typeof system?.validate === "function") system.validate({ changes: submitData.system, clean: true, strict: true });
    return submitData;
  }

  /** v13: the form's named values, expanded into an object. */
  protected _processFormData(_event: SubmitEvent | null, _form: HTMLFormElement, formData: FormDataExtended): object {
    return expandObject(formData.object);
  }

  /** v13: the document updated with the submitted data (v13 passes the object, whatever the types call it). */
  protected async _processSubmitData(_event: SubmitEvent, _form: HTMLFormElement, submitData: object, options: object = {}): Promise<void> {
    await this.#document.update?.(submitData as Record<string, unknown>, options);
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
