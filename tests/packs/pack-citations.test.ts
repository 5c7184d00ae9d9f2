// Rule citations in the compendium texts never wrap at their hyphen. Chromium ends a line after a
// plain hyphen, even before a digit, so a journal page or a table result could break "(IX-B)" or
// "(SMR-15)" between "IX-" and "B". The writers give every ruling id, StarMarines section id and
// section range U+2011 NON-BREAKING HYPHEN as they write (scripts/pack-source-kit.mjs); the Striker
// organisations, kept by hand, are written so. Ids, keys, uuids and flags are what code reads: they
// never take it.
import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { packDocs } from "../helpers/pack-sources";
import { keepCitationsWhole, withCitationsWhole } from "../../scripts/pack-source-kit.mjs";

const NBH = "\u2011";
/** A citation with its hyphen-like mark in group 1: ruling id, StarMarines section, Striker lettered range, named range. */
const CITATIONS = [
  /\b(?:SP|SSM|SMR|STR)([-\u2010\u2011])\d+/g,
  /\b(?:I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII)([-\u2010\u2011])[A-Za-z0-9]\b/g,
  /\b\d+\.[A-Z](?:\.[A-Za-z0-9]+)*([-\u2010\u2011])[A-Za-z0-9]+\b/g,
  /\b(?:Guide|Striker|SSM|Starship Marine) \d+(?:\.[A-Za-z0-9]+)+([-\u2010\u2011])[A-Za-z0-9]+\b/g,
];
/** Fields code reads rather than people: they must come out as the generators built them. */
const CODE_FIELDS = new Set(["_id", "_key", "uuid", "img", "type", "folder"]);

const root = join(__dirname, "../..");
const packs = readdirSync(join(root, "packs/_source"));

interface Found {
  readonly where: string;
  readonly text: string;
}

/** Every string of a document with where it sits; `flags` and code fields apart. */
function strings(node: unknown, where: string, out: { read: Found[]; code: Found[] }, code = false): void {
  if (typeof node === "string") (code ? out.code : out.read).push({ where, text: node });
  else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) strings(v, `${where}.${k}`, out, code || k === "flags" || CODE_FIELDS.has(k));
}

const all = { read: [] as Found[], code: [] as Found[] };
for (const pack of packs) packDocs(pack).forEach((doc, i) => strings(doc, `${pack}[${i}]`, all));
const cited = all.read.flatMap((s) => CITATIONS.flatMap((re) => [...s.text.matchAll(re)].map((m) => ({ where: s.where, id: m[0], hyphen: m[1] }))));

describe("citations in the compendium texts", () => {
  it("join every ruling id, section id and section range with a non-breaking hyphen", () => {
    // StarMarines' tables and pages cite IX-B and SMR-n throughout, Starship Marine's SSM-n; fewer would mean the patterns missed them
    expect(cited.length).toBeGreaterThanOrEqual(120);
    const ids = new Set(cited.map((c) => c.id));
    for (const id of [`SMR${NBH}15`, `SSM${NBH}11`, `IX${NBH}B`, `VIII${NBH}H`, `IV${NBH}f`, `4.A.1.b${NBH}c`]) expect(ids).toContain(id);
    expect(cited.filter((c) => c.hyphen !== NBH).map((c) => `${c.where}: ${c.id}`)).toEqual([]);
  });

  it("leave ids, keys, uuids, images and flags as the code reads them", () => {
    expect(all.code.length).toBeGreaterThan(1000);
    expect(all.code.filter((s) => s.text.includes(NBH)).map((s) => s.where)).toEqual([]);
    // the organisations' members still point at the figures by uuid
    expect(all.code.some((s) => s.text.startsWith("Compendium.starskirmish.ssm-figures.Actor."))).toBe(true);
  });
});

describe("keepCitationsWhole", () => {
  it("joins ruling ids, StarMarines sections and section ranges", () => {
    expect(keepCitationsWhole("Results add up (IX-B, SMR-15); see VIII-H.2 and IV-f.")).toBe(`Results add up (IX${NBH}B, SMR${NBH}15); see VIII${NBH}H.2 and IV${NBH}f.`);
    expect(keepCitationsWhole("(SP-5, SSM-11, STR-3)")).toBe(`(SP${NBH}5, SSM${NBH}11, STR${NBH}3)`);
    expect(keepCitationsWhole("(Striker 7.A.2-4; 4.A.1.b-c; Guide 6.4-6.6)")).toBe(`(Striker 7.A.2${NBH}4; 4.A.1.b${NBH}c; Guide 6.4${NBH}6.6)`);
  });

  it("leaves words, names, dice and measures with their plain hyphen", () => {
    const plain = "A non-tactical set-up un-stuns the X-ray crew; the PGMP-12 reads 0-9 at 2.5-3 cm; Mark-IV armour, type-II.";
    expect(keepCitationsWhole(plain)).toBe(plain);
  });
});

describe("withCitationsWhole", () => {
  it("changes only the read fields, and keeps shared parts shared", () => {
    const ownership = { default: 0 };
    const doc = {
      _id: "smrJ0123456789ab",
      _key: "!journal!SMR-5",
      name: "Damage (IX-B)",
      flags: { starskirmish: { note: "SMR-5" } },
      system: { notes: "<p>Blank (SMR-4)</p>", section: "IX-B" },
      pages: [{ name: "Turn", text: { format: 1, content: "<p>Initiative (SMR-22)</p>" }, ownership }],
      ownership,
    };
    const out = withCitationsWhole(doc) as typeof doc;
    expect(out).toEqual({
      ...doc,
      name: `Damage (IX${NBH}B)`,
      system: { notes: `<p>Blank (SMR${NBH}4)</p>`, section: "IX-B" },
      pages: [{ name: "Turn", text: { format: 1, content: `<p>Initiative (SMR${NBH}22)</p>` }, ownership }],
    });
    expect(out.flags).toBe(doc.flags);
    expect(out.pages[0]!.ownership).toBe(out.ownership);
    // a document with nothing to change is given back as it is
    const quiet = { name: "Harrow Ford", ownership };
    expect(withCitationsWhole(quiet)).toBe(quiet);
  });
});
