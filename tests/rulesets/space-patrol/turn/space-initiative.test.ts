// @vitest-environment happy-dom
// Space initiative at the table (Guide 7.2, 7.3) against stand-ins after a real init, with queued
// dice: in a space scene the GM's "Roll initiative" rolls each side's surprise check from its best
// scanner ship, then the d12s with the commander's Tactics; the appointed captain (Guide 1.5) commands
// when aboard, else the highest rank; the pools are the captains' Tactics; surprise and passing
// undetected follow the checks; a side without a ship is refused.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { getProperty } from "../../../helpers/foundry/utils";
import type { SideTurnState } from "../../../../src/rulesets/space-patrol/rules/side-turns";
import type { SpaceInitiativeCardContext } from "../../../../src/rulesets/space-patrol/view/space-initiative-card";

const post = (uuid: string, name: string) => ({ actorUuid: uuid, actorName: name, npcLevel: 0 });
const npcPost = (npcLevel: number) => ({ actorUuid: "", actorName: "", npcLevel });

async function setup(faces: number[], options: { appointed?: string; space?: boolean; enemyShip?: boolean } = {}) {
  const t = await spaceBoard(faces);
  const rana = t.patrolman("Actor.rana", "Rana", { tactics: 3, scanners: 2 });
  const ito = t.patrolman("Actor.ito", "Ito", { tactics: 1, scanners: 0, spacePilot: 2 });
  const cutter = t.spacecraft("Actor.cutter", "Cutter", {
    side: "players", scannerArray: 2,
    stations: { flight: post("Actor.ito", "Ito"), astrogation: npcPost(0), engineering: npcPost(0), gunnery: npcPost(0), intelligence: post("Actor.rana", "Rana"), medical: npcPost(0) },
  });
  const raider = t.spacecraft("Actor.raider", "Raider", {
    side: "enemies", scannerArray: 1,
    stations: { flight: npcPost(2), astrogation: npcPost(2), engineering: npcPost(2), gunnery: npcPost(2), intelligence: npcPost(2), medical: npcPost(2) },
  });
  t.place(cutter, 0, "tCutter");
  t.place(raider, 10, "tRaider");
  const combat = new StandInCombat({ _id: "combat1" });
  combat.scene = { flags: options.space === false ? {} : { starskirmish: { spaceCombat: true } }, grid: { type: 1 } };
  combat.addCombatant({ _id: "cCutter", name: "Cutter", actor: cutter, tokenId: t.tokenOf(cutter).id });
  if (options.enemyShip !== false) combat.addCombatant({ _id: "cRaider", name: "Raider", actor: raider, tokenId: t.tokenOf(raider).id });
  t.g.game.combat = combat;
  t.g.game.combats.set(combat.id, combat);
  t.stubs.actAs("gm");
  if (options.appointed) await t.g.game.settings.set("starskirmish", "spChainOfCommand", { captain: options.appointed, numberTwo: "" });
  const roll = async () => (await import("../../../../src/rulesets/space-patrol/turn/side-initiative")).rollSideInitiative(combat as never);
  const state = () => getProperty(combat.flags, "starskirmish.spSideTurn") as SideTurnState | undefined;
  const card = () => t.card<SpaceInitiativeCardContext>("cards/space-initiative.hbs");
  return { ...t, rana, ito, cutter, raider, combat, roll, state, card };
}

describe("space initiative (Guide 7.2, 7.3)", () => {
  it("lets the appointed captain command and makes the pools from the captains' Tactics alone", async () => {
    // surprise: players 10 + Scanners 2 + array 2 = 14, enemies 10 + NPC 2 + array 1 = 13: both detect
    // d12: players 5 + Tactics 3 = 8, enemies 5 + 2 = 7
    const t = await setup([10, 10, 5, 5], { appointed: "rana" });
    await t.roll();
    const c = t.card();
    expect(c.rows[0]!.check).toEqual({ die: 10, scanners: 2, total: 14, dt: 12, passed: true });
    expect(c.rows[0]!.commander).toMatchObject({ name: "Rana", tactics: { level: "3" }, reasonKey: "STARSKIRMISH.SpacePatrol.Space.captainReason.appointed" });
    expect(c.rows[1]!.commander).toMatchObject({ nameKey: "STARSKIRMISH.SpacePatrol.Space.npcCrew", tactics: { level: "2" } });
    expect(c.rows.map((r) => r.total)).toEqual([8, 7]);
    expect(c.firstLabel).toBe("STARSKIRMISH.Field.Choice.players");
    // Ito's Tactics 1 is not a captain's: the players' pool is Rana's 3 (7.3)
    expect(c.rows.map((r) => r.pool)).toEqual([3, 2]);
    expect(t.state()).toMatchObject({ first: "players", acting: "players", surprise: "none", pools: { players: 3, enemies: 2 } });
    expect(t.rolled).toHaveLength(4);
  });

  it("gives command to the highest rank aboard when no captain is appointed (1.5)", async () => {
    const t = await setup([10, 10, 5, 5]);
    await t.ito.update({ system: { rank: 3 } });
    await t.rana.update({ system: { rank: 1 } });
    await t.roll();
    expect(t.card().rows[0]!.commander).toMatchObject({ name: "Ito", tactics: { level: "1" }, reasonKey: "STARSKIRMISH.SpacePatrol.Space.captainReason.rank" });
    // 5 + 1 = 6 against 7: the enemy acts first
    expect(t.state()).toMatchObject({ first: "enemies", pools: { players: 1, enemies: 2 } });
  });

  it("lets the side that alone detects the other surprise it, with no d12s rolled", async () => {
    // players 1 + 4 = 5 fail; enemies 15 + 3 = 18 pass
    const t = await setup([1, 15], { appointed: "rana" });
    await t.roll();
    expect(t.rolled).toHaveLength(2);
    expect(t.state()).toMatchObject({ surprise: "playersSurprised", first: "enemies", acting: "enemies" });
    expect(t.card().surpriseKey).toBe("STARSKIRMISH.SpacePatrol.SideTurn.surprise.playersSurprised");
  });

  it("ends with the card when both sides fail: the ships pass undetected and no turn begins", async () => {
    const t = await setup([1, 1]);
    await t.roll();
    expect(t.card().undetected).toBe(true);
    expect(t.state()).toBeUndefined();
  });

  it("refuses a space combat without a ship on each side", async () => {
    const t = await setup([], { enemyShip: false });
    await t.roll();
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.Space.needShips");
    expect(t.state()).toBeUndefined();
  });
});

describe("space combat scenes (Guide 7.1)", () => {
  it("counts a flagged scene or a hex grid as space, and a square grid without the flag as ground", async () => {
    const { isSpaceScene } = await import("../../../../src/rulesets/space-patrol/turn/space-scene");
    expect(isSpaceScene({ flags: { starskirmish: { spaceCombat: true } }, grid: { type: 1 } })).toBe(true);
    expect(isSpaceScene({ flags: {}, grid: { type: 4 } })).toBe(true);
    expect(isSpaceScene({ flags: {}, grid: { type: 1 } })).toBe(false);
  });

  it("gives the GM a button that makes a hex scene of 10,000 km hexes, flagged as space", async () => {
    const t = await spaceBoard([]);
    t.stubs.actAs("gm");
    const created: Record<string, unknown>[] = [];
    (t.g as unknown as { Scene: unknown }).Scene = { implementation: { create: async (data: Record<string, unknown>) => (created.push(data), data) } };
    const html = document.createElement("section");
    html.innerHTML = `<header class="directory-header"><div class="header-actions"></div></header>`;
    t.g.Hooks.callAll("renderSceneDirectory", {}, html, {}, {});
    const button = html.querySelector<HTMLButtonElement>(".sp-space-scene-button");
    expect(button?.textContent).toBe("STARSKIRMISH.SpacePatrol.Space.createScene");
    button!.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(created[0]).toMatchObject({ grid: { type: 4, distance: 10000, units: "km" }, flags: { starskirmish: { spaceCombat: true } } });
    t.stubs.actAs("player1");
    const other = document.createElement("section");
    t.g.Hooks.callAll("renderSceneDirectory", {}, other, {}, {});
    expect(other.querySelector(".sp-space-scene-button")).toBeNull();
  });
});
