/**
 * The system's Actor: reads its markers for the rules and offers only the world's rule set's
 * types when a user creates one. Rules live in the pure core and the data models, not here.
 */
import type { MarkerCounts } from "../../core/markers";
import { readMarkers } from "../markers/marker-store";
import { activeTypes } from "../registry";
import { visibleEffects } from "../markers/secret-markers";

export class StarSkirmishActor extends Actor {
  /** Marker counts, for the rules. */
  get markerCounts(): MarkerCounts {
    return readMarkers(this);
  }

  /** Core draws token and tracker icons from these: hidden markers only for the unit's own side. */
  override get temporaryEffects(): ActiveEffect.Implementation[] {
    return visibleEffects(this, super.temporaryEffects);
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
