// @vitest-environment happy-dom
// Morale triggers on the board (Guide 6.9) against stand-ins after a real init: a combatant marked
// Dead, or a leader knocked out, makes the GM's client post one prompt listing the same side's
// combatants within range; each owner rolls Will with a real d20 and a failure places a Morale
// Marker on his own actor; a player who does not own a listed combatant is refused.
import { describe, expect, it, vi } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { pressCardButton } from "../../../helpers/card-buttons";
import type { StandInActor } from "../../../helpers/fake-documents";
import type { MoralePromptCardContext, MoraleResultCardContext } from "../../../../src/rulesets/space-patrol/view/morale-card";

async function scene(faces: number[] = []) {
  const t = await spaceBoard(faces);
  const boss = t.npc("Actor.boss", "Boss", { leader: true });
  const grunt = t.npc("Actor.grunt", "Grunt <i>A</i>", { assets: { will: 2 } });
  const lookout = t.npc("Actor.lookout", "Lookout");
  const straggler = t.npc("Actor.straggler", "Straggler");
  const dazed = t.npc("Actor.dazed", "Dazed");
  const hero = t.patrolman("Actor.hero", "Hero", {});
  const buggy = t.vehicle("Actor.buggy", "Buggy");
  lookout.ownership = { default: 0 };
  for (const [a, x] of [[boss, 0], [grunt, 4], [lookout, 10], [straggler, 14], [dazed, 3], [hero, 2], [buggy, 5]] as const) t.place(a, x);
  await t.mark(dazed, "sp-unconscious");
  const morale = await import("../../../../src/rulesets/space-patrol/actions/morale-triggers");
  const roll = await import("../../../../src/rulesets/space-patrol/actions/morale-roll");
  /** Marks the actor Dead as core does, and fires createActiveEffect as v13 fires it, on the current user's client. */
  const kill = async (a: StandInActor) => {
    await a.toggleStatusEffect("dead", { active: true });
    t.stubs.fire.created(a.effects.find((e) => e.statuses.has("dead"))!, t.g.game.user!.id);
  };
  return { ...t, boss, grunt, lookout, straggler, dazed, hero, buggy, kill, ...morale, ...roll };
}


describe("the morale prompt (Guide 6.9)", () => {
  it("lists only the fallen leader's side within 12\", not the enemy, the unconscious or the distant, each at the hardest check", async () => {
    const t = await scene();
    t.asUser("gm");
    await t.kill(t.boss);
    await vi.waitFor(() => expect(t.messages).toHaveLength(1));
    expect(t.stubs.hooks.errors).toEqual([]);
    const card = t.card<MoralePromptCardContext>("cards/morale-prompt.hbs");
    expect(card.events).toEqual(["STARSKIRMISH.SpacePatrol.Morale.friendKilled", "STARSKIRMISH.SpacePatrol.Morale.leaderDown"]);
    expect(card.rows.map((r) => [r.name, r.distance, r.dt])).toEqual([
      ["Grunt <i>A</i>", 4, 20],
      ["Buggy", 5, 20],
      ["Lookout", 10, 20],
    ]);
    expect(t.messages[0]!.system.targets.map((x) => x.actorUuid)).toEqual(["Actor.grunt", "Actor.buggy", "Actor.lookout"]);
  });

  it("a plain friend's death reaches 6\" at DT 12, and nothing is posted on a player's client", async () => {
    const t = await scene();
    await t.kill(t.straggler);
    await new Promise((r) => setTimeout(r, 10));
    expect(t.messages).toEqual([]);
    await t.promptMorale(t.grunt as never, "dead");
    // from the grunt at 4": the buggy 1" away, the boss 4", the lookout 6"; the unconscious one at 1"
    // and the straggler 10" away are not asked
    expect(t.card<MoralePromptCardContext>("cards/morale-prompt.hbs").rows.map((r) => [r.name, r.distance, r.dt])).toEqual([
      ["Buggy", 1, 12],
      ["Boss", 4, 12],
      ["Lookout", 6, 12],
    ]);
  });

  it("a friendly vehicle exploding within 12\" calls for DT 16 from its side", async () => {
    const t = await scene();
    await t.buggy.update({ system: { side: "players" } });
    await t.promptMorale(t.buggy as never, "dead");
    expect(t.card<MoralePromptCardContext>("cards/morale-prompt.hbs").rows.map((r) => [r.name, r.dt])).toEqual([["Hero", 16]]);
  });

  it("the owner rolls Will against the DT and a failure marks his own actor, once; another player is refused", async () => {
    // Will 2: 9 + 2 = 11 against DT 20 fails
    const t = await scene([9]);
    await t.promptMorale(t.boss as never, "dead");
    const message = t.messages[0]!;
    await pressCardButton(message, "spMoraleRoll", { targetKey: "t-lookout" });
    expect(t.notes).toEqual(["STARSKIRMISH.Error.notYourActor"]);
    expect(t.rolled).toEqual([]);
    await pressCardButton(message, "spMoraleRoll", { targetKey: "t-grunt" });
    expect(t.markers(t.grunt)).toEqual({ "sp-morale": 1 });
    expect(t.card<MoraleResultCardContext>("cards/morale-result.hbs")).toMatchObject({ name: "Grunt <i>A</i>", outcome: "STARSKIRMISH.SpacePatrol.MoraleCheck.shaken" });
    expect(t.card<MoraleResultCardContext>("cards/morale-result.hbs").result).toMatchObject({ dt: 20, d20: 9, total: 11, success: false });
    await pressCardButton(message, "spMoraleRoll", { targetKey: "t-grunt" });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.MoraleCheck.alreadyRolled");
    expect(t.rolled).toEqual(["1d20"]);
  });

  it("a vehicle's check is rolled with its commander's Will and marks the vehicle", async () => {
    // commander Will 5: 15 + 5 = 20 passes DT 20
    const t = await scene([15]);
    t.npc("Actor.cmdr", "Cmdr", { assets: { will: 5 } });
    await t.buggy.update({ system: { crew: [{ role: "commander", actorUuid: "Actor.cmdr", actorName: "Cmdr" }] } });
    await t.promptMorale(t.boss as never, "dead");
    await pressCardButton(t.messages[0]!, "spMoraleRoll", { targetKey: "t-buggy" });
    expect(t.card<MoraleResultCardContext>("cards/morale-result.hbs").result).toMatchObject({ total: 20, success: true });
    expect(t.markers(t.buggy)).toEqual({});
  });
});
