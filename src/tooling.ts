/**
 * What the build's own scripts need from the source, without Foundry: every rule set's
 * definition (types, schemas, markers, packs), the schema check and the marker icon names.
 */
export { RULESET_DEFINITIONS, SHARED_DOCUMENT_TYPES } from "./rulesets/definitions";
export { validateData, htmlFieldPaths, initialValue } from "./core/schema";
export { drawnCounts, markerIcon, countLabel, markerEffectId } from "./core/marker-icons";
export { CURRENT_DATA_VERSION } from "./rulesets/migrations";
