// The Striker morale card says the score its total was read against (ruling STR-3, Striker 8.C.3)
// and, when a fire card's button called for the check, why (8.C.1); a card without reasons renders
// as before; a "saw casualties nearby" the board did not bear out is said on the card, with why, for the GM
// who did not press the button. Rendered from the gallery samples with real Handlebars and the English strings, and
// the fire card's Morale button is checked to carry no reasons of its own (the card's record does).
import { beforeAll, describe, expect, it } from "vitest";
import { sampleRenderer, type TemplateEnv } from "../helpers/gallery-render";
import { plainText } from "../helpers/plain-text";
import { QueuedDice } from "../../src/core/dice";
import { resolveMorale } from "../../src/rulesets/striker/rules/index";
import { moraleCardContext } from "../../src/rulesets/striker/view/morale-card";
import { readMoraleForm } from "../../src/rulesets/striker/view/morale-form";

let env: TemplateEnv;
let render: (id: string) => string;

beforeAll(async () => {
  ({ env, render } = await sampleRenderer());
});

/** The text of each paragraph of the class, as a reader sees it. */
const paragraphs = (html: string, cls: string) => [...html.matchAll(new RegExp(`<p class="${cls}">(.*?)</p>`, "gs"))].map((m) => plainText(m[1] ?? ""));

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

  it("says under its reasons that \"saw casualties nearby\" was not counted, and why (8.C.1)", () => {
    const html = render("striker-morale-card-nearby-dropped");
    expect(paragraphs(html, "str-morale-reason")).toEqual(["Why it checks: was hit (8.A.1.b, 8.C.1)"]);
    expect(paragraphs(html, "str-morale-dropped")).toEqual([
      "Not counted as a reason to check: “saw casualties nearby”. As the board stood when this check was rolled, no team of its side that the fire gave casualties was within 50\u00a0m and in its sight (8.C.1).",
    ]);
    expect(html.indexOf("str-morale-reason")).toBeLessThan(html.indexOf("str-morale-dropped"));
    // where the team had no token to judge from
    const check = resolveMorale(readMoraleForm({}, 6, "open", []), new QueuedDice([{ sides: 6, value: 4 }, { sides: 6, value: 4 }]));
    const noToken = env.render("striker/cards/morale.hbs", moraleCardContext({ teamName: "Red A1", mode: "check", check, changes: {}, markerLabels: {}, targetKey: "t", reasons: ["casualties"], nearbyDropped: "noToken" }));
    expect(paragraphs(noToken, "str-morale-dropped")).toEqual([
      "Not counted as a reason to check: “saw casualties nearby”. The board could not show where this team stands: it had no token on the scene, or several and none selected (8.C.1).",
    ]);
  });

  it("a card that dropped nothing, or from before the line was kept, has no such line", () => {
    for (const id of ["striker-morale-card", "striker-morale-card-routed", "striker-morale-card-rally"]) expect(render(id), id).not.toContain("str-morale-dropped");
  });

  it("the fire card's Morale buttons name only the team: the morale card reads the reasons from the card's record", () => {
    const html = render("striker-fire-card");
    expect(html).toContain('data-card-action="strMorale" data-actor-uuid="Actor.target">');
    expect(html).toContain('data-card-action="strMorale" data-actor-uuid="Actor.red2">');
    expect(html).not.toContain("data-morale-reasons");
  });
});
