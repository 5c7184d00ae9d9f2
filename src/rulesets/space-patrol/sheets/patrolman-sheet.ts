/**
 * The patrolman sheet: identity, branch and rank, hero and advancement points, every asset with
 * a roll button, and the individual markers.
 */
import { BaseActorSheet } from "../../../system/sheets/base-actor-sheet";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { PatrolmanData } from "../models/patrolman-model";
import { patrolmanContext } from "./patrolman-context";
import { rollAssetTask } from "../rolls/asset-task";

export class PatrolmanSheet extends BaseActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["space-patrol", "patrolman"],
    actions: { rollAsset: PatrolmanSheet.#onRollAsset },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/space-patrol/sheets/patrolman.hbs`, scrollable: [".ssk-assets"] },
  };

  protected override markerGroup: string | undefined = "individual";

  override async _prepareContext(options: Parameters<BaseActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof PatrolmanData)) return context;
    return Object.assign(context, patrolmanContext(system));
  }

  static async #onRollAsset(this: PatrolmanSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const assetId = target.closest<HTMLElement>("[data-asset-id]")?.dataset.assetId;
    if (assetId) await rollAssetTask(this.actor, assetId);
  }
}
