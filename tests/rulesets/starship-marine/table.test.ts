// @vitest-environment happy-dom
// Starship Marine's table (load-table.ts) after a real init: the world starts on the module alone,
// with its settings registered and none of its card kinds; the first figure sheet to render, the
// tracker (its banner and its squad rows) or a hook that needs the rules loads it, and the hook's
// work is then done as before: a move in step d marks the figure Moved (3.2, 3.4), a combat's
// start counts both sides (3.12). The move the tracker plays follows the SSM-7 setting read at init.
import { describe, expect, it, vi } from "vitest";
import { starshipMarineDeck } from "../../helpers/starship-marine-deck";
import { StandInCombat } from "../../helpers/foundry/combat";
import type { ApplicationV2 } from "../../helpers/foundry/application";

async function startedWorld(settings: Record<string, unknown> = {}) {
  const d = await starshipMarineDeck([], { loadTable: false, settings });
  const { SSM_TABLE } = await import("../../../src/rulesets/starship-marine/load-table");
  const { registeredCardKind } = await import("../../../src/system/cards/card-registry");
  return { ...d, table: SSM_TABLE, registeredCardKind };
}

describe("Starship Marine's table", () => {
  it("is not loaded as the world starts, while its settings are registered", async () => {
    const w = await startedWorld();
    expect(w.table.loaded).toBeNull();
    expect(w.registeredCardKind("ssmFire")).toBeUndefined();
    expect([...w.stubs.settings.keys()]).toEqual(expect.arrayContaining(["starskirmish.ssmEnvironment", "starskirmish.ssmOptionalSteps"]));
  });

  it("is loaded by the first figure sheet to render, which draws the figure's profile", async () => {
    const w = await startedWorld();
    const kell = w.figure("Kell", "marineScaII");
    const { StarshipMarineFigureSheet } = await import("../../../src/rulesets/starship-marine/sheets/figure-sheet");
    const sheet = new StarshipMarineFigureSheet({ document: kell } as never) as unknown as ApplicationV2;
    await sheet.render(true);
    expect(w.table.loaded).not.toBeNull();
    expect(w.registeredCardKind("ssmFire")?.kind.ruleSet).toBe("starship-marine");
    // the profile comes from the table: a Marine with an SCA II fires (2.1, 2.4)
    expect(sheet.element.querySelector(".ssm-profile [data-action='fire']")).not.toBeNull();
  });

  it("is loaded by the tracker's banner, which plays steps m-o when the GM turned them on (SSM-7)", async () => {
    for (const [optional, next] of [
      [true, "Next: Step M – Ships move (optional)"],
      [false, "Next: Step A – Activate or deactivate robots"],
    ] as const) {
      const w = await startedWorld({ "starskirmish.ssmOptionalSteps": optional });
      w.g.game.combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: { turn: 1, phase: "l" } } } }) as never;
      w.stubs.actAs("gm");
      const html = document.createElement("div");
      html.innerHTML = `<ol class="combat-tracker"></ol>`;
      w.stubs.fire.rendered("CombatTracker", {}, html);
      await vi.waitFor(() => expect(html.querySelector(".ssk-turn")).not.toBeNull());
      expect(w.table.loaded).not.toBeNull();
      expect(html.querySelector("[data-turn-action='next']")?.textContent).toBe(next);
    }
  });

  it("is loaded by a squad's row in the tracker, which shows its record", async () => {
    const w = await startedWorld();
    const { activeRuleSet } = await import("../../../src/system/registry");
    const row = document.createElement("li");
    row.innerHTML = `<div class="ssk-group-header"></div>`;
    await activeRuleSet().decorateGroup!(row, { flags: {} } as never, []);
    expect(w.table.loaded).not.toBeNull();
    expect(row.querySelector(".ssk-group-header + .ssm-squad")).not.toBeNull();
  });

  it("is loaded by a move on the board in step d, which then marks the figure Moved (3.2, 3.4)", async () => {
    const w = await startedWorld();
    const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: { turn: 2, phase: "d" } } } });
    w.g.game.combat = combat as never;
    const kell = w.figure("Kell", "marineScaII");
    const token = w.canvas.place(kell as never, { x: 50, y: 50 }, { _id: "t-Kell", disposition: 1 });
    combat.addCombatant({ actor: kell, token: token.document });
    w.stubs.actAs("gm");
    (token.document as unknown as { movement: unknown }).movement = { passed: { distance: 10 } };
    w.stubs.fire.updated(token.document as never, { x: 100 }, w.g.game.user!.id);
    await vi.waitFor(async () => expect(await w.markersOf(kell)).toEqual({ "ssm-moved": 1 }));
    expect(w.table.loaded).not.toBeNull();
  });

  it("is not loaded by a token update that neither moves nor turns the figure, and is by a turn on the spot (3.4)", async () => {
    const w = await startedWorld();
    const kell = w.figure("Kell", "marineScaII");
    const token = w.canvas.place(kell as never, { x: 50, y: 50 }, { _id: "t-Kell", disposition: 1 });
    w.stubs.actAs("gm");
    const load = vi.spyOn(w.table, "load");
    w.stubs.fire.updated(token.document as never, { name: "Kell (wounded)" }, w.g.game.user!.id);
    expect(load).not.toHaveBeenCalled();
    w.stubs.fire.updated(token.document as never, { rotation: 90 }, w.g.game.user!.id);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(w.table.loaded).not.toBeNull());
  });

  it("is loaded as the GM starts a combat, which then counts both sides' start (3.12)", async () => {
    const w = await startedWorld();
    const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: { turn: 1, phase: "a" } } } });
    w.g.game.combat = combat as never;
    w.stubs.actAs("gm");
    const crew = w.figure("Crew", "crewman");
    combat.addCombatant({ actor: crew, token: w.canvas.place(crew as never, { x: 50, y: 50 }, { _id: "t-Crew", disposition: -1 }).document });
    w.stubs.fire.combatStarted(combat);
    const sides = () => (combat.flags as { starskirmish: { ssmSides?: { start: unknown } } }).starskirmish.ssmSides?.start;
    await vi.waitFor(() => expect(sides()).toEqual({ ship: 1, attackers: 0 }));
  });
});
