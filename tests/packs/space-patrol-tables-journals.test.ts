// The Space Patrol! damage tables as RollTables, and the assets and rules journals: built from
// the pure data, so each row, asset, rank and marker is checked against it; the pack checker's
// keys for table results and journal pages; and the text is our own.
import { describe, expect, it } from "vitest";
import { DAMAGE_TABLES, type DamageTableName } from "../../src/rulesets/space-patrol/rules/damage-tables";
import { damageRowsFromSources } from "../../src/rulesets/space-patrol/rules/damage-rows";
import { ASSETS } from "../../src/rulesets/space-patrol/rules/assets";
import { RANK_TITLES } from "../../src/rulesets/space-patrol/rules/ranks";
import { BRANCH_IDS } from "../../src/rulesets/space-patrol/rules/creation-tables";
import { SPACE_PATROL_MARKERS } from "../../src/rulesets/space-patrol/rules/markers";
// @ts-expect-error plain JavaScript build script
import { checkDocument } from "../../scripts/packs.mjs";
import * as tooling from "../../src/tooling";
import { copiedRun, english, packDocs } from "./space-patrol-pack-helpers";

interface Result {
  _id: string;
  _key: string;
  name: string;
  description: string;
  range: [number, number];
  flags: { starskirmish: { damageRow: { key: string; markers: string[]; conditions: string[] } } };
}
interface Table {
  _id: string;
  name: string;
  formula: string;
  description: string;
  results: Result[];
  flags: { starskirmish: { damageTable: DamageTableName } };
}
interface Journal {
  _id: string;
  name: string;
  pages: { _id: string; _key: string; name: string; type: string; text: { content: string } }[];
}

const tables = packDocs<Table>("sp-tables");
const [assets] = packDocs<Journal>("sp-assets");
const [rules] = packDocs<Journal>("sp-rules");
const plain = (html: string) => html.replace(/<[^>]*>/g, " ");

describe("sp-tables", () => {
  it("has one RollTable per damage table, flagged with its name", () => {
    expect(tables.map((t) => t.flags.starskirmish.damageTable).sort()).toEqual(["individual", "spacecraft", "vehicle"]);
  });
  it.each(["individual", "vehicle", "spacecraft"] as const)("%s: 3d10 (Guide 6.14, 6.15, 7.12) and one result per row, read back to the pure rows", (name) => {
    const table = tables.find((t) => t.flags.starskirmish.damageTable === name) as Table;
    expect(table.formula).toBe("3d10");
    const pure = DAMAGE_TABLES[name];
    expect(table.results).toHaveLength(pure.length);
    table.results.forEach((r, i) => {
      const row = pure[i]!;
      // the open ends ("1 or less", "40+") are written as -99 and 99
      expect(r.range).toEqual([Number.isFinite(row.min) ? row.min : -99, Number.isFinite(row.max) ? row.max : 99]);
      expect(r.flags.starskirmish.damageRow).toEqual({ key: row.key, markers: [...row.markers], conditions: [...row.conditions] });
      expect(r.name).toBe(english(row.label));
    });
    const sources = table.results.map((r) => ({ low: r.range[0], high: r.range[1], text: r.name, ...r.flags.starskirmish.damageRow }));
    const read = damageRowsFromSources(name, sources);
    expect(read.problems).toEqual([]);
    expect(read.rows?.map(({ label: _l, ...rest }) => rest)).toEqual(pure.map(({ label: _l, ...rest }) => ({ ...rest, markers: [...rest.markers], conditions: [...rest.conditions] })));
  });
  it("says in words what each result does, naming its markers", () => {
    const individual = tables.find((t) => t.flags.starskirmish.damageTable === "individual") as Table;
    const light = individual.results.find((r) => r.flags.starskirmish.damageRow.key === "lightWound");
    expect(light?.description).toBe("<p>Wound Marker, Morale Marker.</p>");
  });
});

describe("sp-assets", () => {
  it("has a page per category and lists every asset once, on its category's page", () => {
    expect(assets!.pages.map((p) => p.name)).toEqual(["Fighting", "Knowledge", "PSI", "Shooting", "Vehicles", "Other assets"]);
    const pageOf = { fighting: "Fighting", knowledge: "Knowledge", psi: "PSI", shooting: "Shooting", vehicles: "Vehicles" } as const;
    for (const a of ASSETS) {
      const holding = assets!.pages.filter((p) => p.text.content.includes(`<dt>${a.name}</dt>`));
      expect(holding.map((p) => p.name), a.id).toEqual([a.category ? pageOf[a.category] : "Other assets"]);
    }
    const listed = assets!.pages.reduce((n, p) => n + (p.text.content.match(/<dt>/g) ?? []).length, 0);
    expect(listed).toBe(ASSETS.length);
  });
});

describe("sp-rules", () => {
  const page = (name: string) => rules!.pages.find((p) => p.name === name)?.text.content ?? "";
  it("gives every branch with its seven rank titles (Guide 1.4)", () => {
    const text = page("Branches and Ranks");
    for (const b of BRANCH_IDS) {
      expect(text).toContain(`<h2>${english(`STARSKIRMISH.SpacePatrol.Branch.${b}`)}</h2>`);
      RANK_TITLES[b].forEach((title, rank) => expect(text).toContain(`<td>${rank}</td><td>${title}</td>`));
    }
  });
  it("gives every marker: name, id, counted or single, colour and what it does", () => {
    const all = ["Individual Markers", "Vehicle Markers", "Spacecraft Markers"].map(page).join("");
    for (const m of SPACE_PATROL_MARKERS) {
      const row = new RegExp(`<tr><td>[^<]+</td><td><code>${m.id}</code></td><td>${m.stacks ? "Counted" : "Single"}</td><td>.*?${m.colour}</td><td>[^<]{20,}</td></tr>`);
      expect(all, m.id).toMatch(row);
    }
  });
});

describe("our own words", () => {
  it("the check finds a sentence copied from the Guide", () => {
    expect(copiedRun("<p>Used to shoot any chemically powered ranged weapon from muskets to assault rifles.</p>")).not.toBeNull();
  });
  it("no journal page or table text copies the Guide", () => {
    for (const p of [...assets!.pages, ...rules!.pages]) expect(copiedRun(p.text.content), p.name).toBeNull();
    for (const t of tables) for (const text of [t.description, ...t.results.map((r) => r.description)]) expect(copiedRun(plain(text)), t.name).toBeNull();
  });
});

describe("the pack checker on tables and journals", () => {
  const table = () => ({ _id: "tabletable000001", _key: "!tables!tabletable000001", name: "T", results: [{ _id: "resultresult0001", _key: "!tables.results!tabletable000001.resultresult0001", name: "R", range: [1, 2] }] });
  it("accepts the shipped tables and journals", () => {
    for (const t of tables) expect(checkDocument(tooling, t, "RollTable")).toEqual([]);
    for (const j of [assets, rules]) expect(checkDocument(tooling, j, "JournalEntry")).toEqual([]);
  });
  it("names a result whose key does not name its table, and a reversed range", () => {
    const bad = table();
    bad.results[0]!._key = "!tables.results!wrong.resultresult0001";
    bad.results[0]!.range = [5, 2];
    expect(checkDocument(tooling, bad, "RollTable")).toEqual([
      '"T" result "R": _key must be "!tables.results!tabletable000001.resultresult0001"',
      '"T" result "R": range must be two whole numbers, low to high',
    ]);
  });
  it("names a journal page without its key", () => {
    const j = { _id: "journaljournal01", _key: "!journal!journaljournal01", name: "J", pages: [{ _id: "pagepagepage0001", name: "P" }] };
    expect(checkDocument(tooling, j, "JournalEntry")).toEqual(['"J" page "P": _key must be "!journal.pages!journaljournal01.pagepagepage0001"']);
  });
});
