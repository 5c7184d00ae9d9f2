// @vitest-environment happy-dom
// A broken unit's retreat at the table (VIII-H) after a real init: its owner asks from the sheet;
// the GM's client moves it at full speed toward its side's home edge (set on the initiative banner),
// turns it that way, spends its move and posts a card; at the edge it leaves the map, hidden.
import { describe, expect, it } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { hexCentre } from "../../../../src/core/formation/hex";
import { cubeToOffset, offsetToCube, HEX_LAYOUTS } from "../../../../src/core/board/hex-offsets";

const axial = (col: number, row: number) => offsetToCube({ i: row, j: col }, HEX_LAYOUTS.hexOddQ);

/** VII.1: this turn's initiative, first seat first: the marines' side (friendly) rolled low and moves second. */
const MARINES_SECOND = { turnInitiative: { turn: 1, order: [{ id: "hostile", label: "Hostile" }, { id: "friendly", label: "Friendly" }] } };

async function setup(options: { row?: number; edge?: string | null; broken?: boolean; phase?: string; initiative?: object } = {}) {
  const b = await starMarinesBoard([]);
  const edges = options.edge === null ? {} : { smrEdges: { friendly: options.edge ?? "north" } };
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: options.phase ?? "p1Movement" }, ...edges, ...options.initiative } } });
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", move: 2 });
  const start = axial(4, options.row ?? 6);
  const tMarine = b.put(marine, start.q, start.r, 3, { disposition: 1 });
  const combatant = combat.addCombatant({ actor: marine, token: tMarine.document });
  if (options.broken !== false) await marine.toggleStatusEffect("smr-broken", { active: true });
  b.stubs.actAs("player1");
  const { retreatUnit } = await import("../../../../src/rulesets/starmarines/actions/retreat");
  /** The unit's record of the phase on the Combat, as the GM's client wrote it. */
  const record = () => (combat.flags.starskirmish?.smrMoves as Record<string, { spent: number; turns: number }> | undefined)?.[combatant.id];
  return { ...b, marine, tMarine, record, retreat: () => retreatUnit(marine as never) };
}

describe("a broken unit's retreat (VIII-H)", () => {
  it("moves it at full speed toward its side's edge, turned that way, and spends its move", async () => {
    const t = await setup();
    expect(await t.retreat()).toBe(true);
    const end = axial(4, 4);
    const c = hexCentre("hexOddQ", 100, cubeToOffset(end.q, end.r, HEX_LAYOUTS.hexOddQ));
    expect({ x: t.tMarine.document.x, y: t.tMarine.document.y }).toEqual({ x: c.x - 50, y: c.y - 50 });
    expect(t.tMarine.document.rotation).toBe(0);
    expect(t.record()).toEqual({ turn: 1, phase: "p1Movement", spent: 2, turns: 0 });
    const card = t.cards.messages.find((m) => m.system.kind === "smrRetreat")!;
    expect(card.content).toMatch(/Hexes moved<\/dt><dd>2<\/dd>/);
    // its move is spent: no second retreat this phase
    expect(await t.retreat()).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Retreat.alreadyMoved");
  });

  it("takes it off the map at its edge: hidden, out of the game", async () => {
    const t = await setup({ row: 1 });
    expect(await t.retreat()).toBe(true);
    expect(t.tMarine.document.hidden).toBe(true);
    expect(t.cards.messages.at(-1)!.content).toContain("It leaves the map: out of the game");
  });

  it("retreats in its side's own movement phase only: in the other side's it would be a second move that turn (VIII-H, VII.2, VII.4)", async () => {
    const theirs = await setup({ initiative: MARINES_SECOND });
    const x = theirs.tMarine.document.x;
    const y = theirs.tMarine.document.y;
    expect(await theirs.retreat()).toBe(false);
    expect(theirs.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Retreat.notYourPhase");
    expect([theirs.tMarine.document.x, theirs.tMarine.document.y]).toEqual([x, y]);
    expect(theirs.record()).toBeUndefined();
    const own = await setup({ phase: "p2Movement", initiative: MARINES_SECOND });
    expect(await own.retreat()).toBe(true);
    expect(own.record()).toMatchObject({ turn: 1, phase: "p2Movement", spent: 2 });
  });

  it("refuses without a home edge, for a unit not broken, and outside a movement phase", async () => {
    for (const [options, reason] of [
      [{ edge: null }, "STARSKIRMISH.StarMarines.Retreat.noEdge"],
      [{ broken: false }, "STARSKIRMISH.StarMarines.Retreat.notBroken"],
      [{ phase: "combat" }, "STARSKIRMISH.StarMarines.Retreat.notMoving"],
    ] as const) {
      const t = await setup(options);
      expect(await t.retreat(), reason).toBe(false);
      expect(t.stubs.notifications.at(-1)?.message).toBe(reason);
    }
  });
});

describe("a hostile player's retreat request (VIII-H)", () => {
  it("refuses a retreat asked for a token of the unit that is not the combat's, whose move nobody records", async () => {
    const t = await setup();
    const start = axial(6, 6);
    const second = t.put(t.marine, start.q, start.r, 3, { _id: "t-Marine2", disposition: 1 });
    const before = { x: second.document.x, y: second.document.y };
    const { RETREAT_REQUEST } = await import("../../../../src/rulesets/starmarines/actions/retreat");
    const { requestAs } = await import("../../../helpers/gm-requests");
    const asked = await requestAs("player1", RETREAT_REQUEST, { sceneId: t.canvas.scene.id, tokenId: second.document.id });
    expect(asked).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Retreat.notInCombat" });
    expect({ x: second.document.x, y: second.document.y }).toEqual(before);
    expect(t.cards.messages.filter((m) => m.system.kind === "smrRetreat")).toHaveLength(0);
  });
});
