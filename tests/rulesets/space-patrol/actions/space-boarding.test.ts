// @vitest-environment happy-dom
// Boarding (Guide 7.11, 7.12) on stand-ins after a real init: the cutter's pilot docks with the Raider
// in its hex; without the defenders' leave (only the GM gives it) the Raider must have had its speed
// brought to 0 by Drive Markers, which also takes its gravity. The crews come aboard the Raider's deck
// scene as tokens, in a new combat that carries the side turns on, and the deck is marked zero-G.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { requestAs } from "../../../helpers/gm-requests";
import { StandInScene } from "../../../helpers/foundry/canvas";
import { getProperty } from "../../../helpers/foundry/utils";

async function setup() {
  const t = await spaceBattle([]);
  const deck = new StandInScene({ _id: "deck1", name: "Raider decks" });
  (t.g.game.scenes as unknown as Map<string, unknown>).set("deck1", deck);
  await (t.raider as unknown as { update(d: object): Promise<unknown> }).update({ system: { speed: 1, deckScene: "deck1" } });
  const { SPACE_BOARDING_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/space-boarding");
  const boardAs = (user: string, allow = "no") => requestAs(user, SPACE_BOARDING_REQUEST, { sceneId: t.scene.id, tokenId: "tCutter", target: "tRaider", allow });
  return { ...t, deck, boardAs };
}

describe("boarding (Guide 7.11)", () => {
  it("docks with a ship whose drive is broken, brings the crews aboard its deck in zero-G, and carries the side turns on", async () => {
    const t = await setup();
    const spaceCombat = t.combat;
    expect(await t.boardAs("player2")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Boarding.refused.sameHex" });
    t.place(t.raider, 0, "tRaider");
    // speed 1 and no Drive Marker: it can still refuse
    expect(await t.boardAs("player2")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Boarding.refused.notDisabled" });
    await t.mark(t.raider, "sp-spacecraft-drive", 1);
    expect(await t.boardAs("player2")).toEqual({ ok: true });
    // the cutter's five crewmen come aboard; the Raider's NPC crew has no actors to place
    expect(t.deck.tokens.contents.map((d) => d.name).sort()).toEqual(["Ito", "Kade", "Mori", "Rana", "Sol"]);
    expect(getProperty(t.deck.flags, "starskirmish.spZeroG")).toBe(true);
    const aboard = t.g.game.combat as unknown as { combatants: { contents: { tokenId: string }[] }; flags: object };
    expect(aboard).not.toBe(spaceCombat);
    expect(aboard.combatants.contents.map((c) => c.tokenId).sort()).toEqual(t.deck.tokens.contents.map((d) => d.id).sort());
    expect(getProperty(aboard.flags, "starskirmish.spSideTurn")).toEqual(getProperty(spaceCombat.flags, "starskirmish.spSideTurn"));
    const card = t.card<{ zeroG: boolean; deck: string; turns: number; attackers: string }>("cards/boarding.hbs");
    expect(card).toMatchObject({ zeroG: true, deck: "Raider decks", turns: 20 });
  });

  it("lets only the GM say the defenders allow it, and then boards with gravity", async () => {
    const t = await setup();
    t.place(t.raider, 0, "tRaider");
    expect(await t.boardAs("player2", "yes")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Boarding.refused.onlyGmAllows" });
    expect(await t.boardAs("gm", "yes")).toEqual({ ok: true });
    expect(getProperty(t.deck.flags, "starskirmish.spZeroG")).toBeUndefined();
  });

  it("needs a deck scene on the defender, and a player at the helm", async () => {
    const t = await setup();
    t.place(t.raider, 0, "tRaider");
    await t.mark(t.raider, "sp-spacecraft-drive", 1);
    expect(await t.boardAs("player1")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Boarding.refused.notYours" });
    await (t.raider as unknown as { update(d: object): Promise<unknown> }).update({ system: { deckScene: "" } });
    expect(await t.boardAs("player2")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Boarding.refused.noDeck" });
  });

  it("settles a boarding between two NPC crews with the GM's dice-off (7.11)", async () => {
    // the boarders: 6 crew against 3 is two dice, one more for better equipment (DI 1 against 0): 4 + 4 + 4;
    // the defenders: one die for their 3, one for defending: 6 + 5
    const t = await spaceBattle([4, 4, 4, 6, 5]);
    const { SPACE_BOARDING_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/space-boarding");
    const npc = { actorUuid: "", actorName: "", npcLevel: 2 };
    await (t.cutter as unknown as { update(d: object): Promise<unknown> }).update({ system: { stations: { flight: npc, astrogation: npc, engineering: npc, gunnery: npc, intelligence: npc, medical: npc } } });
    t.place(t.raider, 0, "tRaider");
    await t.mark(t.raider, "sp-spacecraft-drive", 1);
    const base = { sceneId: t.scene.id, tokenId: "tCutter", target: "tRaider", allow: "no" };
    const facts = { attackerCrew: "6", defenderCrew: "3", attackerDi: "1", defenderDi: "0", attackerEdge: "no", defenderEdge: "no" };
    expect(await requestAs("gm", SPACE_BOARDING_REQUEST, base)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Boarding.refused.diceOffNeedsCrews" });
    expect(await requestAs("gm", SPACE_BOARDING_REQUEST, { ...base, diceOff: { ...facts, defenderCrew: "0" } })).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Boarding.refused.diceOffBadCrew" });
    t.cutter.ownership = { default: 0, player2: 3 };
    expect(await requestAs("player2", SPACE_BOARDING_REQUEST, { ...base, diceOff: facts })).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Boarding.refused.onlyGmAllows" });
    expect(await requestAs("gm", SPACE_BOARDING_REQUEST, { ...base, diceOff: facts })).toEqual({ ok: true });
    const card = t.card<{ attacker: { dice: number; total: number; di: number }; defender: { dice: number; total: number; defending: boolean }; outcome: string }>("cards/boarding-dice-off.hbs");
    expect(card.attacker).toMatchObject({ dice: 3, total: 12, di: 1 });
    expect(card.defender).toMatchObject({ dice: 2, total: 11, defending: true });
    expect(card.outcome).toBe("STARSKIRMISH.SpacePatrol.Boarding.diceOff.taken");
    expect(t.facesLeft()).toBe(0);
  });
});
