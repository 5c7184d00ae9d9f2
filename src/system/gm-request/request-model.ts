/**
 * The chat message a player sends to ask the GM for something. It exists so that Foundry vouches
 * for who is asking: the server refuses a message whose author is anyone but its sender, so the
 * GM's client reads the requester from `message.author`, never from the request's own fields. It
 * is whispered to the GMs, hidden from the chat log, and deleted once carried out.
 */

type Schema = ReturnType<typeof defineRequestSchema>;

function defineRequestSchema() {
  const f = foundry.data.fields;
  return {
    /** The kind of request, as the GM request module registered it. */
    name: new f.StringField({ required: true, blank: false }),
    /** The request's data; its kind checks its shape before anything is done. */
    data: new f.ObjectField(),
  };
}

export class GmRequestData extends foundry.abstract.TypeDataModel<Schema, ChatMessage.Implementation> {
  static override defineSchema(): Schema {
    return defineRequestSchema();
  }
}

/** The ChatMessage sub-type of requests (system.json documentTypes). */
export const GM_REQUEST_MESSAGE_TYPE = "gmRequest";

declare module "../cards/card-model" {
  interface ChatMessageModels {
    gmRequest: typeof GmRequestData;
  }
}
