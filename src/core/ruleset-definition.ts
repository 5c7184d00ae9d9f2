/**
 * What a rule set is, without Foundry: its id, its document types and their data, its markers,
 * its turn structure, its scene grid and its compendium packs. The Foundry glue adds data model
 * and sheet classes to this (src/system/ruleset.ts); the pack check and tests read it as it is.
 */
import type { FieldsSpec } from "./schema";
import type { MarkerDefinition } from "./markers";
import type { MeasureIn } from "./board/measure";
import type { TurnSequence } from "./turn/structure";

export type RuleSetId = "space-patrol" | "starship-marine" | "starmarines" | "striker";

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
  /** Path of the value a token bar shows by default, if any. */
  readonly primaryTokenAttribute?: string;
}

/** A compendium pack a rule set ships (as declared in system.json). */
export interface PackDefinition {
  readonly name: string;
  readonly type: "Actor" | "Item" | "JournalEntry" | "RollTable";
}

export interface RuleSetDefinition {
  readonly id: RuleSetId;
  /** Localisation key of the rule set's name. */
  readonly label: string;
  readonly documentTypes: readonly DocumentTypeDefinition[];
  readonly markers: readonly MarkerDefinition[];
  readonly turn: TurnStructure;
  readonly grid: GridDefaults;
  readonly packs: readonly PackDefinition[];
}

/** The rule set used when a world has not chosen one. */
export const DEFAULT_RULESET: RuleSetId = "space-patrol";

/** Which rule set owns a document sub-type, or undefined for a shared type. */
export function ruleSetOfType(defs: readonly RuleSetDefinition[], documentName: string, type: string): RuleSetId | undefined {
  for (const def of defs) {
    if (def.documentTypes.some((t) => t.documentName === documentName && t.type === type)) return def.id;
  }
  return undefined;
}
