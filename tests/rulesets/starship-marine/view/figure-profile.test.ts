// The Starship Marine figure sheet's profile, worked out from the troop type through the rules:
// moves halved for a wounded Marine (4.6, SSM-33), the Table 3.5 line, the die from experience and
// wounds (4.6, 4.7), the target modifiers, hand to hand, morale values, and what it carries.
import { describe, expect, it } from "vitest";
import { figureProfile } from "../../../../src/rulesets/starship-marine/view/figure-profile";

describe("a figure's profile", () => {
  it("reads a wounded Veteran Marine with an SCA III", () => {
    const p = figureProfile({ troopType: "marineScaIII", experience: "veteran", wounded: true });
    expect(p.moves.map((m) => [m.tactical, m.nonTactical])).toEqual([[7.5, 15], [5, 10], [5, 10]]);
    expect(p.fire?.bands.map((b) => [b.unarmoured, b.armoured])).toEqual([[4, 6], [5, 7], [6, 9]]);
    // Veteran +1, wounded -2 (4.6, 4.7)
    expect(p.fire?.ownDie).toBe("−1");
    // fire at him: wounded +1, Veteran always disappearing -1: nothing net
    expect(p.target).toMatchObject({ armoured: true, incoming: null });
    expect(p.handToHand).toBe("+4");
    expect(p.morale).toEqual({ ship: 3, attacker: 2 });
    expect(p.carries).toHaveLength(3);
  });

  it("reads a clanker: no fire line, crew-like hand to hand, one hit, nothing carried, never wounded", () => {
    const p = figureProfile({ troopType: "clanker", experience: "experienced", wounded: true });
    expect(p.fire).toBeNull();
    expect(p.handToHand).toBe("+0");
    expect(p.target.knockedOutBy).toBe("STARSKIRMISH.StarshipMarine.Profile.oneHit");
    expect(p.carries).toEqual([]);
    expect(p.canBeWounded).toBe(false);
    expect(p.moves[0]).toMatchObject({ tactical: 12, nonTactical: 24 });
  });

  it("gives a combat robot two hits and a TRUC no close combat", () => {
    expect(figureProfile({ troopType: "combatRobot", experience: "experienced", wounded: false }).target.knockedOutBy).toBe("STARSKIRMISH.StarshipMarine.Profile.twoHits");
    expect(figureProfile({ troopType: "truc", experience: "experienced", wounded: false }).handToHand).toBeNull();
  });

  it("names no die modifier of a launcher's own: its missile rolls with the spotter's experience and wounds (3.10, SSM-27)", () => {
    for (const troopType of ["closeSupportMarine", "closeSupportRobot"] as const) {
      const p = figureProfile({ troopType, experience: "veteran", wounded: true });
      expect(p.fire?.ownDie).toBeNull();
      expect(p.fire?.dieNote).toBe("STARSKIRMISH.StarshipMarine.Profile.spotterDie");
    }
    expect(figureProfile({ troopType: "marineScaII", experience: "veteran", wounded: false }).fire).toMatchObject({ ownDie: "+1", dieNote: "STARSKIRMISH.StarshipMarine.Profile.ownDie" });
  });

  it("offers a Marine no Raw class and reads a Raw Marine as Experienced (4.7)", () => {
    const p = figureProfile({ troopType: "marineScaII", experience: "raw", wounded: false });
    expect(p.experience).toBe("experienced");
    expect(p.experienceChoices.map((c) => c.value)).toEqual(["novice", "experienced", "seasoned", "veteran"]);
    expect(figureProfile({ troopType: "crewman", experience: "raw", wounded: false }).experienceChoices).toHaveLength(5);
  });
});
