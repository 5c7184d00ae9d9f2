/**
 * Which client a piece of work runs on. In v13 every user's client is a process of its own, with its
 * own `game.user`: work a hook starts on the GM's client (a card recorded, a step run after it) goes
 * on as the GM through every await, whatever another client does meanwhile. The stand-in world plays
 * every client in one process, so `game.user` is kept per piece of async work: what a client's hook
 * or query handler starts, and everything awaited from it, sees that client's user; work no client
 * started sees the user a test acts as (`actAs`).
 */
import { AsyncLocalStorage } from "node:async_hooks";

interface Client {
  user: unknown;
}

const clients = new AsyncLocalStorage<Client>();

/** Runs `work` as on `user`'s client: it and what it awaits see that user as `game.user`. */
export function onClientOf<T>(user: unknown, work: () => T): T {
  return clients.run({ user }, work);
}

/**
 * Makes `game.user` the user of the client the current work runs on; outside any client's work,
 * the user last set. Setting it inside a client's work changes that client's user only.
 */
export function definePerClientUser(game: object, initial: unknown): void {
  let outside = initial;
  Object.defineProperty(game, "user", {
    get: () => clients.getStore()?.user ?? outside,
    set: (user: unknown) => {
      const client = clients.getStore();
      if (client) client.user = user;
      else outside = user;
    },
    enumerable: true,
    configurable: true,
  });
}
