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
      };
    };
  }
}

export {};
