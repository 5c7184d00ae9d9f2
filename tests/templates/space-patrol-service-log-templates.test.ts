// Layer 5 for the Space Patrol! service log (Guide 1.1-1.3): the patrolman's service record and the
// creation wizard's log render from the gallery's samples with real Handlebars, each creation event
// in English words from lang/en.json (its table, section and dice, no ids), and old text lines as
// they were written, escaped. The sample's age line and rank agree with its lifepath (Guide 1.1-1.3).
import { beforeAll, describe, expect, it } from "vitest";
import { sampleRenderer, type SampleRenderer } from "../helpers/gallery-render";
import { ageAfter } from "../../src/rulesets/space-patrol/data/creation-result";

let render: (id: string) => string;
let renderer: SampleRenderer;
beforeAll(async () => {
  renderer = await sampleRenderer();
  render = renderer.render;
});

/** The raw HTML of each line of a log list (the wizard's has no class of its own: its section's). */
const rawLines = (html: string, list: RegExp): string[] => {
  const ol = html.match(list)?.[1] ?? "";
  return [...ol.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!.replace(/\s+/g, " ").trim());
};
/** A line as the reader sees it: the term's tag gone, Handlebars' escapes read back. */
const ENTITIES: Record<string, string> = { "&#x3D;": "=", "&#x27;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">", "&#x60;": "`", "&amp;": "&" };
const seen = (line: string): string => line.replace(/<span class="sp-log-term">[^<]*<\/span>\s*/, "").replace(/&#x3D;|&#x27;|&quot;|&lt;|&gt;|&#x60;|&amp;/g, (e) => ENTITIES[e]!);
const SERVICE = /<ol class="sp-service-entries">([\s\S]*?)<\/ol>/;
const WIZARD = /<section class="sp-creation-log">[\s\S]*?<ol>([\s\S]*?)<\/ol>/;
const lines = (html: string, list: RegExp): string[] => rawLines(html, list).map(seen);

describe("the patrolman's service record", () => {
  it("says every kind of creation event with its table and Guide section, after the old text lines", () => {
    const shown = lines(render("sp-patrolman-full-service"), SERVICE);
    expect(shown.length).toBeGreaterThan(15);
    expect(shown[0]).toContain("Basic Training");
    const text = shown.join("\n");
    for (const words of [
      "Basic Training (Guide 1.1): Energy Weapons, Vigor",
      "Branch Training (Guide 1.1): joined the Medicine branch",
      "Asset roll on the Medicine Branch table (Guide 1.2): d8 1 gives Medicine, now level 2.",
      "falls on the Knowledge category",
      "Chose Physics from the Knowledge category (Guide 1.2)",
      "Honors table (Guide 1.1): d20 16, graduated with High Honors; starts at rank 1, and the row gives 2 asset rolls.",
      "Promotion table (Guide 1.2): d20 15 + Leadership 2 = 17: promoted 1 rank, to rank 2; the row gives 2 asset rolls.",
      "Special Mission table (Guide 1.2): d20 18 + Tactics 0 = 18, a special mission and the Patrol Flare medal; the row gives 2 asset rolls.",
      "Continuation table (Guide 1.2): d20 9 + 3 for the best asset on the branch table = 12: may serve another term; the row gives 1 bonus asset roll.",
      "Asset roll on the Advanced Training table (Guide 1.2): d8 7 falls on Cross-Training",
      "Cross-Training (Guide 1.2): the roll goes to the Flight Branch table.",
      "Chose to serve term 2 (Guide 1.2).",
      "Chose to begin play after 2 terms (Guide 1.3).",
      "End of Generation (Guide 1.3):",
    ]) expect(text).toContain(words);
    // no id or key slips through, and no placeholder is left unfilled
    expect(text).not.toMatch(/STARSKIRMISH\.|personalDevelopment|spacePilot|\{\w+\}/);
  });
  it("shows an old line's text escaped, never as markup", () => {
    const html = render("sp-patrolman-full-service");
    expect(html).not.toContain("<img src=x");
    expect(rawLines(html, SERVICE)[2]).toContain("Promotion total 17: rank 2, 2 rolls (rolled 15) &lt;img src&#x3D;x");
    expect(lines(html, SERVICE)[2]).toContain('<img src=x onerror="window.__xss=1">Zed');
  });
});

describe("the full sample patrolman agrees with its own lifepath (Guide 1.1-1.3)", () => {
  it("serves as many terms in its age line as its End of Generation line says, at the age they make", () => {
    const html = render("sp-patrolman-full-service");
    const age = html.match(/Age (\d+), after (\d+) terms/);
    const end = lines(html, SERVICE).find((l) => l.startsWith("End of Generation"))?.match(/after (\d+) terms?,/);
    expect(end?.[1]).toBe("2");
    expect(age?.[2]).toBe(end?.[1]);
    // Guide 1.1, 1.2: the Academy at 18, four years a term
    expect(Number(age?.[1])).toBe(18 + 4 * Number(end?.[1]));
  });
  it("holds the rank its last promotion line reached", () => {
    const html = render("sp-patrolman-full-service");
    const promoted = lines(html, SERVICE).filter((l) => l.startsWith("Promotion table")).at(-1)?.match(/to rank (\d+);/)?.[1];
    expect(promoted).toBe("2");
    const rankSelect = html.match(/<select name="system.rank">([\s\S]*?)<\/select>/)?.[1] ?? "";
    expect(rankSelect.match(/<option value="(\d+)" selected>/)?.[1]).toBe(promoted);
  });
});

describe("the service record's age line counts its terms (Guide 1.1, 1.2)", () => {
  /** The full sample's service tab with the terms served (and the age they make) set to `terms`. */
  const ageLineAfter = (terms: number): string => {
    const sample = renderer.samples.find((s) => s.id === "sp-patrolman-full-service")!;
    const system = { ...(sample.context.system as Record<string, unknown>), terms };
    const html = renderer.env.render(sample.template, { ...sample.context, system, age: ageAfter(terms) });
    return html.match(/<p class="ssk-hint">(Age [^<]*)<\/p>/)?.[1] ?? "";
  };
  it("says one term in the singular", () => {
    expect(ageLineAfter(1)).toBe("Age 22, after 1 term (Guide 1.1, 1.2).");
  });
  it("says two terms in the plural", () => {
    expect(ageLineAfter(2)).toBe("Age 26, after 2 terms (Guide 1.1, 1.2).");
  });
});

describe("the creation wizard's log", () => {
  it("reads in words at each step, the last line the step just taken", () => {
    const shown = lines(render("sp-creation-bonusAssets"), WIZARD);
    expect(shown[0]).toMatch(/Basic Training \(Guide 1\.1\)/);
    expect(shown.join("\n")).toMatch(/Branch Training \(Guide 1\.1\): joined the \w+ branch/);
    expect(shown.join("\n")).not.toMatch(/STARSKIRMISH\.|\{\w+\}/);
    expect(rawLines(render("sp-creation-assetRoll"), WIZARD).at(-1)).toMatch(/^<span class="sp-log-term">Term 1:<\/span> Branch Training/);
  });
});
