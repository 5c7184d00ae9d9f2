// The Striker morale card says the score its total was read against (ruling STR-3, Striker 8.C.3)
// and, when a fire card's button called for the check, why (8.C.1); a card without reasons renders
// as before. Rendered from the gallery samples with real Handlebars and the English strings, and
// the fire card's Morale button is checked to carry no reasons of its own (the card's record does).
import { beforeAll, describe, expect, it } from "vitest";
import { sampleRenderer } from "../helpers/gallery-render";

let render: (id: string) => string;

beforeAll(async () => {
  ({ render } = await sampleRenderer());
});

describe("the morale card's score and reason", () => {
  it("gives the total against 14 to pass, with where suppression ends and rout begins", () => {
    // 2 + 3 + morale 4 + NCO 1 + concealed 2 - 1 nearby casualty = 11: suppressed
    expect(render("striker-morale-card")).toContain('<p class="str-morale-against">Total 11 against 14 to pass (9 or more is suppressed, less is routed; 8.C.3)</p>');
    expect(render("striker-morale-card-routed")).toContain('<p class="str-morale-against">Total 7 against 14 to pass (9 or more is suppressed, less is routed; 8.C.3)</p>');
  });

  it("says why the team checks when the fire card's button said", () => {
    expect(render("striker-morale-card")).toContain('<p class="str-morale-reason">Why it checks: was hit (8.A.1.b, 8.C.1)</p>');
  });

  it("a card given no reason has no reason line", () => {
    expect(render("striker-morale-card-routed")).not.toContain("str-morale-reason");
  });

  it("the fire card's Morale buttons name only the team: the morale card reads the reasons from the card's record", () => {
    const html = render("striker-fire-card");
    expect(html).toContain('data-card-action="strMorale" data-actor-uuid="Actor.target">');
    expect(html).toContain('data-card-action="strMorale" data-actor-uuid="Actor.red2">');
    expect(html).not.toContain("data-morale-reasons");
  });
});
