// Space Patrol! wording a GM found wanting, rendered from the gallery's samples with real Handlebars:
// each target's damage rows say once which damage table they were read on (Guide 6.14, 6.15), "each
// total" of several rolls and "the total" of one, the combat tracker's "−1" says whose Tactics Pool it
// spends and on what (6.3), and the burst cover dialog says where a victim's distance is measured
// from, citing 6.12 for a grenade and 6.11 for shells or bombs, and names what burst (6.11).
import { beforeAll, describe, expect, it } from "vitest";
import { FixedDice } from "../../src/core/seeded-dice";
import { resolveTask } from "../../src/rulesets/space-patrol/rules";
import { resolveGrenadeVictims } from "../../src/rulesets/space-patrol/view/grenade-burst";
import { grenadeCardContext } from "../../src/rulesets/space-patrol/view/grenade-card";
import { coverDialogWords } from "../../src/rulesets/space-patrol/view/burst-cover-words";
import { HOSTILE_NAME } from "../../gallery/samples";
import { sampleRenderer, type TemplateEnv } from "../helpers/gallery-render";
import { plainText } from "../helpers/plain-text";

let render: (id: string) => string;
let env: TemplateEnv;
beforeAll(async () => {
  const renderer = await sampleRenderer();
  render = renderer.render;
  env = renderer.env;
});

const plain = plainText;

/** Each target section of a card, as its plain text. */
const sections = (html: string) => [...html.matchAll(/<section class="sp-fire-target[^"]*"[^>]*>([\s\S]*?)<\/section>/g)].map((m) => plain(m[1]!));

const INDIVIDUAL = "Each total is read on the individual damage table (6.14).";
/** The same sentence for a target that took a single roll. */
const INDIVIDUAL_ONE = "The total is read on the individual damage table (6.14).";
const VEHICLE_ONE = "The total is read on the vehicle damage table (6.15).";

describe("damage rows name the table they were read on (Guide 6.14, 6.15)", () => {
  it("on the fire card, once for a person and once for a vehicle, after what each roll adds", () => {
    const person = sections(render("sp-fire")).filter((s) => s.includes("Mortal Wound"));
    expect(person).toHaveLength(1);
    // four hits, four rolls: "each"
    expect(person[0]!.split(INDIVIDUAL)).toHaveLength(2);
    expect(person[0]).toContain(`Each damage roll adds 4 to its dice: penetration 5 − armour 1 (6.13). ${INDIVIDUAL}`);
    expect(person[0]).not.toContain("vehicle damage table");
    // one hit, one roll: "the"
    const vehicle = sections(render("sp-fire-vehicle"));
    expect(vehicle[0]!.split(VEHICLE_ONE)).toHaveLength(2);
    expect(vehicle[0]).toContain(`The damage roll adds 5 to its dice: penetration 5 − armour 0 (6.13). ${VEHICLE_ONE}`);
    expect(vehicle[0]).not.toMatch(/Each (damage roll|total)/);
    expect(vehicle[0]).not.toContain("individual damage table");
    // the sentence stands before the rows it speaks of
    const html = render("sp-fire-vehicle");
    expect(html.indexOf("sp-damage-table")).toBeLessThan(html.indexOf('class="sp-fire-damage"'));
  });

  it("on the melee card and on each grenade and indirect-fire victim hit, whose one roll has \"the\" total (6.12)", () => {
    // two hits in melee: "each"
    expect(plain(render("sp-melee"))).toContain(INDIVIDUAL);
    for (const id of ["sp-grenade", "sp-indirect-fire", "sp-bombs"]) {
      const hit = sections(render(id)).filter((s) => s.includes("The damage roll adds"));
      expect(hit.length, id).toBeGreaterThan(0);
      for (const s of hit) expect(s.split(INDIVIDUAL_ONE), id).toHaveLength(2);
      for (const s of sections(render(id))) expect(s, id).not.toMatch(/Each (damage roll|total)/);
      // a victim cover shielded took no roll, so names no table
      for (const s of sections(render(id)).filter((x) => x.includes("Cover stands between"))) expect(s, id).not.toContain("damage table");
    }
  });

  it("on a burst that catches a person and a vehicle, each its own table", () => {
    const victims = resolveGrenadeVictims(
      "he",
      { contact: 10, burst: 4 },
      [
        { key: "p", name: "Pirate", directHit: true, coverBetween: false, table: "individual", armour: 0, markers: {} },
        { key: "v", name: "Pirate Crawler", directHit: false, coverBetween: false, table: "vehicle", armour: 2, markers: {} },
      ],
      new FixedDice([5, 5, 5, 5, 5, 5]),
    );
    const context = grenadeCardContext({ throwerName: "Rana", grenadeName: "HE", type: "he", band: "effective", distance: 4, task: resolveTask({ dt: 12, asset: 1 }, 15), deviation: null, radius: 2, coverKey: null, coverTurns: 0, victims });
    const [person, vehicle] = sections(env.render("space-patrol/cards/grenade.hbs", { ...context }));
    expect(person).toContain(INDIVIDUAL_ONE);
    expect(person).not.toContain(VEHICLE_ONE);
    expect(vehicle).toContain(VEHICLE_ONE);
    expect(vehicle).not.toContain(INDIVIDUAL_ONE);
  });
});

describe("the combat tracker's Tactics Pool (Guide 6.3)", () => {
  it("gives each side's −1 a tooltip and accessible name saying whose pool it spends, and why", () => {
    const html = render("sp-side-turn");
    const buttons = [...html.matchAll(/<button [^>]*data-sp-spend="(\w+)"[^>]*>([\s\S]*?)<\/button>/g)];
    expect(buttons.map((b) => b[1])).toEqual(["players", "enemies"]);
    for (const [button] of buttons) {
      const aria = plain(/aria-label="([^"]*)"/.exec(button)![1]!);
      const tip = plain(/data-tooltip="([^"]*)"/.exec(button)![1]!);
      expect(tip).toBe(aria);
      expect(aria).toMatch(/^(Players' side|Enemies): spend 1 point of this side's Tactics Pool on a roll whose card has no Tactics buttons \(6\.3\)$/);
    }
    expect(plain(/aria-label="([^"]*)"/.exec(buttons[0]![0])![1]!)).toMatch(/^Players' side:/);
    // the visible "−1" stays, narrow beside the pool
    expect(buttons.map((b) => b[2])).toEqual(["&minus;1", "&minus;1"]);
  });

  it("says what the pool's count means", () => {
    const pool = /<span class="sp-side-pool" data-tooltip="([^"]*)">([^<]*)<\/span>/.exec(render("sp-side-turn"))!;
    expect(plain(pool[2]!)).toBe("Tactics 3/4");
    expect(plain(pool[1]!)).toBe("Tactics Pool: 3 left of 4, the sum of this side's Tactics levels (6.3)");
  });
});

describe("the burst cover dialog (Guide 6.11, 6.12)", () => {
  const hint = (id: string) => plain(/<p class="ssk-form-note">([\s\S]*?)<\/p>/.exec(render(id))![1]!);

  it("names the grenade when a grenade burst", () => {
    expect(hint("sp-grenade-cover-dialog")).toBe("Tick everyone in the burst with cover between them and the grenade: the cover stops the damage (6.12).");
  });

  it("names the shells, not a grenade, when indirect fire landed", () => {
    const text = hint("sp-indirect-cover-dialog");
    expect(text).toBe("Tick everyone in the burst with cover between them and where the shells burst: the cover stops the damage, as it stops a grenade's (6.11, 6.12).");
    expect(text).not.toContain("and the grenade");
  });

  it("names a bomb when bombs fell, and measures from where it landed (6.11)", () => {
    const words = coverDialogWords("bomb");
    const html = env.render("space-patrol/dialogs/grenade-cover.hbs", { hintKey: words.hintKey, distanceKey: words.distanceKey, victims: [{ key: "tokA", name: "Pirate", inches: 4 }] });
    expect(plain(/<p class="ssk-form-note">([\s\S]*?)<\/p>/.exec(html)![1]!)).toContain("between them and where the bomb burst");
    expect(plain(/<span class="ssk-form-label">([\s\S]*?)<\/span>/.exec(html)![1]!)).toBe('Pirate 4" from where the bomb landed, the centre of the burst (6.11)');
  });

  it("measures each victim's distance from where the shells landed, citing 6.11, not a grenade's 6.12", () => {
    const labels = [...render("sp-indirect-cover-dialog").matchAll(/<span class="ssk-form-label">([\s\S]*?)<\/span>/g)].map((m) => plain(m[1]!));
    expect(labels).toHaveLength(2);
    expect(labels[0]).toMatch(/ 2\.5" from where the shells landed, the centre of the burst \(6\.11\)$/);
    expect(labels[1]).toBe('Pirate Lookout 3" from where the shells landed, the centre of the burst (6.11)');
    for (const label of labels) expect(label).not.toContain("6.12");
  });

  it("measures each victim's distance from where the grenade landed, the burst's centre", () => {
    const labels = [...render("sp-grenade-cover-dialog").matchAll(/<span class="ssk-form-label">([\s\S]*?)<\/span>/g)].map((m) => plain(m[1]!));
    expect(labels).toHaveLength(2);
    expect(labels[1]).toBe('Pirate Gunner 2" from where it landed, the centre of the burst (6.12)');
    for (const label of labels) expect(label).not.toMatch(/from the burst$/);
  });

  it("lays the victims out as a form: one label per box, the name cut short with the whole of it in its title, the distance in a column of its own", () => {
    const html = render("sp-indirect-cover-dialog");
    expect(html).toMatch(/<fieldset class="sp-cover-victims">\s*<legend>In the burst<\/legend>/);
    const rows = [...html.matchAll(/<label class="sp-cover-victim">([\s\S]*?)<\/label>/g)].map((m) => m[1]!);
    expect(rows).toHaveLength(2);
    // each label holds its one box, then the name and the distance, each an element of its own
    expect(rows.map((r) => [...r.matchAll(/<input type="checkbox" name="([^"]+)">/g)].map((m) => m[1]))).toEqual([["cover-tokA"], ["cover-tokB"]]);
    const name = (row: string) => /<bdi class="sp-cover-name" title="([^"]*)">([\s\S]*?)<\/bdi>/.exec(row)!;
    const distance = (row: string) => plain(/<small class="sp-cover-distance">([\s\S]*?)<\/small>/.exec(row)![1]!);
    // the typed name, markup and all, is text in both the title and the row (plain text keeps &lt; and &gt; as written)
    const asText = HOSTILE_NAME.replace(/</g, "&lt;").replace(/>/g, "&gt;");
    expect(plain(name(rows[0]!)[1]!)).toBe(asText);
    expect(plain(name(rows[0]!)[2]!)).toBe(asText);
    expect(name(rows[0]!)[0]).not.toContain("<img");
    expect(plain(name(rows[1]!)[1]!)).toBe("Pirate Lookout");
    expect(distance(rows[1]!)).toBe('3" from where the shells landed, the centre of the burst (6.11)');
  });
});
