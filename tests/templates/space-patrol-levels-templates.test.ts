// Layer 5 for how Space Patrol! cards write asset levels and the Tactics Pool (Guide 3.2, 6.3, SP-7):
// an untrained level reads "X (untrained)", never a bare letter, and each pool names the levels it
// adds up. Rendered from the gallery's samples with real Handlebars.
import { beforeAll, describe, expect, it } from "vitest";
import { HOSTILE_NAME } from "../../gallery/samples";
import { sampleRenderer } from "../helpers/gallery-render";

let render: (id: string) => string;
beforeAll(async () => {
  render = (await sampleRenderer()).render;
});

const ENTITIES: Record<string, string> = { "&#x27;": "'", "&#x3D;": "=", "&quot;": '"', "&lt;": "<", "&gt;": ">", "&amp;": "&", "&rarr;": "→", "&middot;": "·" };
/** What a reader sees: the tags dropped, then Handlebars' escapes read back. */
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;|&#x3D;|&quot;|&lt;|&gt;|&amp;|&rarr;|&middot;/g, (e) => ENTITIES[e]!).replace(/\s+/g, " ");

describe("an untrained level on a card (SP-7)", () => {
  it("the task card's title spells X out", () => {
    expect(text(render("sp-task-failure"))).toContain("Astrogation, level X (untrained)");
  });

  it("the target lock card names the operator's untrained Scanners", () => {
    expect(text(render("sp-space-lock"))).toContain("the operator's Scanners X (untrained) and the Scanner array's 2");
  });

  it("the maneuver card's compared levels and the initiative's Leadership spell X out too", () => {
    expect(text(render("sp-space-maneuver-crash"))).toContain("X (untrained)");
    const initiative = render("sp-initiative");
    expect(initiative).toMatch(/sp-initiative-leadership">X \(untrained\)/);
  });

  it("a trained level is written as its number alone", () => {
    expect(text(render("sp-zero-g-passed"))).not.toContain("untrained");
    expect(render("sp-initiative")).toMatch(/sp-initiative-tactics">3 /);
  });
});

describe("the initiative card's Tactics Pools (Guide 6.3)", () => {
  it("each pool is its side's Tactics levels added up, each named", () => {
    const html = render("sp-initiative");
    const pools = [...html.matchAll(/<li class="sp-initiative-pool" data-side="(\w+)">([\s\S]*?)<\/li>/g)].map((m) => [m[1], text(m[2]!).trim()]);
    expect(pools).toEqual([
      ["players", `Players' side 4 = Rana Okafor 3 + ${HOSTILE_NAME} 1`],
      ["enemies", "Enemies 1 = Pirate Captain 1"],
    ]);
    // the name a user typed is escaped where the pool names it
    expect(html).not.toContain(HOSTILE_NAME);
  });
});

describe("a care or morale roll's sum names its asset (Guide 6.9, 6.14, 8.3)", () => {
  it("medicine adds Medicine and the Med Kit, a rally Leadership, an intervention Medicine and the Med Bay", () => {
    expect(text(render("sp-medicine-success"))).toMatch(/d20 \d+ \+ \d+ Medicine( \+ \d+ Med Kit)? = /);
    expect(text(render("sp-rally-card"))).toMatch(/d20 9 \+ 3 Leadership = 12/);
    expect(text(render("sp-recovery-wound"))).toMatch(/\+ 2 Medicine \+ 1 Med Bay = 8/);
    // the time line is counted: "Took 3 hours", "Fit for duty after 2 days", never a bare key
    expect(text(render("sp-recovery-wound"))).toMatch(/Took \d+ hours?\b/);
    expect(text(render("sp-recovery-revived"))).toMatch(/Fit for duty after \d+ days?\b/);
    for (const id of ["sp-medicine-success", "sp-rally-card", "sp-recovery-wound"]) expect(text(render(id)), id).not.toMatch(/\d asset\b/);
  });
});

describe("the point-defense line of a space fire card (Guide 7.8)", () => {
  it("says its dice are one per turret shot, and what a tick means", () => {
    const line = text(render("sp-space-fire-torps")).match(/Point defense[^→]*→ \d+ of \d+ torps intercepted/)?.[0];
    expect(line).toBe("Point defense (Pulse laser turret): a d20 for each of the turret's shots, ✓ where it made DT 12 with its +4 (7.8): 20✓, 14✓, 3, 1 → 2 of 3 torps intercepted");
  });
});
