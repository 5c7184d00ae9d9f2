// Counted phrases: the count picks its language's plural form of a key ("1 hex", "3 hexes"),
// `other` standing in for a form the language file leaves out, and the template helper formats
// {count} and its data as v13's localize does, for Handlebars to escape.
import { afterEach, describe, expect, it } from "vitest";
import HandlebarsLib from "handlebars";
import { countedKey, formatCounted, registerCountedHelper } from "../../../src/system/i18n/counted";

const STRINGS: Record<string, string> = {
  "K.one": "{count} hex from {name}",
  "K.other": "{count} hexes from {name}",
};
const has = (k: string) => k in STRINGS;

/** game.i18n as v13 has it for this: lang, has(key, fallback) and format(key, data). */
function installI18n(lang: string): void {
  const format = (k: string, data: Record<string, string> = {}) => (STRINGS[k] ?? k).replace(/{(\w+)}/g, (whole, n: string) => data[n] ?? whole);
  const g = globalThis as Record<string, unknown>;
  g.game = { i18n: { lang, has: (k: string) => has(k), format } };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).game;
  delete (globalThis as Record<string, unknown>).Handlebars;
});

describe("a counted string", () => {
  it("takes the one form for 1 and the other form for 0 and 2 in English", () => {
    expect([0, 1, 2].map((n) => countedKey("K", n, "en", has))).toEqual(["K.other", "K.one", "K.other"]);
  });

  it("follows the language's own rules, and falls back to other where a form is missing", () => {
    // French counts 0 as one; Polish has a few form this file does not give
    expect(countedKey("K", 0, "fr", has)).toBe("K.one");
    expect(countedKey("K", 3, "pl", has)).toBe("K.other");
    expect(countedKey("K", 3, "pl", (k) => k === "K.few")).toBe("K.few");
  });

  it("formats the count and the data through game.i18n", () => {
    installI18n("en");
    expect(formatCounted("K", 1, { name: "Zed" })).toBe("1 hex from Zed");
    expect(formatCounted("K", 4, { name: "Zed" })).toBe("4 hexes from Zed");
  });

  it("gives templates a helper whose text Handlebars escapes like any other", () => {
    installI18n("en");
    const hb = HandlebarsLib.create();
    (globalThis as Record<string, unknown>).Handlebars = hb;
    registerCountedHelper();
    const render = hb.compile('{{ssk-count "K" count=n name=who}}');
    expect(render({ n: 1, who: "Ito" })).toBe("1 hex from Ito");
    expect(render({ n: 2, who: "<b>Zed</b>" })).toBe("2 hexes from &lt;b&gt;Zed&lt;/b&gt;");
    expect(render({ n: "many", who: "Ito" })).toBe("");
  });
});
