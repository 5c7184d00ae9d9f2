// The vehicle point defence view (Guide 6.7): why a weapon may not serve, the attacks left in a turn,
// and the shoot-down card's rows from the rules' rolls.
import { describe, expect, it } from "vitest";
import { resolveVehiclePointDefense } from "../../../../src/rulesets/space-patrol/rules/overwatch";
import { pointDefenseProblemKey, pointDefenseSection, pointDefenseShotsLeft, reservationServes, shootDownCardContext } from "../../../../src/rulesets/space-patrol/view/vehicle-point-defense-view";

const KEY = "STARSKIRMISH.SpacePatrol.VehiclePointDefense.refused.";
const gun = { id: "g", name: "Gun", module: true, targets: 4, ammoPerTurn: 2, bonus: 2 };

describe("vehicle point defence view (Guide 6.7)", () => {
  it("names the first missing condition: module, DI 5+, 4+ targets", () => {
    expect(pointDefenseProblemKey(gun, 5)).toBeNull();
    expect(pointDefenseProblemKey({ ...gun, module: false }, 9)).toBe(`${KEY}noModule`);
    expect(pointDefenseProblemKey(gun, 4)).toBe(`${KEY}di`);
    expect(pointDefenseProblemKey({ ...gun, targets: 3 }, 5)).toBe(`${KEY}targets`);
  });

  it("counts the attacks left in the turn, afresh in a new turn", () => {
    const r = { weaponId: "g", reservedTurn: "1:players", shotTurn: "1:enemies", used: 3 };
    expect(pointDefenseShotsLeft(4, r, "1:enemies")).toBe(1);
    expect(pointDefenseShotsLeft(4, r, "2:enemies")).toBe(4);
    const section = pointDefenseSection([gun, { ...gun, id: "h", module: false }], 5, r, true, "1:enemies");
    expect(section.rows).toEqual([{ id: "g", name: "Gun", targets: 4, problem: null, reserved: true, shotsLeft: 1 }]);
    expect(pointDefenseSection([gun], 5, r, false, "1:enemies").anyReserved).toBe(false);
  });

  it("shows each roll and counts the attacks defeated", () => {
    const { tasks } = resolveVehiclePointDefense({ weaponTargets: 4, weaponBonus: 2, d20s: [10, 9] });
    const card = shootDownCardContext({ vehicleName: "V", gunnerName: "G", weaponName: "Gun", kind: "missile", tasks, shotsLeft: 2, ammoUsed: 4 });
    expect(card.rows).toEqual([{ n: 1, d20: 10, bonus: 2, total: 12, dt: 12, defeated: true }, { n: 2, d20: 9, bonus: 2, total: 11, dt: 12, defeated: false }]);
    expect(card.defeated).toBe(1);
  });

  it("serves on the next enemy turn only: the same or the next round, another side", () => {
    expect(reservationServes("1:players", "1:enemies")).toBe(true);
    expect(reservationServes("1:enemies", "2:players")).toBe(true);
    expect(reservationServes("1:players", "1:players")).toBe(false);
    expect(reservationServes("1:players", "3:enemies")).toBe(false);
    expect(reservationServes("", "3:enemies")).toBe(true);
  });
});
