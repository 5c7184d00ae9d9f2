/**
 * Foundry's Hooks (client/helpers/hooks.d.mts) and the arguments v13 fires each hook the system
 * listens to with (client/hooks.d.mts). `on`/`once`/`off`/`call`/`callAll` behave as v13's do: a
 * once-hook is removed before it runs, `call` stops at the first callback returning false, and an
 * error thrown by a callback is reported, not passed to the caller (it is kept in `errors` so a
 * test can see it). Firing a hook the system uses with the wrong number of arguments is refused:
 * that is a test not calling it as Foundry does.
 */
import { onClientOf } from "./client-context";

/** A callback as the stand-in holds it; what it receives is fixed per hook by V13_HOOKS. */
export type HookCallback = (...args: never[]) => unknown;

interface HookedFunction {
  hook: string;
  id: number;
  fn: HookCallback;
  once: boolean;
}

/**
 * Every hook the system registers for, with how v13 fires it and how many arguments it passes.
 * `satisfies` checks each count against the hook's signature in fvtt-types.
 */
export const V13_HOOKS = {
  init: { by: "callAll", args: 0 },
  ready: { by: "callAll", args: 0 },
  // (message, html, messageData)
  renderChatMessageHTML: { by: "callAll", args: 3 },
  // AppV2 render hooks: (application, element, context, options)
  renderTokenHUD: { by: "callAll", args: 4 },
  renderCombatTracker: { by: "callAll", args: 4 },
  renderCompendiumDirectory: { by: "callAll", args: 4 },
  renderActorDirectory: { by: "callAll", args: 4 },
  renderSceneDirectory: { by: "callAll", args: 4 },
  renderSceneConfig: { by: "callAll", args: 4 },
  preUpdateToken: { by: "call", args: 4 },
  preUpdateActor: { by: "call", args: 4 },
  // preCreate: (document, data, options, userId); returning false stops the creation
  preCreateScene: { by: "call", args: 4 },
  preCreateItem: { by: "call", args: 4 },
  preCreateActiveEffect: { by: "call", args: 4 },
  // preUpdate: (document, changed, options, userId); returning false stops the update
  preUpdateScene: { by: "call", args: 4 },
  preUpdateActiveEffect: { by: "call", args: 4 },
  preUpdateItem: { by: "call", args: 4 },
  // preDelete: (document, options, userId); returning false stops the deletion
  preDeleteActiveEffect: { by: "call", args: 3 },
  preDeleteItem: { by: "call", args: 3 },
  // create and delete: (document, options, userId); update: (document, changed, options, userId)
  createActiveEffect: { by: "callAll", args: 3 },
  createItem: { by: "callAll", args: 3 },
  createChatMessage: { by: "callAll", args: 3 },
  createCombatant: { by: "callAll", args: 3 },
  createActor: { by: "callAll", args: 3 },
  createToken: { by: "callAll", args: 3 },
  createScene: { by: "callAll", args: 3 },
  // (adventure, formData, created, updated), on the importing client only, after Adventure#import
  importAdventure: { by: "callAll", args: 4 },
  updateActiveEffect: { by: "callAll", args: 4 },
  updateItem: { by: "callAll", args: 4 },
  updateActor: { by: "callAll", args: 4 },
  deleteActiveEffect: { by: "callAll", args: 3 },
  deleteItem: { by: "callAll", args: 3 },
  updateCombat: { by: "callAll", args: 4 },
  deleteActor: { by: "callAll", args: 3 },
  deleteCombat: { by: "callAll", args: 3 },
  deleteToken: { by: "callAll", args: 3 },
  updateToken: { by: "callAll", args: 4 },
  // (combat, prior, current)
  combatTurnChange: { by: "callAll", args: 3 },
  // (combat, updateData), from Combat#startCombat on the client that starts it
  combatStart: { by: "callAll", args: 2 },
  // (canvas, data, event); returning false stops core's drop
  dropCanvasData: { by: "call", args: 3 },
  // (token, controlled), from PlaceableObject#control and #release
  controlToken: { by: "callAll", args: 2 },
} as const satisfies { [K in Hooks.HookName]?: { by: "call" | "callAll"; args: Hooks.HookParameters<K>["length"] } };

export type KnownHook = keyof typeof V13_HOOKS;

export class StandInHooks {
  #events = new Map<string, HookedFunction[]>();
  #nextId = 1;
  /** Errors thrown by callbacks, which Foundry reports and swallows. */
  readonly errors: { hook: string; error: unknown }[] = [];

  get events(): Record<string, HookedFunction[]> {
    return Object.fromEntries(this.#events);
  }

  /** The callbacks registered for a hook, in order. */
  get(hook: string): HookCallback[] | undefined {
    return this.#events.get(hook)?.map((h) => h.fn);
  }

  on(hook: string, fn: HookCallback, { once = false }: { once?: boolean } = {}): number {
    const id = this.#nextId++;
    this.#events.set(hook, [...(this.#events.get(hook) ?? []), { hook, id, fn, once }]);
    return id;
  }

  once(hook: string, fn: HookCallback): number {
    return this.on(hook, fn, { once: true });
  }

  off(hook: string, fn: number | HookCallback): void {
    const list = this.#events.get(hook);
    if (!list) return;
    this.#events.set(hook, list.filter((h) => (typeof fn === "number" ? h.id !== fn : h.fn !== fn)));
  }

  callAll(hook: string, ...args: unknown[]): true {
    this.#checkArgs(hook, args);
    for (const entry of [...(this.#events.get(hook) ?? [])]) this.#run(entry, args);
    return true;
  }

  call(hook: string, ...args: unknown[]): boolean {
    this.#checkArgs(hook, args);
    for (const entry of [...(this.#events.get(hook) ?? [])]) {
      if (this.#run(entry, args) === false) return false;
    }
    return true;
  }

  #run(entry: HookedFunction, args: unknown[]): unknown {
    if (entry.once) this.off(entry.hook, entry.id);
    try {
      return (entry.fn as (...a: unknown[]) => unknown)(...args);
    } catch (error) {
      this.errors.push({ hook: entry.hook, error });
      console.error(`Error thrown in hooked function '${entry.fn.name}' for hook '${entry.hook}'`, error);
      return undefined;
    }
  }

  #checkArgs(hook: string, args: unknown[]): void {
    const known = (V13_HOOKS as Record<string, { args: number }>)[hook];
    if (known && args.length !== known.args) throw new Error(`v13 fires ${hook} with ${known.args} arguments, not ${args.length}`);
  }
}

/** A document as the document hooks hand it over: what its name is. */
interface HookDocument {
  readonly documentName: string;
}

/**
 * Fires hooks as v13 does, from what happened: a document created, updated or deleted (by the
 * given user), an application rendered. The hook name and argument list follow V13_HOOKS.
 */
export function hookFirer(hooks: StandInHooks) {
  // a hook fires on the client the test acts as, which goes on as that user through what the hook
  // starts, however the test acts afterwards (client-context.ts)
  const here = <T>(fire: () => T): T => onClientOf((globalThis as { game?: { user?: unknown } }).game?.user, fire);
  return {
    hooks,
    /** Foundry's start-up: init, then ready, on the client the test acts as (a migration ready starts goes on as its GM). */
    init: () => here(() => hooks.callAll("init")),
    ready: () => here(() => hooks.callAll("ready")),
    /** preCreate<Document>(document, data, options, userId): false means the creation is refused. */
    preCreate: (doc: HookDocument, data: object, userId: string) => here(() => hooks.call(`preCreate${doc.documentName}`, doc, data, {}, userId)),
    /**
     * preUpdate<Document>(document, changed, options, userId), on the client that updates: false
     * refuses it. A token's move passes the operation's options (token-movement.ts dragLegs).
     */
    preUpdate: (doc: HookDocument, changed: object, userId: string, options: object = { diff: true, recursive: true }) =>
      here(() => hooks.call(`preUpdate${doc.documentName}`, doc, changed, options, userId)),
    /** preDelete<Document>(document, options, userId), on the client that deletes: false refuses it. */
    preDelete: (doc: HookDocument, userId: string) => here(() => hooks.call(`preDelete${doc.documentName}`, doc, { modifiedTime: Date.now(), render: true }, userId)),
    created: (doc: HookDocument, userId: string) => here(() => hooks.callAll(`create${doc.documentName}`, doc, { modifiedTime: Date.now(), render: true, renderSheet: false }, userId)),
    /**
     * update<Document>(document, changed, options, userId), on every client: the options are the
     * update operation's, those the updating client gave included (a token's move, a rule set's own).
     */
    updated: (doc: HookDocument, changed: object, userId: string, options: object = {}) =>
      here(() => hooks.callAll(`update${doc.documentName}`, doc, changed, { diff: true, recursive: true, render: true, ...options }, userId)),
    deleted: (doc: HookDocument, userId: string) => here(() => hooks.callAll(`delete${doc.documentName}`, doc, { modifiedTime: Date.now(), render: true }, userId)),
    /** render<Application>(application, element, context, options), as an AppV2 render fires it. */
    rendered: (appName: string, app: object, element: HTMLElement, context: object = {}, options: object = {}) => here(() => hooks.callAll(`render${appName}`, app, element, context, options)),
    chatMessageRendered: (message: object, html: HTMLElement, context: object = {}) => here(() => hooks.callAll("renderChatMessageHTML", message, html, context)),
    combatTurnChanged: (combat: object, prior: object, current: object) => here(() => hooks.callAll("combatTurnChange", combat, prior, current)),
    /** combatStart(combat, updateData), on the client that starts the combat, before its update. */
    combatStarted: (combat: object) => here(() => hooks.callAll("combatStart", combat, { round: 1, turn: 0 })),
    canvasDrop: (canvas: object, data: object, event: object) => here(() => hooks.call("dropCanvasData", canvas, data, event)),
    /**
     * importAdventure(adventure, formData, created, updated), on the importing client alone, after
     * the import: `updated` holds the documents it replaced, which fired no hook of their own
     * (Adventure#importContent updates them with noHook).
     */
    adventureImported: (adventure: object, created: object, updated: object) => here(() => hooks.callAll("importAdventure", adventure, {}, created, updated)),
    /** controlToken(token, controlled), as PlaceableObject#control (true) and #release (false) fire it. */
    tokenControlled: (token: object, controlled: boolean) => here(() => hooks.callAll("controlToken", token, controlled)),
  };
}
export type HookFirer = ReturnType<typeof hookFirer>;
