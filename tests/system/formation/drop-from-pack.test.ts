// @vitest-environment happy-dom
// Dropping a shipped Striker company from its compendium, through the v13 stand-ins: the drop
// dialog's side and combat choice; the company and every member imported once into a world
// folder in at most three trips (one round of pack reads, the folder, one createDocuments);
// tokens tied to the world formation, of the chosen side, each carrying its squad, section,
// platoon and company; one combat group per unit at the chosen level. A second drop imports
// nothing, a shift-drop asks nothing, and a closed dialog places nothing.
import { describe, expect, it, vi } from "vitest";
import { bootSystem } from "../../helpers/boot";
import { makeActor } from "../../helpers/fake-documents";
import { packDocs } from "../../helpers/pack-sources";
import { StandInCanvas } from "../../helpers/foundry/canvas";
import { serverTrips } from "../../helpers/foundry/server-requests";
import type { StandInCombat } from "../../helpers/foundry/combat";

const COMPANY = "Compendium.starskirmish.str-organisations.Actor.strOrgCompany001";
/** How long the first drop may take: it imports and places 41 teams on a machine shared with others. */
const FIRST_DROP_MS = 15_000;

async function world() {
  const { stubs, g } = await bootSystem({ "starskirmish.ruleSet": "striker" });
  stubs.actAs("gm");
  const canvas = new StandInCanvas({ size: 100, distance: 50, units: "m" });
  canvas.dimensions.sceneRect = { x: 0, y: 0, width: 8000, height: 8000 };
  g.canvas = canvas;
  for (const pack of ["str-teams", "str-organisations"]) for (const doc of packDocs<{ _id: string }>(pack)) makeActor(doc as never, `starskirmish.${pack}`);
  /** Token data the scene was asked to create, batch by batch. */
  const batches = () => canvas.scene.created.filter((c) => c.type === "Token").map((c) => c.data);
  const drop = (uuid: string, event: { shiftKey?: boolean } = {}) => stubs.fire.canvasDrop({}, { type: "Actor", uuid, x: 4000, y: 4000 }, event);
  const imported = () => g.game.actors.filter((a) => a.getFlag("starskirmish", "sourceUuid") !== undefined);
  return { stubs, g, canvas, batches, drop, imported };
}

type TokenSource = { disposition: number; actorId: string; flags: { starskirmish: { formation: string; unit: { id: string; level: string }[] } }; delta?: { system: { command: Record<string, string> } } };

describe("dropping a company from the compendium", () => {
  it("imports it once in three trips, places its 41 teams on the chosen side with their units, and groups them by squad", async () => {
    const { stubs, g, canvas, batches, drop, imported } = await world();
    stubs.dialogs.answer({ side: "hostile", combat: "squad" });
    expect(drop(COMPANY)).toBe(false);
    // the first drop also loads the placing code (formation-drop-hook.ts), a module graph of its own
    await vi.waitFor(() => expect(batches()).toHaveLength(1), { timeout: FIRST_DROP_MS });
    await vi.waitFor(() => expect(stubs.notes.at(-1)).toContain("STARSKIRMISH.Formation.placedInCombat"));
    const trips = serverTrips();
    // the import: both of Striker's actor packs read together, the folder, one createDocuments
    const importTrips = trips.filter((t) => t.startsWith("Pack.") || t === "Folder.create" || t === "Actor.createDocuments");
    expect(importTrips.sort()).toEqual(["Actor.createDocuments", "Folder.create", "Pack.getDocuments starskirmish.str-organisations", "Pack.getDocuments starskirmish.str-teams"]);
    expect(trips.filter((t) => t === "Actor.createDocuments")).toHaveLength(1);
    // the company, its nested formations and each distinct team, once each
    const worldCompany = imported().find((a) => a.getFlag("starskirmish", "sourceUuid") === COMPANY)!;
    expect(worldCompany.type).toBe("formation");
    expect(g.game.folders.map((f) => f.name)).toEqual(["Company (three platoons)"]);
    // the world company names world members: its sheet works on what is on the board
    const members = (worldCompany.system as { members: { uuid: string }[] }).members;
    expect(members.every((m) => m.uuid.startsWith("Actor."))).toBe(true);
    const tokens = batches()[0] as unknown as TokenSource[];
    expect(tokens).toHaveLength(41);
    expect(new Set(tokens.map((t) => t.disposition))).toEqual(new Set([-1]));
    expect(new Set(tokens.map((t) => t.flags.starskirmish.formation))).toEqual(new Set([worldCompany.uuid]));
    const worldIds = new Set(imported().map((a) => a.id));
    expect(tokens.every((t) => worldIds.has(t.actorId))).toBe(true);
    // each team's command comes from its units; a fire team knows its squad, section, platoon and company
    const fireTeam = tokens.find((t) => t.delta?.system.command.squad)!;
    expect(fireTeam.delta!.system.command).toMatchObject({ company: "A", platoon: expect.stringMatching(/^A[1-3]$/), section: expect.stringMatching(/^A[1-3]\.[12]$/) });
    // combat: one group per squad (12) and the company's and platoons' command teams with their unit
    const combat = g.game.combat as StandInCombat;
    expect(combat.combatants.size).toBe(41);
    const groupNames = combat.groups.map((x) => x.name);
    expect(groupNames.filter((n) => n.startsWith("Squad"))).toHaveLength(12);
    expect(combat.combatants.contents.every((c) => c.group !== null)).toBe(true);
    expect(trips.filter((t) => t === "Combat.createEmbeddedDocuments CombatantGroup")).toHaveLength(1);
    expect(trips.filter((t) => t === "Combat.createEmbeddedDocuments Combatant")).toHaveLength(1);
    expect(canvas.scene.tokens.size).toBe(41);
    // the tracker folds them: a row per group, every team under its group's row
    const { GroupedCombatTracker } = await import("../../../src/system/combat/grouped-tracker");
    const tracker = new (GroupedCombatTracker as unknown as new () => { render(): Promise<unknown>; element: HTMLElement })();
    await tracker.render();
    const rows = [...tracker.element.querySelectorAll<HTMLElement>("li.combatant-group")];
    expect(rows).toHaveLength(combat.groups.size);
    expect(rows.map((r) => r.querySelectorAll(".ssk-group-members > li.combatant").length).reduce((a, b) => a + b, 0)).toBe(41);
    expect(rows.some((r) => /^Squad A\d\.\d\.\d$/.test(r.querySelector(".ssk-group-name")!.textContent ?? ""))).toBe(true);
  });

  it("imports nothing on a second drop, takes the next letter, and a shift-drop reuses the last choice without asking", async () => {
    const { stubs, batches, drop, imported } = await world();
    stubs.dialogs.answer({ side: "friendly", combat: "none" });
    drop(COMPANY);
    await vi.waitFor(() => expect(batches()).toHaveLength(1), { timeout: FIRST_DROP_MS });
    const count = imported().length;
    const asked = stubs.dialogs.shown.length;
    drop(COMPANY, { shiftKey: true });
    await vi.waitFor(() => expect(batches()).toHaveLength(2));
    expect(stubs.dialogs.shown.length).toBe(asked);
    expect(imported()).toHaveLength(count);
    expect(serverTrips().filter((t) => t === "Actor.createDocuments")).toHaveLength(1);
    const second = batches()[1] as unknown as TokenSource[];
    expect(new Set(second.map((t) => t.disposition))).toEqual(new Set([1]));
    expect(new Set(second.map((t) => t.flags.starskirmish.unit[0]!.id))).toEqual(new Set(["B"]));
  });

  it("places nothing and imports nothing when the dialog is closed", async () => {
    const { stubs, batches, drop, imported } = await world();
    stubs.dialogs.answer(null);
    drop(COMPANY);
    await vi.waitFor(() => expect(stubs.dialogs.shown.length).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(batches()).toEqual([]);
    expect(imported()).toEqual([]);
  });
});
