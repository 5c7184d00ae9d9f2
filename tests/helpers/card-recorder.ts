/**
 * Chat messages as v13 makes them, for what the system posts and reads: `create` builds `system`
 * from the sub-type's registered data model (CONFIG.ChatMessage.dataModels[type]); the author is
 * the user who creates it, and a player naming anyone else is refused as the server refuses him
 * (V13-FACTS.md Q3); `author` reads as that User; messages can be updated and deleted, and found
 * through game.messages. Template rendering is recorded with its context.
 */

export interface RecordedMessage {
  id: string;
  type: string;
  author: { id: string; isGM: boolean } | undefined;
  system: Record<string, unknown>;
  whisper: string[];
  rolls: unknown[];
  content: string;
  update(change: { system?: object }): Promise<void>;
  delete(): Promise<void>;
  // the rest of what the system passed to create (speaker, flags...), kept as given
  [key: string]: unknown;
}

export interface CardRecorder {
  /** Posted cards (and other non-request messages), oldest first. */
  messages: RecordedMessage[];
  /** GM requests still waiting (each is deleted once carried out). */
  requests: RecordedMessage[];
  /** Every template rendered, with its context. */
  rendered: { path: string; context: Record<string, unknown> }[];
}

interface Globals {
  foundry: { applications: { handlebars: { renderTemplate: (path: string, context: object) => Promise<string> } } };
  ChatMessage: { implementation?: unknown };
  CONFIG: { ChatMessage: { dataModels: Record<string, new () => object> } };
  game: {
    user?: { id: string; isGM: boolean };
    users?: { get(id: string): { id: string; isGM: boolean } | undefined };
    messages?: { get(id: string): RecordedMessage | undefined };
  };
}

/**
 * Fires a document hook as v13 does after a creation: on every connected client, each with its own
 * `game.user` (the users stand-in's active users), or on this client alone when none are installed.
 */
function fireOnEveryClient(hook: string, ...args: unknown[]): void {
  const g = globalThis as unknown as { Hooks: { callAll(name: string, ...a: unknown[]): unknown }; game: { user?: unknown; users?: { contents?: { active: boolean }[] } } };
  const clients = g.game.users?.contents?.filter((u) => u.active);
  if (!clients) {
    g.Hooks.callAll(hook, ...args);
    return;
  }
  const own = g.game.user;
  try {
    for (const user of clients) {
      g.game.user = user;
      g.Hooks.callAll(hook, ...args);
    }
  } finally {
    g.game.user = own;
  }
}

/** `fallbackAuthor` authors messages when the test has set no game.user. */
export function installCardRecorder(_cardData?: unknown, fallbackAuthor = "player1"): CardRecorder {
  const g = globalThis as unknown as Globals;
  const rec: CardRecorder = { messages: [], requests: [], rendered: [] };
  let requestCount = 0;
  g.foundry.applications.handlebars.renderTemplate = async (path, context) => {
    rec.rendered.push({ path, context: context as Record<string, unknown> });
    return "<p>card</p>";
  };
  g.ChatMessage.implementation = {
    getSpeaker: () => ({}),
    async create(data: { type?: string; author?: string; system?: object; whisper?: string[]; rolls?: unknown[]; content?: string }) {
      const user = g.game.user;
      const authorId = data.author ?? user?.id ?? fallbackAuthor;
      if (user && !user.isGM && authorId !== user.id) throw new Error("You cannot impersonate a different user");
      const type = data.type ?? "base";
      const Model = g.CONFIG.ChatMessage.dataModels[type];
      if (type !== "base" && !Model) throw new Error(`Unknown ChatMessage type "${type}"`);
      const system = Object.assign(Model ? new Model() : {}, data.system) as Record<string, unknown>;
      const isRequest = type === "gmRequest";
      const list = isRequest ? rec.requests : rec.messages;
      const id = isRequest ? `r${requestCount++}` : `m${rec.messages.length}`;
      const message: RecordedMessage = {
        ...data,
        id,
        type,
        get author() {
          return g.game.users?.get(authorId) ?? { id: authorId, isGM: false };
        },
        system,
        whisper: data.whisper ?? [],
        rolls: data.rolls ?? [],
        content: data.content ?? "",
        async update(change) {
          Object.assign(system, change.system);
        },
        async delete() {
          const at = list.indexOf(message);
          if (at >= 0) list.splice(at, 1);
        },
      };
      list.push(message);
      fireOnEveryClient("createChatMessage", message, {}, authorId);
      return message;
    },
  };
  g.game.messages = { get: (id) => rec.messages.find((m) => m.id === id) ?? rec.requests.find((m) => m.id === id) };
  return rec;
}
