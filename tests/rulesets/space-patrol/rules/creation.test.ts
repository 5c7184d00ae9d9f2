// Guide 1.1-1.3 character creation as a state machine, and the language-free event each step logs.
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../src/core/seeded-dice";
import { applyStep, newCreation, nextStep, type CreationState } from "../../../../src/rulesets/space-patrol/rules/creation";
import { ASSET_IDS } from "../../../../src/rulesets/space-patrol/rules/assets";
import { assertCreationEvent } from "../../../../src/rulesets/space-patrol/rules/creation-events";
import { endOfGeneration } from "../../../../src/rulesets/space-patrol/rules/creation-tables";
import { assertCreationState, upgradeCreationState } from "../../../../src/rulesets/space-patrol/rules/creation-state";

describe("term 1, the academy (Guide 1.1)", () => {
  it("starts after Basic Training, asking for a branch not yet taken", () => {
    const s = newCreation(["flight"]);
    expect(s.assets).toMatchObject({ energyWeapons: 1, vigor: 1, will: 1, athletics: 1, leadership: 1, eva: 1, airPilot: 0, shipDrives: 0 });
    expect(s.rank).toBe(0);
    const p = nextStep(s);
    expect(p.step).toBe("chooseBranch");
    expect(p.choices).toEqual(["engineering", "gunnery", "intelligence", "astrogation", "medicine"]);
    expect(() => applyStep(s, [], "flight")).toThrow(/Choose one of/);
  });
  it("the branch gives its automatic asset (0 -> 1) and 3 branch-table rolls", () => {
    const s = applyStep(newCreation(), [], "engineering");
    expect(s.assets.shipDrives).toBe(1);
    const p = nextStep(s);
    expect(p).toMatchObject({ step: "assetRoll", choices: ["engineering"], chooseCount: 0, rollsLeft: 3 });
    expect(p.roll?.formula).toBe("1d8");
  });
  it("a category line asks for the asset at once; ship drives twice goes 1 -> 2 -> 3", () => {
    let s = applyStep(newCreation(), [], "engineering");
    s = applyStep(s, [1]);
    s = applyStep(s, [2]);
    expect(s.assets.shipDrives).toBe(3);
    s = applyStep(s, [8]); // Knowledge
    expect(nextStep(s)).toMatchObject({ step: "chooseCategoryAsset", chooseCount: 1 });
    expect(nextStep(s).choices).toContain("physics");
    expect(() => applyStep(s, [], "tactics")).toThrow(/Choose one of/);
    s = applyStep(s, [], "physics");
    expect(s.assets.physics).toBe(1);
    expect(nextStep(s).step).toBe("honors");
    expect(nextStep(s).roll?.formula).toBe("1d20");
  });
  it("highest honors on a 20: 3 extra rolls and rank 2", () => {
    const s = academyDone(20);
    expect(s.rank).toBe(2);
    expect(nextStep(s)).toMatchObject({ step: "assetRoll", rollsLeft: 3, choices: ["personalDevelopment", "combat", "exploration", "engineering"] });
  });
  it("no honors: rank 1 and the choice to continue or begin play", () => {
    const s = academyDone(11);
    expect(s.rank).toBe(1);
    expect(nextStep(s)).toMatchObject({ step: "chooseContinue", choices: ["continue", "stop"] });
    const stop = applyStep(s, [], "stop");
    expect(stop.heroPoints).toBe(5);
    expect(nextStep(stop)).toMatchObject({ step: "bonusAssets", chooseCount: 9 });
  });
  it("bonus level-0 assets must be assets the character lacks, exactly as many as allowed", () => {
    const s = applyStep(academyDone(11), [], "stop");
    const open = nextStep(s).choices;
    expect(open).not.toContain("vigor");
    expect(() => applyStep(s, [], ["vigor", ...open.slice(0, 8)])).toThrow(/lacks/);
    expect(() => applyStep(s, [], open.slice(0, 8))).toThrow(/exactly 9/);
    expect(() => applyStep(s, [], [open[0] ?? "", ...open.slice(0, 8)])).toThrow(/only once/);
    const done = applyStep(s, [], open.slice(0, 9));
    expect(done.step).toBe("done");
    expect(done.assets[open[0] as "tactics"]).toBe(0);
    expect(() => applyStep(done, [])).toThrow(/finished/);
  });
});

describe("later terms (Guide 1.2)", () => {
  it("promotion, mission and continuation feed the term's asset rolls", () => {
    let s = applyStep(academyDone(11), [], "continue");
    expect(s.term).toBe(2);
    expect(nextStep(s).roll).toMatchObject({ formula: "1d20 + 1", asset: "leadership" });
    s = applyStep(s, [15]); // 16: promoted 1 rank, 2 rolls
    expect(s.rank).toBe(2);
    expect(nextStep(s).roll?.asset).toBe("tactics");
    s = applyStep(s, [20]); // 20 + Tactics X(0): Comet, 3 rolls
    expect(s.medals).toEqual(["comet"]);
    s = applyStep(s, [6]); // 6 + 2 (Ship Drives, the best on the Engineering table): may continue, no bonus
    expect(s.continuation).toBe("may");
    const p = nextStep(s);
    expect(p.rollsLeft).toBe(4 + 2 + 3);
    expect(p.choices).toEqual(["personalDevelopment", "combat", "exploration", "engineering", "infiltration"]);
    expect(p.chooseCount).toBe(1);
    expect(() => applyStep(s, [1])).toThrow(/Choose one of/);
    expect(() => applyStep(s, [1], "commandTraining")).toThrow(/Choose one of/);
  });
  it("24+ on promotion gives 2 ranks and 4 rolls; rank never passes 6", () => {
    let s = applyStep(academyDone(11), [], "continue");
    s = { ...s, rank: 5, assets: { ...s.assets, leadership: 4 } };
    s = applyStep(s, [20]);
    expect(s.rank).toBe(6);
    expect(s.assetRollsLeft).toBe(4 + 4);
  });
  it("Cross-Training: choose another branch and roll on its table without using another roll", () => {
    let s: CreationState = { ...applyStep(academyDone(11), [], "continue"), branchAssetAtTermStart: 3, step: "assetRoll", assetRollsLeft: 2, continuation: "may" };
    expect(nextStep(s).choices).toContain("advancedTraining");
    s = applyStep(s, [7], "advancedTraining");
    expect(nextStep(s)).toMatchObject({ step: "chooseCrossTrainingBranch", rollsLeft: 1 });
    expect(nextStep(s).choices).not.toContain("engineering");
    s = applyStep(s, [], "medicine");
    expect(nextStep(s)).toMatchObject({ step: "assetRoll", choices: ["medicine"], rollsLeft: 1 });
    s = applyStep(s, [1]);
    expect(s.assets.medicine).toBe(1);
    expect(nextStep(s).rollsLeft).toBe(1);
  });
  it("a continuation of 7 or less ends the career; 24+ compels another term, even after term 5", () => {
    const end = runTermWith(termStart(2), 1, 1, 1);
    expect(end.step).not.toBe("promotion");
    expect(end.termsCompleted).toBe(2);
    expect(end.heroPoints).toBe(4);
    const veteran = (term: number): CreationState => {
      const s = termStart(term);
      return { ...s, assets: { ...s.assets, shipDrives: 4 } };
    };
    const compelled = runTermWith(veteran(5), 1, 1, 20); // 20 + 4 = 24: must continue
    expect(compelled.term).toBe(6);
    expect(compelled.step).toBe("promotion");
    const stopAt5 = runTermWith(veteran(5), 1, 1, 10); // 14: may, but term 5 is the last
    expect(stopAt5.termsCompleted).toBe(5);
    expect(stopAt5.heroPoints).toBe(2);
    expect(nextStep(stopAt5).chooseCount).toBe(1);
  });
  it("refuses the wrong number of dice and impossible faces", () => {
    const s = academyDone(11);
    expect(() => applyStep(s, [3], "continue")).toThrow(/needs 0 dice/);
    const t = applyStep(s, [], "continue");
    expect(() => applyStep(t, [])).toThrow(/needs 1 dice/);
    expect(() => applyStep(t, [21])).toThrow(/d20 cannot show 21/);
  });
});

describe("property: random careers always finish with legal levels", () => {
  it("holds over 200 seeded careers", () => {
    const dice = new SeededDice(2026);
    for (let i = 0; i < 200; i++) {
      let s = newCreation();
      for (let guard = 0; guard < 500 && s.step !== "done"; guard++) {
        const p = nextStep(s);
        const rolls = p.roll ? [dice.die(p.roll.sides)] : [];
        const pick = (): string => p.choices[dice.die(p.choices.length) - 1] ?? "";
        const choice = p.step === "bonusAssets" ? p.choices.slice(0, p.chooseCount) : p.chooseCount > 0 ? pick() : undefined;
        s = applyStep(s, rolls, choice);
      }
      expect(s.step).toBe("done");
      expect(s.rank).toBeGreaterThanOrEqual(1);
      expect(s.rank).toBeLessThanOrEqual(6);
      expect(s.heroPoints).toBeGreaterThanOrEqual(1);
      for (const id of ASSET_IDS) {
        const level = s.assets[id];
        if (level !== undefined && level !== "X") {
          expect(Number.isInteger(level)).toBe(true);
          expect(level).toBeGreaterThanOrEqual(0);
          expect(level).toBeLessThanOrEqual(10);
        }
      }
    }
  });
});

/** An engineer through the academy with three plain branch rolls and the given honors d20. */
function academyDone(honors: number): CreationState {
  let s = applyStep(newCreation(), [], "engineering");
  s = applyStep(s, [1]);
  s = applyStep(s, [3]);
  s = applyStep(s, [4]);
  return applyStep(s, [honors]);
}

/** A state at the promotion step of the given term. */
function termStart(term: number): CreationState {
  const s = applyStep(academyDone(11), [], "continue");
  return { ...s, term };
}

/** Rolls promotion, mission, continuation, then every asset roll as a 1 on Personal Development. */
function runTermWith(s0: CreationState, promotion: number, mission: number, continuation: number): CreationState {
  let s = applyStep(s0, [promotion]);
  s = applyStep(s, [mission]);
  s = applyStep(s, [continuation]);
  while (s.step === "assetRoll") s = applyStep(s, [1], "personalDevelopment");
  return s;
}

describe("choices the text leaves open", () => {
  it("AUTOMATIC_BRANCH_ASSET_COUNTS_AS_A_ROLL: a Medicine cadet goes X -> 1, a Flight cadet's Space Pilot 0 -> 1", () => {
    expect(applyStep(newCreation(), [], "medicine").assets.medicine).toBe(1);
    expect(applyStep(newCreation(), [], "flight").assets.spacePilot).toBe(1);
  });
  it("ACADEMY_GRADUATE_CHOOSES_TO_CONTINUE: no continuation roll after the academy", () => {
    const p = nextStep(academyDoneForChoices());
    expect(p.step).toBe("chooseContinue");
    expect(p.roll).toBeNull();
  });
});

function academyDoneForChoices(): CreationState {
  let s = applyStep(newCreation(), [], "astrogation");
  for (let i = 0; i < 3; i++) s = applyStep(s, [1]);
  return applyStep(s, [5]);
}

describe("each step's log event: kind, numbers and ids, no words (Guide 1.1-1.3)", () => {
  const last = (s: CreationState) => s.log.at(-1)!;
  it("the academy: Basic Training, the branch and its rolls, a category, honors (1.1, 1.2)", () => {
    const start = newCreation();
    expect(start.log).toEqual([{ term: 1, step: "chooseBranch", rolls: [], choice: null, event: { kind: "basicTraining", levelOne: ["energyWeapons", "vigor", "will", "athletics", "leadership", "eva"], levelZero: ["airPilot", "astrogation", "spacePilot", "shipDrives", "scanners", "communications", "lifeSupport", "flyingBelt"] } }]);
    let s = applyStep(start, [], "engineering");
    expect(last(s)).toEqual({ term: 1, step: "chooseBranch", rolls: [], choice: "engineering", event: { kind: "branchJoined", branch: "engineering", asset: "shipDrives", level: 1, extraRolls: 3 } });
    s = applyStep(s, [2]); // Engineering Branch 2: Ship Drives 1 -> 2
    expect(last(s)).toMatchObject({ step: "assetRoll", rolls: [2], event: { kind: "assetRolled", table: "engineering", die: 2, asset: "shipDrives", level: 2 } });
    s = applyStep(s, [8]); // Engineering Branch 8: Knowledge
    expect(last(s).event).toEqual({ kind: "categoryRolled", table: "engineering", die: 8, category: "knowledge" });
    s = applyStep(s, [], "physics");
    expect(last(s).event).toEqual({ kind: "categoryChosen", category: "knowledge", asset: "physics", level: 1 });
    s = applyStep(s, [1]);
    s = applyStep(s, [17]); // 16-19: High Honors, 2 extra rolls, rank 1
    expect(last(s)).toMatchObject({ step: "honors", rolls: [17], event: { kind: "honors", total: 17, honors: "highHonors", rank: 1, extraRolls: 2 } });
  });

  it("a later term: promotion, mission and continuation carry die, modifier, total and the row's rolls (1.2)", () => {
    let s = applyStep(academyDone(11), [], "continue");
    expect(last(s).event).toEqual({ kind: "servedAgain", term: 2 });
    s = applyStep(s, [15]); // 15 + Leadership 1 = 16: 1 rank, 2 rolls
    expect(last(s).event).toEqual({ kind: "promotion", die: 15, modifier: 1, total: 16, ranks: 1, rank: 2, extraRolls: 2 });
    s = applyStep(s, [20]); // 20 + Tactics X (0) = 20: Comet, 3 rolls
    expect(last(s).event).toEqual({ kind: "specialMission", die: 20, modifier: 0, total: 20, mission: true, medal: "comet", extraRolls: 3 });
    s = applyStep(s, [10]); // 10 + Ship Drives 2 = 12: may continue, 1 bonus roll
    expect(last(s).event).toEqual({ kind: "continuation", die: 10, modifier: 2, total: 12, outcome: "may", extraRolls: 1 });
    const none = applyStep(applyStep(applyStep(academyDone(11), [], "continue"), [3]), [4]);
    expect(none.log.at(-2)!.event).toMatchObject({ kind: "promotion", total: 4, ranks: 0, rank: 1, extraRolls: 0 });
    expect(last(none).event).toEqual({ kind: "specialMission", die: 4, modifier: 0, total: 4, mission: false, medal: null, extraRolls: 0 });
  });

  it("Cross-Training, beginning play and the bonus assets (1.2, 1.3)", () => {
    let s: CreationState = { ...applyStep(academyDone(11), [], "continue"), branchAssetAtTermStart: 3, step: "assetRoll", assetRollsLeft: 1, continuation: "cannot" };
    s = applyStep(s, [7], "advancedTraining");
    expect(last(s).event).toEqual({ kind: "crossTrainingRolled", table: "advancedTraining", die: 7 });
    s = applyStep(s, [], "medicine");
    expect(last(s).event).toEqual({ kind: "crossTrainingChosen", branch: "medicine" });
    s = applyStep(s, [1]);
    // the last roll of a term whose continuation said "cannot" ends service: its own line, then the
    // end's, which roll nothing (1.2), then End of Generation's row for 2 terms: 4 points, 7 assets (1.3)
    expect(s.log.slice(-3).map((e) => [e.rolls, e.event])).toEqual([
      [[1], { kind: "assetRolled", table: "medicine", die: 1, asset: "medicine", level: 1 }],
      [[], { kind: "serviceEnded", termsCompleted: 2, reason: "cannot" }],
      [[], { kind: "endOfGeneration", termsCompleted: 2, heroPoints: 4, bonusAssets: 7 }],
    ]);
    const stop = applyStep(academyDone(11), [], "stop");
    // the player's own choice to stop needs no "service ended" line; the academy's row is 5 and 9 (1.3)
    expect(stop.log.slice(-2).map((e) => e.event)).toEqual([{ kind: "beganPlay", termsCompleted: 1 }, { kind: "endOfGeneration", termsCompleted: 1, heroPoints: 5, bonusAssets: 9 }]);
    const picks = nextStep(stop).choices.slice(0, 9);
    expect(last(applyStep(stop, [], picks)).event).toEqual({ kind: "bonusAssets", levelZero: picks });
  });

  it("over 100 seeded careers every event is whole, and each d20's total is its die plus the roll's modifier", () => {
    const dice = new SeededDice(1107);
    for (let i = 0; i < 100; i++) {
      let s = newCreation();
      for (let guard = 0; guard < 500 && s.step !== "done"; guard++) {
        const p = nextStep(s);
        const rolls = p.roll ? [dice.die(p.roll.sides)] : [];
        const choice = p.step === "bonusAssets" ? p.choices.slice(0, p.chooseCount) : p.chooseCount > 0 ? p.choices[dice.die(p.choices.length) - 1] : undefined;
        const next = applyStep(s, rolls, choice);
        const e = next.log.at(-1)!.event;
        expect(() => assertCreationEvent(e)).not.toThrow();
        if (e.kind === "promotion" || e.kind === "specialMission" || e.kind === "continuation") expect([e.die, e.modifier]).toEqual([rolls[0], p.roll!.modifier]);
        if (e.kind === "assetRolled") expect(next.assets[e.asset]).toBe(e.level);
        s = next;
      }
    }
  });
});

describe("the end of generation gets lines of its own (Guide 1.2, 1.3)", () => {
  it("over 200 seeded careers: one End of Generation line with the row's numbers, after a service-ended line whenever the end came without a choice", () => {
    const dice = new SeededDice(4412);
    const seen = { cannot: 0, lastTerm: 0, chosen: 0 };
    for (let i = 0; i < 200; i++) {
      let s = newCreation();
      for (let guard = 0; guard < 500 && s.step !== "done"; guard++) {
        const p = nextStep(s);
        const rolls = p.roll ? [dice.die(p.roll.sides)] : [];
        // every other career stops after the academy or its term; the rest always continue
        const choice = p.step === "bonusAssets" ? p.choices.slice(0, p.chooseCount) : p.step === "chooseContinue" ? (i % 2 === 0 ? "continue" : dice.die(4) === 1 ? "stop" : "continue") : p.chooseCount > 0 ? p.choices[dice.die(p.choices.length) - 1] : undefined;
        s = applyStep(s, rolls, choice);
      }
      const events = s.log.map((e) => e.event);
      const ends = events.filter((e) => e.kind === "endOfGeneration");
      expect(ends).toEqual([{ kind: "endOfGeneration", termsCompleted: s.termsCompleted, heroPoints: s.heroPoints, bonusAssets: endOfGeneration(s.termsCompleted).bonusAssets }]);
      const at = events.findIndex((e) => e.kind === "endOfGeneration");
      const before = events[at - 1]!;
      const lastContinuation = events.filter((e) => e.kind === "continuation").at(-1);
      if (before.kind === "beganPlay") {
        seen.chosen++;
        expect(events.some((e) => e.kind === "serviceEnded")).toBe(false);
      } else {
        expect(before.kind).toBe("serviceEnded");
        if (before.kind !== "serviceEnded") continue;
        expect(before.termsCompleted).toBe(s.termsCompleted);
        // "cannot" only when the term's continuation roll said so; otherwise term 5 or a compelled later one was done
        if (lastContinuation?.kind === "continuation" && lastContinuation.outcome === "cannot") expect(before.reason).toBe("cannot");
        else {
          expect(before.reason).toBe("lastTerm");
          expect(s.termsCompleted).toBeGreaterThanOrEqual(5);
        }
        seen[before.reason]++;
      }
      // the end's lines roll no dice; each is a whole event
      for (const e of s.log.slice(at - (before.kind === "serviceEnded" ? 1 : 0), at + 1)) if (e.event.kind !== "beganPlay") expect(e.rolls).toEqual([]);
      for (const e of events) expect(() => assertCreationEvent(e)).not.toThrow();
    }
    // the seed meets every way generation ends
    expect(seen.cannot).toBeGreaterThan(0);
    expect(seen.lastTerm).toBeGreaterThan(0);
    expect(seen.chosen).toBeGreaterThan(0);
  });

  it("refuses an End of Generation or service-ended line the Guide could not give, naming the field", () => {
    expect(() => assertCreationEvent({ kind: "endOfGeneration", termsCompleted: 1, heroPoints: 6, bonusAssets: 9 })).toThrow(/event\.heroPoints/);
    expect(() => assertCreationEvent({ kind: "endOfGeneration", termsCompleted: 0, heroPoints: 5, bonusAssets: 9 })).toThrow(/event\.termsCompleted/);
    expect(() => assertCreationEvent({ kind: "serviceEnded", termsCompleted: 5, reason: "bored" as never })).toThrow(/event\.reason/);
  });
});

describe("stored states (Guide 1.1-1.3)", () => {
  it("an old state's English notes load as note events, kept word for word, nothing dropped", () => {
    const now = applyStep(applyStep(newCreation(), [], "flight"), [4]);
    const old = { ...now, log: now.log.map(({ event: _event, ...rest }, i) => ({ ...rest, note: ["Basic Training", "Joined the flight branch; gained spacePilot", "flight 4: airPilot"][i] })) };
    expect(() => assertCreationState(old as unknown as CreationState)).toThrow(/state\.log\[0\]\.event must be an object/);
    const read = upgradeCreationState(old) as CreationState;
    expect(() => assertCreationState(read)).not.toThrow();
    expect(read.log.map((e) => e.event)).toEqual([
      { kind: "note", text: "Basic Training" }, { kind: "note", text: "Joined the flight branch; gained spacePilot" }, { kind: "note", text: "flight 4: airPilot" },
    ]);
    expect(read.log[2]).toMatchObject({ term: 1, step: "assetRoll", rolls: [4] });
    // a state already in events is handed back as it is
    expect(upgradeCreationState(now)).toBe(now);
  });
  it("a bad event is refused with the field named, not a stack of TypeErrors", () => {
    const s = applyStep(applyStep(newCreation(), [], "flight"), [4]);
    const bad = (event: object) => ({ ...s, log: [...s.log.slice(0, -1), { ...s.log.at(-1)!, event }] }) as CreationState;
    expect(() => assertCreationState(bad({ kind: "assetRolled", table: "flight", die: 9, asset: "airPilot", level: 1 }))).toThrow(RangeError);
    expect(() => assertCreationState(bad({ kind: "assetRolled", table: "flight", die: 9, asset: "airPilot", level: 1 }))).toThrow(/state\.log\[2\]\.event\.die must be/);
    expect(() => assertCreationState(bad({ kind: "promotion", die: 10, modifier: 2, total: 15, ranks: 1, rank: 2, extraRolls: 1 }))).toThrow(/event\.total must be the die plus the modifier/);
    expect(() => assertCreationState(bad({ kind: "shouting" }))).toThrow(/event\.kind must be one of/);
  });
});
