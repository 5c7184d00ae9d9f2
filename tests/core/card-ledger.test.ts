// The GM's card ledger as data: snapshots kept once and pruned oldest first, applied marks, what
// reads back from a stored value, and the decision Apply takes from it.
import { describe, expect, it } from "vitest";
import { cardRefusal, decideFromLedger, readLedger, withGmRecord, withApplied, withRevisedResult, withSnapshot, type CardSnapshot } from "../../src/core/card-ledger";

const snapshot = (at: number, extra: Partial<CardSnapshot> = {}): CardSnapshot => ({
  kind: "spFire",
  author: "p1",
  actorUuid: "Actor.a",
  payload: {},
  targets: [{ key: "t1", actorUuid: "Actor.b", name: "B", markers: { "sp-wound": 1 }, data: {} }],
  dice: [{ formula: "1d20", faces: [12] }],
  at,
  applied: {},
  ...extra,
});

describe("the card ledger", () => {
  it("keeps the first snapshot of a card and drops the oldest past the limit", () => {
    let ledger = withSnapshot({}, "m1", snapshot(1));
    ledger = withSnapshot(ledger, "m1", snapshot(9, { author: "forger" }));
    expect(ledger.m1?.author).toBe("p1");
    ledger = withSnapshot(ledger, "m2", snapshot(2), 2);
    ledger = withSnapshot(ledger, "m3", snapshot(3), 2);
    expect(Object.keys(ledger).sort()).toEqual(["m2", "m3"]);
  });

  it("marks a target applied, and refuses to mark a card it never recorded", () => {
    const ledger = withApplied(withSnapshot({}, "m1", snapshot(1)), "m1", "t1", { by: "p2", at: 5 });
    expect(ledger.m1?.applied).toEqual({ t1: { by: "p2", at: 5 } });
    expect(() => withApplied(ledger, "m9", "t1", { by: "p2", at: 5 })).toThrow(RangeError);
  });

  it("replaces a card's payload and targets when the GM revises it, but not once a target was applied", () => {
    const ledger = withSnapshot({}, "m1", snapshot(1));
    const target = { key: "t2", actorUuid: "Actor.c", name: "C", markers: { "sp-wound": 2 }, data: {} };
    const revised = withRevisedResult(ledger, "m1", { payload: { spends: 1 }, targets: [target] });
    expect(revised.m1?.targets).toEqual([target]);
    expect(revised.m1?.payload).toEqual({ spends: 1 });
    expect(revised.m1?.dice).toEqual(snapshot(1).dice);
    // marked as the GM's revision, and read back so
    expect(revised.m1?.revised).toBe(true);
    expect(readLedger(JSON.parse(JSON.stringify(revised))).m1?.revised).toBe(true);
    expect(readLedger(JSON.parse(JSON.stringify(ledger))).m1?.revised).toBeUndefined();
    expect(decideFromLedger(revised.m1, "t2", true).ok).toBe(true);
    expect(decideFromLedger(revised.m1, "t1", true).ok).toBe(false);
    const applied = withApplied(ledger, "m1", "t1", { by: "p2", at: 5 });
    expect(() => withRevisedResult(applied, "m1", { payload: {}, targets: [target] })).toThrow(RangeError);
    expect(() => withRevisedResult(ledger, "m9", { payload: {}, targets: [] })).toThrow(RangeError);
  });

  it("reads back what was stored and drops entries that do not read", () => {
    const stored = JSON.parse(JSON.stringify({ m1: snapshot(1), bad: { kind: 3 }, worse: "x" }));
    expect(readLedger(stored)).toEqual({ m1: snapshot(1) });
    expect(readLedger(null)).toEqual({});
    expect(readLedger({ m1: { ...snapshot(1), targets: [{ key: 1 }] } })).toEqual({});
  });

  it("decides from the record: recorded, author owns the actor, target listed, not yet applied", () => {
    const entry = snapshot(1);
    expect(decideFromLedger(undefined, "t1", true)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.cardNotRecorded" });
    expect(decideFromLedger(entry, "t1", false)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.authorNotOwner" });
    expect(decideFromLedger(entry, "t2", true)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.targetNotOnCard" });
    expect(decideFromLedger({ ...entry, applied: { t1: { by: "gm", at: 2 } } }, "t1", true)).toMatchObject({ ok: false, reason: "STARSKIRMISH.Error.alreadyApplied", mark: { by: "gm" } });
    expect(decideFromLedger(entry, "t1", true)).toEqual({ ok: true, target: entry.targets[0] });
  });

  it("refuses every target of a card a GM's client refused as a whole, with its reason, and keeps it through a save", () => {
    const ledger = withGmRecord({ m1: snapshot(1) }, "m1", "refused", "STARSKIRMISH.Test.noneLeft");
    const stored = readLedger(JSON.parse(JSON.stringify(ledger)));
    expect(cardRefusal(stored.m1)).toBe("STARSKIRMISH.Test.noneLeft");
    expect(decideFromLedger(stored.m1, "t1", true)).toEqual({ ok: false, reason: "STARSKIRMISH.Test.noneLeft" });
    // another record against the card (a Tactics spend, say) refuses nothing
    const spent = withGmRecord({ m1: snapshot(1) }, "m1", "spends", [1]);
    expect(cardRefusal(spent.m1)).toBeNull();
    expect(decideFromLedger(spent.m1, "t1", true).ok).toBe(true);
    expect(cardRefusal(withGmRecord({ m1: snapshot(1) }, "m1", "refused", "").m1)).toBeNull();
  });
});
