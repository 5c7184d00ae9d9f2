/**
 * What the build's own scripts need from the source, without Foundry: every rule set's
 * definition (types, schemas, markers, packs), the schema check, the marker icon names and the
 * manifest the build completes from the definitions.
 */
export { RULESET_DEFINITIONS, SHARED_DOCUMENT_TYPES } from "./rulesets/definitions";
export { validateData, htmlFieldPaths, initialValue } from "./core/schema";
export { drawnCounts, markerIcon, countLabel, markerEffectId } from "./core/marker-icons";
export { CURRENT_DATA_VERSION } from "./rulesets/migrations";
export { systemManifest, stylesheetOf, stylesheetSources, SYSTEM_STYLESHEET } from "./core/manifest";
