/**
 * Records what the system renders and posts as chat cards, in place of Foundry's template
 * renderer and ChatMessage: each card keeps its data as a real CardData, can be updated, and can
 * be found again through game.messages, as the GM's apply query does.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the stand-ins hold untyped card data
type Any = any;

export interface CardRecorder {
  /** Posted messages, oldest first. */
  messages: Any[];
  /** Every template rendered, with its context. */
  rendered: { path: string; context: Any }[];
}

export function installCardRecorder(CardData: unknown, author = "player1"): CardRecorder {
  const g = globalThis as Any;
  const rec: CardRecorder = { messages: [], rendered: [] };
  g.foundry.applications.handlebars.renderTemplate = async (path: string, context: Any) => (rec.rendered.push({ path, context }), "<p>card</p>");
  g.ChatMessage.implementation = {
    getSpeaker: () => ({}),
    async create(data: Any) {
      const system = Object.assign(new (CardData as new () => object)(), data.system);
      const message = { id: `m${rec.messages.length}`, author: { id: author }, ...data, system, async update(c: Any) { Object.assign(system, c.system); } };
      rec.messages.push(message);
      return message;
    },
  };
  g.game.messages = { get: (id: string) => rec.messages.find((m) => m.id === id) };
  return rec;
}
