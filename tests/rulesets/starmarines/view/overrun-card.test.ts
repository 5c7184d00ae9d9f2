// The overrun card gives every total its terms (IX-A, IX-F): the attack is the aim die kept and its
// modifiers, set against the armour die and Armour, so "7 against 3" never stands unexplained; and
// it names the damage-table row read, as the attack card does (IX-B, SMR-2).
import { describe, expect, it } from "vitest";
import { overrunCardContext } from "../../../../src/rulesets/starmarines/view/overrun-card";
import { resolveAttack } from "../../../../src/rulesets/starmarines/rules/attack";
import { OVERRUN_ATTACK } from "../../../../src/rulesets/starmarines/rules/combat-extras";
import { damageTableRow } from "../../../../src/rulesets/starmarines/view/attack-card";

describe("overrunCardContext", () => {
  it("gives the attack's kept die and modifiers, which add up to its total", () => {
    // IX-F: the overrun's own attack, armour-pierce 3, at a soldier of Armour 1
    const attack = resolveAttack(
      OVERRUN_ATTACK,
      { kind: "soldier", armour: 1, toughness: 2, column: "starMarine", wounded: false, airborne: false, supertank: false, walker: null },
      { unitAim: 0, steadyAim: false, rearShot: false, elite: false, charging: false, cover: "none" },
      { aim: [4], armour: 2, damage: 3, toughness: 4 },
    );
    const card = overrunCardContext({ vehicleName: "Halftrack", soldierName: "Zed", die: 1, modifier: 1, outcome: "runOver", attack, targetKey: "t", hasResult: true });
    expect(card.attack?.kept).toBe(4);
    expect(card.attack?.modifiers).toEqual([{ label: "STARSKIRMISH.StarMarines.Attack.Modifier.armourPierce", value: "+3" }]);
    expect(card.attack!.kept + card.attack!.modifiers.reduce((n, m) => n + Number(m.value), 0)).toBe(card.attack!.attack);
  });

  it("names the damage-table row the attack read, with the same view as the attack card (IX-B, SMR-2)", () => {
    const target = { kind: "soldier" as const, armour: 1, toughness: 2, column: "starMarine" as const, wounded: false, airborne: false, supertank: false, walker: null };
    const situation = { unitAim: 0, steadyAim: false, rearShot: false, elite: false, charging: false, cover: "none" as const };
    // 4 + 3 against 2 + 1; damage 3 + 5 = 8 against 4 + 2 = 6: margin 2, row 2
    const attack = resolveAttack(OVERRUN_ATTACK, target, situation, { aim: [4], armour: 2, damage: 3, toughness: 4 });
    const card = overrunCardContext({ vehicleName: "Halftrack", soldierName: "Zed", die: 1, modifier: 1, outcome: "runOver", attack, targetKey: "t", hasResult: true });
    expect(card.attack).toMatchObject({ margin: 2, row: 2, rowKey: "STARSKIRMISH.StarMarines.Attack.rowLine", damageTotal: 8, toughnessTotal: 6 });
    expect(card.attack).toMatchObject(damageTableRow(attack));
    // damage 6 + 5 = 11 against 1 + 2 = 3: margin 8 reads the last row, and the line says so
    const hard = resolveAttack(OVERRUN_ATTACK, target, situation, { aim: [4], armour: 2, damage: 6, toughness: 1 });
    expect(overrunCardContext({ vehicleName: "Halftrack", soldierName: "Zed", die: 1, modifier: 1, outcome: "runOver", attack: hard, targetKey: "t", hasResult: true }).attack).toMatchObject({ margin: 8, row: 6, rowKey: "STARSKIRMISH.StarMarines.Attack.rowCapped" });
  });

  it("says whether the escape roll reached the 3 it needs (IX-F)", () => {
    const caught = overrunCardContext({ vehicleName: "Halftrack", soldierName: "Zed", die: 1, modifier: 1, outcome: "runOver", attack: null, targetKey: "t", hasResult: true });
    expect(caught).toMatchObject({ total: 2, escapeNeeds: 3, escapeVerdict: "STARSKIRMISH.StarMarines.Overrun.verdict.caught" });
    const away = overrunCardContext({ vehicleName: "Halftrack", soldierName: "Zed", die: 3, modifier: 0, outcome: "escaped", attack: null, targetKey: "t", hasResult: false });
    expect(away).toMatchObject({ total: 3, escapeVerdict: "STARSKIRMISH.StarMarines.Overrun.verdict.escaped" });
  });
});
