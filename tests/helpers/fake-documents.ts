/**
 * Stand-in actors, effects and chat messages with just the surface the glue uses: effect
 * collections, flags, update and delete. They check nothing Foundry would; they record.
 */

export class FakeEffect {
  id: string;
  statuses: Set<string>;
  flags: Record<string, Record<string, unknown>>;
  img: string;
  name: string;
  constructor(
    public parent: FakeActor,
    data: { _id: string; statuses: string[]; flags?: Record<string, Record<string, unknown>>; img: string; name: string },
  ) {
    this.id = data._id;
    this.statuses = new Set(data.statuses);
    this.flags = structuredClone(data.flags ?? {});
    this.img = data.img;
    this.name = data.name;
  }
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }
  async update(data: { img?: string; flags?: Record<string, Record<string, unknown>> }): Promise<this> {
    if (data.img) this.img = data.img;
    for (const [scope, values] of Object.entries(data.flags ?? {})) this.flags[scope] = { ...this.flags[scope], ...values };
    return this;
  }
  async delete(): Promise<void> {
    this.parent.effects.delete(this.id);
  }
}

class EffectCollection extends Map<string, FakeEffect> {
  find(fn: (e: FakeEffect) => boolean): FakeEffect | undefined {
    return [...this.values()].find(fn);
  }
  override [Symbol.iterator]() {
    return this.values() as unknown as MapIterator<[string, FakeEffect]>;
  }
}

/** CONST.DOCUMENT_OWNERSHIP_LEVELS (fvtt-types common/constants.d.mts). */
const OWNERSHIP_LEVELS: Record<string, number> = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 };

export function makeFakeActorClass(Base: new () => object) {
  return class FakeActor extends Base {
    effects = new EffectCollection();
    #ownerSetByTest: boolean | undefined;
    /** v13: whether the current user owns it; a test may still set it outright. */
    get isOwner(): boolean {
      const user = (globalThis as { game?: { user?: { id?: string; isGM?: boolean } } }).game?.user;
      return this.#ownerSetByTest ?? (user ? this.testUserPermission(user, "OWNER") : true);
    }
    set isOwner(value: boolean) {
      this.#ownerSetByTest = value;
    }
    /** Who owns it, by user id (v13 `ownership`); the tests' usual player owns their actors. */
    ownership: Record<string, number> = { default: 0, player1: 3 };
    /** v13 Document#testUserPermission: a GM passes; anyone else by his level or the default. */
    testUserPermission(user: { id?: string | null; isGM?: boolean }, permission: string | number): boolean {
      if (user.isGM) return true;
      const needed = typeof permission === "number" ? permission : (OWNERSHIP_LEVELS[permission] ?? 3);
      return (this.ownership[user.id ?? ""] ?? this.ownership.default ?? 0) >= needed;
    }
    constructor(
      public uuid = "Actor.fake",
      public name = "Fake",
    ) {
      super();
    }
  };
}
export type FakeActor = InstanceType<ReturnType<typeof makeFakeActorClass>>;

/** ActiveEffect.implementation.create for fake actors; refuses to make a second effect with an id. */
export function installEffectCreation(): { creations: number } {
  const counter = { creations: 0 };
  const g = globalThis as Record<string, unknown>;
  (g.ActiveEffect as Record<string, unknown>).implementation = {
    async create(data: ConstructorParameters<typeof FakeEffect>[1], { parent, keepId }: { parent: FakeActor; keepId: boolean }) {
      if (!keepId) throw new Error("marker effects must keep their static id");
      if (parent.effects.has(data._id)) throw new Error(`duplicate effect ${data._id}`);
      counter.creations++;
      const effect = new FakeEffect(parent, data);
      parent.effects.set(effect.id, effect);
      return effect;
    },
  };
  return counter;
}
