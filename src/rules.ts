/**
 * The standalone rules module (dist/rules.mjs): the pure core and every rule set's rules, with
 * no Foundry dependency, for tests, benchmarks, bots or another table.
 */
export * as core from "./core/index";
export * as spacePatrol from "./rulesets/space-patrol/rules/index";
export * as striker from "./rulesets/striker/rules/index";
export * as starshipMarine from "./rulesets/starship-marine/rules/index";
export * as starMarines from "./rulesets/starmarines/rules/index";
