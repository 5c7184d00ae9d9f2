// Starship Marine tracker rows and cards render from the gallery samples with real Handlebars, as the
// screenshot review saw them: the squad record names who the surplus is over (3.16, SSM-21) and who
// carries a pallet by hand (3.18, 4.8) in neutral words, never "men"; each card's roll says what it
// was read against (Table 3.5's cell, the morale tables of 3.12-3.14, the surrender's 6), every
// hand-to-hand addition is explained (3.15), and the blast cards' results read like the others'.
// A figure that adds nothing to the squad says so plainly, not "nothing" (3.6, 3.10, 3.16, SSM-21).
import { beforeAll, describe, expect, it } from "vitest";
import { sampleRenderer, type TemplateEnv } from "../helpers/gallery-render";
import { sideMoraleCardContext } from "../../src/rulesets/starship-marine/view/side-morale-card";

let render: (id: string) => string;
let env: TemplateEnv;

beforeAll(async () => {
  ({ render, env } = await sampleRenderer());
});

describe("the Starship Marine squad record", () => {
  it("says the door charges are over what the remaining Marines can carry (3.16, SSM-21)", () => {
    // the sample: 7 living Marines may carry 14 door charges; it holds 18
    const html = render("ssm-squad-record");
    expect(html).toContain('<span class="ssm-squad-note ssm-squad-surplus">4 door charges over what the remaining Marines can carry: leave them on the table</span>');
  });

  it("says how many Marines carry the pallets by hand, at half or at normal speed (3.18, 4.8)", () => {
    // 3 pallets, 1 on the one TRUC: 2 by hand in zero g, a Marine each at half speed or two at normal
    const bearing = render("ssm-squad-record").match(/<ul class="ssm-squad-bearing[^"]*">([\s\S]*?)<\/ul>/)?.[1] ?? "";
    expect(bearing).toContain("2 Marines at half speed or 4 at normal speed, in all (3.18, 4.8).");
  });

  it("nowhere calls the squad's figures men", () => {
    expect(render("ssm-squad-record")).not.toMatch(/\b(men|man)\b/i);
  });
});

describe("the Starship Marine grenade card", () => {
  it("shows the throw's 1d6 face apart from its accuracy modifier, never the modified score as the die (3.6, 4.1, 4.7)", () => {
    // the sample: a novice rolls a 3, -1 for a novice (4.7), a score of 2 against the 3+ of 15-40 cm in sight
    // Handlebars writes "=" as an entity; the page shows it as "="
    const html = render("ssm-grenade-card").replaceAll("&#x3D;", "=");
    expect(html).toContain("Throw roll (1d6) 3, \u22121 for accuracy (4.1, 4.7) = 2; a good throw needs 3+ (3.6)");
    expect(html).not.toContain("1d6 2");
  });
});

describe("the Starship Marine robot damage card", () => {
  it("names its die and says what the result means at the table (3.7)", () => {
    // the sample: a 4, immobilised
    const html = render("ssm-robot-damage-card");
    expect(html).toContain("<dt>Robot damage roll (1d6, 3.7)</dt>");
    expect(html).toContain('<p class="ssk-card-note">It can no longer move; a second hit destroys it (3.7).</p>');
  });
});

describe("Starship Marine morale cards say what the score was read against (3.12-3.14)", () => {
  it("the individual morale card gives the result table (3.14, SSM-13)", () => {
    // the sample: 3 − 2 − 1 = 0, which is under 1 but not under −3: duck back
    const html = render("ssm-morale-card");
    expect(html).toContain('<p class="ssk-card-note ssm-morale-table">The score against the table (3.14, SSM\u201113): 4 or more, carry on; 1 to 3, move no closer; 0 to \u22123, duck back; below \u22123, surrender.</p>');
  });

  it("the ship morale card gives the ship's table (3.12), the attacker morale card the attackers' (3.13)", () => {
    expect(render("ssm-ship-morale-card")).toContain('<p class="ssk-card-note ssm-morale-table">The score against the table (3.12): below 1, demoralised; 1, poor; above 1, steady.</p>');
    expect(render("ssm-attacker-morale-card")).toContain('<p class="ssk-card-note ssm-morale-table">The score against the table (3.13): below 2, withdraw; 2 or more, steady.</p>');
  });
});

describe("the Starship Marine surrender card says what a crewman's 1d6 needed (3.12)", () => {
  it("a 6 fights on, anything less surrenders", () => {
    const html = render("ssm-surrender-card");
    expect(html).toContain('<p class="ssk-card-note ssm-surrender-roll">Each crewman away from the commanding officer and the control room rolls 1d6: a 6 fights on, anything less surrenders (3.12).</p>');
  });
});

describe("the Starship Marine fire card says which cell of Table 3.5 the score needed came from", () => {
  it("an SCA III at 12 cm on an unarmoured crewman: 4+ against an unarmoured target up to 15 cm", () => {
    expect(render("ssm-fire-card")).toMatch(/<dt>Score needed against an unarmoured target up to 15 cm \(Table 3\.5\)<\/dt><dd class="ssm-needed">4\+<\/dd>/);
  });

  it("a guided missile at 30 cm: 5+ against an unarmoured target up to 40 cm", () => {
    expect(render("ssm-apgw-card")).toMatch(/<dt>Score needed against an unarmoured target up to 40 cm \(Table 3\.5\)<\/dt><dd class="ssm-needed">5\+<\/dd>/);
  });
});

describe("the Starship Marine hand-to-hand card explains every addition (3.15)", () => {
  it("a crewman with none says so, rather than a bare +0", () => {
    // the sample: the Pirate, a crewman, adds nothing; the Marine adds +3
    const html = render("ssm-hth-card");
    expect(html).toMatch(/Pirate <span class="ssm-hth-terms">no additions \(3\.15\)<\/span><\/th><td>9<\/td><td>\+0<\/td>/);
    expect(html).toContain('<span class="ssm-hth-terms">Marine +3</span>');
  });
});

describe("the Starship Marine robot switch card says what switching does (3.11)", () => {
  it("robots switched off stay deactivated until Main Control's holder reactivates them", () => {
    expect(render("ssm-robot-switch-card")).toContain('<p class="ssk-card-note ssm-switch-means">These robots are deactivated: they stay so until whoever holds Main Control reactivates them (3.11).</p>');
  });
});

describe("the Starship Marine blast cards' result column (3.6, 3.9)", () => {
  it("capitalises its results as the other cards' result columns do, and names the figure on each Apply", () => {
    const html = render("ssm-grenade-card");
    expect(html).toContain('<span class="ssm-hit">Hit</span>');
    expect(html).toContain('<span class="ssm-unhurt">Unhurt</span>');
    expect(html).toContain("<td>None: armour stops a normal throw (3.6)</td>");
    expect(html).toMatch(/<button type="button" data-card-action="applyResult" data-target-key="a" aria-label="Apply the hit on Pirate"[^>]*>Apply<\/button>/);
    // the SuperCharge card shares the rows
    expect(render("ssm-supercharge-card")).toMatch(/aria-label="Apply the hit on Crewman Ito"/);
  });
});

describe("the Starship Marine ship morale card for a Poor ship (3.12, 3.14)", () => {
  it("writes the −2 on individual morale with a minus sign, citing the table it applies to", () => {
    // a 3, −2 for a control room lost: 1, Poor (3.12)
    const html = env.render("starship-marine/cards/ship-morale.hbs", sideMoraleCardContext({ side: "ship", die: 3, factors: [{ id: "controlRooms", value: -2 }], score: 1, result: "poor" }));
    expect(html).toContain('<p class="ssk-card-note">Defenders take \u22122 on individual morale tests (3.14).</p>');
    expect(html).not.toContain("-2");
  });
});

describe("the Starship Marine door charge card explains its 0 points (3.9)", () => {
  it("says a placed charge adds its points only in the move it is set off", () => {
    // the sample: placed in move 2, so 0 points on the door this move, ready from move 3
    const html = render("ssm-door-attack-card");
    expect(html).toMatch(/<dt>Points on this door in move 2<\/dt><dd class="ssm-door-total">0<\/dd>/);
    expect(html).toContain('<p class="ssk-card-note">Ready to set off from move 3: a charge takes a move to place, and adds its points to the door only in the move it is set off (3.9).</p>');
  });
});

describe("the Starship Marine figure sheet's line for the squad (3.6, 3.10, 3.16, SSM-21)", () => {
  /** What the "For the squad" line says. */
  const forSquad = (html: string) => html.match(/<dt>For the squad<\/dt>\s*<dd>([\s\S]*?)<\/dd>/)?.[1] ?? null;
  it("a clanker's says what it does not add, not a bare \"nothing\"", () => {
    // robots carry no grenades (3.6, SSM-21) or charges (3.16) and cannot call APGW fire (3.10)
    const line = forSquad(render("ssm-clanker"));
    expect(line).toBe('<span class="ssm-carries-nothing">adds no grenades or door charges to the squad&#x27;s stores and spots no targets for the APGW (3.6, 3.10, 3.16, SSM\u201121)</span>');
    expect(line).not.toMatch(/>nothing</);
  });
  it("a Marine's still lists what the Marine carries", () => {
    expect(forSquad(render("ssm-marine"))).toBe("carries grenades, carries door charges, spots targets for the APGW (3.10)");
  });
});
