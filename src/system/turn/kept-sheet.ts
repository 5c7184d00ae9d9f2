/**
 * The sheet facts the GM keeps in a battle. The GM's checks read rules facts from sheets their
 * owners may write: the level of the asset a shot was rolled with, a weapon's numbers, armour, a
 * team's troopers. v13 lets a sheet's owner write every field of it and of the items it carries,
 * so a player could raise an asset, a weapon's penetration or an armour value just before the GM
 * lands a card that reads it, or give a figure a weapon or gear it never had.
 *
 * Each rule set names those fields on its document types (DocumentTypeDefinition#keptInBattle).
 * While an actor is a combatant's in any combat, a player's own client refuses a change of a kept
 * field of the actor or of an item it carries, and refuses giving it a new item of a type that
 * keeps fields; a hostile client that writes either anyway has the fields written back, or the item
 * taken off, by the active GM's client, and the GM is told. Taking an item off stands, as it only
 * costs its owner, but for a type that stays in a battle (DocumentTypeDefinition#staysInBattle):
 * armour a card was rolled against, which the GM's Apply refuses to land on a target whose armour
 * changed, so that dropping it would escape the card. Such an item is refused to the player's
 * delete and put back, with its id, by the GM's client. Fields a type spends in play
 * (DocumentTypeDefinition#spentInBattle: rounds, doses) may go down by the owner's hand, as their own
 * roll counts them down, but never up, except to refill one to its full count (refilledInBattle: a
 * reload fills the magazine). Fields a type does not name (notes, say) stay the owner's,
 * and a GM's change, or any change outside a battle, stands.
 *
 * The memory and the hooks are the kit's kept fields (kept-fields.ts): one field of every actor,
 * read from its own data and its items, noted and forgotten with its other kept fields.
 */
import { warn } from "../notify";
import { ruleSetOfType } from "../registry";
import { actorInAnyCombat } from "./combatant-of";
import { keepActorField, sameStored } from "./kept-fields";

type Actor = Actor.Implementation;
type Item = Item.Implementation;

/** The kept fields of one document, by path, as stored. */
type KeptValues = Record<string, unknown>;

/** An actor's kept fields and those of each item it carries whose type keeps any, by item id. */
export interface KeptSheet {
  readonly own: KeptValues;
  readonly items: Readonly<Record<string, KeptValues>>;
  /** Each item of a type that stays in a battle, whole, by id: what a put-back creates again. */
  readonly staying: Readonly<Record<string, Record<string, unknown>>>;
}

/** The paths a document type keeps or spends in a battle; none for a type of no rule set. */
function keptPaths(documentName: "Actor" | "Item", type: string): readonly string[] {
  const def = ruleSetOfType(documentName, type)?.type;
  return [...(def?.keptInBattle ?? []), ...(def?.spentInBattle ?? [])];
}

/** What a document type's owner may do to its spent paths in a battle: lower them, or refill one to a kept path's value. */
interface Spent {
  readonly paths: readonly string[];
  readonly refills: Readonly<Record<string, string>>;
}

/** The paths of those a document type's owner may lower in a battle, but not raise but to refill. */
function spentPaths(documentName: "Actor" | "Item", type: string): Spent {
  const def = ruleSetOfType(documentName, type)?.type;
  return { paths: (def?.spentInBattle ?? []).filter((path) => !def?.keptInBattle?.includes(path)), refills: def?.refilledInBattle ?? {} };
}

/**
 * Whether a path may go from `was` to `is` by a player's hand in a battle: unchanged, a spent
 * number lowered, or refilled to its full count, read from `kept` (the values the GM keeps).
 */
function mayBecome(path: string, spent: Spent, was: unknown, is: unknown, kept: KeptValues): boolean {
  if (sameStored(was, is)) return true;
  if (!spent.paths.includes(path) || typeof was !== "number" || typeof is !== "number") return false;
  const full = spent.refills[path];
  return is < was || (full !== undefined && is === kept[full]);
}

/** The paths of `before` whose value `now` holds against what a battle allows (a kept one changed, a spent one raised). */
function brokenPaths(before: KeptValues, now: KeptValues, spent: Spent): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(now)])].filter((path) => !mayBecome(path, spent, before[path], now[path], before));
}

/** Whether an item type stays on a fighting actor; no for a type of no rule set. */
const stays = (type: string): boolean => ruleSetOfType("Item", type)?.type.staysInBattle === true;

/** The stored data of a document's `system`, as plain data. */
function storedSystem(doc: Actor | Item): unknown {
  return (doc._source as { system?: unknown }).system;
}

/** A value at a dotted path of plain data, or undefined where the data has none. */
const at = (data: unknown, path: string): unknown => (data !== null && typeof data === "object" ? foundry.utils.getProperty(data, path) : undefined);

/** The kept fields of a document, copied (the stored data may change under the memory). */
function keptValues(doc: Actor | Item, paths: readonly string[]): KeptValues {
  const system = storedSystem(doc);
  const values: KeptValues = {};
  for (const path of paths) values[path] = at(system, path);
  // copied as stored data: a field the data lacks stays out, as JSON has no undefined
  return JSON.parse(JSON.stringify(values)) as KeptValues;
}

/** What the memory holds of an actor: its kept fields and those of its items that keep any. */
export function keptSheet(actor: Actor): KeptSheet {
  const items: Record<string, KeptValues> = {};
  const staying: Record<string, Record<string, unknown>> = {};
  for (const item of actor.items) {
    if (!item.id) continue;
    const paths = keptPaths("Item", item.type);
    if (paths.length) items[item.id] = keptValues(item, paths);
    if (stays(item.type)) staying[item.id] = JSON.parse(JSON.stringify(item.toObject())) as Record<string, unknown>;
  }
  return { own: keptValues(actor, keptPaths("Actor", actor.type)), items, staying };
}

/** The item ids given since `before`, those whose kept fields changed (or spent ones rose), and staying items taken off. */
function differences(actor: Actor, before: KeptSheet, now: KeptSheet): { own: boolean; added: string[]; changed: string[]; removed: string[] } {
  const added: string[] = [];
  const changed: string[] = [];
  for (const [id, values] of Object.entries(now.items)) {
    const was = before.items[id];
    if (!was) added.push(id);
    else if (brokenPaths(was, values, spentPaths("Item", actor.items.get(id)?.type ?? "")).length) changed.push(id);
  }
  const removed = Object.keys(before.staying).filter((id) => !(id in now.staying));
  return { own: brokenPaths(before.own, now.own, spentPaths("Actor", actor.type)).length > 0, added, changed, removed };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * The change that turns `now` back into `before`: an object's keys merge on update, so a key the
 * player added is deleted ("-=key"), as an asset given to an NPC's map of assets must be.
 */
function backTo(before: unknown, now: unknown): unknown {
  if (!isPlainObject(before) || !isPlainObject(now)) return before;
  const change: Record<string, unknown> = {};
  for (const key of Object.keys(now)) if (!(key in before)) change[`-=${key}`] = null;
  for (const [key, value] of Object.entries(before)) change[key] = backTo(value, now[key]);
  return change;
}

/**
 * The update of `system` that writes the remembered values back over the document's now, where a
 * battle does not allow the change: a spent number the owner lowered stays lowered.
 */
function systemUpdate(doc: Actor | Item, values: KeptValues, spent: Spent): { system: Record<string, unknown> } {
  const system: Record<string, unknown> = {};
  const now = keptValues(doc, Object.keys(values));
  for (const path of brokenPaths(values, now, spent)) foundry.utils.setProperty(system, path, backTo(values[path], now[path]));
  return { system };
}

/** Writes back what a player changed: the actor's fields, each item's, and any item given taken off. */
async function restore(actor: Actor, before: KeptSheet): Promise<void> {
  const diff = differences(actor, before, keptSheet(actor));
  if (diff.added.length) await actor.deleteEmbeddedDocuments("Item", diff.added);
  const back = diff.removed.map((id) => before.staying[id]).filter((data): data is Record<string, unknown> => data !== undefined);
  // with its own id, which the sheet and the troopers' slots name it by
  if (back.length) await actor.createEmbeddedDocuments("Item", back as Item.CreateData[], { keepId: true });
  if (diff.own) await actor.update(systemUpdate(actor, before.own, spentPaths("Actor", actor.type)) as Actor.UpdateData);
  for (const id of diff.changed) {
    const values = before.items[id];
    const item = actor.items.get(id);
    if (values && item) await item.update(systemUpdate(item, values, spentPaths("Item", item.type)) as Item.UpdateData);
  }
}

/** Whether a change of `system` names a kept path (or a path inside one, or one it is inside). */
function touches(changed: Record<string, unknown>, paths: readonly string[]): boolean {
  const system = changed.system;
  if (system === null || typeof system !== "object") return false;
  const flat = foundry.utils.flattenObject(system as object) as Record<string, unknown>;
  return Object.keys(flat).some((key) => paths.some((path) => key === path || key.startsWith(`${path}.`) || path.startsWith(`${key}.`)));
}

/** Whether the change of `system` would leave the document's kept fields as they are, and raise no spent one. */
function keepsValues(doc: Actor | Item, changed: Record<string, unknown>, paths: readonly string[], spent: Spent): boolean {
  if (!touches(changed, paths)) return true;
  const system = changed.system as Record<string, unknown>;
  const flat = foundry.utils.flattenObject(system) as Record<string, unknown>;
  const current = keptValues(doc, paths);
  // a write of the same value is no change (a sheet submits every field of its form)
  return Object.entries(flat).every(([key, value]) => {
    const path = paths.find((p) => key === p || key.startsWith(`${p}.`));
    if (path) return path === key ? mayBecome(path, spent, current[path], value, current) : sameStored(at(current[path], key.slice(path.length + 1)), value);
    // a key holding kept fields whole (an array, an emptied object): each kept field in it must stay
    const inside = paths.filter((p) => p.startsWith(`${key}.`));
    return inside.every((p) => mayBecome(p, spent, current[p], at(value, p.slice(key.length + 1)), current));
  });
}

/** The combatant actor an item is carried by, for a player's own client; null when none or for the GM. */
function guardedCarrier(item: Item): Actor | null {
  if (game.user?.isGM !== false) return null;
  const actor = item.parent;
  return actor instanceof Actor && actorInAnyCombat(actor as Actor) ? (actor as Actor) : null;
}

/** Registers the kept sheet fields and the player's own refusals; during init, in every world. */
export function keepSheetsInBattle(): void {
  keepActorField<KeptSheet>({
    what: "a sheet's kept fields",
    read: (actor) => keptSheet(actor),
    stands: (actor, _changed, before) => {
      if (!actorInAnyCombat(actor)) return true;
      const diff = differences(actor, before, keptSheet(actor));
      return !diff.own && diff.added.length === 0 && diff.changed.length === 0 && diff.removed.length === 0;
    },
    restore: (actor, _now, before) => restore(actor, before),
    keptNotice: "STARSKIRMISH.Turn.sheetKept",
    refusal: (actor, changed) => (actorInAnyCombat(actor) && !keepsValues(actor, changed, keptPaths("Actor", actor.type), spentPaths("Actor", actor.type)) ? "STARSKIRMISH.Turn.sheetRefused" : null),
  });
  Hooks.on("preCreateItem", (item) => {
    const carrier = guardedCarrier(item);
    if (!carrier || !keptPaths("Item", item.type).length) return true;
    warn("STARSKIRMISH.Turn.itemRefused", { item: item.name ?? "", name: carrier.name ?? "" });
    return false;
  });
  Hooks.on("preDeleteItem", (item) => {
    const carrier = guardedCarrier(item);
    if (!carrier || !stays(item.type)) return true;
    warn("STARSKIRMISH.Turn.itemStays", { item: item.name ?? "", name: carrier.name ?? "" });
    return false;
  });
  Hooks.on("preUpdateItem", (item, changed) => {
    const carrier = guardedCarrier(item);
    if (!carrier || keepsValues(item, changed as Record<string, unknown>, keptPaths("Item", item.type), spentPaths("Item", item.type))) return true;
    warn("STARSKIRMISH.Turn.sheetRefused", { name: carrier.name ?? "" });
    return false;
  });
}
