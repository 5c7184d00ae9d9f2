/**
 * The hand-to-hand card's context (Starship Marine 3.15): each fighter's additions named beside the
 * sum, the loser marked as losing (not struck off before Apply), and a robot unfit for close combat.
 */
import { describe, expect, it } from "vitest";
import { handToHandCardContext } from "../../../../src/rulesets/starship-marine/view/hand-to-hand-card";
import { resolveHandToHand, type Fighter } from "../../../../src/rulesets/starship-marine/rules/hand-to-hand";

const f = (kind: Fighter["kind"], over: Partial<Fighter> = {}): Fighter => ({ kind, unarmed: false, veteran: false, enemiesTouching: 1, ...over });

describe("the hand-to-hand card", () => {
  it("names what makes up each fighter's additions, and marks the loser and the casualty Apply marks", () => {
    const kell = { name: "Kell", key: "k", fighter: f("marine", { unarmed: true, enemiesTouching: 2 }), face: 5 };
    const ito = { name: "Ito", key: "i", fighter: f("crew"), face: 9 };
    // Kell 5 + 3 - 2 - 1 = 5 against Ito's 9
    const c = handToHandCardContext(kell, ito, resolveHandToHand(kell.fighter, ito.fighter, [5, 9]));
    expect(c.fighters[0]).toMatchObject({ additions: "+0", score: "5", lost: true });
    expect(c.fighters[0]!.terms).toEqual([
      { label: "STARSKIRMISH.StarshipMarine.HandToHand.term.marine", value: "+3" },
      { label: "STARSKIRMISH.StarshipMarine.HandToHand.term.unarmed", value: "−2" },
      { label: "STARSKIRMISH.StarshipMarine.HandToHand.term.outnumbered", value: "−1" },
    ]);
    expect(c.fighters[1]).toMatchObject({ additions: "+0", score: "9", lost: false, terms: [] });
    expect(c).toMatchObject({ winner: "Ito", loser: "Kell", targetKey: "k" });
  });

  it("says a TRUC loses outright, with no die or additions (3.15)", () => {
    const truc = { name: "TRUC 2", key: "t", fighter: f("noCloseCombat"), face: 9 };
    const ito = { name: "Ito", key: "i", fighter: f("crew"), face: 1 };
    const c = handToHandCardContext(truc, ito, resolveHandToHand(truc.fighter, ito.fighter, [9, 1]));
    expect(c.fighters[0]).toMatchObject({ die: "—", additions: "—", unfit: true, lost: true, terms: [] });
    expect(c.loser).toBe("TRUC 2");
  });
});
