// @vitest-environment happy-dom
// Markers that end with the turn, after a real init (Striker 8.C.4.a, 6.E): the morale card
// records where the turn stood, Apply stores the suppression's end on the team through the GM,
// and moving the turn on takes Suppressed off once that end has passed and Moved off at the
// start of the team's own movement phase.
import { describe, expect, it } from "vitest";
import type { FakeActor } from "../../../helpers/fake-documents";
import { installCardRecorder } from "../../../helpers/card-recorder";
import { bootSystem } from "../../../helpers/boot";
import { installQueuedRoll } from "../../../helpers/queued-roll";
import { gridStandIn } from "../../../helpers/grid-stand-in";
import { installUsers } from "../../../helpers/users-stand-in";
import { applyAs } from "../../../helpers/gm-requests";
import { flaggedDocument } from "../../../helpers/flagged-document";

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design

async function setup(position: object) {
  const { stubs, g, Fake } = await bootSystem({ "starskirmish.ruleSet": "striker" });
  const { TeamData } = await import("../../../../src/rulesets/striker/models/team-model");
  const { CardData } = await import("../../../../src/system/cards/card-model");
  const make = <T,>(cls: unknown, data: object): T => Object.assign(new (cls as new () => object)(), data) as T;
  const trooper = (name: string) => ({ name, role: "rifleman", weapon: "", weaponItem: "", ammunition: "", armour: 0, armourItem: "", grenadeItem: "", casualty: false });
  const tokens = new Map<object, Any>();
  function team(uuid: string, name: string): FakeActor & Any {
    const actor = new Fake(uuid, name) as FakeActor & Any;
    Object.assign(actor, {
      system: make(TeamData, {
        troopers: ["A", "B", "C", "D"].map(trooper), morale: { value: 5, start: 5 }, initiative: "low", leader: "none", techLevel: 12, teamId: "", notes: "",
        command: { role: "fireTeam", squad: "", section: "", platoon: "", company: "" }, suppressedUntil: { turn: 0, phase: "", step: "" },
      }),
      items: Object.assign([], { get: () => undefined }),
      getActiveTokens: () => [tokens.get(actor)],
      async update(change: { system: object }) { Object.assign(actor.system, change.system); },
    });
    return actor;
  }
  const blue = team("Actor.blue", "Blue A1");
  const red = team("Actor.red", "Red B1");
  tokens.set(blue, { id: "tb", name: "Blue A1", actor: blue, center: { x: 0, y: 0 }, document: { disposition: 1 } });
  tokens.set(red, { id: "tr", name: "Red B1", actor: red, center: { x: 500, y: 0 }, document: { disposition: -1 } });
  g.canvas = { tokens: { controlled: [], placeables: [...tokens.values()] }, grid: gridStandIn("square", 100, 50, "m") };
  const flags: Record<string, unknown> = { strikerPosition: position };
  g.game.combat = {
    ...flaggedDocument(flags),
    combatants: [{ actor: blue, token: { disposition: 1 } }, { actor: red, token: { disposition: -1 } }],
  };
  g.game.user = installUsers([{ id: "gm", isGM: true }, { id: "player1" }, { id: "player2" }]).get("gm");
  g.game.i18n.format = (k: string) => k;
  g.ui = { notifications: { warn: () => undefined, error: () => undefined } };
  installQueuedRoll([1, 1]);
  g.foundry.applications.api.DialogV2 = { input: async () => ({ status: "open", nearbyCasualties: 0 }) };
  const { messages, rendered } = installCardRecorder(CardData);
  g.fromUuid = async (uuid: string) => ({ "Actor.blue": blue, "Actor.red": red })[uuid] ?? null;
  const store = await import("../../../../src/system/markers/marker-store");
  return { blue, red, rendered, messages, combat: g.game.combat, store, flags };
}

describe("suppression ends with the turn (Striker 8.C.4.a)", () => {
  it("a check failed in phase 3 step b is suppressed to turn 3 phase 3 step b (counter 3), and comes off after it", async () => {
    const t = await setup({ turn: 2, phase: "firstFire", step: "b" });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    // 2D6 of 1+1 with morale 8 is 10: suppressed (ruling STR-3).
    t.red.system.morale.value = 8;
    await rollStrikerMorale(t.red as never, "check");
    const card = t.rendered.find((r) => r.path.endsWith("striker/cards/morale.hbs"))!;
    expect(card.context.until).toEqual({ turn: 3, phaseLabel: "STARSKIRMISH.Striker.Phase.firstFire", step: "b", counter: 3 });
    expect(await applyAs("gm", "m0", "tr")).toEqual({ ok: true });
    expect(t.store.readMarkers(t.red as never)).toEqual({ "str-suppressed": 1 });
    expect(t.red.system.suppressedUntil).toEqual({ turn: 3, phase: "firstFire", step: "b" });

    const { clearEndedMarkers } = await import("../../../../src/rulesets/striker/turn/turn-tracker");
    await clearEndedMarkers(t.combat, { turn: 3, phase: "firstFire", step: "b" });
    expect(t.store.readMarkers(t.red as never)).toEqual({ "str-suppressed": 1 });
    await clearEndedMarkers(t.combat, { turn: 3, phase: "firstFire", step: "c" });
    expect(t.store.readMarkers(t.red as never)).toEqual({});
    expect(t.red.system.suppressedUntil).toEqual({ turn: 0, phase: "", step: "" });
  });

  it("Moved comes off at the start of the team's own movement phase only (Striker 6.E)", async () => {
    const t = await setup({ turn: 1, phase: "command" });
    const moved = t.store.markerDefinition("str-moved")!;
    await t.store.adjustMarker(t.blue as never, moved, 1);
    await t.store.adjustMarker(t.red as never, moved, 1);
    const { clearEndedMarkers } = await import("../../../../src/rulesets/striker/turn/turn-tracker");
    await clearEndedMarkers(t.combat, { turn: 2, phase: "firstMovement" });
    expect(t.store.readMarkers(t.blue as never)).toEqual({});
    expect(t.store.readMarkers(t.red as never)).toEqual({ "str-moved": 1 });
    await clearEndedMarkers(t.combat, { turn: 2, phase: "secondMovement" });
    expect(t.store.readMarkers(t.red as never)).toEqual({});
  });
});
