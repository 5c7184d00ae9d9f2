// A Striker card's outcome is a short result in the outcome style ("Rallied", "1 team rallied",
// "A dummy"); what the result means for play (a rallied team sits out the turn, Striker 8.C.5; the
// revealed counter comes off, 3.A.1) is an ordinary line under it, not part of the outcome.
// Rendered from the gallery samples and the pure contexts with real Handlebars and the English strings.
import { beforeAll, describe, expect, it } from "vitest";
import { sampleRenderer, type TemplateEnv } from "../helpers/gallery-render";
import { QueuedDice } from "../../src/core/dice";
import { resolveMorale } from "../../src/rulesets/striker/rules/index";
import { STR_MARKER } from "../../src/rulesets/striker/rules/markers";
import { moraleCardContext, moraleMarkerChanges } from "../../src/rulesets/striker/view/morale-card";
import { readMoraleForm } from "../../src/rulesets/striker/view/morale-form";
import { leaderRally, rallyCardContext } from "../../src/rulesets/striker/view/leader-rally";
import { counterRevealContext } from "../../src/rulesets/striker/view/team-intel";

let env: TemplateEnv;
let render: (id: string) => string;

beforeAll(async () => {
  ({ env, render } = await sampleRenderer());
});

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim();
const lines = (html: string, cls: string) => [...html.matchAll(new RegExp(`<p class="${cls}">(.*?)</p>`, "gs"))].map((m) => text(m[1] ?? ""));

describe("the rally card by a leader (Striker 8.C.5)", () => {
  it("gives the count rallied as the outcome, and the lost turn as ordinary text under it", () => {
    const html = render("striker-rally-card");
    expect(lines(html, "ssk-card-outcome")).toEqual(["1 team rallied"]);
    expect(lines(html, "str-outcome-then")).toEqual(["Neither the leader team nor the rallied teams may move or fire this turn; they return to normal next turn (8.C.5)."]);
    expect(html.indexOf("ssk-card-outcome")).toBeLessThan(html.indexOf("str-outcome-then"));
  });

  it("counts more than one, and says when no team rallied, with no restriction line", () => {
    const routed = { [STR_MARKER.routed]: 1 };
    const team = (key: string) => ({ key, uuid: `Actor.${key}`, name: key, distanceM: 40, markers: routed });
    const nco = { name: "Sgt", leader: "nco" as const, markers: {} };
    const two = env.render("striker/cards/rally.hbs", rallyCardContext("Sgt", leaderRally(nco, [team("a"), team("b")], [true, true])));
    expect(lines(two, "ssk-card-outcome")).toEqual(["2 teams rallied"]);
    const none = env.render("striker/cards/rally.hbs", rallyCardContext("Sgt", leaderRally(nco, [team("a")], [false])));
    expect(lines(none, "ssk-card-outcome")).toEqual(["No team rallied"]);
    expect(none).not.toContain("str-outcome-then");
  });
});

describe("a routed leader's own rally check (Striker 8.C.5)", () => {
  it("passed: the outcome is Rallied alone, and the turn it sits out is the line under it", () => {
    const html = render("striker-morale-card-rally");
    expect(lines(html, "ssk-card-outcome")).toEqual(["Rallied"]);
    expect(lines(html, "str-outcome-then")).toEqual(["It may not move or fire this turn, and returns to normal next turn (8.C.5)."]);
  });

  it("failed: still routed, with nothing under it; a morale check has no such line either", () => {
    const routed = { [STR_MARKER.routed]: 1 };
    // morale 6, open, 1 + 1: total 8, below 14 (8.C.3)
    const check = resolveMorale(readMoraleForm({}, 6, "open", []), new QueuedDice([{ sides: 6, value: 1 }, { sides: 6, value: 1 }]));
    const ctx = moraleCardContext({ teamName: "Sgt", mode: "rally", check, changes: moraleMarkerChanges(routed, check.result, "rally"), markerLabels: {}, targetKey: "t" });
    const html = env.render("striker/cards/morale.hbs", ctx);
    expect(lines(html, "ssk-card-outcome")).toEqual(["Still routed"]);
    expect(html).not.toContain("str-outcome-then");
    expect(render("striker-morale-card")).not.toContain("str-outcome-then");
  });
});

describe("a revealed counter (Striker 3.A.1)", () => {
  it("names the team it stood for, escaped, as the outcome, and the counter's removal under it", () => {
    const html = render("striker-counter-card");
    expect(lines(html, "ssk-card-outcome")[0]).toMatch(/^A real team: &lt;img src/);
    expect(html).not.toContain("<img src=x");
    expect(lines(html, "str-outcome-then")).toEqual(["The counter is removed, and the GM places the team it stood for on the table (3.A.1)."]);
  });

  it("a dummy is the outcome 'A dummy', then the counter comes off", () => {
    const html = env.render("striker/cards/counter.hbs", counterRevealContext("Unidentified Team", ""));
    expect(lines(html, "ssk-card-outcome")).toEqual(["A dummy"]);
    expect(lines(html, "str-outcome-then")).toEqual(["The counter is removed (3.A.1)."]);
  });
});
