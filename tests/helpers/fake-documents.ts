/**
 * Making the world's documents for a glue test, the v13 way: an actor is `new Actor(data)` of the
 * system's document class, its `system` built by the data model init registered for its type
 * (missing fields take their initial values, bad ones are refused), and it joins game.actors so
 * fromUuid finds it. By default the player "player1" owns what a test makes.
 */
import { world } from "./foundry-stubs";
import { StandInActor, StandInItem, type ActorData, type ActorType, type ItemData, type ItemType } from "./foundry/actor";
import { OWNERSHIP } from "./foundry/document";
import type { StandInToken, TokenData } from "./foundry/canvas";
import { StandInPack } from "./foundry/pack";
import type { StandInCollection } from "./foundry/collection";

export { StandInActor, StandInItem, StandInActiveEffect } from "./foundry/actor";
export type { ActorType, ItemType, ActorSystem, ItemSystem, SystemInput, ItemData } from "./foundry/actor";

const PLAYER_OWNS = { default: OWNERSHIP.NONE, player1: OWNERSHIP.OWNER };

/** A world actor, or with `pack` one in that compendium pack (Compendium.<pack>.Actor.<id>). */
export function makeActor<T extends ActorType>(data: ActorData<T>, pack: string | null = null): StandInActor<T> {
  const Actor = (world().CONFIG.Actor.documentClass ?? StandInActor) as typeof StandInActor;
  const actor = new Actor({ ownership: PLAYER_OWNS, ...data }, { pack }) as StandInActor<T>;
  if (pack) packOf(pack, "Actor").documents.set(actor.id, actor as unknown as StandInActor);
  else world().game.actors.set(actor.id, actor as unknown as StandInActor);
  return actor;
}

/** The compendium pack of this id, made on first use. */
export function packOf(id: string, documentName: string): StandInPack {
  const packs = world().game.packs as StandInCollection<StandInPack>;
  let pack = packs.get(id);
  if (!pack) {
    pack = new StandInPack(id, documentName);
    packs.set(id, pack);
  }
  return pack;
}

/** A world item (in the Items directory), not carried by any actor. */
export function makeItem<T extends ItemType>(data: ItemData<T>, pack: string | null = null): StandInItem<T> {
  const Item = (world().CONFIG.Item.documentClass ?? StandInItem) as typeof StandInItem;
  const item = new Item({ ownership: PLAYER_OWNS, ...data }, { pack }) as StandInItem<T>;
  if (pack) packOf(pack, "Item").documents.set(item.id, item as unknown as StandInItem);
  else world().game.items.set(item.id, item as unknown as StandInItem);
  return item;
}

/** Gives an actor an item, as dropping it on the sheet creates it there. */
export function giveItem<T extends ItemType>(actor: StandInActor, data: ItemData<T>): StandInItem<T> {
  return actor.embedItem(data) as StandInItem<T>;
}

/** Puts the actor's token on the canvas with its center at (x, y) pixels. */
export function placeToken(actor: StandInActor, x: number, y = 0, data: TokenData = {}): StandInToken {
  const canvas = world().canvas;
  if (!canvas) throw new Error("Install a canvas before placing tokens");
  return canvas.place(actor, { x, y }, data);
}
