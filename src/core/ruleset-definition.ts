/**
 * What a rule set is, without Foundry: its id, its document types and their data, its markers,
 * its turn structure, its scene grid, its compendium packs and its data migrations. The Foundry
 * glue adds data model and sheet classes to this (src/system/ruleset.ts); the build, the pack
 * check and tests read it as it is.
 */
import { list, record, text } from "./checks";
import type { FieldsSpec } from "./schema";
import type { MarkerDefinition } from "./markers";
import type { MeasureIn } from "./board/measure";
import type { TurnSequence } from "./turn/structure";
import type { MigrationStep } from "./migrations";

/**
 * A rule set's id: the name of its folder under src/rulesets/, templates/ and gallery/. Any
 * string, so that a new rule set adds no line here; the registry refuses ids it does not know.
 */
export type RuleSetId = string;

/** The grid a new scene of this rule set gets. */
export interface GridDefaults {
  readonly type: "square" | "hexOddR" | "hexOddQ" | "gridless";
  /** Pixels per grid space. */
  readonly size: number;
  /** Distance one grid space stands for. */
  readonly distance: number;
  readonly units: string;
  /**
   * What the rules measure ranges and radii in: grid spaces (Space Patrol!'s inches, StarMarines'
   * hexes) or the scene's units (Striker's metres, Starship Marine's centimetres).
   */
  readonly measureIn: MeasureIn;
}

/**
 * The rule set's turn: how initiative works, and the sequence the turn engine plays (phases and
 * their steps, the players, and an initiative roll each turn where the rules have one).
 */
export interface TurnStructure extends TurnSequence {
  /** How initiative works: sides alternating, a fixed sequence, or a per-turn roll. */
  readonly initiative: "sidesOnce" | "sequence" | "eachTurn";
}

/** A document sub-type that belongs to a rule set. */
export interface DocumentTypeDefinition {
  readonly documentName: "Actor" | "Item";
  /** The sub-type name as in system.json, unique across the system. */
  readonly type: string;
  readonly schema: FieldsSpec;
  /**
   * What a new token of this type shows as its first bar: a path to a value-and-maximum pair (a
   * bar) or to a single number (a value). None: the token shows no bar.
   */
  readonly tokenBar?: TokenBar;
  /**
   * The group of the rule set's markers a sheet of this type shows (markers of no group show on
   * every sheet): one group for the whole type, or the group a field of the actor's data names (a
   * unit's kind), through `groups` where the field's values are not the groups' names (a troop
   * type). A group no marker carries shows only the shared ones. None: every marker.
   */
  readonly markerGroup?: MarkerGroupRule;
  /**
   * Fields of `system` (dotted paths) that only the GM changes while the document is in a battle:
   * the rules facts the GM's checks read from a sheet its owner may write (an asset's level, a
   * weapon's numbers, armour). The kit keeps them (system/turn/kept-sheet.ts): on an actor that is a
   * combatant of any combat, or on an item such an actor carries; a player's client also may not
   * give a combatant a new item of a type that keeps fields. Fields the owner spends in play
   * (ammunition, doses, hero points) are left out, and stay the owner's, or are `spentInBattle`.
   */
  readonly keptInBattle?: readonly string[];
  /**
   * Numeric fields of `system` (dotted paths) the owner spends in play but never raises in a
   * battle: rounds or doses a roll on the owner's client counts down. While the document is in a
   * battle, as for `keptInBattle`, a player's change that lowers one stands and one that raises it
   * is refused, and put back by the GM's client (system/turn/kept-sheet.ts).
   */
  readonly spentInBattle?: readonly string[];
  /**
   * For a `spentInBattle` path, the `keptInBattle` path of its full count: the owner may also fill
   * it to exactly that in a battle, as their own reload fills a magazine, but to nothing else.
   */
  readonly refilledInBattle?: Readonly<Record<string, string>>;
  /**
   * For an item type: an item of it stays on a fighting actor, and only the GM takes one off in a
   * battle (system/turn/kept-sheet.ts). For armour a card was rolled against: the GM's Apply refuses
   * a card whose target's armour changed, so a player who took it off would escape the card.
   */
  readonly staysInBattle?: boolean;
}

export type MarkerGroupRule = string | { readonly field: string; readonly groups?: Readonly<Record<string, string>> };

export interface TokenBar {
  readonly attribute: string;
  readonly kind: "bar" | "value";
}

/** A compendium pack a rule set ships; the build declares it in the manifest. */
export interface PackDefinition {
  /** The pack's name, which is also its source folder under packs/_source/. */
  readonly name: string;
  readonly type: "Actor" | "Item" | "JournalEntry" | "RollTable" | "Scene";
  /** The name the compendium sidebar shows. */
  readonly label: string;
}

/**
 * A Scene Region behaviour a rule set adds, so that the GM paints what the rules read off the board
 * (terrain, say) as regions with this behaviour and its fields.
 */
export interface RegionBehaviorDefinition {
  /** The sub-type name as in system.json, unique across the system. */
  readonly type: string;
  readonly schema: FieldsSpec;
  /** Font Awesome classes of its icon in the region's behaviour list. */
  readonly icon: string;
}

/** The compendium-sidebar folder that holds a rule set's packs. */
export interface PackFolderDefinition {
  readonly name: string;
  /** CSS colour of the folder's header. */
  readonly color: string;
}

export interface RuleSetDefinition {
  readonly id: RuleSetId;
  /** Localisation key of the rule set's name. */
  readonly label: string;
  readonly documentTypes: readonly DocumentTypeDefinition[];
  /** Scene Region behaviours the rule set reads off the board, if any. */
  readonly regionBehaviors?: readonly RegionBehaviorDefinition[];
  readonly markers: readonly MarkerDefinition[];
  readonly turn: TurnStructure;
  readonly grid: GridDefaults;
  readonly packs: readonly PackDefinition[];
  /** The sidebar folder of its packs; needed when it has any. */
  readonly packFolder?: PackFolderDefinition;
  /**
   * Its data migrations. Versions count for the whole system (one world setting records the
   * version reached), so a new step takes a version above every rule set's newest.
   */
  readonly migrations?: readonly MigrationStep[];
}

/** The rule set used when a world has not chosen one. */
export const DEFAULT_RULESET: RuleSetId = "space-patrol";

/** Which rule set owns a document sub-type, or undefined for a shared type. */
export function ruleSetOfType(defs: readonly RuleSetDefinition[], documentName: string, type: string): RuleSetId | undefined {
  text(documentName, "documentName");
  text(type, "type");
  for (const def of list(defs, "defs")) {
    const types = list(record(def, "def").documentTypes, "def.documentTypes");
    if (types.some((t) => record(t, "documentType").documentName === documentName && t.type === type)) return text(def.id, "def.id");
  }
  return undefined;
}
