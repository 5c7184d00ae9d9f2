// Space initiative (Guide 7.2): each side's best scanner ship rolls DT 12 Scanners with its Scanner
// Array; one success surprises the other side, two failures pass undetected, two successes go to
// 1d12 plus the captain's Tactics with ties to the good guys. Dice queued face by face.
import { describe, expect, it } from "vitest";
import { QueuedDice } from "../../../../src/core/dice";
import { resolveSpaceInitiative, type SpaceSide } from "../../../../src/rulesets/space-patrol/rules/space-initiative";

const d = (...faces: [number, number][]) => new QueuedDice(faces.map(([sides, value]) => ({ sides, value })));
const side = (tactics: SpaceSide["commanderTactics"], asset: SpaceSide["scanner"]["asset"], array: number, markers?: Record<string, number>): SpaceSide => ({
  commanderTactics: tactics,
  scanner: { asset, array, ...(markers ? { markers } : {}) },
});

describe("space initiative (Guide 7.2)", () => {
  it("goes to 1d12 plus the captain's Tactics when both sides detect each other", () => {
    // players: 8 + Scanners 2 + array 2 = 12 passes; enemies: 10 + 1 + 1 = 12 passes
    const dice = d([20, 8], [20, 10], [12, 5], [12, 9]);
    const out = resolveSpaceInitiative(dice, side(3, 2, 2), side(1, 1, 1));
    expect(out.surprise).toBe("none");
    expect(out.surpriseChecks.players.total).toBe(12);
    expect(out.players).toMatchObject({ die: 5, modifier: 3, total: 8, tactics: 3, leadership: null });
    expect(out.enemies).toMatchObject({ die: 9, modifier: 1, total: 10 });
    expect(out.first).toBe("enemies");
    expect(dice.remaining).toBe(0);
  });

  it("gives a tie to the good guys", () => {
    const out = resolveSpaceInitiative(d([20, 12], [20, 12], [12, 4], [12, 6]), side(2, 0, 0), side(0, 0, 0));
    expect(out.players.total).toBe(6);
    expect(out.enemies.total).toBe(6);
    expect(out.first).toBe("players");
  });

  it("lets the side that alone detects the other surprise it and act first, without the d12s", () => {
    const dice = d([20, 11], [20, 11]);
    // players 11 + 1 = 12 pass; enemies 11 + 0 = 11 fail
    const out = resolveSpaceInitiative(dice, side(0, 1, 0), side(4, 0, 0));
    expect(out.surprise).toBe("enemiesSurprised");
    expect(out.first).toBe("players");
    expect(out.players.die).toBeNull();
    expect(dice.remaining).toBe(0);
    const other = resolveSpaceInitiative(d([20, 2], [20, 15]), side(4, 0, 0), side(0, 0, 0));
    expect(other.surprise).toBe("playersSurprised");
    expect(other.first).toBe("enemies");
  });

  it("passes the ships by each other when both fail: no battle", () => {
    const out = resolveSpaceInitiative(d([20, 3], [20, 4]), side(2, 1, 1), side(2, 1, 1));
    expect(out.surprise).toBe("passUndetected");
    expect(out.first).toBeNull();
  });

  it("burdens the scanner roll with each Electronics Marker (Guide 7.6)", () => {
    // 12 + 0 would pass DT 12; one marker raises it to 16 (SP-5: +4 per disadvantage)
    const out = resolveSpaceInitiative(d([20, 12], [20, 20], [12, 1], [12, 1]), side(0, 0, 0, { "sp-spacecraft-electronics": 1 }), side(0, 0, 0));
    expect(out.surpriseChecks.players.dt).toBe(16);
    expect(out.surprise).toBe("playersSurprised");
  });

  it("refuses a side without a scanner ship", () => {
    expect(() => resolveSpaceInitiative(d(), side(0, 0, 0), { commanderTactics: 0 } as unknown as SpaceSide)).toThrow(RangeError);
  });
});
