// @vitest-environment happy-dom
// A StarMarines morale check held to the board (IX-D, IV-f, SMR-6): the owner's dialog comes ticked
// as the board shows the unit's friends, Hero and Leader, and the GM's client refuses a card that
// counts more than the board shows when that changes its result, and lets one through when it does not.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starMarinesBoard } from "../../../helpers/starmarines-board";

/** A player who takes the dialog as it opens: each box as it was ticked. */
function acceptAsTicked(config: object): Record<string, boolean> {
  const form = document.createElement("form");
  form.innerHTML = String((config as { content?: unknown }).content ?? "");
  return Object.fromEntries([...form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")].map((box) => [box.name, box.checked]));
}

async function setup(faces: number[]) {
  const b = await starMarinesBoard(faces);
  // Morale 3, Green -1: a 3 breaks the Norx alone, and holds beside two friends (+1)
  const norx = b.unit("Norx", { kind: "soldier", race: "norx", morale: 3, experience: "green" });
  b.put(norx, 0, 0, 0);
  const { checkUnitMorale } = await import("../../../../src/rulesets/starmarines/actions/morale");
  const check = () => checkUnitMorale(norx as never);
  /** Norx soldiers of the same side on the hexes at axial (q, r). */
  const friends = (...hexes: [number, number][]) => hexes.forEach(([q, r], i) => b.put(b.unit(`Friend${i}`, { kind: "soldier", race: "norx" }), q, r));
  /** The owner checks with the dialog answered so; the card it posts. */
  const checkAnswering = async (answer: object) => {
    b.stubs.actAs("player1");
    b.stubs.dialogs.answer(answer);
    await check();
    return b.cards.messages.at(-1)!;
  };
  return { ...b, norx, check, friends, checkAnswering };
}

describe("StarMarines morale held to the board (IX-D, IV-f)", () => {
  it("ticks the boxes the board gives: two unbroken friends and a Leader in range, not an enemy Hero", async () => {
    const t = await setup([3]);
    t.friends([1, 0], [-1, 0]);
    t.put(t.unit("Sergeant", { kind: "soldier", race: "norx", role: "leader", leaderRange: 1, experience: "veteran" }), 2, 0);
    t.put(t.unit("Foe", { kind: "soldier", race: "starMarines", role: "hero" }, "player2"), 0, 1, 0, { disposition: -1 });
    t.stubs.actAs("player1");
    t.stubs.dialogs.answerWith((_kind, config) => acceptAsTicked(config));
    await t.check();
    const content = String((t.stubs.dialogs.shown[0]!.config as { content?: unknown }).content);
    const ticks = acceptAsTicked({ content });
    // the Sergeant's range is 1 from the race book and 1 from Veteran experience: 2 hexes reach the Norx
    expect(ticks).toMatchObject({ twoFriends: true, hero: false, leader: true });
    expect(content).toContain("Ticked as the board shows it.");
    // within a friendly Leader's range it passes with no die (IV-f)
    expect(t.cards.messages.at(-1)!.rolls).toHaveLength(0);
  });

  it("ticks nothing and says so for a unit with no token on a hex", async () => {
    const b = await starMarinesBoard([3]);
    const alone = b.unit("Alone", { kind: "soldier", race: "norx", morale: 3 });
    b.stubs.actAs("player1");
    b.stubs.dialogs.answerWith((_kind, config) => acceptAsTicked(config));
    const { checkUnitMorale } = await import("../../../../src/rulesets/starmarines/actions/morale");
    await checkUnitMorale(alone as never);
    const content = String((b.stubs.dialogs.shown[0]!.config as { content?: unknown }).content);
    expect(acceptAsTicked({ content })).toMatchObject({ twoFriends: false, hero: false, leader: false });
    expect(content).toContain("The unit has no token on a hex");
  });

  it("refuses a pass that counts two friends the board does not show: alone, the same 3 breaks the unit", async () => {
    const t = await setup([3]);
    t.friends([1, 0]);
    const card = await t.checkAnswering({ twoFriends: true });
    expect(card.content).toMatch(/Holds/);
    expect(await applyAs("player1", card.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Morale.boardDisagrees" });
    expect(await t.markersOf(t.norx)).toEqual({});
  });

  it("refuses the claim of a Hero beside the unit once the Hero is killed before the Apply", async () => {
    const t = await setup([3, 3]);
    const hero = t.unit("Hero", { kind: "soldier", race: "norx", role: "hero" });
    t.put(hero, 1, 0);
    const card = await t.checkAnswering({ hero: true });
    t.stubs.actAs("gm");
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(hero as never, markerDefinition("smr-killed")!, 1);
    expect(await applyAs("player1", card.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Morale.boardDisagrees" });
    expect(await t.markersOf(t.norx)).toEqual({});
  });

  it("lets a card through that counts more than the board shows when the die gives the same result anyway", async () => {
    // a 6 breaks the Norx whether two friends stand beside it or not
    const t = await setup([6]);
    const card = await t.checkAnswering({ twoFriends: true });
    expect(await applyAs("player1", card.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-broken": 1 });
  });

  it("lets a card through that counts less than the board shows: the unit only costs itself", async () => {
    const t = await setup([3]);
    t.friends([1, 0], [-1, 0]);
    const card = await t.checkAnswering({});
    expect(await applyAs("player1", card.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-broken": 1 });
  });

  it("lands an honest pass beside two friends that the board shows", async () => {
    const t = await setup([3]);
    t.friends([1, 0], [0, -1]);
    const card = await t.checkAnswering({ twoFriends: true });
    expect(await applyAs("player1", card.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-passedMorale": 1 });
  });
});
