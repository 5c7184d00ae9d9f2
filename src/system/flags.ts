/** The flags this system stores on core documents, declared for the type checker. */
import type { RuleSetId } from "../core/ruleset-definition";

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ActiveEffect: {
      starskirmish: {
        /** How many of a counted marker this effect stands for. */
        count?: number;
      };
    };
    Actor: {
      starskirmish: {
        /** Rule set of the world the actor was made in. */
        ruleSet?: RuleSetId;
        /** The compendium actor this world actor was imported from, so it is imported once. */
        sourceUuid?: string;
      };
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

export {};
