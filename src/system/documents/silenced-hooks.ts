/**
 * A player may not silence the table's hooks. v13 lets whoever writes a change pass `noHook`, and
 * then fires no create, update or delete hook for it on any client: Adventure#importContent uses it
 * (turn/scene-arrival.ts). But the GM's client learns of a player's change only by those hooks: the
 * kept fields, markers and sheets it puts back (turn/kept-fields.ts), the moves it audits, the
 * facings and records it keeps. A hostile client could write with `noHook` and none of them would
 * hear of it. The document's own `_onCreate`, `_onUpdate` and `_onDelete` run on every client
 * whatever the writer asked, so the classes the system configures fire the silenced hook from
 * there, with v13's own arguments, when the writer is not a GM. A GM's silence stands.
 *
 * The relayed hook fires once the client's synchronous handling of the write is done, and only if
 * the hook did not fire by then: were a v13 build to fire it after all, the table would not hear
 * the change twice.
 */
import { isGmUser } from "../gm-users";

/** What a document's post-write callbacks are given: the operation's options, with `noHook`. */
interface Operation {
  readonly noHook?: boolean | null | undefined;
}

/** The three post-write callbacks, seen from a subclass, and the name hooks are formed from. */
interface Relayable {
  readonly documentName: string;
  _onCreate(data: unknown, options: Operation, userId: string): unknown;
  _onUpdate(changed: unknown, options: Operation, userId: string): unknown;
  _onDelete(options: Operation, userId: string): unknown;
}

type RelayableClass = new (...args: unknown[]) => Relayable;

/** Whether v13 left a hook unfired that the table must hear: a non-GM writer asked for silence. */
export function silencedByPlayer(options: Operation | undefined, userId: string): boolean {
  return options?.noHook === true && !isGmUser(userId);
}

type Event = "create" | "update" | "delete";

// hooks are typed by name, and these names are built here
const callAll = (hook: string, ...args: unknown[]): boolean => (Hooks.callAll as (hook: string, ...rest: unknown[]) => boolean)(hook, ...args);
const on = (hook: string, fn: (...args: unknown[]) => void): number => (Hooks.on as (hook: string, fn: (...args: unknown[]) => void) => number)(hook, fn);

/** By event, the documents each write's options were heard with by its hook (the options are one object per write). */
const heard: Readonly<Record<Event, WeakMap<object, Set<unknown>>>> = { create: new WeakMap(), update: new WeakMap(), delete: new WeakMap() };

function hear(event: Event, doc: unknown, options: unknown): void {
  if (typeof options !== "object" || options === null) return;
  const docs = heard[event].get(options) ?? new Set<unknown>();
  docs.add(doc);
  heard[event].set(options, docs);
}

/** Fires `event<Document>` as v13 would have, unless it was heard meanwhile; only the hooks the system listens to. */
function relay(event: Event, doc: Relayable, args: readonly unknown[], options: Operation, userId: string): void {
  if (!RELAYED[doc.documentName]?.includes(event) || !silencedByPlayer(options, userId)) return;
  queueMicrotask(() => {
    if (!heard[event].get(options)?.has(doc)) callAll(`${event}${doc.documentName}`, doc, ...args);
  });
}

/** A subclass of a document class that fires the hooks a player's client silenced. */
export function relayingSilencedHooks(Base: RelayableClass): RelayableClass {
  return class extends Base {
    override _onCreate(data: unknown, options: Operation, userId: string): unknown {
      const result = super._onCreate(data, options, userId);
      relay("create", this, [options, userId], options, userId);
      return result;
    }

    override _onUpdate(changed: unknown, options: Operation, userId: string): unknown {
      const result = super._onUpdate(changed, options, userId);
      relay("update", this, [changed, options, userId], options, userId);
      return result;
    }

    override _onDelete(options: Operation, userId: string): unknown {
      const result = super._onDelete(options, userId);
      relay("delete", this, [options, userId], options, userId);
      return result;
    }
  };
}

/** The hooks of each document the system listens to, by document name (each a v13 hook: tests/system/hooks-contract.test.ts). */
const RELAYED: Readonly<Record<string, readonly Event[]>> = {
  Actor: ["create", "update", "delete"],
  Item: ["create", "update", "delete"],
  ActiveEffect: ["create", "update", "delete"],
  Token: ["create", "update", "delete"],
  Combat: ["update", "delete"],
  Combatant: ["create"],
  ChatMessage: ["create"],
};

/**
 * Wraps each configured document class so a player's silenced hooks still fire; during init,
 * after the system set its own Actor and Item classes.
 */
export function relayPlayerSilencedHooks(): void {
  const config = CONFIG as unknown as Record<string, { documentClass?: unknown } | undefined>;
  for (const [name, events] of Object.entries(RELAYED)) {
    // the options sit after the document, and after the change for an update
    for (const event of events) on(`${event}${name}`, (doc, ...rest) => hear(event, doc, event === "update" ? rest[1] : rest[0]));
    const entry = config[name];
    // the v13 types give each entry its own class type; every one has the three callbacks
    if (typeof entry?.documentClass === "function") entry.documentClass = relayingSilencedHooks(entry.documentClass as RelayableClass);
  }
}
