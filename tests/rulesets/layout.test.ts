// Every rule set follows the one folder layout of src/rulesets/README.md, and the folders beside
// src/ that are found by rule-set id (templates, styles, gallery) hold nothing for an unlisted one.
import { afterAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { RULESET_DEFINITIONS } from "../../src/rulesets/definitions";
import { FOUNDRY_FOLDERS, PURE_FOLDERS, RULESET_FILE, TABLE_FILE, TABLE_LOADER_FILE, layoutProblems } from "../helpers/ruleset-layout";

const root = join(__dirname, "../..");
const rulesets = join(root, "src/rulesets");
const ids = RULESET_DEFINITIONS.map((d) => d.id);
const entries = (dir: string) => readdirSync(join(root, dir), { withFileTypes: true });

describe("the rule-set folders", () => {
  it.each(ids)("%s follows the layout", (id) => {
    expect(layoutProblems(join(rulesets, id))).toEqual([]);
    expect(existsSync(join(rulesets, id, RULESET_FILE))).toBe(true);
  });

  it("src/rulesets holds one folder per listed rule set, the lists and the layout's README", () => {
    const folders = entries("src/rulesets").filter((e) => e.isDirectory()).map((e) => e.name);
    const files = entries("src/rulesets").filter((e) => e.isFile()).map((e) => e.name);
    expect(folders.sort()).toEqual([...ids].sort());
    expect(files.sort()).toEqual(["README.md", "definitions.ts", "migrations.ts"]);
  });

  it("the README names every folder of the layout", () => {
    const readme = readFileSync(join(rulesets, "README.md"), "utf8");
    for (const name of [...PURE_FOLDERS, ...FOUNDRY_FOLDERS]) expect(readme).toContain(`${name}/`);
    for (const file of [RULESET_FILE, TABLE_FILE, TABLE_LOADER_FILE]) expect(readme).toContain(`\`${file}\``);
  });

  it("templates/ has the shared folder and a folder per listed rule set only", () => {
    const folders = entries("templates").filter((e) => e.isDirectory()).map((e) => e.name);
    expect(entries("templates").filter((e) => e.isFile())).toEqual([]);
    for (const f of folders) expect(["shared", ...ids], f).toContain(f);
  });

  it("styles/ has the shared stylesheet and one per listed rule set only", () => {
    for (const e of entries("styles")) expect(["starskirmish.css", ...ids.map((id) => `${id}.css`)], e.name).toContain(e.name);
  });

  it("each gallery module belongs to a listed rule set: samples-<id>.ts or a part samples-<id>-<part>.ts", () => {
    const modules = entries("gallery").map((e) => e.name).filter((n) => n.startsWith("samples-") && n.endsWith(".ts"));
    for (const id of ["space-patrol", "striker"]) expect(modules).toContain(`samples-${id}.ts`);
    for (const n of modules) expect(ids.some((id) => n === `samples-${id}.ts` || n.startsWith(`samples-${id}-`)), n).toBe(true);
  });
});

describe("the layout check", () => {
  const work = mkdtempSync(join(tmpdir(), "ssk-layout-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    mkdirSync(dirname(join(work, rel)), { recursive: true });
    writeFileSync(join(work, rel), text);
  };

  it("reports stray folders and files, Foundry imports in pure folders and Foundry globals", () => {
    write("src/rulesets/broken/ruleset.ts", "export {};\n");
    write("src/rulesets/broken/helpers.ts", "export {};\n");
    write("src/rulesets/broken/rolls/fire.ts", "export {};\n");
    write("src/rulesets/broken/models/unit.ts", 'import { rollFire } from "../table";\nexport class Unit {}\nexport const r = rollFire;\n');
    write("src/rulesets/broken/table.ts", "export const rollFire = 1;\n");
    write("src/rulesets/broken/sheets/sheet.ts", 'import type { X } from "../table";\nexport type Y = X;\n');
    write("src/rulesets/broken/rules/fire.ts", 'import { Unit } from "../models/unit";\nimport type { ActorFlags } from "../../../system/flags";\nexport const u = Unit;\n');
    write("src/rulesets/broken/data/unit.ts", 'import type { x } from "fvtt-types/configuration";\n// game.settings in a comment is fine\nexport const y = 1;\n');
    write("src/rulesets/broken/view/card.ts", "export const who = () => game.user?.name;\n");
    expect(layoutProblems(join(work, "src/rulesets/broken")).sort()).toEqual(
      [
        "broken: loose file helpers.ts (only ruleset.ts, table.ts, load-table.ts sit beside the folders)",
        "broken: table.ts and load-table.ts come together",
        "broken/models/unit.ts: imports the table; only load-table.ts loads it",
        "broken: folder rolls/ is not part of the layout",
        'broken/rules/fire.ts: imports ../models/unit, a Foundry folder (models)',
        "broken/rules/fire.ts: imports ../../../system/flags, the kit's Foundry glue (src/system)",
        "broken/data/unit.ts: imports fvtt-types/configuration",
        "broken/view/card.ts: touches the Foundry global game",
      ].sort(),
    );
  });

  it("accepts a rule set that lacks some folders", () => {
    write("src/rulesets/small/ruleset.ts", "export {};\n");
    write("src/rulesets/small/data/definition.ts", 'import { x } from "../../../core/schema";\nexport const d = x;\n');
    expect(layoutProblems(join(work, "src/rulesets/small"))).toEqual([]);
  });
});
