// What the creation wizard says at an asset roll (Guide 1.1, 1.2): at Branch Training the one
// table open is the branch's, so the hint names it and offers no table to pick; in a later term
// several tables are open, so the wizard asks which, and the hint says to pick one.
import { describe, expect, it } from "vitest";
import { applyStep, newCreation, nextStep, type CreationState } from "../../../../src/rulesets/space-patrol/rules/creation";
import { creationContext } from "../../../../src/rulesets/space-patrol/view/creation-view";
import { englishWords } from "../../../helpers/pure/english-words";

/** Plays the lifepath with steady dice until an asset roll with `tables` tables open. */
function assetRollWith(tables: "one" | "several"): CreationState {
  let s = newCreation();
  for (let i = 0; i < 400; i += 1) {
    const p = nextStep(s);
    if (s.step === "assetRoll" && (tables === "one" ? p.choices.length === 1 : p.choices.length > 1)) return s;
    if (p.roll) s = applyStep(s, [p.roll.sides === 8 ? (i % 8) + 1 : 12], p.chooseCount > 0 ? p.choices[0] : undefined);
    else if (s.step === "bonusAssets") s = applyStep(s, [], p.choices.slice(0, p.chooseCount));
    else if (s.step === "chooseBranch") s = applyStep(s, [], "flight");
    else s = applyStep(s, [], s.step === "chooseContinue" ? "continue" : p.choices[0]!);
  }
  throw new Error(`no asset roll on ${tables} tables`);
}

describe("the creation wizard's asset roll hint", () => {
  it("names the branch table when it is the only one open, and offers no pick", () => {
    const ctx = creationContext(assetRollWith("one"), { name: "Cadet", canGoBack: false, words: englishWords });
    expect(ctx.pickTable).toBe(false);
    expect(ctx.stepHint).toBe("STARSKIRMISH.SpacePatrol.Creation.Hint.assetRollOn");
    expect(ctx.hintTable).toBe("STARSKIRMISH.SpacePatrol.Branch.flight");
  });

  it("asks the player to pick among several tables, and names none", () => {
    const state = assetRollWith("several");
    const ctx = creationContext(state, { name: "Cadet", canGoBack: false, words: englishWords });
    expect(ctx.pickTable).toBe(true);
    expect(ctx.stepHint).toBe("STARSKIRMISH.SpacePatrol.Creation.Hint.assetRoll");
    expect(ctx.hintTable).toBeNull();
    expect(ctx.choices.length).toBeGreaterThan(1);
  });

  it("keeps each other step's own hint", () => {
    const ctx = creationContext(newCreation(), { name: "Cadet", canGoBack: false, words: englishWords });
    expect(ctx.stepHint).toBe("STARSKIRMISH.SpacePatrol.Creation.Hint.chooseBranch");
    expect(ctx.hintTable).toBeNull();
  });
});

describe("the creation card's roll (Guide 1.1-1.3)", () => {
  it("names what its modifier is: an asset's level, or the branch table's highest level", async () => {
    const { creationRollText, creationCardContext } = await import("../../../../src/rulesets/space-patrol/view/creation-card");
    expect(creationRollText({ count: 1, sides: 20, modifier: 2, asset: "leadership", formula: "1d20 + 2" })).toEqual({ key: "STARSKIRMISH.SpacePatrol.Creation.rollOf.asset", dice: "1d20", value: 2, asset: "STARSKIRMISH.SpacePatrol.Asset.leadership" });
    // Leadership 0 is still named, so the reader sees why nothing was added
    expect(creationRollText({ count: 1, sides: 20, modifier: 0, asset: "leadership", formula: "1d20" }).key).toBe("STARSKIRMISH.SpacePatrol.Creation.rollOf.asset");
    expect(creationRollText({ count: 1, sides: 20, modifier: 3, asset: null, formula: "1d20 + 3" })).toMatchObject({ key: "STARSKIRMISH.SpacePatrol.Creation.rollOf.branch", value: 3, asset: null });
    expect(creationRollText({ count: 1, sides: 8, modifier: 0, asset: null, formula: "1d8" })).toMatchObject({ key: "STARSKIRMISH.SpacePatrol.Creation.rollOf.plain", dice: "1d8" });
    // the total is the die and the modifier; a plain roll shows only its die
    expect(creationCardContext({ name: "Rana", term: 3, step: "promotion", roll: { count: 1, sides: 20, modifier: 2, asset: "leadership", formula: "1d20 + 2" }, faces: [14], note: "" }).total).toBe(16);
    expect(creationCardContext({ name: "Rana", term: 1, step: "academyBranch", roll: { count: 1, sides: 8, modifier: 0, asset: null, formula: "1d8" }, faces: [5], note: "" }).total).toBeNull();
  });
});
