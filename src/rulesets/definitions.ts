/**
 * Every rule set's pure definition, in the order the world setting lists them. A fifth rule set
 * adds one line here and one in src/index.ts.
 */
import type { DocumentTypeDefinition, RuleSetDefinition } from "../core/ruleset-definition";
import { FORMATION_SCHEMA } from "../core/formation-schema";
import { SPACE_PATROL } from "./space-patrol/data/definition";
import { STARSHIP_MARINE } from "./starship-marine/data/definition";
import { STARMARINES } from "./starmarines/data/definition";
import { STRIKER } from "./striker/data/definition";

export const RULESET_DEFINITIONS: readonly RuleSetDefinition[] = [SPACE_PATROL, STARSHIP_MARINE, STARMARINES, STRIKER];

/** Types every rule set offers: formations of any rule set's units. */
export const SHARED_DOCUMENT_TYPES: readonly DocumentTypeDefinition[] = [
  { documentName: "Actor", type: "formation", schema: FORMATION_SCHEMA },
];
