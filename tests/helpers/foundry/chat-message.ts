/**
 * ChatMessage as v13 makes it (client/documents/chat-message.d.mts): `create(data)` builds the
 * message's `system` from CONFIG.ChatMessage.dataModels[type] (so a card whose data its model
 * refuses fails to post, as in Foundry), the author is the user who posted it, an owner is its
 * author or a GM, and the message joins game.messages. A whispered message (`whisper`, user ids) is
 * visible only to its author, its recipients and GMs (`visible`, client/documents/chat-message.d.mts).
 */
import type { DataModel } from "./data-model";
import { StandInDocument, creationData, type CreateOptions, type DocumentData, currentUser, OWNERSHIP } from "./document";
import { StandInCollection } from "./collection";
import { onClientOf } from "./client-context";

export interface MessageData extends DocumentData {
  type?: string;
  /** The author's user id; a player may only name himself. */
  author?: string;
  content?: string;
  speaker?: object;
  rolls?: RollLike[];
  system?: object;
  /** User ids it is whispered to; empty for everyone. */
  whisper?: string[];
}

/** What a card's tests read of its Rolls. */
export interface RollLike {
  readonly formula: string;
  readonly total?: number | undefined;
}

interface Globals {
  CONFIG: { ChatMessage: { dataModels: Record<string, unknown> } };
  game: { messages?: StandInCollection<StandInChatMessage>; users?: { get?(id: string): { id: string; isGM: boolean } | undefined } };
}
const globals = () => globalThis as unknown as Globals;

export class StandInChatMessage<S = unknown> extends StandInDocument {
  static override readonly documentName = "ChatMessage";
  readonly type: string;
  content: string;
  speaker: object;
  rolls: RollLike[];
  readonly whisper: string[];
  readonly #authorId: string | null;
  system: S;

  constructor(data: MessageData, id: string) {
    super({ ...data, _id: id });
    this.type = data.type ?? "base";
    this.content = data.content ?? "";
    this.speaker = data.speaker ?? {};
    this.rolls = data.rolls ?? [];
    this.whisper = [...(data.whisper ?? [])];
    const user = currentUser();
    // v13: the author is the user who creates the message; the server refuses a player naming another.
    if (user && !user.isGM && data.author !== undefined && data.author !== user.id) throw new Error("You cannot impersonate a different user");
    this.#authorId = data.author ?? user?.id ?? null;
    const Model = globals().CONFIG.ChatMessage.dataModels[this.type] as (new (data: object, context: { parent: object }) => DataModel) | undefined;
    this.system = (Model ? new Model(structuredClone(data.system ?? {}), { parent: this }) : structuredClone(data.system ?? {})) as S;
  }

  /** The User who wrote it, as the world's users know him. */
  get author(): { id: string; isGM: boolean } | null {
    if (this.#authorId === null) return null;
    return globals().game.users?.get?.(this.#authorId) ?? { id: this.#authorId, isGM: false };
  }

  /** v13: whether the current user sees it: not whispered, or he wrote it, receives it or is a GM. */
  get visible(): boolean {
    const user = currentUser();
    if (this.whisper.length === 0 || !user) return true;
    return user.isGM || user.id === this.author?.id || this.whisper.includes(user.id);
  }

  /** v13: the author owns the message, and a GM owns every message. */
  override getUserLevel(user = currentUser()): number {
    if (!user) return OWNERSHIP.NONE;
    return user.isGM || user.id === this.author?.id ? OWNERSHIP.OWNER : OWNERSHIP.OBSERVER;
  }

  override async delete(): Promise<this> {
    globals().game.messages?.delete(this.id);
    return this;
  }

  protected override _applyUpdate(changes: Record<string, unknown>, options: { recursive?: boolean }): void {
    const { system, ...rest } = changes;
    if (system !== undefined) {
      const model = this.system as unknown as DataModel;
      if (typeof model?.updateSource === "function") model.updateSource(system as Record<string, unknown>);
      else this.system = system as S;
    }
    super._applyUpdate(rest, options);
  }
}

/**
 * Fires a document hook as v13 does after a creation: on every connected client, each with its own
 * `game.user`, so the active GM's client hears it as well as the author's.
 */
function fireOnEveryClient(hook: string, ...args: unknown[]): void {
  const g = globalThis as unknown as { Hooks?: { callAll(name: string, ...a: unknown[]): unknown }; game: { user?: unknown; users?: { contents: { active?: boolean }[] } } };
  if (!g.Hooks) return;
  const hooks = g.Hooks;
  // each client hears it as its own user, through every await of what its hooks start
  for (const user of g.game.users?.contents.filter((u) => u.active !== false) ?? [g.game.user]) onClientOf(user, () => hooks.callAll(hook, ...args));
}

/**
 * ChatMessage.implementation: posts into game.messages, ids m0, m1, ... in order. A given `_id` is
 * kept only with `keepId`, as every v13 creation does (document.ts creationData).
 */
export function chatMessageImplementation(messages: StandInCollection<StandInChatMessage>, onCreate: (message: StandInChatMessage) => void = () => undefined) {
  // cards count m0, m1...; requests to the GM (deleted once carried out) count apart
  const counts = { card: 0, request: 0 };
  return {
    getSpeaker: ({ actor }: { actor?: { id?: string; name?: string } | null } = {}) => (actor ? { actor: actor.id, alias: actor.name } : {}),
    async create(data: MessageData, options: CreateOptions = {}): Promise<StandInChatMessage> {
      const given = creationData(data, options, messages, "ChatMessage");
      const id = given._id ?? (data.type === "gmRequest" ? `r${counts.request++}` : `m${counts.card++}`);
      const message = new StandInChatMessage(given, id);
      messages.set(message.id, message);
      onCreate(message);
      // v13 createChatMessage hook: (document, options, userId), the options the creation was given
      fireOnEveryClient("createChatMessage", message, options, message.author?.id ?? "");
      return message;
    },
  };
}
