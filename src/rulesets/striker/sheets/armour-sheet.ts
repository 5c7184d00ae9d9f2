/**
 * The Striker personal armour item sheet: the PERSONAL ARMOR row it copies named as the table
 * names it, with that row's values, then the item's own columns. The generic field sheet would
 * show the row's internal id in a text box, which means nothing to a reader.
 */
import { SpecItemSheet } from "../../../system/sheets/spec-item-sheet";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { StrikerArmourData } from "../models/armour-model";
import { STRIKER_TABLE } from "../load-table";

export class StrikerArmourSheet extends SpecItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["striker", "str-armour-sheet"],
    position: { width: 560, height: 520 },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/striker/sheets/armour.hbs`, scrollable: [""] },
  };

  override async _prepareContext(options: Parameters<SpecItemSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const system = this.item.system;
    if (!(system instanceof StrikerArmourData)) return context;
    return Object.assign(context, { system, ...(await STRIKER_TABLE.load()).armourSheetContext(system) });
  }
}
