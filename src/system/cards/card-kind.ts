/**
 * A card kind: the one declaration of a chat card a rule set posts. It names the card (the id the
 * message keeps), its rule set and template, the fields of its payload and of each target's data,
 * and the buttons its template carries. Posting and reading a card go through its kind, so the
 * payload is typed from these fields and checked against them.
 */
import type { FieldsSpec } from "../../core/schema";
import type { RuleSetId } from "../../core/ruleset-definition";
import type { PartialSchemaValue, ReadonlySchemaValue } from "./card-schema";
import type { PromptRule } from "../../core/card-prompts";

/** The buttons the kit itself handles on any card that carries them: the GM-checked Apply, and showing a point on the board. */
export const KIT_BUTTONS = ["applyResult", "showOnBoard"] as const;
export type KitButton = (typeof KIT_BUTTONS)[number];

export const isKitButton = (action: string): action is KitButton => (KIT_BUTTONS as readonly string[]).includes(action);

/** Who declares a card kind: a rule set, or the kit. */
export type CardOwner = RuleSetId | "shared";

/** What the GM works a card's results out from: its payload, targets and dice as it was posted. */
export interface DerivationInput<P extends FieldsSpec> {
  readonly payload: ReadonlySchemaValue<P>;
  /** The actor the card was posted for: the one that acted, which its author owns. */
  readonly actorUuid: string;
  readonly targets: readonly { readonly key: string; readonly actorUuid: string }[];
  /** The faces of each Roll the card carried, in order. */
  readonly dice: readonly { readonly formula: string; readonly faces: readonly number[] }[];
  /**
   * Whether the payload is one a GM's client rewrote after the card was posted (a Tactics spend,
   * core/card-ledger.ts withRevisedResult): only then may it hold what only the GM may record.
   */
  readonly revisedByGm?: boolean;
}

/**
 * A card as the GM's ledger recorded it, read through its kind: what a kind's `recorded` step
 * works from (never the message, which its author may edit after posting).
 */
export interface RecordedCard<P extends FieldsSpec> extends DerivationInput<P> {
  readonly messageId: string;
  /** The user who posted it. */
  readonly author: string;
}

/** One target's result as the rules give it. */
export interface DerivedTarget<D extends FieldsSpec> {
  readonly markers: Readonly<Record<string, number>>;
  readonly data: PartialSchemaValue<D>;
}

export interface CardKind<P extends FieldsSpec = FieldsSpec, D extends FieldsSpec = FieldsSpec, B extends string = string> {
  /** Stored on the message; unique over every rule set. */
  readonly id: string;
  /** The rule set that posts it, or "shared" for the kit's own cards. */
  readonly ruleSet: CardOwner;
  /** Template path under templates/. */
  readonly template: string;
  /** The fields of the card's payload (none for a card that only shows something). */
  readonly payload: P;
  /** The fields of each target's rule-set data, handed to the rule set's applyResult. */
  readonly targetData: D;
  /** Every data-card-action its template may show: the kit's and the rule set's own. */
  readonly buttons: readonly B[];
  /**
   * Brings a payload stored by an older version to the current fields before it is checked, as a
   * data model's migrateData does, so cards already in a world's chat keep working.
   */
  readonly migratePayload?: (stored: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /**
   * The action was resolved on the GM's client, which posted the card (a GM request): Apply lands its
   * recorded result only from a card a GM posted, so a player's own card of this kind lands nothing.
   */
  readonly resolvedByGm?: boolean;
  /**
   * How the GM re-derives the results Apply lands. A kind without it has its recorded result
   * applied within the bounds its target-data fields and the marker limit set. (A method, so a
   * kind of any fields still counts as a card kind.)
   */
  /**
   * Works every target's result out again through the pure rules, by target key; null when the
   * card's inputs and dice give no result the rules allow (a forged card).
   */
  derive?(input: DerivationInput<P>): Readonly<Record<string, DerivedTarget<D>>> | null;
  /**
   * On the GM's client at Apply: checks the facts of the board the card's inputs claim (a patient's
   * record, a craft's crew) against the world; a refusal's language key, or null when they hold.
   */
  confirm?(input: DerivationInput<P>, card: CardAt): Promise<string | null>;
  /**
   * The refusals of `confirm` that prove the card forged from the recorded card alone, never from
   * the world as it stands at Apply: a first answer to a prompt refused for one of them is no answer
   * (core/card-prompts.ts voidsAnswer), so the next answer counts.
   */
  readonly forgeryReasons?: readonly string[];
  /**
   * The card answers a prompt (a check the prompt calls an actor to roll): the GM's client lands
   * only the first answer it recorded per prompt and actor, and the card shows where it stands
   * (core/card-prompts.ts).
   */
  readonly prompt?: PromptRule;
  /**
   * On the active GM's client, once the card is in the ledger: what the GM does for it there and
   * then, from the ledger's copy. It spends from a record only the GM writes what the card used
   * (a grenade off a squad's ammunition), or judges a claim that lands no die, recording the
   * outcome against the card (ledger-store recordOnCard) for Apply and the prompt rule to read.
   * Cards are taken one at a time, in the order they came in (cards/card-recorded.ts), so two cards
   * cannot both spend the last of something. Apply reads the ledger only after every queued step
   * has run, so `confirm` need not wait for it, and a card it refused is refused before `confirm`.
   */
  recorded?(card: RecordedCard<P>): Promise<void>;
}

/** Which card and target an Apply is for, as confirm is told it. */
export interface CardAt {
  readonly messageId: string;
  readonly targetKey: string;
}

export type AnyCardKind = CardKind<FieldsSpec, FieldsSpec, string>;

export type PayloadOf<K extends AnyCardKind> = ReadonlySchemaValue<K["payload"]>;
export type TargetDataOf<K extends AnyCardKind> = PartialSchemaValue<K["targetData"]>;
export type ButtonOf<K extends AnyCardKind> = K["buttons"][number];
/** The buttons a rule set must handle itself. */
export type OwnButtonOf<K extends AnyCardKind> = Exclude<ButtonOf<K>, KitButton>;

interface CardKindSpec<P extends FieldsSpec, D extends FieldsSpec, B extends string> {
  readonly id: string;
  readonly ruleSet: CardOwner;
  readonly template: string;
  readonly payload?: P;
  readonly targetData?: D;
  readonly buttons?: readonly B[];
  readonly migratePayload?: (stored: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  readonly resolvedByGm?: boolean;
  derive?(input: DerivationInput<P>): Readonly<Record<string, DerivedTarget<D>>> | null;
  confirm?(input: DerivationInput<P>, card: CardAt): Promise<string | null>;
  readonly forgeryReasons?: readonly string[];
  readonly prompt?: PromptRule;
  recorded?(card: RecordedCard<P>): Promise<void>;
}

/** The field list of a kind without a payload or target data. */
type NoFields = Record<never, never>;

export function defineCardKind<const P extends FieldsSpec = NoFields, const D extends FieldsSpec = NoFields, const B extends string = never>(
  spec: CardKindSpec<P, D, B>,
): CardKind<P, D, B> {
  return Object.freeze({
    id: spec.id,
    ruleSet: spec.ruleSet,
    template: spec.template,
    payload: spec.payload ?? ({} as P),
    targetData: spec.targetData ?? ({} as D),
    buttons: [...(spec.buttons ?? [])],
    ...(spec.migratePayload ? { migratePayload: spec.migratePayload } : {}),
    ...(spec.derive ? { derive: spec.derive } : {}),
    ...(spec.confirm ? { confirm: spec.confirm } : {}),
    ...(spec.forgeryReasons ? { forgeryReasons: [...spec.forgeryReasons] } : {}),
    ...(spec.resolvedByGm ? { resolvedByGm: true } : {}),
    ...(spec.prompt ? { prompt: spec.prompt } : {}),
    ...(spec.recorded ? { recorded: spec.recorded } : {}),
  });
}
