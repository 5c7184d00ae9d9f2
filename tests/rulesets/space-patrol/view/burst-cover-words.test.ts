// The cover dialog a burst opens (Guide 6.12: cover between a victim and the burst stops the damage)
// serves a thrown grenade and what lands from above (6.11): its hint names what burst, in words read
// from lang/en.json, each victim's distance cites the section that says where it landed (6.12 for a
// grenade, 6.11 for rounds and bombs), and its button says what pressing it does: the throw's or the
// aimer's d20 is already rolled when it opens, so it rolls the damage (a flash-bang finds who it stuns).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coverDialogWords } from "../../../../src/rulesets/space-patrol/view/burst-cover-words";
import { INDIRECT_WEAPONS } from "../../../../src/rulesets/space-patrol/rules/indirect-fire";

const lang = JSON.parse(readFileSync(join(__dirname, "../../../../lang/en.json"), "utf8")) as Record<string, unknown>;
/** The English text of a language key, or undefined when there is none. */
const english = (key: string): unknown => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang);

describe("the burst cover dialog's words (Guide 6.11, 6.12)", () => {
  it("names the grenade for a throw, and its button rolls the damage as the shells' does, never Throw", () => {
    const words = coverDialogWords("grenade");
    expect(english(words.hintKey)).toBe("Tick everyone in the burst with cover between them and the grenade: the cover stops the damage (6.12).");
    expect(english(words.confirmKey)).toBe("Roll the damage");
    expect(english(words.confirmKey)).toBe(english(coverDialogWords("artillery").confirmKey));
  });

  it("measures a grenade victim's distance from where it landed, citing 6.12", () => {
    expect(english(coverDialogWords("grenade").distanceKey)).toBe('{inches}" from where it landed, the centre of the burst (6.12)');
  });

  it("gives a flash-bang, which does no damage, a button that finds who is stunned (6.12, 6.14)", () => {
    const words = coverDialogWords("flashBang");
    expect(english(words.confirmKey)).toBe("Find who is stunned");
    const hint = english(words.hintKey);
    expect(hint).toBe("Tick everyone in the burst with cover between them and the flash-bang: the cover stops its stun, as cover stops a grenade's damage (6.12, 6.14).");
    expect(hint).not.toMatch(/the cover stops the damage/);
    // it is still a thrown grenade: its distance is the grenade's (6.12)
    expect(words.distanceKey).toBe(coverDialogWords("grenade").distanceKey);
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

  it("measures each distance from where the shells, missile, space torp or bomb landed, citing 6.11 alone", () => {
    const labels = (["artillery", "missile", "spaceTorp", "bomb"] as const).map((source) => english(coverDialogWords(source).distanceKey));
    expect(labels).toEqual([
      '{inches}" from where the shells landed, the centre of the burst (6.11)',
      '{inches}" from where the missile landed, the centre of the burst (6.11)',
      '{inches}" from where the space torp landed, the centre of the burst (6.11)',
      '{inches}" from where the bomb landed, the centre of the burst (6.11)',
    ]);
  });

  it("has a hint and a distance label for every weapon indirect fire can call", () => {
    for (const weapon of INDIRECT_WEAPONS) {
      expect(typeof english(coverDialogWords(weapon).hintKey), weapon).toBe("string");
      expect(english(coverDialogWords(weapon).distanceKey), weapon).toMatch(/^\{inches\}" from where .+ \(6\.11\)$/);
    }
  });
});
