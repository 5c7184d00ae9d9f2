// Starship Marine tracker rows render from the gallery samples with real Handlebars, as the
// screenshot review saw them: the squad record names who the surplus is over (3.16, SSM-21) and who
// carries a pallet by hand (3.18, 4.8) in neutral words, never "men".
import { beforeAll, describe, expect, it } from "vitest";
import { sampleRenderer } from "../helpers/gallery-render";

let render: (id: string) => string;

beforeAll(async () => {
  render = (await sampleRenderer()).render;
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
