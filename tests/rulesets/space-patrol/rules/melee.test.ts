// Guide 6.8 melee, 2.3 Psi-Shock, the reference sheet, and ruling SP-6.
import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import { meleeModifierBreakdown, meleeModifiers, meleeStrikeGap, resolveMartialArtsThrow, resolveMelee, THROW_STUN_RESIST_DT, throwOutcome, type MeleeInput, type MeleeSituation } from "../../../../src/rulesets/space-patrol/rules/melee";

const even: MeleeSituation = { attackerReach: 2, targetReach: 2, attackerFighting: 2, targetFighting: 2 };
const mods = (s: Partial<MeleeSituation>): [number, number] => {
  const r = meleeModifiers({ ...even, ...s });
  return [r.advantages, r.disadvantages];
};

describe("reach (Guide 6.8)", () => {
  it.each([
    [1, 0],
    [3, 0],
    [4, 1],
    [5, 1],
    [6, 2],
  ])("reach %i strikes across a gap of %i inches", (reach, gap) => expect(meleeStrikeGap(reach)).toBe(gap));
});

describe("melee advantages and disadvantages (Guide 6.8, reference sheet)", () => {
  it.each<[string, Partial<MeleeSituation>, [number, number]]>([
    ["even fight", {}, [0, 0]],
    ["longer reach", { attackerReach: 4 }, [1, 0]],
    ["shorter reach", { attackerReach: 1 }, [0, 1]],
    ["better fighter", { attackerFighting: 3 }, [1, 0]],
    ["worse fighter", { attackerFighting: "X" }, [0, 1]],
    ["2 attackers", { attackersOnTarget: 2 }, [1, 0]],
    ["3 attackers", { attackersOnTarget: 3 }, [1, 0]],
    ["4 attackers", { attackersOnTarget: 4 }, [2, 0]],
    ["surprise", { surprise: true }, [1, 0]],
    ["stunned and prone target: one advantage", { targetStunned: true, targetProne: true }, [1, 0]],
    ["prone marker", { targetMarkers: { "sp-prone": 1 } }, [1, 0]],
    ["wounded attacker", { attackerMarkers: { "sp-wound": 1, "sp-mortalWound": 1 } }, [0, 2]],
    ["darkness 2", { darkness: 2 }, [0, 2]],
    ["both fighters in smoke", { fightersInSmoke: 2 }, [0, 2]],
  ])("%s", (_n, s, expected) => expect(mods(s)).toEqual(expected));
  it("refuses impossible counts", () => {
    expect(() => mods({ attackersOnTarget: 0 })).toThrow(/Attackers/);
    expect(() => mods({ fightersInSmoke: 3 })).toThrow(/smoke/);
    expect(() => mods({ darkness: 4 })).toThrow(/Darkness/);
  });
});

const base = (over: Partial<MeleeInput>): MeleeInput => ({
  asset: 0,
  weapon: { penetration: 4, maxHits: 2 },
  situation: even,
  target: {},
  d20: 12,
  dice: new FixedDice([1]),
  ...over,
});

describe("resolveMelee", () => {
  it.each([
    [11, 0],
    [12, 1],
    [16, 2],
    [20, 2],
  ])("a d20 of %i at DT 12 with Max Hits 2 scores %i (SP-6)", (d20, hits) => expect(resolveMelee(base({ d20 })).hits).toBe(hits));
  it("an unconscious target takes Max Hits without a roll", () => {
    const r = resolveMelee(base({ d20: 1, target: { unconscious: true } }));
    expect(r.task).toBeNull();
    expect(r.hits).toBe(2);
  });
  it("martial arts add the asset to unarmed penetration and roll 3d8 (Guide 6.8, 6.14)", () => {
    const asked: number[] = [];
    const r = resolveMelee(base({ style: "martialArts", asset: 3, weapon: { penetration: 1, maxHits: 1, unarmed: true }, dice: { die: (s) => (asked.push(s), 1) } }));
    expect(r.penetration).toBe(4);
    expect(asked).toEqual([8, 8, 8]);
  });
  it("melee weapons meet the Hand rating", () => {
    const r = resolveMelee(base({ target: { armour: { hand: 3, bullets: 0, energy: 0 } } }));
    expect(r.damage[0]?.modifier).toBe(1);
  });
  it("Psi-Shock stuns and knocks prone besides its unarmed damage (Guide 2.3)", () => {
    const r = resolveMelee(base({ style: "psiShock", asset: 1, weapon: { penetration: 0, maxHits: 1 }, d20: 11, target: { markers: {} } }));
    expect(r.stunnedAndProne).toBe(true);
    expect(r.after).toMatchObject({ "sp-stun": 1, "sp-prone": 1 });
  });
  it("Psi-Shock does nothing to a Hard Suit and cannot be tried at X", () => {
    expect(resolveMelee(base({ style: "psiShock", asset: 1, d20: 20, target: { immuneToPsiShock: true } })).hits).toBe(0);
    expect(() => resolveMelee(base({ style: "psiShock", asset: "X" }))).toThrow(/PSI/);
  });
  it("refuses a weapon without Max Hits", () => expect(() => resolveMelee(base({ weapon: { penetration: 1, maxHits: 0 } }))).toThrow(/Max hits/));
  it("the martial arts throw is DT 16 with melee modifiers", () => {
    expect(resolveMartialArtsThrow(2, even, 14).success).toBe(true);
    expect(resolveMartialArtsThrow(2, { ...even, darkness: 1 }, 14).dt).toBe(20);
  });
  it("never throws or gives NaN over seeded dice, and more attackers never lower the chance", () => {
    const rng = new SeededDice(5);
    for (let i = 0; i < 200; i++) {
      const s: MeleeSituation = { ...even, attackerFighting: rng.die(11) - 1, darkness: rng.die(4) - 1 };
      let alone = 0;
      let ganged = 0;
      for (let d20 = 1; d20 <= 20; d20++) {
        const a = resolveMelee(base({ situation: s, d20, dice: rng }));
        const b = resolveMelee(base({ situation: { ...s, attackersOnTarget: 4 }, d20, dice: rng }));
        for (const d of a.damage) expect(Number.isNaN(d.total)).toBe(false);
        alone += a.hits > 0 ? 1 : 0;
        ganged += b.hits > 0 ? 1 : 0;
      }
      expect(ganged).toBeGreaterThanOrEqual(alone);
    }
  });
});

describe("the martial arts throw's outcome (Guide 6.8)", () => {
  it.each([1, 4])("lands the target %i inches away, knocked down", (face) => {
    expect(throwOutcome(new FixedDice([face]), true)).toEqual({ knockedDown: true, inches: face, stunned: false });
  });
  it("stuns a target whose Vigor DT 8 failed", () => expect(throwOutcome(new FixedDice([2]), false).stunned).toBe(true));
  it("the resist roll is DT 8", () => expect(THROW_STUN_RESIST_DT).toBe(8));
});

describe("each melee modifier named, for the card (Guide 6.8, 4.2, SP-2)", () => {
  const busy: MeleeSituation = { attackerReach: 1, targetReach: 3, attackerFighting: 4, targetFighting: 1, attackersOnTarget: 4, surprise: true, targetMarkers: { "sp-prone": 1 }, attackerMarkers: { "sp-wound": 2 }, darkness: 2, fightersInSmoke: 1 };
  it("lists what counted, advantages first, with its count", () => {
    expect(meleeModifierBreakdown(busy)).toEqual([
      { key: "higherFighting", side: "advantage", count: 1 },
      { key: "outnumbered", side: "advantage", count: 2 },
      { key: "surprise", side: "advantage", count: 1 },
      { key: "targetProneOrStunned", side: "advantage", count: 1 },
      { key: "shorterReach", side: "disadvantage", count: 1 },
      { key: "attackerWounded", side: "disadvantage", count: 2 },
      { key: "darkness", side: "disadvantage", count: 2 },
      { key: "smoke", side: "disadvantage", count: 1 },
    ]);
  });
  it("adds up to the counts the roll uses", () => {
    for (const s of [even, busy, { ...even, attackerReach: 3, attackersOnTarget: 2 }, { ...even, targetFighting: "X" as const }]) {
      const named = meleeModifierBreakdown(s);
      const sum = (side: string) => named.filter((m) => m.side === side).reduce((n, m) => n + m.count, 0);
      expect([sum("advantage"), sum("disadvantage")]).toEqual(mods(s));
    }
  });
  it("names none for an even fight", () => expect(meleeModifierBreakdown(even)).toEqual([]));
  it("a strike carries them, Not So Fast's extra advantage among them, and its DT agrees", () => {
    const input: MeleeInput = { asset: 2, weapon: { penetration: 3, maxHits: 2 }, situation: { ...even, attackerReach: 3 }, target: {}, d20: 15, dice: new SeededDice(7) };
    expect(resolveMelee(input).modifiers).toEqual([{ key: "longerReach", side: "advantage", count: 1 }]);
    const again = resolveMelee({ ...input, rolledAgain: true });
    expect(again.modifiers).toEqual([
      { key: "longerReach", side: "advantage", count: 1 },
      { key: "rolledAgain", side: "advantage", count: 1 },
    ]);
    expect(again.task?.advantages).toBe(2);
  });
  it("a strike on an unconscious target, made without a roll, names none", () => {
    expect(resolveMelee({ asset: 2, weapon: { penetration: 3, maxHits: 1 }, situation: { ...even, attackerReach: 3 }, target: { unconscious: true }, d20: 1, dice: new SeededDice(3) }).modifiers).toEqual([]);
  });
});
