/**
 * The contract a rule set fulfils in Foundry: its pure definition, plus the data model and sheet
 * class of each document type, and the hooks it needs while it is the world's rule set, all in the
 * module a world starts on; and its table, loaded when first needed, with its chat-card kinds.
 * Its templates are the files in templates/<id>/ (src/system/templates.ts).
 */
import type { RuleSetDefinition } from "../core/ruleset-definition";
import type { LazyTable } from "./ruleset-table";
import type { UnitLink } from "../core/formation-identity";

/** A TypeDataModel subclass (any schema) for one document sub-type. */
export type DataModelClass = foundry.abstract.TypeDataModel.AnyConstructor;
/** A sheet class for one document sub-type. */
export type SheetClass = foundry.applications.api.DocumentSheetV2.AnyConstructor;

export interface RuleSet {
  readonly definition: RuleSetDefinition;
  /** Data model class by document sub-type. */
  readonly dataModels: Readonly<Record<string, DataModelClass>>;
  /** Sheet class by document sub-type. */
  readonly sheets: Readonly<Record<string, SheetClass>>;
  /**
   * What the rule set needs only once something is played, a chunk of its own: its card kinds,
   * actions, rules, views and templates (system/ruleset-table.ts). None when it has nothing to defer.
   */
  readonly table?: LazyTable;
  /**
   * Applies the rule-set specific part of a card target's result (beyond markers) to its actor.
   * Runs for the actor's owner or the GM, after the request was checked.
   */
  applyResult?(actor: Actor.Implementation, data: Readonly<Record<string, unknown>>): Promise<void>;
  /**
   * Short state of one unit beyond its markers (Striker casualties, for instance), shown where a
   * formation lists its members on the scene.
   */
  unitState?(actor: Actor.Implementation): string | null;
  /**
   * What a figure dropped in a formation carries of its chain of command (outermost unit first),
   * as changes to its token's actor data (`system` fields); null when the rule set keeps none.
   */
  memberIdentity?(actor: Actor.Implementation, chain: readonly UnitLink[]): Record<string, unknown> | null;
  /**
   * Whether its units (the tracker's combatant groups) act as one, so a GM may make a group the
   * acting one from the tracker.
   */
  readonly actsByUnit?: boolean;
  /**
   * Adds the rule set's own record to a unit's row in the tracker (a squad's ammunition, say),
   * wiring its controls; runs on every client at every tracker render.
   */
  decorateGroup?(row: HTMLElement, group: CombatantGroup.Implementation, members: readonly Combatant.Implementation[]): Promise<void>;
  /**
   * How many of the rule set's units one of its board units stands for on a scene (Space Patrol!'s
   * ground scale, Guide 6.1: a square may be 10 or 100 of the rules' inches); 1 when absent. The
   * board (system/board.ts) measures and draws through it; it must be cheap and synchronous.
   */
  boardScale?(scene: Scene.Implementation | null): number;
  /** Hooks this rule set needs while it is active (called once, at init). */
  activate?(): void;
}
