// @vitest-environment happy-dom
// The ruler while a unit is dragged in a movement phase (VIII-A, VIII-B, SMR-11), after a real init:
// the StarMarines ruler class is the world's, and each waypoint's label says the move units the path
// costs of the allowance and what is left, or why the rules refuse it, as the move check would; in the
// other side's movement phase it promises a player nothing (VII.2, VII.4).
import { describe, expect, it } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { waypointsThrough, type TokenRuler } from "../../../helpers/foundry/token-ruler";
import { hexCentre } from "../../../../src/core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../../../src/core/board/hex-offsets";

/** The counted move-unit phrase as the stand-in's format gives it: its form, the units spent and the allowance. */
const units = (form: "one" | "other", spent: string, allowance: string) => `STARSKIRMISH.StarMarines.Move.ruler.units.${form} ${JSON.stringify({ spent, count: allowance })}`;
const at = (q: number, r: number) => hexCentre("hexOddQ", 100, cubeToOffset(q, r, HEX_LAYOUTS.hexOddQ));

async function setup(phase = "p1Movement", move = 3, initiative: object = {}) {
  const b = await starMarinesBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase }, ...initiative } } });
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", move });
  const tMarine = b.put(marine, 0, 0, 0, { disposition: 1 });
  const combatant = combat.addCombatant({ actor: marine, token: tMarine.document });
  b.stubs.actAs("player1");
  const Ruler = (b.g as unknown as { CONFIG: { Token: { rulerClass: new (token: object) => TokenRuler } } }).CONFIG.Token.rulerClass;
  const ruler = new Ruler(tMarine);
  /** The label at the last waypoint of a drag through these hexes, from where the marine stands. */
  const label = (...hexes: [number, number][]) => {
    const points = waypointsThrough([at(0, 0), ...hexes.map(([q, r]) => at(q, r))]);
    return ruler.labelAt(points.at(-1)!) as { distance: { total: string; delta?: string }; cost: { total: string; units: string }; units: string; cssClass: string };
  };
  return { ...b, combat, combatant, tMarine, label };
}

describe("the StarMarines ruler (VIII-A)", () => {
  // SMR-11: one hex face per move unit, one more per unspent move unit: 3 + 2 turns after one hex of three
  it("is the world's token ruler, and counts move units used and left with the turns", async () => {
    const t = await setup();
    const one = t.label([0, -1]);
    expect(one.distance.total).toBe(`STARSKIRMISH.StarMarines.Move.ruler.left.other ${JSON.stringify({ spent: "1", allowance: "3", left: "2", turns: "0", turnsAllowed: "5", units: units("other", "1", "3"), count: "5" })}`);
    expect(one.cost).toEqual({ total: one.distance.total, units: "" });
    expect(one.distance.delta).toBeUndefined();
    // two hexes ahead then one to the right-ahead side: a turn of one face
    const bend = t.label([0, -1], [0, -2], [1, -3]);
    expect(bend.distance.total).toContain('"spent":"3","allowance":"3","left":"0","turns":"1"');
    expect(bend.cssClass).not.toContain("smr-refused");
  });

  // SMR-11: a unit that moves 1 has 1 + 0 turns left once its one hex is used: the one form counts it;
  // VIII-A: its allowance of 1 is "1 move unit", the move-unit phrase's own one form
  it("counts a single turn allowed, and an allowance of one move unit, each in its one form", async () => {
    const t = await setup("p1Movement", 1);
    expect(t.label([0, -1]).distance.total).toBe(`STARSKIRMISH.StarMarines.Move.ruler.left.one ${JSON.stringify({ spent: "1", allowance: "1", left: "0", turns: "0", turnsAllowed: "1", units: units("one", "1", "1"), count: "1" })}`);
  });

  it("says why the rules refuse a path, as the move check would, and costs forest at two (X)", async () => {
    const t = await setup();
    const far = t.label([0, -1], [0, -2], [0, -3], [0, -4]);
    expect(far.distance.total).toBe('STARSKIRMISH.StarMarines.Move.short.overAllowance {"spent":"3","allowance":"3","left":"0","turns":"0","turnsAllowed":"3"}');
    expect(far.cssClass).toContain("smr-refused");
    const wood = at(0, -1);
    t.canvas.scene.addRegion({ name: "Wood", shapes: [{ type: "rectangle", x: wood.x - 40, y: wood.y - 40, width: 80, height: 80 }], behaviors: [{ type: "smrTerrain", system: { terrain: "forest" } }] });
    expect(t.label([0, -1]).distance.total).toContain('"spent":"2","allowance":"3","left":"1"');
  });

  it("reads a path that ends on a friendly carrier as a walk up to it and a boarding (VIII-G)", async () => {
    const t = await setup();
    const apc = t.unit("APC", { kind: "vehicle", move: 3, capacity: 2 });
    t.put(apc, 0, -2, 0, { disposition: 1 });
    expect(t.label([0, -1], [0, -2]).distance.total).toBe(`STARSKIRMISH.StarMarines.Move.ruler.boards ${JSON.stringify({ spent: "1", allowance: "3", left: "2", turns: "0", turnsAllowed: "5", units: units("other", "1", "3") })}`);
  });

  it("goes on from what the unit already used this phase, and leaves core's label outside a movement phase", async () => {
    const t = await setup();
    // two units spent, as the GM's client recorded them on the Combat
    await t.combat.update({ flags: { starskirmish: { smrMoves: { [t.combatant.id]: { turn: 1, phase: "p1Movement", spent: 2, turns: 0 } } } } });
    expect(t.label([0, -1]).distance.total).toContain('"spent":"3","allowance":"3","left":"0"');
    const combat = await setup("combat");
    expect(combat.label([0, -1]).distance.total).toBe("1");
  });

  it("promises no move in the other side's movement phase, which the check refuses (VII.2, VII.4)", async () => {
    // VII.1: the marines' side (disposition 1) rolled low this turn: Player 1's phase is the other side's
    const initiative = { turnInitiative: { turn: 1, order: [{ id: "hostile", label: "Hostile" }, { id: "friendly", label: "Friendly" }] } };
    const theirs = await setup("p1Movement", 3, initiative);
    expect(theirs.label([0, -1]).distance.total).toBe("1");
    // the GM moves any unit in any movement phase (SMR-24): the GM's ruler counts the move
    theirs.stubs.actAs("gm");
    expect(theirs.label([0, -1]).distance.total).toContain('"spent":"1","allowance":"3","left":"2"');
    const ours = await setup("p2Movement", 3, initiative);
    expect(ours.label([0, -1]).distance.total).toContain('"spent":"1","allowance":"3","left":"2"');
  });
});
