// A marker whose name alone does not say what it means (how long it lasts, what its count counts)
// carries a hint: the sheet shows the short name in the marker grid and the meaning as its tooltip,
// so long explanations no longer wrap the grid's cells to five lines.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { markerRows } from "../../../src/system/sheets/marker-context";
import { checkedMarker } from "../../../src/core/markers";
import { STRIKER_MARKERS } from "../../../src/rulesets/striker/rules/markers";
import { SPACE_PATROL_MARKERS } from "../../../src/rulesets/space-patrol/rules/markers";
// @ts-expect-error the environment is plain JavaScript shared with the gallery script
import { createEnv } from "../../../gallery/handlebars-env.mjs";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const text = (key: string): unknown => key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);

describe("marker hints", () => {
  it("give Striker's fired, pop-up and setting-up markers their meaning, with short names", () => {
    const rows = markerRows(STRIKER_MARKERS, { "str-fired": 1 });
    const fired = rows.find((r) => r.id === "str-fired");
    expect(text(fired!.label)).toBe("Fired");
    expect(text(fired!.hint)).toMatch(/until the end of the next fire phase/);
    expect(text(rows.find((r) => r.id === "str-settingUp")!.hint)).toMatch(/movement phases still needed.*6\.D\.1/);
    expect(rows.find((r) => r.id === "str-moved")!.hint).toBe("");
    for (const m of STRIKER_MARKERS) expect(String(text(m.label)).length).toBeLessThanOrEqual(25);
  });

  it("are checked as text where a marker has one", () => {
    // a hint that is not text is refused, as a label that is not text is
    expect(() => checkedMarker({ ...STRIKER_MARKERS[0], hint: 5 as unknown as string })).toThrow(RangeError);
    expect(checkedMarker(STRIKER_MARKERS[10]).hint).toBe("STARSKIRMISH.Striker.MarkerHint.fired");
  });

  it("show as the marker name's tooltip on the sheet, and nowhere where there is none", async () => {
    const env = (await createEnv(process.cwd())) as { render(template: string, context: Record<string, unknown>): string };
    const html = env.render("shared/markers.hbs", { markers: markerRows(STRIKER_MARKERS, {}), editable: true });
    expect(html).toContain('<span class="ssk-marker-name" data-tooltip="The team fired: its signature shows until the end of the next fire phase.">Fired</span>');
    expect(html).toContain('<span class="ssk-marker-name">Moved</span>');
  });

  it("on a vehicle's or spacecraft's own sheet, drop the kind the HUD's twins need, and keep it where groups mix", () => {
    const vehicle = markerRows(SPACE_PATROL_MARKERS, {}, "vehicle");
    const morale = vehicle.find((r) => r.id === "sp-vehicle-morale")!;
    expect(text(morale.label)).toBe("Morale");
    expect(vehicle.map((r) => String(text(r.label)))).not.toEqual(expect.arrayContaining([expect.stringMatching(/\(vehicle\)/)]));
    const ship = markerRows(SPACE_PATROL_MARKERS, {}, "spacecraft");
    expect(ship.map((r) => String(text(r.label)))).not.toEqual(expect.arrayContaining([expect.stringMatching(/\(spacecraft\)/)]));
    // no group: every marker of the rule set in one list, so the twins keep their kind
    const all = markerRows(SPACE_PATROL_MARKERS, {});
    expect(text(all.find((r) => r.id === "sp-vehicle-morale")!.label)).toBe("Morale (vehicle)");
    expect(text(all.find((r) => r.id === "sp-spacecraft-morale")!.label)).toBe("Morale (spacecraft)");
  });
});
