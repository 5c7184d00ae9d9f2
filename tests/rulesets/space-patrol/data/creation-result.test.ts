// What a finished lifepath makes of a patrolman (Guide 1.1-1.3): the service log reads in names,
// not ids, every name has its English text, and age follows the terms served (18 + 4 a term).
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { applyStep, newCreation, nextStep } from "../../../../src/rulesets/space-patrol/rules/creation";
import { ageAfter, logParts, logText, patrolmanFromCreation } from "../../../../src/rulesets/space-patrol/data/creation-result";

const lang = JSON.parse(readFileSync(join(__dirname, "../../../../lang/en.json"), "utf8")) as Record<string, unknown>;
const english = (key: string): string => {
  const v = key.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), lang);
  if (typeof v !== "string") throw new Error(`no English for ${key}`);
  return v;
};

function lifepath() {
  let s = newCreation();
  for (let i = 0; s.step !== "done" && i < 400; i += 1) {
    const p = nextStep(s);
    if (p.roll) s = applyStep(s, [p.roll.sides === 8 ? (i % 8) + 1 : 11 + (i % 6)], p.chooseCount > 0 ? p.choices[i % p.choices.length] : undefined);
    else if (s.step === "bonusAssets") s = applyStep(s, [], p.choices.slice(0, p.chooseCount));
    else s = applyStep(s, [], s.step === "chooseContinue" ? (s.term < 3 ? "continue" : "stop") : p.choices[i % p.choices.length]!);
  }
  return s;
}

describe("the service log (Guide 1.1-1.3)", () => {
  it("names every asset, table, branch and medal in English, with no id left in the text", () => {
    const done = lifepath();
    for (const e of done.log) for (const part of logParts(e.note)) if ("key" in part) expect(() => english(part.key), part.key).not.toThrow();
    const lines = patrolmanFromCreation(done, english).serviceLog.map((l) => l.text);
    expect(lines.join("\n")).not.toMatch(/\b(spacePilot|personalDevelopment|energyWeapons|advancedTraining)\b/);
    expect(lines[1]).toMatch(/^Joined the [A-Z][a-z]+ branch; gained [A-Z]/);
  });
  it("keeps the dice of a rolled line, and splits a note around its names", () => {
    expect(logText("flight 4: spacePilot", [4], english)).toBe("Flight 4: Space Pilot (rolled 4)");
    expect(logParts("Chose athletics")).toEqual([{ text: "Chose " }, { key: "STARSKIRMISH.SpacePatrol.Asset.athletics" }]);
  });
  it("ages a patrolman 4 years a term from 18 (1.1, 1.2)", () => {
    expect(ageAfter(1)).toBe(22);
    expect(ageAfter(5)).toBe(38);
  });
});
