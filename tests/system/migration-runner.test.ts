// The world migration runner, on real documents in old shapes: world actors with their items,
// world items, unlinked tokens' overrides, and the world's own compendiums (unlocked while written,
// locked again after). Writes that fail are retried; the data version is recorded only once every
// document is migrated, so what failed is tried again at the next load and nothing is skipped.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook, type Recorded } from "../helpers/foundry-stubs";
import { installMigrationWorld, type MigrationWorld, type StoredDoc } from "../helpers/migration-world";
import { currentDocuments, documentNameOf, oldPatrolmen, oldTeams, type SourceDoc } from "../helpers/old-shapes";
import { validateData } from "../../src/core/schema";
import { CURRENT_DATA_VERSION, migrateSystemData } from "../../src/rulesets/migrations";
import { RULESET_DEFINITIONS } from "../../src/rulesets/definitions";

let rec: Recorded;
let world: MigrationWorld;

async function boot(options: { activeGM?: boolean; version?: number } = {}): Promise<() => Promise<void>> {
  vi.resetModules();
  rec = installFoundryStubs(options.version === undefined ? {} : { "starskirmish.migrationVersion": options.version });
  await import("../../src/index");
  callHook(rec, "init");
  world = installMigrationWorld(rec, options);
  const { runMigrations } = await import("../../src/system/migration-runner");
  return runMigrations;
}

const specOf = (type: string) => RULESET_DEFINITIONS.flatMap((d) => d.documentTypes).find((t) => t.type === type)!.schema;
const expected = (doc: SourceDoc, from = 0) => migrateSystemData(documentNameOf(doc.type), doc.type, structuredClone(doc.system), from);

interface Placed {
  source: SourceDoc;
  doc: StoredDoc;
}

/** Puts documents in the world, or in a pack; actors keep their embedded items. */
function place(docs: SourceDoc[], pack?: Parameters<MigrationWorld["actor"]>[4], idPrefix = ""): Placed[] {
  return docs.map((source) => {
    const id = `${idPrefix}${source._id}`;
    const doc =
      documentNameOf(source.type) === "Actor"
        ? world.actor(id, source.type, source.system, (source.items ?? []).map((i) => ({ id: i._id, type: i.type, system: i.system })), pack)
        : world.item(id, source.type, source.system, pack);
    return { source, doc };
  });
}

describe("a world at data version 0", () => {
  let run: () => Promise<void>;
  beforeEach(async () => {
    run = await boot();
  });

  it("migrates every old-shape document and leaves every current one alone", async () => {
    const old = place([...oldPatrolmen(), ...oldTeams()]);
    const current = place(currentDocuments());
    expect(new Set(current.map((c) => c.source.type)).size).toBeGreaterThanOrEqual(10);
    await run();

    for (const { source, doc } of old) {
      expect(doc.writes, source._id).toHaveLength(1);
      expect(doc.source.system).toEqual(expected(source));
      expect(validateData(specOf(source.type), doc.source.system), source._id).toEqual([]);
    }
    for (const { source, doc } of current) {
      expect(doc.writes, `${source.type} ${source._id}`).toEqual([]);
      expect(doc.source.system).toEqual(source.system);
    }
    // The teams' embedded weapons are current and stay unwritten.
    const teamItems = old.filter((o) => o.source.type === "strTeam").flatMap((o) => (o.doc as unknown as { items: StoredDoc[] }).items);
    expect(teamItems.length).toBeGreaterThan(0);
    expect(teamItems.every((i) => i.writes.length === 0)).toBe(true);
    expect(world.version()).toBe(CURRENT_DATA_VERSION);
    expect(world.notes).toEqual([
      ["info", "STARSKIRMISH.Migration.started"],
      ["info", "STARSKIRMISH.Migration.finished"],
    ]);
  });

  it("reads each old shape as the rules mean it", async () => {
    const [rana, recruit, overdrawn, five, freeText, both] = place([...oldPatrolmen(), ...oldTeams()]).map((p) => p.doc.source);
    await run();
    expect(rana!.system).toMatchObject({ heroPoints: { value: 3, max: 3 }, assets: { spacePilot: 4, astrogation: 0 } });
    expect(recruit!.system).toMatchObject({ heroPoints: { value: 0, max: 0 }, assets: { tactics: -1, vigor: 2, will: -1 } });
    expect(overdrawn!.system).toMatchObject({ heroPoints: { value: 2, max: 2 } });
    expect((five!.system.troopers as unknown[]).length).toBe(4);
    // An unknown phase always read as the start of turn 1, long past.
    expect(freeText!.system.suppressedUntil).toEqual({ turn: 1, phase: "command", step: "" });
    expect((both!.system.troopers as unknown[]).length).toBe(4);
    expect(both!.system.suppressedUntil).toEqual({ turn: 2, phase: "secondFire", step: "a" });
  });

  it("migrates unlinked tokens' overrides, their own items kept, linked tokens left alone", async () => {
    const [rana] = place(oldPatrolmen().slice(0, 1));
    const [team] = place(oldTeams().slice(0, 1));
    const patrolman = rana!.doc as StoredDoc & { type: string; items: StoredDoc[] };
    const strTeam = team!.doc as StoredDoc & { type: string; items: StoredDoc[] };
    const laser = place(currentDocuments().filter((d) => d.type === "spWeapon").slice(0, 1))[0]!.source;
    const { deltas, deltaItems } = world.scene("battle", [
      { id: "tokRana", actorLink: false, baseActor: patrolman, delta: { system: { heroPoints: 4 }, items: [{ id: "ownLaser", type: "spWeapon", system: laser.system }] } },
      { id: "tokTeam", actorLink: false, baseActor: strTeam, delta: { system: { suppressedUntil: { turn: 5, phase: "Second player fire", step: "b" } }, tombstones: [strTeam.items[0]?.id ?? ""] } },
      { id: "tokPlain", actorLink: false, baseActor: strTeam, delta: { system: {} } },
      { id: "tokLinked", actorLink: true, baseActor: patrolman, delta: { system: { heroPoints: 9 } } },
    ]);
    await run();
    const [ranaDelta, teamDelta, plainDelta, linkedDelta] = deltas;
    // Partial stays partial: the bare count becomes value and max, nothing else is added.
    expect(ranaDelta!.source.system).toEqual({ heroPoints: { value: 4, max: 4 } });
    expect(teamDelta!.source.system).toEqual({ suppressedUntil: { turn: 1, phase: "command", step: "" } });
    expect(plainDelta!.writes).toEqual([]);
    expect(linkedDelta!.writes).toEqual([]);
    expect(deltaItems.map((i) => i.writes)).toEqual([[]]);
    // The base actors migrate once, on their own.
    expect(patrolman.writes).toHaveLength(1);
    expect(strTeam.writes).toHaveLength(1);
  });

  it("migrates the world's own compendiums, locked or not, and locks them again; a package's are left alone", async () => {
    const lockedActors = world.pack("old-units", "Actor", "world", true);
    const openItems = world.pack("loot", "Item", "world", false);
    const lockedScenes = world.pack("maps", "Scene", "world", true);
    const systemPack = world.pack("sp-patrolmen", "Actor", "system", true);
    const inPack = place([...oldPatrolmen(), ...oldTeams()], lockedActors, "p");
    const items = place(currentDocuments().filter((d) => documentNameOf(d.type) === "Item"), openItems, "p");
    const base = world.actor("base", "spPatrolman", expected(oldPatrolmen()[0]!));
    const { deltas } = world.scene("map", [{ id: "tok", actorLink: false, baseActor: base, delta: { system: { heroPoints: { value: 6, max: 1 } } } }], lockedScenes);
    const untouchable = place(oldPatrolmen(), systemPack, "s");
    await run();

    for (const { source, doc } of inPack) expect(doc.source.system).toEqual(expected(source));
    expect(items.every((i) => i.doc.writes.length === 0)).toBe(true);
    expect(deltas[0]!.source.system).toEqual({ heroPoints: { value: 1, max: 1 } });
    expect(lockedActors.lockHistory).toEqual([false, true]);
    expect(lockedScenes.lockHistory).toEqual([false, true]);
    expect(openItems.lockHistory).toEqual([]);
    expect([lockedActors.locked, openItems.locked, lockedScenes.locked]).toEqual([true, false, true]);
    expect(systemPack.reads).toBe(0);
    expect(untouchable.every((u) => u.doc.writes.length === 0)).toBe(true);
    expect(world.version()).toBe(CURRENT_DATA_VERSION);
  });
});

describe("failures", () => {
  let logged: string[];
  beforeEach(() => {
    logged = [];
    // The console names every document that failed, as the warning says; the test reads it there.
    vi.spyOn(console, "error").mockImplementation((message: unknown) => void logged.push(String(message)));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("a write that fails for a moment is retried in the same run", async () => {
    const run = await boot();
    const [a, b, c] = place(oldTeams());
    a!.doc.failNext = 1;
    b!.doc.failNext = 2;
    await run();
    for (const p of [a, b, c]) expect(p!.doc.source.system).toEqual(expected(p!.source));
    expect(world.version()).toBe(CURRENT_DATA_VERSION);
    expect(world.notes.map((n) => n[0])).toEqual(["info", "info"]);
  });

  it("what still fails is reported, the version is not recorded, and the next load finishes the job", async () => {
    const run = await boot();
    const pack = world.pack("old-units", "Actor", "world", true);
    const worldDocs = place([...oldPatrolmen(), ...oldTeams()]);
    const packDocs = place(oldTeams(), pack, "p");
    worldDocs[0]!.doc.failNext = 3;
    packDocs[2]!.doc.failNext = 3;
    await run();

    expect(world.version()).toBe(0);
    expect(world.notes.at(-1)).toEqual(["warn", 'STARSKIRMISH.Migration.someFailed {"count":"2"}']);
    expect(new Set(logged)).toEqual(new Set([worldDocs[0]!.doc.uuid, packDocs[2]!.doc.uuid].map((uuid) => `starskirmish | migration failed for ${uuid}`)));
    expect(worldDocs[0]!.doc.writes).toEqual([]);
    expect(packDocs[2]!.doc.writes).toEqual([]);
    for (const p of [...worldDocs.slice(1), ...packDocs.slice(0, 2)]) expect(p.doc.source.system).toEqual(expected(p.source));
    expect(pack.locked).toBe(true);

    // The next load: the same world, the server answering again. Only what failed is written.
    world.notes.length = 0;
    await run();
    expect(world.version()).toBe(CURRENT_DATA_VERSION);
    expect(worldDocs[0]!.doc.source.system).toEqual(expected(worldDocs[0]!.source));
    expect(packDocs[2]!.doc.source.system).toEqual(expected(packDocs[2]!.source));
    for (const p of [...worldDocs, ...packDocs]) expect(p.doc.writes, p.doc.uuid).toHaveLength(1);
    expect(world.notes.at(-1)).toEqual(["info", "STARSKIRMISH.Migration.finished"]);
    expect(pack.lockHistory).toEqual([false, true, false, true]);
  });

  it("a document the rules cannot read stays unmigrated, and the version with it, load after load", async () => {
    const run = await boot();
    const [broken] = place([{ ...oldPatrolmen()[1]!, _id: "brokenLevel00001", system: { assets: { tactics: "lots" }, heroPoints: 1 } }]);
    const [sound] = place(oldPatrolmen().slice(0, 1));
    await run();
    await run();
    expect(world.version()).toBe(0);
    expect(broken!.doc.writes).toEqual([]);
    expect(sound!.doc.writes).toHaveLength(1);
    expect(world.notes.filter((n) => n[0] === "warn")).toHaveLength(2);
  });

  it("a compendium that cannot be read counts as not migrated, and is locked again", async () => {
    const run = await boot();
    const pack = world.pack("damaged", "Actor", "world", true);
    pack.getDocuments = async () => {
      throw new Error("LevelDB iterator error");
    };
    const [doc] = place(oldTeams().slice(0, 1));
    await run();
    expect(doc!.doc.writes).toHaveLength(1);
    expect(world.version()).toBe(0);
    expect(world.notes.at(-1)).toEqual(["warn", 'STARSKIRMISH.Migration.someFailed {"count":"1"}']);
    expect(logged).toEqual(["starskirmish | migration could not read the compendium world.damaged"]);
    expect(pack.locked).toBe(true);
  });
});

describe("when the runner does nothing", () => {
  it("on a client that is not the active GM", async () => {
    const run = await boot({ activeGM: false });
    const [doc] = place(oldPatrolmen());
    await run();
    expect(doc!.doc.writes).toEqual([]);
    expect(world.notes).toEqual([]);
  });

  it("in a world already at the current version", async () => {
    const run = await boot({ version: CURRENT_DATA_VERSION });
    const pack = world.pack("old-units", "Actor", "world", true);
    place(oldPatrolmen(), pack);
    await run();
    expect(pack.reads).toBe(0);
    expect(world.notes).toEqual([]);
  });
});
