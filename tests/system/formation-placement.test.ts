// Dropping a formation: members expanded and laid out, compendium members imported once, all
// tokens created in one batch with their formation flag, or nothing created and the reason told.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook } from "../helpers/foundry-stubs";

interface Created { x: number; y: number; flags: { starskirmish: { formation: string; member: number } } }

let created: Created[][];
let notes: string[];
let imports: string[];
let docs: Map<string, unknown>;
let worldActors: { uuid: string; flags: Record<string, Record<string, unknown>>; getFlag(s: string, k: string): unknown }[];

async function setup(sceneTokens: { x: number; y: number }[] = [], sceneSize = 2000) {
  vi.resetModules();
  const rec = installFoundryStubs();
  await import("../../src/index");
  callHook(rec, "init");
  created = [];
  notes = [];
  imports = [];
  docs = new Map();
  worldActors = [];
  const g = globalThis as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- assembling untyped stand-ins
  g.CONST = { GRID_TYPES: { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 }, WALL_MOVEMENT_TYPES: { NONE: 0, NORMAL: 20 } };
  g.ui = { notifications: { warn: (m: string) => notes.push(m), info: (m: string) => notes.push(m) } };
  g.game.user = { isGM: true };
  g.game.i18n = { localize: (k: string) => k, format: (k: string, d: Record<string, string>) => `${k} ${JSON.stringify(d)}` };
  g.game.folders = [];
  g.Folder = { implementation: { create: async (d: { name: string }) => ({ id: "folder1", ...d }) } };
  g.game.packs = { get: (id: string) => ({ collection: id }) };
  g.game.actors = {
    find: (fn: (a: unknown) => boolean) => worldActors.find(fn),
    importFromCompendium: async (_pack: unknown, id: string, data: { flags: Record<string, Record<string, unknown>> }) => {
      imports.push(id);
      const actor = makeActor(`Actor.imported-${id}`, "strTeam", {}, false);
      actor.flags = data.flags;
      worldActors.push(actor);
      return actor;
    },
  };
  g.canvas = {
    scene: {
      tokens: sceneTokens.map((t) => ({ ...t, width: 1, height: 1 })),
      walls: [],
      createEmbeddedDocuments: async (_type: string, data: Created[]) => void created.push(data),
    },
    dimensions: { sceneRect: { x: 0, y: 0, width: sceneSize, height: sceneSize } },
    grid: { type: 1, size: 100, sizeX: 100, sizeY: 100 },
  };
  g.fromUuid = async (uuid: string) => docs.get(uuid) ?? null;
  g.fromUuidSync = (uuid: string) => docs.get(uuid) ?? null;
  const { FormationData } = await import("../../src/system/formation/formation-model");
  return { FormationData };
}

function makeActor(uuid: string, type: string, system: object, inPack: boolean) {
  const Actor = (globalThis as unknown as { Actor: new () => object }).Actor;
  const flags: Record<string, Record<string, unknown>> = {};
  return Object.assign(new Actor(), {
    uuid,
    id: uuid.split(".").pop(),
    name: uuid,
    type,
    pack: inPack ? "starskirmish.str-teams" : null,
    system,
    flags,
    prototypeToken: { width: 1, height: 1 },
    getFlag(scope: string, key: string) {
      return this.flags[scope]?.[key];
    },
    toObject() {
      return { system: structuredClone(system) };
    },
    async getTokenDocument(data: object) {
      return { toObject: () => ({ actorUuid: uuid, ...data }) };
    },
  });
}

async function formation(members: { uuid: string; quantity: number; role?: string }[]) {
  const { FormationData } = await setup();
  const system = Object.assign(new (FormationData as unknown as new () => object)(), {
    members: members.map((m) => ({ name: m.uuid, role: "member", ...m })),
    shape: "line",
    facing: "N",
    notes: "",
  });
  const f = makeActor("Actor.platoon", "formation", system, false);
  docs.set(f.uuid, f);
  return f;
}

describe("placing a formation", () => {
  it("creates every token in one batch, flagged with the formation, and imports a compendium member once", async () => {
    const f = await formation([{ uuid: "Compendium.starskirmish.str-teams.Actor.team", quantity: 4 }, { uuid: "Actor.nco", quantity: 1, role: "leader" }]);
    docs.set("Compendium.starskirmish.str-teams.Actor.team", makeActor("Compendium.starskirmish.str-teams.Actor.team", "strTeam", {}, true));
    docs.set("Actor.nco", makeActor("Actor.nco", "strTeam", {}, false));
    (globalThis as unknown as { game: { settings: { get: () => string } } }).game.settings.get = () => "striker";
    const { placeFormation } = await import("../../src/system/formation/place-formation");
    expect(await placeFormation(f as never, { x: 1000, y: 1000 })).toBe(true);
    expect(created).toHaveLength(1);
    expect(created[0]).toHaveLength(5);
    expect(imports).toEqual(["team"]);
    for (const t of created[0]!) expect(t.flags.starskirmish.formation).toBe("Actor.platoon");
    // A line facing north: every token on one row, no two on one space.
    expect(new Set(created[0]!.map((t) => t.y)).size).toBe(1);
    expect(new Set(created[0]!.map((t) => t.x)).size).toBe(5);
    // A second drop reuses the imported actor.
    expect(await placeFormation(f as never, { x: 500, y: 500 })).toBe(true);
    expect(imports).toEqual(["team"]);
  });

  it("creates nothing when a member is missing, and says which", async () => {
    const f = await formation([{ uuid: "Actor.gone", quantity: 1 }]);
    const { placeFormation } = await import("../../src/system/formation/place-formation");
    expect(await placeFormation(f as never, { x: 100, y: 100 })).toBe(false);
    expect(created).toEqual([]);
    expect(notes[0]).toContain("STARSKIRMISH.Formation.problem.missing");
  });

  it("creates nothing when a member belongs to another rule set", async () => {
    const f = await formation([{ uuid: "Actor.pat", quantity: 1 }]);
    docs.set("Actor.pat", makeActor("Actor.pat", "spPatrolman", {}, false));
    (globalThis as unknown as { game: { settings: { get: () => string } } }).game.settings.get = () => "striker";
    const { placeFormation } = await import("../../src/system/formation/place-formation");
    expect(await placeFormation(f as never, { x: 100, y: 100 })).toBe(false);
    expect(created).toEqual([]);
    expect(notes[0]).toContain("STARSKIRMISH.Formation.otherRuleSet");
  });

  it("creates nothing when the scene has no room for everyone", async () => {
    const f = await formation([{ uuid: "Actor.nco", quantity: 30 }]);
    docs.set("Actor.nco", makeActor("Actor.nco", "spPatrolman", {}, false));
    const g = globalThis as unknown as { canvas: { dimensions: { sceneRect: object } } };
    g.canvas.dimensions.sceneRect = { x: 0, y: 0, width: 400, height: 400 };
    const { placeFormation } = await import("../../src/system/formation/place-formation");
    expect(await placeFormation(f as never, { x: 200, y: 200 })).toBe(false);
    expect(created).toEqual([]);
    expect(notes[0]).toContain("STARSKIRMISH.Formation.noRoom");
  });

  it("takes over a dropped formation, and leaves other actors to core", async () => {
    const f = await formation([{ uuid: "Actor.nco", quantity: 1 }]);
    docs.set("Actor.nco", makeActor("Actor.nco", "spPatrolman", {}, false));
    const { onDropCanvasData } = await import("../../src/system/formation/place-formation");
    expect(onDropCanvasData({ type: "Actor", uuid: f.uuid, x: 300, y: 300 })).toBe(false);
    expect(onDropCanvasData({ type: "Actor", uuid: "Actor.nco", x: 300, y: 300 })).toBeUndefined();
    await vi.waitFor(() => expect(created).toHaveLength(1));
  });

  it("imports a unit dropped from a compendium once and places it on a free space; a second drop reuses it", async () => {
    await formation([]);
    const uuid = "Compendium.starskirmish.str-teams.Actor.team";
    docs.set(uuid, makeActor(uuid, "strTeam", {}, true));
    (globalThis as unknown as { game: { settings: { get: () => string } } }).game.settings.get = () => "striker";
    const { onDropCanvasData } = await import("../../src/system/formation/place-formation");
    expect(onDropCanvasData({ type: "Actor", uuid, x: 250, y: 250 })).toBe(false);
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(onDropCanvasData({ type: "Actor", uuid, x: 250, y: 250 })).toBe(false);
    await vi.waitFor(() => expect(created).toHaveLength(2));
    expect(imports).toEqual(["team"]);
    expect(created[0]![0]).toMatchObject({ x: 200, y: 200, actorUuid: "Actor.imported-team" });
  });

  it("refuses a compendium unit of another rule set", async () => {
    await formation([]);
    const uuid = "Compendium.starskirmish.sp-patrolmen.Actor.rana";
    docs.set(uuid, makeActor(uuid, "spPatrolman", {}, true));
    (globalThis as unknown as { game: { settings: { get: () => string } } }).game.settings.get = () => "striker";
    const { onDropCanvasData } = await import("../../src/system/formation/place-formation");
    expect(onDropCanvasData({ type: "Actor", uuid, x: 250, y: 250 })).toBe(false);
    await vi.waitFor(() => expect(notes[0]).toContain("STARSKIRMISH.Formation.otherRuleSet"));
    expect(created).toEqual([]);
  });

  it("adds the formation's tokens to the combat in one group named after it, once", async () => {
    await formation([]);
    const flagged = (id: string, formationUuid: string) => ({ id, actorId: `a${id}`, parent: { id: "scene1" }, getFlag: (_s: string, k: string) => (k === "formation" ? formationUuid : undefined) });
    const g = globalThis as unknown as { canvas: { scene: { tokens: unknown[] } }; game: Record<string, unknown> };
    g.canvas.scene.tokens = [flagged("t1", "Actor.platoon"), flagged("t2", "Actor.platoon"), flagged("t3", "Actor.other")];
    const groups: { id: string; name: string; flags: Record<string, Record<string, unknown>>; getFlag(s: string, k: string): unknown }[] = [];
    const combatants: { tokenId: string; group: string | null }[] = [];
    g.game.combat = {
      groups,
      combatants,
      async createEmbeddedDocuments(type: string, data: Record<string, unknown>[]) {
        if (type === "CombatantGroup") {
          const made = data.map((d, i) => ({ id: `grp${i}`, name: String(d.name), flags: d.flags as Record<string, Record<string, unknown>>, getFlag(sc: string, k: string) { return this.flags[sc]?.[k]; } }));
          groups.push(...made);
          return made;
        }
        combatants.push(...(data as { tokenId: string; group: string | null }[]));
        return data;
      },
    };
    const { addFormationToCombat } = await import("../../src/system/formation/formation-tokens");
    expect(await addFormationToCombat("Actor.platoon", "2nd Platoon")).toBe(2);
    expect(groups.map((x) => x.name)).toEqual(["2nd Platoon"]);
    expect(combatants.map((c) => [c.tokenId, c.group])).toEqual([["t1", "grp0"], ["t2", "grp0"]]);
    expect(await addFormationToCombat("Actor.platoon", "2nd Platoon")).toBe(0);
    expect(groups).toHaveLength(1);
    // Taking them out again removes the formation's combatants and its group, nobody else's.
    const deleted: Record<string, string[]> = {};
    const combat = g.game.combat as Record<string, unknown>;
    combat.combatants = [
      { id: "c1", getFlag: () => "Actor.platoon" },
      { id: "c2", getFlag: () => "Actor.platoon" },
      { id: "c3", getFlag: () => "Actor.other" },
    ];
    combat.deleteEmbeddedDocuments = async (type: string, ids: string[]) => void (deleted[type] = ids);
    const { removeFormationFromCombat } = await import("../../src/system/formation/formation-tokens");
    expect(await removeFormationFromCombat("Actor.platoon")).toBe(2);
    expect(deleted).toEqual({ Combatant: ["c1", "c2"], CombatantGroup: ["grp0"] });
  });
});
