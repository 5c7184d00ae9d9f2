// @vitest-environment happy-dom
// The Victory Phase (VII.8, VI, SMR-18, SMR-20) after a real init: the GM's banner keeps the
// scenario's turn limit and notes on the combat, counts the turns left, says when the game ends,
// offers to double the limit where a side's basic soldiers move at most 1, and posts the GM's
// decision; players see none of it, and the pure rules read VI and the limit.
import { describe, expect, it, vi } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { renderBanner } from "../../../helpers/turn-banner";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { allowsDoubleTurns, turnLimit, turnsLeft } from "../../../../src/rulesets/starmarines/rules/victory";

async function setup(turn: number, scenario?: object, norxMove = 2) {
  const b = await starMarinesBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn, phase: "victory" }, ...(scenario ? { smrScenario: scenario } : {}) } } });
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", move: 2 });
  const norx = b.unit("Norx", { kind: "soldier", move: norxMove }, "gm");
  combat.addCombatant({ actor: marine, token: b.put(marine, 0, 0, 0, { disposition: 1 }).document });
  combat.addCombatant({ actor: norx, token: b.put(norx, 0, -3, 3, { disposition: -1 }).document });
  const { SMR_TURN_BINDING } = await import("../../../../src/rulesets/starmarines/turn/turn-tracker");
  const scenarioFlag = () => (combat.flags as { starskirmish: { smrScenario?: object } }).starskirmish.smrScenario;
  return { ...b, combat, banner: () => renderBanner(SMR_TURN_BINDING), scenarioFlag };
}

describe("the Victory Phase banner (SMR-18, SMR-20)", () => {
  it("shows the GM the turns left, keeps the limit and notes the GM sets, and is not shown to players", async () => {
    const t = await setup(3, { notes: "Hold the bridge", limit: 8, doubled: false });
    expect((await t.banner()).querySelector(".smr-victory")).toBeNull();
    t.stubs.actAs("gm");
    const part = (await t.banner()).querySelector<HTMLElement>(".smr-victory")!;
    expect(part.textContent).toContain("Turn 3 of 8: 5 more to play.");
    expect(part.querySelector<HTMLTextAreaElement>("textarea[name=notes]")!.value).toBe("Hold the bridge");
    // nobody's basic soldiers are slow: no doubling offered (VI)
    expect(part.querySelector("input[name=doubled]")).toBeNull();
    const limit = part.querySelector<HTMLInputElement>("input[name=limit]")!;
    limit.value = "500";
    limit.dispatchEvent(new Event("change"));
    await vi.waitFor(() => expect(t.scenarioFlag()).toEqual({ notes: "Hold the bridge", limit: 99, doubled: false }));
  });

  it("keeps the limit, the doubling and the notes when the GM changes them one after another before the server answers", async () => {
    const t = await setup(3, { notes: "Hold the bridge", limit: 8, doubled: false }, 1);
    t.stubs.actAs("gm");
    const part = (await t.banner()).querySelector<HTMLElement>(".smr-victory")!;
    // the limit typed, then the box ticked at once: the limit's change fires as it loses focus
    const limit = part.querySelector<HTMLInputElement>("input[name=limit]")!;
    limit.value = "10";
    limit.dispatchEvent(new Event("change"));
    const doubled = part.querySelector<HTMLInputElement>("input[name=doubled]")!;
    doubled.checked = true;
    doubled.dispatchEvent(new Event("change"));
    const notes = part.querySelector<HTMLTextAreaElement>("textarea[name=notes]")!;
    notes.value = "Hold the bridge to turn 20";
    notes.dispatchEvent(new Event("change"));
    await vi.waitFor(() => expect(t.scenarioFlag()).toEqual({ notes: "Hold the bridge to turn 20", limit: 10, doubled: true }));
  });

  it("says the game ends at the limit, and posts the GM's decision without naming a winner itself", async () => {
    const t = await setup(8, { notes: "<b>Hold</b> the bridge", limit: 8, doubled: false });
    t.stubs.actAs("gm");
    const part = (await t.banner()).querySelector<HTMLElement>(".smr-victory")!;
    expect(part.querySelector(".smr-victory-ends")?.textContent).toBe("Turn 8 is the last: the turn limit of 8 ends the game this turn (SMR\u201118).");
    expect(t.cards.messages).toHaveLength(0);
    part.querySelector<HTMLButtonElement>("button[data-winner='friendly']")!.click();
    await vi.waitFor(() => expect(t.cards.messages.filter((m) => m.system.kind === "smrVictory")).toHaveLength(1));
    const card = t.cards.messages.at(-1)!;
    expect(card.content).toContain("Friendly wins.");
    // the notes the GM typed are shown as text, never as markup
    expect(card.content).toContain("&lt;b&gt;Hold&lt;/b&gt; the bridge");
    part.querySelector<HTMLButtonElement>("button[data-winner='']")!.click();
    await vi.waitFor(() => expect(t.cards.messages.at(-1)!.content).toContain("No side wins."));
  });

  it("offers to double the limit when a side's basic soldiers move at most 1, and counts the doubled limit (VI)", async () => {
    const t = await setup(9, { notes: "", limit: 8, doubled: true }, 1);
    t.stubs.actAs("gm");
    const part = (await t.banner()).querySelector<HTMLElement>(".smr-victory")!;
    expect(part.querySelector<HTMLInputElement>("input[name=doubled]")!.checked).toBe(true);
    expect(part.textContent).toContain("Turn 9 of 16: 7 more to play.");
  });

  it("says the doubled limit it ends at, and the limit it doubled", async () => {
    const t = await setup(16, { notes: "", limit: 8, doubled: true }, 1);
    t.stubs.actAs("gm");
    const part = (await t.banner()).querySelector<HTMLElement>(".smr-victory")!;
    expect(part.querySelector(".smr-victory-ends")?.textContent).toBe("Turn 16 is the last: the turn limit of 8, doubled to 16, ends the game this turn (SMR\u201118).");
  });
});

describe("the end of the game, pure (VI, SMR-18)", () => {
  it("allows double turns when either side's basic soldiers move at most 1", () => {
    expect(allowsDoubleTurns([[2, 2], [1, 1]])).toBe(true);
    expect(allowsDoubleTurns([[2, 1], [2]])).toBe(false);
    expect(allowsDoubleTurns([[], [2]])).toBe(false);
    expect(() => allowsDoubleTurns([[1.5]])).toThrow(RangeError);
  });
  it("doubles a limit the GM allowed, and counts the turns left, none without a limit", () => {
    expect(turnLimit(8, true)).toBe(16);
    expect(turnLimit(8, false)).toBe(8);
    expect(turnsLeft(3, 8)).toBe(5);
    expect(turnsLeft(9, 8)).toBe(0);
    expect(turnsLeft(3, 0)).toBeNull();
  });
});
