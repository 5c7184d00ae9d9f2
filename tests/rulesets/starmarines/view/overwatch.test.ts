// Who may fire in Overwatch at a unit that moved (VIII-E, IX-E, SMR-10), pure.
import { describe, expect, it } from "vitest";
import { overwatchBarred, overwatchChances, overwatchEndedBy, type Watcher } from "../../../../src/rulesets/starmarines/view/overwatch";
import { overwatchBar } from "../../../../src/rulesets/starmarines/rules/combat-extras";

const watcher = (more: Partial<Watcher> = {}): Watcher => ({ key: "w", name: "Watcher", side: -1, hex: { q: 0, r: -3 }, facing: 3, terrain: "grassland", flying: false, kind: "soldier", ready: true, firedThisTurn: false, barred: null, weapons: [{ id: "gun", name: "Gun", reach: 4, arc: ["ahead"] }], ...more });
const mover = { side: 1, hex: { q: 0, r: 0 }, terrain: "grassland", flying: false } as const;

describe("Overwatch chances (VIII-E)", () => {
  it("offers a ready watcher of the other side whose arc and weapon reach the mover", () => {
    expect(overwatchChances(mover, [watcher()])).toEqual([{ watcherKey: "w", watcherName: "Watcher", weaponId: "gun", weaponName: "Gun", range: 3 }]);
  });
  it("offers none to friends, to units not ready or already fired, out of reach or facing away", () => {
    expect(overwatchChances(mover, [watcher({ side: 1 })])).toEqual([]);
    expect(overwatchChances(mover, [watcher({ ready: false })])).toEqual([]);
    expect(overwatchChances(mover, [watcher({ firedThisTurn: true })])).toEqual([]);
    expect(overwatchChances(mover, [watcher({ weapons: [{ id: "p", name: "Pistol", reach: 2, arc: [] }] })])).toEqual([]);
    expect(overwatchChances(mover, [watcher({ facing: 0 })])).toEqual([]);
  });
  it("reads a vehicle weapon's own arc", () => {
    const tank = watcher({ kind: "vehicle", facing: 0, weapons: [{ id: "t", name: "Turret", reach: 6, arc: ["behind"] }] });
    expect(overwatchChances(mover, [tank]).map((c) => c.weaponId)).toEqual(["t"]);
  });
  it("is no Overwatch for a unit that moved this turn or stands next to an enemy, whatever its marker (VIII-E, SMR-10)", () => {
    expect(overwatchBar(true, 0)).toBe("moved");
    expect(overwatchBar(false, 1)).toBe("nextToEnemy");
    expect(overwatchBar(false, 0)).toBeNull();
    expect(() => overwatchBar(false, -1)).toThrow(RangeError);
  });
  it("offers a barred watcher no shot, and names it with the reason only where it would have had one", () => {
    const moved = watcher({ barred: "moved" });
    expect(overwatchChances(mover, [moved, watcher({ key: "beside", barred: "nextToEnemy" })])).toEqual([]);
    expect(overwatchBarred(mover, [moved, watcher({ key: "beside", barred: "nextToEnemy" })])).toEqual([
      { watcherKey: "w", watcherName: "Watcher", reason: "moved" },
      { watcherKey: "beside", watcherName: "Watcher", reason: "nextToEnemy" },
    ]);
    expect(overwatchBarred(mover, [watcher({ barred: "moved", facing: 0 }), watcher({ barred: "moved", side: 1 }), watcher({ barred: "moved", ready: false }), watcher()])).toEqual([]);
  });
  it("ends the Overwatch of a watcher the mover ends next to (SMR-10)", () => {
    expect(overwatchEndedBy({ side: 1, hex: { q: 0, r: -2 } }, [watcher(), watcher({ key: "far", hex: { q: 0, r: -6 } }), watcher({ key: "friend", side: 1, hex: { q: 0, r: -1 } })])).toEqual(["w"]);
  });
});
