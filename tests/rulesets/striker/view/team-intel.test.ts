// Limited intelligence (Striker 3.A.1), pure: what the sheet offers whom, and what a revealed
// counter's card says.
import { describe, expect, it } from "vitest";
import { counterRevealContext, intelView } from "../../../../src/rulesets/striker/view/team-intel";

describe("limited intelligence (Striker 3.A.1)", () => {
  it("only the GM hides or shows a placed team, and only what is not already so", () => {
    expect(intelView({ isGM: true, isCounter: false, tokensHidden: [false] })).toEqual({ isCounter: false, canHide: true, canShow: false, canReveal: false });
    expect(intelView({ isGM: true, isCounter: false, tokensHidden: [true] })).toMatchObject({ canHide: false, canShow: true });
    expect(intelView({ isGM: false, isCounter: false, tokensHidden: [false] })).toMatchObject({ canHide: false, canShow: false, canReveal: false });
    expect(intelView({ isGM: true, isCounter: false, tokensHidden: [] })).toMatchObject({ canHide: false, canShow: false });
  });

  it("a counter is revealed by the GM only, never hidden like a team", () => {
    expect(intelView({ isGM: true, isCounter: true, tokensHidden: [false] })).toEqual({ isCounter: true, canHide: false, canShow: false, canReveal: true });
    expect(intelView({ isGM: false, isCounter: true, tokensHidden: [false] }).canReveal).toBe(false);
  });

  it("a blank 'stands for' is a dummy; anything else names the team", () => {
    // the outcome is a word or two; what happens to the counter is the line under it
    expect(counterRevealContext("Unidentified Team", "  ")).toMatchObject({ real: false, resultLabel: "STARSKIRMISH.Striker.Intel.dummy", thenLabel: "STARSKIRMISH.Striker.Intel.wasDummy" });
    expect(counterRevealContext("Unidentified Team", " Red B2 ")).toMatchObject({ real: true, standsFor: "Red B2", resultLabel: "STARSKIRMISH.Striker.Intel.real", thenLabel: "STARSKIRMISH.Striker.Intel.wasReal" });
  });
});
