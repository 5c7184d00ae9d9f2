// @vitest-environment happy-dom
// Striker buttons on the token HUD after a real init: the GM sees Reveal counter on a counter and
// its click posts the reveal card and removes the token; a routed leader team's owner sees Rally
// and Rally teams, and nothing once it routed off the battlefield (Striker 8.C.4.b); a player sees
// nothing on a team the player does not own, nor on a counter.
import { describe, expect, it, vi } from "vitest";
import { hudButtons } from "../../../../src/rulesets/striker/view/team-hud";
import { suppressionView } from "../../../../src/rulesets/striker/view/team-suppression";
import { strikerBoard, type Team, type TeamInput } from "../../../helpers/striker-board";

async function setup(isGM: boolean) {
  const b = await strikerBoard();
  b.stubs.actAs(isGM ? "gm" : "player1");
  /** A team with its token; `owner` says whether player1 owns it. */
  const teamWithToken = (uuid: string, name: string, system: TeamInput, owner: boolean): Team => {
    const team = b.team(uuid, name, system, [], owner ? { default: 0, player1: 3 } : { default: 0 });
    b.place(team, `t-${name}`, 0);
    return team;
  };
  /** Renders the HUD for the actor (and its token, where given) as core does: renderTokenHUD(app, element, context, options). */
  const render = (actor: Team, tokenDoc?: unknown) => {
    const html = document.createElement("div");
    html.innerHTML = '<div class="col left"></div><div class="col right"></div>';
    b.stubs.fire.rendered("TokenHUD", { object: { actor, ...(tokenDoc ? { document: tokenDoc } : {}) }, render() {} }, html);
    return html;
  };
  return { ...b, teamWithToken, render };
}

const buttons = (html: HTMLElement) => [...html.querySelectorAll<HTMLElement>(".col.left .str-hud-button")].map((b) => b.dataset.strHud);

describe("Striker token HUD", () => {
  it("the GM reveals a counter from its token: the card is posted and the token leaves", async () => {
    const t = await setup(true);
    const counter = t.teamWithToken("Actor.counter", "Counter", { counter: true, standsFor: "Red B2" }, true);
    const html = t.render(counter);
    expect(buttons(html)).toEqual(["revealCounter"]);
    html.querySelector<HTMLElement>('[data-str-hud="revealCounter"]')!.click();
    // Its token leaves the scene.
    await vi.waitFor(() => expect(t.canvas.tokens.placeables.map((p) => p.actor)).not.toContain(counter));
    expect(t.messages[0]!.system.kind).toBe("strCounter");
  });

  it("a player sees no Reveal on a counter, and no buttons on a team he does not own", async () => {
    const t = await setup(false);
    expect(buttons(t.render(t.teamWithToken("Actor.counter", "Counter", { counter: true }, true)))).toEqual([]);
    expect(buttons(t.render(t.teamWithToken("Actor.team", "Red B2", { leader: "nco" }, false)))).toEqual([]);
  });

  it("a routed leader team's owner gets Rally, Rout away (Striker 8.C.4.b) and Rally teams", async () => {
    const t = await setup(false);
    const team = t.teamWithToken("Actor.team", "Blue HQ", { leader: "nco" }, true);
    expect(buttons(t.render(team))).toEqual(["rallyTeams"]);
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(team as never, markerDefinition("str-routed")!, 1);
    expect(buttons(t.render(team))).toEqual(["rally", "routAway", "rallyTeams"]);
  });

  it("a team that routed off the battlefield is offered nothing, its owner nor the GM (Striker 8.C.4.b)", async () => {
    const t = await setup(true);
    const team = t.teamWithToken("Actor.team", "Blue HQ", { leader: "nco" }, true);
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(team as never, markerDefinition("str-routed")!, 1);
    const doc = t.canvas.tokens.get("t-Blue HQ")!.document;
    expect(buttons(t.render(team, doc))).toEqual(["rally", "routAway", "rallyTeams"]);
    // outside a combat, the rout off's mark on its token, hidden as the rout off left it
    // (turn/routed-off.ts alreadyOffBoard, the record Rout away refuses it by)
    await doc.update({ hidden: true, flags: { starskirmish: { strRoutedOff: true } } });
    expect(buttons(t.render(team, doc))).toEqual([]);
    t.stubs.actAs("player1");
    expect(buttons(t.render(team, doc))).toEqual([]);
  });
});

describe("the HUD's choices and the suppression's end (pure)", () => {
  it("offers only what the user may do", () => {
    const base = { isGM: false, isOwner: true, isCounter: false, isLeaderTeam: false, routed: false };
    expect(hudButtons(base)).toEqual([]);
    expect(hudButtons({ ...base, routed: true }).map((b) => b.action)).toEqual(["rally", "routAway"]);
    expect(hudButtons({ ...base, isGM: true, isCounter: true }).map((b) => b.action)).toEqual(["revealCounter"]);
    expect(hudButtons({ ...base, isOwner: false, routed: true, isLeaderTeam: true })).toEqual([]);
    // Striker 8.C.4.b: a team routed off the battlefield is out of play: no rout move, rally nor pop-up
    expect(hudButtons({ ...base, routed: true, isLeaderTeam: true, grav: true, routedOff: true })).toEqual([]);
    expect(hudButtons({ ...base, grav: true, routedOff: true })).toEqual([]);
    expect(hudButtons({ ...base, routed: true, isLeaderTeam: true, routedOff: false }).map((b) => b.action)).toEqual(["rally", "routAway", "rallyTeams"]);
  });

  it("reads the recorded end with the 3 or 5 counter (Striker 8.C.4.a), and nothing when none is recorded", () => {
    expect(suppressionView({ turn: 0, phase: "", step: "" })).toBeNull();
    expect(suppressionView({ turn: 3, phase: "firstFire", step: "b" })).toEqual({ turn: 3, phaseLabel: "STARSKIRMISH.Striker.Until.phase.firstFire", stepLabel: "STARSKIRMISH.Striker.Until.step.b", counter: 3 });
  });
});
