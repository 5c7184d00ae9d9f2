// A marker's accent bar on a sheet must read as its colour in the light and the dark theme. A colour
// close to the page (the white Morale marker on paper, a black one in the dark) is framed in ink
// there; the frame colours and page colours are read from the stylesheet itself, so a palette change
// that breaks this fails here.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { contrastRatio, relativeLuminance } from "../../../src/core/colour-contrast";
import { FAINT_MARKER_CONTRAST, MARKER_PAGE_COLOURS, markerFaintOn, markerRows } from "../../../src/system/sheets/marker-context";
import { RULESET_DEFINITIONS } from "../../../src/rulesets/definitions";
import { SP_MARKER } from "../../../src/rulesets/space-patrol/rules/markers";
import { SP_SPACECRAFT_MARKER_ID, SP_VEHICLE_MARKER_ID } from "../../../src/rulesets/space-patrol/rules/marker-ids";
// @ts-expect-error the environment is plain JavaScript shared with the gallery script
import { createEnv } from "../../../gallery/handlebars-env.mjs";

const css = readFileSync("styles/starskirmish.css", "utf8");
/** The [light, dark] colours of a palette variable, as the stylesheet's :root gives them. */
function palette(name: string): [string, string] {
  const m = new RegExp(`--${name}:\\s*light-dark\\((#[0-9a-f]{6}),\\s*(#[0-9a-f]{6})\\)`, "i").exec(css);
  if (!m) throw new Error(`--${name} is not a light-dark() pair in styles/starskirmish.css`);
  return [m[1]!.toLowerCase(), m[2]!.toLowerCase()];
}
const THEMES = [0, 1] as const;
const themeName = (i: 0 | 1) => (i === 0 ? "light" : "dark");
const ratio = (a: string, b: string) => contrastRatio(a, b)!;

describe("WCAG contrast", () => {
  it("measures white on black as 21:1, a colour on itself as 1:1, and refuses what it cannot read", () => {
    expect(ratio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(ratio("#c62828", "#c62828")).toBe(1);
    expect(relativeLuminance("#ffffff")).toBe(1);
    expect(contrastRatio("red", "#000000")).toBeNull();
  });
});

describe("marker accent bars", () => {
  it("sit between the page colours the stylesheet paints", () => {
    const [paperLight, paperDark] = palette("ssk-paper");
    const [raisedLight, raisedDark] = palette("ssk-raised");
    expect(MARKER_PAGE_COLOURS).toEqual({ light: [paperLight, raisedLight], dark: [paperDark, raisedDark] });
  });

  it("frame the Morale markers, white, on the light theme and leave them plain on the dark", () => {
    for (const id of [SP_MARKER.morale, SP_VEHICLE_MARKER_ID.morale, SP_SPACECRAFT_MARKER_ID.morale]) {
      const row = markerRows(RULESET_DEFINITIONS.flatMap((d) => d.markers), { [id]: 1 }).find((r) => r.id === id)!;
      expect(row.colour, id).toBe("#ffffff");
      expect(row.faintOn, id).toBe("light");
    }
    // the near-black Mortal Wound is the dark theme's twin case; the red Wound stands out in both
    const colour = (id: string) => RULESET_DEFINITIONS.flatMap((d) => d.markers).find((m) => m.id === id)!.colour;
    expect(markerFaintOn(colour(SP_MARKER.mortalWound))).toBe("dark");
    expect(markerFaintOn(colour(SP_MARKER.wound))).toBe("");
    // a colour the contrast cannot read is left unframed rather than guessed at
    expect(markerFaintOn("white")).toBe("");
  });

  it("read in both themes for every rule set's markers: by their own colour, or by an ink frame", () => {
    const frame = { light: palette("ssk-marker-frame-on-light"), dark: palette("ssk-marker-frame-on-dark") };
    const edge = palette("ssk-marker-edge");
    const ink = palette("ssk-ink");
    // the frame is the ink in the theme it serves and the usual edge in the other
    expect(frame.light).toEqual([ink[0], edge[1]]);
    expect(frame.dark).toEqual([edge[0], ink[1]]);
    const misses: string[] = [];
    for (const def of RULESET_DEFINITIONS) {
      for (const m of def.markers) {
        const faint = markerFaintOn(m.colour);
        for (const t of THEMES) {
          const theme = themeName(t);
          const pages = MARKER_PAGE_COLOURS[theme];
          const own = Math.min(...pages.map((p) => ratio(m.colour, p)));
          if (faint === theme) {
            // the ink frame stands out from the page (WCAG 1.4.11's 3:1) and from the colour it frames
            const f = frame[theme][t];
            const worst = Math.min(...pages.map((p) => ratio(f, p)), ratio(f, m.colour));
            if (worst < 3) misses.push(`${m.id} ${theme}: frame ${f} at ${worst.toFixed(2)}:1`);
          } else if (own < FAINT_MARKER_CONTRAST) {
            misses.push(`${m.id} ${theme}: ${m.colour} at ${own.toFixed(2)}:1 with no frame`);
          }
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it("carry the frame's class onto the sheet, so the stylesheet draws it", async () => {
    const env = (await createEnv(process.cwd())) as { render(template: string, context: Record<string, unknown>): string };
    const markers = markerRows(RULESET_DEFINITIONS.flatMap((d) => d.markers), { [SP_MARKER.morale]: 1 }, "individual").filter((r) => ([SP_MARKER.morale, SP_MARKER.mortalWound, SP_MARKER.wound] as string[]).includes(r.id));
    const html = env.render("shared/markers.hbs", { markers, editable: false });
    const cls = (id: string) => new RegExp(`<li class="([^"]*)" data-marker-id="${id}"`).exec(html)?.[1];
    expect(cls(SP_MARKER.morale)).toBe("ssk-marker is-active is-faint-on-light");
    expect(cls(SP_MARKER.mortalWound)).toBe("ssk-marker is-faint-on-dark");
    expect(cls(SP_MARKER.wound)).toBe("ssk-marker");
  });
});
