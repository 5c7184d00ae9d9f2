// The service log in words (Guide 1.1-1.3): each creation event said from lang/en.json (the test's
// words throw on a missing key or an unfilled {placeholder}), naming the table the roll was made
// on, its Guide section, the die and modifier, and the asset rolls the table's row gives; old note
// lines and stored text lines shown as kept; a bad stored line says which field is wrong; the end of
// generation (1.2, 1.3) and a treatment after the fight (8.2-8.6) said with their Guide sections.
import { describe, expect, it } from "vitest";
import { creationEventText, creationLogLineText, serviceLineText } from "../../../../src/rulesets/space-patrol/view/creation-log-text";
import type { CreationEvent } from "../../../../src/rulesets/space-patrol/rules/creation";
import { englishWords } from "../../../helpers/pure/english-words";

const say = (e: CreationEvent) => creationEventText(e, englishWords);

describe("each event kind in English", () => {
  it("the academy (Guide 1.1) and the asset tables (1.2)", () => {
    expect(say({ kind: "basicTraining", levelOne: ["vigor", "eva"], levelZero: ["airPilot"] })).toBe("Basic Training (Guide 1.1): Vigor, EVA set at level 1; Air Pilot at level 0.");
    expect(say({ kind: "branchJoined", branch: "flight", asset: "spacePilot", level: 1, extraRolls: 3 })).toBe("Branch Training (Guide 1.1): joined the Flight branch and gained its automatic asset, Space Pilot, now level 1; 3 asset rolls on the Flight Branch table follow.");
    expect(say({ kind: "assetRolled", table: "personalDevelopment", die: 3, asset: "leadership", level: 2 })).toBe("Asset roll on the Personal Development table (Guide 1.2): d8 3 gives Leadership, now level 2.");
    expect(say({ kind: "assetRolled", table: "medicine", die: 1, asset: "medicine", level: 4 })).toBe("Asset roll on the Medicine Branch table (Guide 1.2): d8 1 gives Medicine, now level 4.");
    expect(say({ kind: "categoryRolled", table: "combat", die: 1, category: "fighting" })).toBe("Asset roll on the Combat table (Guide 1.2): d8 1 falls on the Fighting category, so one of its assets is chosen.");
    expect(say({ kind: "crossTrainingRolled", table: "advancedTraining", die: 7 })).toBe("Asset roll on the Advanced Training table (Guide 1.2): d8 7 falls on Cross-Training, so the roll goes to another branch's table.");
    expect(say({ kind: "categoryChosen", category: "knowledge", asset: "physics", level: 1 })).toBe("Chose Physics from the Knowledge category (Guide 1.2), now level 1.");
    expect(say({ kind: "crossTrainingChosen", branch: "gunnery" })).toBe("Cross-Training (Guide 1.2): the roll goes to the Gunnery Branch table.");
  });

  it("the d20 tables, with the row's asset rolls counted (1.1, 1.2)", () => {
    expect(say({ kind: "honors", total: 20, honors: "highestHonors", rank: 2, extraRolls: 3 })).toBe("Honors table (Guide 1.1): d20 20, graduated with Highest Honors; starts at rank 2, and the row gives 3 asset rolls.");
    expect(say({ kind: "honors", total: 13, honors: "honors", rank: 1, extraRolls: 1 })).toBe("Honors table (Guide 1.1): d20 13, graduated with Honors; starts at rank 1, and the row gives 1 asset roll.");
    expect(say({ kind: "promotion", die: 15, modifier: 1, total: 16, ranks: 1, rank: 2, extraRolls: 2 })).toBe("Promotion table (Guide 1.2): d20 15 + Leadership 1 = 16: promoted 1 rank, to rank 2; the row gives 2 asset rolls.");
    expect(say({ kind: "promotion", die: 20, modifier: 4, total: 24, ranks: 2, rank: 5, extraRolls: 4 })).toContain("= 24: promoted 2 ranks, to rank 5; the row gives 4 asset rolls.");
    expect(say({ kind: "promotion", die: 3, modifier: 1, total: 4, ranks: 0, rank: 1, extraRolls: 0 })).toBe("Promotion table (Guide 1.2): d20 3 + Leadership 1 = 4: no promotion, rank stays 1; the row gives 0 asset rolls.");
    expect(say({ kind: "specialMission", die: 20, modifier: 0, total: 20, mission: true, medal: "comet", extraRolls: 3 })).toBe("Special Mission table (Guide 1.2): d20 20 + Tactics 0 = 20, a special mission and the Patrol Comet medal; the row gives 3 asset rolls.");
    expect(say({ kind: "specialMission", die: 13, modifier: 0, total: 13, mission: true, medal: null, extraRolls: 1 })).toContain("= 13, a special mission, no medal; the row gives 1 asset roll.");
    expect(say({ kind: "specialMission", die: 2, modifier: 0, total: 2, mission: false, medal: null, extraRolls: 0 })).toContain("= 2, no special mission;");
    expect(say({ kind: "continuation", die: 10, modifier: 2, total: 12, outcome: "may", extraRolls: 1 })).toBe("Continuation table (Guide 1.2): d20 10 + 2 for the best asset on the branch table = 12: may serve another term; the row gives 1 bonus asset roll.");
    expect(say({ kind: "continuation", die: 20, modifier: 4, total: 24, outcome: "must", extraRolls: 4 })).toContain("= 24: must serve another term; the row gives 4 bonus asset rolls.");
    expect(say({ kind: "continuation", die: 1, modifier: 0, total: 1, outcome: "cannot", extraRolls: 0 })).toContain(": may not serve another term;");
  });

  it("the choices between terms and at the end of generation (1.2, 1.3)", () => {
    expect(say({ kind: "servedAgain", term: 3 })).toBe("Chose to serve term 3 (Guide 1.2).");
    expect(say({ kind: "beganPlay", termsCompleted: 1 })).toBe("Chose to begin play after 1 term (Guide 1.3).");
    expect(say({ kind: "beganPlay", termsCompleted: 4 })).toBe("Chose to begin play after 4 terms (Guide 1.3).");
    expect(say({ kind: "bonusAssets", levelZero: ["tactics", "stealth"] })).toBe("End of Generation (Guide 1.3): Tactics, Stealth gained at level 0.");
    expect(say({ kind: "bonusAssets", levelZero: [] })).toBe("End of Generation (Guide 1.3): no bonus assets at level 0.");
  });
});

describe("old lines and stored lines", () => {
  it("an old note line keeps its words, its ids named, its dice after it", () => {
    const entry = { term: 1, step: "assetRoll" as const, rolls: [4], choice: null, event: { kind: "note" as const, text: "flight 4: spacePilot" } };
    expect(creationLogLineText(entry, englishWords)).toBe("Flight 4: Space Pilot (rolled 4)");
    // an event line already says its die; no "(rolled …)" is added
    expect(creationLogLineText({ ...entry, event: { kind: "assetRolled", table: "flight", die: 4, asset: "airPilot", level: 1 } }, englishWords)).toBe("Asset roll on the Flight Branch table (Guide 1.2): d8 4 gives Air Pilot, now level 1.");
  });
  it("a stored line says its event now, keeps a text line as it is, and says which field of a bad line is wrong", () => {
    expect(serviceLineText({ term: 2, text: "", rolls: [1], event: { kind: "servedAgain", term: 2 } }, englishWords)).toEqual({ term: 2, text: "Chose to serve term 2 (Guide 1.2)." });
    expect(serviceLineText({ term: 1, text: "Basic Training <b>" }, englishWords)).toEqual({ term: 1, text: "Basic Training <b>" });
    expect(serviceLineText({ term: 2, text: "kept", event: { kind: "honors", total: 0 } }, englishWords)).toEqual({ term: 2, text: "kept (This line's event.total cannot be read; it is kept as stored.)" });
  });
});

describe("the end of generation and treatments, in the reader's words (Guide 1.2, 1.3, 8.2-8.6)", () => {
  it("says why service ended and the End of Generation row, counted", () => {
    expect(say({ kind: "serviceEnded", termsCompleted: 2, reason: "cannot" })).toBe("Service ends (Guide 1.2): the continuation roll allows no further term, so play begins after 2 terms.");
    expect(say({ kind: "serviceEnded", termsCompleted: 5, reason: "lastTerm" })).toBe("Service ends (Guide 1.2): play begins after 5 terms, as it must once Term 5 is done unless the continuation roll compels another term.");
    expect(say({ kind: "endOfGeneration", termsCompleted: 1, heroPoints: 5, bonusAssets: 9 })).toBe("End of Generation (Guide 1.3): after 1 term, 5 Space Hero Points and 9 bonus assets to choose at level 0.");
    expect(say({ kind: "endOfGeneration", termsCompleted: 6, heroPoints: 1, bonusAssets: 0 })).toBe("End of Generation (Guide 1.3): after 6 terms, 1 Space Hero Point and 0 bonus assets to choose at level 0.");
  });
  it("says a stored treatment in the reader's language, naming its section", () => {
    const line = { term: 3, text: "", rolls: [], event: { kind: "recovery", treatment: "woundIntervention", result: "healed", days: 0, hours: 4 } };
    expect(serviceLineText(line, englishWords)).toEqual({ term: 3, text: "Major intervention (Guide 8.3): a wound was treated in a Med Bay (4 hours)." });
    expect(serviceLineText({ ...line, event: { ...line.event, treatment: "natural", days: 40 } }, englishWords).text).toBe("Natural healing (Guide 8.2): recovered from a wound with rest (40 days).");
    // counted: a revival's 1d4 of 1 is "1 day", a major intervention's 1d6 of 1 is "1 hour"
    expect(serviceLineText({ ...line, event: { ...line.event, treatment: "revival", days: 1 } }, englishWords).text).toBe("Revival (Guide 8.4): revived from death in a Med Bay; fit for duty after 1 day.");
    expect(serviceLineText({ ...line, event: { ...line.event, hours: 1 } }, englishWords).text).toBe("Major intervention (Guide 8.3): a wound was treated in a Med Bay (1 hour).");
    // an old recovery line kept as text is shown as it was written
    expect(serviceLineText({ term: 3, text: "A wound was treated in a Med Bay (4 hours).", rolls: [], event: { kind: "" } }, englishWords).text).toBe("A wound was treated in a Med Bay (4 hours).");
  });
});
