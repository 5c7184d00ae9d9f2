// Input the Space Patrol! rules cannot use is refused with a RangeError that names the field, not
// a TypeError from deep inside or a NaN in the result; valid input reads as before.
import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import { movementAllowance, type MovementInput } from "../../../../src/rulesets/space-patrol/rules/movement";
import { spendTacticsPool } from "../../../../src/rulesets/space-patrol/rules/tactics-pool";
import { regularInitiativeModifier, rollInitiative } from "../../../../src/rulesets/space-patrol/rules/combat-initiative";
import { resolveFire, type FireInput } from "../../../../src/rulesets/space-patrol/rules/fire";

describe("movement (Guide 5.3)", () => {
  it("refuses a combatant with no Athletics, naming it", () => {
    expect(() => movementAllowance({} as MovementInput)).toThrow(RangeError);
    expect(() => movementAllowance({} as MovementInput)).toThrow(/athletics: Asset level must be X or 0-10, not undefined/);
    expect(() => movementAllowance(undefined as unknown as MovementInput)).toThrow(/input must be an object/);
  });
  it("still gives 8 inches plus Athletics", () => expect(movementAllowance({ athletics: 2 })).toBe(10));
});

describe("the Tactics Pool (Guide 6.3)", () => {
  it("refuses a spend with no amount, naming it", () => {
    expect(() => spendTacticsPool(3, undefined as unknown as number)).toThrow(/points must be a whole number/);
    expect(() => spendTacticsPool(3, NaN)).toThrow(RangeError);
  });
  it("still spends points down", () => expect(spendTacticsPool(3, -2)).toBe(1));
});

describe("initiative (Guide 6.2)", () => {
  it("refuses modifiers of NaN, naming them", () => {
    expect(() => rollInitiative(new SeededDice(1), NaN, 0)).toThrow(/playersModifier must be a number, not NaN/);
    expect(() => rollInitiative(new SeededDice(1), 0, NaN)).toThrow(/opponentsModifier must be a number, not NaN/);
    expect(() => regularInitiativeModifier([{ tactics: NaN, leadership: 1 }])).toThrow(RangeError);
  });
  it("still rolls 1d12 + modifier, ties to the players (SP-12)", () => {
    expect(rollInitiative(new FixedDice([5, 7]), 2, 0)).toEqual({ players: 7, opponents: 7, first: "players" });
  });
});

describe("fire (Guide 6.6)", () => {
  const input: FireInput = {
    shooter: { asset: 0 },
    weapon: { band: "effective", penetration: 5, targets: 1, ammoPerTurn: 3 },
    targets: [{}],
    d20: 12,
    dice: new FixedDice([1]),
  };
  it("refuses an attack without a d20, naming it", () => {
    const noD20 = { ...input, d20: undefined } as unknown as FireInput;
    expect(() => resolveFire(noD20)).toThrow(RangeError);
    expect(() => resolveFire(noD20)).toThrow(/d20 must be a d20 result or a list of them, not undefined/);
  });
  it("refuses a NaN penetration and unknown tables, naming them", () => {
    expect(() => resolveFire({ ...input, weapon: { ...input.weapon, penetration: NaN } })).toThrow(/weapon\.penetration must be a whole number/);
    expect(() => resolveFire({ ...input, targets: [{ table: "starbase" } as unknown as FireInput["targets"][number]] })).toThrow(/targets\[0\]\.table must be one of/);
  });
  it("still resolves the valid attack", () => {
    const r = resolveFire(input);
    expect(r.baseDt).toBe(12);
    // a target still in the open is one advantage (DT 8); 12 is one special success: 2 hits (SP-5, SP-6)
    expect(r.targets[0]?.dt).toBe(8);
    expect(r.totalHits).toBe(2);
  });
});
