// @vitest-environment happy-dom
// Casualty evacuation (Starship Marine 3.17), against the v13 stand-ins after a real init: a Marine
// touching a fallen comrade picks him up through the GM (the token leaves the board, the carrier is
// marked Carrying) and cannot fire while he carries him; a TRUC takes two; robots are left; he puts
// him down beside himself.
import { describe, expect, it } from "vitest";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { seenByAll } from "../../../helpers/foundry/move-as";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { casevacCapacity, evacuable } from "../../../../src/rulesets/starship-marine/view/casevac";

async function deck() {
  const d = await starshipMarineDeck([]);
  const kell = d.figure("Kell", "marineScaII");
  d.canvas.place(kell as never, { x: 150, y: 150 }, { _id: "tKell" });
  const down = d.figure("Ng", "marineScaII", "player2");
  const tDown = d.canvas.place(down as never, { x: 250, y: 150 }, { _id: "tNg" });
  d.stubs.actAs("gm");
  const store = await import("../../../../src/system/markers/marker-store");
  await store.adjustMarker(down as never, store.markerDefinition("ssm-casualty")!, 1);
  d.stubs.actAs("player1");
  d.g.game.user!.targets = new Set([tDown as never]);
  const { casEvac } = await import("../../../../src/rulesets/starship-marine/actions/casevac");
  return { ...d, kell, down, tDown, casEvac };
}

describe("casualty evacuation (3.17)", () => {
  it("carries a TRUC two, a man or a combat robot one, other robots none; only humans are carried off", () => {
    expect([casevacCapacity("truc"), casevacCapacity("marineScaII"), casevacCapacity("crewman"), casevacCapacity("combatRobot"), casevacCapacity("clanker"), casevacCapacity("closeSupportRobot")]).toEqual([2, 1, 1, 1, 0, 0]);
    expect([evacuable("marineScaIII"), evacuable("combatRobot")]).toEqual([true, false]);
  });

  it("picks a touching casualty up through the GM, cannot fire while carrying, and puts him down beside itself", async () => {
    const t = await deck();
    expect(await t.casEvac(t.kell as never, "pickUp")).toBe(true);
    expect(t.tDown.document.hidden).toBe(true);
    expect(await t.markersOf(t.kell)).toEqual({ "ssm-carrying": 1 });
    // a second one is more than a man can carry
    expect(await t.casEvac(t.kell as never, "pickUp")).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.CasEvac.full");
    const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
    await fireFigure(t.kell as never);
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.MayNotFire.carrying");
    expect(await t.casEvac(t.kell as never, "putDown")).toBe(true);
    expect([t.tDown.document.hidden, t.tDown.document.x, t.tDown.document.y]).toEqual([false, 200, 100]);
    expect(await t.markersOf(t.kell)).toEqual({});
  });

  it("refuses a casualty out of reach, and a figure that is no casualty", async () => {
    const t = await deck();
    t.tDown.center = { x: 600, y: 150 };
    expect(await t.casEvac(t.kell as never, "pickUp")).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.CasEvac.notTouching");
    const fit = t.figure("Ito", "crewman", "gm");
    const tFit = t.canvas.place(fit as never, { x: 150, y: 250 }, { _id: "tIto" });
    t.g.game.user!.targets = new Set([tFit as never]);
    expect(await t.casEvac(t.kell as never, "pickUp")).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.CasEvac.notACasualty");
  });

  it("puts back a carrier's list a player writes, and puts down only a carried casualty the list names", async () => {
    const t = await deck();
    // an enemy hidden elsewhere on the deck, named by its token id
    const lurker = t.figure("Lurker", "marineScaII", "gm");
    const tLurker = t.canvas.place(lurker as never, { x: 950, y: 950 }, { _id: "tLurker" });
    t.stubs.actAs("gm");
    await tLurker.document.update({ hidden: true });
    const carrier = t.canvas.tokens.placeables.find((p) => p.document.id === "tKell")!.document;
    const forged = { "flags.starskirmish.ssmCarrying": ["tLurker"] };
    t.stubs.actAs("player1");
    await carrier.update(forged);
    await seenByAll(t.stubs, carrier as never, forged, "player1", {});
    await new Promise((r) => setTimeout(r, 20));
    expect((carrier.flags as { starskirmish?: { ssmCarrying?: unknown } }).starskirmish?.ssmCarrying).toBeUndefined();
    expect(t.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message)).toEqual([`STARSKIRMISH.StarshipMarine.CasEvac.forged ${JSON.stringify({ user: "player1", name: "Kell" })}`]);
    // a list no GM saw written (none was on line): the GM's client still shows and moves no token
    // that is not a carried casualty
    await carrier.update(forged);
    t.stubs.actAs("player1");
    expect(await t.casEvac(t.kell as never, "putDown")).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.CasEvac.notCarried");
    expect([tLurker.document.hidden, tLurker.document.x, tLurker.document.y]).toEqual([true, 900, 900]);
  });

  it("puts down in a battle through the GM's client, which takes Carrying off as the kept markers allow; the player's own client may not (3.17)", async () => {
    const t = await deck();
    const combat = new StandInCombat({ _id: "combat1" });
    t.g.game.combats.set(combat.id, combat as never);
    t.g.game.combat = combat as never;
    for (const actor of [t.kell, t.down]) combat.addCombatant({ actor: actor as never });
    expect(await t.casEvac(t.kell as never, "pickUp")).toBe(true);
    // the carrier's own client taking Carrying off, to fire with the casualty still on its back
    const store = await import("../../../../src/system/markers/marker-store");
    await store.setMarkerCount(t.kell as never, store.markerDefinition("ssm-carrying")!, 0);
    expect(await t.markersOf(t.kell)).toEqual({ "ssm-carrying": 1 });
    expect(t.stubs.notifications.at(-1)?.message).toMatch(/^STARSKIRMISH\.Markers\.keptRefused /);
    expect(await t.casEvac(t.kell as never, "putDown")).toBe(true);
    expect(t.tDown.document.hidden).toBe(false);
    expect(await t.markersOf(t.kell)).toEqual({});
  });
});
