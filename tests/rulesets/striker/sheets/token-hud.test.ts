// @vitest-environment happy-dom
// Striker buttons on the token HUD after a real init: the GM sees Reveal counter on a counter and
// its click posts the reveal card and removes the token; a routed leader team's owner sees Rally
// and Rally teams; a player sees nothing on a team he does not own, nor on a counter.
import { describe, expect, it, vi } from "vitest";
import { callHook } from "../../../helpers/foundry-stubs";
import type { FakeActor } from "../../../helpers/fake-documents";
import { hudButtons, suppressionView } from "../../../../src/rulesets/striker/view/team-hud";
import { bootSystem } from "../../../helpers/boot";

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design

async function setup(isGM: boolean) {
  const { stubs, g, Fake } = await bootSystem({ "starskirmish.ruleSet": "striker" });
  const { TeamData } = await import("../../../../src/rulesets/striker/models/team-model");
  const { CardData } = await import("../../../../src/system/cards/card-model");
  const make = <T,>(cls: unknown, data: object): T => Object.assign(new (cls as new () => object)(), data) as T;
  const log: string[] = [];
  function actorWithToken(uuid: string, name: string, system: object, owner: boolean): FakeActor & Any {
    const actor = new Fake(uuid, name) as FakeActor & Any;
    const document: Any = { hidden: false, async delete() { log.push(`${name} deleted`); } };
    Object.assign(actor, {
      isOwner: owner,
      system: make(TeamData, { troopers: [], morale: { value: 5, start: 5 }, initiative: "low", leader: "none", techLevel: 12, teamId: "", notes: "", counter: false, standsFor: "", ...system }),
      getActiveTokens: () => [{ id: `t-${name}`, name: "Unidentified Team", document }],
    });
    return actor;
  }
  g.game.user = { id: isGM ? "gm" : "player1", isGM };
  const messages: Any[] = [];
  g.foundry.applications.handlebars.renderTemplate = async () => "<p>card</p>";
  g.ChatMessage.implementation = {
    getSpeaker: () => ({}),
    async create(data: Any) {
      messages.push({ ...data, system: make<Any>(CardData, data.system) });
      return messages.at(-1);
    },
  };
  /** Renders the HUD for the actor: the hooks add their buttons to the left column. */
  const render = (actor: Any) => {
    const html = document.createElement("div");
    html.innerHTML = '<div class="col left"></div><div class="col right"></div>';
    callHook(stubs, "renderTokenHUD", { object: { actor }, render() {} }, html);
    return html;
  };
  return { actorWithToken, render, log, messages };
}

const buttons = (html: HTMLElement) => [...html.querySelectorAll<HTMLElement>(".col.left .str-hud-button")].map((b) => b.dataset.strHud);

describe("Striker token HUD", () => {
  it("the GM reveals a counter from its token: the card is posted and the token leaves", async () => {
    const t = await setup(true);
    const counter = t.actorWithToken("Actor.counter", "Counter", { counter: true, standsFor: "Red B2" }, true);
    const html = t.render(counter);
    expect(buttons(html)).toEqual(["revealCounter"]);
    html.querySelector<HTMLElement>('[data-str-hud="revealCounter"]')!.click();
    await vi.waitFor(() => expect(t.log).toEqual(["Counter deleted"]));
    expect(t.messages[0].system.kind).toBe("strCounter");
  });

  it("a player sees no Reveal on a counter, and no buttons on a team he does not own", async () => {
    const t = await setup(false);
    expect(buttons(t.render(t.actorWithToken("Actor.counter", "Counter", { counter: true }, true)))).toEqual([]);
    expect(buttons(t.render(t.actorWithToken("Actor.team", "Red B2", { leader: "nco" }, false)))).toEqual([]);
  });

  it("a routed leader team's owner gets Rally and Rally teams", async () => {
    const t = await setup(false);
    const team = t.actorWithToken("Actor.team", "Blue HQ", { leader: "nco" }, true);
    expect(buttons(t.render(team))).toEqual(["rallyTeams"]);
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(team as never, markerDefinition("str-routed")!, 1);
    expect(buttons(t.render(team))).toEqual(["rally", "rallyTeams"]);
  });
});

describe("the HUD's choices and the suppression's end (pure)", () => {
  it("offers only what the user may do", () => {
    const base = { isGM: false, isOwner: true, isCounter: false, isLeaderTeam: false, routed: false };
    expect(hudButtons(base)).toEqual([]);
    expect(hudButtons({ ...base, routed: true }).map((b) => b.action)).toEqual(["rally"]);
    expect(hudButtons({ ...base, isGM: true, isCounter: true }).map((b) => b.action)).toEqual(["revealCounter"]);
    expect(hudButtons({ ...base, isOwner: false, routed: true, isLeaderTeam: true })).toEqual([]);
  });

  it("reads the recorded end with the 3 or 5 counter (Striker 8.C.4.a), and nothing when none is recorded", () => {
    expect(suppressionView({ turn: 0, phase: "", step: "" })).toBeNull();
    expect(suppressionView({ turn: 3, phase: "firstFire", step: "b" })).toEqual({ turn: 3, phaseLabel: "STARSKIRMISH.Striker.Phase.firstFire", stepLabel: "STARSKIRMISH.Striker.Step.b", counter: 3 });
  });
});
