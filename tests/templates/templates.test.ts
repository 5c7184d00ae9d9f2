// Layer 5: every template renders from sample data with real Handlebars; names are escaped.
import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
// @ts-expect-error the environment is plain JavaScript shared with the gallery script
import { createEnv } from "../../gallery/handlebars-env.mjs";
import { gallerySamples, HOSTILE_NAME, type Sample, type SourceDoc } from "../../gallery/samples";

const root = join(__dirname, "../..");
const source = (rel: string) => YAML.parse(readFileSync(join(root, "packs/_source", rel), "utf8")) as SourceDoc;

interface Env {
  templates: string[];
  render(template: string, context: Record<string, unknown>): string;
}

let env: Env;
let samples: Sample[];
beforeAll(async () => {
  env = (await createEnv(root)) as Env;
  samples = gallerySamples(source);
});

const partials = ["shared/markers.hbs", "shared/show-on-board.hbs", "shared/spec-input.hbs", "shared/rich-text.hbs", "shared/tab-nav.hbs", "space-patrol/sheets/parts/inventory.hbs", "space-patrol/sheets/parts/craft-items.hbs", "space-patrol/sheets/parts/actions.hbs", "space-patrol/sheets/parts/advancement.hbs", "space-patrol/sheets/parts/vehicle-movement.hbs", "space-patrol/sheets/parts/vehicle-point-defense.hbs", "space-patrol/sheets/parts/psionics.hbs", "space-patrol/sheets/parts/scratch.hbs", "space-patrol/sheets/parts/vehicle-repairs.hbs", "starship-marine/parts/side-morale-result.hbs", "starship-marine/parts/blast-victims.hbs", "space-patrol/parts/task-sum.hbs", "space-patrol/parts/task-dt.hbs", "space-patrol/parts/dt-move.hbs", "space-patrol/parts/dt-causes.hbs", "space-patrol/parts/burst-victim.hbs", "space-patrol/parts/damage-sum.hbs", "striker/parts/roll-sum.hbs", "striker/parts/suppressed-until.hbs", "striker/parts/damage-notes.hbs", "starmarines/parts/damage-row.hbs"];

describe("templates", () => {
  it("every template is rendered by a sample or is a partial of one", () => {
    const used = new Set([...samples.map((s) => s.template), ...partials]);
    expect(env.templates.filter((t) => !used.has(t))).toEqual([]);
  });

  it("every sample renders", () => {
    for (const s of samples) expect(env.render(s.template, s.context).length, s.id).toBeGreaterThan(100);
  });

  it("the patrolman sheet shows the compendium patrolman's assets, rank title and wound count", () => {
    const s = samples.find((x) => x.id === "sp-patrolman")!;
    const html = env.render(s.template, s.context);
    expect(html).toContain('value="Rana Okafor"');
    expect(html).toContain("<p class=\"sp-rank-title\">Pilot</p>");
    expect(html.match(/data-asset-id=/g)).toHaveLength(62);
    expect(html).toMatch(/name="system\.assets\.spacePilot" value="4"/);
    expect(html).toMatch(/name="system\.assets\.stealth" value="X"/);
    expect(html).toMatch(/data-marker-id="sp-wound"[\s\S]*?data-count="2">2</);
  });

  it("each Space Patrol! sheet shows the combat actions its kind may take (Guide 6.4)", () => {
    const buttons = (id: string) => {
      const s = samples.find((x) => x.id === id)!;
      return [...env.render(s.template, s.context).matchAll(/data-combat-action="([a-zA-Z]+)"/g)].map((m) => m[1]);
    };
    expect(buttons("sp-patrolman")).toEqual(expect.arrayContaining(["melee", "grenade", "hunker", "secondMove", "medicine", "rally"]));
    expect(buttons("sp-vehicle")).toContain("reload");
    expect(buttons("sp-vehicle")).not.toContain("hunker");
    expect(buttons("sp-vehicle")).not.toContain("secondMove");
  });

  it("the patrolman sheet shows medals, this session's improvements and what can be improved at its cost", () => {
    const s = samples.find((x) => x.id === "sp-patrolman")!;
    const html = env.render(s.template, s.context);
    expect(html).toMatch(/name="system\.medals\.flare" value="\d+"/);
    expect(html).toContain('data-action="improveAsset"');
    expect(html).toContain('data-action="newSession"');
  });

  it("the improve dialog offers each asset's step at its cost, the unaffordable ones disabled (Guide 4.1)", () => {
    const s = samples.find((x) => x.id === "sp-improve-asset")!;
    const html = env.render(s.template, s.context);
    // the step and its cost in points, said in words (Guide 4.1)
    expect(html).toMatch(/<option value="tactics">Tactics: 3 → 4, for 4 points<\/option>/);
    expect(html).toMatch(/<option value="leadership" disabled>Leadership: 4 → 5, for 5 points<\/option>/);
    expect(html).not.toContain('value="vigor"');
  });

  it("a task card shows DT and what moved it, die, total and outcome", () => {
    const s = samples.find((x) => x.id === "sp-task-success")!;
    const html = env.render(s.template, s.context);
    // the shared DT line (parts/task-dt.hbs) counts the advantages and disadvantages (SP-5)
    expect(html).toMatch(/<p class="sp-task-roll-dt"><span class="sp-task-dt">Difficulty Target 16: base 12 \+ 4 \(1 advantage against 2 disadvantages: 1 disadvantage × 4\)/);
    expect(html).toContain('<dd class="sp-d20">15</dd>');
    expect(html).toContain('<dd class="sp-total">19</dd>');
    expect(html).toContain("Success");
    // 19 against 16 is a plain success (SP-6): no line of special successes to count none
    expect(html).not.toMatch(/special success/i);
    expect(html).not.toContain("sp-specials");
    expect(html).not.toContain("data-card-action");
  });

  it("a failed card offers Not So Fast", () => {
    const s = samples.find((x) => x.id === "sp-task-failure")!;
    expect(env.render(s.template, s.context)).toContain('data-card-action="spNotSoFast"');
  });

  it("escapes names users typed, in sheets and cards", () => {
    for (const id of ["sp-patrolman-full", "sp-task-failure"]) {
      const s = samples.find((x) => x.id === id)!;
      const html = env.render(s.template, s.context);
      expect(html, id).not.toContain("<img src=x");
      expect(html, id).toContain("&lt;img src");
    }
    expect(HOSTILE_NAME).toContain("<img");
  });

  it("an unknown helper fails the render instead of rendering blank", () => {
    expect(() => env.render("shared/spec-sheet.hbs", { ruleSetLabel: "STARSKIRMISH.RuleSet.striker", rows: [{ kind: "number", label: "NOPE.key", name: "x" }], markers: [] })).toThrow(/Missing string: NOPE.key/);
  });
});

describe("the space fire dialog (Guide 7.6, 7.8)", () => {
  it("offers no shots and no primary on a ship this ship has not locked", () => {
    const s = samples.find((x) => x.id === "sp-space-fire-dialog")!;
    const html = env.render(s.template, s.context) as string;
    // each input tag, as rendered (this layer runs without a DOM)
    const input = (pattern: string) => html.match(new RegExp(`<input[^>]*${pattern}[^>]*>`))?.[0] ?? "";
    const targets = (s.context as { targets: { index: number; locked: boolean }[] }).targets;
    expect(targets.some((t) => t.locked) && targets.some((t) => !t.locked)).toBe(true);
    for (const t of targets) {
      expect(/\bdisabled\b/.test(input(`name="shots${t.index}"`)), `shots${t.index}`).toBe(!t.locked);
      expect(/\bdisabled\b/.test(input(`name="primary" value="${t.index}"`)), `primary ${t.index}`).toBe(!t.locked);
    }
  });
});
