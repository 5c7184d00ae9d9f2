/**
 * What the migration runner changes: every stored document whose `system` data a step may
 * touch. World actors with their items, world items, and each unlinked token's overrides (its
 * actor delta: only the fields it overrides, and the items it holds itself). The same reading
 * serves the documents of a world compendium.
 */

/** One stored `system` the runner may rewrite. */
export interface MigrationTarget {
  readonly documentName: "Actor" | "Item";
  readonly type: string;
  readonly uuid: string;
  /** The stored data as it is now, read again on every attempt; null when there is none. */
  source(): Record<string, unknown> | null;
  write(system: Record<string, unknown>): Promise<unknown>;
}

/** What the runner needs of an actor, an item or an actor delta. */
interface StoredDocument {
  readonly uuid: string;
  toObject(): unknown;
  update(changes: { system: Record<string, unknown> }, options: { diff: boolean; recursive: boolean }): Promise<unknown>;
}
interface TypedDocument extends StoredDocument {
  readonly type: string;
}
interface StoredActor extends TypedDocument {
  readonly items: Iterable<TypedDocument>;
}

function storedSystem(doc: StoredDocument): Record<string, unknown> | null {
  const system = (doc.toObject() as { system?: unknown }).system;
  return typeof system === "object" && system !== null && !Array.isArray(system) ? (system as Record<string, unknown>) : null;
}

/** The whole `system` is replaced (not merged), so a field a step renamed or dropped is gone. */
function target(documentName: "Actor" | "Item", type: string, doc: StoredDocument): MigrationTarget {
  return {
    documentName,
    type,
    uuid: doc.uuid,
    source: () => storedSystem(doc),
    write: (system) => doc.update({ system }, { diff: false, recursive: false }),
  };
}

export function itemTarget(item: TypedDocument): MigrationTarget {
  return target("Item", item.type, item);
}

export function actorTargets(actor: StoredActor): MigrationTarget[] {
  return [target("Actor", actor.type, actor), ...[...actor.items].map(itemTarget)];
}

/**
 * An unlinked token's overrides: its delta's `system` read as its base actor's type, and the items
 * the delta holds itself (not those it inherits from the base actor, which migrate with it).
 * A linked token changes its actor directly and keeps nothing of its own.
 */
export function tokenTargets(token: TokenDocument.Implementation): MigrationTarget[] {
  const delta = token.delta;
  const type = delta?.type ?? token.baseActor?.type;
  if (token.actorLink || !delta || !type) return [];
  const own = delta.items.filter((item) => item.id !== null && delta.items.manages(item.id) && !delta.items.isTombstone(item.id));
  return [target("Actor", type, delta), ...own.map(itemTarget)];
}

export function sceneTargets(scene: Scene.Implementation): MigrationTarget[] {
  return scene.tokens.contents.flatMap(tokenTargets);
}

/** Every world document the steps may touch: actors and their items, items, tokens' overrides. */
export function worldTargets(): MigrationTarget[] {
  return [
    ...(game.actors?.contents ?? []).flatMap(actorTargets),
    ...(game.items?.contents ?? []).map(itemTarget),
    ...(game.scenes?.contents ?? []).flatMap(sceneTargets),
  ];
}
