// Starship Marine morale at three levels: ship (3.12), attacker (3.13) and individual (3.14), with
// rulings SSM-4 (bands do not add up), SSM-12 (each factor once), SSM-13 (exclusive result bands)
// and SSM-30 (no test while no factor applies). Dice are 1d6 faces.
import { describe, expect, it } from "vitest";
import { ATTACKER_MORALE_VALUE, moraleStrength, SHIP_MORALE_VALUE, strengthShare } from "../../../../src/rulesets/starship-marine/rules/morale-strength";
import { resolveShipMorale, shipMoraleFactors, shipMoraleOf } from "../../../../src/rulesets/starship-marine/rules/ship-morale";
import { attackerMoraleFactors, resolveAttackerMorale } from "../../../../src/rulesets/starship-marine/rules/attacker-morale";
import { individualMoraleFactors, individualMoraleOf, resolveIndividualMorale, testsIndividualMorale, type IndividualSituation } from "../../../../src/rulesets/starship-marine/rules/individual-morale";

describe("morale strength (3.12, 3.13)", () => {
  it("counts crewmen 1, officers 2, Marines 3 and robots nothing for the ship; Marines 2 and others 1 for attackers", () => {
    expect(SHIP_MORALE_VALUE).toEqual({ crewman: 1, officer: 2, marine: 3, robot: 0 });
    expect(ATTACKER_MORALE_VALUE).toEqual({ crewman: 1, officer: 1, marine: 2, robot: 0 });
    const crew = ["crewman", "crewman", "officer", "marine", "robot"] as const;
    expect(moraleStrength(crew, SHIP_MORALE_VALUE)).toBe(7);
    expect(moraleStrength(crew, ATTACKER_MORALE_VALUE)).toBe(5);
    expect(strengthShare(0, 0)).toBe(1);
    expect(() => moraleStrength(["pirate"] as never, SHIP_MORALE_VALUE)).toThrow(RangeError);
  });
});

describe("ship morale (3.12, SSM-4)", () => {
  const at = (strength: number, controlRoomsLost = 0) => ({ startStrength: 100, strength, controlRoomsLost });
  it("counts only the worst strength band, and -2 per control room lost", () => {
    expect(shipMoraleFactors(at(60))).toEqual([]);
    expect(shipMoraleFactors(at(59))).toEqual([{ id: "strength", value: -1 }]);
    expect(shipMoraleFactors(at(39))).toEqual([{ id: "strength", value: -2 }]);
    expect(shipMoraleFactors(at(19))).toEqual([{ id: "strength", value: -4 }]);
    expect(shipMoraleFactors(at(80, 2))).toEqual([{ id: "controlRooms", value: -4 }]);
  });
  it("reads below 1 Demoralised, 1 Poor and more Steady", () => {
    expect([-3, 0, 1, 2, 6].map(shipMoraleOf)).toEqual(["demoralised", "demoralised", "poor", "steady", "steady"]);
  });
  it("rolls only when a factor applies (SSM-30): a 3 at 35% strength is 3 - 2 = 1, Poor", () => {
    expect(resolveShipMorale(at(100), 3)).toBeNull();
    expect(resolveShipMorale(at(35), 3)).toMatchObject({ score: 1, result: "poor" });
    expect(resolveShipMorale(at(35, 1), 3)).toMatchObject({ score: -1, result: "demoralised" });
  });
});

describe("attacker morale (3.13, SSM-4, SSM-31)", () => {
  const at = (strength: number, withinEntryDistance = false, controlRoomsCaptured = 1) => ({ startStrength: 100, strength, withinEntryDistance, controlRoomsCaptured });
  it("counts each kind of factor once, at its worst", () => {
    expect(attackerMoraleFactors(at(50))).toEqual([]);
    expect(attackerMoraleFactors(at(49))).toEqual([{ id: "strength", value: -1 }]);
    expect(attackerMoraleFactors(at(24))).toEqual([{ id: "strength", value: -2 }]);
    expect(attackerMoraleFactors(at(49, true))).toEqual([{ id: "strength", value: -1 }, { id: "distance", value: -1 }]);
    expect(attackerMoraleFactors(at(49, false, 0))).toEqual([{ id: "strength", value: -1 }, { id: "controlRooms", value: -2 }]);
    expect(attackerMoraleFactors(at(24, true, 0))).toEqual([{ id: "strength", value: -2 }, { id: "distance", value: -1 }, { id: "controlRooms", value: -3 }]);
  });
  it("withdraws below 2 and is steady from 2", () => {
    expect(resolveAttackerMorale(at(49), 3)).toMatchObject({ score: 2, result: "steady" });
    expect(resolveAttackerMorale(at(49), 2)).toMatchObject({ score: 1, result: "withdraw" });
    expect(resolveAttackerMorale(at(80), 1)).toBeNull();
  });
});

describe("individual morale (3.14, SSM-12, SSM-13)", () => {
  const CALM: IndividualSituation = { friendlyCasualtiesInSight: 0, enemyCasualtiesInSight: 0, underCloseFire: false, friendlyMarinesNear: false, friendlyCombatRobotsNear: false, defenderShipPoor: false, officerLeading: false, outnumbered: false };
  const crewman = { kind: "crewman", marine: false, experience: "experienced" } as const;

  it("tests crew, and Marine privates only beyond 20 cm of an officer or NCO; never robots or veteran non-marines", () => {
    expect(testsIndividualMorale(crewman)).toBe(true);
    expect(testsIndividualMorale({ kind: "robot", marine: false, experience: "experienced" })).toBe(false);
    expect(testsIndividualMorale({ ...crewman, experience: "veteran" })).toBe(false);
    const marine = { kind: "marine", marine: true, experience: "experienced" } as const;
    expect(testsIndividualMorale({ ...marine, leaderDistanceCm: 20 })).toBe(false);
    expect(testsIndividualMorale({ ...marine, leaderDistanceCm: 20.5 })).toBe(true);
    expect(testsIndividualMorale({ ...marine, leader: true, leaderDistanceCm: 50 })).toBe(false);
  });

  it("adds each factor of 3.14 once", () => {
    const all = individualMoraleFactors({ kind: "officer", marine: false, experience: "experienced" }, { friendlyCasualtiesInSight: 2, enemyCasualtiesInSight: 1, underCloseFire: true, friendlyMarinesNear: true, friendlyCombatRobotsNear: true, defenderShipPoor: true, officerLeading: true, outnumbered: true });
    expect(all.map((f) => [f.id, f.value])).toEqual([
      ["friendlyCasualty", -2],
      ["enemyCasualty", 1],
      ["underCloseFire", -1],
      ["friendlyMarines", 1],
      ["friendlyCombatRobots", 1],
      ["shipMoralePoor", -2],
      ["testerOfficer", 1],
      ["outnumbered", -1],
    ]);
    expect(individualMoraleFactors({ kind: "marine", marine: true, experience: "experienced" }, CALM)).toEqual([{ id: "marinesForced", value: 2 }]);
    expect(individualMoraleFactors({ kind: "nonCombatant", marine: false, experience: "experienced" }, CALM)).toEqual([{ id: "nonCombatant", value: -3 }]);
    expect(individualMoraleFactors({ ...crewman, experience: "seasoned" }, CALM)).toEqual([{ id: "experience", value: 1 }]);
  });

  it("adds +1 for a Ship's Officer also testing, in sight and for the same reason, to a tester who is not one (3.14, SSM-12)", () => {
    const leading = { ...CALM, officerLeading: true };
    expect(individualMoraleFactors(crewman, leading)).toEqual([{ id: "officerLeading", value: 1 }]);
    expect(individualMoraleFactors({ kind: "marine", marine: true, experience: "experienced" }, leading)).toEqual([{ id: "officerLeading", value: 1 }, { id: "marinesForced", value: 2 }]);
    // a 3 is 3, move no closer, alone; led, it is 4, no restrictions
    expect(resolveIndividualMorale(crewman, CALM, 3)).toMatchObject({ score: 3, result: "moveNoCloser" });
    expect(resolveIndividualMorale(crewman, leading, 3)).toMatchObject({ score: 4, result: "noRestrictions" });
    // an officer counts "Tester is an officer" instead, not both
    expect(individualMoraleFactors({ kind: "officer", marine: false, experience: "experienced" }, leading)).toEqual([{ id: "testerOfficer", value: 1 }]);
  });

  it("gives a Veteran Marine who must test +1 on the roll, with the +2 of Marines forced to test (4.7, SSM-27)", () => {
    const veteran = { kind: "marine", marine: true, experience: "veteran", leaderDistanceCm: 25 } as const;
    expect(testsIndividualMorale(veteran)).toBe(true);
    expect(individualMoraleFactors(veteran, CALM)).toEqual([{ id: "marinesForced", value: 2 }, { id: "experience", value: 1 }]);
    // under close fire with two friends down: 1 + 2 + 1 - 2 - 1 = 1, move no closer; without the +1, 0 would duck back
    expect(resolveIndividualMorale(veteran, { ...CALM, friendlyCasualtiesInSight: 2, underCloseFire: true }, 1)).toMatchObject({ score: 1, result: "moveNoCloser" });
    expect(resolveIndividualMorale({ ...veteran, experience: "experienced" }, { ...CALM, friendlyCasualtiesInSight: 2, underCloseFire: true }, 1)).toMatchObject({ score: 0, result: "duckBack" });
  });

  it("counts a Raw non-marine as a non-combatant: -3, once, whatever the troop type (4.7, 3.14)", () => {
    const raw = { ...crewman, experience: "raw" } as const;
    expect(testsIndividualMorale(raw)).toBe(true);
    expect(individualMoraleFactors(raw, CALM)).toEqual([{ id: "nonCombatant", value: -3 }]);
    expect(individualMoraleFactors({ kind: "officer", marine: false, experience: "raw" }, CALM)).toEqual([{ id: "testerOfficer", value: 1 }, { id: "nonCombatant", value: -3 }]);
    expect(individualMoraleFactors({ kind: "nonCombatant", marine: false, experience: "raw" }, CALM)).toEqual([{ id: "nonCombatant", value: -3 }]);
    // a 6 is 3, move no closer; a trained crewman's 6 carries on
    expect(resolveIndividualMorale(raw, CALM, 6)).toMatchObject({ score: 3, result: "moveNoCloser" });
    expect(resolveIndividualMorale(crewman, CALM, 6)).toMatchObject({ score: 6, result: "noRestrictions" });
  });

  it("reads the totals as exclusive bands (SSM-13)", () => {
    expect([6, 4, 3, 1, 0, -3, -4, -9].map(individualMoraleOf)).toEqual(["noRestrictions", "noRestrictions", "moveNoCloser", "moveNoCloser", "duckBack", "duckBack", "surrender", "surrender"]);
  });

  it("resolves a crewman who sees two friends fall under close fire: 3 - 2 - 1 = 0, duck back", () => {
    expect(resolveIndividualMorale(crewman, { ...CALM, friendlyCasualtiesInSight: 2, underCloseFire: true }, 3)).toMatchObject({ score: 0, result: "duckBack" });
  });
});
