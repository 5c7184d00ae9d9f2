// Which markers an actor's sheet and token HUD offer: its type's group, fixed or read from its data.
import { describe, expect, it } from "vitest";
import { markerGroupOf, markerGroupProblems } from "../../src/core/marker-group";
import { field } from "../../src/core/schema";
import type { DocumentTypeDefinition } from "../../src/core/ruleset-definition";
import type { MarkerDefinition } from "../../src/core/markers";
import { RULESET_DEFINITIONS } from "../../src/rulesets/definitions";

const marker = (id: string, group?: string): MarkerDefinition => ({ id, label: `L.${id}`, icon: "i.svg", colour: "#000000", stacks: false, ...(group ? { group } : {}) });
const MARKERS = [marker("hurt", "soldier"), marker("burning", "vehicle"), marker("pinned")];
const unit = (markerGroup?: DocumentTypeDefinition["markerGroup"]): DocumentTypeDefinition => ({
  documentName: "Actor",
  type: "unit",
  schema: { kind: field.choice(["soldier", "vehicle"] as const, "soldier"), name: field.string("") },
  ...(markerGroup === undefined ? {} : { markerGroup }),
});

describe("markerGroupOf", () => {
  it("is the type's own group, whatever the data", () => {
    expect(markerGroupOf(unit("vehicle"), { kind: "soldier" })).toBe("vehicle");
  });

  it("reads the group from the field the type names", () => {
    expect(markerGroupOf(unit({ field: "kind" }), { kind: "vehicle" })).toBe("vehicle");
    expect(markerGroupOf(unit({ field: "kind" }), { kind: "soldier" })).toBe("soldier");
  });

  it("maps a field's value to its group where the type gives a map", () => {
    const mapped = unit({ field: "kind", groups: { soldier: "infantry", vehicle: "vehicle" } });
    expect(markerGroupOf(mapped, { kind: "soldier" })).toBe("infantry");
    expect(markerGroupOf(mapped, { kind: "vehicle" })).toBe("vehicle");
    // a value the map does not name, or one of Object's own keys, shows every marker
    expect(markerGroupOf(mapped, { kind: "toString" })).toBeUndefined();
  });

  it("shows every marker where the type names no group, the type is unknown or the field holds no group", () => {
    expect(markerGroupOf(unit(), { kind: "vehicle" })).toBeUndefined();
    expect(markerGroupOf(undefined, { kind: "vehicle" })).toBeUndefined();
    expect(markerGroupOf(unit({ field: "kind" }), { kind: "" })).toBeUndefined();
    expect(markerGroupOf(unit({ field: "kind" }), { kind: 3 })).toBeUndefined();
    expect(markerGroupOf(unit({ field: "kind" }), null)).toBeUndefined();
  });
});

describe("markerGroupProblems", () => {
  it("finds a group no marker carries, and a field that is not a choice", () => {
    expect(markerGroupProblems(unit("soldier"), MARKERS)).toEqual([]);
    expect(markerGroupProblems(unit({ field: "kind" }), MARKERS)).toEqual([]);
    expect(markerGroupProblems(unit("crew"), MARKERS)).toEqual(["unit: no marker is in group crew"]);
    expect(markerGroupProblems(unit({ field: "kind" }), [marker("hurt", "soldier")])).toEqual(["unit: no marker is in group vehicle"]);
    expect(markerGroupProblems(unit({ field: "name" }), MARKERS)).toEqual(["unit: name is not a choice field"]);
    expect(markerGroupProblems(unit({ field: "missing" }), MARKERS)).toEqual(["unit: missing is not a choice field"]);
    // through a map a kind may take only the shared markers (a group no marker carries), but every kind needs a group
    expect(markerGroupProblems(unit({ field: "kind", groups: { soldier: "soldier", vehicle: "crew" } }), MARKERS)).toEqual([]);
    expect(markerGroupProblems(unit({ field: "kind", groups: { soldier: "soldier" } }), MARKERS)).toEqual(["unit: kind vehicle has no group"]);
  });

  it("finds none in the four rule sets, and every actor type whose rule set groups markers by sheet names its group", () => {
    const actors = RULESET_DEFINITIONS.flatMap((def) => def.documentTypes.filter((t) => t.documentName === "Actor").map((t) => ({ def, t })));
    expect(actors.flatMap(({ def, t }) => markerGroupProblems(t, def.markers))).toEqual([]);
    // Striker's groups are headings (movement, morale...) shown together on one sheet, not kinds of actor
    expect(actors.filter(({ t }) => t.markerGroup === undefined).map(({ t }) => t.type)).toEqual(["strTeam"]);
  });
});
