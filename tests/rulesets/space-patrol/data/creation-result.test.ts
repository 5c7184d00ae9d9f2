// What a finished lifepath makes of a patrolman (Guide 1.1-1.3): the service log keeps each step's
// event with its dice (said in the reader's language when shown), a lifepath begun before events
// keeps its old lines as text with names, not ids, and age follows the terms served (18 + 4 a term).
import { describe, expect, it } from "vitest";
import { applyStep, newCreation, nextStep, type CreationState } from "../../../../src/rulesets/space-patrol/rules/creation";
import { upgradeCreationState } from "../../../../src/rulesets/space-patrol/rules/creation-state";
import { ageAfter, logParts, logText, patrolmanFromCreation } from "../../../../src/rulesets/space-patrol/data/creation-result";
import { validateData } from "../../../../src/core/schema";
import { PATROLMAN_SCHEMA } from "../../../../src/rulesets/space-patrol/data/patrolman-schema";
import { readServiceLine } from "../../../../src/rulesets/space-patrol/data/service-log";
import { english, englishWords } from "../../../helpers/pure/english-words";

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
  it("keeps every step's event and dice, each reading back whole, and passes the data model's bounds", () => {
    const done = lifepath();
    const log = patrolmanFromCreation(done).serviceLog;
    expect(log).toHaveLength(done.log.length);
    log.forEach((line, i) => {
      const entry = done.log[i]!;
      expect(line.term).toBe(entry.term);
      expect(line.rolls).toEqual(entry.rolls);
      expect(line.text).toBe("");
      expect(readServiceLine(line)).toEqual({ kind: "event", term: entry.term, event: entry.event });
    });
    expect(validateData(PATROLMAN_SCHEMA, { serviceLog: log })).toEqual([]);
  });

  it("a lifepath begun before events keeps its old notes as text, names localized and dice after them", () => {
    const now = applyStep(applyStep(newCreation(), [], "flight"), [4]);
    const old = { ...now, log: now.log.map(({ event: _event, ...rest }, i) => ({ ...rest, note: ["Basic Training", "Joined the flight branch; gained spacePilot", "flight 4: airPilot <b>"][i] })) };
    const state = upgradeCreationState(old) as CreationState;
    const done = { ...state, step: "done" as const };
    const log = patrolmanFromCreation(done, englishWords.localize, englishWords.format).serviceLog;
    expect(log.map((l) => l.text)).toEqual(["Basic Training", "Joined the Flight branch; gained Space Pilot", "Flight 4: Air Pilot <b> (rolled 4)"]);
    expect(log.map((l) => readServiceLine(l).kind)).toEqual(["text", "text", "text"]);
  });

  it("splits an old note around its names", () => {
    expect(logText("flight 4: spacePilot", [4], english, englishWords.format)).toBe("Flight 4: Space Pilot (rolled 4)");
    expect(logParts("Chose athletics")).toEqual([{ text: "Chose " }, { key: "STARSKIRMISH.SpacePatrol.Asset.athletics" }]);
  });

  it("ages a patrolman 4 years a term from 18 (1.1, 1.2)", () => {
    expect(ageAfter(1)).toBe(22);
    expect(ageAfter(5)).toBe(38);
  });
});
