/**
 * The chat card sub-type of ChatMessage. A card keeps what it showed as data (its kind, the rule
 * set, the result of each target and which were applied), so buttons and the GM act on the
 * stored result, never on numbers sent by a client. The payload and each target's data are
 * shaped by the card's kind (card-kind.ts), which checks them whenever a card is posted or read.
 */

type Schema = ReturnType<typeof defineCardSchema>;

function defineCardSchema() {
  const f = foundry.data.fields;
  return {
    kind: new f.StringField({ required: true, blank: false, initial: "card" }),
    ruleSet: new f.StringField({ required: true, blank: false, initial: "space-patrol" }),
    actorUuid: new f.StringField({ required: true, blank: true, initial: "" }),
    /** The prompt card this one answers, by message id ("" for none): its author's claim, judged by the GM (core/card-prompts.ts). */
    answers: new f.StringField({ required: true, blank: true, initial: "" }),
    payload: new f.ObjectField(),
    targets: new f.ArrayField(
      new f.SchemaField({
        key: new f.StringField({ required: true, blank: false }),
        actorUuid: new f.StringField({ required: true, blank: true }),
        name: new f.StringField({ required: true, blank: true }),
        markers: new f.ObjectField(),
        /** Rule-set specific result (e.g. Striker casualties by trooper), applied by the rule set. */
        data: new f.ObjectField(),
        applied: new f.BooleanField({ initial: false }),
      }),
    ),
  };
}

export class CardData extends foundry.abstract.TypeDataModel<Schema, ChatMessage.Implementation> {
  static override defineSchema(): Schema {
    return defineCardSchema();
  }
}

/** The system's ChatMessage sub-types; kit modules add theirs by declaration merging. */
export interface ChatMessageModels {
  card: typeof CardData;
}

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    ChatMessage: ChatMessageModels;
  }
}
