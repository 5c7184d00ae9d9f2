// Dropping a formation: members expanded and laid out, compendium members imported once, all
// tokens created in one batch with their formation flag, or nothing created and the reason told.
import { describe, expect, it, vi } from "vitest";
import { bootSystem } from "../helpers/boot";
import { makeActor, type StandInActor } from "../helpers/fake-documents";
import { StandInCanvas } from "../helpers/foundry/canvas";
import { StandInCombat } from "../helpers/foundry/combat";
import type { StandInWorld } from "../helpers/foundry-stubs";

interface CreatedToken {
  x: number;
  y: number;
  actorId: string;
  flags: { starskirmish?: { formation: string; member: number } };
}

async function setup(ruleSet = "space-patrol") {
  const { stubs, g } = await bootSystem({ "starskirmish.ruleSet": ruleSet });
  stubs.actAs("gm");
  const canvas = new StandInCanvas({ size: 100 });
  canvas.dimensions.sceneRect = { x: 0, y: 0, width: 2000, height: 2000 };
  g.canvas = canvas;
  /** Token batches the scene was asked to create, in order. */
  const created = () => canvas.scene.created.filter((c) => c.type === "Token").map((c) => c.data as unknown as CreatedToken[]);
  return { stubs, g, canvas, created };
}

const team = (id: string, name = id) => ({ _id: id, name, type: "strTeam" as const });

function formation(members: { uuid: string; quantity: number; role?: "member" | "leader" }[]): StandInActor<"formation"> {
  return makeActor({ _id: "platoon", name: "Platoon", type: "formation", system: { members: members.map((m) => ({ name: m.uuid, role: "member", ...m })), shape: "line", facing: "N" } });
}

/** Imported actors: world actors that remember the compendium actor they came from. */
const imported = (g: StandInWorld) => g.game.actors.filter((a) => a.getFlag("starskirmish", "sourceUuid") !== undefined);

describe("placing a formation", () => {
  it("creates every token in one batch, flagged with the formation, and imports a compendium member once", async () => {
    const { g, created } = await setup("striker");
    makeActor(team("team", "Fire Team"), "starskirmish.str-teams");
    makeActor(team("nco", "NCO"));
    const f = formation([{ uuid: "Compendium.starskirmish.str-teams.Actor.team", quantity: 4 }, { uuid: "Actor.nco", quantity: 1, role: "leader" }]);
    const { placeFormation } = await import("../../src/system/formation/place-formation");
    expect(await placeFormation(f as never, { x: 1000, y: 1000 })).toBe(true);
    expect(created()).toHaveLength(1);
    const batch = created()[0]!;
    expect(batch).toHaveLength(5);
    expect(imported(g).map((a) => a.name)).toEqual(["Fire Team"]);
    for (const t of batch) expect(t.flags.starskirmish?.formation).toBe("Actor.platoon");
    // A line facing north: every token on one row, no two on one space.
    expect(new Set(batch.map((t) => t.y)).size).toBe(1);
    expect(new Set(batch.map((t) => t.x)).size).toBe(5);
    // A second drop reuses the imported actor.
    expect(await placeFormation(f as never, { x: 500, y: 500 })).toBe(true);
    expect(imported(g)).toHaveLength(1);
  });

  it("creates nothing when a member is missing, and says which", async () => {
    const { stubs, created } = await setup();
    const f = formation([{ uuid: "Actor.gone", quantity: 1 }]);
    const { placeFormation } = await import("../../src/system/formation/place-formation");
    expect(await placeFormation(f as never, { x: 100, y: 100 })).toBe(false);
    expect(created()).toEqual([]);
    expect(stubs.notes[0]).toContain("STARSKIRMISH.Formation.problem.missing");
  });

  it("creates nothing when a member belongs to another rule set", async () => {
    const { stubs, created } = await setup("striker");
    makeActor({ _id: "pat", name: "Rana", type: "spPatrolman" });
    const f = formation([{ uuid: "Actor.pat", quantity: 1 }]);
    const { placeFormation } = await import("../../src/system/formation/place-formation");
    expect(await placeFormation(f as never, { x: 100, y: 100 })).toBe(false);
    expect(created()).toEqual([]);
    expect(stubs.notes[0]).toContain("STARSKIRMISH.Formation.otherRuleSet");
  });

  it("creates nothing when the scene has no room for everyone", async () => {
    const { stubs, canvas, created } = await setup();
    makeActor({ _id: "nco", name: "NCO", type: "spPatrolman" });
    canvas.dimensions.sceneRect = { x: 0, y: 0, width: 400, height: 400 };
    const f = formation([{ uuid: "Actor.nco", quantity: 30 }]);
    const { placeFormation } = await import("../../src/system/formation/place-formation");
    expect(await placeFormation(f as never, { x: 200, y: 200 })).toBe(false);
    expect(created()).toEqual([]);
    // a counted message: the 30 figures' form, the ones without room given beside it
    expect(stubs.notes[0]).toMatch(/^STARSKIRMISH\.Formation\.noRoom\.other .*"count":"30"/);
  });

  it("takes over a dropped formation, and leaves other actors to core", async () => {
    const { stubs, created } = await setup();
    makeActor({ _id: "nco", name: "NCO", type: "spPatrolman" });
    const f = formation([{ uuid: "Actor.nco", quantity: 1 }]);
    // dropCanvasData is fired as v13 fires it: (canvas, data, event); false stops core's drop.
    expect(stubs.fire.canvasDrop({}, { type: "Actor", uuid: f.uuid, x: 300, y: 300 }, {})).toBe(false);
    expect(stubs.fire.canvasDrop({}, { type: "Actor", uuid: "Actor.nco", x: 300, y: 300 }, {})).toBe(true);
    await vi.waitFor(() => expect(created()).toHaveLength(1));
  });

  it("imports a unit dropped from a compendium once and places it on a free space; a second drop reuses it", async () => {
    const { stubs, g, created } = await setup("striker");
    const uuid = "Compendium.starskirmish.str-teams.Actor.team";
    makeActor(team("team", "Fire Team"), "starskirmish.str-teams");
    expect(stubs.fire.canvasDrop({}, { type: "Actor", uuid, x: 250, y: 250 }, {})).toBe(false);
    await vi.waitFor(() => expect(created()).toHaveLength(1));
    expect(stubs.fire.canvasDrop({}, { type: "Actor", uuid, x: 250, y: 250 }, {})).toBe(false);
    await vi.waitFor(() => expect(created()).toHaveLength(2));
    const [copy] = imported(g);
    expect(imported(g)).toHaveLength(1);
    expect(created()[0]![0]).toMatchObject({ x: 200, y: 200, actorId: copy!.id });
  });

  it("refuses a compendium unit of another rule set", async () => {
    const { stubs, created } = await setup("striker");
    const uuid = "Compendium.starskirmish.sp-patrolmen.Actor.rana";
    makeActor({ _id: "rana", name: "Rana", type: "spPatrolman" }, "starskirmish.sp-patrolmen");
    expect(stubs.fire.canvasDrop({}, { type: "Actor", uuid, x: 250, y: 250 }, {})).toBe(false);
    await vi.waitFor(() => expect(stubs.notes[0]).toContain("STARSKIRMISH.Formation.otherRuleSet"));
    expect(created()).toEqual([]);
  });

  it("adds the formation's tokens to the combat in one group named after it, once", async () => {
    const { g, canvas } = await setup();
    const flagged = (formationUuid: string) => ({ flags: { starskirmish: { formation: formationUuid } } });
    const [t1, t2] = [canvas.place(null, { x: 50, y: 50 }, flagged("Actor.platoon")), canvas.place(null, { x: 150, y: 50 }, flagged("Actor.platoon"))];
    canvas.place(null, { x: 250, y: 50 }, flagged("Actor.other"));
    const combat = new StandInCombat({ _id: "combat1" });
    g.game.combat = combat;
    const { addFormationToCombat, removeFormationFromCombat } = await import("../../src/system/formation/formation-tokens");
    expect(await addFormationToCombat("Actor.platoon", "2nd Platoon")).toBe(2);
    expect(combat.groups.map((x) => x.name)).toEqual(["2nd Platoon"]);
    const group = combat.groups.contents[0]!;
    expect(combat.combatants.map((c) => [c.tokenId, c.group])).toEqual([[t1!.id, group.id], [t2!.id, group.id]]);
    expect(await addFormationToCombat("Actor.platoon", "2nd Platoon")).toBe(0);
    expect(combat.groups.size).toBe(1);
    // Taking them out again removes the formation's combatants and its group, nobody else's.
    const other = combat.addCombatant({ name: "Other", flags: { starskirmish: { formation: "Actor.other" } } });
    expect(await removeFormationFromCombat("Actor.platoon")).toBe(2);
    expect(combat.combatants.map((c) => c.id)).toEqual([other.id]);
    expect(combat.groups.size).toBe(0);
  });
});
