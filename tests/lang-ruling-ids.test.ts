// Ruling ids in visible strings (SP-n, SSM-n, SMR-n, STR-n, /work/shared/RULINGS.md) are written
// with U+2011 NON-BREAKING HYPHEN, so Chromium never wraps a line between "(SP-" and "5)": it
// breaks after a plain hyphen even before a digit. Code comments keep the plain hyphen; only the
// language file's strings, which users read, need it.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const NBH = "\u2011";
/** A ruling id's prefix and number joined by any hyphen-like mark: plain, U+2010 or U+2011. */
const RULING_ID = /\b(SP|SSM|SMR|STR)([-\u2010\u2011])(\d+)/g;

/** Every string value of lang/en.json with its dotted key. */
function strings(node: unknown, prefix = ""): [string, string][] {
  if (typeof node === "string") return [[prefix, node]];
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
}

const lang = strings(JSON.parse(readFileSync(join(__dirname, "../lang/en.json"), "utf8")));
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
