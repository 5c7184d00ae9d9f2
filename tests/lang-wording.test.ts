// The StarMarines and Starship Marine strings speak of figures, humans and Marines, never of "men"
// or "a man" as the generic soldier (a neutral-wording pass the screenshot review found incomplete).
// Rule terms that merely contain the letters, such as "crewman", are words of their own and pass.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const lang = JSON.parse(readFileSync(join(__dirname, "..", "lang/en.json"), "utf8")) as { STARSKIRMISH: Record<string, unknown> };

/** Every string under a subtree, with its key. */
function strings(node: unknown, prefix: string): [string, string][] {
  if (typeof node === "string") return [[prefix, node]];
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([k, v]) => strings(v, `${prefix}.${k}`));
}

describe("neutral wording in the StarMarines and Starship Marine strings", () => {
  for (const set of ["StarMarines", "StarshipMarine"]) {
    it(`${set}: no string calls a soldier "man" or soldiers "men"`, () => {
      const all = strings(lang.STARSKIRMISH[set], `STARSKIRMISH.${set}`);
      expect(all.length).toBeGreaterThan(100);
      expect(all.filter(([, text]) => /\b(men|man)\b/i.test(text))).toEqual([]);
    });
  }
});
