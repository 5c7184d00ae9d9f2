// @vitest-environment happy-dom
// Space Patrol! checks that answer a prompt the GM's client posts (Guide 6.9 morale, SP-11 start of
// turn; core/card-prompts.ts), against stand-ins after a real init: each rolled card names its
// prompt; a re-roll after the owner clears the record they can write is marked answered again on
// the GM's record, the first left standing; a start-of-turn result rolled with no prompt, or a
// prompt a player posted, is marked as answering no prompt the GM recorded.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { pressCardButton } from "../../../helpers/card-buttons";
import { gmRecorded } from "../../../helpers/gm-recorded";

/** Lets the GM client's recording and marking, begun by the creation hook, finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const standing = (m: { flags: object }) => (m.flags as { starskirmish?: { promptStanding?: string } }).starskirmish?.promptStanding;
const answers = (m: { system: object }) => (m.system as { answers?: string }).answers;

async function moraleScene(faces: number[]) {
  const t = await spaceBoard(faces);
  const boss = t.npc("Actor.boss", "Boss", { leader: true });
  const grunt = t.npc("Actor.grunt", "Grunt", { assets: { will: 2 } });
  for (const [a, x] of [[boss, 0], [grunt, 4]] as const) t.place(a, x);
  const { promptMorale } = await import("../../../../src/rulesets/space-patrol/actions/morale-triggers");
  return { t, boss, grunt, promptMorale };
}

describe("Space Patrol! checks answer the GM's prompt once", () => {
  it("a morale check names its prompt; rolled again after its record was cleared, it is marked, and the first stands", async () => {
    // Will 2: 9 + 2 = 11 fails DT 20; then 19 + 2 = 21 would pass
    const { t, boss, grunt, promptMorale } = await moraleScene([9, 19]);
    t.asUser("gm");
    await promptMorale(boss as never, "dead");
    const prompt = t.messages[0]!;
    t.asUser("player1");
    await pressCardButton(prompt, "spMoraleRoll", { targetKey: "t-grunt" });
    const first = t.messages.at(-1)!;
    expect(first.system.kind).toBe("spMoraleResult");
    expect(answers(first)).toBe(prompt.id);
    await grunt.update({ flags: { starskirmish: { rolledPrompts: [] } } });
    await pressCardButton(prompt, "spMoraleRoll", { targetKey: "t-grunt" });
    const again = t.messages.at(-1)!;
    expect(again.id).not.toBe(first.id);
    await gmRecorded(again.id);
    expect(standing(again)).toBe("again");
    expect(standing(first)).toBeUndefined();
    const { standingOf } = await import("../../../../src/system/cards/prompt-judge");
    expect(standingOf(again as never)).toEqual({ standing: "again", first: first.id });
  });

  it("a card the GM's client has not recorded is drawn as it arrives, with no mark", async () => {
    const { t, boss, promptMorale } = await moraleScene([9]);
    t.asUser("gm");
    await promptMorale(boss as never, "dead");
    t.asUser("player1");
    // no GM is connected: nothing records the answer, which every client still draws
    const gm = (t.g.game.users as unknown as { get(id: string): { active: boolean } }).get("gm");
    gm.active = false;
    await pressCardButton(t.messages[0]!, "spMoraleRoll", { targetKey: "t-grunt" });
    const answer = t.messages.at(-1)!;
    await settle();
    const { readCardLedger } = await import("../../../../src/system/ledger/ledger-store");
    expect(readCardLedger()[answer.id]).toBeUndefined();
    const { standingOf } = await import("../../../../src/system/cards/prompt-judge");
    expect(standingOf(answer as never)).toEqual({ standing: "none" });
  });

  it("a morale prompt a player posted prompts nothing: its answer is marked", async () => {
    const { t, boss, promptMorale } = await moraleScene([9]);
    t.asUser("player1");
    await promptMorale(boss as never, "dead");
    const forged = t.messages[0]!;
    await pressCardButton(forged, "spMoraleRoll", { targetKey: "t-grunt" });
    await gmRecorded(t.messages.at(-1)!.id);
    expect(standing(t.messages.at(-1)!)).toBe("unprompted");
  });

  it("start-of-turn checks name the GM's prompt; a rolled result naming none is marked", async () => {
    const t = await spaceBoard([5, 5]);
    t.asUser("player1");
    t.patrolman("Actor.ito", "Ito", { will: 3 });
    const crawler = t.vehicle("Actor.crawler", "Crawler", { crew: [{ role: "commander", actorUuid: "Actor.ito", actorName: "Ito" }] });
    await t.mark(crawler, "sp-vehicle-morale");
    const { promptStartOfTurn } = await import("../../../../src/rulesets/space-patrol/actions/start-of-turn");
    t.asUser("gm");
    await promptStartOfTurn(crawler as never);
    const prompt = t.messages[0]!;
    t.asUser("player1");
    await pressCardButton(prompt, "spStartOfTurn");
    const result = t.messages.at(-1)!;
    expect(answers(result)).toBe(prompt.id);
    await gmRecorded(result.id);
    expect(standing(result)).toBeUndefined();
    // the same result posted again by the player's own client, naming no prompt
    const g = globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string; flags: object }> } } };
    const bare = await g.ChatMessage.implementation.create({ type: "card", content: result.content, rolls: result.rolls, system: { ...structuredClone(result.system), answers: "" } });
    await gmRecorded(bare.id);
    expect(standing(bare)).toBe("unprompted");
  });
});
