/**
 * Actor, Item and ActiveEffect stand-ins built as v13 builds them: `new Actor(data)` makes its
 * `system` from CONFIG.Actor.dataModels[type] with the actor as parent (so a type init did not
 * register, or data its model refuses, fails here as in Foundry), embeds its items and effects,
 * and writes `update({ system })` through the model's updateSource. Tokens come from the canvas.
 * Creating, updating and deleting them asks their pre-hooks first, as v13's writing client does
 * (document.ts asksFirst).
 */
import { serverTrip } from "./server-requests";
import type { DataModelConfig } from "fvtt-types/configuration";
import { StandInCollection } from "./collection";
import { StandInDocument, asksFirst, creationData, operation, writerId, type CreateOptions, type DocumentContext, type DocumentData, mergeWithDeletions } from "./document";
import type { DataModel } from "./data-model";
import { isPlainObject } from "./fields";
import { StandInTokenDocument, type TokenData } from "./canvas";

type Models = DataModelConfig;
export type ActorType = keyof Models["Actor"] & string;
export type ItemType = keyof Models["Item"] & string;
export type ActorSystem<T extends ActorType> = InstanceType<Models["Actor"][T]>;
export type ItemSystem<T extends ItemType> = InstanceType<Models["Item"][T]>;

/** Data for a new document's system: any part of it; the model fills the rest with initial values. */
export type SystemInput<S> = S extends readonly (infer E)[] ? SystemInput<E>[] : S extends object ? { [K in keyof S]?: SystemInput<S[K]> } : S;

interface ModelClass {
  new (data: object, context: { parent: object }): DataModel;
}
interface ConfigDocs {
  CONFIG: Record<"Actor" | "Item" | "ActiveEffect", { dataModels?: Record<string, unknown>; documentClass?: unknown }>;
  canvas?: { tokens?: { placeables?: { actor?: unknown; document?: { actorLink?: boolean } }[] } };
  game?: { actors?: { has(id: string): boolean; set(id: string, actor: StandInActor): unknown } };
}
const config = () => (globalThis as unknown as ConfigDocs).CONFIG;

function buildSystem(documentName: "Actor" | "Item", type: string, data: object, parent: object): DataModel {
  const Model = config()[documentName].dataModels?.[type] as ModelClass | undefined;
  if (!Model) throw new Error(`No data model is registered for ${documentName} type "${type}" (CONFIG.${documentName}.dataModels)`);
  return new Model(structuredClone(data), { parent });
}

/** Documents with a typed system: writes to `system` go through its model. */
abstract class SystemDocument<S> extends StandInDocument {
  readonly type: string;
  img: string;
  system: S;

  constructor(documentName: "Actor" | "Item", data: DocumentData & { type: string; img?: string; system?: object }, context: DocumentContext) {
    super(data, context);
    this.type = data.type;
    this.img = data.img ?? "";
    this.system = buildSystem(documentName, data.type, data.system ?? {}, this) as S;
  }

  protected override _applyUpdate(changes: Record<string, unknown>, options: { recursive?: boolean }): void {
    const { system, ...rest } = changes;
    if (isPlainObject(system)) {
      const model = this.system as unknown as DataModel;
      if (options.recursive === false) this.system = buildSystem(this.documentName as "Actor" | "Item", this.type, system, this) as S;
      else model.updateSource(system);
    }
    super._applyUpdate(rest, options);
  }

  override toObject(): Record<string, unknown> {
    return { ...super.toObject(), type: this.type, img: this.img, system: (this.system as unknown as DataModel).toObject() };
  }

  /** v13 Document#_source: the stored data, as toObject gives it (an actor's with its prototype token and embedded documents). */
  get _source(): Record<string, unknown> {
    return this.toObject();
  }
}

export interface ItemData<T extends ItemType = ItemType> extends DocumentData {
  type: T;
  img?: string;
  system?: SystemInput<ItemSystem<T>>;
}

export class StandInItem<T extends ItemType = ItemType> extends SystemDocument<ItemSystem<T>> {
  static override readonly documentName = "Item";
  declare readonly type: T;
  /** A sheet is not rendered in glue tests. */
  readonly sheet = null;

  constructor(data: ItemData<T>, context: DocumentContext = {}) {
    super("Item", data, context);
  }

  override async delete(options: { noHook?: boolean } = {}): Promise<this | undefined> {
    const parent = this.parent as StandInActor | null;
    if (!parent) return super.delete(options);
    return (await parent.deleteEmbeddedDocuments("Item", [this.id], options)).includes(this.id) ? this : undefined;
  }
}

export interface EffectData extends DocumentData {
  img?: string;
  statuses?: string[];
}

export class StandInActiveEffect extends StandInDocument {
  static override readonly documentName = "ActiveEffect";
  img: string;
  statuses: Set<string>;

  constructor(data: EffectData, context: DocumentContext = {}) {
    super(data, context);
    this.img = data.img ?? "";
    this.statuses = new Set(data.statuses ?? []);
  }

  protected override _applyUpdate(changes: Record<string, unknown>, options: { recursive?: boolean }): void {
    const { statuses, ...rest } = changes;
    if (Array.isArray(statuses)) this.statuses = new Set(statuses.map(String));
    super._applyUpdate(rest, options);
  }

  override async delete(options: { noHook?: boolean } = {}): Promise<this | undefined> {
    const parent = this.parent as StandInActor | null;
    if (!parent) return super.delete(options);
    return (await parent.deleteEmbeddedDocuments("ActiveEffect", [this.id], options)).includes(this.id) ? this : undefined;
  }

  override toObject(): Record<string, unknown> {
    return { ...super.toObject(), img: this.img, statuses: [...this.statuses] };
  }
}

export interface ActorData<T extends ActorType = ActorType> extends DocumentData {
  type: T;
  prototypeToken?: { width?: number; height?: number; actorLink?: boolean; disposition?: number; bar1?: { attribute: string | null } };
  img?: string;
  system?: SystemInput<ActorSystem<T>>;
  items?: ItemData[];
  effects?: EffectData[];
}

export class StandInActor<T extends ActorType = ActorType> extends SystemDocument<ActorSystem<T>> {
  static override readonly documentName = "Actor";

  /** v13 Actor.implementation: the class the world makes actors of (the system's, once init set it). */
  static get implementation(): typeof StandInActor {
    return (config().Actor.documentClass as typeof StandInActor | undefined) ?? StandInActor;
  }

  /**
   * v13 Document.createDocuments: one trip to the server for the whole list; each becomes a world
   * actor of the system's class (a new id unless `keepId`, and a kept id already in use fails).
   * Each pending actor's `_preCreate`, then the `preCreateActor` hook, may leave it out.
   */
  static async createDocuments(data: Record<string, unknown>[], options: CreateOptions = {}): Promise<StandInActor[]> {
    const { keepId = false } = options;
    serverTrip("Actor.createDocuments");
    const actors = (globalThis as unknown as ConfigDocs).game!.actors!;
    const made = data.map((d) => {
      const { _id, ...rest } = d;
      if (keepId && typeof _id === "string" && actors.has(_id)) throw new Error(`An Actor with the _id [${_id}] already exists`);
      return new StandInActor.implementation((keepId && typeof _id === "string" ? { _id, ...rest } : rest) as unknown as ActorData);
    });
    // v13 runs each new document's _preCreate, then the preCreate hook, on the creating client; false leaves it out
    const user = (globalThis as unknown as { game: { user?: unknown } }).game.user;
    const kept: StandInActor[] = [];
    for (const [i, actor] of made.entries()) {
      if ((await actor._preCreate(data[i] ?? {}, {}, user)) === false) continue;
      if (asksFirst("preCreateActor", [actor, data[i] ?? {}, operation({ renderSheet: false }, options), writerId()], options)) kept.push(actor);
    }
    for (const actor of kept) actors.set(actor.id, actor);
    return kept;
  }

  /** v13 Document.create: createDocuments of one, resolving to the one made. */
  static async create(data: Record<string, unknown>, options: { keepId?: boolean } = {}): Promise<StandInActor | undefined> {
    return (await this.createDocuments([data], options))[0];
  }
  declare readonly type: T;
  readonly items = new StandInCollection<StandInItem>();
  readonly effects = new StandInCollection<StandInActiveEffect>();
  /** Every embedded document deleted, as "Item.id" or "ActiveEffect.id". */
  readonly deleted: string[] = [];

  constructor(data: ActorData<T>, context: DocumentContext = {}) {
    super("Actor", data, context);
    this.prototypeToken = { ...this.prototypeToken, ...data.prototypeToken };
    for (const item of data.items ?? []) this.embedItem(item);
    for (const effect of data.effects ?? []) this.#embedEffect(effect);
  }

  /**
   * The token new tokens of the actor start from; one square by default. Its first bar is the
   * manifest's primaryTokenAttribute, which names none.
   */
  prototypeToken: { width: number; height: number; actorLink: boolean; disposition: number; bar1: { attribute: string | null } } = { width: 1, height: 1, actorLink: true, disposition: 0, bar1: { attribute: null } };

  /** v13 Document#_preCreate: the document's own say before it is created; the base allows it. */
  async _preCreate(_data: object, _options: object, _user: unknown): Promise<boolean | void> {}

  /** v13 Document#updateSource, for the prototype token's fields a pre-create change sets. */
  updateSource(changes: { prototypeToken?: { bar1?: { attribute: string | null } } }): void {
    const bar1 = changes.prototypeToken?.bar1;
    if (bar1) this.prototypeToken = { ...this.prototypeToken, bar1: { ...this.prototypeToken.bar1, ...bar1 } };
  }

  /** A token document for this actor, not yet on a scene (v13 Actor#getTokenDocument). */
  async getTokenDocument(data: TokenData = {}): Promise<StandInTokenDocument> {
    return new StandInTokenDocument({ name: this.name, ...this.prototypeToken, ...data }, this, null);
  }

  /** The statuses of its effects, as v13's Actor#statuses collects them. */
  get statuses(): Set<string> {
    return new Set(this.effects.contents.flatMap((e) => [...e.statuses]));
  }

  /**
   * v13 Actor#temporaryEffects: its applied effects that are temporary, which core draws on the
   * token and in the tracker. An effect with a status counts as temporary (ActiveEffect#isTemporary);
   * the stand-in models no durations.
   */
  get temporaryEffects(): StandInActiveEffect[] {
    return this.effects.contents.filter((e) => e.statuses.size > 0);
  }

  /** The token a synthetic (unlinked) actor stands for; null for a world actor (v13 Actor#token). */
  token: StandInTokenDocument | null = null;

  /** Its tokens on the canvas; `linked` keeps those linked to it (v13 getActiveTokens). */
  getActiveTokens(linked = false, document = false): unknown[] {
    const placed = (globalThis as unknown as ConfigDocs).canvas?.tokens?.placeables ?? [];
    const mine = placed.filter((t) => t.actor === this && (!linked || t.document?.actorLink !== false));
    return document ? mine.map((t) => t.document) : mine;
  }

  /** What creating an embedded Item does, done at once and asking no hook (for setting a test up). */
  embedItem(data: ItemData): StandInItem {
    const item = this.#pendingItem(data);
    this.items.set(item.id, item);
    return item;
  }

  /** An item of the world's class with this actor as its parent, not yet among its items. */
  #pendingItem(data: ItemData): StandInItem {
    const Item = (config().Item.documentClass ?? StandInItem) as typeof StandInItem;
    return new Item(data, { parent: this });
  }

  #embedEffect(data: EffectData): StandInActiveEffect {
    const effect = new StandInActiveEffect(data, { parent: this });
    this.effects.set(effect.id, effect);
    return effect;
  }

  /** Embeds an item made on its own, keeping the test's handle to it (its parent becomes this actor). */
  adoptItem(item: StandInItem): StandInItem {
    const previous = item.parent as StandInActor | null;
    previous?.items.delete(item.id);
    item.parent = this;
    this.items.set(item.id, item);
    return item;
  }

  /**
   * v13 createEmbeddedDocuments: a given `_id` is kept only with `keepId` (document.ts creationData).
   * Each pending document is asked of `preCreate<Name>(doc, data, options, userId)` before it joins
   * the collection; one refused is left out of what is made and returned (the others are made).
   */
  async createEmbeddedDocuments(embeddedName: "Item" | "ActiveEffect", data: (ItemData | EffectData)[], options: CreateOptions = {}): Promise<StandInDocument[]> {
    const made: StandInDocument[] = [];
    const user = writerId();
    for (const d of data) {
      const pending: StandInItem | StandInActiveEffect =
        embeddedName === "Item" ? this.#pendingItem(creationData(d as ItemData, options, this.items, "Item")) : new StandInActiveEffect(creationData(d as EffectData, options, this.effects, "ActiveEffect"), { parent: this });
      if (!asksFirst(`preCreate${embeddedName}`, [pending, d, operation({ renderSheet: false, parent: this }, options), user], options)) continue;
      if (pending instanceof StandInActiveEffect) this.effects.set(pending.id, pending);
      else this.items.set(pending.id, pending);
      made.push(pending);
    }
    return made;
  }

  /**
   * v13 deleteEmbeddedDocuments: each document is asked of `preDelete<Name>(doc, options, userId)`;
   * one refused stays. Returns the ids deleted (v13 gives the deleted documents; nothing here reads them).
   */
  async deleteEmbeddedDocuments(embeddedName: "Item" | "ActiveEffect", ids: string[], options: { noHook?: boolean } = {}): Promise<string[]> {
    const collection: StandInCollection<StandInDocument> = embeddedName === "Item" ? this.items : this.effects;
    const user = writerId();
    const gone = ids.filter((id) => {
      const doc = collection.get(id);
      if (!doc || !asksFirst(`preDelete${embeddedName}`, [doc, operation({ parent: this }, options), user], options)) return false;
      return collection.delete(id);
    });
    this.deleted.push(...gone.map((id) => `${embeddedName}.${id}`));
    return gone;
  }

  /**
   * v13: adds or removes the status's effect; `active` forces one way. The effect is created or
   * deleted as every other effect is, so its pre-hooks are asked; undefined when one refuses.
   */
  async toggleStatusEffect(statusId: string, { active }: { active?: boolean } = {}): Promise<boolean | undefined> {
    const existing = this.effects.find((e) => e.statuses.has(statusId));
    const wanted = active ?? !existing;
    if (wanted && !existing && (await this.createEmbeddedDocuments("ActiveEffect", [{ name: statusId, statuses: [statusId] }])).length === 0) return undefined;
    if (!wanted && existing && !(await existing.delete())) return undefined;
    return wanted;
  }

  override toObject(): Record<string, unknown> {
    return { ...super.toObject(), prototypeToken: { ...this.prototypeToken }, items: this.items.map((i) => i.toObject()), effects: this.effects.map((e) => e.toObject()) };
  }
}

/** Writes a change into flags with Foundry's merge rules (used by combat and token stand-ins). */
export { mergeWithDeletions };
