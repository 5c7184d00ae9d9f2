// @vitest-environment happy-dom
// The morale of NPC groups at the table (Guide 6.9), through the stand-ins after a real init: a side's
// turn opens with the GM's prompt; his count breaks a group with half or more of its fighters marked
// (Broken on each) and clears it when the group holds; a marked NPC in melee contact or at gunpoint
// within 5" gets a Surrender button, which marks him, defeats his combatant and keeps him out of the
// side's turns. Leaders never surrender; players cannot press the GM's buttons.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { pressCardButton } from "../../../helpers/card-buttons";
import type { StandInActor } from "../../../helpers/fake-documents";
import type { NpcMoraleCardContext } from "../../../../src/rulesets/space-patrol/view/npc-morale-card";

async function setup() {
  const t = await spaceBoard([]);
  const gun = () => t.item("weapon", "laser", { code: "M", kind: "energyWeapon", attack: "energy", effective: { range: 40, penetration: 5, bonus: 0 } });
  const rana = t.patrolman("Actor.rana", "Rana", { energyWeapons: 2 }, [gun()]);
  const a = t.npc("Actor.a", "Grunt A", { side: "enemies" }, []);
  const b = t.npc("Actor.b", "Grunt B", { side: "enemies" }, []);
  const c = t.npc("Actor.c", "Grunt C", { side: "enemies" }, []);
  const boss = t.npc("Actor.boss", "Boss", { side: "enemies", leader: true }, []);
  const loner = t.npc("Actor.loner", "Loner", { side: "enemies" }, []);
  // Rana at 0; A in contact at 1"; B at 4"; C at 9"; the boss at 1"; the loner far off at 30"
  for (const [actor, x] of [[rana, 0], [a, 1], [b, 4], [c, 9], [boss, 1], [loner, 30]] as const) t.place(actor, x, `t-${actor.id}`);
  const combat = new StandInCombat({ _id: "combat1" });
  await makeGroup(combat, "gA", "Raiders");
  for (const [actor, group] of [[rana, null], [a, "gA"], [b, "gA"], [c, "gA"], [boss, "gA"], [loner, null]] as const) {
    combat.addCombatant({ _id: `c-${actor.id}`, name: actor.name, actor, token: t.tokenOf(actor).document, tokenId: t.tokenOf(actor).document.id, group });
  }
  t.g.game.combat = combat;
  t.g.game.combats.set(combat.id, combat);
  t.asUser("gm");
  const { promptNpcMorale } = await import("../../../../src/rulesets/space-patrol/actions/npc-morale");
  const count = () => t.card<NpcMoraleCardContext>("cards/npc-morale.hbs");
  const morale = (...as: StandInActor[]) => Promise.all(as.map((x) => t.mark(x, "sp-morale")));
  return { ...t, rana, a, b, c, boss, loner, combat, promptNpcMorale, count, morale };
}

async function makeGroup(combat: StandInCombat, id: string, name: string) {
  // the combatants below name the group by this id: v13 keeps a given _id only with keepId
  const [group] = await combat.createEmbeddedDocuments("CombatantGroup", [{ _id: id, name }], { keepId: true });
  return group!;
}

describe("NPC groups break (Guide 6.9)", () => {
  it("the side's turn opens with the GM's prompt, whispered to him, naming each group", async () => {
    const t = await setup();
    await t.promptNpcMorale(t.combat as never, "enemies");
    const prompt = t.messages[0]!;
    expect(prompt.system.kind).toBe("spNpcMoralePrompt");
    expect(prompt.whisper).toEqual(["gm"]);
    expect(t.card<{ groups: string[] }>("cards/npc-morale-prompt.hbs").groups).toEqual(["Raiders", "STARSKIRMISH.SpacePatrol.NpcMorale.ungrouped"]);
  });

  it("two of four marked break the group: each fighter takes Broken; the loner's group holds", async () => {
    const t = await setup();
    await t.morale(t.b, t.c);
    await t.promptNpcMorale(t.combat as never, "enemies");
    await pressCardButton(t.messages[0]!, "spNpcMoraleCount");
    expect(t.count().groups).toEqual([
      expect.objectContaining({ name: "Raiders", fighting: 4, marked: 2, broken: true }),
      expect.objectContaining({ name: "STARSKIRMISH.SpacePatrol.NpcMorale.ungrouped", fighting: 1, marked: 0, broken: false }),
    ]);
    for (const x of [t.a, t.b, t.c, t.boss]) expect(t.markers(x)["sp-broken"]).toBe(1);
    expect(t.markers(t.loner)["sp-broken"]).toBeUndefined();
  });

  it("a group that clears enough markers is no longer broken at the next count", async () => {
    const t = await setup();
    await t.morale(t.b, t.c);
    await t.promptNpcMorale(t.combat as never, "enemies");
    await pressCardButton(t.messages[0]!, "spNpcMoraleCount");
    await t.mark(t.c, "sp-morale", -1);
    await pressCardButton(t.messages[0]!, "spNpcMoraleCount");
    expect(t.count().groups[0]).toMatchObject({ marked: 1, broken: false });
    expect(t.markers(t.a)["sp-broken"]).toBeUndefined();
  });

  it("the dead are out of the count: one marked of two still fighting is half", async () => {
    const t = await setup();
    await t.morale(t.b);
    const { DEAD_STATUS } = await import("../../../../src/system/markers/status-effects");
    for (const x of [t.c, t.boss]) await x.toggleStatusEffect(DEAD_STATUS.id, { active: true });
    await t.promptNpcMorale(t.combat as never, "enemies");
    await pressCardButton(t.messages[0]!, "spNpcMoraleCount");
    expect(t.count().groups[0]).toMatchObject({ fighting: 2, marked: 1, broken: true });
  });
});

describe("marked NPCs surrender (Guide 6.9)", () => {
  it("in melee contact or at gunpoint within 5\", never a leader; the GM's Surrender takes him out of the side's turns", async () => {
    const t = await setup();
    await t.morale(t.a, t.b, t.c, t.boss);
    await t.promptNpcMorale(t.combat as never, "enemies");
    await pressCardButton(t.messages[0]!, "spNpcMoraleCount");
    const card = t.count();
    expect(card.surrender).toEqual([
      { key: "c-a", name: "Grunt A", reasonKey: "STARSKIRMISH.SpacePatrol.NpcMorale.inContact", inches: 1 },
      { key: "c-b", name: "Grunt B", reasonKey: "STARSKIRMISH.SpacePatrol.NpcMorale.atGunpoint", inches: 4 },
    ]);
    const countCard = t.messages.at(-1)!;
    await pressCardButton(countCard, "spNpcSurrender", { targetKey: "c-b" });
    expect(t.markers(t.b)).toMatchObject({ "sp-surrendered": 1, "sp-morale": 1 });
    expect(t.markers(t.b)["sp-broken"]).toBeUndefined();
    expect(t.combat.combatants.get("c-b")!.defeated).toBe(true);
    // out of the fight: the next count leaves him out and offers him no more
    await pressCardButton(t.messages[0]!, "spNpcMoraleCount");
    expect(t.count().groups[0]).toMatchObject({ fighting: 3 });
    expect(t.count().surrender.map((s) => s.key)).toEqual(["c-a"]);
    // and his side's next turn does not prompt him
    const { beginSideTurn } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-flow");
    const before = t.messages.length;
    const enemiesTurn = { round: 1, acting: "enemies", order: ["players", "enemies"], pools: { players: 0, enemies: 0, neutral: 0 }, done: [] };
    await beginSideTurn(t.combat as never, () => enemiesTurn as never);
    const prompted = t.messages.slice(before).filter((m) => m.system.kind === "spStartOfTurn").map((m) => m.system.actorUuid);
    expect(prompted).toContain("Actor.a");
    expect(prompted).not.toContain("Actor.b");
  });

  it("refuses a player's press, and a Surrender for one who cleared his marker", async () => {
    const t = await setup();
    await t.morale(t.a);
    await t.promptNpcMorale(t.combat as never, "enemies");
    t.asUser("player1");
    await pressCardButton(t.messages[0]!, "spNpcMoraleCount");
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.NpcMorale.gmOnly"]);
    t.asUser("gm");
    await pressCardButton(t.messages[0]!, "spNpcMoraleCount");
    await t.mark(t.a, "sp-morale", -1);
    await pressCardButton(t.messages.at(-1)!, "spNpcSurrender", { targetKey: "c-a" });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.NpcMorale.wouldNot");
    expect(t.markers(t.a)["sp-surrendered"]).toBeUndefined();
  });
});
