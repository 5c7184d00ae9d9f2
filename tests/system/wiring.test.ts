// Layer 3: run the system's init with stand-ins for Foundry and check what it registers against
// the manifest the build generates and the rule sets' definitions.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { installFoundryStubs, world, type Recorded } from "../helpers/foundry-stubs";
import { builtManifest } from "../helpers/manifest";
// @ts-expect-error plain JavaScript build script
import { SHARED_ON_FIRST_USE } from "../../scripts/templates-plugin.mjs";

const root = join(__dirname, "../..");
const manifest = builtManifest();

async function boot(settings: Record<string, unknown> = {}): Promise<Recorded> {
  vi.resetModules();
  const rec = installFoundryStubs(settings);
  await import("../../src/index");
  rec.fire.init();
  return rec;
}

const config = () => world().CONFIG;

describe("init", () => {
  let rec: Recorded;
  beforeEach(async () => {
    rec = await boot();
  });

  it("registers a data model for every type in the generated system.json, and no other", () => {
    for (const doc of ["Actor", "Item", "ChatMessage"]) {
      const declared = Object.keys(manifest.documentTypes[doc] ?? {}).sort();
      expect(Object.keys(config()[doc as "Actor" | "Item" | "ChatMessage"].dataModels).sort()).toEqual(declared);
    }
  });

  it("registers a sheet for every actor and item type in the generated system.json, and no other", () => {
    const g = globalThis as unknown as { Actor: unknown; Item: unknown };
    for (const [doc, cls] of [["Actor", g.Actor], ["Item", g.Item]] as const) {
      const sheetTypes = rec.sheets.filter((s) => s.documentClass === cls).flatMap((s) => s.options.types ?? []).sort();
      expect(sheetTypes, doc).toEqual(Object.keys(manifest.documentTypes[doc] ?? {}).sort());
    }
    for (const s of rec.sheets) {
      expect(s.scope).toBe("starskirmish");
      expect(s.options.makeDefault).toBe(true);
    }
  });

  it("offers the four rule sets in a world setting that reloads, Space Patrol! by default", () => {
    const setting = rec.settings.get("starskirmish.ruleSet");
    expect(setting?.default).toBe("space-patrol");
    expect(setting?.requiresReload).toBe(true);
    expect(setting?.scope).toBe("world");
    expect(Object.keys(setting?.choices ?? {})).toEqual(["space-patrol", "starship-marine", "starmarines", "striker"]);
  });

  it("makes every Space Patrol! marker a status effect with a static 16-character id, plus Dead", () => {
    const effects = config().statusEffects as { id: string; _id: string; img: string }[];
    const ids = effects.map((e) => e.id);
    expect(ids).toContain("sp-wound");
    expect(ids).toContain("sp-vehicle-damage");
    expect(ids).toContain("dead");
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(effects.map((e) => e._id)).size).toBe(ids.length);
    for (const e of effects) expect(e._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(config().specialStatusEffects.DEFEATED).toBe("dead");
  });

  it("registers the GM query and the hooks for cards, the token HUD, scenes and compendiums", () => {
    expect(Object.keys(config().queries)).toEqual(["starskirmish.gmRequest"]);
    for (const hook of ["renderChatMessageHTML", "renderTokenHUD", "preCreateScene", "renderCompendiumDirectory", "ready"]) {
      expect(rec.hooks.get(hook)?.length, hook).toBeGreaterThan(0);
    }
  });

  it("registers the shared templates a world starts with at init, the rest and the world's rule set's with its table, precompiled, and fetches none", async () => {
    rec = await boot();
    const onDisk = (folder: string) =>
      readdirSync(join(root, "templates", folder), { recursive: true })
        .map((f) => String(f).split("\\").join("/"))
        .filter((f) => f.endsWith(".hbs"))
        .map((f) => `systems/starskirmish/templates/${folder}/${f}`);
    const partials = () => (globalThis as unknown as { Handlebars: { partials: Record<string, unknown> } }).Handlebars.partials;
    // right after init, only the shared ones drawn before anything is played (the tracker's, the
    // kit's card): a world starts without its rule set's table or the shared sheets' templates
    const later = (SHARED_ON_FIRST_USE as string[]).map((rel) => `systems/starskirmish/${rel}`);
    expect(later.length).toBeGreaterThan(0);
    expect(Object.keys(partials()).sort()).toEqual(onDisk("shared").filter((p) => !later.includes(p)).sort());
    // a world with no rule set chosen plays the default, Space Patrol!
    const { activeRuleSet } = await import("../../src/system/registry");
    await activeRuleSet().table?.load();
    expect(Object.keys(partials()).sort()).toEqual([...onDisk("shared"), ...onDisk("space-patrol")].sort());
    for (const fn of Object.values(partials())) expect(typeof fn).toBe("function");
    expect(rec.templateFetches).toEqual([]);
  });

  it("registers only Striker's templates beside the shared ones in a Striker world", async () => {
    rec = await boot({ "starskirmish.ruleSet": "striker" });
    const { activeRuleSet } = await import("../../src/system/registry");
    await activeRuleSet().table?.load();
    const { loadRuleSetTemplates } = await import("../../src/system/templates");
    const paths = await loadRuleSetTemplates("striker");
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p.startsWith("systems/starskirmish/templates/striker/"))).toBe(true);
    const partials = Object.keys((globalThis as unknown as { Handlebars: { partials: Record<string, unknown> } }).Handlebars.partials);
    expect(partials.filter((p) => !/templates\/(shared|striker)\//.test(p))).toEqual([]);
    for (const p of partials) expect(existsSync(join(root, p.replace("systems/starskirmish/", ""))), p).toBe(true);
  });

  it("builds each data model's schema from its field description, bounds included", async () => {
    const { PatrolmanData } = await import("../../src/rulesets/space-patrol/models/patrolman-model");
    const schema = PatrolmanData.defineSchema() as Record<string, { constructor: { name: string }; options: Record<string, unknown> }>;
    expect(schema.rank?.constructor.name).toBe("NumberField");
    expect(schema.rank?.options).toMatchObject({ min: 0, max: 6, integer: true, initial: 0 });
    expect(schema.branch?.options.choices).toEqual(["flight", "engineering", "gunnery", "intelligence", "astrogation", "medicine"]);
    expect(schema.biography?.constructor.name).toBe("HTMLField");
  });

  it("upgrades old patrolman data on load without losing fields", async () => {
    const { PatrolmanData } = await import("../../src/rulesets/space-patrol/models/patrolman-model");
    const migrated = PatrolmanData.migrateData({ assets: { tactics: "3", stealth: "X" }, heroPoints: 2, homeworld: "Mars" });
    expect(migrated).toEqual({ assets: { tactics: 3, stealth: -1 }, heroPoints: { value: 2, max: 2 }, homeworld: "Mars" });
  });
});

describe("the world's rule set decides what is shown", () => {
  it("a Striker world gets Striker's markers and not Space Patrol's", async () => {
    await boot({ "starskirmish.ruleSet": "striker" });
    const ids = (config().statusEffects as { id: string }[]).map((e) => e.id);
    expect(ids).toContain("str-suppressed");
    expect(ids.some((id) => id.startsWith("sp-"))).toBe(false);
  });

  it("an unknown stored rule set falls back to Space Patrol!", async () => {
    await boot({ "starskirmish.ruleSet": "no-such-rules" });
    const ids = (config().statusEffects as { id: string }[]).map((e) => e.id);
    expect(ids).toContain("sp-wound");
  });

  it("only the active rule set's actor types are offered for creation", async () => {
    await boot({ "starskirmish.ruleSet": "striker" });
    const { activeTypes } = await import("../../src/system/registry");
    expect(activeTypes("Actor")).toEqual(["strTeam", "formation"]);
  });
});

describe("Space Patrol! combat-action bar", () => {
  it("has a handler behind every button a sheet can show", async () => {
    await boot();
    const { SHEET_ACTIONS } = await import("../../src/rulesets/space-patrol/view/sheet-actions");
    const { SHEET_ACTION_HANDLERS } = await import("../../src/rulesets/space-patrol/actions/action-handlers");
    const missing = SHEET_ACTIONS.filter((a) => typeof SHEET_ACTION_HANDLERS[a.key] !== "function").map((a) => a.key);
    expect(missing).toEqual([]);
  });
});
