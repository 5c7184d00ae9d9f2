// @vitest-environment happy-dom
// Striker 8.C.5: "Neither the rallying team nor the troops being rallied may move or fire during the
// turn", and a leader team that rallies itself "may not move or fire in the turn". After a real init,
// in a tracked turn: the GM's Apply of a rally records, on the Combat, the turn for the team rallied
// and the team that rallied it (turn/rallied-record.ts); for the rest of that turn the owner's move is
// refused, and the fire too, and the GM's client refuses a fire card that calls such a team ready as
// the card comes in (cards/fire-firers-recorded.ts). The next turn both move and fire again.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { moveAs } from "../../../helpers/foundry/move-as";
import { gmRecorded } from "../../../helpers/gm-recorded";
import { trooper } from "../../../helpers/striker-board";
import { ACR_ANSWER, fire, fireBoard } from "../actions/fire-board";

const FIRER_CONDITION = "STARSKIRMISH.Striker.Fire.Firers.condition";

/** The fire board in a tracked combat, with Blue's squad leader 50 m behind Blue A1; every team a combatant. */
async function setup(faces: number[] = []) {
  const t = await fireBoard(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: { turn: 1, phase: "command" } } } });
  t.g.game.combat = combat as never;
  const squad = { role: "squadLeader", squad: "1", section: "1", platoon: "1", company: "A" };
  const leader = t.team("Actor.leader", "Blue Squad Leader", { troopers: [trooper("Sgt", { role: "leader" }), trooper("B"), trooper("C"), trooper("D")], leader: "nco", initiative: "average", morale: { value: 7, start: 7 }, command: squad });
  // 100 px squares of 50 m: the leader 50 m west of the firer, which stands at 0
  const leaderToken = t.place(leader, "tl", -100, 1);
  for (const [actor, token] of [[t.firer, t.firerToken], [t.target, t.targetToken], [leader, leaderToken]] as const) combat.addCombatant({ actor, token: token.document });
  const store = await import("../../../../src/system/markers/marker-store");
  /** The GM's client puts or takes a marker, as a card's Apply does (kept markers are the GM's in a battle). */
  const markAsGm = async (actor: typeof leader, id: string, delta = 1) => {
    t.stubs.actAs("gm");
    await store.adjustMarker(actor as never, store.markerDefinition(id)!, delta);
    t.stubs.actAs("player1");
  };
  /** The tracker stands at this turn, phase and step. */
  const at = (turn: number, phase: string, step?: string) => {
    (combat.flags.starskirmish as Record<string, unknown>).strikerPosition = { turn, phase, ...(step ? { step } : {}) };
  };
  /** The owner moves the token's centre 20 m east along the row (40 px); true when the move is written. */
  const step = (token: typeof leaderToken) => moveAs(t.stubs, token.document, t.g.game.user!.id, { x: token.document.x + 40, y: token.document.y });
  /** Blue's squad leader rallies the routed Blue A1 (no dice), and the GM applies the card. */
  const rally = async () => {
    await markAsGm(t.firer, "str-routed");
    t.answer({ "visible-0": true });
    const { rallyByLeaderCard } = await import("../../../../src/rulesets/striker/actions/leader-rally-roll");
    await rallyByLeaderCard(leader as never);
    const card = t.messages.at(-1)!;
    expect(card.system.kind).toBe("strRally");
    expect(await applyAs("player1", card.id!, "tf")).toEqual({ ok: true });
    expect(store.readMarkers(t.firer as never)).not.toHaveProperty("str-routed");
  };
  return { ...t, combat, leader, leaderToken, store, markAsGm, at, step, rally };
}

describe("a rally idles both teams for the turn (Striker 8.C.5)", () => {
  it("the team rallied and the leader that rallied it may not move in that turn's movement phase, and both may the next", async () => {
    const t = await setup();
    await t.rally();
    t.at(1, "firstMovement");
    expect(await t.step(t.firerToken)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.rallied");
    expect(await t.step(t.leaderToken)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.rallied");
    t.at(2, "firstMovement");
    expect(await t.step(t.firerToken)).toBe(true);
    expect(await t.step(t.leaderToken)).toBe(true);
  });

  it("the team rallied may not fire that turn, and fires the next", async () => {
    // the next turn's fire: 6 + 6, two hits, the odd-hit die
    const t = await setup([6, 6, 2]);
    await t.rally();
    t.at(1, "firstFire", "a");
    t.answer(ACR_ANSWER);
    await fire();
    const fireCards = () => t.messages.filter((m) => m.system?.kind === "strFire");
    expect(fireCards()).toEqual([]);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Fire.blocked");
    t.at(2, "firstFire", "a");
    await fire();
    expect(fireCards()).toHaveLength(1);
  });

  it("the GM's client refuses a fire card calling the rallied team ready that turn, as it comes in", async () => {
    const t = await setup([6, 6, 2]);
    // an honest card of Blue A1's, fired the turn before it routed
    t.at(1, "firstFire", "a");
    t.answer(ACR_ANSWER);
    await fire();
    const honest = t.messages.at(-1)!;
    await gmRecorded(honest.id!);
    t.at(2, "command");
    await t.rally();
    // its owner posts the card again, word for word, in the turn of the rally
    t.at(2, "firstFire", "a");
    const g = globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } } };
    const rolls = (honest.rolls as unknown as { formula: string; dice: { results: { result: number }[] }[] }[]).map((r) => ({ formula: r.formula, dice: r.dice.map((d) => ({ results: d.results.map((x) => ({ result: x.result })) })) }));
    const copy = await g.ChatMessage.implementation.create({ type: "card", rolls, system: { kind: "strFire", actorUuid: honest.system.actorUuid, payload: structuredClone(honest.system.payload), targets: structuredClone(honest.system.targets) } });
    await gmRecorded(copy.id);
    expect(await applyAs("gm", copy.id, "tt")).toEqual({ ok: false, reason: FIRER_CONDITION });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual([false, false, false, false]);
  });

  it("a leader team that rallies itself may not move that turn (its own rally check)", async () => {
    // 2D6 of 6 + 6 with morale 7: 19, passed
    const t = await setup([6, 6]);
    await t.markAsGm(t.leader, "str-routed");
    t.answer({ status: "open", nearbyCasualties: 0 });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    await rollStrikerMorale(t.leader as never, "rally");
    const card = t.messages.at(-1)!;
    expect(card.system.kind).toBe("strMorale");
    expect(await applyAs("player1", card.id!, "tl")).toEqual({ ok: true });
    expect(t.store.readMarkers(t.leader as never)).toEqual({});
    t.at(1, "firstMovement");
    expect(await t.step(t.leaderToken)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.rallied");
    // the team it did not rally moves as before
    expect(await t.step(t.firerToken)).toBe(true);
  });

  it("the GM's client tells the GM of a rallied team's move that skipped the check, by its own record", async () => {
    const t = await setup();
    await t.rally();
    t.at(1, "firstMovement");
    const before = t.stubs.notifications.length;
    // a hostile client skips the check and writes the move
    expect(await moveAs(t.stubs, t.firerToken.document, t.g.game.user!.id, { x: t.firerToken.document.x + 40, y: t.firerToken.document.y }, { checked: false })).toBe(true);
    const told = t.stubs.notifications.slice(before).filter((n) => n.level === "warn").map((n) => n.message.split(" ").filter((w) => w.startsWith("STARSKIRMISH.")));
    expect(told).toEqual([["STARSKIRMISH.Striker.Move.audit", "STARSKIRMISH.Striker.Move.problem.rallied"]]);
  });
});
