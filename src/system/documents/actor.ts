/**
 * The system's Actor: reads its markers for the rules, offers only the world's rule set's types
 * when a user creates one, and gives a new actor its type's token bar. Rules live in the pure core
 * and the data models, not here.
 */
import type { MarkerCounts } from "../../core/markers";
import { readMarkers } from "../markers/marker-store";
import { activeTypes } from "../registry";
import { visibleEffects } from "../markers/secret-markers";
import { prototypeBarUpdate } from "../token-bars";

export class StarSkirmishActor extends Actor {
  /** Marker counts, for the rules. */
  get markerCounts(): MarkerCounts {
    return readMarkers(this);
  }

  /** Core draws token and tracker icons from these: hidden markers only for the unit's own side. */
  override get temporaryEffects(): ActiveEffect.Implementation[] {
    return visibleEffects(this, super.temporaryEffects);
  }

  protected override async _preCreate(data: Actor.CreateData, options: Actor.Database.PreCreateOptions, user: User.Implementation): Promise<boolean | void> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const change = prototypeBarUpdate(this.type, this._source.prototypeToken?.bar1?.attribute);
    if (change) this.updateSource(change);
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
