// Buttons that act on one thing of a list say which, in their accessible label (and tooltip where
// they carry one): a formation's member, a Striker team's weapon or armour, a StarMarines unit's
// weapon, a Starship Marine's gear, and the shared marker list's add and remove. A screen reader
// reading "Delete" five times down a list tells its user nothing. Names users typed are escaped.
import { beforeAll, describe, expect, it } from "vitest";
import { sampleRenderer, type SampleRenderer } from "../helpers/gallery-render";

let renderer: SampleRenderer;
beforeAll(async () => {
  renderer = await sampleRenderer();
});

/** The accessible labels of a sample's buttons for one action, in order. */
function labels(id: string, action: string): string[] {
  const html = renderer.render(id);
  return [...html.matchAll(new RegExp(`<button [^>]*data-action="${action}"[^>]*>`, "g"))].map((m) => /aria-label="([^"]*)"/.exec(m[0])?.[1] ?? "");
}

describe("list buttons name what they act on", () => {
  it("a formation's remove button names the member", () => {
    const got = labels("formation", "memberRemove");
    expect(got.length).toBeGreaterThan(0);
    for (const label of got) expect(label).toMatch(/^Remove .+ from the formation$/);
    expect(new Set(got).size).toBe(got.length);
  });

  it("a Striker team's delete buttons name the weapon or armour", () => {
    const ids = renderer.samples.filter((s) => s.template === "striker/sheets/team.hbs").map((s) => s.id);
    const got = ids.flatMap((id) => labels(id, "deleteItem"));
    expect(got.length).toBeGreaterThan(0);
    for (const label of got) expect(label).toMatch(/^Delete \S/);
  });

  it("a StarMarines unit's remove button names the weapon, and a Starship Marine's drop button the gear", () => {
    const weapons = labels("smr-unit-soldier", "removeWeapon");
    expect(weapons.length).toBeGreaterThan(0);
    for (const label of weapons) expect(label).toMatch(/^Remove \S/);
    const gear = labels("ssm-marine-gear", "removeGear");
    expect(gear.length).toBeGreaterThan(0);
    for (const label of gear) expect(label).toMatch(/^Drop \S/);
  });

  it("the marker list's add and remove name the marker", () => {
    const add = labels("striker-strTeam", "markerAdd");
    const remove = labels("striker-strTeam", "markerRemove");
    expect(add).toContain("Add one Suppressed");
    expect(remove).toContain("Remove one Moved");
    expect(new Set(add).size).toBe(add.length);
  });
});
