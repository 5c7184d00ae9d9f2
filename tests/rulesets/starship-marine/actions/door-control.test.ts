// @vitest-environment happy-dom
// Doors set from a manned control room (Starship Marine 3.8, 3.11), against the v13 stand-ins after
// a real init: at step b a crewman in Main Control, which his side holds, locks a door a player could
// never lock himself; the GM checks the step, the room and who holds it again; doors are named by the
// rooms they open on.
import { describe, expect, it } from "vitest";
import { requestAs } from "../../../helpers/gm-requests";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { StandInCombat } from "../../../helpers/foundry/combat";

async function deck(phase = "b") {
  const d = await starshipMarineDeck([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: { turn: 2, phase } } } });
  d.g.game.combat = combat;
  d.canvas.scene.addDrawing({ x: 1000, y: 0, shape: { width: 400, height: 800 }, text: "Main Control", flags: { starskirmish: { ssmControlRoom: "main" } } });
  d.canvas.scene.addDrawing({ x: 0, y: 0, shape: { width: 400, height: 400 }, text: "Galley" });
  const door = d.canvas.scene.addWall({ c: [400, 100, 400, 200], door: 1, ds: 1 });
  // the ship is hostile by default: its crewman mans Main Control
  const crew = d.figure("Ito", "crewman");
  const tCrew = d.canvas.place(crew as never, { x: 1200, y: 400 }, { _id: "tIto", disposition: -1 });
  combat.addCombatant({ actor: crew, token: tCrew.document });
  d.stubs.actAs("player1");
  const { setDoorsFromControlRoom, DOOR_CONTROL_REQUEST } = await import("../../../../src/rulesets/starship-marine/actions/door-control");
  return { ...d, combat, door, crew, tCrew, set: () => setDoorsFromControlRoom(crew as never), DOOR_CONTROL_REQUEST };
}

describe("doors from a control room (3.8)", () => {
  it("locks a door at step b from Main Control, which a player cannot do to a wall himself", async () => {
    const t = await deck();
    await expect(t.door.update({ ds: 2 })).rejects.toThrow(/lacks permission/);
    t.stubs.dialogs.answer({ [`door-${t.door.id}`]: "locked" });
    expect(await t.set()).toBe(true);
    expect(t.door.ds).toBe(2);
    const card = t.cards.messages.find((m) => m.system.kind === "ssmDoorControl")!;
    expect(card.content).toMatch(/Doors set from Main Control/);
    expect(card.content).toMatch(/Galley: <strong>Locked/);
    const rendered = t.stubs.rendered.filter((r) => r.path.endsWith("dialogs/door-control.hbs")).at(-1)!;
    expect((rendered.context as { doors: { label: string }[] }).doors.map((d) => d.label)).toEqual(["Galley"]);
  });

  it("refuses outside step b, outside a control room, or in one the other side holds", async () => {
    const early = await deck("d");
    expect(await early.set()).toBe(false);
    expect(early.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.DoorControl.stepB");
    const out = await deck();
    out.tCrew.center = { x: 200, y: 200 };
    expect(await out.set()).toBe(false);
    expect(out.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.DoorControl.notInRoom");
    const lost = await deck();
    lost.combat.flags = { starskirmish: { ssmPosition: { turn: 2, phase: "b" }, ssmSides: { rooms: { main: "attackers", power: "ship" } } } };
    // a boarder in the room too: contested, so the record stands
    const boarder = lost.figure("Kell", "marineScaII", "player2");
    const tb = lost.canvas.place(boarder as never, { x: 1100, y: 300 }, { _id: "tKell", disposition: 1 });
    lost.combat.addCombatant({ actor: boarder, token: tb.document });
    expect(await lost.set()).toBe(false);
    expect(lost.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.DoorControl.notHeld");
  });

  it("works the room out again on the GM's side: a request from a figure out of the room is refused", async () => {
    const t = await deck();
    t.tCrew.center = { x: 200, y: 200 };
    expect(await requestAs("player1", t.DOOR_CONTROL_REQUEST, { sceneId: t.canvas.scene.id, tokenId: "tIto", doors: [{ wallId: t.door.id, state: "locked" }] })).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.DoorControl.notInRoom" });
    expect(t.door.ds).toBe(1);
  });

  it("refuses on both sides while Power Control has the door systems switched off (3.11)", async () => {
    const t = await deck();
    t.combat.flags = { starskirmish: { ssmPosition: { turn: 2, phase: "b" }, ssmSides: { powerOff: { doors: true, robots: false } } } };
    expect(await t.set()).toBe(false);
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.DoorControl.powerOff");
    expect(await requestAs("player1", t.DOOR_CONTROL_REQUEST, { sceneId: t.canvas.scene.id, tokenId: "tIto", doors: [{ wallId: t.door.id, state: "locked" }] })).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.DoorControl.powerOff" });
    expect(t.door.ds).toBe(1);
  });
});
