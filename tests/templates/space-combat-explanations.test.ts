// Space Patrol! space combat cards after a GM's screenshot review: the task die is named (Guide 3),
// the space Tactics buttons say what a point does (7.3), the damage rows say how they are summed
// and read (7.12), the Crew Damage card cites its rules (6.15, 7.12), the dice-off's outcome its
// section (7.11), a repair its fixed DT's (7.13), a crash the table it is read on (7.5, 7.12), the
// space initiative card its d12 roll (7.2) and Tactics Pool (7.3), and the space fire dialog where
// its hit cap comes from (7.8); the scanner card's rows are set apart (7.6); the space fire card
// says what its Apply places (7.12). Rendered from the gallery samples with real Handlebars and
// English strings.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT, sampleRenderer } from "../helpers/gallery-render";
import { plainText } from "../helpers/plain-text";

let render: (id: string) => string;

beforeAll(async () => {
  ({ render } = await sampleRenderer());
});

const plain = plainText;
const texts = (html: string, cls: string) => [...html.matchAll(new RegExp(`<(\\w+)[^>]* class="[^"]*\\b${cls}\\b[^"]*"[^>]*>([\\s\\S]*?)</\\1>`, "g"))].map((m) => plain(m[2]!));

describe("the task die's label (Guide 3: a task roll is 1d20)", () => {
  it("calls the die row a d20 roll on the zero-G, zero-G move and dog fight cards", () => {
    for (const id of ["sp-zero-g-passed", "sp-zero-g-move-made", "sp-dog-fight-won"]) {
      const html = render(id);
      expect(html).toMatch(/<dt>d20 roll<\/dt><dd class="sp-d20">\d+<\/dd>/);
      expect(html).not.toContain("<dt>Die</dt>");
    }
  });
});

describe("the space cards' Tactics buttons (Guide 7.3)", () => {
  it("say that each point moves the roll's total by 1, at most 3 a side, on the scan, maneuver and fire cards", () => {
    for (const id of ["sp-space-lock-tactics", "sp-space-maneuver-tactics", "sp-space-fire"]) {
      const labels = texts(render(id), "sp-tactics-label");
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(label).toBe("Spend Tactics points: each +1 or \u22121 moves this roll's total by 1, at most 3 per side (7.3).");
    }
  });
});

describe("the space fire card's damage rows (Guide 7.12)", () => {
  it("says once per hit ship how a damage row is summed and which table reads it, before the rows", () => {
    const html = render("sp-space-fire");
    const rules = texts(html, "sp-space-fire-damage-rule");
    // one ship of the sample is hit, the other blocked by the PBF: one rule line
    expect(rules).toEqual(["Each hit: 3d10 + penetration \u2212 armour (at most +20), read on the spacecraft damage table (7.12)."]);
    expect(html.indexOf("sp-space-fire-damage-rule")).toBeLessThan(html.indexOf('class="sp-fire-damage"'));
  });

  it("gives no damage rule to a ship with no damage rows", () => {
    const missed = /<section class="sp-fire-target"[^>]*>[\s\S]*?<\/section>/.exec(render("sp-space-fire"))![0];
    expect(missed).toContain("Black Gull");
    expect(missed).not.toContain("sp-space-fire-damage-rule");
  });
});

describe("the Crew Damage card (Guide 6.15, 7.12)", () => {
  it("cites 6.15 on the vehicle note and says a die picks the crewman", () => {
    const html = render("sp-crew-damage-prompt");
    expect(texts(html, "sp-action-note")).toEqual(["Each Crew Damage attacks one crewman at penetration 8 (6.15)."]);
    expect(texts(html, "sp-crew-pick")).toEqual(["The crewman attacked, picked by a die from:"]);
  });

  it("says the spacecraft's count of crew out of action is a 1d4 (7.12) and the state roll's table", () => {
    const html = render("sp-crew-damage-spacecraft");
    expect(texts(html, "sp-crew-casualties")[0]).toMatch(/^Crew out of action \(1d4, 7\.12\): \d+$/);
    expect(texts(html, "sp-action-note")[0]).toMatch(/individual table \(7\.12, 6\.14\)\.$/);
  });
});

describe("the boarding dice-off's outcome (Guide 7.11)", () => {
  it("cites 7.11 on who holds the ship", () => {
    expect(texts(render("sp-boarding-dice-off"), "ssk-card-outcome")).toEqual(["A tie: the defenders hold their ship (7.11)."]);
  });
});

describe("the repair card's Difficulty Target (Guide 7.13)", () => {
  it("cites 7.13 for the DT, unmoved and moved alike", () => {
    expect(plain(render("sp-space-repair"))).toContain("against Difficulty Target 16 (7.13)");
    expect(plain(render("sp-space-repair-untrained"))).toContain("against Difficulty Target 24 (7.13)");
  });
});

describe("a failed Asteroid Shimsham's crash (Guide 7.5, 7.12)", () => {
  it("names the table the crash damage is read on, and its sections", () => {
    expect(texts(render("sp-space-maneuver-crash"), "sp-space-maneuver-avoid")[0]).toMatch(/crashed into the body: rolls on the spacecraft damage table, without armour or penetration \(7\.5, 7\.12\)$/);
  });
});

describe("the space initiative card (Guide 7.2, 7.3)", () => {
  it("names each side's d12 line as the initiative roll of 7.2", () => {
    const lines = texts(render("sp-space-initiative"), "sp-space-commander").map((t) => /Initiative .*$/.exec(t)?.[0]);
    expect(lines).toEqual(["Initiative (7.2): d12 5 + 3 Tactics = 8", "Initiative (7.2): d12 7 + 2 Tactics = 9"]);
  });

  it("says where each side's Tactics Pool comes from (7.3)", () => {
    const pools = texts(render("sp-space-initiative"), "sp-space-pool");
    expect(pools).toHaveLength(2);
    for (const pool of pools) expect(pool).toMatch(/\(the sum of this side's captains' Tactics, 7\.3\)$/);
  });
});

describe("the space fire dialog's hit cap (Guide 7.8)", () => {
  it("says the most hits in all is the weapon's Ammo Use", () => {
    expect(texts(render("sp-space-fire-dialog"), "sp-space-fire-rules")[0]).toMatch(/^Shots to share out: 4; hits in all: at most \d+, its Ammo Use; ships:/);
  });
});

describe("the scanner card's rows (Guide 7.6)", () => {
  it("sets each target ship's row apart from the one before, so an outcome does not run into the next roll", () => {
    const html = render("sp-space-identify");
    expect([...html.matchAll(/<li class="sp-space-scan-row[^"]*">/g)]).toHaveLength(2);
    const css = readFileSync(join(ROOT, "styles/space-patrol.css"), "utf8");
    expect(css).toMatch(/\.sp-space-scan-card \.sp-space-scan-row \+ \.sp-space-scan-row \{ margin-top: 0\.4rem; padding-top: 0\.3rem; border-top: 1px dotted var\(--ssk-line\); \}/);
  });
});

describe("what the space fire card's Apply places (Guide 7.12)", () => {
  it("lists the markers the damage rows give, before the Apply button of the ship hit", () => {
    const html = render("sp-space-fire-torps");
    // Light Penetration: Electronics and Astrogation; Surface Hit: Gunnery; Heavy Penetration: Flight and Drive (and Crew Damage, its own line)
    expect(texts(html, "sp-space-fire-gains")).toEqual(["Apply places these markers (7.12): Electronics\u00a0+1, Astrogation\u00a0+1, Gunnery\u00a0+1, Flight\u00a0+1, Drive\u00a0+1"]);
    expect(html.indexOf("sp-space-fire-gains")).toBeLessThan(html.indexOf('data-card-action="applyResult"'));
  });

  it("gives the line only to a ship the fire hit", () => {
    const html = render("sp-space-fire");
    // Major Penetration (bridge): Hull and Failure Cascade; Wrecked
    expect(texts(html, "sp-space-fire-gains")).toEqual(["Apply places these markers (7.12): Hull\u00a0+1, Failure Cascade (spacecraft)\u00a0+1, Wrecked (spacecraft)\u00a0+1"]);
  });
});
