// An actor's earlier cards of a turn of a combat, from the GM's ledger as data (core/earlier-cards.ts):
// only cards recorded before the one judged, in the GM's recording order, of the kinds asked, for
// the same actor, in the same combat and turn (and phase or step when asked), by an author who may
// act for the actor.
import { describe, expect, it } from "vitest";
import { CARD_REFUSED_RECORD, readLedger, withSnapshot, type CardLedger, type CardSnapshot, type CombatPlace } from "../../src/core/card-ledger";
import { earlierCards } from "../../src/core/earlier-cards";

const place = (turn: number, extra: Partial<CombatPlace> = {}): CombatPlace => ({ combat: "c1", turn, phase: "combat", ...extra });

const card = (at: number, extra: Partial<CardSnapshot> = {}): CardSnapshot => ({
  kind: "shot",
  author: "p1",
  actorUuid: "Actor.a",
  payload: {},
  targets: [],
  dice: [{ formula: "1d6", faces: [3] }],
  at,
  applied: {},
  combat: place(2),
  ...extra,
});

const ledgerOf = (...entries: [string, CardSnapshot][]): CardLedger => entries.reduce<CardLedger>((l, [id, e]) => withSnapshot(l, id, e), {});
const ids = (found: readonly [string, CardSnapshot][]) => found.map(([id]) => id);
const QUERY = { kinds: ["shot"], actorUuid: "Actor.a", when: { combat: "c1", turn: 2 } };

describe("an actor's earlier cards of a turn", () => {
  it("gives the cards recorded before the one judged, oldest first, and none after it", () => {
    const ledger = ledgerOf(["m1", card(1)], ["m2", card(2)], ["m3", card(3)], ["m4", card(4)]);
    expect(ids(earlierCards(ledger, { ...QUERY, before: "m3" }))).toEqual(["m1", "m2"]);
    expect(ids(earlierCards(ledger, { ...QUERY, before: "m1" }))).toEqual([]);
    // with no card judged (a GM's act about to be recorded), every card of the turn counts
    expect(ids(earlierCards(ledger, QUERY))).toEqual(["m1", "m2", "m3", "m4"]);
  });

  it("orders by when the GM recorded each, whatever order the stored ledger keeps its keys in", () => {
    const stored = readLedger({ m3: card(3), m1: card(1), m2: card(2) });
    expect(ids(earlierCards(stored, { ...QUERY, before: "m2" }))).toEqual(["m1"]);
    expect(ids(earlierCards(stored, { ...QUERY, before: "m3" }))).toEqual(["m1", "m2"]);
  });

  it("tells two cards recorded in the same millisecond apart by the ledger's order", () => {
    const ledger = ledgerOf(["m1", card(5)], ["m2", card(5)]);
    expect(ids(earlierCards(ledger, { ...QUERY, before: "m2" }))).toEqual(["m1"]);
    expect(ids(earlierCards(ledger, { ...QUERY, before: "m1" }))).toEqual([]);
  });

  it("leaves out cards of another combat, another turn, another actor and another kind", () => {
    const ledger = ledgerOf(
      ["other-combat", card(1, { combat: place(2, { combat: "c0" }) })],
      ["other-turn", card(2, { combat: place(1) })],
      ["other-actor", card(3, { actorUuid: "Actor.b" })],
      ["other-kind", card(4, { kind: "morale" })],
      ["outside-combat", card(5, { combat: undefined })],
      ["same", card(6)],
      ["judged", card(7)],
    );
    expect(ids(earlierCards(ledger, { ...QUERY, before: "judged" }))).toEqual(["same"]);
    // the kinds asked may be several
    expect(ids(earlierCards(ledger, { ...QUERY, kinds: ["shot", "morale"], before: "judged" }))).toEqual(["other-kind", "same"]);
  });

  it("narrows to a phase or step when asked", () => {
    const ledger = ledgerOf(["a", card(1, { combat: place(2, { phase: "move" }) })], ["b", card(2, { combat: place(2, { phase: "fire", step: "f" }) })], ["c", card(3)]);
    expect(ids(earlierCards(ledger, { ...QUERY, when: { combat: "c1", turn: 2, phase: "fire" } }))).toEqual(["b"]);
    expect(ids(earlierCards(ledger, { ...QUERY, when: { combat: "c1", turn: 2, step: "g" } }))).toEqual([]);
  });

  it("counts no card whose author may not act for the actor, and none for no actor or no combat", () => {
    const ledger = ledgerOf(["forged", card(1, { author: "p2" })], ["own", card(2)], ["judged", card(3)]);
    const mayAct = (author: string, actorUuid: string) => author === "p1" && actorUuid === "Actor.a";
    expect(ids(earlierCards(ledger, { ...QUERY, before: "judged", mayAct }))).toEqual(["own"]);
    expect(earlierCards(ledger, { ...QUERY, actorUuid: "" })).toEqual([]);
    expect(earlierCards(ledger, { ...QUERY, when: { combat: "", turn: 2 } })).toEqual([]);
  });

  it("counts no card the GM's client refused as a whole: it landed nothing, so it is no shot", () => {
    const refused = (at: number, reason: unknown) => card(at, { gm: { [CARD_REFUSED_RECORD]: reason } });
    const ledger = ledgerOf(["refused", refused(1, "STARSKIRMISH.Error.forged")], ["other-record", card(2, { gm: { judged: true } })], ["blank-reason", refused(3, "")], ["judged", card(4)]);
    expect(ids(earlierCards(ledger, { ...QUERY, before: "judged" }))).toEqual(["other-record", "blank-reason"]);
    // the refusal, read back from the stored ledger, still counts for nothing
    expect(ids(earlierCards(readLedger(structuredClone(ledger)), QUERY))).toEqual(["other-record", "blank-reason", "judged"]);
  });

  it("places a card where the caller says it counts (an answer in its prompt's turn)", () => {
    const ledger = ledgerOf(["call", card(1, { kind: "call", author: "gm", payload: { turn: 2 } })], ["answer", card(2, { answers: "call", combat: place(9) })], ["judged", card(3)]);
    const placeOf = (e: CardSnapshot, l: CardLedger) => {
      const turn = e.answers ? l[e.answers]?.payload.turn : undefined;
      return typeof turn === "number" ? { combat: "c1", turn } : null;
    };
    expect(ids(earlierCards(ledger, { ...QUERY, before: "judged", placeOf }))).toEqual(["answer"]);
    expect(ids(earlierCards(ledger, { ...QUERY, before: "judged" }))).toEqual([]);
  });

  it("reads a recorded combat place back from the stored ledger, and drops a malformed one", () => {
    const stored = readLedger({ m1: { ...card(1), combat: { combat: "c1", turn: 2, phase: "f", step: "x" } }, m2: { ...card(2), combat: { combat: "c1", turn: "2" } } });
    expect(stored.m1?.combat).toEqual({ combat: "c1", turn: 2, phase: "f", step: "x" });
    expect(stored.m2?.combat).toBeUndefined();
  });
});
