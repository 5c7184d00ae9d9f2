// The space fire dialog's context and form (Guide 7.8): the weapon's shots spread over the targeted
// ships by default, the primary first; the submitted form becomes the request's target list.
import { describe, expect, it } from "vitest";
import { readSpaceFireForm, spaceFireDialogContext } from "../../../../src/rulesets/space-patrol/view/space-fire-dialog";

const ships = [
  { id: "a", name: "Raider", hexes: 3, locked: true },
  { id: "b", name: "Gull", hexes: 5, locked: false },
];

describe("the space fire dialog (Guide 7.8)", () => {
  it("spreads a pulse turret's four shots: three at the primary, one at the secondary", () => {
    const locked = ships.map((t) => ({ ...t, locked: true }));
    const c = spaceFireDialogContext({ weapon: "Pulse Laser Turret", shots: 4, ammoUse: 30, maxShips: 2, torp: false, targets: locked });
    expect(c.targets.map((t) => [t.name, t.primary, t.value])).toEqual([
      ["Raider", true, 3],
      ["Gull", false, 1],
    ]);
    expect(c.anyUnlocked).toBe(false);
  });

  it("gives no shot by default to a ship not locked, and makes a locked one the primary", () => {
    const c = spaceFireDialogContext({ weapon: "Pulse Laser Turret", shots: 4, ammoUse: 30, maxShips: 2, torp: false, targets: [...ships].reverse() });
    expect(c.targets.map((t) => [t.name, t.primary, t.value])).toEqual([
      ["Gull", false, 0],
      ["Raider", true, 4],
    ]);
    expect(c.anyUnlocked).toBe(true);
  });

  it("gives a one-shot weapon's shot to the first ship only", () => {
    const c = spaceFireDialogContext({ weapon: "Beam Laser", shots: 1, ammoUse: 3, maxShips: 2, torp: false, targets: ships.map((t) => ({ ...t, locked: true })) });
    expect(c.targets.map((t) => t.value)).toEqual([1, 0]);
  });

  it("lists the primary first and leaves out a ship given no shots", () => {
    expect(readSpaceFireForm({ primary: "1", shots0: "1", shots1: "2" }, ["a", "b"])).toBe("b:2,a:1");
    expect(readSpaceFireForm({ primary: "0", shots0: "2", shots1: "0" }, ["a", "b"])).toBe("a:2");
  });

  it("gives nothing for a form with no shots or a broken number", () => {
    expect(readSpaceFireForm({ primary: "0", shots0: "0" }, ["a"])).toBeNull();
    expect(readSpaceFireForm({ primary: "0", shots0: "1.5" }, ["a"])).toBeNull();
    expect(readSpaceFireForm({ primary: "0", shots0: "-1", shots1: "2" }, ["a", "b"])).toBeNull();
    expect(readSpaceFireForm(null, ["a"])).toBeNull();
  });
});
