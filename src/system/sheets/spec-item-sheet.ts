/**
 * An item sheet drawn from the item type's field description: every field editable. Used by
 * item types that need nothing more than their fields on screen.
 */
import ItemSheetV2 = foundry.applications.sheets.ItemSheetV2;
import type { DeepPartial } from "fvtt-types/utils";
import { TEMPLATE_ROOT } from "../constants";
import { ruleSetOfType } from "../registry";
import { loadTableOfType } from "../ruleset-table";
import { loadSharedTemplates } from "../templates";
import { fillEmptiedNumbers, specRows, type SpecRow } from "./spec-fields";
import { richTextFields, type RichTextField } from "./rich-text";
import type { FormList, FormLists } from "./form-lists";

const { HandlebarsApplicationMixin } = foundry.applications.api;
type FormDataExtended = foundry.applications.ux.FormDataExtended;

interface SpecItemContext {
  item: Item.Implementation;
  ruleSetLabel: string;
  rows: SpecRow[];
  editable: boolean;
  /** The type's rich-text fields by form name, for templates/shared/rich-text.hbs. */
  rich: Record<string, RichTextField>;
}

// The types package does not export ItemSheetV2's namespace, so its types are named through
// DocumentSheetV2, which ItemSheetV2's own are aliases of.
import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;

declare namespace SpecItemSheet {
  type RenderContext = DocumentSheetV2.RenderContext<Item.Implementation> & SpecItemContext;
  type Configuration = DocumentSheetV2.Configuration<Item.Implementation>;
  type RenderOptions = DocumentSheetV2.RenderOptions;
}

export class SpecItemSheet<
  RenderContext extends SpecItemSheet.RenderContext = SpecItemSheet.RenderContext,
  Configuration extends SpecItemSheet.Configuration = SpecItemSheet.Configuration,
  RenderOptions extends SpecItemSheet.RenderOptions = SpecItemSheet.RenderOptions,
> extends HandlebarsApplicationMixin(ItemSheetV2)<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["starskirmish", "sheet", "item", "spec-sheet"],
    position: { width: 520, height: 600 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/shared/spec-item-sheet.hbs`, scrollable: [".ssk-fields"] },
  };

  /** The lists this sheet's form edits row by row (form-lists.ts); a sheet with such a list names it. */
  protected formLists(): readonly FormList[] {
    return [];
  }

  // made at the first draw: its module comes with the kit's code on first use, not at start-up
  #formLists: FormLists | null = null;

  override async _prepareContext(options: DeepPartial<RenderOptions> & { isFirstRender: boolean }): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    const item = this.item;
    // the rule set's templates and the code its sheet calls come with its table; the shared sheet
    // templates and partials come with the first sheet, whatever its type
    const [, , { FormLists }] = await Promise.all([loadTableOfType("Item", item.type), loadSharedTemplates(), import("./form-lists")]);
    const owner = ruleSetOfType("Item", item.type);
    const def = owner?.type;
    const source = item.toObject() as { system?: Record<string, unknown> };
    this.#formLists ??= new FormLists(() => this.formLists());
    this.#formLists.show(item.system);
    return Object.assign(context, {
      item,
      ruleSetLabel: owner?.ruleSet.definition.label ?? "",
      rows: def ? specRows(def.schema, source.system ?? {}, "system", "STARSKIRMISH.Field") : [],
      editable: this.isEditable,
      rich: await richTextFields(item, def?.schema),
    });
  }

  /** A printed column the user empties is stored as the blank it stands for (`emptyAs`). */
  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended): object {
    const data = super._processFormData(event, form, formData) as { system?: unknown };
    const def = ruleSetOfType("Item", this.item.type)?.type;
    if (def) fillEmptiedNumbers(def.schema, data.system);
    // the emptied numbers are filled first, so a column left as it was does not count as changed
    this.#formLists?.take(data, this.item.system);
    return data;
  }

  /**
   * A submit that edits a list waits its turn in the item's line (form-lists.ts). v13 hands this
   * method the object _prepareSubmitData returned, though the types name it FormDataExtended; it
   * goes back to the core method as it came.
   */
  protected override async _processSubmitData(event: SubmitEvent, form: HTMLFormElement, submitData: object, options?: unknown): Promise<void> {
    const send = () => super._processSubmitData(event, form, submitData as FormDataExtended, options);
    await (this.#formLists ? this.#formLists.send(this.item, submitData, send) : send());
  }
}
