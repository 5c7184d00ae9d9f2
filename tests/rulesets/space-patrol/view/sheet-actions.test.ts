// Which combat-action buttons each kind of Space Patrol! sheet shows (Guide 6.4).
import { describe, expect, it } from "vitest";
import { SHEET_ACTIONS, sheetActions } from "../../../../src/rulesets/space-patrol/view/sheet-actions";
import { COMBAT_ACTIONS } from "../../../../src/rulesets/space-patrol/rules/combat-actions";

describe("combat-action bar", () => {
  it("offers vehicles neither hunkering nor a second move (Guide 6.4)", () => {
    const keys = sheetActions("vehicle").map((a) => a.key);
    expect(keys).not.toContain("hunker");
    expect(keys).not.toContain("secondMove");
    expect(keys).toContain("reload");
  });
  it("never offers a vehicle an action the rules core forbids it", () => {
    const forbidden = COMBAT_ACTIONS.filter((a) => !a.vehicles).map((a) => a.key);
    expect(forbidden.length).toBeGreaterThan(0);
    for (const key of forbidden) {
      const shown = SHEET_ACTIONS.find((s) => s.key === key);
      expect(shown?.kinds.includes("vehicle") ?? false, key).toBe(false);
    }
  });
  it("gives people every action of the list but the vehicles' bombs and driving check, and keeps the sheet's order", () => {
    expect(sheetActions("individual").map((a) => a.key)).toEqual(SHEET_ACTIONS.map((a) => a.key).filter((k) => k !== "bombs" && k !== "driveCheck"));
  });
  it("gives people indirect fire (Guide 6.11), and only aircraft bombs", () => {
    expect(sheetActions("individual").map((a) => a.key)).toContain("indirectFire");
    expect(sheetActions("vehicle").map((a) => a.key)).not.toContain("bombs");
    expect(sheetActions("vehicle", () => true, true).map((a) => a.key)).toContain("bombs");
    expect(sheetActions("vehicle").map((a) => a.key)).not.toContain("indirectFire");
    expect(sheetActions("spacecraft").map((a) => a.key)).not.toContain("bombs");
  });
  it("leaves out actions without a handler", () => {
    expect(sheetActions("individual", (k) => k === "melee").map((a) => a.key)).toEqual(["melee"]);
  });
  it("labels each action from the language file's Action group", () => {
    for (const a of SHEET_ACTIONS) expect(a.label).toBe(`STARSKIRMISH.SpacePatrol.Action.${a.key}`);
  });
});
