// @vitest-environment happy-dom
// Corridor barriers at the table (Starship Marine 4.10, SSM-16), against the v13 stand-ins after a
// real init: a Marine carrying SpaceFoam places it with two clicks at step f, sets it off a move
// later, and it stands from step l as a wall that stops figures and sight; it is fired at like a door
// and falls to its second success. A WirePod in 1 g may fail to deploy; one wider than 8 cm is refused.
import { describe, expect, it } from "vitest";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { StandInCombat } from "../../../helpers/foundry/combat";

async function deck(faces: number[], gear: { name: string; deploys: string }) {
  const d = await starshipMarineDeck(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: { turn: 1, phase: "f" } } } });
  d.g.game.combat = combat;
  const kell = d.figure("Kell", "marineScaIII");
  await (kell as unknown as { createEmbeddedDocuments(n: string, x: object[]): Promise<unknown> }).createEmbeddedDocuments("Item", [{ name: gear.name, type: "ssmGear", system: { kind: "equipment", deploys: gear.deploys } }]);
  d.canvas.place(kell as never, { x: 140, y: 200 }, { _id: "tKell" });
  d.stubs.actAs("player1");
  const { actOnBarrier } = await import("../../../../src/rulesets/starship-marine/actions/barriers");
  const at = (turn: number, phase: string) => (combat.flags = { starskirmish: { ssmPosition: { turn, phase } } });
  /** Two clicks on the canvas while the sheet waits for them. */
  const place = async (kind: "spaceFoam" | "wirePod", a: [number, number], b: [number, number]) => {
    const done = actOnBarrier(kell as never, "place", kind);
    await new Promise((r) => setTimeout(r, 0));
    d.canvas.click(...a);
    await new Promise((r) => setTimeout(r, 0));
    d.canvas.click(...b);
    return done;
  };
  const barrierWall = () => d.canvas.scene.walls.contents.find((w) => (w.flags.starskirmish as { ssmBarrier?: object } | undefined)?.ssmBarrier);
  return { ...d, combat, kell, at, place, barrierWall, setOff: () => actOnBarrier(kell as never, "activate", "spaceFoam") };
}

describe("corridor barriers (4.10)", () => {
  it("places SpaceFoam that stops nothing until set off, stands from step l, and falls to its second success (SSM-16)", async () => {
    // step h rolls: move 3 a 1 (at or under 2 points: first hit), move 4 a 0 (second hit)
    const t = await deck([1, 10], { name: "SpaceFoam", deploys: "spaceFoam" });
    // across a corridor 300 px (7.5 cm) wide, x = 200
    expect(await t.place("spaceFoam", [200, 100], [200, 400])).toBe(true);
    const wall = t.barrierWall()!;
    expect([wall.move, wall.sight]).toEqual([0, 0]);
    expect(await t.setOff()).toBe(false);
    t.at(2, "f");
    expect(await t.setOff()).toBe(true);
    t.stubs.actAs("gm");
    const { openDestroyedDoors, rollForDoors } = await import("../../../../src/rulesets/starship-marine/actions/door-rolls");
    t.at(2, "l");
    await openDestroyedDoors(t.combat as never);
    expect([wall.move, wall.sight]).toEqual([20, 20]);
    // fired at like a door: the Marine's SCA III from within 1 cm, two moves running
    const { actOnDoor } = await import("../../../../src/rulesets/starship-marine/actions/door-attack");
    for (const move of [3, 4]) {
      t.stubs.actAs("player1");
      t.at(move, "f");
      expect(await actOnDoor(t.kell as never, "fire")).toBe(true);
      t.stubs.actAs("gm");
      t.at(move, "h");
      await rollForDoors(t.combat as never);
      t.at(move, "l");
      await openDestroyedDoors(t.combat as never);
      expect((wall.flags.starskirmish as { ssmBarrier: { hits: number } }).ssmBarrier.hits).toBe(move - 2);
      expect(wall.move).toBe(move === 3 ? 20 : 0);
    }
  });

  it("lets a WirePod fail to deploy in 1 g on a 1, and stops figures but not fire when it stands", async () => {
    const t = await deck([1], { name: "WirePod", deploys: "wirePod" });
    t.stubs.actAs("gm");
    await t.g.game.settings.set("starskirmish", "ssmEnvironment", "oneG");
    t.stubs.actAs("player1");
    await t.place("wirePod", [200, 100], [200, 300]);
    t.at(2, "f");
    await t.setOff();
    expect(t.cards.messages.at(-1)!.content).toContain("failed to deploy");
    const good = await deck([4], { name: "WirePod", deploys: "wirePod" });
    good.stubs.actAs("gm");
    await good.g.game.settings.set("starskirmish", "ssmEnvironment", "oneG");
    good.stubs.actAs("player1");
    await good.place("wirePod", [200, 100], [200, 300]);
    good.at(2, "f");
    await good.setOff();
    good.stubs.actAs("gm");
    good.at(2, "l");
    const { openDestroyedDoors } = await import("../../../../src/rulesets/starship-marine/actions/door-rolls");
    await openDestroyedDoors(good.combat as never);
    expect([good.barrierWall()!.move, good.barrierWall()!.sight]).toEqual([20, 0]);
  });

  it("refuses a barrier wider than 8 cm, or one the figure does not carry", async () => {
    const t = await deck([], { name: "SpaceFoam", deploys: "spaceFoam" });
    expect(await t.place("spaceFoam", [200, 0], [200, 400])).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.Barrier.tooWide");
    expect(await t.place("wirePod", [200, 0], [200, 100])).toBe(false);
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Barrier.notCarried");
    expect(t.barrierWall()).toBeUndefined();
  });
});
