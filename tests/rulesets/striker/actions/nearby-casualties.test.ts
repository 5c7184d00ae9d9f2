// @vitest-environment happy-dom
// "Saw casualties nearby" judged from the board where a fire card's Morale button resolves the
// check (Striker 8.C.1: a team "within 50 m of a team (and can see it) which suffered a casualty
// that phase"). The card's claim is its author's, who fires at that side: a team keeps the reason
// only where a team of its side that the attack gave casualties stands within 50 m and in its
// sight on the board as it stands when the check is resolved; else it is dropped, the one
// resolving the check is told why, and the morale card the check posts says so, and why, for the
// GM who did not press the button; where it was the team's only reason and no check is rolled, a
// player's press whispers the GMs a note saying so and why, and a GM's own press posts nothing.
// After a real init on the v13 stand-ins (actions/fire-board.ts).
import { describe, expect, it } from "vitest";
import { fire, fireBoard, GRENADE_ANSWER } from "./fire-board";
import { pressCardButton } from "../../../helpers/card-buttons";
import type { MoraleCardContext } from "../../../../src/rulesets/striker/view/morale-card";
import type { MoraleNotDueNoteContext } from "../../../../src/rulesets/striker/view/morale-not-due-note";

type Reasons = { uuid: string; reasons: string[] }[];

/**
 * The hand grenade thrown from 40 m (actions/fire.test.ts): the target at 500 px is hit without
 * loss, its friend 12 m off at 524 px loses its 1st. Three more teams of the target's side stand
 * outside the 20 m burst: one 18 m from the friend (560 px), one 43 px below the friend, and one
 * far off; an enemy team stands 21.5 m from the friend. 100 px is 50 m.
 */
async function grenadeCard() {
  const t = await fireBoard([3, 3, 4, 3, 2, 5, 4, 1, 6, 6, 6, 6], 524);
  t.firerToken.center = { x: 420, y: 0 };
  const team = (id: string, name: string) => t.team(`Actor.${id}`, name, { morale: { value: 6, start: 6 } });
  const near = team("near", "Red <i>D4</i>");
  const below = team("below", "Red E5");
  const far = team("far", "Red <b>Far</b>");
  const foe = team("foe", "Blue F6");
  // the red side is disposition -1, the firer's blue 1 (actions/fire-board.ts)
  t.place(near, "tnear", 560, -1);
  const belowToken = t.canvas.place(below, { x: 524, y: 80 }, { _id: "tbelow", disposition: -1 });
  t.place(far, "tfar", 3000, -1);
  t.canvas.place(foe, { x: 540, y: -40 }, { _id: "tfoe", disposition: 1 });
  t.answer(GRENADE_ANSWER);
  await fire();
  const card = t.messages[0]!;
  t.answer({ status: "open", nearbyCasualties: 0 });
  // the format stand-in gives the key; each message's data is kept to see the names filled in
  const formats: { key: string; data?: Record<string, unknown> }[] = [];
  t.g.game.i18n.format = (key: string, data?: Record<string, unknown>) => (formats.push({ key, ...(data ? { data } : {}) }), key);
  return { t, card, belowToken, formats };
}

/** The morale card's reasons, as posted. */
const postedReasons = (message: { system: unknown }) => (message.system as { payload: { reasons: string[] } }).payload.reasons;
/** Why the morale card says "saw casualties nearby" was not counted, as posted ("" where it was not dropped). */
const postedDrop = (message: { system: unknown }) => (message.system as { payload: { nearbyDropped: string } }).payload.nearbyDropped;

/** A message as the stand-in keeps it: its card kind, whom it is whispered to, its HTML and who sees it. */
interface Posted {
  readonly system: { kind: string };
  readonly whisper: string[];
  readonly content: string;
  readonly visible: boolean;
}
const asPosted = (message: unknown) => message as Posted;

/** The fire card's attack and dice posted again by its author with more teams called and the reasons the author claims, as a client may write its own message. */
async function repost(t: Awaited<ReturnType<typeof grenadeCard>>["t"], fired: Awaited<ReturnType<typeof grenadeCard>>["card"], extra: Reasons) {
  const honest = fired.system.payload as { moraleDue: string[]; moraleReasons: Reasons };
  const payload = { ...structuredClone(fired.system.payload), moraleDue: [...honest.moraleDue, ...extra.map((e) => e.uuid)], moraleReasons: [...honest.moraleReasons, ...extra] };
  // the stand-in Rolls carry their dice as v13's do; the recorder's type names only the formula
  const posted = fired.rolls as unknown as readonly { formula: string; dice: readonly { results: readonly { result: number }[] }[] }[];
  const rolls = posted.map((r) => ({ formula: r.formula, dice: r.dice.map((d) => ({ results: d.results.map((x) => ({ result: x.result })) })) }));
  const g = globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<unknown> } } };
  await g.ChatMessage.implementation.create({ type: "card", rolls, system: { kind: "strFire", actorUuid: "Actor.firer", payload, targets: structuredClone(fired.system.targets) } });
  return t.messages.at(-1)!;
}

describe("a fire card's claim that a team saw casualties nearby, judged from the board (Striker 8.C.1)", () => {
  it("is kept for a team of the friend's side 18 m from it and in its sight", async () => {
    const { t, card } = await grenadeCard();
    // the poster traced it: the near team saw the friend's casualty
    expect((card.system.payload as { moraleReasons: Reasons }).moraleReasons).toContainEqual({ uuid: "Actor.near", reasons: ["nearbyCasualty"] });
    await pressCardButton(card, "strMorale", { actorUuid: "Actor.near" });
    expect(t.notes).toEqual([]);
    expect(t.messages).toHaveLength(2);
    expect(postedReasons(t.messages[1]!)).toEqual(["nearbyCasualty"]);
    expect(t.context<MoraleCardContext>("cards/morale.hbs").reasons).toEqual(["STARSKIRMISH.Striker.Morale.Reason.nearbyCasualty"]);
    // nothing dropped, nothing said against it
    expect(postedDrop(t.messages[1]!)).toBe("");
    expect(t.context<MoraleCardContext>("cards/morale.hbs").nearbyDroppedLabel).toBeNull();
  });

  it("is dropped for a far team the author adds, and for an enemy team beside the casualties, and the GM is told why", async () => {
    const { t, card, formats } = await grenadeCard();
    const forged = await repost(t, card, [
      { uuid: "Actor.far", reasons: ["nearbyCasualty"] },
      { uuid: "Actor.foe", reasons: ["nearbyCasualty"] },
    ]);
    const before = t.messages.length;
    t.stubs.actAs("gm");
    await pressCardButton(forged, "strMorale", { actorUuid: "Actor.far" });
    // the far team is 1238 m from the friend that took the casualty: no check is rolled
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Morale.nearbyNotSeen", "STARSKIRMISH.Striker.Morale.notDue"]);
    expect(t.messages).toHaveLength(before);
    // the team's name, typed by a user, is filled in escaped
    expect(formats.find((f) => f.key === "STARSKIRMISH.Striker.Morale.nearbyNotSeen")?.data).toEqual({ team: "Red &lt;b&gt;Far&lt;/b&gt;" });
    // 21.5 m from the friend and in sight, but of the other side: not a friendly team's casualty
    await pressCardButton(forged, "strMorale", { actorUuid: "Actor.foe" });
    expect(t.notes.slice(2)).toEqual(["STARSKIRMISH.Striker.Morale.nearbyNotSeen", "STARSKIRMISH.Striker.Morale.notDue"]);
    expect(t.messages).toHaveLength(before);
    // the same forged card still lets a team the board bears out roll, with its reason
    await pressCardButton(forged, "strMorale", { actorUuid: "Actor.near" });
    expect(t.messages).toHaveLength(before + 1);
    expect(postedReasons(t.messages.at(-1)!)).toEqual(["nearbyCasualty"]);
  });

  it("is judged where the teams stand when the check is resolved: moved away, or a wall put up, drops it", async () => {
    const { t, card, belowToken } = await grenadeCard();
    const posted = (card.system.payload as { moraleReasons: Reasons }).moraleReasons;
    expect(posted).toContainEqual({ uuid: "Actor.below", reasons: ["nearbyCasualty"] });
    // the near team walks 100 m off before its owner rolls
    t.canvas.tokens.get("tnear")!.center = { x: 760, y: 0 };
    await pressCardButton(card, "strMorale", { actorUuid: "Actor.near" });
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Morale.nearbyNotSeen", "STARSKIRMISH.Striker.Morale.notDue"]);
    // no morale card: only the note the owner's press whispers the GM
    expect(t.messages.map((m) => asPosted(m).system.kind)).toEqual(["strFire", "strMoraleNotDue"]);
    // a wall now stands between the team below and the friend (not across the grenade's line)
    t.canvas.scene.addWall({ c: [400, 40, 650, 40] });
    await pressCardButton(card, "strMorale", { actorUuid: "Actor.below" });
    expect(t.notes.slice(2)).toEqual(["STARSKIRMISH.Striker.Morale.nearbyNotSeen", "STARSKIRMISH.Striker.Morale.notDue"]);
    expect(t.messages.map((m) => asPosted(m).system.kind)).toEqual(["strFire", "strMoraleNotDue", "strMoraleNotDue"]);
    expect(belowToken.center).toEqual({ x: 524, y: 80 });
  });

  it("keeps a team's own reasons and drops only the unseen casualties: the target, hit, whose friend's token is gone; its card says so", async () => {
    const { t, card } = await grenadeCard();
    // the friend that took the casualty is taken off the board before the target rolls
    await t.canvas.tokens.get("tn")!.document.delete();
    // the target's owner presses it, not the GM: the warning is the presser's alone
    expect(t.g.game.user?.id).toBe("player1");
    await pressCardButton(card, "strMorale", { actorUuid: "Actor.target" });
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Morale.nearbyNotSeen"]);
    expect(t.messages).toHaveLength(2);
    expect(postedReasons(t.messages[1]!)).toEqual(["hit"]);
    // the card everyone sees, the GM too, says the claim was not counted and why
    expect(postedDrop(t.messages[1]!)).toBe("notSeen");
    expect(t.context<MoraleCardContext>("cards/morale.hbs").nearbyDroppedLabel).toBe("STARSKIRMISH.Striker.Morale.NearbyDropped.notSeen");
    expect((t.messages[1] as unknown as { content: string }).content).toContain('<p class="str-morale-dropped">Not counted as a reason to check: “saw casualties nearby”. As the board stood when this check was rolled,');
  });

  it("says on the card where the team had no token to judge from: the target, hit, its own token gone", async () => {
    const { t, card } = await grenadeCard();
    await t.canvas.tokens.get("tt")!.document.delete();
    await pressCardButton(card, "strMorale", { actorUuid: "Actor.target" });
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Morale.nearbyNoToken"]);
    expect(t.messages).toHaveLength(2);
    expect(postedReasons(t.messages[1]!)).toEqual(["hit"]);
    expect(postedDrop(t.messages[1]!)).toBe("noToken");
    expect(t.context<MoraleCardContext>("cards/morale.hbs").nearbyDroppedLabel).toBe("STARSKIRMISH.Striker.Morale.NearbyDropped.noToken");
  });

  it("is not counted for a team with no token on the scene to judge from, and the resolver is told", async () => {
    const { t, card } = await grenadeCard();
    await t.canvas.tokens.get("tnear")!.document.delete();
    await pressCardButton(card, "strMorale", { actorUuid: "Actor.near" });
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Morale.nearbyNoToken", "STARSKIRMISH.Striker.Morale.notDue"]);
    // no morale card; the GM is whispered why: no token to judge from
    expect(t.messages).toHaveLength(2);
    expect(asPosted(t.messages[1]).system.kind).toBe("strMoraleNotDue");
    expect(t.context<MoraleNotDueNoteContext>("cards/morale-not-due.hbs").whyLabel).toBe("STARSKIRMISH.Striker.Morale.NotDueNote.noToken");
    expect(asPosted(t.messages[1]).content).toContain("The board could not show where this team stands");
  });
});

describe("a Morale press the board leaves with no reason to check, told to the GM (Striker 8.C.1)", () => {
  it("a player's press whispers the GMs, and only them, which team was not due and why, its names escaped; a second press tells nothing more", async () => {
    const { t, card } = await grenadeCard();
    t.canvas.tokens.get("tnear")!.center = { x: 760, y: 0 };
    expect(t.g.game.user?.id).toBe("player1");
    await pressCardButton(card, "strMorale", { actorUuid: "Actor.near" });
    // the presser keeps the warning
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Morale.nearbyNotSeen", "STARSKIRMISH.Striker.Morale.notDue"]);
    expect(t.messages).toHaveLength(2);
    const note = asPosted(t.messages[1]);
    expect(note.system.kind).toBe("strMoraleNotDue");
    expect(note.whisper).toEqual(["gm"]);
    expect(t.context<MoraleNotDueNoteContext>("cards/morale-not-due.hbs")).toEqual({ teamName: "Red <i>D4</i>", whyLabel: "STARSKIRMISH.Striker.Morale.NotDueNote.notSeen", presserName: "player1" });
    expect(note.content).toContain('<p class="ssk-card-actor">Red &lt;i&gt;D4&lt;/i&gt;</p>');
    expect(note.content).not.toContain("<i>D4</i>");
    expect(note.content).toContain("Morale check not due");
    expect(note.content).toContain("no team of its side that the fire gave casualties was within 50");
    // the GM sees it; another player does not
    t.stubs.actAs("gm");
    expect(asPosted(t.messages[1]).visible).toBe(true);
    t.stubs.actAs("player2");
    expect(asPosted(t.messages[1]).visible).toBe(false);
    // the same press again is warned again, and tells the GM nothing new
    t.stubs.actAs("player1");
    await pressCardButton(card, "strMorale", { actorUuid: "Actor.near" });
    expect(t.notes.slice(2)).toEqual(["STARSKIRMISH.Striker.Morale.nearbyNotSeen", "STARSKIRMISH.Striker.Morale.notDue"]);
    expect(t.messages).toHaveLength(2);
  });

  it("the GM's own press posts nothing: the GM has the warning on screen", async () => {
    const { t, card } = await grenadeCard();
    t.canvas.tokens.get("tnear")!.center = { x: 760, y: 0 };
    t.stubs.actAs("gm");
    await pressCardButton(card, "strMorale", { actorUuid: "Actor.near" });
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Morale.nearbyNotSeen", "STARSKIRMISH.Striker.Morale.notDue"]);
    expect(t.messages).toHaveLength(1);
  });

  it("a player who does not own the team posts nothing: the roll would be refused anyway", async () => {
    const { t, card } = await grenadeCard();
    t.canvas.tokens.get("tnear")!.center = { x: 760, y: 0 };
    t.stubs.actAs("player2");
    await pressCardButton(card, "strMorale", { actorUuid: "Actor.near" });
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Morale.nearbyNotSeen", "STARSKIRMISH.Striker.Morale.notDue"]);
    expect(t.messages).toHaveLength(1);
  });
});
