/**
 * Asking the GM's client to change what a player may not: the one way every rule set does it.
 * A request kind is declared once with a check of its data's shape and what the GM does. A player
 * sends a request as a whispered chat message (request-model.ts) and queries the active GM with
 * its id; the GM's client reads who asked from the message's author, which Foundry vouches for,
 * checks the shape, carries requests out one at a time, and deletes the message so it cannot be
 * replayed. A request waits for the GM's client to finish putting back any kept value a player
 * wrote (turn/kept-fields.ts), so it is judged on the value the GM keeps. A query handler is called
 * as v13 calls it, `(queryData, { timeout })`: it is never told who asked, and nothing the
 * requester wrote is taken as their identity.
 */
import { SYSTEM_ID } from "../constants";
import { GmRequestData, GM_REQUEST_MESSAGE_TYPE } from "./request-model";
import { gmUserIds } from "../gm-users";
import { loadActiveTable } from "../ruleset-table";
import { keptFieldsSettled } from "../turn/kept-fields";
import { oneAtATime } from "../one-at-a-time";

export interface GmRequestResult {
  readonly ok: boolean;
  /** Localisation key of the reason a request was refused. */
  readonly reason?: string;
}

export interface GmRequestKind<D> {
  /** Unique name, prefixed by the rule set that declares it. */
  readonly name: string;
  /** The request's data if it has the expected shape, else null (the request is refused). */
  read(data: unknown): D | null;
  /** Carries the request out on the GM's client for `requester`, whom Foundry vouches for. */
  run(data: D, requester: User.Implementation): Promise<GmRequestResult>;
}

export const GM_REQUEST_QUERY = `${SYSTEM_ID}.gmRequest`;

/** What travels in the query: only the id of the request message. */
export interface GmRequestQueryData {
  messageId: string;
}

declare module "fvtt-types/configuration" {
  namespace CONFIG {
    interface Queries {
      "starskirmish.gmRequest": (queryData: GmRequestQueryData, queryOptions: User.QueryOptions) => Promise<GmRequestResult>;
    }
  }
}

const refused = (reason: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.GmRequest.${reason}` });

// Erased to unknown so kinds of different data share one map; each kind checks its own data.
const kinds = new Map<string, GmRequestKind<unknown>>();

/** Declares a request kind; a name may be declared once. */
export function defineGmRequest<D>(kind: GmRequestKind<D>): GmRequestKind<D> {
  if (kinds.has(kind.name)) throw new Error(`The GM request "${kind.name}" is declared twice`);
  kinds.set(kind.name, kind as GmRequestKind<unknown>);
  return kind;
}

/**
 * A request's data when it is an object whose `keys` are all strings (ids, mostly), or null: the
 * `read` of a kind whose data is only ids.
 */
export function readStringFields<K extends string>(data: unknown, keys: readonly K[]): Record<K, string> | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  const out = {} as Record<K, string>;
  for (const k of keys) {
    const v = d[k];
    if (typeof v !== "string") return null;
    out[k] = v;
  }
  return out;
}

/** Runs requests one after another, so two quick clicks never both pass the same check. */
const inTurn = oneAtATime();

async function carryOut(name: string, data: unknown, requester: User.Implementation): Promise<GmRequestResult> {
  // a kept value a player wrote just before asking is judged as put back, not as written (kept-fields.ts)
  await keptFieldsSettled();
  // a rule set's kinds are declared in its table, which this GM's client may not have loaded yet
  if (!kinds.has(name)) await loadActiveTable();
  const kind = kinds.get(name);
  if (!kind) return refused("unknown");
  const checked = kind.read(data);
  if (checked === null) return refused("badShape");
  return kind.run(checked, requester);
}

function readQueryData(queryData: unknown): GmRequestQueryData | null {
  if (typeof queryData !== "object" || queryData === null) return null;
  const { messageId } = queryData as Record<string, unknown>;
  return typeof messageId === "string" && messageId !== "" ? { messageId } : null;
}

/** The GM's side of the query, registered in CONFIG.queries. */
export async function handleGmRequestQuery(queryData: GmRequestQueryData, _queryOptions: User.QueryOptions = {}): Promise<GmRequestResult> {
  const query = readQueryData(queryData);
  if (!query) return refused("badShape");
  return inTurn(async () => {
    const message = game.messages?.get(query.messageId);
    if (!message || !(message.system instanceof GmRequestData)) return refused("gone");
    const requester = message.author;
    try {
      if (!requester) return refused("gone");
      return await carryOut(message.system.name, message.system.data, requester);
    } finally {
      // once carried out (or refused) the request is spent: the same message cannot be sent again
      await message.delete();
    }
  });
}

/**
 * Sends a request: carried out at once on a GM's own client, otherwise by the active GM, who reads
 * who asked from the request message's author. Resolves to the GM's answer.
 */
export async function sendGmRequest<D>(kind: GmRequestKind<D>, data: D): Promise<GmRequestResult> {
  const user = game.user;
  if (!user) return refused("noUser");
  if (user.isGM) return inTurn(() => carryOut(kind.name, data, user));
  const gm = game.users?.activeGM;
  if (!gm) return { ok: false, reason: "STARSKIRMISH.Error.noActiveGM" };
  const message = await ChatMessage.implementation.create({
    type: GM_REQUEST_MESSAGE_TYPE,
    content: "",
    whisper: gmUserIds(),
    system: { name: kind.name, data: data as Record<string, unknown> },
  });
  if (!message?.id) return refused("notSent");
  return gm.query(GM_REQUEST_QUERY, { messageId: message.id });
}

/**
 * On a GM's client: runs the GM's own change to a record the requests also write (a click on the
 * tracker) in the requests' turn, so it reads what the requests before it wrote and they read what
 * it wrote. Never call it from inside a request, nor around anything that asks the GM: the work
 * would wait for itself.
 */
export function inGmRequestTurn<T>(work: () => Promise<T>): Promise<T> {
  return inTurn(work);
}

/** Sends a request and warns with the reason when it is refused; resolves to whether it was done. */
export async function askGm<D>(kind: GmRequestKind<D>, data: D): Promise<boolean> {
  const result = await sendGmRequest(kind, data);
  if (!result.ok) ui.notifications?.warn(result.reason ?? "STARSKIRMISH.GmRequest.refused", { localize: true });
  return result.ok;
}

/** Registers the query and hides request messages from every chat log. */
export function activateGmRequests(): void {
  CONFIG.queries[GM_REQUEST_QUERY] = handleGmRequestQuery;
  Hooks.on("renderChatMessageHTML", (message, html) => {
    if (message.type === GM_REQUEST_MESSAGE_TYPE) html.hidden = true;
  });
}
