// @vitest-environment happy-dom
// The GM's record of the GM's own drags (VIII-B, SMR-11, SMR-24) after a real init. The GM's drag is
// not checked, and its token is not turned (turning a vehicle would turn its passengers), so the
// token keeps the rotation it set off with; the ruler plans the drag as a walk ending facing the way
// it last stepped. The record counts the turns the ruler showed: none back to the rotation the token
// keeps, and each leg of a drag through waypoints going on from the facing the leg before ended in.
import { describe, expect, it } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { dragAs } from "../../../helpers/foundry/move-as";
import { waypointsThrough, type TokenRuler } from "../../../helpers/foundry/token-ruler";
import { hexCentre } from "../../../../src/core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../../../src/core/board/hex-offsets";

const at = (q: number, r: number) => hexCentre("hexOddQ", 100, cubeToOffset(q, r, HEX_LAYOUTS.hexOddQ));
const corner = ([q, r]: readonly [number, number]) => ({ x: at(q, r).x - 50, y: at(q, r).y - 50 });

async function setup(move: number) {
  const b = await starMarinesBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "p1Movement" } } } });
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", move });
  // facing 0: straight up the board, towards (0, -1)
  const tMarine = b.put(marine, 0, 0, 0, { disposition: 1 });
  const combatant = combat.addCombatant({ actor: marine, token: tMarine.document });
  b.stubs.actAs("gm");
  const Ruler = (b.g as unknown as { CONFIG: { Token: { rulerClass: new (token: object) => TokenRuler } } }).CONFIG.Token.rulerClass;
  /** What the GM's ruler says at the end of a drag from hex `from` through `hexes`: the units spent and the faces turned this phase. */
  const ruler = (from: [number, number], hexes: [number, number][]) => {
    const label = new Ruler(tMarine).labelAt(waypointsThrough([at(...from), ...hexes.map(([q, r]) => at(q, r))]).at(-1)!) as { distance: { total: string }; cssClass: string };
    expect(label.cssClass).not.toContain("smr-refused");
    return { spent: Number(/"spent":"(\d+)"/.exec(label.distance.total)?.[1]), turns: Number(/"turns":"(\d+)"/.exec(label.distance.total)?.[1]) };
  };
  /** The GM drags the marine through the hexes, one update per waypoint as v13 writes it. */
  const drag = (hexes: [number, number][]) => dragAs(b.stubs, tMarine.document, "gm", hexes.map(corner));
  /** The marine's record of the phase on the Combat, as the GM's client wrote it. */
  const record = () => (combat.flags.starskirmish?.smrMoves as Record<string, { spent: number; turns: number }> | undefined)?.[combatant.id];
  return { ...b, tMarine, ruler, drag, record };
}

describe("the GM's record of the GM's own drags (VIII-B, SMR-11, SMR-24)", () => {
  it("records a drag straight ahead, then one with a bend, with the turns the ruler showed", async () => {
    const t = await setup(4);
    // two hexes straight ahead: two units, no face turned
    const straight = t.ruler([0, 0], [[0, -1], [0, -2]]);
    expect(straight).toEqual({ spent: 2, turns: 0 });
    expect(await t.drag([[0, -1], [0, -2]])).toBe(2);
    expect(t.record()).toMatchObject({ spent: straight.spent, turns: straight.turns });
    // then right-ahead, then right-rear, through a waypoint: a face turned at each bend, four units
    // in all, and four faces allowed (SMR-11); the ruler goes on from the record
    const bend = t.ruler([0, -2], [[1, -3], [2, -3]]);
    expect(bend).toEqual({ spent: 4, turns: 2 });
    expect(await t.drag([[1, -3], [2, -3]])).toBe(2);
    // the GM's drag is not turned: the token keeps the rotation it set off with, and the record
    // charges no turn back to it, and counts the second leg's turn from where the first leg ended
    expect(t.tMarine.document.rotation).toBe(0);
    expect(t.record()).toMatchObject({ spent: bend.spent, turns: bend.turns });
    expect(t.record()).not.toHaveProperty("breach");
  });

  it("records a GM's move of one hex to the right-ahead side with the one turn the ruler showed", async () => {
    const t = await setup(2);
    const shown = t.ruler([0, 0], [[1, -1]]);
    expect(shown).toEqual({ spent: 1, turns: 1 });
    expect(await t.drag([[1, -1]])).toBe(1);
    expect(t.tMarine.document.rotation).toBe(0);
    expect(t.record()).toMatchObject({ spent: 1, turns: 1 });
  });

  it("starts a new drag of the GM's from the token's rotation, not from where an earlier drag was judged to end", async () => {
    const t = await setup(4);
    // one hex right-ahead, then, in a drag of its own, one more straight up from the token's facing
    expect(await t.drag([[1, -1]])).toBe(1);
    expect(t.record()).toMatchObject({ spent: 1, turns: 1 });
    const next = t.ruler([1, -1], [[1, -2]]);
    expect(next).toEqual({ spent: 2, turns: 1 });
    expect(await t.drag([[1, -2]])).toBe(1);
    expect(t.record()).toMatchObject({ spent: next.spent, turns: next.turns });
  });
});
