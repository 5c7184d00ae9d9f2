// A marker's ink frame depends on its colour alone, so each colour's contrast is measured once and
// kept: a sheet that renders again, or another sheet with the same markers, measures nothing more,
// and the answer is the one the measurement gave (marker-accent-contrast.test.ts checks the answers).
import { describe, expect, it, vi } from "vitest";
import { RULESET_DEFINITIONS } from "../../../src/rulesets/definitions";

// count the WCAG measurements the sheet context asks for, answering as the real module does
const measured = vi.hoisted(() => ({ calls: 0 }));
vi.mock("../../../src/core/colour-contrast", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../src/core/colour-contrast")>();
  return {
    ...real,
    contrastRatio: (a: string, b: string) => {
      measured.calls += 1;
      return real.contrastRatio(a, b);
    },
  };
});
const { markerFaintOn, markerRows, MARKER_PAGE_COLOURS } = await import("../../../src/system/sheets/marker-context");
const pages = MARKER_PAGE_COLOURS.light.length + MARKER_PAGE_COLOURS.dark.length;

describe("a marker colour's frame", () => {
  it("is measured against each page colour the first time, and not again", () => {
    const before = measured.calls;
    // a white no rule set uses, spelt in capitals so no earlier test has asked for it
    expect(markerFaintOn("#FEFEFE")).toBe("light");
    expect(measured.calls - before).toBe(pages);
    expect(markerFaintOn("#FEFEFE")).toBe("light");
    expect(measured.calls - before).toBe(pages);
  });

  it("costs a render nothing once every rule set's colours have been seen", () => {
    const markers = RULESET_DEFINITIONS.flatMap((d) => d.markers);
    const colours = new Set(markers.map((m) => m.colour));
    const before = measured.calls;
    const first = markerRows(markers, {});
    // at most one measurement per page colour for each distinct colour, however many markers share it
    expect(measured.calls - before).toBeLessThanOrEqual(colours.size * pages);
    const seen = measured.calls;
    const again = markerRows(markers, {});
    expect(measured.calls).toBe(seen);
    expect(again.map((r) => r.faintOn)).toEqual(first.map((r) => r.faintOn));
  });
});
