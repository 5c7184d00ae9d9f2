// The manifest generator: what it adds to the root system.json from rule-set definitions, and
// the mistakes in a new rule set's definition it refuses.
import { describe, expect, it } from "vitest";
import { stylesheetSources, systemManifest, type BaseManifest } from "../../src/core/manifest";
import { field } from "../../src/core/schema";
import type { DocumentTypeDefinition, RuleSetDefinition } from "../../src/core/ruleset-definition";

const base: BaseManifest = { id: "starskirmish", title: "T", styles: ["styles/starskirmish.css"], documentTypes: { ChatMessage: { card: {} } } };

function ruleSet(id: string, extra: Partial<RuleSetDefinition> = {}): RuleSetDefinition {
  return {
    id,
    label: `STARSKIRMISH.RuleSet.${id}`,
    documentTypes: [{ documentName: "Actor", type: `${id}Unit`, schema: { notes: field.html(), grit: field.integer(0) } }],
    markers: [],
    turn: { initiative: "eachTurn", phases: [] },
    grid: { type: "gridless", size: 100, distance: 1, units: "cm", measureIn: "units" },
    packs: [],
    ...extra,
  };
}

const formation: DocumentTypeDefinition = { documentName: "Actor", type: "formation", schema: { notes: field.html() } };

describe("systemManifest", () => {
  it("keeps the base's fields and adds types with their html fields after the rule sets' own", () => {
    const m = systemManifest(base, [ruleSet("alpha"), ruleSet("beta", { documentTypes: [{ documentName: "Item", type: "betaKit", schema: { weight: field.integer(0) } }] })], [formation]);
    expect(m.title).toBe("T");
    expect(m.documentTypes).toEqual({
      ChatMessage: { card: {} },
      Actor: { alphaUnit: { htmlFields: ["notes"] }, formation: { htmlFields: ["notes"] } },
      Item: { betaKit: {} },
    });
    expect(Object.keys(m.documentTypes.Actor!)).toEqual(["alphaUnit", "formation"]);
  });

  it("declares region behaviours only where a rule set paints regions, and refuses one declared twice", () => {
    const terrain = { type: "alphaTerrain", schema: { kind: field.choice(["open", "wood"], "open") }, icon: "fa-solid fa-tree" };
    const m = systemManifest(base, [ruleSet("alpha", { regionBehaviors: [terrain] }), ruleSet("beta")], []);
    expect(m.documentTypes.RegionBehavior).toEqual({ alphaTerrain: {} });
    expect(systemManifest(base, [ruleSet("beta")], []).documentTypes.RegionBehavior).toBeUndefined();
    expect(() => systemManifest(base, [ruleSet("a", { regionBehaviors: [terrain] }), ruleSet("b", { regionBehaviors: [terrain] })], [])).toThrow('RegionBehavior type "alphaTerrain" is declared twice');
  });

  it("adds each rule set's packs in its own folder", () => {
    const alpha = ruleSet("alpha", { packs: [{ name: "al-units", type: "Actor", label: "Alpha Units" }], packFolder: { name: "Alpha", color: "#112233" } });
    const m = systemManifest(base, [alpha, ruleSet("beta")], []);
    expect(m.packs).toEqual([
      { name: "al-units", label: "Alpha Units", path: "packs/al-units", type: "Actor", system: "starskirmish", ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" } },
    ]);
    expect(m.packFolders).toEqual([{ name: "Alpha", sorting: "a", color: "#112233", packs: ["al-units"] }]);
  });

  it("lists one stylesheet, joined by the build from the shared one and each rule set's that exists", () => {
    const m = systemManifest(base, [ruleSet("alpha"), ruleSet("beta")], []);
    expect(m.styles).toEqual(["starskirmish.css"]);
    expect(stylesheetSources(base, [ruleSet("alpha"), ruleSet("beta"), ruleSet("gamma")], (id) => id !== "beta")).toEqual(["styles/starskirmish.css", "styles/alpha.css", "styles/gamma.css"]);
  });

  it("refuses a type or pack declared twice, and packs without a folder", () => {
    expect(() => systemManifest(base, [ruleSet("alpha"), ruleSet("alpha")], [])).toThrow('Actor type "alphaUnit" is declared twice');
    const pack = { name: "shared-name", type: "Item", label: "X" } as const;
    const folder = { name: "F", color: "#000" };
    expect(() => systemManifest(base, [ruleSet("a", { packs: [pack], packFolder: folder }), ruleSet("b", { packs: [pack], packFolder: folder })], [])).toThrow(
      'Pack "shared-name" is declared twice',
    );
    expect(() => systemManifest(base, [ruleSet("a", { packs: [pack] })], [])).toThrow('Rule set "a" ships packs but names no pack folder');
  });
});
