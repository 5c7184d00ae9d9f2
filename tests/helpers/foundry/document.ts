/**
 * What every stand-in document shares with v13's (common/abstract/document.d.mts,
 * client/documents/abstract/client-document.d.mts): an id and a uuid made from it, flags read with
 * getFlag and changed through update (a "-=key" removes a key), ownership levels by user with the
 * GM owning everything, and `update(changes)` that expands dotted keys and records what it wrote.
 * As in v13, a write first asks its pre-hook on the writing client (`asksFirst`): `preUpdate<Name>`,
 * `preCreate<Name>`, `preDelete<Name>` through the world's Hooks, as game.user; false drops it.
 */
import { isPlainObject } from "./fields";
import { expandObject } from "./data-model";

export type Flags = Record<string, Record<string, unknown>>;

/** CONST.DOCUMENT_OWNERSHIP_LEVELS */
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
export type OwnershipLevel = keyof typeof OWNERSHIP;

export interface StandInUser {
  readonly id: string;
  name: string;
  isGM: boolean;
  /** The one GM whose client does GM-only work. */
  isActiveGM: boolean;
  /** Tokens the user targets. */
  targets: Set<object>;
  /** Whether the user is connected; only an active user answers queries. */
  active?: boolean;
  /** User#query: asks this user's client to run a CONFIG.queries handler (see foundry/users.ts). */
  query?(name: string, data: unknown, options?: { timeout?: number }): Promise<unknown>;
  /** The user's role, as CONST.USER_ROLES numbers it (1 player ... 4 gamemaster). */
  role?: number;
  /** Permissions the world's settings grant or withhold from this user, by CONST.USER_PERMISSIONS key. */
  permissions?: Record<string, boolean>;
  /** User#can: a GM may do anything; others by the world's grant, else the permission's default role. */
  can?(action: string): boolean;
}

interface UserDirectory {
  get?(id: string): { isGM?: boolean } | undefined;
}
/** The current user and the world's users, from the installed game. */
const world = () => (globalThis as unknown as { game?: { user?: StandInUser | null; users?: UserDirectory } }).game;
export const currentUser = (): StandInUser | undefined => world()?.user ?? undefined;

/** The world's Hooks (foundry-stubs.ts installs the stand-in); only `call` is asked. */
const worldHooks = () => (globalThis as unknown as { Hooks?: { call(hook: string, ...args: unknown[]): boolean } }).Hooks;

/** How many hostile writes are under way (pastOwnRefusals): while one is, no pre-hook is asked. */
let hostileWrites = 0;

/**
 * A write made by a hostile client past its own refusals: a player controls their client and may
 * take the system's pre-hooks off it (they run only on the writing client, client/hooks.d.mts:1251,
 * :1297, :1346), so the write reaches the server unasked and only the GM's client, hearing of it,
 * can put it back. While `write` runs, the stand-ins ask no pre-hook. Writes run by hooks the test
 * fires afterwards (the GM's put-back) ask theirs as usual.
 */
export async function pastOwnRefusals<T>(write: () => Promise<T>): Promise<T> {
  hostileWrites++;
  try {
    return await write();
  } finally {
    hostileWrites--;
  }
}

/**
 * Asks a pre-hook as v13's ClientDatabaseBackend does on the writing client before it sends a write
 * (`_preCreateDocumentArray`, `_preUpdateDocumentArray`, `_preDeleteDocumentArray`): `Hooks.call`,
 * so the first callback returning false refuses, and the rest are not asked. `noHook` in the
 * operation blocks the hooks (common/abstract/_types.d.mts:80, :177, :221). True when it may go on.
 */
export function asksFirst(hook: string, args: unknown[], options: { noHook?: boolean | null }): boolean {
  if (options.noHook || hostileWrites > 0) return true;
  return worldHooks()?.call(hook, ...args) !== false;
}

// Each installed world is one epoch; ending it is closing every client of that world.
let worldEpoch = 0;
/** Closes the world in play: a change it had sent gets no answer, so its work never resumes. */
export function endWorld(): void {
  worldEpoch++;
  inFlight = 0;
}

/**
 * The server's answer to a write: after a macrotask, so every microtask already queued runs first.
 * A write sent by a world that has since ended is never answered, as a closed client's is not,
 * so one test's work in flight cannot land in the next test's world.
 */
export function serverAnswer(): Promise<void> {
  const epoch = worldEpoch;
  inFlight++;
  return new Promise((resolve) =>
    setImmediate(() => {
      // a closed world's count went with it (endWorld)
      if (epoch !== worldEpoch) return;
      inFlight--;
      resolve();
    }),
  );
}

// How many writes wait for the server's answer now.
let inFlight = 0;

/**
 * Resolves once no write has waited for an answer for a few turns of the event loop: what the
 * clients' hooks started has written all it will. Counted in turns, not milliseconds, so a loaded
 * machine that runs fewer turns a millisecond waits as long.
 */
export async function writesSettled(): Promise<void> {
  for (let quiet = 0; quiet < 3; ) {
    await new Promise((resolve) => setImmediate(resolve));
    quiet = inFlight === 0 ? quiet + 1 : 0;
  }
}

/** The writing user's id, which v13 passes to the pre-hooks ("always game.user.id"). */
export const writerId = (): string => currentUser()?.id ?? "";

/** The options a pre-hook is given: the operation's, with v13's defaults under the caller's own. */
export const operation = (defaults: Record<string, unknown>, options: object): Record<string, unknown> => ({ modifiedTime: Date.now(), render: true, ...defaults, ...options });

/** The options of an update the stand-ins read (v13 DatabaseUpdateOperation). */
export interface UpdateOptions {
  recursive?: boolean;
  diff?: boolean;
  noHook?: boolean;
}

let nextId = 1;
/** A 16-character id, as Foundry makes them. */
export function randomID(): string {
  return `sid${String(nextId++).padStart(13, "0")}`;
}

/** The options of a creation the stand-ins read (v13 DatabaseCreateOperation). */
export interface CreateOptions {
  keepId?: boolean;
  noHook?: boolean;
}

/**
 * Document types v13 keeps only in the world's collections, never embedded in another document: a
 * clash of ids among them is one in the world, not in a parent. (An Item may be either, so it is not
 * here; the stand-ins make items in the world without creationData.)
 */
const WORLD_ONLY_DOCUMENTS: ReadonlySet<string> = new Set(["Actor", "Cards", "ChatMessage", "Combat", "Folder", "JournalEntry", "Macro", "Playlist", "RollTable", "Scene", "User"]);

/**
 * v13 creation and `keepId`: DatabaseCreateOperation#keepId ("Retain the _id values of provided data
 * instead of generating new ids", common/abstract/_types.d.mts:63) and the creation context's
 * `keepId` (common/abstract/document.d.mts:1556, false by default). The data a document is made
 * from keeps its given `_id` only with `keepId`, and a kept id already in use in `existing` fails as
 * the server refuses it, naming where the clash is (the world for a world document, else its
 * parent); otherwise the `_id` is dropped and a new one is made.
 */
export function creationData<T extends { _id?: unknown }>(data: T, { keepId = false }: CreateOptions, existing: { has(id: string): boolean }, documentName: string): Omit<T, "_id"> & { _id?: string } {
  const { _id, ...rest } = data;
  if (!keepId || typeof _id !== "string" || _id === "") return rest;
  const where = WORLD_ONLY_DOCUMENTS.has(documentName) ? "in the world" : "in the parent";
  if (existing.has(_id)) throw new Error(`A ${documentName} with the _id [${_id}] already exists ${where}`);
  return { ...rest, _id };
}

export interface DocumentData {
  _id?: string;
  name?: string;
  flags?: Flags;
  ownership?: Record<string, number>;
}

export interface DocumentContext {
  parent?: StandInDocument | null;
  pack?: string | null;
}

export abstract class StandInDocument {
  static readonly documentName: string = "Document";
  readonly _id: string;
  name: string;
  flags: Flags;
  /** Levels by user id, plus `default` for everyone else (CONST.DOCUMENT_OWNERSHIP_LEVELS). */
  ownership: Record<string, number>;
  /** The document it is embedded in (set once it is embedded). */
  parent: StandInDocument | null;
  readonly pack: string | null;
  /** Every change `update` was given, expanded, oldest first. */
  readonly updates: Record<string, unknown>[] = [];

  constructor(data: DocumentData = {}, { parent = null, pack = null }: DocumentContext = {}) {
    this._id = data._id ?? randomID();
    this.name = data.name ?? "";
    this.flags = structuredClone(data.flags ?? {});
    this.ownership = { default: OWNERSHIP.NONE, ...(data.ownership ?? {}) };
    this.parent = parent;
    this.pack = pack;
  }

  get documentName(): string {
    return (this.constructor as typeof StandInDocument).documentName;
  }

  get id(): string {
    return this._id;
  }

  get uuid(): string {
    if (this.parent) return `${this.parent.uuid}.${this.documentName}.${this.id}`;
    if (this.pack) return `Compendium.${this.pack}.${this.documentName}.${this.id}`;
    return `${this.documentName}.${this.id}`;
  }

  /** v13: the GM has every level; others the level the document gives them, or its default. */
  getUserLevel(user: { id: string; isGM: boolean } | undefined = currentUser()): number {
    if (!user) return OWNERSHIP.NONE;
    if (user.isGM) return OWNERSHIP.OWNER;
    if (this.parent) return this.parent.getUserLevel(user);
    return this.ownership[user.id] ?? this.ownership.default ?? OWNERSHIP.NONE;
  }

  testUserPermission(user: { id: string; isGM: boolean }, level: OwnershipLevel | number, { exact = false }: { exact?: boolean } = {}): boolean {
    const wanted = typeof level === "number" ? level : OWNERSHIP[level];
    const has = this.getUserLevel(user);
    return exact ? has === wanted : has >= wanted;
  }

  get isOwner(): boolean {
    return this.getUserLevel() >= OWNERSHIP.OWNER;
  }

  /** A player (not a GM) owns it. */
  get hasPlayerOwner(): boolean {
    const users = world()?.users;
    return Object.entries(this.ownership).some(([id, level]) => id !== "default" && level >= OWNERSHIP.OWNER && !users?.get?.(id)?.isGM);
  }

  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }

  async setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    return this.update({ flags: { [scope]: { [key]: value } } });
  }

  async unsetFlag(scope: string, key: string): Promise<this | undefined> {
    return this.update({ flags: { [scope]: { [`-=${key}`]: null } } });
  }

  /**
   * v13 Document#update (common/abstract/document.d.mts:491): `preUpdate<Name>(doc, changed, options,
   * userId)` is asked first with the expanded change, which a hook may add to; what it holds then is
   * written. Refused, nothing is written and the update resolves to undefined (:487).
   */
  async update(changes: Record<string, unknown>, options: UpdateOptions = {}): Promise<this | undefined> {
    const changed = expandObject(structuredClone(changes));
    if (!asksFirst(`preUpdate${this.documentName}`, [this, changed, operation({ diff: true, recursive: true }, options), writerId()], options)) return undefined;
    // a hook may have added a dotted key (changed["flags.x.y"] = 1): it is expanded as the rest was
    const written = expandObject(changed);
    // v13 sends the change and alters this client's copy only when the server's answer comes back
    // (ClientDatabaseBackend#_updateDocuments awaits the socket, then _handleUpdateDocuments), so a
    // read in between sees the old data, and two changes read-then-written in flight lose one
    await serverAnswer();
    this.updates.push(written);
    this._applyUpdate(written, options);
    return this;
  }

  /** Whether `preDelete<Name>(doc, options, userId)` lets this document be deleted (v13 `_preDeleteDocumentArray`). */
  protected _asksToDelete(options: { noHook?: boolean | null } = {}): boolean {
    return asksFirst(`preDelete${this.documentName}`, [this, operation({}, options), writerId()], options);
  }

  /** Applies expanded changes: flags merge, "-=key" deletes, other fields are replaced. */
  protected _applyUpdate(changes: Record<string, unknown>, _options: { recursive?: boolean }): void {
    const self = this as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(changes)) {
      if (key === "flags" && isPlainObject(value)) this.flags = mergeWithDeletions(this.flags, value) as Flags;
      else if (key.startsWith("-=")) delete self[key.slice(2)];
      else self[key] = value;
    }
  }

  /** v13 Document#delete (common/abstract/document.d.mts:504): refused by a preDelete hook, it resolves to undefined. */
  async delete(options: { noHook?: boolean } = {}): Promise<this | undefined> {
    return this._asksToDelete(options) ? this : undefined;
  }

  toObject(): Record<string, unknown> {
    return { _id: this._id, name: this.name, flags: structuredClone(this.flags), ownership: { ...this.ownership } };
  }
}

/** Foundry's mergeObject for updates: nested objects merge, "-=key" removes the key, "==key" replaces it whole (v13). */
export function mergeWithDeletions(target: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = structuredClone(target);
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) delete out[key.slice(2)];
    // v13's forced replacement: the value is assigned whole, nothing of the old kept
    else if (key.startsWith("==")) out[key.slice(2)] = structuredClone(value);
    else if (isPlainObject(value) && isPlainObject(out[key])) out[key] = mergeWithDeletions(out[key] as Record<string, unknown>, value);
    // a new object is inserted with its own special keys applied (v13 applySpecialKeys)
    else if (isPlainObject(value)) out[key] = mergeWithDeletions({}, value);
    else out[key] = structuredClone(value);
  }
  return out;
}
