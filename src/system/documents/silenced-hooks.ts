/**
 * A player may not silence the table's hooks. v13 lets whoever writes a change pass `noHook`, and
 * then fires no create, update or delete hook for it on any client: Adventure#importContent uses it
 * (turn/scene-arrival.ts). But the GM's client learns of a player's change only by those hooks: the
 * kept fields, markers and sheets it puts back (turn/kept-fields.ts), the moves it audits, the
 * facings and records it keeps. A hostile client could write with `noHook` and none of them would
 * hear of it. The document's own `_onCreate`, `_onUpdate` and `_onDelete` run on every client
 * whatever the writer asked, so the classes the system configures fire the silenced hook from
 * there, with v13's own arguments, when the writer is not a GM. A GM's silence stands.
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

/** Fires `event<Document>` as v13 would have; hooks are typed by name, which is built here. */
function fire(event: "create" | "update" | "delete", doc: Relayable, args: readonly unknown[]): void {
  (Hooks.callAll as (hook: string, ...rest: unknown[]) => boolean)(`${event}${doc.documentName}`, doc, ...args);
}

/** A subclass of a document class that fires the hooks a player's client silenced. */
export function relayingSilencedHooks(Base: RelayableClass): RelayableClass {
  return class extends Base {
    override _onCreate(data: unknown, options: Operation, userId: string): unknown {
      const result = super._onCreate(data, options, userId);
      if (silencedByPlayer(options, userId)) fire("create", this, [options, userId]);
      return result;
    }

    override _onUpdate(changed: unknown, options: Operation, userId: string): unknown {
      const result = super._onUpdate(changed, options, userId);
      if (silencedByPlayer(options, userId)) fire("update", this, [changed, options, userId]);
      return result;
    }

    override _onDelete(options: Operation, userId: string): unknown {
      const result = super._onDelete(options, userId);
      if (silencedByPlayer(options, userId)) fire("delete", this, [options, userId]);
      return result;
    }
  };
}

/** The documents whose hooks the GM's client listens to for players' changes. */
const RELAYED = ["Actor", "Item", "ActiveEffect", "Token", "Combat", "Combatant", "ChatMessage"] as const;

/**
 * Wraps each configured document class so a player's silenced hooks still fire; during init,
 * after the system set its own Actor and Item classes.
 */
export function relayPlayerSilencedHooks(): void {
  const config = CONFIG as unknown as Record<(typeof RELAYED)[number], { documentClass?: unknown } | undefined>;
  for (const name of RELAYED) {
    const entry = config[name];
    // the v13 types give each entry its own class type; every one has the three callbacks
    if (typeof entry?.documentClass === "function") entry.documentClass = relayingSilencedHooks(entry.documentClass as RelayableClass);
  }
}
