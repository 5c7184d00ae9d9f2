// StarMarines sheets and cards render from the gallery samples with real Handlebars, as the
// screenshot review saw them: the overrun card names the damage-table row as the attack card does
// (IX-B, SMR-2), a vehicle whose only weapon is lost offers no Attack (IX-B), a crippled one says it
// cannot move, citing IX-B on the sheet and the attack card alike, and offers no morale check it
// never makes (IX-D), and a Broken Leader's sheet does not promise his range's benefit (IX-D, SMR-6).
// The morale card says what its die was against (IX-D) and names the unit's class beside its
// experience modifier (IV-d, X); the Repair Phase's buttons say Heal or Repair.
// The attack dialog names the cover the board gives and offers no less (IX-C, X).
import { beforeAll, describe, expect, it } from "vitest";
import { sampleRenderer, type TemplateEnv } from "../helpers/gallery-render";
import { resolveAttack } from "../../src/rulesets/starmarines/rules/attack";
import { attackCardContext } from "../../src/rulesets/starmarines/view/attack-card";
import { checkMorale } from "../../src/rulesets/starmarines/rules/morale";
import { moraleCardContext } from "../../src/rulesets/starmarines/view/morale-card";

let render: (id: string) => string;
let env: TemplateEnv;
/** The damage-table row's lines of a card: the row and the line saying how it was read. */
const rowLines = (html: string) => html.match(/<dt>Damage table<\/dt><dd class="smr-row">[^<]*<\/dd>\s*<dd class="smr-terms">[^<]*<\/dd>/)?.[0] ?? null;

beforeAll(async () => {
  ({ render, env } = await sampleRenderer());
});

describe("StarMarines cards", () => {
  it("the overrun card names the damage-table row it read, in the attack card's own lines (IX-A step 3, SMR-2)", () => {
    // the sample: damage 3 + 5 = 8 against toughness 4 + 2 = 6, margin 2 (localize escapes "=")
    expect(rowLines(render("smr-overrun-card"))).toMatch(/row 2<\/dd>\s*<dd class="smr-terms">damage 8 − toughness 6 &#x3D; 2 \(IX\u2011A\.3\)<\/dd>$/);
    // the same lines the attack card shows for its own row
    expect(rowLines(render("smr-attack-card"))).toMatch(/row \d<\/dd>\s*<dd class="smr-terms">damage \d+ − toughness \d+ &#x3D; \d \(IX\u2011A\.3\)<\/dd>$/);
  });

  it("says a crippled vehicle cannot move, citing IX-B, in the words the sheet uses", () => {
    // margin 4 on the Vehicle Damage Table: Crippled (IX-B)
    const tank = { kind: "vehicle", armour: 4, toughness: 4, column: "starMarine", wounded: false, airborne: false, supertank: false, walker: null } as const;
    const result = resolveAttack({ aim: 0, armourPierce: 3, damage: 6, frag: false, closeCombat: false }, tank, { unitAim: 0, steadyAim: false, rearShot: false, elite: false, charging: false, cover: "none" }, { aim: [6], armour: 1, damage: 6, toughness: 4 });
    const html = env.render("starmarines/cards/attack.hbs", attackCardContext({ attackerName: "Gunner", targetName: "Halftrack", weaponName: "Cannon", rangeHexes: 3, aimDice: [6], result, targetKey: "t1" }));
    expect(html.match(/<p class="ssk-card-outcome">([^<]*)<\/p>/)?.[1]).toBe("Crippled: cannot move (IX\u2011B)");
  });
});

describe("StarMarines attack dialog", () => {
  it("names the board's cover and its terrain, and offers that cover or more, the board's chosen (IX-C, X)", () => {
    const html = render("smr-attack-dialog");
    expect(html).toContain('<p class="smr-board-cover">Light cover: the target&#x27;s hex is Swamp (IX\u2011C, X).</p>');
    expect(html).not.toContain('value="none"');
    expect(html).toMatch(/<option value="light" selected>Light cover \(−1\)<\/option>/);
    expect(html).toContain('<option value="thick">');
  });
});

describe("StarMarines unit sheet", () => {
  it("offers no Attack with the walker's only weapon, lost, and says it is lost (IX-B)", () => {
    const html = render("smr-unit-vehicle");
    expect(html).not.toContain('data-action="attack"');
    expect(html).toContain('<span class="ssk-hint smr-weapon-lost">Lost: cannot attack (IX\u2011B)</span>');
    expect(html).toContain('<dd class="smr-weapons-lost">The 1 weapon it carries is lost: it cannot attack; a lost weapon is never repaired (IX\u2011B, SMR\u201119)</dd>');
  });

  it("says the crippled walker cannot move, rather than how it turns (IX-B)", () => {
    const html = render("smr-unit-vehicle");
    expect(html.match(/<dd class="smr-movement">([^<]*)<\/dd>/)?.[1]).toBe("Crippled: cannot move (IX\u2011B)");
    expect(html).not.toContain("hex side");
  });

  it("offers the walker no morale check, as its Morale line says it never checks (IX-D); the soldier keeps his", () => {
    const html = render("smr-unit-vehicle");
    expect(html).toContain('<dd class="smr-morale-note">Never checks morale (IX\u2011D)</dd>');
    expect(html).not.toContain('data-action="morale"');
    expect(render("smr-unit-soldier")).toContain('data-action="morale"');
  });

  it("says which weapons cannot harm the large walker as a sentence (IV-g)", () => {
    expect(render("smr-unit-vehicle")).toContain('<dd class="smr-immune">Weapons with armour-pierce 2 or less cannot harm it (IV\u2011g)</dd>');
  });

  it("heads the weapons table's first column Name, under its Weapons caption", () => {
    const table = render("smr-unit-vehicle").match(/<table class="ssk-table smr-weapons">[\s\S]*?<\/thead>/)?.[0] ?? "";
    expect(table).toContain("<caption>Weapons</caption>");
    expect(table.match(/<th>([^<]*)<\/th>/)?.[1]).toBe("Name");
  });

  it("says the Broken sergeant gives no leadership benefit, not that his range passes morale (IX-D, SMR-6)", () => {
    const html = render("smr-unit-soldier");
    const leads = html.match(/<dd class="smr-leader">([^<]*)<\/dd>/)?.[1];
    expect(leads).toMatch(/^Broken: no leadership benefit/);
    expect(leads).toContain("(IX\u2011D, SMR\u20116)");
    expect(html).not.toContain("pass their morale checks");
    // his weapons still show their Attack: a soldier's refusal when Broken is the action's (IX-D)
    expect(html).toContain('data-action="attack"');
  });
});

describe("the StarMarines soldier sheet's experience line", () => {
  it("says the experience's cost is in points, citing the Soldier Experience Table's section (IV-d)", () => {
    // the sample is a Veteran: 2 points per team or individual (Soldier Experience Table)
    const html = render("smr-unit-soldier");
    expect(html).toContain("Morale +1, attack +0; point cost 2 per team or individual (IV\u2011d)");
  });
});

describe("the StarMarines morale card's button", () => {
  it("says it marks the result, in the Starship Marine morale card's words, not a bare Apply (IX-D)", () => {
    // the sample: a Green Norx fails and is Broken; the button puts the Broken marker on
    const html = render("smr-morale-card");
    expect(html).toMatch(/<button type="button" data-card-action="applyResult"[^>]*>Mark the result<\/button>/);
  });
});

describe("the StarMarines vehicle sheet's experience line", () => {
  it("gives a vehicle's experience only its attack, since vehicles have no morale (IV-d.3)", () => {
    // the sample is an Average Norx walker: attack +0, 1 point per team or individual
    const line = render("smr-unit-vehicle").match(/<dd class="smr-experience">([^<]*)<\/dd>/)?.[1] ?? null;
    expect(line).toBe("Attack +0 (a vehicle has no morale for experience to change); point cost 1 per team or individual (IV\u2011d)");
    // a soldier's line still gives the morale experience changes
    expect(render("smr-unit-soldier")).toContain('<dd class="smr-experience">Morale +1, attack +0;');
  });
});

describe("the StarMarines morale card says what its die was against (IX-D)", () => {
  it("a failed check: the die, 4, above the Morale after modifiers, 3", () => {
    // the sample: Morale 3, +1 two friends, −1 Green = 3; a 4 is greater, so it fails (IX-D)
    const html = render("smr-morale-card");
    expect(html).toContain('<p class="ssk-card-note smr-morale-against">The die, 4, is above the Morale after modifiers, 3: the check is failed (IX\u2011D).</p>');
  });

  it("a waived check shows no die, so says nothing of one", () => {
    expect(render("smr-morale-card-separation")).not.toContain("smr-morale-against");
  });
});

describe("the StarMarines morale card names the class its experience modifier comes from (IX-D, IV-d, X)", () => {
  const lines = (html: string) => [...html.matchAll(/<dt>([^<]*)<\/dt><dd class="smr-modifier">([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]]);
  it("a Green unit's −1 reads \"Experience (Green)\", beside the other modifiers as they were", () => {
    expect(lines(render("smr-morale-card"))).toEqual([
      ["Two unbroken friends beside it", "+1"],
      ["Experience (Green)", "\u22121"],
    ]);
  });
  it("a Veteran's +1 names Veteran, and the unit's typed name stays text", () => {
    const situation = { morale: 4, experience: "veteran", kind: "soldier", hero: false, neverFails: false, adjacentUnbrokenFriends: 0, adjacentFriendlyHero: false, inLeaderRange: false, passedThisTurn: false, retreatBlockedByEnemy: false, broken: false } as const;
    const html = env.render("starmarines/cards/morale.hbs", moraleCardContext({ name: "<b>Vex</b>", result: checkMorale(situation, 2), situation, targetKey: "t" }));
    expect(lines(html)).toEqual([["Experience (Veteran)", "+1"]]);
    expect(html).toContain("&lt;b&gt;Vex&lt;/b&gt;");
    expect(html).not.toContain("<b>Vex");
  });
});

describe("the StarMarines Repair Phase card's buttons say what they do (SMR-19)", () => {
  it("a Doctor's offer reads Heal, a Fixer's Repair, each labelled with the whole offer", () => {
    const html = render("smr-repair-card");
    const buttons = [...html.matchAll(/<button [^>]*data-card-action="smrRepair"[^>]*aria-label="([^"]*)"[^>]*>([^<]*)<\/button>/g)].map((m) => [m[1], m[2]]);
    expect(buttons).toHaveLength(2);
    expect(buttons[0]![1]).toBe("Heal");
    expect(buttons[0]![0]).toMatch(/^Doc Amari heals /);
    expect(buttons[1]).toEqual(["Fixer Bao repairs Halftrack: disarmed (level 2)", "Repair"]);
    expect(html).not.toContain(">Confirm<");
  });
});
