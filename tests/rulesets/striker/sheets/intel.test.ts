// @vitest-environment happy-dom
// Limited intelligence on the board after a real init (Striker 3.A.1): the GM hides an unspotted
// team's tokens and shows them again, and reveals a counter: a card, and its token leaves the
// scene. A player's click changes nothing.
import { describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook } from "../../../helpers/foundry-stubs";
import { makeFakeActorClass, type FakeActor } from "../../../helpers/fake-documents";

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design

async function setup(isGM: boolean) {
  vi.resetModules();
  const stubs = installFoundryStubs({ "starskirmish.ruleSet": "striker" });
  await import("../../../../src/index");
  callHook(stubs, "init");
  const g = globalThis as Any;
  const Fake = makeFakeActorClass(g.Actor);
  const { TeamData } = await import("../../../../src/rulesets/striker/models/team-model");
  const { CardData } = await import("../../../../src/system/cards/card-model");
  const make = <T,>(cls: unknown, data: object): T => Object.assign(new (cls as new () => object)(), data) as T;
  const log: string[] = [];
  function actorWithToken(uuid: string, name: string, system: object): FakeActor & Any {
    const actor = new Fake(uuid, name) as FakeActor & Any;
    const document: Any = {
      hidden: false,
      async update(c: { hidden: boolean }) { log.push(`${name} hidden=${c.hidden}`); document.hidden = c.hidden; },
      async delete() { log.push(`${name} deleted`); },
    };
    Object.assign(actor, {
      system: make(TeamData, { troopers: [], morale: { value: 5, start: 5 }, initiative: "low", leader: "none", techLevel: 12, teamId: "", notes: "", counter: false, standsFor: "", ...system }),
      getActiveTokens: () => [{ id: `t-${name}`, name: "Unidentified Team", document }],
    });
    return actor;
  }
  const team = actorWithToken("Actor.team", "Red B2", {});
  const counter = actorWithToken("Actor.counter", "Counter", { counter: true, standsFor: "Red B2" });
  g.game.user = { id: isGM ? "gm" : "player1", isGM };
  const messages: Any[] = [];
  const rendered: { path: string; context: Any }[] = [];
  g.foundry.applications.handlebars.renderTemplate = async (path: string, context: Any) => (rendered.push({ path, context }), "<p>card</p>");
  g.ChatMessage.implementation = {
    getSpeaker: () => ({}),
    async create(data: Any) {
      messages.push({ ...data, system: make<Any>(CardData, data.system) });
      return messages.at(-1);
    },
  };
  return { team, counter, log, messages, rendered };
}

describe("limited intelligence on the board (Striker 3.A.1)", () => {
  it("the GM hides an unspotted team and shows it once spotted; the sheet offers the other button each time", async () => {
    const t = await setup(true);
    const intel = await import("../../../../src/rulesets/striker/sheets/team-intel-actions");
    expect(intel.teamIntelView(t.team as never)).toMatchObject({ canHide: true, canShow: false });
    await intel.setTeamHidden(t.team as never, true);
    expect(intel.teamIntelView(t.team as never)).toMatchObject({ canHide: false, canShow: true });
    await intel.setTeamHidden(t.team as never, true);
    await intel.setTeamHidden(t.team as never, false);
    expect(t.log).toEqual(["Red B2 hidden=true", "Red B2 hidden=false"]);
  });

  it("the GM reveals a counter: the card says which team it stood for, and the counter leaves the scene", async () => {
    const t = await setup(true);
    const intel = await import("../../../../src/rulesets/striker/sheets/team-intel-actions");
    await intel.revealCounter(t.counter as never);
    expect(t.rendered[0]!.path).toMatch(/striker\/cards\/counter\.hbs$/);
    expect(t.rendered[0]!.context).toMatchObject({ counterName: "Unidentified Team", real: true, standsFor: "Red B2" });
    expect(t.log).toEqual(["Counter deleted"]);
    // A team is not a counter: revealing it does nothing.
    await intel.revealCounter(t.team as never);
    expect(t.messages).toHaveLength(1);
  });

  it("a player can neither hide nor reveal", async () => {
    const t = await setup(false);
    const intel = await import("../../../../src/rulesets/striker/sheets/team-intel-actions");
    await intel.setTeamHidden(t.team as never, true);
    await intel.revealCounter(t.counter as never);
    expect(t.log).toEqual([]);
    expect(t.messages).toEqual([]);
    expect(intel.teamIntelView(t.counter as never).canReveal).toBe(false);
  });
});
