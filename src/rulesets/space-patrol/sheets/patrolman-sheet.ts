/**
 * The patrolman sheet: identity, branch and rank, hero and advancement points, every asset with
 * a roll button, and the individual markers.
 */
import { BaseActorSheet } from "../../../system/sheets/base-actor-sheet";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { PatrolmanData } from "../models/patrolman-model";
import { patrolmanContext } from "./patrolman-context";
import { rollAssetTask } from "../rolls/asset-task";
import { readAssetLevels } from "./asset-form";
import { carriedItems } from "./carried-items";
import { readMarkers } from "../../../system/markers/marker-store";
import { fireWeapon } from "../rolls/fire";
import { ASSET_BY_ID, isAssetId } from "../rules/assets";

type FormDataExtended = foundry.applications.ux.FormDataExtended;
import type { DeepPartial } from "fvtt-types/utils";

export class PatrolmanSheet extends BaseActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["space-patrol", "patrolman"],
    actions: {
      rollAsset: PatrolmanSheet.#onRollAsset,
      itemEdit: PatrolmanSheet.#onItemEdit,
      itemDelete: PatrolmanSheet.#onItemDelete,
      fireWeapon: PatrolmanSheet.#onFireWeapon,
    },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/space-patrol/sheets/patrolman.hbs`, scrollable: [".ssk-assets"] },
  };

  protected override markerGroup: string | undefined = "individual";

  override async _prepareContext(options: Parameters<BaseActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof PatrolmanData)) return context;
    return Object.assign(context, patrolmanContext(system, carriedItems(this.actor), readMarkers(this.actor)));
  }

  /** Asset names are anchors acting as buttons; Enter and Space press them, as on a button. */
  protected override async _onRender(context: DeepPartial<BaseActorSheet.RenderContext>, options: DeepPartial<BaseActorSheet.RenderOptions>): Promise<void> {
    await super._onRender(context, options);
    this.element.querySelector(".ssk-assets")?.addEventListener("keydown", (event) => {
      const key = (event as KeyboardEvent).key;
      const target = event.target as HTMLElement | null;
      if ((key === "Enter" || key === " ") && target?.classList.contains("sp-asset-roll")) {
        event.preventDefault();
        target.click();
      }
    });
  }

  /** Asset boxes take "X" or 0-10; a typo keeps the old level and says which asset it was. */
  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended): object {
    const data = super._processFormData(event, form, formData) as { system?: { assets?: unknown } };
    const system = this.actor.system;
    if (data.system?.assets !== undefined && system instanceof PatrolmanData) {
      const { levels, rejected } = readAssetLevels(data.system.assets, system.assets);
      data.system.assets = levels;
      for (const id of rejected) {
        const label = isAssetId(id) ? game.i18n!.localize(ASSET_BY_ID[id].label) : id;
        ui.notifications?.warn(game.i18n!.format("STARSKIRMISH.SpacePatrol.Sheet.badLevel", { asset: label }));
      }
    }
    return data;
  }

  #itemFrom(target: HTMLElement): Item.Implementation | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    return id ? this.actor.items.get(id) : undefined;
  }

  static async #onItemEdit(this: PatrolmanSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#itemFrom(target)?.sheet?.render(true);
  }

  static async #onItemDelete(this: PatrolmanSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    await this.#itemFrom(target)?.deleteDialog();
  }

  static async #onFireWeapon(this: PatrolmanSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.#itemFrom(target);
    if (item) await fireWeapon(this.actor, item);
  }

  static async #onRollAsset(this: PatrolmanSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const assetId = target.closest<HTMLElement>("[data-asset-id]")?.dataset.assetId;
    if (assetId) await rollAssetTask(this.actor, assetId);
  }
}
