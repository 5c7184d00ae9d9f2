// @vitest-environment happy-dom
// The StarMarines morale prompt answered once per soldier (SMR-3; core/card-prompts.ts), end to end
// against the v13 stand-ins after a real init: the prompt the GM's client posts names whom it
// called; the called soldier's owner checks once, the check naming the prompt; a cancelled dialog
// spends nothing; a soldier the prompt did not call cannot check from it; a re-roll after the owner
// clears their own record is refused at Apply while the first check lands.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { pressCardButton } from "../../../helpers/card-buttons";
import { norxWoundCallsGrot } from "../../../helpers/starmarines-morale-call";

/** The attack test's wound on the Norx (aim 5, armour 2, damage 6, toughness 3), then the friend's morale d6s. */
async function prompted(moraleFaces: number[]) {
  const b = await norxWoundCallsGrot(moraleFaces, (board) => {
    const bystander = board.unit("Zed", { kind: "soldier", race: "norx", morale: 3 }, "player2");
    board.put(bystander, 3, -3, 0, { disposition: 0 });
    return { bystander };
  });
  const { friend, bystander, prompt } = b;
  b.stubs.actAs("player2");
  return { ...b, friend, bystander, prompt };
}

describe("the StarMarines morale prompt, answered once (SMR-3)", () => {
  it("names whom it called, and the called soldier's check names the prompt; a second press is refused", async () => {
    const t = await prompted([1, 1]);
    expect(t.prompt.system.targets.map((x) => x.actorUuid)).toEqual([t.friend.uuid]);
    t.stubs.dialogs.answer({});
    await pressCardButton(t.prompt, "smrMoraleCheck", { actorUuid: t.friend.uuid });
    const check = t.cards.messages.at(-1)!;
    expect(check.system.kind).toBe("smrMorale");
    expect((check.system as unknown as { answers: string }).answers).toBe(t.prompt.id);
    const posted = t.cards.messages.length;
    t.stubs.dialogs.answer({});
    await pressCardButton(t.prompt, "smrMoraleCheck", { actorUuid: t.friend.uuid });
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.Error.alreadyRolled");
    expect(t.cards.messages).toHaveLength(posted);
  });

  it("a cancelled dialog spends nothing, and a soldier the prompt did not call cannot check from it", async () => {
    const t = await prompted([1]);
    const posted = t.cards.messages.length;
    t.stubs.dialogs.answer(null);
    await pressCardButton(t.prompt, "smrMoraleCheck", { actorUuid: t.friend.uuid });
    expect(t.cards.messages).toHaveLength(posted);
    t.stubs.dialogs.answer({});
    await pressCardButton(t.prompt, "smrMoraleCheck", { actorUuid: t.friend.uuid });
    expect(t.cards.messages).toHaveLength(posted + 1);
    // a button edited to name another of the player's soldiers
    t.stubs.dialogs.answer({});
    await pressCardButton(t.prompt, "smrMoraleCheck", { actorUuid: t.bystander.uuid });
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Morale.notYours");
    expect(t.cards.messages).toHaveLength(posted + 1);
  });

  it("a re-roll after the owner clears their own record is refused at Apply, and the first check lands", async () => {
    const t = await prompted([1, 1]);
    t.stubs.dialogs.answer({});
    await pressCardButton(t.prompt, "smrMoraleCheck", { actorUuid: t.friend.uuid });
    const first = t.cards.messages.at(-1)!;
    await t.friend.update({ flags: { starskirmish: { rolledPrompts: [] } } });
    t.stubs.dialogs.answer({});
    await pressCardButton(t.prompt, "smrMoraleCheck", { actorUuid: t.friend.uuid });
    const again = t.cards.messages.at(-1)!;
    expect(again.id).not.toBe(first.id);
    const key = first.system.targets[0]!.key;
    expect(again.system.targets[0]!.key).toBe(key);
    expect(await applyAs("player2", again.id, key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.promptAnsweredBefore" });
    expect(await applyAs("player2", first.id, key)).toEqual({ ok: true });
  });

  it("a prompt posted before it recorded whom it called still lets its soldier check, naming no prompt", async () => {
    const t = await prompted([1]);
    // the prompt as it was posted before: its buttons, and no targets
    t.stubs.actAs("gm");
    const g = globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<unknown> } } };
    await g.ChatMessage.implementation.create({ type: "card", content: t.prompt.content, system: { kind: "smrMoralePrompt", ruleSet: "starmarines", payload: {}, targets: [] } });
    const old = t.cards.messages.at(-1)!;
    t.stubs.actAs("player2");
    t.stubs.dialogs.answer({});
    await pressCardButton(old, "smrMoraleCheck", { actorUuid: t.friend.uuid });
    const check = t.cards.messages.at(-1)!;
    expect(check.system.kind).toBe("smrMorale");
    expect((check.system as unknown as { answers: string }).answers).toBe("");
  });
});
