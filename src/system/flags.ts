/**
 * The flags this system stores on core documents: declared for the type checker, and read and
 * written through one typed accessor. A rule set adds its own flags by augmenting the open
 * interfaces below from its own folder, so two rule sets never declare the same FlagConfig entry
 * twice and nobody builds flag paths by hand.
 */
import type { RuleSetId } from "../core/ruleset-definition";
import { SYSTEM_ID } from "./constants";
import type { UnitLink } from "../core/formation-identity";

/** Flags on an Actor; rule sets add theirs by declaration merging. */
export interface ActorFlags {
  /** Rule set of the world the actor was made in. */
  ruleSet?: RuleSetId;
  /** The compendium actor this world actor was imported from, so it is imported once. */
  sourceUuid?: string;
}

/** Flags on a Combat; rule sets add their turn structure's by declaration merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the rule sets
export interface CombatFlags {}

/** Flags on a Token. */
export interface TokenFlags {
  /** UUID of the formation the token was placed with. */
  formation?: string;
  /** Index of the member of that formation the token stands for. */
  member?: number;
  /** The units the token was dropped in, outermost first (core/formation-identity.ts). */
  unit?: UnitLink[];
  /** The token's rotation before a lying marker turned it; null once it stands again. */
  upright?: number | null;
}

/** Flags on a Wall (a rule set's door record). */
export interface WallFlags {}

/** Flags on a Drawing (a rule set's marked area). */
export interface DrawingFlags {}

/** Flags on a Combatant. */
export interface CombatantFlags {
  formation?: string;
  formationName?: string;
}

/** Flags on a CombatantGroup. */
export interface CombatantGroupFlags {
  /** The formation whose combatants the group gathers. */
  formation?: string;
  /** The scene-wide id of the unit the group stands for (core/formation-identity.ts). */
  unit?: string;
}

/** Flags on a Scene (a rule set's kind of battlefield). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the rule sets
export interface SceneFlags {}

/** Flags on an ActiveEffect. */
export interface EffectFlags {
  /** How many of a counted marker this effect stands for. */
  count?: number;
}

/** Flags on a ChatMessage (a card's author may write them: only marks that make clients redraw it). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the kit's card modules
export interface ChatMessageFlags {}

/** The system's flags by the document they sit on. */
export interface SystemFlags {
  Actor: ActorFlags;
  Combat: CombatFlags;
  Token: TokenFlags;
  Wall: WallFlags;
  Drawing: DrawingFlags;
  Combatant: CombatantFlags;
  CombatantGroup: CombatantGroupFlags;
  ActiveEffect: EffectFlags;
  Scene: SceneFlags;
  ChatMessage: ChatMessageFlags;
}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ActiveEffect: { starskirmish: EffectFlags };
    Actor: { starskirmish: ActorFlags };
    Combat: { starskirmish: CombatFlags };
    Token: { starskirmish: TokenFlags };
    Wall: { starskirmish: WallFlags };
    Drawing: { starskirmish: DrawingFlags };
    Combatant: { starskirmish: CombatantFlags };
    CombatantGroup: { starskirmish: CombatantGroupFlags };
    Scene: { starskirmish: SceneFlags };
    ChatMessage: { starskirmish: ChatMessageFlags };
  }
}

export type FlagDocument = keyof SystemFlags;
export type FlagKey<N extends FlagDocument> = keyof SystemFlags[N] & string;

/** Anything that carries flags, as every Foundry document does. */
interface Flagged {
  readonly flags: object;
}

/** The system's flag scope on a document, as plain stored data. */
function scopeOf(doc: Flagged): Readonly<Record<string, unknown>> {
  const flags: unknown = doc.flags;
  if (typeof flags !== "object" || flags === null) return {};
  const scope: unknown = Reflect.get(flags, SYSTEM_ID);
  return typeof scope === "object" && scope !== null ? { ...scope } : {};
}

/**
 * One of the system's flags on a document, typed as declared. It is stored data: a hand edit or
 * an old world may have left anything there, so a reader that cannot trust its shape checks it.
 */
export function readFlag<N extends FlagDocument, K extends FlagKey<N>>(doc: Flagged, _document: N, key: K): SystemFlags[N][K] | undefined {
  // the declaration above is what the system writes under this key
  return scopeOf(doc)[key] as SystemFlags[N][K] | undefined;
}

/** The update path of one of the system's flags, or of an entry inside it. */
export function flagPath<N extends FlagDocument>(_document: N, key: FlagKey<N>, ...inside: string[]): string {
  return [`flags.${SYSTEM_ID}.${key}`, ...inside].join(".");
}

/** The update that sets some of the system's flags on a document of kind `N`. */
export function flagUpdate<N extends FlagDocument>(document: N, values: Partial<SystemFlags[N]>): Record<string, unknown> {
  const change: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) change[flagPath(document, key as FlagKey<N>)] = value;
  return change;
}

/**
 * The update that sets one of the system's flags whole (v13's "==" key): an object written to a flag
 * is otherwise merged into the stored one key by key, so a key the new value leaves out would stay.
 */
export function flagReplacement<N extends FlagDocument, K extends FlagKey<N>>(_document: N, key: K, value: SystemFlags[N][K]): Record<string, unknown> {
  return { [`flags.${SYSTEM_ID}.==${key}`]: value };
}

/** The update that removes one of the system's flags (Foundry's "-=" key). */
export function flagRemoval<N extends FlagDocument>(_document: N, key: FlagKey<N>): Record<string, unknown> {
  return { [`flags.${SYSTEM_ID}.-=${key}`]: null };
}
