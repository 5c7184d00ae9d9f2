/**
 * Asking the GM as a given user, through the real path: the user's client sends the request (a
 * request message he authors, then the v13 query to the active GM), and the GM's client answers.
 * Tests use it to act as a player or a GM without handing anyone's identity to a handler.
 */
import type { GmRequestKind, GmRequestResult } from "../../src/system/gm-request/gm-request";
import type { UsersStandIn } from "./users-stand-in";

interface Globals {
  game: { user?: unknown; users?: UsersStandIn };
}

/** Sends `data` as `userId` would; the system's modules are imported after the test booted it. */
export async function requestAs<D>(userId: string, kind: GmRequestKind<D>, data: D): Promise<GmRequestResult> {
  const g = globalThis as unknown as Globals;
  const user = g.game.users?.get(userId);
  if (!user) throw new Error(`no user "${userId}": install the users first`);
  const { sendGmRequest } = await import("../../src/system/gm-request/gm-request");
  const previous = g.game.user;
  g.game.user = user;
  try {
    return await sendGmRequest(kind, data);
  } finally {
    g.game.user = previous;
  }
}

/** Asks, as `userId`, for one target of a card to be applied. */
export async function applyAs(userId: string, messageId: string, targetKey: string): Promise<GmRequestResult> {
  const { APPLY_REQUEST } = await import("../../src/system/chat/apply-result");
  return requestAs(userId, APPLY_REQUEST, { messageId, targetKey });
}
