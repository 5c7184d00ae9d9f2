// @vitest-environment happy-dom
// Doors at the table (Starship Marine 3.8, 3.9, SSM-1, SSM-6, SSM-15, SSM-32), against the v13
// stand-ins after a real init: a door is a v13 wall door, which a player may not change, so every
// attack goes through the GM, who works it out again from the board and writes it on the wall; step h
// rolls a real 1d10 per door fired at; step l opens the destroyed ones; no fire through a closed
// door, and a card that claims otherwise is refused at Apply.
import { describe, expect, it } from "vitest";
import { applyAs, requestAs } from "../../../helpers/gm-requests";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { pressCardButton } from "../../../helpers/card-buttons";

// 100 px is 2.5 cm; a figure's base is one space (2.5 cm across). The door runs down x = 200.
async function deck(faces: number[], position = { turn: 1, phase: "f" }) {
  const d = await starshipMarineDeck(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: position } } });
  d.g.game.combat = combat;
  const door = d.canvas.scene.addWall({ c: [200, 0, 200, 400], door: 1, ds: 0 });
  const marine = d.figure("Kell", "marineScaIII");
  // base edge at x = 190: 10 px, a quarter of a centimetre from the door
  const tMarine = d.canvas.place(marine as never, { x: 140, y: 200 }, { _id: "tKell" });
  const crew = d.figure("Ito", "crewman");
  // base edge at x = 100: 100 px, 2.5 cm from the door
  const tCrew = d.canvas.place(crew as never, { x: 50, y: 300 }, { _id: "tIto" });
  d.stubs.actAs("player1");
  const { actOnDoor, DOOR_REQUEST } = await import("../../../../src/rulesets/starship-marine/actions/door-attack");
  const record = () => (door.flags.starskirmish as { ssmDoor?: { move: number; attacks: { attack: string; by: string }[]; charge: unknown; destroyed: boolean; rolledMove: number } } | undefined)?.ssmDoor;
  const setPosition = (turn: number, phase: string) => (combat.flags = { starskirmish: { ssmPosition: { turn, phase } } });
  return { ...d, combat, door, marine, tMarine, crew, tCrew, actOnDoor, DOOR_REQUEST, record, setPosition };
}

describe("firing at a door (3.8)", () => {
  it("records an SCA III's 2 points on the wall through the GM, from within 1 cm, and tells the table", async () => {
    const t = await deck([]);
    expect(await t.actOnDoor(t.marine as never, "fire")).toBe(true);
    expect(t.record()).toMatchObject({ move: 1, attacks: [{ attack: "scaIII", by: "Kell" }], destroyed: false });
    const card = t.cards.messages.find((m) => m.system.kind === "ssmDoorAttack")!;
    expect(card.content).toContain("Points on this door in move 1");
    // the card shows which door: its Show button points at the wall's middle
    expect(card.content).toContain(`data-card-action="showOnBoard" data-scene="${t.canvas.scene.id}" data-x="200" data-y="200"`);
  });

  it("leaves the wall to the GM: a player's own update of it is refused by v13", async () => {
    const t = await deck([]);
    await expect(t.door.update({ flags: { starskirmish: { ssmDoor: { move: 1, attacks: [{ attack: "doorCharge", by: "x" }] } } } })).rejects.toThrow(/lacks permission/);
  });

  it("refuses a figure whose base is more than 1 cm from every door, with a message", async () => {
    const t = await deck([]);
    expect(await t.actOnDoor(t.crew as never, "fire")).toBe(false);
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Door.tooFar");
    expect(t.record()).toBeUndefined();
  });

  it("works the reach out again on the GM's side: a request naming a far token is refused", async () => {
    const t = await deck([]);
    const result = await requestAs("player1", t.DOOR_REQUEST, { sceneId: t.canvas.scene.id, tokenId: "tIto", wallId: t.door.id, act: "fire" });
    expect(result).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Door.tooFar" });
    expect(t.record()).toBeUndefined();
  });

  it("refuses a player acting with a figure he does not own", async () => {
    const t = await deck([]);
    const result = await requestAs("player2", t.DOOR_REQUEST, { sceneId: t.canvas.scene.id, tokenId: "tKell", wallId: t.door.id, act: "fire" });
    expect(result).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Door.notYours" });
  });

  it("fires only at step f, and not after a non-tactical move", async () => {
    const t = await deck([], { turn: 1, phase: "d" });
    expect(await t.actOnDoor(t.marine as never, "fire")).toBe(false);
    t.setPosition(1, "f");
    const store = await import("../../../../src/system/markers/marker-store");
    t.stubs.actAs("gm");
    await store.adjustMarker(t.marine as never, store.markerDefinition("ssm-nonTactical")!, 1);
    t.stubs.actAs("player1");
    expect(await t.actOnDoor(t.marine as never, "fire")).toBe(false);
    expect(t.record()).toBeUndefined();
  });

  it("counts points only in the move they were fired in (SSM-15)", async () => {
    const t = await deck([]);
    await t.actOnDoor(t.marine as never, "fire");
    t.setPosition(2, "f");
    await t.actOnDoor(t.marine as never, "fire");
    expect(t.record()).toMatchObject({ move: 2, attacks: [{ attack: "scaIII" }] });
  });
});

describe("door charges (3.9, SSM-6)", () => {
  it("takes a move to place; set off at step f of a later move it adds 9 points, which always destroy the door", async () => {
    // the step h roll: a 9 reads 9, still at or under 9
    const t = await deck([9], { turn: 1, phase: "d" });
    expect(await t.actOnDoor(t.marine as never, "placeCharge")).toBe(true);
    expect(t.record()?.charge).toMatchObject({ placedMove: 1, by: "Kell" });
    t.setPosition(1, "f");
    expect(await t.actOnDoor(t.marine as never, "detonate")).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.Door.chargeNotReady");
    t.setPosition(2, "f");
    expect(await t.actOnDoor(t.marine as never, "detonate")).toBe(true);
    expect(t.record()).toMatchObject({ move: 2, attacks: [{ attack: "doorCharge", by: "Kell" }], charge: null });
    t.setPosition(2, "h");
    t.stubs.actAs("gm");
    const { rollForDoors } = await import("../../../../src/rulesets/starship-marine/actions/door-rolls");
    await rollForDoors(t.combat as never);
    expect(t.record()).toMatchObject({ destroyed: true, rolledMove: 2 });
  });

  it("is carried only by Marines", async () => {
    const t = await deck([]);
    t.tCrew.center = { x: 150, y: 300 };
    expect(await t.actOnDoor(t.crew as never, "placeCharge")).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.Door.carriesNoCharges");
  });
});

describe("step h and step l (3.8, 3.9, SSM-1)", () => {
  async function firedAt(faces: number[]) {
    const t = await deck(faces);
    await t.actOnDoor(t.marine as never, "fire");
    t.setPosition(1, "h");
    t.stubs.actAs("gm");
    const rolls = await import("../../../../src/rulesets/starship-marine/actions/door-rolls");
    return { ...t, ...rolls };
  }

  it("reads a d10's 10 as 0: at or under the 2 points, the door is destroyed; it stays a door until step l", async () => {
    const t = await firedAt([10]);
    await t.rollForDoors(t.combat as never);
    expect(t.record()).toMatchObject({ destroyed: true, rolledMove: 1 });
    const card = t.cards.messages.find((m) => m.system.kind === "ssmDoorRoll")!;
    expect(card.rolls).toHaveLength(1);
    expect(card.content).toMatch(/<\/button>\s*<\/td><td>2<\/td><td>0<\/td><td>Destroyed<\/td><\/tr>\s*<tr class="ssm-door-by"><td colspan="4">Fired at by Kell</);
    expect(t.door.door).toBe(1);
    const { ssmTurnBinding } = await import("../../../../src/rulesets/starship-marine/turn/turn-tracker");
    const { advanceTurn } = await import("../../../../src/system/turn/turn-advance");
    const binding = ssmTurnBinding(false);
    for (const phase of ["i", "j", "k"]) expect(await advanceTurn(t.combat as never, binding)).toEqual({ turn: 1, phase });
    expect(t.door.door).toBe(1);
    await advanceTurn(t.combat as never, binding);
    expect([t.door.door, t.door.move, t.door.sight]).toEqual([0, 0, 0]);
  });

  it("numbers each door on the card and points its Show button at the door's middle, which pans and pings there", async () => {
    const t = await firedAt([5]);
    await t.rollForDoors(t.combat as never);
    const card = t.cards.messages.find((m) => m.system.kind === "ssmDoorRoll")!;
    const button = new DOMParser().parseFromString(card.content, "text/html").querySelector<HTMLElement>("tbody tr td [data-card-action='showOnBoard']")!;
    expect(button.closest("td")!.textContent).toMatch(/^Door 1/);
    // the door runs from (200, 0) to (200, 400)
    expect({ ...button.dataset }).toMatchObject({ scene: t.canvas.scene.id, x: "200", y: "200" });
    t.stubs.actAs("player1");
    await pressCardButton(card, "showOnBoard", { ...button.dataset } as Record<string, string>);
    expect(t.canvas.viewed).toEqual([{ kind: "pan", x: 200, y: 200 }, { kind: "ping", x: 200, y: 200 }]);
  });

  it("holds on a 5 against 2 points, and is rolled for once a move", async () => {
    const t = await firedAt([5]);
    await t.rollForDoors(t.combat as never);
    expect(t.record()).toMatchObject({ destroyed: false, rolledMove: 1 });
    await t.rollForDoors(t.combat as never);
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Door.noneToRoll");
    expect(t.cards.messages.filter((m) => m.system.kind === "ssmDoorRoll")).toHaveLength(1);
  });

  it("shows the doors to roll at step h in the tracker, with the roll for the GM only", async () => {
    const t = await firedAt([3]);
    const { ssmTurnBinding } = await import("../../../../src/rulesets/starship-marine/turn/turn-tracker");
    const { renderTurnBanner } = await import("../../../../src/system/turn/turn-banner");
    const html = document.createElement("div");
    await renderTurnBanner(html, async () => ssmTurnBinding(false));
    expect(html.querySelector(".ssm-door-list li")?.firstChild?.textContent?.trim()).toBe("Door 1, fired at by Kell: 2 points");
    // the door's Show button, as on the roll card, pans to its middle
    html.querySelector<HTMLElement>(".ssm-door-list [data-card-action='showOnBoard']")!.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.canvas.viewed).toEqual([{ kind: "pan", x: 200, y: 200 }, { kind: "ping", x: 200, y: 200 }]);
    expect(html.querySelector("[data-ssm-door-action='roll']")).not.toBeNull();
    t.stubs.actAs("player1");
    await renderTurnBanner(html, async () => ssmTurnBinding(false));
    expect(html.querySelector("[data-ssm-door-action='roll']")).toBeNull();
  });
});

describe("no fire through a closed door (3.8)", () => {
  async function across(ds: number, faces: number[] = [9]) {
    const t = await deck(faces);
    t.door.ds = ds;
    const pirate = t.figure("Pirate", "crewman", "gm");
    const tPirate = t.canvas.place(pirate as never, { x: 600, y: 200 }, { _id: "tPirate" });
    t.g.game.user!.targets = new Set([tPirate as never]);
    t.stubs.dialogs.answer({});
    const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
    return { ...t, pirate, tPirate, fire: () => fireFigure(t.marine as never) };
  }

  it("refuses the shot while the door is closed or locked, and allows it when open", async () => {
    for (const ds of [0, 2]) {
      const t = await across(ds);
      await t.fire();
      expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Fire.wallInTheWay");
      expect(t.cards.messages).toEqual([]);
    }
    const open = await across(1);
    await open.fire();
    expect(open.cards.messages[0]!.system.kind).toBe("ssmFire");
  });

  it("refuses at Apply a hit fired while the door was open once it is shut, and a card claiming a shorter range", async () => {
    const t = await across(1);
    await t.fire();
    const card = t.cards.messages[0]!;
    t.door.ds = 0;
    expect(await applyAs("player1", card.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Fire.wallInTheWay" });
    t.door.ds = 1;
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), payload: { ...structuredClone(card.system.payload), rangeCm: 2 } } });
    expect(await applyAs("player1", forged.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Fire.rangeNotFromBoard" });
    expect(await t.markersOf(t.pirate)).toEqual({});
    expect(await applyAs("player1", card.id, "tPirate")).toEqual({ ok: true });
  });
});
