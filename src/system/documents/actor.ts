/**
 * The system's Actor: reads its markers for the rules and offers only the world's rule set's
 * types when a user creates one. Rules live in the pure core and the data models, not here.
 */
import type { MarkerCounts } from "../../core/markers";
import { readMarkers } from "../markers/marker-store";
import { activeTypes } from "../registry";

export class StarSkirmishActor extends Actor {
  /** Marker counts, for the rules. */
  get markerCounts(): MarkerCounts {
    return readMarkers(this);
  }

  static override async createDialog(
    data?: Actor.CreateDialogData,
    createOptions?: Actor.Database.DialogCreateOptions,
    options?: Actor.CreateDialogOptions,
  ): Promise<Actor.Stored | null | undefined> {
    // The types package forbids `types` for documents with type data, but core reads it there
    // (ClientDocumentMixin.createDialog); unknown lets us pass the real option.
    const withTypes = { ...options, types: activeTypes("Actor") } as unknown as Actor.CreateDialogOptions;
    return super.createDialog(data, createOptions, withTypes);
  }
}
