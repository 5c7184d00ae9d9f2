// @vitest-environment happy-dom
// A team routed off the battlefield is removed from play (Striker 8.C.4.b), though its token,
// hidden, still stands where it left: the fire action neither fires it, nor fires at it, nor
// catches it in a grenade's burst (8.A.1.b.5), nor calls it to check morale for casualties it
// stands near (8.C.1); a fire card's Morale button rolls nothing for it. The board is the fire tests' (fire-board.ts); the rout off is marked as it
// is outside a combat, the token hidden and flagged (turn/routed-off.ts).
import { describe, expect, it } from "vitest";
import { ACR_ANSWER, GRENADE_ANSWER, fire, fireBoard, type FireBoard } from "./fire-board";
import type { FireCardContext } from "../../../../src/rulesets/striker/view/fire-card";
import { pressCardButton } from "../../../helpers/card-buttons";

/** The GM leaves the token as a rout off does, or shows it again (`off` false); then the player acts again. */
async function routOff(t: FireBoard, tokenId: string, off = true): Promise<void> {
  t.stubs.actAs("gm");
  await t.canvas.tokens.get(tokenId)!.document.update({ hidden: off, flags: { starskirmish: { strRoutedOff: true } } });
  t.stubs.actAs("player1");
}

describe("the fire action leaves a team routed off out of play (Striker 8.C.4.b)", () => {
  it("does not fire at a team routed off, and rolls nothing; once the GM shows it again, it does", async () => {
    const t = await fireBoard([6, 6, 2]);
    await routOff(t, "tt");
    t.answer(ACR_ANSWER);
    await fire();
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Fire.Problem.targetRoutedOff"]);
    expect(t.messages).toEqual([]);
    expect(t.rendered.some((r) => r.path.endsWith("dialogs/fire.hbs"))).toBe(false);
    // the mark alone, on a token the table sees, is no rout off
    await routOff(t, "tt", false);
    await fire();
    expect(t.notes).toHaveLength(1);
    expect(t.messages).toHaveLength(1);
  });

  it("a team routed off does not fire, whether its token is selected or its sheet's Fire is pressed", async () => {
    const t = await fireBoard([6, 6, 2]);
    await routOff(t, "tf");
    t.answer(ACR_ANSWER);
    await fire();
    t.canvas.tokens.controlled = [];
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire(t.firer as never);
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Fire.Problem.firerRoutedOff", "STARSKIRMISH.Striker.Fire.Problem.firerRoutedOff"]);
    expect(t.messages).toEqual([]);
    expect(t.rendered.some((r) => r.path.endsWith("dialogs/fire.hbs"))).toBe(false);
  });

  it("a grenade's burst does not reach the hidden token of a team routed off 12 m from the target (8.A.1.b.5)", async () => {
    const t = await fireBoard([3, 3, 4, 3, 2, 5, 4, 1], 524);
    t.firerToken.center = { x: 420, y: 0 };
    await routOff(t, "tn");
    t.answer(GRENADE_ANSWER);
    await fire();
    const message = t.messages[0]!;
    expect(message.system.targets.map((x) => x.key)).toEqual(["tt"]);
    expect(t.context<FireCardContext>("cards/fire.hbs").burstTeams).toEqual([]);
  });

  it("a team routed off 30 m beyond the target is not called to check for its casualties (8.C.1)", async () => {
    const t = await fireBoard([6, 6, 2], 560);
    await routOff(t, "tn");
    t.answer(ACR_ANSWER);
    await fire();
    const card = t.context<FireCardContext>("cards/fire.hbs");
    expect(card.casualties).toBeGreaterThan(0);
    expect(card.moraleTeams.map((m) => m.uuid)).toEqual(["Actor.target"]);
    expect(t.messages[0]!.system.payload.moraleDue).toEqual(["Actor.target"]);
  });

  it("a fire card's Morale button rolls nothing for a team that routed off since, and does not use up its roll", async () => {
    const t = await fireBoard([6, 6, 2, 3, 3]);
    t.answer(ACR_ANSWER);
    await fire();
    const card = t.messages[0]!;
    expect(card.system.payload.moraleDue).toEqual(["Actor.target"]);
    await routOff(t, "tt");
    t.answer({ nearbyCasualties: 0 });
    await pressCardButton(card, "strMorale", { actorUuid: "Actor.target" });
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Morale.routedOff"]);
    expect(t.messages).toHaveLength(1);
    // shown again by the GM, the team is in play, and its one roll from this card is still its own
    await routOff(t, "tt", false);
    await pressCardButton(card, "strMorale", { actorUuid: "Actor.target" });
    expect(t.notes).toHaveLength(1);
    expect(t.messages).toHaveLength(2);
    expect(t.messages[1]!.system.kind).toBe("strMorale");
  });
});
