// @vitest-environment happy-dom
// A holed ship (Guide 7.12 Hull Marker, 6.10 vacuum) on stand-ins after a real init: the first Hull
// Marker posts one card on the GM's client listing the crew with their suits; each crewman without a
// suit is saved by his owner spending a Space Hero Point, or dies; each choice is made once.
import { describe, expect, it, vi } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { pressCardButton } from "../../../helpers/card-buttons";

interface VacuumContext {
  ship: string;
  rows: { name: string; suitLabel: string; airMinutes: number; atRisk: boolean }[];
  atRisk: number;
}

async function setup() {
  const t = await spaceBattle([]);
  // Kade wears an EVA suit, Sol a Hard Suit; Rana, Mori and Ito wear nothing sealed
  t.give(t.kade, t.item("armour", "eva", { suit: "evaSuit" }));
  t.give(t.sol, t.item("armour", "hard", { suit: "hardSuit" }));
  await (t.rana as unknown as { update(d: object): Promise<unknown> }).update({ system: { heroPoints: { value: 1, max: 2 } } });
  const { DEAD_STATUS } = await import("../../../../src/system/markers/status-effects");
  const dead = (a: { effects: Iterable<unknown> }) => [...a.effects].some((e) => (e as { statuses: Set<string> }).statuses.has(DEAD_STATUS.id));
  const points = () => (t.rana.system as { heroPoints: { value: number } }).heroPoints.value;
  const vacuumCard = () => t.messages.find((m) => m.system.kind === "spVacuum");
  /** Adds a Hull Marker, and fires createActiveEffect as v13 does when the first one creates the effect. */
  const hull = async () => {
    const before = new Set(t.cutter.effects.map((e) => e.id));
    await t.mark(t.cutter, "sp-spacecraft-hull", 1);
    const created = t.cutter.effects.find((e) => !before.has(e.id));
    if (created) t.stubs.fire.created(created, "gm");
  };
  /** Breaches the hull and waits for the GM's card. */
  const breach = async () => {
    await hull();
    await vi.waitFor(() => expect(vacuumCard()).toBeDefined());
  };
  return { ...t, dead, points, vacuumCard, hull, breach };
}

describe("a hull breach (Guide 6.10, 7.12)", () => {
  it("lists the crew with their suits once, at the first Hull Marker", async () => {
    const t = await setup();
    await t.breach();
    const context = t.card<VacuumContext>("cards/vacuum.hbs");
    expect(context.ship).toBe("Cutter");
    expect(context.rows.map((r) => [r.name, r.suitLabel.split(".").at(-1), r.atRisk, r.airMinutes])).toEqual([
      ["Ito", "none", true, 0],
      ["Rana", "none", true, 0],
      ["Sol", "hardSuit", false, 5],
      ["Kade", "eva", false, 120],
      ["Mori", "none", true, 0],
    ]);
    expect(context.atRisk).toBe(3);
    expect(t.vacuumCard()?.system.targets.map((x) => x.name)).toEqual(["Ito", "Rana", "Mori"]);
    // a second marker raises the count; the air is already gone
    const cards = t.messages.length;
    await t.hull();
    expect(t.markers(t.cutter)["sp-spacecraft-hull"]).toBe(2);
    expect(t.messages.length).toBe(cards);
  });

  it("the owner spends Rana's point and she lives; a second choice is refused", async () => {
    const t = await setup();
    await t.breach();
    t.stubs.actAs("player1");
    await pressCardButton(t.vacuumCard()!, "spVacuumSpend", { targetKey: "rana" });
    expect(t.points()).toBe(0);
    expect(t.dead(t.rana)).toBe(false);
    expect(t.card<{ fate: string; left: number }>("cards/vacuum-fate.hbs")).toMatchObject({ fate: "STARSKIRMISH.SpacePatrol.Vacuum.fate.spent", left: 0, name: "Rana", ship: "Cutter" });
    await pressCardButton(t.vacuumCard()!, "spVacuumPerish", { targetKey: "rana" });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Error.alreadyRolled");
    expect(t.dead(t.rana)).toBe(false);
  });

  it("a crewman with no point left cannot spend one, and dies when his owner says so", async () => {
    const t = await setup();
    await t.breach();
    t.stubs.actAs("player1");
    await pressCardButton(t.vacuumCard()!, "spVacuumSpend", { targetKey: "mori" });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.Vacuum.refused.noPoints");
    await pressCardButton(t.vacuumCard()!, "spVacuumPerish", { targetKey: "mori" });
    expect(t.dead(t.mori)).toBe(true);
    expect(t.card<{ fate: string }>("cards/vacuum-fate.hbs").fate).toBe("STARSKIRMISH.SpacePatrol.Vacuum.fate.perished");
  });

  it("refuses another player's crewman", async () => {
    const t = await setup();
    await t.breach();
    t.stubs.actAs("player2");
    await pressCardButton(t.vacuumCard()!, "spVacuumPerish", { targetKey: "rana" });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Error.notYourActor");
    expect(t.dead(t.rana)).toBe(false);
  });
});
