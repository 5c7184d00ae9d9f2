/**
 * Declares the system's document classes and every sub-type's data model to the type checker.
 * Each rule set's models/ add their sub-types to the open interfaces below by declaration merging
 * (as src/system/flags.ts does for flags), so a new rule set edits nothing here.
 */
import type { StarSkirmishActor } from "./documents/actor";
import type { StarSkirmishItem } from "./documents/item";

/** Data model class by Actor sub-type; rule sets and the kit add theirs by declaration merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the models
export interface ActorModels {}

/** Data model class by Item sub-type; rule sets add theirs by declaration merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the models
export interface ItemModels {}

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof StarSkirmishActor;
    Item: typeof StarSkirmishItem;
  }

  interface DataModelConfig {
    Actor: ActorModels;
    Item: ItemModels;
  }
}
