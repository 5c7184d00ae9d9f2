/**
 * What a rule set hands the shared turn glue: its turn as data, the Combat flag its position is
 * kept under, which of a combatant's markers end with the turn, and (where its turn has an
 * initiative roll) the sides that roll and their modifiers.
 */
import type { RuleSetId } from "../../core/ruleset-definition";
import type { MarkerCounts } from "../../core/markers";
import type { ExpiryPoint, InitiativeEntrant, TurnPosition, TurnSequence } from "../../core/turn/index";
import type { PositionFlag } from "./turn-flags";

/** One combatant's actor as the expiry check sees it. */
export interface TurnMember {
  readonly actor: Actor.Implementation;
  /** The token's disposition (1 friendly, 0 neutral, -1 hostile, -2 secret). */
  readonly disposition: number;
  readonly markers: MarkerCounts;
}

/** A marker of a member that ends with the turn. */
export interface MarkerEnd {
  readonly marker: string;
  readonly ends: ExpiryPoint;
}

/** A side that rolls initiative: its id, a localisation key for its name, its modifier. */
export interface InitiativeSide extends InitiativeEntrant {
  readonly label: string;
}

export interface TurnBinding {
  readonly ruleSet: RuleSetId;
  readonly sequence: TurnSequence;
  /** The Combat flag the position is kept under. */
  readonly flag: PositionFlag;
  /** A class on the banner for the rule set's colours. */
  readonly cssClass?: string;
  /** The member's markers that end with the turn, and where each ends. */
  markerEnds?(member: TurnMember): readonly MarkerEnd[];
  /** Runs on the GM's client after one of an actor's markers came off with the turn. */
  onMarkerExpired?(actor: Actor.Implementation, marker: string): Promise<void>;
  /**
   * The sides rolling initiative and the modifiers the rule set gives them; by default one side
   * per token disposition among the combatants, each with no modifier.
   */
  initiativeSides?(combat: Combat.Implementation): readonly InitiativeSide[];
  /** Runs on the GM's client once play has moved on to `position` (a step that acts on the board). */
  onEnter?(combat: Combat.Implementation, position: TurnPosition): Promise<void>;
  /**
   * Adds the rule set's own parts to the rendered banner (a side panel, the order of fire at a
   * fire step), wiring their controls; runs on every client at every tracker render.
   */
  decorateBanner?(banner: HTMLElement, combat: Combat.Implementation, position: TurnPosition): Promise<void>;
}
