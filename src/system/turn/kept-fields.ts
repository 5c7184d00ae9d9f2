/**
 * Fields only the GM changes in play. v13 lets a document's owner write any field of it, flags
 * included, but some are facts the rules read that only the GM, or a move the GM's client judges,
 * may set: a token's side in a battle (turn/side-guard.ts), a StarMarines soldier's ride
 * (rulesets/starmarines/turn/ride-guard.ts), the sheet facts a rule set names (kept-sheet.ts), the
 * markers of results (markers/kept-markers.ts). Each is registered here once, on a token or on
 * an actor, with how to read it, when a player's change of it stands and how to write it back; this
 * module keeps the memory and the hooks for all of them.
 *
 * Each GM's client remembers each field as it last saw it, not only the active GM's, so a GM who
 * becomes the active one knows them: at ready, as a document is made, as a scene is brought in
 * after ready (its tokens make no createToken; scene-arrival.ts), as an adventure imported again
 * replaces scenes and actors (with no hook; scene-arrival.ts), as a combatant joins and at each
 * change that stands. A document deleted is forgotten. A non-GM user's change that does not stand
 * is not noted: the active GM's client writes the value back and tells the GM once; that write
 * comes back to every GM's client as a change of the GM's own, and is noted then. A player's own
 * client may refuse the change before it is written (the preUpdate hook), so an honest client
 * never shows the wrong value for a moment; a hostile one may skip that, and is put back. An
 * unlinked token's actor is an actor of its own (v13 fires the actor hooks for it), remembered
 * apart from the one it was made from. A field may read an actor's effects or items (the kept
 * markers, markers/kept-markers.ts; the kept sheet, kept-sheet.ts): a change of one of them is
 * judged as a change of the actor.
 *
 * Kept in the start-up module, for every rule set at once, and not in a rule set's table: the value
 * before a change must be taken at the hook, before a table still loading would let the next
 * change through unseen (as the facings are, turn/facing-memory.ts). Memory only: a GM's client
 * that reloads notes the values again at ready. Register every field during init, before ready.
 */
import { warn } from "../notify";
import { onActorsReplaced, onSceneTokensArrive } from "./scene-arrival";

type Token = TokenDocument.Implementation;
type Actor = Actor.Implementation;

/** One field (or a few that go together) of a document that only the GM changes in play. */
export interface KeptField<D, V> {
  /** What the console names when a write-back fails ("a token's side"). */
  readonly what: string;
  /** The value now, copied where it is an object: the stored one may change under the memory. */
  read(doc: D): V;
  /**
   * The value a document the memory never saw counts as having, or undefined: such a change cannot
   * be put back, and is noted as it stands.
   */
  readonly unseen?: V;
  /**
   * Whether a player's change of the value stands, from the document after it, the change (empty
   * for a change of an embedded effect) and the value remembered before it.
   */
  stands(doc: D, changed: Record<string, unknown>, before: V): boolean;
  /** The update of the document itself that writes `before` back over `now`. */
  putBack?(now: V, before: V): Record<string, unknown>;
  /**
   * Writes `before` back by some other way than an update of the document itself, for a value its
   * embedded documents hold (the kept markers, markers/kept-markers.ts); used instead of putBack.
   */
  restore?(doc: D, now: V, before: V): Promise<unknown>;
  /** The GM's notice of a change put back: its key, given `user` and `name` (escaped by warn). */
  readonly keptNotice: string;
  /**
   * On the player's own client, before the change is written: the notice of a refusal, given
   * `name`, or null to let it through. A field without it is only put back.
   */
  refusal?(doc: D, changed: Record<string, unknown>): string | null;
}

interface Registered<D> {
  readonly field: KeptField<D, unknown>;
  readonly seen: Map<string, unknown>;
}

/** Where a kind of document keeps its fields, and how one is named in the memory. */
interface Keeper<D extends Token | Actor> {
  readonly fields: Registered<D>[];
  key(doc: D): string | null;
}

// by uuid: a token's id is unique only within its scene, and a duplicated scene's tokens keep theirs
const tokens: Keeper<Token> = { fields: [], key: (token) => (token.id ? token.uuid : null) };
// an unlinked token's actor shares its id with the actor it was made from; its uuid is its own
const actors: Keeper<Actor> = { fields: [], key: (actor) => actor.uuid };

/** Stored data compared as stored: the same JSON is the same value. */
export const sameStored = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function note<D extends Token | Actor>(keeper: Keeper<D>, doc: D | null | undefined, { unseenOnly = false } = {}): void {
  const key = doc ? keeper.key(doc) : null;
  if (!doc || !key) return;
  for (const { field, seen } of keeper.fields) if (!unseenOnly || !seen.has(key)) seen.set(key, field.read(doc));
}

function forget<D extends Token | Actor>(keeper: Keeper<D>, doc: D): void {
  const key = keeper.key(doc);
  if (key) for (const { seen } of keeper.fields) seen.delete(key);
}

/** The update hook, on each GM's client: each field's change is noted, or put back. */
function keep<D extends Token | Actor>(keeper: Keeper<D>, doc: D, changed: Record<string, unknown>, userId: string): void {
  const key = keeper.key(doc);
  if (!game.user?.isGM || !key) return;
  const byPlayer = game.users?.get(userId)?.isGM === false;
  for (const { field, seen } of keeper.fields) {
    const now = field.read(doc);
    const before = seen.has(key) ? seen.get(key) : field.unseen;
    if (!byPlayer || before === undefined || sameStored(now, before) || field.stands(doc, changed, before)) {
      seen.set(key, now);
      continue;
    }
    if (!game.user.isActiveGM) continue;
    track(putBack(doc, field, now, before).catch((err: unknown) => console.error(`Star Skirmish: ${field.what} could not be put back`, err)));
    warn(field.keptNotice, { user: game.users?.get(userId)?.name ?? "", name: doc.name ?? "" });
  }
}

/** Put-backs this client has begun and not yet seen written. */
const inFlight = new Set<Promise<unknown>>();

function track(work: Promise<unknown>): void {
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
}

/**
 * Resolves once every put-back begun so far is written (or has failed). A hostile client may write
 * a kept value and send a GM request at once: the write reaches the GM's client first, but its
 * put-back is a round trip of its own, so a request judged at once would read the value written.
 * The GM request module waits on this before it carries a request out (gm-request.ts).
 */
export async function keptFieldsSettled(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/** Writes the value remembered back, by the field's own way or by an update of the document. */
async function putBack<D extends Token | Actor>(doc: D, field: KeptField<D, unknown>, now: unknown, before: unknown): Promise<unknown> {
  if (field.restore) return field.restore(doc, now, before);
  if (!field.putBack) throw new Error("a kept field says neither how to put it back nor how to restore it");
  // each document kind's update takes its own data; the put-back is the field's, for its kind
  return (doc.update as (data: Record<string, unknown>) => Promise<unknown>)(field.putBack(now, before));
}

/** The preUpdate hook, on the client making the change: a player's change a field refuses is not written. */
function refuse<D extends Token | Actor>(keeper: Keeper<D>, doc: D, changed: Record<string, unknown>): boolean {
  if (game.user?.isGM !== false) return true;
  for (const { field } of keeper.fields) {
    const notice = field.refusal?.(doc, changed);
    if (notice) {
      warn(notice, { name: doc.name ?? "" });
      return false;
    }
  }
  return true;
}

/** Every actor a GM's client can see at ready: the world's, and each unlinked token's own. */
function* actorsAtReady(): Generator<Actor> {
  // the world collection is typed with the stored actor, which the configured class extends
  yield* (game.actors?.contents ?? []) as Actor[];
  for (const scene of game.scenes ?? []) for (const token of scene.tokens) if (!token.actorLink && token.actor) yield token.actor;
}

/** A token as it is made or brought in with its scene, and an unlinked token's own actor. */
function noteToken(token: Token): void {
  note(tokens, token);
  if (!token.actorLink) note(actors, token.actor);
}

let watching = false;

function watch(): void {
  watching = true;
  const gm = () => game.user?.isGM === true;
  Hooks.once("ready", () => {
    if (!gm()) return;
    for (const scene of game.scenes ?? []) for (const token of scene.tokens) note(tokens, token);
    for (const actor of actorsAtReady()) note(actors, actor);
  });
  Hooks.on("preUpdateToken", (token, changed) => refuse(tokens, token, changed as Record<string, unknown>));
  Hooks.on("preUpdateActor", (actor, changed) => refuse(actors, actor, changed as Record<string, unknown>));
  Hooks.on("updateToken", (token, changed, _options, userId) => keep(tokens, token, changed as Record<string, unknown>, userId));
  Hooks.on("updateActor", (actor, changed, _options, userId) => keep(actors, actor, changed as Record<string, unknown>, userId));
  // an actor's effects and items are its own embedded documents: each change of one is a change of
  // the actor's fields that read them (v13 fires these after the actor's collection holds the change)
  const embeddedChanged = (doc: ActiveEffect.Implementation | Item.Implementation, userId: string) => {
    const parent = doc.parent;
    if (parent instanceof Actor) keep(actors, parent as Actor, {}, userId);
  };
  Hooks.on("createActiveEffect", (effect, _options, userId) => embeddedChanged(effect, userId));
  Hooks.on("updateActiveEffect", (effect, _changed, _options, userId) => embeddedChanged(effect, userId));
  Hooks.on("deleteActiveEffect", (effect, _options, userId) => embeddedChanged(effect, userId));
  Hooks.on("createItem", (item, _options, userId) => embeddedChanged(item, userId));
  Hooks.on("updateItem", (item, _changed, _options, userId) => embeddedChanged(item, userId));
  Hooks.on("deleteItem", (item, _options, userId) => embeddedChanged(item, userId));
  Hooks.on("createToken", (token) => {
    if (gm()) noteToken(token);
  });
  onSceneTokensArrive(noteToken);
  onActorsReplaced((actor) => note(actors, actor));
  Hooks.on("createActor", (actor) => {
    if (gm()) note(actors, actor);
  });
  // a combatant's token or actor not yet seen; one seen keeps its memory, which may be a value being put back
  Hooks.on("createCombatant", (combatant) => {
    if (!gm()) return;
    note(tokens, combatant.token, { unseenOnly: true });
    note(actors, combatant.actor, { unseenOnly: true });
  });
  Hooks.on("deleteToken", (token) => {
    forget(tokens, token);
    if (!token.actorLink && token.actor) forget(actors, token.actor);
  });
  Hooks.on("deleteActor", (actor) => forget(actors, actor));
}

/** Keeps a token's field for the GM; during init. The hooks are registered with the first field. */
export function keepTokenField<V>(field: KeptField<Token, V>): void {
  if (!watching) watch();
  tokens.fields.push({ field: field as KeptField<Token, unknown>, seen: new Map() });
}

/** Keeps an actor's field for the GM; during init. The hooks are registered with the first field. */
export function keepActorField<V>(field: KeptField<Actor, V>): void {
  if (!watching) watch();
  actors.fields.push({ field: field as KeptField<Actor, unknown>, seen: new Map() });
}

/** How many documents each field remembers, tokens' fields then actors', in the order registered: a test reads it. */
export function keptMemorySizes(): { tokens: number[]; actors: number[] } {
  return { tokens: tokens.fields.map((f) => f.seen.size), actors: actors.fields.map((f) => f.seen.size) };
}
