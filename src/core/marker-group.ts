/**
 * Which markers an actor's sheet shows: the group its type's definition names, fixed or read from a
 * field of its data (a StarMarines unit's kind). Said once here so that a rule set's own sheet, the
 * field-drawn sheet and the gallery agree. Pure.
 */
import type { MarkerDefinition } from "./markers";
import type { DocumentTypeDefinition } from "./ruleset-definition";
import type { FieldSpec } from "./schema";

/** The group for an actor of this type with this data, or undefined for every marker. */
export function markerGroupOf(type: DocumentTypeDefinition | undefined, system: unknown): string | undefined {
  const rule = type?.markerGroup;
  if (rule === undefined) return undefined;
  if (typeof rule === "string") return rule;
  const value = typeof system === "object" && system !== null ? (system as Record<string, unknown>)[rule.field] : undefined;
  if (typeof value !== "string" || value === "") return undefined;
  // a value no group answers to (bad data) shows every marker rather than none, so nothing is hidden
  return rule.groups ? (Object.hasOwn(rule.groups, value) ? rule.groups[value] : undefined) : value;
}

/**
 * What is wrong with a type's marker group rule: a field that is not a choice, a value of it with no
 * group, or a group named directly that no marker carries. A definition mistake, found by a test
 * rather than by a sheet that shows the wrong markers. (Through `groups`, a kind may map to a group
 * no marker carries: it takes only the shared markers.)
 */
export function markerGroupProblems(type: DocumentTypeDefinition, markers: readonly MarkerDefinition[]): string[] {
  const rule = type.markerGroup;
  if (rule === undefined) return [];
  const groups = new Set(markers.map((m) => m.group).filter((g): g is string => g !== undefined));
  const unknown = (named: readonly string[]) => named.filter((g) => !groups.has(g)).map((g) => `${type.type}: no marker is in group ${g}`);
  if (typeof rule === "string") return unknown([rule]);
  const choices = choicesOf(type.schema[rule.field]);
  if (choices === null) return [`${type.type}: ${rule.field} is not a choice field`];
  if (!rule.groups) return unknown(choices);
  const map = rule.groups;
  return choices.filter((c) => !Object.hasOwn(map, c)).map((c) => `${type.type}: ${rule.field} ${c} has no group`);
}

const choicesOf = (spec: FieldSpec | undefined): readonly string[] | null => (spec?.kind === "string" && spec.choices ? spec.choices : null);
