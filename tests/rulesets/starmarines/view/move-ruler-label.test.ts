// The ruler's words for a checked move (VIII-A, VIII-D, X roads): half units as halves, what is left
// never below nothing, a legal stop in an enemy zone said as such, and a refusal's short reason; in
// English, "move unit" agrees with the allowance and "turn" with the turns allowed.
import { describe, expect, it } from "vitest";
import { moveRulerLabel, type MoveRulerLabel } from "../../../../src/rulesets/starmarines/view/move-ruler-label";
import { countedKey } from "../../../../src/system/i18n/counted";
import { englishStrings, hasTranslation } from "../../../helpers/foundry/localization";
import { getProperty } from "../../../helpers/foundry/utils";

/** A lang/en.json string by key, its counted form picked as the game picks it, {names} filled in. */
function english(key: string, count: number | undefined, data: Record<string, string>): string {
  const form = count === undefined ? key : countedKey(key, count, "en", hasTranslation);
  const text = getProperty(englishStrings(), form);
  if (typeof text !== "string") throw new Error(`no English for ${form}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (name === "count" ? String(count) : data[name]!));
}

/** The label in English as the ruler composes it (turn/move-ruler.ts): the move-unit phrase first. */
function inEnglish(label: MoveRulerLabel): string {
  const units = label.units ? { units: english(label.units.key, label.units.count, { spent: label.data.spent }) } : {};
  return english(label.key, label.count, { ...label.data, ...units });
}

const check = { spent: 1.5, allowance: 3, turns: 1, turnsAllowed: 4, problem: null, stoppedByZone: false };

describe("moveRulerLabel", () => {
  it("shows road half units as halves, and what is left", () => {
    expect(moveRulerLabel(check)).toEqual({ key: "STARSKIRMISH.StarMarines.Move.ruler.left", data: { spent: "1.5", allowance: "3", left: "1.5", turns: "1", turnsAllowed: "4" }, refused: false, count: 4, units: { key: "STARSKIRMISH.StarMarines.Move.ruler.units", count: 3 } });
    expect(moveRulerLabel({ ...check, spent: 1 / 3 + 1 / 6 }).data.spent).toBe("0.5");
  });
  it("counts the turns allowed, so the words can say '1 turn' (SMR-11)", () => {
    expect(moveRulerLabel({ ...check, allowance: 1, spent: 1, turnsAllowed: 1 }).count).toBe(1);
    expect(moveRulerLabel({ ...check, stoppedByZone: true }).count).toBeUndefined();
  });
  // VIII-A: a unit that moves 1 has "1 move unit"; SMR-11: 1 + 0 turns is "1 turn"
  it("words the move units by the allowance and the turns by the turns allowed, in English", () => {
    expect(inEnglish(moveRulerLabel({ ...check, allowance: 1, spent: 1, turns: 0, turnsAllowed: 1 }))).toBe("1 of 1 move unit, 0 left · 0 of 1 turn");
    expect(inEnglish(moveRulerLabel({ ...check, allowance: 1, spent: 0.5, turns: 0, turnsAllowed: 2 }))).toBe("0.5 of 1 move unit, 0.5 left · 0 of 2 turns");
    expect(inEnglish(moveRulerLabel(check))).toBe("1.5 of 3 move units, 1.5 left · 1 of 4 turns");
    expect(inEnglish(moveRulerLabel({ ...check, allowance: 1, spent: 1, stoppedByZone: true }))).toBe("1 of 1 move unit · enemy zone: stops here");
    expect(moveRulerLabel({ ...check, spent: 4, problem: "overAllowance" }).units).toBeUndefined();
  });
  it("says a move that entered an enemy's zone stops there, without refusing it (VIII-D)", () => {
    expect(moveRulerLabel({ ...check, stoppedByZone: true })).toMatchObject({ key: "STARSKIRMISH.StarMarines.Move.ruler.stopped", refused: false });
  });
  it("gives a refused move its short reason, and nothing left below zero", () => {
    const out = moveRulerLabel({ ...check, spent: 3, problem: "cannotEnter" });
    expect(out).toMatchObject({ key: "STARSKIRMISH.StarMarines.Move.short.cannotEnter", refused: true });
    expect(moveRulerLabel({ ...check, spent: 4 }).data.left).toBe("0");
  });
});
