/**
 * Users and GM queries as v13 has them (fvtt-types client/documents/user.d.mts `query`,
 * `User.QueryOptions`; core's receiver as V13-FACTS.md Q1 reads it):
 * - `user.query(name, data, { timeout })` throws when `name` is not in CONFIG.queries or the
 *   user is not active, sends the data as JSON, and on the queried user's client calls
 *   `CONFIG.queries[name](queryData, { timeout })`: two arguments, and no word of who asked;
 * - while the handler runs, `game.user` is the queried user, as it is on his own client;
 * - a handler that throws rejects the caller's promise with its message.
 */

export interface UserStandIn {
  id: string;
  name: string;
  isGM: boolean;
  active: boolean;
  targets: Set<unknown>;
  readonly isActiveGM: boolean;
  query(name: string, data: unknown, options?: { timeout?: number }): Promise<unknown>;
}

export interface UsersStandIn {
  get(id: string): UserStandIn | undefined;
  filter(fn: (u: UserStandIn) => boolean): UserStandIn[];
  find(fn: (u: UserStandIn) => boolean): UserStandIn | undefined;
  readonly activeGM: UserStandIn | null;
  readonly contents: UserStandIn[];
  [Symbol.iterator](): Iterator<UserStandIn>;
  /** Adds a user to the world, as a GM creating one would. */
  add(user: { id: string; isGM?: boolean; active?: boolean }): UserStandIn;
}

interface Globals {
  CONFIG: { queries: Record<string, (queryData: unknown, queryOptions: { timeout?: number }) => unknown> };
  game: { user?: unknown; users?: UsersStandIn };
}

const asJson = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

/** Installs `game.users` with the given users; the first active GM answers queries. */
export function installUsers(list: { id: string; isGM?: boolean; active?: boolean }[]): UsersStandIn {
  const g = globalThis as unknown as Globals;
  const make = ({ id, isGM = false, active = true }: { id: string; isGM?: boolean; active?: boolean }): UserStandIn => {
    const user: UserStandIn = {
      id,
      name: id,
      isGM,
      active,
      targets: new Set(),
      get isActiveGM() {
        return g.game.users?.activeGM === user;
      },
      async query(name, data, { timeout } = {}) {
        const handler = g.CONFIG.queries[name];
        if (!handler) throw new Error(`"${name}" is not a registered query`);
        if (!user.active) throw new Error(`${user.name} is not active`);
        const previous = g.game.user;
        g.game.user = user;
        try {
          return asJson(await handler(asJson(data), { timeout }));
        } catch (err) {
          throw new Error(err instanceof Error ? err.message : String(err));
        } finally {
          g.game.user = previous;
        }
      },
    };
    return user;
  };
  const users = list.map(make);
  const collection: UsersStandIn = {
    get: (id) => users.find((u) => u.id === id),
    filter: (fn) => users.filter(fn),
    find: (fn) => users.find(fn),
    get activeGM() {
      return users.find((u) => u.isGM && u.active) ?? null;
    },
    contents: users,
    [Symbol.iterator]: () => users[Symbol.iterator](),
    add(data) {
      const user = make(data);
      users.push(user);
      return user;
    },
  };
  g.game.users = collection;
  return collection;
}
