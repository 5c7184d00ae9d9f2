// Starship Marine's troop types as the rules read them (2.1-2.3, 4.9, Part 5), tied to the tables
// they use, and the figure data's migration from the four movement rows the first figures had.
import { describe, expect, it } from "vitest";
import { TROOP_TYPES, TROOP_TYPE_IDS } from "../../../../src/rulesets/starship-marine/data/troop-types";
import { STARSHIP_MARINE_MIGRATIONS } from "../../../../src/rulesets/starship-marine/data/migrations";
import { moveAllowance } from "../../../../src/rulesets/starship-marine/rules/movement";
import { baseFireFactor } from "../../../../src/rulesets/starship-marine/rules/fire-table";
import { SHIP_MORALE_VALUE } from "../../../../src/rulesets/starship-marine/rules/morale-strength";
import { HITS_TO_DESTROY } from "../../../../src/rulesets/starship-marine/rules/robots";

describe("troop types", () => {
  it("gives every type the text names", () => {
    expect(TROOP_TYPE_IDS).toEqual(["marineScaII", "marineScaIII", "closeSupportMarine", "crewman", "shipsOfficer", "nonCombatant", "armouredCrew", "combatRobot", "armouredRobot", "fusilierRobot", "clanker", "closeSupportRobot", "truc"]);
  });

  it("moves each at its row: a Marine 15 cm, a crewman 10, a combat robot 12, a TRUC 10 in zero g (3.2)", () => {
    const zeroG = (id: keyof typeof TROOP_TYPES) => moveAllowance(TROOP_TYPES[id].mover, "zeroG").tactical;
    expect([zeroG("marineScaII"), zeroG("crewman"), zeroG("combatRobot"), zeroG("clanker"), zeroG("truc")]).toEqual([15, 10, 12, 12, 10]);
  });

  it("fires each on its Table 3.5 line: a Fusilier as an SCA III and an armoured target (SSM-9)", () => {
    const f = TROOP_TYPES.fusilierRobot;
    expect(f.weapon).toBe("scaIII");
    expect(f.armoured).toBe(true);
    expect(HITS_TO_DESTROY[f.robot]).toBe(1);
    // a combat robot is unarmoured on the table but takes two hits (3.7)
    expect(TROOP_TYPES.combatRobot.armoured).toBe(false);
    expect(HITS_TO_DESTROY[TROOP_TYPES.combatRobot.robot]).toBe(2);
    expect(baseFireFactor(TROOP_TYPES.crewman.weapon, 30, TROOP_TYPES.marineScaII.armoured)).toBe(9);
  });

  it("counts officers 2, Marines 3, robots nothing for the ship (3.12)", () => {
    expect(SHIP_MORALE_VALUE[TROOP_TYPES.shipsOfficer.figureClass]).toBe(2);
    expect(SHIP_MORALE_VALUE[TROOP_TYPES.marineScaIII.figureClass]).toBe(3);
    expect(SHIP_MORALE_VALUE[TROOP_TYPES.closeSupportRobot.figureClass]).toBe(0);
  });

  it("keeps grenades and charges from robots and Close Support Marines, and APGW spotting to armed Marines (3.6, 3.10, 4.9, SSM-21)", () => {
    const throwers = TROOP_TYPE_IDS.filter((id) => TROOP_TYPES[id].grenades);
    expect(throwers).toEqual(["marineScaII", "marineScaIII", "crewman", "shipsOfficer", "armouredCrew"]);
    expect(TROOP_TYPE_IDS.filter((id) => TROOP_TYPES[id].doorCharges)).toEqual(["marineScaII", "marineScaIII"]);
    expect(TROOP_TYPE_IDS.filter((id) => TROOP_TYPES[id].spotsApgw)).toEqual(["marineScaII", "marineScaIII"]);
  });

  it("migrates the first figures' movement rows to troop types, and leaves the rest alone", () => {
    const step = STARSHIP_MARINE_MIGRATIONS[0]!;
    expect(["marine", "crewman", "combatRobot", "supportRobot"].map((t) => step.migrateSystem({ troopType: t, notes: "kept" }))).toEqual([
      { troopType: "marineScaII", notes: "kept" },
      { troopType: "crewman", notes: "kept" },
      { troopType: "combatRobot", notes: "kept" },
      { troopType: "closeSupportRobot", notes: "kept" },
    ]);
    expect(step.migrateSystem({ troopType: "fusilierRobot" })).toEqual({ troopType: "fusilierRobot" });
    expect(step.migrateSystem({ notes: "token override" })).toEqual({ notes: "token override" });
  });
});
