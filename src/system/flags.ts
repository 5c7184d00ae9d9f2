/**
 * The flags this system stores on core documents, declared for the type checker. A rule set adds
 * its own by augmenting the open interfaces below (ActorFlags, CombatFlags) from its own folder,
 * so two rule sets never declare the same FlagConfig entry twice.
 */
import type { RuleSetId } from "../core/ruleset-definition";

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

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ActiveEffect: {
      starskirmish: {
        /** How many of a counted marker this effect stands for. */
        count?: number;
      };
    };
    Actor: {
      starskirmish: ActorFlags;
    };
    Combat: {
      starskirmish: CombatFlags;
    };
    Token: {
      starskirmish: {
        /** UUID of the formation the token was placed with. */
        formation?: string;
        /** Index of the member of that formation the token stands for. */
        member?: number;
        /** The token's rotation before a lying marker turned it; null once it stands again. */
        upright?: number | null;
      };
    };
    Combatant: {
      starskirmish: {
        formation?: string;
        formationName?: string;
      };
    };
    CombatantGroup: {
      starskirmish: {
        /** The formation whose combatants the group gathers. */
        formation?: string;
      };
    };
  }
}

