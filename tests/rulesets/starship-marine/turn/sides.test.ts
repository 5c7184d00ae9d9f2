// @vitest-environment happy-dom
// The Starship Marine move in the tracker after a real init (3.1, 3.4, 3.11-3.13, SSM-7, SSM-30,
// SSM-31): the banner runs a-l with the side panel read from the board; the order of fire at steps e
// and f; Moved comes off as the next movement step begins; the start strength is counted as the
// combat starts; the GM alone sets the sides and rolls a due morale test at its step, on a real 1d6,
// recorded on the combat; a card a player writes changes nothing.
import { answerLate } from "../../../helpers/late-answers";
import { describe, expect, it, vi } from "vitest";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { renderBanner } from "../../../helpers/turn-banner";

async function setup(position: object, faces: number[] = [], stored?: object) {
  const deck = await starshipMarineDeck(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: position, ...(stored ? { ssmSides: stored } : {}) } } });
  deck.g.game.combat = combat;
  /** A figure on the board in the combat: hostile (the ship, by default) or friendly (attackers). */
  const enlist = (id: string, troopType: string, disposition: number, x: number, system: object = {}) => {
    const actor = deck.figure(id, troopType, "player1", system);
    const token = deck.canvas.place(actor as never, { x, y: 0 }, { _id: `t-${id}`, disposition });
    combat.addCombatant({ actor, token: token.document });
    return { actor, token };
  };
  const banner = async () => {
    const { ssmTurnBinding } = await import("../../../../src/rulesets/starship-marine/turn/turn-tracker");
    return renderBanner(ssmTurnBinding(false));
  };
  const sides = () => (combat.flags as { starskirmish: { ssmSides?: Record<string, unknown> & { rooms?: Record<string, string> } } }).starskirmish.ssmSides;
  return { ...deck, combat, enlist, banner, sides };
}


describe("the move in the tracker (3.1)", () => {
  it("is registered in a Starship Marine world with the optional steps off (SSM-7)", async () => {
    const t = await setup({ turn: 1, phase: "a" });
    expect(t.stubs.hooks.get("renderCombatTracker")?.length).toBe(1);
    expect(t.g.game.settings.get("starskirmish", "ssmOptionalSteps")).toBe(false);
    const html = await t.banner();
    expect(html.querySelector(".ssk-turn-where")?.textContent).toContain("Step A – Activate or deactivate robots");
    expect(html.querySelector(".ssk-turn-hint")?.textContent).toContain("Main Control");
  });

  it("lists the order of fire at step e, not at step d", async () => {
    const t = await setup({ turn: 1, phase: "e" });
    t.enlist("Vet", "marineScaII", 1, 100, { experience: "veteran" });
    t.enlist("Cook", "crewman", -1, 300);
    const html = await t.banner();
    const slots = [...html.querySelectorAll(".ssm-fire-slot")].map((li) => li.textContent?.replace(/\s+/g, " ").trim());
    expect(slots).toEqual(["Did not move · Veteran Marines: Vet", "Did not move · Crew, novices, the wounded: Cook"]);
    t.combat.flags = { starskirmish: { ssmPosition: { turn: 1, phase: "d" } } };
    expect((await t.banner()).querySelector(".ssm-order-of-fire")).toBeNull();
  });

  it("takes Moved and Non-Tactical off as the next move's movement begins, not before", async () => {
    const t = await setup({ turn: 1, phase: "l" });
    t.stubs.actAs("gm");
    const { actor } = t.enlist("Runner", "marineScaII", 1, 100);
    const store = await import("../../../../src/system/markers/marker-store");
    await store.adjustMarker(actor as never, store.markerDefinition("ssm-moved")!, 1);
    await store.adjustMarker(actor as never, store.markerDefinition("ssm-nonTactical")!, 1);
    const { ssmTurnBinding } = await import("../../../../src/rulesets/starship-marine/turn/turn-tracker");
    const { advanceTurn } = await import("../../../../src/system/turn/turn-advance");
    const binding = ssmTurnBinding(false);
    for (const phase of ["a", "b", "c"]) expect(await advanceTurn(t.combat as never, binding)).toEqual({ turn: 2, phase });
    expect(await t.markersOf(actor)).toEqual({ "ssm-moved": 1, "ssm-nonTactical": 1 });
    expect(await advanceTurn(t.combat as never, binding)).toEqual({ turn: 2, phase: "d" });
    expect(await t.markersOf(actor)).toEqual({});
  });

  it("takes Moved off on the GM's client as the kept markers allow, where the figure's own player may not before the next movement step (3.4)", async () => {
    const t = await setup({ turn: 1, phase: "l" });
    t.g.game.combats.set(t.combat.id, t.combat as never);
    t.stubs.actAs("gm");
    const { actor } = t.enlist("Runner", "marineScaII", 1, 100);
    const store = await import("../../../../src/system/markers/marker-store");
    const moved = store.markerDefinition("ssm-moved")!;
    await store.adjustMarker(actor as never, moved, 1);
    // 3.4: an unmoved figure fires first, so its player would gain by taking Moved off
    t.stubs.actAs("player1");
    await store.setMarkerCount(actor as never, moved, 0);
    expect(await t.markersOf(actor)).toEqual({ "ssm-moved": 1 });
    t.stubs.actAs("gm");
    const { ssmTurnBinding } = await import("../../../../src/rulesets/starship-marine/turn/turn-tracker");
    const { advanceTurn } = await import("../../../../src/system/turn/turn-advance");
    const binding = ssmTurnBinding(false);
    for (const phase of ["a", "b", "c", "d"]) expect(await advanceTurn(t.combat as never, binding)).toEqual({ turn: 2, phase });
    expect(await t.markersOf(actor)).toEqual({});
  });
});

describe("the side panel (3.11-3.13)", () => {
  it("counts each side's start as the GM starts the combat, and shows strength now from the board", async () => {
    const t = await setup({ turn: 1, phase: "a" });
    t.stubs.actAs("gm");
    t.enlist("Crew 1", "crewman", -1, 100);
    t.enlist("Officer", "shipsOfficer", -1, 200);
    const { actor: marine } = t.enlist("Marine", "marineScaII", 1, 500);
    t.enlist("Robot", "combatRobot", 1, 600);
    t.stubs.fire.combatStarted(t.combat);
    await vi.waitFor(() => expect(t.sides()?.start).toEqual({ ship: 3, attackers: 2 }));
    const store = await import("../../../../src/system/markers/marker-store");
    await store.adjustMarker(marine as never, store.markerDefinition("ssm-casualty")!, 1);
    const html = await t.banner();
    const text = (sel: string) => [...html.querySelectorAll(sel)].map((e) => e.textContent?.trim());
    expect(text(".ssm-side-start")).toEqual(["3", "2"]);
    expect(text(".ssm-side-strength")).toEqual(["3 (100%)", "0 (0%)"]);
    expect(text(".ssm-side-rooms")).toEqual(["Main Control, Power Control", "none"]);
  });

  it("gives players the panel without the GM's controls", async () => {
    const t = await setup({ turn: 1, phase: "i" }, [], { start: { ship: 10, attackers: 10 } });
    t.stubs.actAs("player1");
    t.enlist("Crew 1", "crewman", -1, 100);
    const html = await t.banner();
    expect(html.querySelector(".ssm-sides")).not.toBeNull();
    expect(html.querySelector(".ssm-sides-gm")).toBeNull();
    expect(html.querySelector("[data-ssm-side-action]")).toBeNull();
  });

  it("lets the GM record a captured control room, which the ship's factors then count", async () => {
    const t = await setup({ turn: 1, phase: "i" }, [], { start: { ship: 1, attackers: 2 } });
    t.stubs.actAs("gm");
    t.enlist("Crew 1", "crewman", -1, 100);
    const html = await t.banner();
    const main = html.querySelector<HTMLSelectElement>("select[data-room='main']")!;
    main.value = "attackers";
    main.dispatchEvent(new Event("change"));
    await vi.waitFor(() => expect(t.sides()?.rooms).toEqual({ main: "attackers", power: "ship" }));
    const after = await t.banner();
    expect(after.querySelector(".ssm-side-ship .ssm-side-factors")?.textContent).toContain("−2");
  });

  it("marks a point of entry at the selected token and latches SSM-31 once an attacker is past 40 cm", async () => {
    const t = await setup({ turn: 1, phase: "d" }, [], { start: { ship: 1, attackers: 2 } });
    t.stubs.actAs("gm");
    const { token } = t.enlist("Marine", "marineScaII", 1, 100);
    t.canvas.tokens.controlled.push(token);
    (await t.banner()).querySelector<HTMLElement>("[data-ssm-side-action='markEntry']")!.click();
    await vi.waitFor(() => expect(t.sides()?.entries).toEqual([{ x: 100, y: 0 }]));
    // 100 px is 2.5 cm: 1,700 px on is 42.5 cm
    token.center = { x: 1800, y: 0 };
    const html = await t.banner();
    expect(html.querySelector(".ssm-side-entry")?.textContent).toContain("42.5 cm");
    await vi.waitFor(() => expect(t.sides()?.beyondEntry).toBe(true));
    token.center = { x: 100, y: 0 };
    const entry = (await t.banner()).querySelector(".ssm-side-entry");
    expect(entry?.textContent).toContain("past 40 cm");
    // the line stays one line; what it ends is its tooltip
    expect(entry?.querySelector("[data-tooltip]")?.getAttribute("data-tooltip")).toBe("An attacker has got more than 40 cm in, so the attackers' −1 for staying near their point of entry no longer applies (3.13, SSM\u201131).");
  });
});

describe("ship and attacker morale tests (3.12, 3.13, SSM-30)", () => {
  /** A ship that started at 10 and has 4 left (40%: below 60%, -1; not below 40%). */
  async function shipDown(faces: number[], phase = "i") {
    const t = await setup({ turn: 1, phase }, faces, { start: { ship: 10, attackers: 2 } });
    t.stubs.actAs("gm");
    for (let i = 0; i < 4; i++) t.enlist(`Crew ${i}`, "crewman", -1, 100 + i * 100);
    return t;
  }

  it("offers the GM the ship's test at step i, rolls a real 1d6 and records the result with its factors", async () => {
    const t = await shipDown([2]);
    const html = await t.banner();
    expect(html.querySelector(".ssm-side-ship .ssm-side-factors")?.textContent).toContain("−1");
    html.querySelector<HTMLElement>("[data-ssm-side-action='test'][data-side='ship']")!.click();
    // 2 - 1 = 1: Poor
    await vi.waitFor(() => expect(t.sides()?.ship).toEqual({ morale: "poor", tested: "strength:-1" }));
    expect(t.cards.messages[0]!.system.kind).toBe("ssmShipMorale");
    expect(t.cards.messages[0]!.rolls).toHaveLength(1);
    const again = await t.banner();
    expect(again.querySelector(".ssm-side-ship .ssm-side-morale")?.textContent).toBe("Poor");
    expect(again.querySelector("[data-ssm-side-action='test']")).toBeNull();
  });

  it("offers no roll before step i, and says when it is due", async () => {
    const t = await shipDown([], "h");
    const html = await t.banner();
    expect(html.querySelector("[data-ssm-side-action='test']")).toBeNull();
    expect(html.querySelector(".ssm-side-ship .ssm-side-due")?.textContent).toBe("A test is due at “Step I – Ship morale”.");
  });

  it("refuses a test whose factors have not changed since the last, with a message", async () => {
    const t = await setup({ turn: 1, phase: "i" }, [], { start: { ship: 10, attackers: 2 }, ship: { morale: "steady", tested: "strength:-1" } });
    t.stubs.actAs("gm");
    for (let i = 0; i < 4; i++) t.enlist(`Crew ${i}`, "crewman", -1, 100 + i * 100);
    const { testSideMorale } = await import("../../../../src/rulesets/starship-marine/actions/side-morale");
    await testSideMorale(t.combat as never, "ship");
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Sides.notDue");
    expect(t.cards.messages).toEqual([]);
  });

  it("records a withdrawal once and never tests the attackers again (3.13)", async () => {
    const t = await setup({ turn: 1, phase: "j" }, [1], { start: { ship: 0, attackers: 8 }, entries: [{ x: 0, y: 0 }] });
    t.stubs.actAs("gm");
    t.enlist("Marine", "marineScaII", 1, 200);
    const { testSideMorale } = await import("../../../../src/rulesets/starship-marine/actions/side-morale");
    await testSideMorale(t.combat as never, "attackers");
    // 2 of 8 is 25%: below 50% -1, within 40 cm -1, no room taken -2; 1 - 4 = -3
    expect(t.sides()?.attackers).toEqual({ morale: "withdraw", tested: "controlRooms:-2,distance:-1,strength:-1" });
    const html = await t.banner();
    expect(html.querySelector(".ssm-side-attackers .ssm-side-morale")?.textContent).toBe("Withdrawing");
    expect(html.querySelector("[data-ssm-side-action='test']")).toBeNull();
  });

  it("lets no player roll a test or change the record, and a card he writes changes nothing", async () => {
    const t = await shipDown([1]);
    t.stubs.actAs("player1");
    const { testSideMorale } = await import("../../../../src/rulesets/starship-marine/actions/side-morale");
    await testSideMorale(t.combat as never, "ship");
    await t.post({ type: "card", system: { kind: "ssmShipMorale", ruleSet: "starship-marine", payload: {}, targets: [] } });
    expect(t.sides()).toEqual({ start: { ship: 10, attackers: 2 } });
  });
});

describe("a Poor ship in individual morale (3.12, 3.14)", () => {
  it("ticks the defenders' -2 in the morale dialog while the combat records the ship as Poor, and not for attackers", async () => {
    const t = await setup({ turn: 1, phase: "k" }, [], { start: { ship: 10, attackers: 2 }, ship: { morale: "poor", tested: "strength:-1" } });
    t.stubs.actAs("player1");
    const { actor: crew } = t.enlist("Crew", "crewman", -1, 100);
    const { actor: pirate } = t.enlist("Pirate", "armouredCrew", 1, 300);
    const { testMorale } = await import("../../../../src/rulesets/starship-marine/actions/morale");
    const dialogShows = async (actor: unknown) => {
      await testMorale(actor as never);
      const rendered = t.stubs.rendered.filter((r) => r.path.endsWith("dialogs/morale.hbs")).at(-1)!;
      return (rendered.context as { boxes: { name: string; checked: boolean }[] }).boxes.find((b) => b.name === "defenderShipPoor")!.checked;
    };
    expect(await dialogShows(crew)).toBe(true);
    expect(await dialogShows(pirate)).toBe(false);
  });
});

describe("a demoralised ship surrenders (3.12)", () => {
  async function beaten(faces: number[]) {
    const t = await setup({ turn: 2, phase: "i" }, faces, { start: { ship: 20, attackers: 4 }, ship: { morale: "demoralised", tested: "strength:-4" } });
    t.stubs.actAs("gm");
    const captain = t.enlist("Captain Hale", "shipsOfficer", -1, 100).actor;
    const cook = t.enlist("Cook", "crewman", -1, 200).actor;
    const gunner = t.enlist("Gunner", "crewman", -1, 300).actor;
    const marine = t.enlist("Sgt Ng", "marineScaII", -1, 400).actor;
    const robot = t.enlist("Robot 7", "combatRobot", -1, 500).actor;
    const boarder = t.enlist("Boarder", "marineScaII", 1, 900).actor;
    const { carryOutSurrender } = await import("../../../../src/rulesets/starship-marine/actions/ship-surrender");
    return { ...t, captain, cook, gunner, marine, robot, boarder, surrender: () => carryOutSurrender(t.combat as never) };
  }

  it("surrenders the crew with the commanding officer and every defending Marine, switches the robots off, and the others fight on only on a 6", async () => {
    // the captain is with the command; the cook rolls a 6 and fights on; the gunner's 3 surrenders
    const t = await beaten([6, 3]);
    const ids = [...t.combat.combatants].map((c) => c.id);
    t.stubs.dialogs.answer({ [`with-${ids[0]}`]: true });
    await t.surrender();
    expect(await t.markersOf(t.captain)).toEqual({ "ssm-surrendered": 1 });
    expect(await t.markersOf(t.cook)).toEqual({});
    expect(await t.markersOf(t.gunner)).toEqual({ "ssm-surrendered": 1 });
    expect(await t.markersOf(t.marine)).toEqual({ "ssm-surrendered": 1 });
    expect(await t.markersOf(t.robot)).toEqual({ "ssm-deactivated": 1 });
    expect(await t.markersOf(t.boarder)).toEqual({});
    const card = t.cards.messages.find((m) => m.system.kind === "ssmSurrender")!;
    expect(card.rolls).toHaveLength(1);
    expect(card.content).toMatch(/Cook<\/td><td>6<\/td><td>Fights on/);
    expect(t.sides()?.shipSurrendered).toBe(true);
  });

  it("is carried out once, by the GM, and only for a ship the combat records as demoralised", async () => {
    const t = await beaten([6, 6]);
    t.stubs.actAs("player1");
    await t.surrender();
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Surrender.gmOnly");
    expect(await t.markersOf(t.marine)).toEqual({});
    t.stubs.actAs("gm");
    t.stubs.dialogs.answer({});
    await t.surrender();
    await t.surrender();
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Surrender.done");
    expect(t.cards.messages.filter((m) => m.system.kind === "ssmSurrender")).toHaveLength(1);
    const steady = await setup({ turn: 1, phase: "i" }, [], { start: { ship: 20, attackers: 4 } });
    steady.stubs.actAs("gm");
    const { carryOutSurrender } = await import("../../../../src/rulesets/starship-marine/actions/ship-surrender");
    await carryOutSurrender(steady.combat as never);
    expect(steady.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Surrender.notDemoralised");
  });
});

describe("control rooms from the board (3.11)", () => {
  it("passes a room outlined on the scene to the side whose fighting figures alone stand in it, and keeps it when contested", async () => {
    const t = await setup({ turn: 3, phase: "i" }, [], { start: { ship: 10, attackers: 4 } });
    t.stubs.actAs("gm");
    // Main Control from 1000 to 1400 across, the whole height
    t.canvas.scene.addDrawing({ x: 1000, y: 0, shape: { width: 400, height: 800 }, text: "Main Control", flags: { starskirmish: { ssmControlRoom: "main" } } });
    const { token: boarder } = t.enlist("Boarder", "marineScaII", 1, 1200);
    t.enlist("Crew", "crewman", -1, 300);
    await t.banner();
    await vi.waitFor(() => expect(t.sides()?.rooms).toEqual({ main: "attackers", power: "ship" }));
    const html = await t.banner();
    expect(html.querySelector(".ssm-side-ship .ssm-side-factors")?.textContent).toContain("Control rooms in enemy hands");
    expect(html.querySelector(".ssm-rooms-from-board")).not.toBeNull();
    // a crewman gets in too: contested, the attackers keep it
    t.enlist("Crew 2", "crewman", -1, 1300);
    await t.banner();
    expect(t.sides()?.rooms?.main).toBe("attackers");
    // the boarder falls: the crew alone stand in it, and take it back
    const store = await import("../../../../src/system/markers/marker-store");
    await store.adjustMarker(boarder.actor as never, store.markerDefinition("ssm-casualty")!, 1);
    await t.banner();
    await vi.waitFor(() => expect(t.sides()?.rooms?.main).toBe("ship"));
  });
});

describe("the ship's robots from Main Control (3.7, 3.11)", () => {
  it("offers the GM at step a to switch the defending ship's robots off and on, and leaves the boarders' alone", async () => {
    const t = await setup({ turn: 1, phase: "a" }, [], { start: { ship: 4, attackers: 2 }, rooms: { main: "attackers", power: "ship" } });
    t.stubs.actAs("gm");
    const { actor: shipRobot } = t.enlist("Robot 7", "combatRobot", -1, 100);
    const { actor: theirRobot } = t.enlist("Robot B", "combatRobot", 1, 900);
    const html = await t.banner();
    expect(html.querySelector(".ssm-robot-switch-hint")?.textContent).toContain("Main Control is held by the attackers. At their word");
    html.querySelector<HTMLElement>("[data-ssm-side-action='robotsOff']")!.click();
    await vi.waitFor(async () => expect(await t.markersOf(shipRobot)).toEqual({ "ssm-deactivated": 1 }));
    expect(await t.markersOf(theirRobot)).toEqual({});
    expect(t.cards.messages.at(-1)!.content).toContain("Robot 7");
    (await t.banner()).querySelector<HTMLElement>("[data-ssm-side-action='robotsOn']")!.click();
    await vi.waitFor(async () => expect(await t.markersOf(shipRobot)).toEqual({}));
    t.combat.flags = { starskirmish: { ssmPosition: { turn: 1, phase: "b" }, ssmSides: t.sides() } };
    expect((await t.banner()).querySelector("[data-ssm-side-action='robotsOff']")).toBeNull();
  });

  it("switches the robots on from the GM's panel as the kept markers allow, where the robot's own player may not (3.7)", async () => {
    const t = await setup({ turn: 1, phase: "a" }, [], { start: { ship: 4, attackers: 2 }, rooms: { main: "ship", power: "ship" } });
    t.g.game.combats.set(t.combat.id, t.combat as never);
    t.stubs.actAs("gm");
    const { actor: shipRobot } = t.enlist("Robot 7", "combatRobot", -1, 100);
    (await t.banner()).querySelector<HTMLElement>("[data-ssm-side-action='robotsOff']")!.click();
    await vi.waitFor(async () => expect(await t.markersOf(shipRobot)).toEqual({ "ssm-deactivated": 1 }));
    // 3.7: only the control room switches a robot on again, not the hand of its owner
    t.stubs.actAs("player1");
    const store = await import("../../../../src/system/markers/marker-store");
    await store.setMarkerCount(shipRobot as never, store.markerDefinition("ssm-deactivated")!, 0);
    expect(await t.markersOf(shipRobot)).toEqual({ "ssm-deactivated": 1 });
    t.stubs.actAs("gm");
    (await t.banner()).querySelector<HTMLElement>("[data-ssm-side-action='robotsOn']")!.click();
    await vi.waitFor(async () => expect(await t.markersOf(shipRobot)).toEqual({}));
  });
});

describe("the ship's power from Power Control (3.11, our reading in rules/objectives.ts)", () => {
  it("lets the GM at step a switch the robots' power off for the holder: the robots go off and Main Control cannot switch them on", async () => {
    const t = await setup({ turn: 1, phase: "a" }, [], { start: { ship: 4, attackers: 2 }, rooms: { main: "attackers", power: "ship" } });
    t.stubs.actAs("gm");
    const { actor: shipRobot } = t.enlist("Robot 7", "combatRobot", -1, 100);
    const html = await t.banner();
    expect(html.querySelector(".ssm-power-switch-hint")?.textContent).toContain("Power Control is held by the ship. At their word");
    html.querySelector<HTMLElement>("[data-ssm-side-action='powerOff'][data-system='robots']")!.click();
    await vi.waitFor(async () => expect(await t.markersOf(shipRobot)).toEqual({ "ssm-deactivated": 1 }));
    expect(t.sides()?.powerOff).toEqual({ doors: false, robots: true });
    const card = t.cards.messages.find((m) => m.system.kind === "ssmPowerSwitch")!;
    expect(card.content).toMatch(/robots lose their power/);
    expect(card.content).toContain("Robot 7");
    // every client now sees the power is off
    t.stubs.actAs("player1");
    expect((await t.banner()).querySelector(".ssm-power-off")?.textContent).toMatch(/Ship.*robots/);
    // Main Control's holder cannot switch them back on
    t.stubs.actAs("gm");
    (await t.banner()).querySelector<HTMLElement>("[data-ssm-side-action='robotsOn']")!.click();
    await vi.waitFor(() => expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.Power.robotsUnpowered"));
    expect(await t.markersOf(shipRobot)).toEqual({ "ssm-deactivated": 1 });
    // power back on: the robots stay off until Main Control switches them on
    (await t.banner()).querySelector<HTMLElement>("[data-ssm-side-action='powerOn'][data-system='robots']")!.click();
    await vi.waitFor(() => expect(t.sides()?.powerOff).toEqual({ doors: false, robots: false }));
    expect(await t.markersOf(shipRobot)).toEqual({ "ssm-deactivated": 1 });
    (await t.banner()).querySelector<HTMLElement>("[data-ssm-side-action='robotsOn']")!.click();
    await vi.waitFor(async () => expect(await t.markersOf(shipRobot)).toEqual({}));
  });

  it("keeps both of two GM changes made within one round trip: the second is worked out from the record the first left", async () => {
    const t = await setup({ turn: 1, phase: "a" }, [], { start: { ship: 4, attackers: 2 }, rooms: { main: "ship", power: "ship" } });
    t.stubs.actAs("gm");
    // the combat changes on this client only when the server answers, as in v13
    answerLate(t.combat);
    const html = await t.banner();
    const main = html.querySelector<HTMLSelectElement>("select[data-room='main']")!;
    main.value = "attackers";
    main.dispatchEvent(new Event("change"));
    // the doors' power off, clicked while the room's capture is still on its way
    html.querySelector<HTMLElement>("[data-ssm-side-action='powerOff'][data-system='doors']")!.click();
    await vi.waitFor(() => expect(t.sides()?.powerOff).toEqual({ doors: true, robots: false }));
    expect(t.sides()?.rooms).toEqual({ main: "attackers", power: "ship" });
  });

  it("offers no switch to players or after step a, and reads a malformed record as all powered", async () => {
    const t = await setup({ turn: 1, phase: "a" }, [], { powerOff: { doors: "yes", robots: 1 } });
    expect((await t.banner()).querySelector("[data-ssm-side-action='powerOff']")).toBeNull();
    t.stubs.actAs("gm");
    const html = await t.banner();
    expect(html.querySelectorAll("[data-ssm-side-action='powerOff']")).toHaveLength(2);
    expect(html.querySelector(".ssm-power-off")).toBeNull();
    t.combat.flags = { starskirmish: { ssmPosition: { turn: 1, phase: "b" } } };
    expect((await t.banner()).querySelector("[data-ssm-side-action='powerOff']")).toBeNull();
  });
});
