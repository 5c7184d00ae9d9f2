// @vitest-environment happy-dom
// Communication on the team sheet and in the command check (Striker 5.A, 5.B) after a real init: a
// fire team's squad leader 80 m off behind a wood, with no radio at tech level 6, is out of
// communication and does not lead it; a friendly team touching both makes a verbal chain; at tech
// level 12 every team has a radio. The sheet lists each link and the command card names the leader
// out of touch. A team routed off the battlefield (8.C.4.b) is no link in a chain.
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper, type Team } from "../../../helpers/striker-board";
import type { ApplicationV2 } from "../../../helpers/foundry/application";

interface RenderedSheet extends ApplicationV2 {
  readonly actor: Team;
}

const squad = (role: string) => ({ role, squad: "s1", section: "x1", platoon: "p1", company: "c1" });

async function setup(techLevel = 6) {
  const b = await strikerBoard();
  const troopers = ["Lee", "Ng", "Ito", "Cruz"].map((n) => trooper(n));
  const a1 = b.team("Actor.team", "Blue A1", { troopers, initiative: "low", techLevel, command: squad("fireTeam") });
  const leader = b.team("Actor.leader", "Squad Leader", { troopers, initiative: "average", leader: "nco", techLevel, command: squad("squadLeader") });
  // 100 px squares of 50 m: the leader 80 m off, 30 m of open ground between the two footprints
  b.place(a1, "tA", 50, 1);
  b.place(leader, "tL", 210, 1);
  // a wood across the gap hides each from the other
  b.paint({ x: 110, y: -200, width: 40, height: 400 }, { terrain: "forest" });
  const { StrikerTeamSheet } = await import("../../../../src/rulesets/striker/sheets/team-sheet");
  const render = async () => {
    const sheet = new StrikerTeamSheet({ document: a1 } as never) as unknown as RenderedSheet;
    await sheet.render(true);
    return sheet.element;
  };
  const rows = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>(".str-comms-row")].map((r) => [r.querySelector(".str-comms-name")!.textContent, r.dataset.means, r.dataset.inCommunication]);
  return { ...b, a1, leader, render, rows, troopers };
}

describe("communication on the team sheet (Striker 5.B)", () => {
  it("a leader out of sight, out of touch and without radio is out of communication, and does not lead", async () => {
    const t = await setup();
    const el = await t.render();
    expect(t.rows(el)).toEqual([["Squad Leader", "none", "false"]]);
    expect(el.querySelector(".str-radio")!.classList.contains("has-radio")).toBe(false);
    expect(el.querySelector<HTMLElement>(".str-led")!.dataset.led).toBe("false");
    expect(el.querySelector(".str-led-out")!.textContent).toContain("Squad Leader");
  });

  it("a friendly team touching both makes a verbal chain, and the leader leads", async () => {
    const t = await setup();
    const runner = t.team("Actor.runner", "Blue A2", { troopers: t.troopers, initiative: "low", techLevel: 6, command: squad("fireTeam") });
    t.place(runner, "tR", 130, 1);
    const el = await t.render();
    expect(t.rows(el)).toEqual([
      ["Squad Leader", "chain", "true"],
      ["Blue A2", "touching", "true"],
    ]);
    expect(el.querySelector<HTMLElement>(".str-led")!.dataset.led).toBe("true");
  });

  it("a team routed off the battlefield passes no word along the chain, though its hidden token still touches both (8.C.4.b)", async () => {
    const t = await setup();
    const runner = t.team("Actor.runner", "Blue A2", { troopers: t.troopers, initiative: "low", techLevel: 6, command: squad("fireTeam") });
    t.place(runner, "tR", 130, 1);
    // the rout off as it is marked outside a combat: the token hidden and flagged (turn/routed-off.ts)
    t.stubs.actAs("gm");
    await t.canvas.tokens.get("tR")!.document.update({ hidden: true, flags: { starskirmish: { strRoutedOff: true } } });
    t.stubs.actAs("player1");
    const el = await t.render();
    expect(t.rows(el)).toEqual([["Squad Leader", "none", "false"]]);
    expect(el.querySelector<HTMLElement>(".str-led")!.dataset.led).toBe("false");
    expect(el.querySelector(".str-led-out")!.textContent).toContain("Squad Leader");
  });

  it("at tech level 12 every soldier has a radio (5.B.2); a range written on the card is kept to", async () => {
    const t = await setup(12);
    let el = await t.render();
    expect(t.rows(el)).toEqual([["Squad Leader", "radio", "true"]]);
    expect(el.querySelector(".str-radio")!.classList.contains("has-radio")).toBe(true);
    await t.leader.update({ system: { radioRangeM: 50 } });
    el = await t.render();
    expect(t.rows(el)).toEqual([["Squad Leader", "none", "false"]]);
  });
});

describe("the command check reads communication (Striker 5.A.1)", () => {
  it("names the leader out of communication; in touch by radio, the team is led", async () => {
    const t = await setup();
    const { postCommandCheck } = await import("../../../../src/rulesets/striker/actions/command-roll");
    await postCommandCheck(t.a1 as never);
    expect(t.context<{ unled: boolean; outOfCommunication: string }>("cards/command.hbs")).toMatchObject({ unled: true, outOfCommunication: "Squad Leader" });
    await t.a1.update({ system: { techLevel: 12 } });
    await t.leader.update({ system: { techLevel: 12 } });
    await postCommandCheck(t.a1 as never);
    expect(t.context<{ unled: boolean; ledBy: string }>("cards/command.hbs")).toMatchObject({ unled: false, ledBy: "Squad Leader" });
  });
});
