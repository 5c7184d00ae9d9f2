/**
 * The manifest the build writes into dist/starskirmish/system.json, worked out here from the
 * root system.json and the listed rule sets exactly as scripts/build.mjs does, so tests compare
 * against it without a build.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { RULESET_DEFINITIONS, SHARED_DOCUMENT_TYPES } from "../../src/rulesets/definitions";
import { stylesheetOf, stylesheetSources, systemManifest, type BaseManifest, type SystemManifest } from "../../src/core/manifest";
import type { RuleSetDefinition } from "../../src/core/ruleset-definition";

export const REPO_ROOT = join(__dirname, "../..");

/** The root system.json, as the build reads it. */
export const baseManifest = (): BaseManifest => JSON.parse(readFileSync(join(REPO_ROOT, "system.json"), "utf8")) as BaseManifest;

/** The built manifest for these rule sets. */
export function builtManifest(definitions: readonly RuleSetDefinition[] = RULESET_DEFINITIONS): SystemManifest {
  return systemManifest(baseManifest(), definitions, SHARED_DOCUMENT_TYPES);
}

/** The source stylesheets the build joins for these rule sets, looked for under `root`. */
export function builtStylesheetSources(definitions: readonly RuleSetDefinition[] = RULESET_DEFINITIONS, root = REPO_ROOT): string[] {
  return stylesheetSources(baseManifest(), definitions, (id) => existsSync(join(root, stylesheetOf(id))));
}
