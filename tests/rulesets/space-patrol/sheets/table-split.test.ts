// @vitest-environment happy-dom
// Space Patrol!'s table (load-table.ts) after a real init: the world starts on the module alone,
// with its settings registered and none of its card kinds; the Actors directory's buttons are
// drawn at once and a press loads the table; the first sheet to render loads it and shows what
// only the table knows (the combat actions); the loadout guard (Guide 5.1, 5.2), a hook that must
// answer at once, refuses with a notice while the table loads and applies the real check after.
import { describe, expect, it, vi } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { StandInItem } from "../../../helpers/fake-documents";
import type { ApplicationV2 } from "../../../helpers/foundry/application";

async function startedWorld() {
  const t = await spaceBoard([], { loadTable: false });
  const { SPACE_PATROL_TABLE } = await import("../../../../src/rulesets/space-patrol/load-table");
  const { registeredCardKind } = await import("../../../../src/system/cards/card-registry");
  return { t, table: SPACE_PATROL_TABLE, registeredCardKind };
}

describe("Space Patrol!'s table", () => {
  it("is not loaded as the world starts, while its settings are registered", async () => {
    const { t, table, registeredCardKind } = await startedWorld();
    expect(table.loaded).toBeNull();
    expect(registeredCardKind("spTask")).toBeUndefined();
    expect([...t.stubs.settings.keys()]).toEqual(expect.arrayContaining(["starskirmish.spPlayerCrewMorale", "starskirmish.spDistinctBranches", "starskirmish.spChainOfCommand"]));
  });

  it("draws the Actors directory's buttons without it, and loads it when one is pressed (Guide 1.5)", async () => {
    const { t, table } = await startedWorld();
    t.stubs.actAs("gm");
    const html = document.createElement("div");
    html.innerHTML = `<div class="header-actions"></div>`;
    t.stubs.fire.rendered("ActorDirectory", {}, html);
    expect(html.querySelector(".sp-create-button")).not.toBeNull();
    const appoint = html.querySelector<HTMLButtonElement>(".sp-command-button");
    expect(appoint).not.toBeNull();
    expect(table.loaded).toBeNull();
    const load = vi.spyOn(table, "load");
    appoint!.click();
    expect(load).toHaveBeenCalled();
    await load.mock.results[0]!.value;
    expect(table.loaded).not.toBeNull();
  });

  it("is loaded by the first patrolman sheet to render, which then shows his combat actions", async () => {
    const { t, table, registeredCardKind } = await startedWorld();
    const rana = t.patrolman("Actor.rana", "Rana", { tactics: 3 });
    rana.ownership = { default: 0, player1: 3 };
    const { PatrolmanSheet } = await import("../../../../src/rulesets/space-patrol/sheets/patrolman-sheet");
    const sheet = new PatrolmanSheet({ document: rana } as never) as unknown as ApplicationV2;
    await sheet.render(true);
    expect(table.loaded).not.toBeNull();
    expect(registeredCardKind("spTask")?.kind.ruleSet).toBe("space-patrol");
    // the action bar comes from the table's sheet actions
    expect(sheet.element.querySelectorAll('[data-action="combatAction"]').length).toBeGreaterThan(0);
  });

  it("refuses a patrolman's item with a notice until it has loaded, then checks the loadout (Guide 5.1, 5.2)", async () => {
    const { t, table } = await startedWorld();
    const device = (n: number) => ({ _id: `d${n}`, name: `Kit ${n}`, type: "spDevice", system: { kind: "medKit" } }) as const;
    const rana = t.patrolman("Actor.rana", "Rana", {});
    for (const n of [1, 2, 3]) rana.adoptItem(new StandInItem(device(n) as never));
    const create = (n: number) => t.stubs.fire.preCreate(new StandInItem(device(n) as never, { parent: rana }), device(n), "player1");
    // an item the loadout rules do not concern needs no table: a vehicle's, or one in the Items directory
    const car = t.vehicle("Actor.car", "Car");
    expect(t.stubs.fire.preCreate(new StandInItem(device(9) as never, { parent: car }), device(9), "player1")).toBe(true);
    expect(table.loaded).toBeNull();
    // a fourth device would be legal, but nothing goes through unchecked
    const load = vi.spyOn(table, "load");
    expect(create(4)).toBe(false);
    expect(t.stubs.notifications.at(-1)).toMatchObject({ level: "warn", message: "STARSKIRMISH.Error.rulesLoading" });
    // the refusal started the load
    expect(load).toHaveBeenCalled();
    await load.mock.results[0]!.value;
    expect(table.loaded).not.toBeNull();
    t.stubs.notes.length = 0;
    expect(create(4)).toBe(true);
    expect(t.stubs.notes).toEqual([]);
    rana.adoptItem(new StandInItem(device(4) as never));
    // a fifth is refused by the rules themselves, with their reason
    expect(create(5)).toBe(false);
    expect(t.stubs.notes[0]).toContain("STARSKIRMISH.SpacePatrol.Inventory.refused");
    expect(t.stubs.notes[0]).toContain("STARSKIRMISH.SpacePatrol.Inventory.tooManyDevices");
  });
});
