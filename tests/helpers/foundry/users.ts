/**
 * The world's users (client/documents/collections/users.d.mts): a collection by id with the
 * active GM, and the users themselves with `User#query` as v13 has it (fvtt-types
 * client/documents/user.d.mts `query`, `User.QueryOptions`; core's receiver as V13-FACTS.md Q1
 * reads it):
 * - `query(name, data, { timeout })` throws when `name` is not in CONFIG.queries or the user is not
 *   active, sends the data as JSON, and on the queried user's client calls
 *   `CONFIG.queries[name](queryData, { timeout })`: two arguments, and no word of who asked;
 * - while the handler runs, `game.user` is the queried user, as it is on his own client;
 * - a handler that throws rejects the caller's promise with its message.
 */
import { StandInCollection } from "./collection";
import type { StandInUser } from "./document";
import { onClientOf } from "./client-context";

interface Globals {
  CONFIG: { queries: Record<string, (queryData: unknown, queryOptions: { timeout?: number }) => unknown> };
  game: { user?: unknown; users?: StandInUsers };
}
const globals = () => globalThis as unknown as Globals;

export class StandInUsers extends StandInCollection<StandInUser> {
  /** The GM whose client does the GM's work (answers queries, runs GM-only hooks): the first connected GM. */
  get activeGM(): StandInUser | null {
    return this.find((u) => u.isGM && u.active !== false) ?? null;
  }
}

/** Default roles of the permissions the system asks about (fvtt-types common/constants.d.mts USER_PERMISSIONS). */
const DEFAULT_ROLE: Readonly<Record<string, number>> = { ACTOR_CREATE: 3, TOKEN_CREATE: 3 };

const asJson = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

export function makeUser(id: string, isGM = false): StandInUser {
  const user: StandInUser = {
    id,
    name: id,
    isGM,
    role: isGM ? 4 : 1,
    permissions: {},
    can(action) {
      if (user.isGM) return true;
      return user.permissions?.[action] ?? (user.role ?? 1) >= (DEFAULT_ROLE[action] ?? Number.POSITIVE_INFINITY);
    },
    active: true,
    targets: new Set(),
    get isActiveGM() {
      return globals().game.users?.activeGM === user;
    },
    async query(name, data, { timeout } = {}) {
      const handler = globals().CONFIG.queries[name];
      if (!handler) throw new Error(`"${name}" is not a registered query`);
      if (user.active === false) throw new Error(`${user.name} is not active`);
      // the handler runs on the queried user's client, through every await of its own
      try {
        return asJson(await onClientOf(user, () => handler(asJson(data), { timeout })));
      } catch (err) {
        throw new Error(err instanceof Error ? err.message : String(err));
      }
    },
  };
  return user;
}
