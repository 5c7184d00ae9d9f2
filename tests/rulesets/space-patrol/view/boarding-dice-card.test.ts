// The NPC boarding dice-off card (Guide 7.11): each side's dice with every reason, and the outcome.
import { describe, expect, it } from "vitest";
import { diceOffCardContext, diceOffDialogContext } from "../../../../src/rulesets/space-patrol/view/boarding-dice-card";

describe("the boarding dice-off card (Guide 7.11)", () => {
  it("names every die: 12 boarders against 5 is two dice, one more for DI 2 against 1; the defenders one, one for defending, one for quality", () => {
    const c = diceOffCardContext(
      { name: "Gull", side: { crew: 12, defending: false, di: 2 } },
      { name: "Hauler", side: { crew: 5, defending: true, di: 1, qualityEdge: true } },
      [[4, 3, 2], [1, 6, 2]],
      false,
    );
    expect(c.attacker).toMatchObject({ dice: 3, faces: "4 + 3 + 2", multiple: 2, di: 1, defending: false, quality: false, total: 9 });
    expect(c.defender).toMatchObject({ dice: 3, faces: "1 + 6 + 2", multiple: 1, di: 0, defending: true, quality: true, total: 9 });
    // 9 against 9: the tie goes to the defenders, said once
    expect([c.tie, c.outcome]).toEqual([true, "STARSKIRMISH.SpacePatrol.Boarding.diceOff.heldOnTie"]);
  });

  it("says the boarders took the ship on a higher total, and the defenders held it on a lower", () => {
    const side = (defending: boolean) => ({ crew: 4, defending, di: 1 });
    expect(diceOffCardContext({ name: "A", side: side(false) }, { name: "D", side: side(true) }, [[6], [1, 2]], true).outcome).toBe("STARSKIRMISH.SpacePatrol.Boarding.diceOff.taken");
    expect(diceOffCardContext({ name: "A", side: side(false) }, { name: "D", side: side(true) }, [[1], [3, 4]], false).outcome).toBe("STARSKIRMISH.SpacePatrol.Boarding.diceOff.held");
  });

  it("starts the dialog at one crewman at least", () => {
    expect(diceOffDialogContext("A", "B", 0, 4)).toEqual({ attacker: "A", defender: "B", attackerCrew: 1, defenderCrew: 4 });
  });
});
