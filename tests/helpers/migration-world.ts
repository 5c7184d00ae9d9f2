/**
 * A world for the migration runner, with what v13 stores and refuses: actors with embedded
 * items, items, scenes whose tokens keep an actor delta (partial `system`, its own items, base
 * items it deletes as tombstones), compendium packs owned by the world or by a package, locked or
 * not, and the world setting. A write replaces `system` as `recursive: false` does, is checked
 * against the type's field description (bounds and joint rules, as the data model would) and is
 * refused in a locked pack; a delta's `system` is an ObjectField and is stored unchecked. A
 * document can be told to fail its next writes, as a busy server would.
 */
import { validateData, type FieldsSpec } from "../../src/core/schema";
import { RULESET_DEFINITIONS, SHARED_DOCUMENT_TYPES } from "../../src/rulesets/definitions";
import type { Recorded } from "./foundry-stubs";

type System = Record<string, unknown>;

const SPECS = new Map<string, FieldsSpec>(
  [...RULESET_DEFINITIONS.flatMap((d) => d.documentTypes), ...SHARED_DOCUMENT_TYPES].map((t) => [`${t.documentName}.${t.type}`, t.schema]),
);

export interface StoredDoc {
  readonly uuid: string;
  readonly id: string;
  /** What the database holds. */
  readonly source: { system: System };
  /** Writes that reached the database. */
  readonly writes: System[];
  /** Writes still to refuse, as a transient failure. */
  failNext: number;
}

interface DocOptions {
  documentName: "Actor" | "Item" | "ActorDelta";
  uuid: string;
  type: string | null;
  system: System;
  pack?: PackStandIn;
}

function defineOwn(target: object, values: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(values)) Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

function makeDoc(base: { prototype: object }, options: DocOptions): StoredDoc & Record<string, unknown> {
  const doc = Object.create(base.prototype) as StoredDoc & Record<string, unknown>;
  // own properties, defined rather than assigned, so they stand in front of the stand-in
  // documents' accessors (uuid, id, ...) on the prototype
  defineOwn(doc, {
    uuid: options.uuid,
    id: options.uuid.split(".").pop(),
    documentName: options.documentName,
    type: options.type,
    source: { system: structuredClone(options.system) },
    writes: [],
    failNext: 0,
    toObject(this: StoredDoc) {
      return structuredClone(this.source);
    },
    async update(this: StoredDoc, changes: { system: System }, op: { diff?: boolean; recursive?: boolean }) {
      if (options.pack?.locked) throw new Error(`You may not modify the locked compendium ${options.pack.collection}`);
      if (this.failNext > 0) {
        this.failNext--;
        throw new Error(`The server did not answer the update of ${this.uuid}`);
      }
      const system = op.recursive === false ? structuredClone(changes.system) : { ...this.source.system, ...structuredClone(changes.system) };
      const spec = options.documentName === "ActorDelta" ? undefined : SPECS.get(`${options.documentName}.${options.type}`);
      const problems = spec ? validateData(spec, system) : [];
      if (problems.length) throw new Error(`${this.uuid} validation errors: ${problems.map((p) => `${p.path} ${p.message}`).join("; ")}`);
      this.source.system = system;
      this.writes.push(structuredClone(system));
      return this;
    },
  });
  return doc;
}

export interface PackStandIn {
  readonly collection: string;
  readonly documentName: "Actor" | "Item" | "Scene";
  readonly metadata: { packageType: "world" | "system" | "module" };
  locked: boolean;
  /** Every locked state the pack was configured to, in order. */
  readonly lockHistory: boolean[];
  readonly docs: unknown[];
  reads: number;
  configure(config: { locked?: boolean }): Promise<object>;
  getDocuments(): Promise<unknown[]>;
}

export interface ItemData {
  id: string;
  type: string;
  system: System;
}

export interface TokenData {
  id: string;
  actorLink: boolean;
  baseActor: (StoredDoc & { type: string; items: StoredDoc[] }) | null;
  /** The delta's own `system` (only the fields it overrides) and the items it holds itself. */
  delta?: { system: System; items?: ItemData[]; tombstones?: string[] };
}

export interface MigrationWorld {
  actor(id: string, type: string, system: System, items?: ItemData[], pack?: PackStandIn): StoredDoc & { type: string; items: StoredDoc[] };
  item(id: string, type: string, system: System, pack?: PackStandIn): StoredDoc;
  scene(id: string, tokens: TokenData[], pack?: PackStandIn): { deltas: StoredDoc[]; deltaItems: StoredDoc[] };
  pack(name: string, documentName: PackStandIn["documentName"], packageType: PackStandIn["metadata"]["packageType"], locked: boolean): PackStandIn;
  /** Notifications shown, as [type, key or text]. */
  readonly notes: [string, string][];
  /** The data version recorded in the world setting. */
  version(): number;
}

export function installMigrationWorld(rec: Recorded, { activeGM = true }: { activeGM?: boolean } = {}): MigrationWorld {
  const g = globalThis as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design
  g.Scene ??= class Scene {};
  const actors: unknown[] = [];
  const items: unknown[] = [];
  const scenes: unknown[] = [];
  const packs: PackStandIn[] = [];
  const notes: [string, string][] = [];
  g.game.actors = { contents: actors };
  g.game.items = { contents: items };
  g.game.scenes = { contents: scenes };
  g.game.packs = packs;
  g.game.user = { isActiveGM: activeGM, isGM: true };
  g.game.settings.set = async (ns: string, key: string, value: unknown) => void rec.settingValues.set(`${ns}.${key}`, value);
  g.game.i18n = { localize: (k: string) => k, format: (k: string, d: object) => `${k} ${JSON.stringify(d)}` };
  g.ui = { notifications: { info: (m: string) => void notes.push(["info", m]), warn: (m: string) => void notes.push(["warn", m]), error: (m: string) => void notes.push(["error", m]) } };

  const prefix = (pack?: PackStandIn) => (pack ? `Compendium.${pack.collection}.` : "");
  const world: MigrationWorld = {
    actor(id, type, system, embedded = [], pack) {
      const uuid = `${prefix(pack)}Actor.${id}`;
      const actor = makeDoc(g.Actor, { documentName: "Actor", uuid, type, system, pack }) as unknown as StoredDoc & { type: string; items: StoredDoc[] };
      actor.items = embedded.map((i) => makeDoc(g.Item, { documentName: "Item", uuid: `${uuid}.Item.${i.id}`, type: i.type, system: i.system, pack }));
      (pack ? pack.docs : actors).push(actor);
      return actor;
    },
    item(id, type, system, pack) {
      const item = makeDoc(g.Item, { documentName: "Item", uuid: `${prefix(pack)}Item.${id}`, type, system, pack });
      (pack ? pack.docs : items).push(item);
      return item;
    },
    scene(id, tokens, pack) {
      const sceneUuid = `${prefix(pack)}Scene.${id}`;
      const deltas: StoredDoc[] = [];
      const deltaItems: StoredDoc[] = [];
      const tokenDocs = tokens.map((t) => {
        const uuid = `${sceneUuid}.Token.${t.id}`;
        let delta = null;
        if (t.delta) {
          const d = makeDoc(g.ActorDelta ?? Object, { documentName: "ActorDelta", uuid: `${uuid}.ActorDelta.${t.id}`, type: null, system: t.delta.system, pack });
          const own = (t.delta.items ?? []).map((i) => makeDoc(g.Item, { documentName: "Item", uuid: `${uuid}.ActorDelta.${t.id}.Item.${i.id}`, type: i.type, system: i.system, pack }));
          const tombstones = new Set(t.delta.tombstones ?? []);
          const ownIds = new Set(own.map((i) => i.id));
          // The synthetic view: the delta's own items and the base items it does not delete.
          const view = [...own, ...(t.baseActor?.items ?? []).filter((i) => !tombstones.has(i.id) && !ownIds.has(i.id))];
          d.items = Object.assign(view, {
            manages: (itemId: string) => ownIds.has(itemId) || tombstones.has(itemId),
            isTombstone: (itemId: string) => tombstones.has(itemId),
          });
          deltas.push(d);
          deltaItems.push(...own);
          delta = d;
        }
        return { id: t.id, uuid, actorLink: t.actorLink, baseActor: t.baseActor, delta };
      });
      const scene = Object.assign(Object.create(g.Scene.prototype), { uuid: sceneUuid, id, tokens: { contents: tokenDocs } });
      (pack ? pack.docs : scenes).push(scene);
      return { deltas, deltaItems };
    },
    pack(name, documentName, packageType, locked) {
      const pack: PackStandIn = {
        collection: `${packageType === "world" ? "world" : "starskirmish"}.${name}`,
        documentName,
        metadata: { packageType },
        locked,
        lockHistory: [],
        docs: [],
        reads: 0,
        async configure(config) {
          if (config.locked !== undefined) {
            pack.locked = config.locked;
            pack.lockHistory.push(config.locked);
          }
          return {};
        },
        async getDocuments() {
          pack.reads++;
          return [...pack.docs];
        },
      };
      packs.push(pack);
      return pack;
    },
    notes,
    version: () => Number(rec.settingValues.get("starskirmish.migrationVersion") ?? 0),
  };
  return world;
}
