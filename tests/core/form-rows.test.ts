/**
 * A form's list rows, kept to the fields the user changed and laid over the list as it is now:
 * a row found again by its key after others were added or removed, a list without keys known by
 * place only while its length holds, nested rows (a weapon's range columns) edited in place.
 */
import { describe, expect, it } from "vitest";
import { applyRowEdits, changedFields, changedFormFields, changedRowFields, keyedRowNow, rowEditsNow, rowNow } from "../../src/core/form-rows";

interface Seat {
  role: string;
  who: string;
}
const seat = (role: string, who: string): Seat => ({ role, who });
const byWho = (s: Seat) => s.who;

describe("changedRowFields", () => {
  const shown = [seat("pilot", "a"), seat("gunner", "b"), seat("crewman", "")];

  it("keeps only the fields that differ from the row shown", () => {
    const sent = { "0": { role: "pilot", who: "a" }, "1": { role: "navigator", who: "b" }, "2": { role: "crewman", who: "" } };
    expect(changedRowFields(shown, sent)).toEqual({ "1": { role: "navigator" } });
  });

  it("counts a value the form spells as text, or an empty one as blank, as unchanged", () => {
    const rows = [{ quantity: 3, note: "" }];
    expect(changedRowFields(rows, { "0": { quantity: "3", note: null } })).toEqual({});
    expect(changedRowFields(rows, { "0": { quantity: "4" } })).toEqual({ "0": { quantity: "4" } });
  });

  it("keeps the nesting of rows inside rows, with only the changed leaves", () => {
    const ammo = [{ type: "HE", bands: [{ range: 5, pen: 2 }, { range: 10, pen: 1 }] }];
    expect(changedRowFields(ammo, { "0": { type: "HE", bands: { "0": { range: 5, pen: 2 }, "1": { range: 12, pen: 1 } } } })).toEqual({
      "0": { bands: { "1": { range: 12 } } },
    });
  });

  it("reads rows sent as an array, and leaves out rows beyond those shown and anything that is not a row", () => {
    expect(changedRowFields(shown, [{ role: "pilot" }, { role: "gunner" }, { role: "medic" }])).toEqual({ "2": { role: "medic" } });
    expect(changedRowFields(shown, { "3": { role: "pilot" }, "-1": { role: "x" }, a: { role: "x" } })).toEqual({});
    expect(changedRowFields(shown, "nonsense")).toEqual({});
    expect(changedRowFields(shown, null)).toEqual({});
  });
});

describe("rowNow and keyedRowNow", () => {
  const shown = [seat("pilot", "a"), seat("gunner", "b"), seat("crewman", "c")];

  it("finds a row at its place, or where it moved when rows before it went", () => {
    expect(rowNow(shown, shown, 1, byWho)).toBe(1);
    expect(rowNow([shown[0]!, shown[2]!], shown, 2, byWho)).toBe(1);
    expect(rowNow([seat("crewman", "d"), ...shown], shown, 0, byWho)).toBe(1);
  });

  it("loses a row that is gone, or that two alike rows now stand for", () => {
    expect(rowNow([shown[0]!, shown[2]!], shown, 1, byWho)).toBe(-1);
    expect(keyedRowNow([seat("x", "b"), seat("y", "b")], 1, seat("gunner", "b"), byWho)).toBe(1);
    expect(keyedRowNow([seat("x", "q"), seat("y", "b"), seat("z", "b")], 0, seat("gunner", "b"), byWho)).toBe(-1);
    expect(rowNow(shown, shown, 5, byWho)).toBe(-1);
  });

  it("knows a row of a list without keys by place while the list has not shrunk (rows are added at its end)", () => {
    expect(rowNow(shown, shown, 2, null)).toBe(2);
    expect(rowNow([...shown, seat("medic", "d")], shown, 0, null)).toBe(0);
    expect(rowNow(shown.slice(1), shown, 0, null)).toBe(-1);
    expect(rowNow(shown.slice(1), shown, 1, null)).toBe(-1);
  });
});

describe("rowEditsNow and applyRowEdits", () => {
  it("moves each edit to where its row is now and drops edits to rows gone", () => {
    const shown = [seat("pilot", "a"), seat("gunner", "b"), seat("crewman", "c")];
    const now = [seat("crewman", "d"), shown[0]!, shown[2]!];
    const edits = { "1": { role: "medic" }, "2": { role: "navigator" } };
    expect(rowEditsNow(edits, shown, now, byWho)).toEqual({ "2": { role: "navigator" } });
    expect(applyRowEdits(now, rowEditsNow(edits, shown, now, byWho))).toEqual([seat("crewman", "d"), seat("pilot", "a"), seat("navigator", "c")]);
  });

  it("lays edits over the rows, keeping fields the form does not show and leaving the rows given untouched", () => {
    const rows = [
      { name: "A", weaponItemId: "x1", bands: [{ range: 1, pen: 2 }] },
      { name: "B", weaponItemId: "", bands: [] as { range: number; pen: number }[] },
    ];
    const merged = applyRowEdits(rows, { "0": { name: "Ann", bands: { "0": { range: 9 }, "3": { range: 4 } } } });
    expect(merged).toEqual([
      { name: "Ann", weaponItemId: "x1", bands: [{ range: 9, pen: 2 }] },
      { name: "B", weaponItemId: "", bands: [] },
    ]);
    expect(rows[0]!.name).toBe("A");
    expect(merged[1]).toBe(rows[1]);
  });
});

describe("changedFields", () => {
  it("keeps the boxes of a record that differ from those shown, as the form spells them", () => {
    expect(changedFields({ tactics: 3, stealth: -1 }, { tactics: "3", stealth: "2", will: 1 })).toEqual({ stealth: "2", will: 1 });
    expect(changedFields({ tactics: 3 }, { tactics: 3 })).toEqual({});
    expect(changedFields({ tactics: 3 }, "nonsense")).toEqual({});
  });
});

describe("changedFormFields", () => {
  it("keeps the fields that differ from those shown, nested as sent, an emptied number as null, and a list as sent", () => {
    const shown = { side: "players", heroPoints: { value: 3, max: 5 }, count: 2, crew: [{ role: "driver" }] };
    const sent = { side: "players", heroPoints: { value: 3, max: 6 }, count: null, crew: { "0": { role: "driver" } } };
    expect(changedFormFields(shown, sent)).toEqual({ heroPoints: { max: 6 }, count: null, crew: { "0": { role: "driver" } } });
    expect(changedFormFields(shown, { side: "players" })).toEqual({});
    // a record whose sent part reaches into a list is sent as it came: part of its rows would be
    // written as the whole list; one that holds a list the form does not send is compared field by field
    expect(changedFormFields({ advancement: { points: 2, improved: ["a"] } }, { advancement: { points: 2 } })).toEqual({});
    const nested = { arc: { bands: [{ range: 5 }, { range: 10 }] } };
    expect(changedFormFields(nested, { arc: { bands: { "0": { range: 5 }, "1": { range: 12 } } } })).toEqual({ arc: { bands: { "0": { range: 5 }, "1": { range: 12 } } } });
  });
});
