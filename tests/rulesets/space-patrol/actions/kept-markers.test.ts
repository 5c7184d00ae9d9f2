// @vitest-environment happy-dom
// Space Patrol!'s kept markers (core/markers.ts keptInBattle; rules/markers.ts), against stand-ins
// after a real init with fixed dice. In a battle only a GM's client may lower a kept marker, so each
// procedure a player starts that takes one off must land on the GM's client: the start-of-turn checks
// (SP-11) are rolled there from the GM's prompt, and a medic's, an injector's or a recovery's change
// to the player's own figure in a combat goes through the GM's Apply. The GM refuses a request the
// ledger does not back. Each test records which user's client lowered the marker.
import { describe, expect, it } from "vitest";
import { spaceBoard, type SpaceBoard } from "../../../helpers/space-patrol-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { pressCardButton } from "../../../helpers/card-buttons";
import { requestAs } from "../../../helpers/gm-requests";
import { removedBy } from "./removed-by";
import type { StandInActor } from "../../../helpers/fake-documents";

/** Lets the GM client's recording of a card, begun by the creation hook, finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const actions = async () => (await import("../../../../src/rulesets/space-patrol/actions/action-handlers")).SHEET_ACTION_HANDLERS;

/** Puts the actor's token into a combat of the world, as the kit reads "in a battle". */
function inCombat(t: SpaceBoard, actor: StandInActor): void {
  t.place(actor, 0);
  const combat = new StandInCombat({ _id: "combat1" });
  combat.addCombatant({ _id: `c-${actor.id}`, name: actor.name, actor, token: t.tokenOf(actor).document, tokenId: t.tokenOf(actor).document.id });
  t.g.game.combats.set(combat.id, combat);
}

describe("Space Patrol! kept markers (core/markers.ts keptInBattle)", () => {
  it("keeps the markers the rules' procedures take off, and leaves the player's postures and orders to the player", async () => {
    await spaceBoard();
    const { SPACE_PATROL_MARKERS } = await import("../../../../src/rulesets/space-patrol/rules/markers");
    const kept = SPACE_PATROL_MARKERS.filter((m) => m.keptInBattle !== undefined).map((m) => [m.id, m.keptInBattle]);
    // damage, morale, stun, suppression and surrender results, and the craft's damage (Guide 6.6,
    // 6.9, 6.14, 6.15, 7.10, 7.12): a player gains by taking any of them off their own figure
    expect(kept).toEqual([
      ["sp-wound", "removal"],
      ["sp-mortalWound", "removal"],
      ["sp-morale", "removal"],
      ["sp-stun", "removal"],
      ["sp-suppressed", "removal"],
      ["sp-unconscious", "removal"],
      ["sp-broken", "removal"],
      ["sp-surrendered", "removal"],
      ["sp-vehicle-damage", "removal"],
      ["sp-vehicle-failureCascade", "removal"],
      ["sp-vehicle-morale", "removal"],
      ["sp-vehicle-control", "removal"],
      ["sp-vehicle-wrecked", "removal"],
      ["sp-spacecraft-gunnery", "removal"],
      ["sp-spacecraft-electronics", "removal"],
      ["sp-spacecraft-hull", "removal"],
      ["sp-spacecraft-drive", "removal"],
      ["sp-spacecraft-astrogation", "removal"],
      ["sp-spacecraft-flight", "removal"],
      ["sp-spacecraft-failureCascade", "removal"],
      ["sp-spacecraft-morale", "removal"],
      ["sp-spacecraft-wrecked", "removal"],
    ]);
    // what the player orders or chooses for themselves stays theirs (Guide 6.4, 6.6, appendix)
    const open = SPACE_PATROL_MARKERS.filter((m) => m.keptInBattle === undefined).map((m) => m.id);
    expect(open).toEqual(expect.arrayContaining(["sp-prone", "sp-hunkered", "sp-overwatch", "sp-steadyAim", "sp-suppressing", "sp-flying"]));
  });

  it("start-of-turn checks a player rolls from the GM's prompt are rolled by the GM's client, which takes the Stun Marker off (SP-11)", async () => {
    // Vigor 1: 15 + 1 = 16 passes DT 16
    const t = await spaceBoard([15]);
    const rana = t.patrolman("Actor.rana", "Rana", { vigor: 1 });
    await t.mark(rana, "sp-stun");
    const by = removedBy(t, rana);
    const { promptStartOfTurn } = await import("../../../../src/rulesets/space-patrol/actions/start-of-turn");
    t.asUser("gm");
    await promptStartOfTurn(rana as never);
    const prompt = t.messages[0]!;
    t.asUser("player1");
    await pressCardButton(prompt, "spStartOfTurn");
    expect(t.markers(rana)).toEqual({});
    expect(by).toEqual(["gm"]);
    const result = t.messages.at(-1)!;
    expect(result.author?.id).toBe("gm");
    expect((result.system as { answers?: string }).answers).toBe(prompt.id);
  });

  it("the GM refuses to roll for a prompt a player posted, for another's figure, for a card that is no prompt, or twice", async () => {
    const t = await spaceBoard([15, 15, 15, 15]);
    const rana = t.patrolman("Actor.rana", "Rana", { vigor: 1 });
    await t.mark(rana, "sp-stun");
    const { promptStartOfTurn, START_OF_TURN_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/start-of-turn");
    const notAPrompt = { ok: false, reason: "STARSKIRMISH.SpacePatrol.StartOfTurn.notAPrompt" };
    // a prompt posted by the player's own client prompts nothing
    t.asUser("player1");
    await promptStartOfTurn(rana as never);
    const forged = t.messages.at(-1)!;
    await settle();
    expect(await requestAs("player1", START_OF_TURN_REQUEST, { messageId: forged.id })).toEqual(notAPrompt);
    expect(t.markers(rana)).toEqual({ "sp-stun": 1 });
    // the GM's prompt, asked for by a player who does not own Rana
    t.asUser("gm");
    await promptStartOfTurn(rana as never);
    const prompt = t.messages.at(-1)!;
    await settle();
    expect(await requestAs("player2", START_OF_TURN_REQUEST, { messageId: prompt.id })).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notYourActor" });
    expect(await requestAs("player1", START_OF_TURN_REQUEST, { messageId: "no-such-card" })).toEqual(notAPrompt);
    expect(t.markers(rana)).toEqual({ "sp-stun": 1 });
    // rolled once; the rolled card is no prompt, and the prompt is not rolled again even after its
    // owner clears the record they can write: the GM's ledger holds the answer
    expect(await requestAs("player1", START_OF_TURN_REQUEST, { messageId: prompt.id })).toEqual({ ok: true });
    expect(t.markers(rana)).toEqual({});
    const answer = t.messages.at(-1)!;
    await settle();
    await t.mark(rana, "sp-stun");
    expect(await requestAs("player1", START_OF_TURN_REQUEST, { messageId: answer.id })).toEqual(notAPrompt);
    await rana.update({ flags: { starskirmish: { rolledPrompts: [] } } });
    expect(await requestAs("player1", START_OF_TURN_REQUEST, { messageId: prompt.id })).toEqual({ ok: false, reason: "STARSKIRMISH.Error.alreadyRolled" });
    expect(t.markers(rana)).toEqual({ "sp-stun": 1 });
  });

  it("a medic treating their own figure in a combat has the GM's Apply take the marker off; out of one, their own client does (Guide 8.1)", async () => {
    const setup = async () => {
      // Medicine 2: 15 + 2 = 17 passes DT 8
      const t = await spaceBoard([15]);
      const doc = t.patrolman("Actor.doc", "Doc", { medicine: 2 }, [t.item("device", "kit", { kind: "medKit", equipmentBonus: 0 })]);
      t.place(doc, 0);
      await t.mark(doc, "sp-stun");
      t.answer({ marker: "sp-stun" });
      return { t, doc, by: removedBy(t, doc) };
    };
    const away = await setup();
    await (await actions()).medicine!(away.doc as never);
    expect(away.t.markers(away.doc)).toEqual({});
    expect(away.by).toEqual(["player1"]);
    expect(away.t.messages[0]!.system.targets).toEqual([]);

    const fighting = await setup();
    inCombat(fighting.t, fighting.doc);
    await (await actions()).medicine!(fighting.doc as never);
    expect(fighting.t.markers(fighting.doc)).toEqual({});
    expect(fighting.by).toEqual(["gm"]);
    const target = fighting.t.messages[0]!.system.targets[0]!;
    expect(target).toMatchObject({ actorUuid: "Actor.doc", markers: { "sp-stun": -1 }, applied: true });
    // the GM lands what the card recorded once, whoever asks again
    await fighting.t.mark(fighting.doc, "sp-stun");
    expect(await fighting.t.applyAs("player1", fighting.t.messages[0]!.id, target.key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.alreadyApplied" });
    expect(fighting.t.markers(fighting.doc)).toEqual({ "sp-stun": 1 });
  });

  it("an injector on one's own figure in a combat lands through the GM's Apply, asked for at once (Guide 8.7)", async () => {
    const t = await spaceBoard();
    const krangor = t.item("device", "krangor", { kind: "injector", injector: "krangor", doses: 1 });
    const ace = t.patrolman("Actor.ace", "Ace", {}, [krangor]);
    for (const id of ["sp-stun", "sp-morale"]) await t.mark(ace, id);
    inCombat(t, ace);
    const by = removedBy(t, ace);
    await (await actions()).useDevice!(ace as never);
    expect(t.markers(ace)).toEqual({});
    expect(by).toEqual(["gm", "gm"]);
    expect(t.messages[0]!.system.targets[0]).toMatchObject({ actorUuid: "Actor.ace", markers: { "sp-stun": -1, "sp-morale": -1 }, applied: true });
  });

  it("a recovery of one's own figure still in a combat lands through the GM's Apply (Guide 8.2)", async () => {
    const t = await spaceBoard();
    const pat = t.patrolman("Actor.pat", "Pat", { medicine: 1 });
    await t.mark(pat, "sp-wound", 1);
    inCombat(t, pat);
    const by = removedBy(t, pat);
    t.answer({ treatment: "natural" });
    await (await actions()).recovery!(pat as never);
    expect(t.markers(pat)).toEqual({});
    expect(by).toEqual(["gm"]);
    expect(t.messages[0]!.system.targets[0]).toMatchObject({ actorUuid: "Actor.pat", markers: { "sp-wound": -1 }, applied: true });
  });
});
