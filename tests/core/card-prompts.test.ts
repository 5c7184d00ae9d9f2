// Cards that answer a prompt, judged from the GM's ledger as data (core/card-prompts.ts): the first
// answer per prompt and actor stands, a later one is rolled again, and an answer naming no prompt
// the ledger holds as calling its actor (or none where one is required) is unprompted; an answer the
// GM's client refused is no answer, and which refusals at Apply make it so.
import { describe, expect, it } from "vitest";
import { readLedger, withGmRecord, withSnapshot, type CardLedger, type CardSnapshot } from "../../src/core/card-ledger";
import { promptListsActor, promptRefusal, promptStanding, voidsAnswer, type PromptRule } from "../../src/core/card-prompts";

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

  it("an answer the GM's client refused is no answer: the next one stands first, and the refused one says why", () => {
    const answered = ledgerOf(["p", prompt(1)], ["forged", card(2, { answers: "p" })], ["honest", card(3, { answers: "p" })], ["later", card(4, { answers: "p" })]);
    // before the GM's record refuses it, the forged card stands and the honest one is rolled again
    expect(promptStanding(answered, "honest", RULE, isGm)).toEqual({ standing: "again", first: "forged" });
    const ledger = withGmRecord(answered, "forged", "refused", "STARSKIRMISH.Error.resultNotFromDice");
    expect(promptStanding(ledger, "forged", RULE, isGm)).toEqual({ standing: "refused", reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect(promptStanding(ledger, "honest", RULE, isGm)).toEqual({ standing: "first" });
    expect(promptStanding(ledger, "later", RULE, isGm)).toEqual({ standing: "again", first: "honest" });
    expect(promptRefusal(promptStanding(ledger, "forged", RULE, isGm))).toBe("STARSKIRMISH.Error.resultNotFromDice");
    // another record against a card (a spend, say) refuses nothing
    const spent = withGmRecord(answered, "forged", "spends", [1]);
    expect(promptStanding(spent, "honest", RULE, isGm)).toEqual({ standing: "again", first: "forged" });
  });

  it("a refused card that names no prompt calling its actor stays unprompted or none", () => {
    const ledger = withGmRecord(withGmRecord(ledgerOf(["p", prompt(1)], ["sheet", card(2)], ["stranger", card(3, { answers: "p", actorUuid: "Actor.z" })]), "sheet", "refused", "X"), "stranger", "refused", "X");
    expect(promptStanding(ledger, "sheet", RULE, isGm)).toEqual({ standing: "none" });
    expect(promptStanding(ledger, "stranger", RULE, isGm)).toEqual({ standing: "unprompted" });
  });

  it("voids a first answer only for a refusal that proves it forged, and only before any of it landed", () => {
    const first = { standing: "first" } as const;
    const entry = card(2, { answers: "p" });
    expect(voidsAnswer(entry, first, "STARSKIRMISH.Error.notDerivable")).toBe(true);
    expect(voidsAnswer(entry, first, "STARSKIRMISH.Error.resultNotFromDice")).toBe(true);
    // the board or the sheet, read at Apply, may have changed since the roll: no re-roll for that
    expect(voidsAnswer(entry, first, "STARSKIRMISH.Test.boardChanged")).toBe(false);
    expect(voidsAnswer(entry, first, "STARSKIRMISH.Test.notItsOwn", ["STARSKIRMISH.Test.notItsOwn"])).toBe(true);
    expect(voidsAnswer(entry, first, "STARSKIRMISH.Test.boardChanged", ["STARSKIRMISH.Test.notItsOwn"])).toBe(false);
    // a target of it already landed: the answer has counted
    expect(voidsAnswer({ ...entry, applied: { t1: { by: "gm", at: 3 } } }, first, "STARSKIRMISH.Error.resultNotFromDice")).toBe(false);
    // a card that is no first answer has nothing to void
    for (const standing of [{ standing: "none" }, { standing: "again", first: "m0" }, { standing: "unprompted" }] as const) {
      expect(voidsAnswer(entry, standing, "STARSKIRMISH.Error.resultNotFromDice")).toBe(false);
    }
  });
});
