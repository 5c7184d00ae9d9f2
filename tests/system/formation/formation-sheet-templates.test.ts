// @vitest-environment happy-dom
// The shared templates only sheets and dialogs draw are not in the module a world starts on
// (src/system/templates.ts): the first sheet loads them before it renders. A formation is a shared
// type with no rule set's table to load, so its sheet must load them itself; it renders with no
// template fetched, its partials (rich text, markers) drawn.
import { describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook } from "../../helpers/foundry-stubs";
import { makeActor } from "../../helpers/fake-documents";
import { renderedSheet } from "../../helpers/rendered-sheet";
// @ts-expect-error plain JavaScript build script
import { SHARED_ON_FIRST_USE } from "../../../scripts/templates-plugin.mjs";

const partials = () => (globalThis as unknown as { Handlebars: { partials: Record<string, unknown> } }).Handlebars.partials;
const later = () => (SHARED_ON_FIRST_USE as string[]).map((rel) => `systems/starskirmish/${rel}`);

async function boot() {
  vi.resetModules();
  const rec = installFoundryStubs({ "starskirmish.ruleSet": "striker" });
  await import("../../../src/index");
  callHook(rec, "init");
  return rec;
}

describe("the shared sheets' templates", () => {
  it("are not registered at init, and come with the first formation sheet, which renders without a template fetch", async () => {
    const rec = await boot();
    for (const path of later()) expect(partials()[path], path).toBeUndefined();
    const formation = makeActor({ _id: "alpha", name: "Alpha Squad", type: "formation", system: { members: [], shape: "block", facing: "N", notes: "<p>Hold the ridge</p>" } });
    const { FormationSheet } = await import("../../../src/system/formation/formation-sheet");
    const { sheet } = await renderedSheet(FormationSheet, formation);
    for (const path of later()) expect(typeof partials()[path], path).toBe("function");
    expect(rec.templateFetches).toEqual([]);
    // the sheet's own template and its rich-text partial drew the notes
    expect(sheet.element.textContent).toContain("Hold the ridge");
    // the striker table was not needed for a shared type's sheet, and did not load
    const { STRIKER_TABLE } = await import("../../../src/rulesets/striker/load-table");
    expect(STRIKER_TABLE.loaded).toBeNull();
  });

  it("load once however many sheets ask at the same time", async () => {
    await boot();
    const { loadSharedTemplates } = await import("../../../src/system/templates");
    const [a, b] = await Promise.all([loadSharedTemplates(), loadSharedTemplates()]);
    expect(a).toBe(b);
    expect([...a].sort()).toEqual(later().sort());
  });
});
