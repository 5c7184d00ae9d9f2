// Cards that answer a prompt, judged from the GM's ledger as data (core/card-prompts.ts): the first
// answer per prompt and actor stands, a later one is rolled again, and an answer naming no prompt
// the ledger holds as calling its actor (or none where one is required) is unprompted.
import { describe, expect, it } from "vitest";
import { readLedger, withSnapshot, type CardLedger, type CardSnapshot } from "../../src/core/card-ledger";
import { promptListsActor, promptRefusal, promptStanding, type PromptRule } from "../../src/core/card-prompts";

const card = (at: number, extra: Partial<CardSnapshot> = {}): CardSnapshot => ({
  kind: "answer",
  author: "p1",
  actorUuid: "Actor.a",
  payload: {},
  targets: [],
  dice: [{ formula: "1d20", faces: [12] }],
  at,
  applied: {},
  ...extra,
});
const prompt = (at: number, extra: Partial<CardSnapshot> = {}): CardSnapshot =>
  card(at, { kind: "prompt", author: "gm", actorUuid: "Actor.victim", dice: [], targets: [{ key: "a", actorUuid: "Actor.a", name: "A", markers: {}, data: {} }], ...extra });

const RULE: PromptRule = { by: ["prompt"] };
const isGm = (id: string) => id === "gm";
const ledgerOf = (...entries: [string, CardSnapshot][]): CardLedger => entries.reduce<CardLedger>((l, [id, e]) => withSnapshot(l, id, e), {});

describe("where an answer stands against its prompt", () => {
  it("the first answer per prompt and actor stands; a later one for the same pair is rolled again and names the first", () => {
    const ledger = ledgerOf(["p", prompt(1)], ["m1", card(2, { answers: "p" })], ["m2", card(3, { answers: "p" })]);
    expect(promptStanding(ledger, "m1", RULE, isGm)).toEqual({ standing: "first" });
    expect(promptStanding(ledger, "m2", RULE, isGm)).toEqual({ standing: "again", first: "m1" });
    expect(promptRefusal(promptStanding(ledger, "m2", RULE, isGm))).toBe("STARSKIRMISH.Error.promptAnsweredBefore");
    expect(promptRefusal(promptStanding(ledger, "m1", RULE, isGm))).toBeNull();
  });

  it("judges the first by when the GM recorded each, not by the order of the ledger's keys", () => {
    // a ledger read back from the setting keeps whatever key order it was stored in
    const stored = readLedger({ m2: card(3, { answers: "p" }), p: prompt(1), m1: card(2, { answers: "p" }) });
    expect(promptStanding(stored, "m2", RULE, isGm)).toEqual({ standing: "again", first: "m1" });
    expect(promptStanding(stored, "m1", RULE, isGm)).toEqual({ standing: "first" });
  });

  it("counts answers apart by actor and by kind: two friends called by one prompt each answer once", () => {
    const two = prompt(1, { targets: ["a", "b"].map((k) => ({ key: k, actorUuid: `Actor.${k}`, name: k, markers: {}, data: {} })) });
    const ledger = ledgerOf(["p", two], ["m1", card(2, { answers: "p" })], ["m2", card(3, { answers: "p", actorUuid: "Actor.b" })], ["m3", card(4, { answers: "p", kind: "other" })]);
    expect(promptStanding(ledger, "m2", RULE, isGm)).toEqual({ standing: "first" });
    expect(promptStanding(ledger, "m3", { by: ["prompt"] }, isGm)).toEqual({ standing: "first" });
  });

  it("an answer naming no prompt is none, unless its kind requires one and it carries dice", () => {
    const ledger = ledgerOf(["m1", card(1)], ["m2", card(2, { dice: [] })]);
    expect(promptStanding(ledger, "m1", RULE, isGm)).toEqual({ standing: "none" });
    expect(promptStanding(ledger, "m1", { ...RULE, required: true }, isGm)).toEqual({ standing: "unprompted" });
    // a required kind's prompt is a card of the same kind without dice: it answers nothing
    expect(promptStanding(ledger, "m2", { ...RULE, required: true }, isGm)).toEqual({ standing: "none" });
    expect(promptRefusal({ standing: "none" })).toBeNull();
  });

  it("an answer naming a prompt the ledger does not hold, of another kind, itself, or not calling its actor is unprompted", () => {
    const ledger = ledgerOf(["p", prompt(1)], ["q", prompt(1, { kind: "fire" })], ["gone", card(2, { answers: "nowhere" })], ["wrong", card(3, { answers: "q" })], ["self", card(4, { answers: "self" })], ["stranger", card(5, { answers: "p", actorUuid: "Actor.z" })]);
    for (const id of ["gone", "wrong", "self", "stranger"]) expect(promptStanding(ledger, id, RULE, isGm), id).toEqual({ standing: "unprompted" });
    expect(promptRefusal({ standing: "unprompted" })).toBe("STARSKIRMISH.Error.promptNotRecorded");
    expect(promptStanding(ledger, "not-recorded", RULE, isGm)).toEqual({ standing: "unprompted" });
  });

  it("a kind whose prompts only the GM's client posts takes none a player posted", () => {
    const ledger = ledgerOf(["p", prompt(1, { author: "p2" })], ["m1", card(2, { answers: "p" })]);
    expect(promptStanding(ledger, "m1", RULE, isGm)).toEqual({ standing: "first" });
    expect(promptStanding(ledger, "m1", { ...RULE, fromGm: true }, isGm)).toEqual({ standing: "unprompted" });
  });

  it("reads the prompt where the kind keeps it, and asks the kind whether the prompt called the answer", () => {
    const inPayload: PromptRule = { by: ["prompt"], promptOf: (e) => String(e.payload.prompt ?? ""), calls: (p, a) => p.payload.count === a.payload.count };
    const ledger = ledgerOf(["p", prompt(1, { payload: { count: 2 } })], ["m1", card(2, { payload: { prompt: "p", count: 2 } })], ["m2", card(3, { payload: { prompt: "p", count: 3 } })], ["m3", card(4, { payload: { prompt: "p", count: 2 } })]);
    expect(promptStanding(ledger, "m1", inPayload, isGm)).toEqual({ standing: "first" });
    expect(promptStanding(ledger, "m2", inPayload, isGm)).toEqual({ standing: "unprompted" });
    expect(promptStanding(ledger, "m3", inPayload, isGm)).toEqual({ standing: "again", first: "m1" });
  });

  it("by default a prompt calls the actor it was posted for or lists, never an answer for no actor", () => {
    expect(promptListsActor(prompt(1), card(2))).toBe(true);
    expect(promptListsActor(prompt(1), card(2, { actorUuid: "Actor.victim" }))).toBe(true);
    expect(promptListsActor(prompt(1), card(2, { actorUuid: "Actor.z" }))).toBe(false);
    expect(promptListsActor(prompt(1, { actorUuid: "" }), card(2, { actorUuid: "" }))).toBe(false);
  });

  it("counts only answers by an author who may answer for the actor: another player's card stands nowhere and leaves the owner's first", () => {
    // p2 posts an answer for p1's actor before p1 rolls
    const ledger = ledgerOf(["p", prompt(1)], ["forged", card(2, { answers: "p", author: "p2" })], ["own", card(3, { answers: "p" })], ["again", card(4, { answers: "p" })]);
    const mayAnswer = (author: string, actorUuid: string) => author === "gm" || (author === "p1" && actorUuid === "Actor.a");
    expect(promptStanding(ledger, "forged", RULE, isGm, mayAnswer)).toEqual({ standing: "unprompted" });
    expect(promptStanding(ledger, "own", RULE, isGm, mayAnswer)).toEqual({ standing: "first" });
    expect(promptStanding(ledger, "again", RULE, isGm, mayAnswer)).toEqual({ standing: "again", first: "own" });
    // a GM may answer for anyone; without the judge, every author counts (as before)
    expect(promptStanding(ledgerOf(["p", prompt(1)], ["g", card(2, { answers: "p", author: "gm" })]), "g", RULE, isGm, mayAnswer)).toEqual({ standing: "first" });
    expect(promptStanding(ledger, "own", RULE, isGm)).toEqual({ standing: "again", first: "forged" });
  });

  it("the ledger keeps the prompt a card names as it reads back, and only a name", () => {
    const read = readLedger({ m1: { ...card(1), answers: "p" }, m2: { ...card(2), answers: 7 }, m3: { ...card(3), answers: "" } });
    expect(read.m1?.answers).toBe("p");
    expect(read.m2?.answers).toBeUndefined();
    expect(read.m3?.answers).toBeUndefined();
  });
});
