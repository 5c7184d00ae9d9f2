// The order of fire as the tracker lists it (Starship Marine 3.4, 4.6, 4.7, SSM-18): slots from each
// figure's troop type, experience, wound and markers; who has no SCA slot.
import { describe, expect, it } from "vitest";
import { orderOfFireView, type OrderOfFireFigure } from "../../../../src/rulesets/starship-marine/view/order-of-fire";

const f = (name: string, troopType: OrderOfFireFigure["troopType"], experience = "experienced", markers: Record<string, number> = {}, wounded = false): OrderOfFireFigure => ({ name, troopType, experience, wounded, markers });

describe("order of fire on the tracker (3.4)", () => {
  it("fires the stationary before the moved; in each, Veterans, then Marines and combat robots, then crew", () => {
    const slots = orderOfFireView([
      f("Crew A", "crewman"),
      f("Vet", "marineScaII", "veteran"),
      f("Robot", "combatRobot"),
      f("Moving Marine", "marineScaIII", "seasoned", { "ssm-moved": 1 }),
      f("Moving crew", "shipsOfficer", "experienced", { "ssm-moved": 1 }),
      f("Marine", "marineScaII", "raw"),
    ]);
    expect(slots.map((s) => [s.number, s.moved, s.tierLabel.split(".").pop(), s.names])).toEqual([
      [1, false, "veteran", ["Vet"]],
      [2, false, "marineOrCombatRobot", ["Robot", "Marine"]],
      [3, false, "crew", ["Crew A"]],
      [4, true, "marineOrCombatRobot", ["Moving Marine"]],
      [5, true, "crew", ["Moving crew"]],
    ]);
  });
  it("puts novice and wounded Marines with the crew (4.6, 4.7)", () => {
    const slots = orderOfFireView([f("Novice", "marineScaII", "novice"), f("Hurt vet", "marineScaII", "veteran", {}, true)]);
    expect(slots).toHaveLength(1);
    expect(slots[0]!.tierLabel).toBe("STARSKIRMISH.StarshipMarine.OrderOfFire.tier.crew");
    expect(slots[0]!.names).toEqual(["Novice", "Hurt vet"]);
  });
  it("gives no slot to clankers, TRUCs, non-combatants, guided-weapon carriers, or figures out of the fight or moved non-tactically", () => {
    const slots = orderOfFireView([
      f("Clanker", "clanker"),
      f("TRUC", "truc"),
      f("Cook", "nonCombatant"),
      f("CSR", "closeSupportRobot"),
      f("CSM", "closeSupportMarine"),
      f("Down", "marineScaII", "experienced", { "ssm-casualty": 1 }),
      f("Off", "combatRobot", "experienced", { "ssm-deactivated": 1 }),
      f("Jammed", "combatRobot", "experienced", { "ssm-noFiring": 1 }),
      f("Gave up", "crewman", "experienced", { "ssm-surrendered": 1 }),
      f("Ran", "marineScaII", "experienced", { "ssm-moved": 1, "ssm-nonTactical": 1 }),
    ]);
    expect(slots).toEqual([]);
  });
  it("gives no slot to a figure carrying a casualty or a Marine under Direct Control, and keeps the controlled robot's (2.3, 3.17)", () => {
    const slots = orderOfFireView([
      f("Bearer", "marineScaII", "experienced", { "ssm-carrying": 1 }),
      f("Pilot", "marineScaII", "experienced", { "ssm-directControl": 1 }),
      f("Driven", "combatRobot", "experienced", { "ssm-directControl": 1 }),
    ]);
    expect(slots.map((s) => s.names)).toEqual([["Driven"]]);
  });
});
