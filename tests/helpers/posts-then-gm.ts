/**
 * A player's client posting a card, and the GM's client going on from there. In v13 each client is
 * a process of its own, and the active GM's client takes its own steps for a card after the
 * createChatMessage hook (recording it in the ledger, then its kind's recorded step,
 * system/cards/card-recorded.ts). One process plays both here, so the action runs as the player
 * until its card is created, and as the GM from then on: the GM's steps then write as the GM, as
 * tests/system/cards/card-recorded.test.ts does by hand for a card it posts itself.
 */
import { installedStubs } from "./foundry-stubs";

interface MessageApi {
  create(data: object, options?: object): Promise<unknown>;
}

export async function postsThenGm<T>(player: string, act: () => Promise<T>): Promise<T> {
  const stubs = installedStubs();
  const api = (globalThis as unknown as { ChatMessage: { implementation: MessageApi } }).ChatMessage.implementation;
  const create = api.create;
  // the stand-in creates the message and fires its hooks before its promise is handed back: the
  // GM's client takes over before any step it queued has run
  api.create = (data, options) => {
    const made = create.call(api, data, options);
    // a request to the GM is answered through its own query; only a card hands over to the GM
    if ((data as { type?: unknown }).type === "card") stubs.actAs("gm");
    return made;
  };
  stubs.actAs(player);
  try {
    return await act();
  } finally {
    api.create = create;
  }
}
