// Ruling ids in visible strings (SP-n, SSM-n, SMR-n, STR-n, /work/shared/RULINGS.md) are written
// with U+2011 NON-BREAKING HYPHEN, so Chromium never wraps a line between "(SP-" and "5)": it
// breaks after a plain hyphen even before a digit. StarMarines section ids (IX-B, IV-f, VIII-H.2)
// and section ranges with a hyphen inside ("Striker 7.A.2-4") are held to the same, as a line can
// break between "IX-" and "B" too. Code comments keep the plain hyphen; only the language file's
// strings, which users read, need it.
import { describe, expect, it } from "vitest";
import { lang as en, strings } from "./helpers/lang-strings";

const NBH = "\u2011";
/** A ruling id's prefix and number joined by any hyphen-like mark: plain, U+2010 or U+2011. */
const RULING_ID = /\b(SP|SSM|SMR|STR)([-\u2010\u2011])(\d+)/g;
/**
 * A StarMarines section id: a roman numeral of its twelve chapters (I to XII), a hyphen-like mark and
 * the section's letter or number, as a whole word: "IX-B", "IV-f", "VIII-H" of "VIII-H.2".
 */
const SECTION_ID = /\b(?:I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII)([-\u2010\u2011])[A-Za-z0-9]\b/g;
/**
 * A section range joined by a hyphen-like mark: Striker's lettered sections ("7.A.2-4", "4.A.1.b-c"),
 * or numbered sections named by their rules ("Guide 6.4-6.6"); a bare "2.5-3" is a measure.
 */
const SECTION_RANGE = /\b\d+\.[A-Z](?:\.[A-Za-z0-9]+)*([-\u2010\u2011])[A-Za-z0-9]+\b|\b(?:Guide|Striker|SSM|Starship Marine) \d+(?:\.[A-Za-z0-9]+)+([-\u2010\u2011])[A-Za-z0-9]+\b/g;


/** Every string value of lang/en.json with its dotted key. */
const lang = strings(en, "");
const ids = lang.flatMap(([key, text]) => [...text.matchAll(RULING_ID)].map((m) => ({ key, id: m[0], hyphen: m[2] })));

describe("ruling ids in lang/en.json", () => {
  it("join prefix and number with a non-breaking hyphen, every one", () => {
    // the file cites rulings of all four rule sets; a count this low would mean the pattern missed them
    expect(ids.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ids.map((i) => i.id.slice(0, i.id.search(/[-\u2010\u2011]/))))).toEqual(new Set(["SP", "SSM", "SMR", "STR"]));
    expect(ids.filter((i) => i.hyphen !== NBH).map((i) => `${i.key}: ${i.id}`)).toEqual([]);
  });

  it("leave other hyphenated names alone: weapon names keep their plain hyphen", () => {
    // PGMP-12 and FGMP-14 are weapon names from the Striker tables, not rulings
    expect(lang.some(([, text]) => text.includes("PGMP-12"))).toBe(true);
    expect(lang.some(([, text]) => /\b[PF]GMP\u2011/.test(text))).toBe(false);
  });
});

const sections = lang.flatMap(([key, text]) => [...text.matchAll(SECTION_ID), ...text.matchAll(SECTION_RANGE)].map((m) => ({ key, id: m[0], hyphen: m[1] ?? m[2] })));

describe("section ids in lang/en.json", () => {
  it("join a StarMarines chapter and its section with a non-breaking hyphen, every one", () => {
    const starMarines = sections.filter((s) => /^[IVX]/.test(s.id));
    // StarMarines' cards, sheets and refusals cite their sections throughout; fewer would mean the pattern missed them
    expect(starMarines.length).toBeGreaterThanOrEqual(80);
    expect(new Set(starMarines.map((s) => s.key.split(".")[1]))).toEqual(new Set(["StarMarines"]));
    expect(new Set(starMarines.map((s) => s.id))).toContain("VIII\u2011H");
    expect(starMarines.filter((s) => s.hyphen !== NBH).map((s) => `${s.key}: ${s.id}`)).toEqual([]);
  });

  it("keep a section range whole where its ends are joined by a hyphen (Striker 7.A.2-4)", () => {
    const ranges = sections.filter((s) => !/^[IVX]/.test(s.id));
    expect(ranges.map((s) => s.id).join(" ")).toContain("7.A.2\u20114");
    expect(ranges.filter((s) => s.hyphen !== NBH).map((s) => `${s.key}: ${s.id}`)).toEqual([]);
  });

  it("leave words, dice and plain ranges alone: only citations change", () => {
    // hyphenated words and dice ranges are no citations; they keep the plain hyphen and may wrap as words do
    const all = lang.map(([, text]) => text).join("\n");
    for (const plain of ["non-tactical", "un-stuns", "read 0-9"]) {
      expect(all).toContain(plain);
      expect(all).not.toContain(plain.replace("-", NBH));
    }
  });
});
