/**
 * The list of rule sets: the one line a rule set adds outside its own folders. Everything else
 * is found from this list and the folders: each rule set's Foundry side in
 * src/rulesets/<id>/ruleset.ts, its templates in templates/<id>/, its stylesheet in
 * styles/<id>.css, its gallery samples in gallery/samples-<id>.ts, its migrations and packs in
 * its definition. The order is the order the world setting offers them.
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
