// @vitest-environment happy-dom
// The ruler while a team is dragged in a tracked turn (Striker 6), after a real init: the Striker
// ruler class is the world's, and each waypoint's label says the metres the path comes to, from the
// phase's moves so far, against the allowance, or why the rules refuse it, as the move check reads
// it; outside a tracked turn the label is core's.
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper } from "../../../helpers/striker-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { waypointsThrough, type TokenRuler } from "../../../helpers/foundry/token-ruler";

type Label = { distance: { total: string; delta?: string }; cost: { total: string; units: string }; cssClass: string };

async function setup({ phase = "firstMovement", tracked = true, markers = [] as string[] } = {}) {
  const b = await strikerBoard([]);
  // the label's numbers, written after its key (the Striker board's format gives the key alone)
  b.g.game.i18n.format = (k: string, data?: Record<string, unknown>) => (data ? `${k} ${JSON.stringify(data)}` : k);
  const blue = b.team("Actor.blue", "Blue A1", { troopers: ["Lee", "Ng", "Ito", "Cruz"].map((n) => trooper(n)), morale: { value: 7, start: 7 } });
  const store = await import("../../../../src/system/markers/marker-store");
  for (const m of markers) await store.adjustMarker(blue as never, store.markerDefinition(m)!, 1);
  // 100 px squares of 50 m; the token's centre at (50, 50)
  const token = b.canvas.place(blue, { x: 50, y: 50 }, { _id: "tb", disposition: 1 });
  if (tracked) {
    const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: { turn: 1, phase } } } });
    b.g.game.combat = combat as never;
    combat.addCombatant({ actor: blue, token: token.document });
  }
  await (await import("../../../../src/rulesets/striker/load-table")).STRIKER_TABLE.load();
  b.stubs.actAs("player1");
  const Ruler = (b.g as unknown as { CONFIG: { Token: { rulerClass: (new (token: object) => TokenRuler) & { name: string } } } }).CONFIG.Token.rulerClass;
  const ruler = new Ruler(token);
  /** The label at the last waypoint of a drag through these centres, from where the team stands. */
  const label = (...centres: { x: number; y: number }[]) => ruler.labelAt(waypointsThrough([{ x: 50, y: 50 }, ...centres]).at(-1)!) as Label;
  return { ...b, Ruler, label, token };
}

describe("the Striker ruler (Striker 6)", () => {
  it("is the world's token ruler, and counts the metres of the phase's move against the allowance", async () => {
    const t = await setup();
    expect(t.Ruler.name).toBe("StrikerTokenRuler");
    // 30 m along the row: within the 50 m a team on foot walks
    const within = t.label({ x: 110, y: 50 });
    expect(within.distance.total).toBe('STARSKIRMISH.Striker.Move.ruler.within {"used":"30","allowance":"50"}');
    expect(within.cost).toEqual({ total: within.distance.total, units: "" });
    expect(within.cssClass).toContain("str-move");
    expect(within.cssClass).not.toContain("str-move-refused");
    // 30 m, then 40 m down: 70 m, past it
    const past = t.label({ x: 110, y: 50 }, { x: 110, y: 130 });
    expect(past.distance.total).toBe('STARSKIRMISH.Striker.Move.ruler.pastAllowance {"used":"70","allowance":"50"}');
    expect(past.cssClass).toContain("str-move-refused");
  });

  it("says why a team may not move: suppressed (8.C.4.a), or not its side's movement phase (6)", async () => {
    expect((await setup({ markers: ["str-suppressed"] })).label({ x: 70, y: 50 }).distance.total).toContain("STARSKIRMISH.Striker.Move.ruler.suppressed");
    const other = await setup({ phase: "secondMovement" });
    const label = other.label({ x: 70, y: 50 });
    expect(label.distance.total).toContain("STARSKIRMISH.Striker.Move.ruler.notOwnPhase");
    expect(label.cssClass).toContain("str-move-refused");
  });

  it("says when a path breaks the building rules, as the check would (6.B.4)", async () => {
    const t = await setup();
    // a house whose wall is 20 m east of the token's edge: the team did not stand beside it as the phase began
    t.paint({ x: 140, y: 0, width: 260, height: 100 }, { terrain: "building" }, { bottom: null, top: null });
    const label = t.label({ x: 150, y: 50 });
    expect(label.distance.total).toContain("STARSKIRMISH.Striker.Move.ruler.buildingNotAdjacent");
    expect(label.cssClass).toContain("str-move-refused");
    // up to the wall is a walk on open ground
    expect(t.label({ x: 120, y: 50 }).distance.total).toContain("STARSKIRMISH.Striker.Move.ruler.within");
  });

  it("leaves core's label outside a tracked turn", async () => {
    const t = await setup({ tracked: false });
    const label = t.label({ x: 110, y: 50 });
    expect(label.distance.total).toBe("0.6");
    expect(label.cssClass).not.toContain("str-move");
  });
});
