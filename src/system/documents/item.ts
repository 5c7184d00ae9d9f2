/** The system's Item: offers only the world's rule set's item types when a user creates one. */
import { activeTypes } from "../registry";

export class StarSkirmishItem extends Item {
  static override async createDialog(
    data?: Item.CreateDialogData,
    createOptions?: Item.Database.DialogCreateOptions,
    options?: Item.CreateDialogOptions,
  ): Promise<Item.Stored | null | undefined> {
    // See StarSkirmishActor.createDialog for why the option goes through unknown.
    const withTypes = { ...options, types: activeTypes("Item") } as unknown as Item.CreateDialogOptions;
    return super.createDialog(data, createOptions, withTypes);
  }
}
