// The Striker II strings cite their rule sections bare, "(8.B.1)", as the other three rule sets'
// strings do ("(6.15)", "(IX-B)"): the card or sheet already says which rule set it belongs to, so a
// "Striker" before every section number only repeated it. The word stays where it is part of a sentence.
import { describe, expect, it } from "vitest";
import { ruleSetStrings } from "./helpers/lang-strings";

describe("citation style in the Striker strings", () => {
  const all = ruleSetStrings("Striker");

  it("no string names the rule set before a section number", () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(([, text]) => /Striker\s+\d/.test(text))).toEqual([]);
  });

  it("the citations that said \"(Striker 8.B.1)\" now read \"(8.B.1)\"", () => {
    const noEffect = all.find(([key]) => key === "STARSKIRMISH.Striker.Damage.Why.noEffect")?.[1];
    expect(noEffect).toBe("No effect: the penetration was below the armour (8.B.1).");
    const title = all.find(([key]) => key === "STARSKIRMISH.Striker.Comms.title")?.[1];
    expect(title).toBe("Communication (5.B)");
  });

  it("keeps the word where a sentence, not a citation, uses it", () => {
    const gear = all.find(([key]) => key.endsWith(".notStrikerGear"))?.[1];
    expect(gear).toMatch(/^Only Striker weapons/);
  });
});
