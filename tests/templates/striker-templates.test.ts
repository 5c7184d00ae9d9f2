// Striker sheets and cards render from the gallery samples with real Handlebars, showing the
// table's columns and escaping what users typed.
import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
// @ts-expect-error the environment is plain JavaScript shared with the gallery script
import { createEnv } from "../../gallery/handlebars-env.mjs";
import { gallerySamples, type Sample, type SourceDoc } from "../../gallery/samples";

const root = join(__dirname, "../..");
const source = (rel: string) => YAML.parse(readFileSync(join(root, "packs/_source", rel), "utf8")) as SourceDoc;

let env: { render(template: string, context: Record<string, unknown>): string };
let samples: Sample[];
const render = (id: string) => {
  const s = samples.find((x) => x.id === id);
  if (!s) throw new Error(`no sample ${id}`);
  return env.render(s.template, s.context);
};

beforeAll(async () => {
  env = await createEnv(root);
  samples = gallerySamples({ patrolman: source("sp-patrolmen/rana-okafor.yml"), team: source("str-teams/fire-team.yml") });
});

describe("Striker weapon sheet", () => {
  it("shows every ammunition row of the 9mm ACR with its range columns as printed", () => {
    const html = render("striker-weapon");
    expect(html.match(/class="str-ammo-row"/g)).toHaveLength(3);
    expect(html).toContain("300(4)+2 600(3)+1 900(2)+1");
    expect(html).toContain("450(6)+2 900(3)+1");
    expect(html).toMatch(/name="system\.ammo\.2\.bands\.0\.penetration" value="3"/);
    expect(html).toMatch(/name="system\.ammo\.2\.targets\.auto" value="2"/);
    expect(html).toMatch(/name="system\.gyrostabilised" checked/);
    expect(html).toContain('<option value="M" selected>Medium</option>');
    // Two range columns for DS: a third can be added there, not on the three-column rows.
    expect(html.match(/data-action="addBand"/g)).toHaveLength(1);
  });

  it("shows contact range as a ticked box", () => {
    expect(render("striker-weapon-contact")).toMatch(/name="system\.ammo\.0\.bands\.0\.contact" checked/);
  });
});

describe("Striker armour sheet", () => {
  it("shows the bracketed form and both values of ablat (ruling STR-5)", () => {
    const html = render("striker-armour");
    expect(html).toMatch(/<option value="bracketed" selected>/);
    expect(html).toMatch(/name="system\.value" value="1"/);
    expect(html).toMatch(/name="system\.energy" value="6"/);
  });
});

describe("Striker team sheet (the unit card)", () => {
  it("shows four troopers with carried weapons and armour, a casualty, whether it is led, and its markers", () => {
    const html = render("striker-strTeam");
    expect(html.match(/class="str-trooper[^"]*" data-trooper-index=/g)).toHaveLength(4);
    expect(html).toContain('class="str-trooper is-casualty" data-trooper-index="3"');
    expect(html).toMatch(/data-item-id="strFT1Weapon0001">7mm ACR \(Advanced Combat Rifle\)</);
    expect(html).toMatch(/data-item-id="strFT1Armour0001">10</);
    expect(html).toContain('<option value="slugs" selected>Slugs</option>');
    expect(html).toMatch(/class="str-led is-led" data-led="true">Led: <span class="str-led-by">Squad leader 1<\/span>/);
    expect(html).toContain('data-effectives="3"');
    expect(html).toMatch(/data-marker-id="str-suppressed"/);
    expect(html).toMatch(/class="ssk-marker is-active" data-marker-id="str-moved"/);
  });

  it("escapes a trooper's name", () => {
    const html = render("striker-strTeam");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src");
  });
});
