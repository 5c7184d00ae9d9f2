// Layer 5 for Space Patrol! cards a screenshot review found hard to read, rendered from the gallery's
// samples with real Handlebars: the Plummet crash's fate rows (6.15), the suppression card and dialog
// (6.6), the zero-G move's DT (6.10, SP-5) and every other task card's, through the one DT line (3.1,
// 3.2, SP-5), the burst damage sums (6.11, 6.13, SP-8), and the referee named as the Guide names him,
// the Space Judge.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT, sampleRenderer, type TemplateEnv } from "../helpers/gallery-render";
import { resolveTask } from "../../src/rulesets/space-patrol/rules";
import { taskCardContext } from "../../src/rulesets/space-patrol/view/task-card";
import { plainText } from "../helpers/plain-text";

let render: (id: string) => string;
let env: TemplateEnv;
beforeAll(async () => {
  const renderer = await sampleRenderer();
  render = renderer.render;
  env = renderer.env;
});

const plain = plainText;

/** The text of every element of this class in the markup. */
const texts = (html: string, cls: string) => [...html.matchAll(new RegExp(`<(\\w+)[^>]* class="[^"]*\\b${cls}\\b[^"]*"[^>]*>([\\s\\S]*?)</\\1>`, "g"))].map((m) => plain(m[2]!));

/** The declarations of every rule of a stylesheet whose selector list names this class. */
function declarationsFor(css: string, cls: string): string[] {
  const body = css.replace(/\/\*[\s\S]*?\*\//g, "");
  return [...body.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter((m) => m[1]!.split(",").some((sel) => new RegExp(`\\.${cls}(?![\\w-])(?![.:\\[])\\s*$`).test(sel.trim()))).map((m) => m[2]!.trim());
}

describe("Plummet crash card (Guide 6.15)", () => {
  it("writes each crewman's name and fate in one row", () => {
    const html = render("sp-plummet-crash");
    const rows = [...html.matchAll(/<li class="sp-plummet-fate is-(\w+)">([\s\S]*?)<\/li>/g)].map((m) => [m[1], plain(m[2]!)]);
    expect(rows[1]).toEqual(["killed", "Gunner Vex · killed in the crash"]);
    expect(rows).toHaveLength(2);
  });

  it("lays the fate row out as wrapping text, not the button rows' column, so the dot never starts a line", () => {
    const css = readFileSync(join(ROOT, "styles/space-patrol.css"), "utf8");
    const fate = declarationsFor(css, "sp-plummet-fate");
    expect(fate.length).toBeGreaterThan(0);
    expect(fate.join(";")).not.toMatch(/flex-direction:\s*column/);
    expect(fate.join(";")).toMatch(/display:\s*block/);
    // the rows with buttons keep their column: the device over the choice
    expect(declarationsFor(css, "sp-plummet-row").join(";")).toMatch(/flex-direction:\s*column/);
  });

  it("gives a killed crewman's row the same weight as a living one's", () => {
    const css = readFileSync(join(ROOT, "styles/space-patrol.css"), "utf8");
    expect(css).not.toMatch(/\.sp-plummet-fate\.is-killed\s*\{/);
    const rows = [...render("sp-plummet-crash").matchAll(/<li class="sp-plummet-fate is-\w+">([\s\S]*?)<\/li>/g)].map((m) => (m[1]!.match(/<[^>]+>/g) ?? []).join(""));
    // the same markup around name and fate in each row, whatever the fate
    expect(rows).toHaveLength(2);
    expect(rows[0]).toBe(rows[1]);
  });

  it("names the aircraft under the title, not a crewman (6.15)", () => {
    for (const id of ["sp-plummet-card", "sp-plummet-crash"]) expect(texts(render(id), "ssk-card-actor")).toEqual(["Sky Skiff"]);
  });

  it("names the point the spend button spends: a Space Hero Point, or Plot Armor for an NPC (4.2)", () => {
    const labels = [...render("sp-plummet-card").matchAll(/data-card-action="spPlummetSpend"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(labels).toEqual(["Spend a Space Hero Point", "Spend a Space Hero Point", "Spend a Plot Armor Point"]);
  });
});

describe("suppression card and dialog (Guide 6.6)", () => {
  it("says each enemy's share in counted words, the citation with its sentence", () => {
    const html = render("sp-suppression");
    expect(texts(html, "sp-suppression-dis")).toEqual([
      "1 target allocated · 1 disadvantage on its next turn (6.6)",
      "1 target allocated · 1 disadvantage on its next turn (6.6)",
    ]);
    expect(html).not.toContain("Weapon's targets allocated");
  });

  it("writes the box one way on the card and in the dialog", () => {
    expect(texts(render("sp-suppression"), "sp-suppression-box")).toEqual(['The targeted enemies fit in a 3" × 3" box (6.6).']);
    const hint = texts(render("sp-suppression-dialog"), "sp-suppression-hint")[0];
    expect(hint).toContain('The targeted enemies must fit in a 3" × 3" box, or 6" × 6" for a weapon of 8 or more targets (6.6).');
    expect(hint).not.toMatch(/by 3|inch box/);
  });
});

describe("zero-G move card (Guide 6.10, SP-5)", () => {
  it("writes the DT in every card's DT line, 12 plus 4 for the disadvantage, and where the disadvantage came from", () => {
    // a ruling's id may be held together by a no-break hyphen (SP\u20115): read it as the hyphen it shows
    const line = (id: string, cls: string) => texts(render(id), cls).map((t) => t.replace(/\u2011/g, "-"));
    expect(line("sp-zero-g-move-drift", "sp-zero-g-dt")).toEqual(["Difficulty Target 16: base 12 + 4 (1 disadvantage × 4) = 16 (SP-5) · 1 disadvantage from Wound markers, 6.14"]);
    // the same partial as the other cards' DT lines
    expect(line("sp-zero-g-move-drift", "sp-task-dt")).toEqual(["Difficulty Target 16: base 12 + 4 (1 disadvantage × 4) = 16 (SP-5)"]);
    // a DT nothing moved is the number alone
    expect(line("sp-zero-g-move-made", "sp-zero-g-dt")).toEqual(["Difficulty Target 12"]);
    // two causes, each named and counted
    expect(line("sp-zero-g-move-untrained", "sp-zero-g-dt")).toEqual(["Difficulty Target 24: base 12 + 12 (3 disadvantages × 4) = 24 (SP-5) · 2 disadvantages from Wound markers, 6.14; 1 disadvantage for EVA at X, SP-7"]);
    // the causes are drawn by the partial every task card names its causes with (parts/dt-causes.hbs)
    expect(line("sp-zero-g-move-untrained", "sp-dt-causes")).toEqual(["2 disadvantages from Wound markers, 6.14; 1 disadvantage for EVA at X, SP-7"]);
    expect(line("sp-zero-g-move-drift", "sp-dt-causes")).toEqual(["1 disadvantage from Wound markers, 6.14"]);
    expect(texts(render("sp-zero-g-move-made"), "sp-dt-causes")).toEqual([]);
  });
});

describe("every task card's DT line (Guide 3.1, 3.2, SP-5)", () => {
  // a ruling's id is held together by a no-break hyphen (SP\u20115): read it as the hyphen it shows
  const line = (id: string, cls: string) => texts(render(id), cls).map((t) => t.replace(/\u2011/g, "-"));

  it("writes the task card's DT as the others do: its base, 4 a net step, and what counted them", () => {
    expect(line("sp-task-success", "sp-task-roll-dt")).toEqual(["Difficulty Target 16: base 12 + 4 (1 advantage against 2 disadvantages: 1 disadvantage × 4) = 16 (SP-5)"]);
    // Astrogation at X: its extra disadvantage moves the Difficult 16 on (SP-7)
    expect(line("sp-task-failure", "sp-task-roll-dt")).toEqual(["Difficulty Target 20: base 16 + 4 (1 disadvantage × 4) = 20 (SP-5)"]);
    // an Easy task's advantage is lost to the floor of 8
    expect(line("sp-task-floor", "sp-task-roll-dt")).toEqual(["Difficulty Target 8: base 8 − 4 (1 advantage × 4) = 4, raised to the minimum of 8 (SP-5)"]);
    // Tactics move the total, not the DT (6.3): nothing moved it
    expect(line("sp-task-tactics", "sp-task-roll-dt")).toEqual(["Difficulty Target 12"]);
  });

  it("writes the zero-G Space-Fu check's DT (6.10): a firearm's disadvantage, or nothing", () => {
    expect(line("sp-zero-g-missed", "sp-zero-g-dt")).toEqual(["Difficulty Target 16: base 12 + 4 (1 disadvantage × 4) = 16 (SP-5)"]);
    expect(line("sp-zero-g-passed", "sp-zero-g-dt")).toEqual(["Difficulty Target 12"]);
  });

  it("writes the dog fight's DT (6.7) before the modifiers that moved it", () => {
    expect(line("sp-dog-fight-won", "sp-dog-fight-dt")).toEqual(["Difficulty Target 8: base 12 − 4 (2 advantages against 1 disadvantage: 1 advantage × 4) = 8 (SP-5)"]);
    expect(line("sp-dog-fight-lost", "sp-dog-fight-dt")).toEqual(["Difficulty Target 20: base 12 + 8 (2 disadvantages × 4) = 20 (SP-5)"]);
    const html = render("sp-dog-fight-won");
    expect(html.indexOf("sp-dog-fight-dt")).toBeLessThan(html.indexOf("sp-modifiers"));
  });

  it("writes the indirect fire's and the bombs' DT (6.11), the corrections' advantages, the Wound Markers' (6.14) and the aircraft's markers' (6.15) disadvantages named after it", () => {
    expect(line("sp-indirect-fire", "sp-indirect-fire-dt")).toEqual([
      "Difficulty Target 20: base 24 − 4 (2 advantages against 1 disadvantage: 1 advantage × 4) = 20 (SP-5) · 2 advantages from turns of correction, 6.11; 1 disadvantage from Wound markers, 6.14",
    ]);
    // bombs from a gunship with a Damage Marker: the aircraft's markers named (6.15)
    expect(line("sp-bombs", "sp-indirect-fire-dt")).toEqual([
      "Difficulty Target 24: base 20 + 4 (1 disadvantage × 4) = 24 (SP-5) · 1 disadvantage from the aircraft's Damage, Failure Cascade and Control Markers, 6.15",
    ]);
  });

  it("draws every one through the shared partial, and none keeps its own short DT row", () => {
    const ids = ["sp-task-success", "sp-task-failure", "sp-task-floor", "sp-task-tactics", "sp-zero-g-missed", "sp-zero-g-passed", "sp-dog-fight-won", "sp-dog-fight-lost", "sp-indirect-fire", "sp-bombs"];
    for (const id of ids) {
      const html = render(id);
      expect(texts(html, "sp-task-dt"), id).toHaveLength(1);
      expect(html, id).not.toMatch(/class="sp-dt"|sp-base-dt|\(from \d+\)/);
    }
  });
});

describe("the DT line of the space, repair, PSI and surprise cards, each cause named after it (Guide 3.1, 3.2, SP-5)", () => {
  // a ruling's id is held together by a no-break hyphen (SP\u20115): read it as the hyphen it shows
  const line = (id: string, cls: string) => texts(render(id), cls).map((t) => t.replace(/\u2011/g, "-"));

  it("writes the warp roll's DT (7.7): the markers' and covering's disadvantages, each with its section", () => {
    expect(line("sp-space-warp-success", "sp-space-warp-dt")).toEqual(["Difficulty Target 12: base 8 + 4 (1 disadvantage × 4) = 12 (SP-5) · 1 disadvantage from Drive and Astrogation Markers, 7.7"]);
    expect(line("sp-space-warp-failure", "sp-space-warp-dt")).toEqual([
      "Difficulty Target 16: base 8 + 8 (2 disadvantages × 4) = 16 (SP-5) · 1 disadvantage from Drive and Astrogation Markers, 7.7; 1 disadvantage for covering two stations, 7.14",
    ]);
    expect(line("sp-space-warp-course", "sp-space-warp-dt")).toEqual([]);
  });

  it("writes a ship repair's DT (7.13) where covering and X moved it, and none where nothing did", () => {
    expect(line("sp-space-repair-untrained", "sp-space-repair-dt")).toEqual([
      "Difficulty Target 24: base 16 + 8 (2 disadvantages × 4) = 24 (SP-5) · 1 disadvantage for covering two stations, 7.14; 1 disadvantage for Ship Drives at X, SP-7",
    ]);
    expect(line("sp-space-repair", "sp-space-repair-dt")).toEqual([]);
  });

  it("writes each scanner row's DT (7.6) with the fired target, the arrays, the facts, the markers and X", () => {
    expect(line("sp-space-identify", "sp-space-scan-dt")).toEqual(["Difficulty Target 8: base 12 − 4 (1 advantage × 4) = 8 (SP-5) · 1 advantage: the target fired last turn, 7.6"]);
    expect(line("sp-space-lock", "sp-space-scan-dt")).toEqual(["Difficulty Target 20: base 12 + 8 (2 disadvantages × 4) = 20 (SP-5) · 1 disadvantage from Electronics Markers, 7.6; 1 disadvantage for Scanners at X, SP-7"]);
    expect(line("sp-space-analyze", "sp-space-scan-dt")).toEqual([
      "Difficulty Target 12: base 8 + 4 (1 advantage against 2 disadvantages: 1 disadvantage × 4) = 12 (SP-5) · 1 advantage for the better Scanner Array, 7.6; 2 disadvantages for the facts sought past the first, 7.6",
    ]);
    expect(line("sp-space-jam", "sp-space-scan-dt")).toEqual(["Difficulty Target 8: base 16 − 8 (2 advantages × 4) = 8 (SP-5) · 2 advantages for the better Scanner Array, 7.6"]);
    expect(line("sp-space-lock-tactics", "sp-space-scan-dt")).toEqual([]);
  });

  it("names covering two stations (7.14) once on a scanner, repair or warp card: among the DT's causes, not again above the rolls", () => {
    expect(line("sp-space-scan-covering", "sp-space-scan-dt")).toEqual(["Difficulty Target 16: base 12 + 4 (1 disadvantage × 4) = 16 (SP-5) · 1 disadvantage for covering two stations, 7.14"]);
    for (const id of ["sp-space-scan-covering", "sp-space-repair-untrained", "sp-space-warp-failure"]) {
      const card = plain(render(id));
      expect(card.match(/covering two stations/gi), id).toHaveLength(1);
      expect(texts(render(id), "sp-covering"), id).toEqual([]);
    }
  });

  it("writes a vehicle repair's DT (6.15) always, with the Wound markers and Mechanics X after it", () => {
    expect(line("sp-vehicle-repair-failed", "sp-repair-dt")).toEqual(["Difficulty Target 28: base 20 + 8 (2 disadvantages × 4) = 28 (SP-5) · 1 disadvantage from Wound markers, 6.14; 1 disadvantage for Mechanics at X, SP-7"]);
    expect(line("sp-vehicle-repair-fixed", "sp-repair-dt")).toEqual(["Difficulty Target 12"]);
  });

  it("writes each PSI target's DT (2.3) after the causes that are his own", () => {
    expect(line("sp-psi-probe-card", "sp-psi-row")).toEqual([expect.stringContaining("Unwilling and not stunned: 1 disadvantage Difficulty Target 20: base 12 + 8 (2 disadvantages × 4) = 20 (SP-5) Success")]);
    expect(line("sp-psi-telepathy-card", "sp-task-dt")).toEqual(["Difficulty Target 16: base 8 + 8 (2 disadvantages × 4) = 16 (SP-5)"]);
    expect(line("sp-psi-viewing-card", "sp-task-dt")).toEqual(["Difficulty Target 20"]);
  });

  it("writes a surprise roll's DT (6.2) where X moved it, and the space surprise check's (7.2) where markers and X did", () => {
    expect(line("sp-surprise-untrained", "sp-surprise-dt")).toEqual(["Difficulty Target 16: base 12 + 4 (1 disadvantage × 4) = 16 (SP-5) · 1 disadvantage for Recon at X, SP-7"]);
    expect(line("sp-surprise-sneak", "sp-surprise-dt")).toEqual([]);
    expect(line("sp-space-initiative-blind", "sp-space-surprise-dt")).toEqual(["Difficulty Target 20: base 12 + 8 (2 disadvantages × 4) = 20 (SP-5) · 1 disadvantage from Electronics Markers, 7.6; 1 disadvantage for Scanners at X, SP-7"]);
    expect(line("sp-space-initiative", "sp-space-surprise-dt")).toEqual([]);
  });

  it("draws every one through the shared partial, and none keeps its own base-DT note", () => {
    const ids = ["sp-space-warp-success", "sp-space-warp-failure", "sp-space-repair-untrained", "sp-space-identify", "sp-space-lock", "sp-space-analyze", "sp-space-jam", "sp-vehicle-repair-failed", "sp-vehicle-repair-fixed", "sp-psi-probe-card", "sp-surprise-untrained", "sp-space-initiative-blind"];
    for (const id of ids) {
      const html = render(id);
      expect(texts(html, "sp-task-dt").length, id).toBeGreaterThan(0);
      // the old notes: "(from 8 · …)" on the space cards, "Base DT 20 · …" on the vehicle repair's line
      expect(html, id).not.toMatch(/class="sp-dt"|sp-base-dt|\(from \d+|\(Base DT \d+/);
    }
  });
});

describe("damage sums of bursts, fire and melee (Guide 6.11, 6.13, SP-8)", () => {
  it("sets the dice apart from the penetration less armour, which the note says is added once to each roll", () => {
    for (const id of ["sp-indirect-fire", "sp-bombs"]) {
      const html = render(id);
      // the note ends naming the table the row was read on (6.14); a burst victim takes one roll (6.12)
      expect(texts(html, "sp-damage-note")[0], id).toBe("The damage roll adds 3 to its dice: penetration 5 − armour 2 (6.13). The total is read on the individual damage table (6.14).");
      const sum = plain(html.match(/<ul class="sp-fire-damage">([\s\S]*?)<\/ul>/)![1]!);
      expect(sum, id).toBe("(5 + 4 + 3) + 3 = 15 Light Wound (limbs)");
      // the dice add up with the modifier to the total
      const [dice, , modifier, , total] = sum.split(/ (\+|=) (?![^(]*\))/);
      expect(dice!.slice(1, -1).split(" + ").map(Number).reduce((a, b) => a + b, 0) + Number(modifier)).toBe(Number(total!.split(" ")[0]));
    }
  });

  it("uses the same sum on the fire and melee cards", () => {
    expect(texts(render("sp-fire"), "sp-fire-damage")[0]).toMatch(/^\(7 \+ 5 \+ 6\) \+ 4 = 22 Mortal Wound \(chest\)/);
    expect(texts(render("sp-melee"), "sp-fire-damage")[0]).toMatch(/^\(6 \+ 5 \+ 4\) \+ 2 = 17 /);
  });

  it("writes a vehicle crewman's Crew Damage with the same sum and note, one space each side of = (6.15, SP-8)", () => {
    const html = render("sp-crew-damage-vehicle");
    const row = /<li class="sp-care-row"[^>]*>([\s\S]*?)<button/.exec(html)![1]!;
    const sum = row.replace(/<span class="sp-damage-note">[\s\S]*?<\/span>/, "").replace(/<[^>]+>/g, "").replace(/\n\s*/g, " ").trim();
    expect(sum).toMatch(/^\S.* \(5 \+ 5 \+ 5\) \+ 6 = 21 Mortal Wound \(chest\)$/);
    expect(sum).not.toMatch(/ {2}/);
    expect(texts(html, "sp-damage-note")).toEqual(["The damage roll adds 6 to its dice: penetration 8 \u2212 armour 2 (6.13)."]);
  });

  it("says a vehicle crewman's roll is read on the individual table, which the spacecraft's note says already (6.15, 6.14, 7.12)", () => {
    expect(texts(render("sp-crew-damage-vehicle"), "sp-action-note")).toEqual(["Each Crew Damage attacks one crewman at penetration 8 (6.15). The total is read on the individual damage table (6.14)."]);
    const ship = texts(render("sp-crew-damage-spacecraft"), "sp-action-note");
    expect(ship).toEqual(["Each Crew Damage puts 1d4 crew out of action; each one's state is an unmodified 3d10 on the individual table (7.12, 6.14)."]);
    expect(render("sp-crew-damage-spacecraft")).not.toContain("sp-damage-table");
    expect(render("sp-crew-damage-prompt")).not.toContain("sp-damage-table");
  });

  it("introduces the prompt's crew as the list a die picks the crewman attacked from (6.15)", () => {
    const html = render("sp-crew-damage-prompt");
    expect(texts(html, "sp-crew-pick")).toEqual(["The crewman attacked, picked by a die from:"]);
    expect(html).toMatch(/<ul class="sp-care-rows sp-crew-list"><li class="sp-care-name">Pirate Driver<\/li><li class="sp-care-name">/);
    const css = readFileSync(join(ROOT, "styles/space-patrol.css"), "utf8");
    expect(css).toMatch(/\.sp-crew-list \{ list-style: disc;/);
  });
});

describe("separators that hold to the item before them when a line wraps", () => {
  it("joins each · and → to the word before with a no-break space on the fire, grenade and melee cards", () => {
    for (const id of ["sp-fire", "sp-fire-vehicle", "sp-grenade", "sp-melee", "sp-melee-throw"]) {
      const html = render(id);
      // a plain space before a separator is a place the line may break, leaving the separator to start the next
      expect(html, id).not.toMatch(/ (?:&middot;|&rarr;|·|→)/);
      expect(html, id).toMatch(/&nbsp;(?:&middot;|&rarr;)/);
    }
    // the rounds spent stay one unit with their dot, held to the band before them
    expect(render("sp-fire")).toMatch(/&nbsp;<span class="ssk-nowrap">&middot; \d+ rounds? spent<\/span>/);
  });

  it("keeps an outcome such as '1 hit' on one line", () => {
    const css = readFileSync(join(ROOT, "styles/space-patrol.css"), "utf8");
    expect(declarationsFor(css, "sp-roll-outcome").join(";")).toMatch(/white-space:\s*nowrap/);
  });
});

describe("the referee is the Space Judge, as the Guide calls him", () => {
  it("on the Plummet card's Crash button and its hint", () => {
    const html = render("sp-plummet-card");
    expect(texts(html, "sp-plummet-crash")).toEqual(["Crash (Space Judge)"]);
    expect(html).toContain("the Space Judge presses Crash");
    expect(html).not.toMatch(/\bGM\b/);
  });

  it("on the shoot-down card, counting the attacks he voids", () => {
    expect(texts(render("sp-vehicle-shoot-down-card"), "ssk-card-outcome")).toEqual(["2 incoming attacks defeated: Space Judge, void them (no hit, no burst)."]);
  });
});

describe("melee card: what moved the DT (Guide 6.8)", () => {
  it("names each advantage under the DT line on a strike and on a throw", () => {
    for (const id of ["sp-melee", "sp-melee-throw"]) {
      const html = render(id);
      expect(plain(texts(html, "sp-melee-dt")[0]!)).toMatch(/2 advantages × 4/);
      expect(texts(html, "sp-modifier")).toEqual(["1 × advantage: The attacker's weapon has the greater Reach", "1 × advantage: The attacker's Fighting asset is higher than the defender's"]);
    }
  });
});

describe("start-of-turn card: each rolled check's DT explained (SP-11, SP-5, Guide 6.14)", () => {
  it("lists each check on the prompt at the DT it will be rolled against, not its base alone", () => {
    const lines = texts(render("sp-start-prompt"), "sp-start-dt").map((t) => t.replace(/\u2011/g, "-"));
    expect(lines).toEqual([
      "Difficulty Target 16: base 8 + 8 (2 disadvantages × 4) = 16 (SP-5) · 2 disadvantages from Wound markers, 6.14",
      "Difficulty Target 24: base 16 + 8 (2 disadvantages × 4) = 24 (SP-5) · 2 disadvantages from Wound markers, 6.14",
    ]);
    expect(plain(render("sp-start-prompt"))).not.toMatch(/Disadvantages \d/);
  });
  it("writes the DT line and the Wound markers that moved it under each check", () => {
    const lines = texts(render("sp-start-result"), "sp-start-dt").map((t) => t.replace(/\u2011/g, "-"));
    expect(lines).toEqual([
      "Difficulty Target 16: base 8 + 8 (2 disadvantages × 4) = 16 (SP-5) · 2 disadvantages from Wound markers, 6.14",
      "Difficulty Target 24: base 16 + 8 (2 disadvantages × 4) = 24 (SP-5) · 2 disadvantages from Wound markers, 6.14",
    ]);
  });
});

describe("grenade card: what moved the throw's DT (Guide 6.12, 6.14)", () => {
  it("names each disadvantage under the DT line", () => {
    const html = render("sp-grenade");
    expect(texts(html, "sp-grenade-dt")[0]).toMatch(/^Difficulty Target 24: 16 at this range \+ 8 \(2 disadvantages × 4\)/);
    expect(texts(html, "sp-modifier")).toEqual(["1 × disadvantage: The thrower's Wound and Mortal Wound Markers", "1 × disadvantage: The thrower moved this turn"]);
  });
});

describe("the bonus row of the task and zero-G cards names what it adds (Guide 2, 6.10)", () => {
  /** Each label of a card's facts list beside its value. */
  const facts = (html: string) => [...html.matchAll(/<dt>([^<]*)<\/dt><dd class="sp-bonus">([\s\S]*?)<\/dd>/g)].map((m) => [plain(m[1]!), plain(m[2]!)]);
  it("writes the task card's asset and equipment each under its name", () => {
    expect(facts(render("sp-task-success"))).toEqual([["Asset + equipment", "2 asset + 2 equipment"]]);
  });
  it("calls the zero-G checks' row the asset alone: they take no equipment", () => {
    expect(facts(render("sp-zero-g-passed"))).toEqual([["Asset", "Space-Fu 2 (+2)"]]);
    expect(facts(render("sp-zero-g-move-untrained"))).toEqual([["Asset", "EVA X (untrained) (+0)"]]);
  });
});

describe("inventory facts (Guide 5.2)", () => {
  it("keeps each fact's name and number together: a narrow slot wraps between facts", () => {
    const css = readFileSync(join(ROOT, "styles/space-patrol.css"), "utf8");
    expect(declarationsFor(css, "sp-item-fact").join(";")).toMatch(/display:\s*inline-block/);
  });
});

describe("task card outcome: special successes only where there are any (Guide Section 3, SP-6)", () => {
  const outcome = (d20: number) =>
    texts(env.render("space-patrol/cards/task-roll.hbs", taskCardContext({ actorName: "Rana", assetLabel: "Recon", assetLevel: "2", result: resolveTask({ dt: 12, asset: 2, equipment: 1 }, d20), heroPoints: 0 })), "ssk-card-outcome");
  it("says only Success when the total is under 4 over the DT", () => {
    // 12 + 3 = 15 against DT 12: a success with no special success
    expect(outcome(12)).toEqual(["Success"]);
  });
  it("counts them when the total is 4 or more over the DT", () => {
    // 17 + 3 = 20 against DT 12: two special successes
    expect(outcome(17)).toEqual(["Success · 2 special successes"]);
    expect(outcome(13)).toEqual(["Success · 1 special success"]);
  });
  it("says only Failure on a miss", () => {
    expect(outcome(2)).toEqual(["Failure"]);
  });
});

describe("space fire card: armour in running text (Guide 6.13, 7.12)", () => {
  it("writes each damage roll's armour in lower case, as every other card's damage line does", () => {
    const rows = texts(render("sp-space-fire"), "sp-fire-damage").map((r) => r.replace(/&minus;/g, "−"));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatch(/\(penetration \d+ − armour \d+\)/);
      expect(row).not.toContain("Armour");
    }
  });
});
