/**
 * The sheet every rule set's actor sheets extend: Handlebars parts, the actor's markers with
 * add and remove buttons, its rich-text fields, and edit-on-change. Rule-set sheets add their own context and actions.
 */
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import type { DeepPartial } from "fvtt-types/utils";
import { markerRows, type MarkerRowContext } from "./marker-context";
import { activeRuleSet, ruleSetOfType } from "../registry";
import { markerGroupOf } from "../../core/marker-group";
import { loadTableOfType } from "../ruleset-table";
import { loadSharedTemplates } from "../templates";
import { adjustMarker, markerDefinition, readMarkers } from "../markers/marker-store";
import { actorInAnyCombat } from "../turn/combatant-of";
import { richTextFields, schemaOfType, type RichTextField } from "./rich-text";
import type { FormList, FormLists, FormRecord } from "./form-lists";

const { HandlebarsApplicationMixin } = foundry.applications.api;
type FormDataExtended = foundry.applications.ux.FormDataExtended;

export interface BaseSheetContext {
  actor: Actor.Implementation;
  system: unknown;
  markers: MarkerRowContext[];
  editable: boolean;
  owner: boolean;
  /** The type's rich-text fields by form name, for templates/shared/rich-text.hbs. */
  rich: Record<string, RichTextField>;
}

export declare namespace BaseActorSheet {
  type RenderContext = ActorSheetV2.RenderContext & BaseSheetContext;
  type Configuration = ActorSheetV2.Configuration;
  type RenderOptions = ActorSheetV2.RenderOptions;
}

export class BaseActorSheet<
  RenderContext extends BaseActorSheet.RenderContext = BaseActorSheet.RenderContext,
  Configuration extends BaseActorSheet.Configuration = BaseActorSheet.Configuration,
  RenderOptions extends BaseActorSheet.RenderOptions = BaseActorSheet.RenderOptions,
> extends HandlebarsApplicationMixin(ActorSheetV2)<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["starskirmish", "sheet", "actor"],
    position: { width: 640, height: 720 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      markerAdd: BaseActorSheet.#onMarkerAdd,
      markerRemove: BaseActorSheet.#onMarkerRemove,
    },
  };

  /** The lists this sheet's form edits row by row (form-lists.ts); a sheet with such a list names it. */
  protected formLists(): readonly FormList[] {
    return [];
  }

  /** The boxes by key this sheet's form edits (form-lists.ts); a sheet with such boxes names them. */
  protected formRecords(): readonly FormRecord[] {
    return [];
  }

  // made at the first draw: its module comes with the kit's code on first use, not at start-up
  #formLists: FormLists | null = null;

  /** The marker group to show for this actor, as its type's definition names it (core/marker-group.ts). */
  protected markerGroupOf(actor: Actor.Implementation): string | undefined {
    return markerGroupOf(ruleSetOfType("Actor", actor.type)?.type, actor.system);
  }

  override async _prepareContext(options: DeepPartial<RenderOptions> & { isFirstRender: boolean }): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    // the rule set's templates and the code its sheet calls come with its table; the shared sheet
    // templates and partials (markers, rich text, tabs) come with the first sheet, whatever its type
    const [, , { FormLists }] = await Promise.all([loadTableOfType("Actor", actor.type), loadSharedTemplates(), import("./form-lists")]);
    // a player's own fighting figure: the results' markers are the GM's (markers/kept-markers.ts)
    const markersKept = game.user?.isGM === false && actorInAnyCombat(actor);
    this.#formLists ??= new FormLists(
      () => this.formLists(),
      () => this.formRecords(),
    );
    this.#formLists.show(actor.system);
    return Object.assign(context, {
      actor,
      system: actor.system,
      markers: markerRows(activeRuleSet().definition.markers, readMarkers(actor), this.markerGroupOf(actor), markersKept),
      markersKept,
      editable: this.isEditable,
      owner: actor.isOwner,
      rich: await richTextFields(actor, schemaOfType("Actor", actor.type)),
      // a sheet whose class declares the "primary" tab group (sheet-tabs.ts) has its tabs drawn
      ...(this._getTabsConfig("primary") ? { tabs: this._prepareTabs("primary") } : {}),
    });
  }

  /** The lists the form sent keep only what the user changed (form-lists.ts). */
  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended): object {
    const data = super._processFormData(event, form, formData);
    this.#formLists?.take(data, this.actor.system);
    return data;
  }

  /**
   * A submit that edits a list waits its turn in the actor's line (form-lists.ts). v13 hands this
   * method the object _prepareSubmitData returned, though the types name it FormDataExtended; it
   * goes back to the core method as it came.
   */
  protected override async _processSubmitData(event: SubmitEvent, form: HTMLFormElement, submitData: object, options?: unknown): Promise<void> {
    const send = () => super._processSubmitData(event, form, submitData as FormDataExtended, options);
    await (this.#formLists ? this.#formLists.send(this.actor, submitData, send) : send());
  }

  static async #onMarkerAdd(this: BaseActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.changeMarker(target, 1);
  }

  static async #onMarkerRemove(this: BaseActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    event.preventDefault();
    await this.changeMarker(target, -1);
  }

  protected async changeMarker(target: HTMLElement, delta: number): Promise<void> {
    const def = markerDefinition(target.closest<HTMLElement>("[data-marker-id]")?.dataset.markerId ?? "");
    if (!def || !this.isEditable) return;
    await adjustMarker(this.actor, def, delta);
  }
}
