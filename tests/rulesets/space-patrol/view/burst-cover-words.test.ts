// The cover dialog a burst opens (Guide 6.12: cover between a victim and the burst stops the damage)
// serves a thrown grenade and what lands from above (6.11): its hint names what burst, in words read
// from lang/en.json, and its button says what pressing it does.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coverDialogWords } from "../../../../src/rulesets/space-patrol/view/burst-cover-words";
import { INDIRECT_WEAPONS } from "../../../../src/rulesets/space-patrol/rules/indirect-fire";

const lang = JSON.parse(readFileSync(join(__dirname, "../../../../lang/en.json"), "utf8")) as Record<string, unknown>;
/** The English text of a language key, or undefined when there is none. */
const english = (key: string): unknown => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang);

describe("the burst cover dialog's words (Guide 6.11, 6.12)", () => {
  it("names the grenade for a throw, and keeps its Throw button", () => {
    const words = coverDialogWords("grenade");
    expect(english(words.hintKey)).toBe("Tick everyone in the burst with cover between them and the grenade: the cover stops the damage (6.12).");
    expect(english(words.confirmKey)).toBe("Throw");
  });

  it("names the shells, missile, space torp or bomb that burst, never a grenade, and rolls the damage", () => {
    const hints = (["artillery", "missile", "spaceTorp", "bomb"] as const).map((source) => {
      const words = coverDialogWords(source);
      expect(english(words.confirmKey), source).toBe("Roll the damage");
      const hint = english(words.hintKey);
      expect(typeof hint, source).toBe("string");
      expect(hint, source).toMatch(/\(6\.11, 6\.12\)\.$/);
      // the grenade is named only as the rule the cover follows, never as what burst
      expect(hint, source).not.toMatch(/and the grenade/);
      return hint as string;
    });
    expect(hints[0]).toContain("between them and where the shells burst");
    expect(hints[1]).toContain("between them and where the missile burst");
    expect(hints[2]).toContain("between them and where the space torp burst");
    expect(hints[3]).toContain("between them and where the bomb burst");
  });

  it("has a hint for every weapon indirect fire can call", () => {
    for (const weapon of INDIRECT_WEAPONS) expect(typeof english(coverDialogWords(weapon).hintKey), weapon).toBe("string");
  });
});
