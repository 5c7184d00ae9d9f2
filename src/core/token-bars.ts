/**
 * Token bars per actor type: the attribute a new token of each type shows, and the lists Token
 * Config offers (v13 CONFIG.Actor.trackableAttributes: paths to value-and-max pairs as bars, paths
 * to single numbers as values). Pure: built from the rule set's type definitions.
 */
import type { DocumentTypeDefinition } from "./ruleset-definition";

export interface TrackableAttributes {
  readonly bar: string[];
  readonly value: string[];
}

/** Token Config's choices, for every actor type that names a bar. */
export function trackableAttributesOf(types: readonly DocumentTypeDefinition[]): Record<string, TrackableAttributes> {
  const out: Record<string, TrackableAttributes> = {};
  for (const t of types) {
    if (t.documentName !== "Actor" || !t.tokenBar) continue;
    out[t.type] = t.tokenBar.kind === "bar" ? { bar: [t.tokenBar.attribute], value: [] } : { bar: [], value: [t.tokenBar.attribute] };
  }
  return out;
}

/** The first bar a new actor of the type gets, or null for none. */
export function defaultBarOf(types: readonly DocumentTypeDefinition[], type: string): string | null {
  return types.find((t) => t.documentName === "Actor" && t.type === type)?.tokenBar?.attribute ?? null;
}
