// The Striker fire dialog, fire card and morale dialog say when the board, not a marker, made a team
// concealed (Striker 7.A.2), rendered with real Handlebars and the English strings from the pure
// contexts the actions build; without it they say nothing more.
import { beforeAll, describe, expect, it } from "vitest";
import type { Sample } from "../../gallery/samples";
import { sampleRenderer, type TemplateEnv } from "../helpers/gallery-render";
import { workedAttack } from "../../gallery/samples-striker-fire";
import { defaultOptions, weaponChoices } from "../../src/rulesets/striker/view/fire-plan";
import { fireDialogContext } from "../../src/rulesets/striker/view/fire-form";
import { moraleDialogContext } from "../../src/rulesets/striker/view/morale-form";

let env: TemplateEnv;
let samples: readonly Sample[];

beforeAll(async () => {
  ({ env, samples } = await sampleRenderer());
});

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim();

describe("the fire dialog's status note", () => {
  it("a target in a forest with no marker: concealed selected, and the note says the board made it so", () => {
    const { firer, target: marked } = workedAttack();
    const target = { ...marked, markers: {} };
    const options = defaultOptions([firer], target, "forest", { inConcealment: true })!;
    const html = env.render("striker/dialogs/fire.hbs", { ...fireDialogContext(weaponChoices([firer]), options, 250, target.name, "forest", "forest") });
    expect(html).toContain('<option value="concealed" selected>Concealed</option>');
    expect(text(html.match(/<p class="ssk-form-note str-status-from">(.*?)<\/p>/)?.[1] ?? "")).toBe(
      "From the board: concealed, as the target stands in a forest region and has no Hidden or Concealed marker (7.A.2).",
    );
  });

  it("a target deep in a forest: hidden selected, and the note says the wood's depth made it so (7.A.1.c)", () => {
    const { firer, target: marked } = workedAttack();
    const target = { ...marked, markers: {} };
    const options = defaultOptions([firer], target, "forest", { inConcealment: true, hidden: true })!;
    const html = env.render("striker/dialogs/fire.hbs", { ...fireDialogContext(weaponChoices([firer]), options, 250, target.name, "forest", "deepForest") });
    expect(html).toContain('<option value="hidden" selected>Hidden</option>');
    expect(text(html.match(/<p class="ssk-form-note str-status-from">(.*?)<\/p>/)?.[1] ?? "")).toBe(
      "From the board: hidden, as the target stands more than 30 m inside a forest region with no other team in a forest within 30 m (7.A.1.c).",
    );
  });

  it("no note where a marker gave the status", () => {
    const s = samples.find((x) => x.id === "striker-fire-dialog")!;
    expect(env.render(s.template, s.context)).not.toContain("str-status-from");
  });
});

describe("the fire card's concealment note", () => {
  it("on the target's cover line and on a further team's", () => {
    const s = samples.find((x) => x.id === "striker-burst-card")!;
    const ctx = s.context as { cover: Record<string, unknown>; burstTeams: Record<string, unknown>[] };
    const note = "STARSKIRMISH.Striker.Fire.ConcealedBy.forest";
    const forest = { label: "STARSKIRMISH.Striker.Fire.Cover.forest", noEffect: false, disputes: [], concealedBy: note };
    const html = env.render(s.template, { ...s.context, cover: forest, burstTeams: [{ ...ctx.burstTeams[0], cover: forest }] });
    expect(text(html.match(/<dd class="str-cover">(.*?)<\/dd>/)?.[1] ?? "")).toBe("Forest, concealed: the team stands in a forest region and has no Hidden or Concealed marker (7.A.2)");
    expect(text(html.match(/<dd class="str-cover str-team-cover">(.*?)<\/dd>/)?.[1] ?? "")).toBe("Forest, concealed: the team stands in a forest region and has no Hidden or Concealed marker (7.A.2)");
  });

  it("none where the context has no note", () => {
    expect(env.render("striker/cards/fire.hbs", samples.find((x) => x.id === "striker-burst-card")!.context)).not.toContain("str-concealed-by");
  });
});

describe("the morale dialog's status note", () => {
  it("says the board made the team concealed, beside the concealed status", () => {
    const html = env.render("striker/dialogs/morale.hbs", moraleDialogContext({ teamName: "Blue A1", mode: "check", morale: 5, status: "concealed", leaders: [], concealedBy: "building" }));
    expect(html).toContain('<option value="concealed" selected>Concealed</option>');
    expect(text(html.match(/<p class="ssk-form-note str-status-from">(.*?)<\/p>/)?.[1] ?? "")).toBe(
      "From the board: concealed, as the team stands in a building region and has no Hidden or Concealed marker (7.A.2).",
    );
    expect(env.render("striker/dialogs/morale.hbs", moraleDialogContext({ teamName: "Blue A1", mode: "check", morale: 5, status: "concealed", leaders: [] }))).not.toContain("str-status-from");
  });

  it("says the wood's depth made the team hidden, beside the hidden status (7.A.1.c)", () => {
    const html = env.render("striker/dialogs/morale.hbs", moraleDialogContext({ teamName: "Blue A1", mode: "check", morale: 5, status: "hidden", leaders: [], concealedBy: "deepForest" }));
    expect(html).toContain('<option value="hidden" selected>Hidden</option>');
    expect(text(html.match(/<p class="ssk-form-note str-status-from">(.*?)<\/p>/)?.[1] ?? "")).toBe(
      "From the board: hidden, as the team stands more than 30 m inside a forest region with no other team in a forest within 30 m (7.A.1.c).",
    );
  });
});
