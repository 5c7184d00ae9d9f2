// The StarMarines and Starship Marine strings speak of figures, humans and Marines, never of "men"
// or "a man" as the generic soldier (a neutral-wording pass the screenshot review found incomplete).
// Rule terms that merely contain the letters, such as "crewman", are words of their own and pass.
import { describe, expect, it } from "vitest";
import { ruleSetStrings } from "./helpers/lang-strings";

describe("neutral wording in the StarMarines and Starship Marine strings", () => {
  for (const set of ["StarMarines", "StarshipMarine"]) {
    it(`${set}: no string calls a soldier "man" or soldiers "men"`, () => {
      const all = ruleSetStrings(set);
      expect(all.length).toBeGreaterThan(100);
      expect(all.filter(([, text]) => /\b(men|man)\b/i.test(text))).toEqual([]);
    });
  }
});
