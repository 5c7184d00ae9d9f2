// Entry points whose documented "none" is undefined: the property test lets them return it, and
// only them. (null is a value, not a missing one: `rangeBand` beyond the last band, the
// `...Problem` checks with nothing wrong, `previousPosition` at the start of play return null.)
export const DOCUMENTED_NONE: Readonly<Record<string, string>> = {
  // "Which rule set owns a document sub-type, or undefined for a shared type."
  "core.ruleSetOfType": "a shared type belongs to no rule set",
  // "The asset id for any name or variant the text uses, or undefined if it names no asset."
  "spacePatrol.assetIdFromName": "a name that is no asset",
};
