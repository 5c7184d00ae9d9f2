// Every number on an attack or care card explained (Guide 2, 6.3, 6.13, SP-5, SP-8): a task roll is
// written out as a sum whose terms give its total, with the DT's base and what moved it; a damage
// roll shows every term and a note of the penetration less the armour that makes its modifier.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { applyTacticsPoints, resolveMelee, resolveTask } from "../../../../src/rulesets/space-patrol/rules";
import { dtMove, dtShift, taskSum, type TaskSum } from "../../../../src/rulesets/space-patrol/view/task-sum";
import { meleeCardContext } from "../../../../src/rulesets/space-patrol/view/melee-card";
import { resolveGrenadeVictims } from "../../../../src/rulesets/space-patrol/view/grenade-burst";
import { victimLine } from "../../../../src/rulesets/space-patrol/view/grenade-card";
import { resolveStartOfTurn } from "../../../../src/rulesets/space-patrol/view/start-of-turn-card";

/** What the card's sum adds up to: the d20 and each signed term. */
const added = (s: TaskSum): number => s.terms.reduce((n, t) => n + (t.sign === "+" ? t.value : -t.value), s.d20);
/** A damage line's dice and modifier, added up. */
const damageAdded = (dice: string, modifierText: string): number =>
  dice.split(" + ").reduce((n, d) => n + Number(d), 0) + (modifierText === "" ? 0 : (modifierText.startsWith("+") ? 1 : -1) * Number(modifierText.slice(2)));

describe("a task roll written out", () => {
  it("names the asset and the equipment, leaves out what adds nothing, and adds up to the total", () => {
    const task = resolveTask({ dt: 12, asset: 2, equipment: 1, advantages: 1 }, 9);
    const sum = taskSum(task, "weapon");
    expect(sum.terms).toEqual([
      { sign: "+", key: "STARSKIRMISH.SpacePatrol.TaskSum.asset", value: 2 },
      { sign: "+", key: "STARSKIRMISH.SpacePatrol.TaskSum.weapon", value: 1 },
    ]);
    expect(added(sum)).toBe(task.total);
    expect([sum.dt, sum.baseDt, sum.advantages, sum.disadvantages, sum.moved]).toEqual([8, 12, 1, 0, true]);
    const bare = taskSum(resolveTask({ dt: 16, asset: 0 }, 14));
    expect(bare.terms).toEqual([]);
    expect(bare.moved).toBe(false);
  });

  it("shows Tactics spent after the roll as a term of its own, with its sign (Guide 6.3)", () => {
    const task = resolveTask({ dt: 12, asset: 1 }, 10);
    const up = taskSum(applyTacticsPoints(task, [{ side: "players", points: 2 }], { combatTask: true }));
    expect(up.terms.at(-1)).toEqual({ sign: "+", key: "STARSKIRMISH.SpacePatrol.TaskSum.tactics", value: 2 });
    expect(added(up)).toBe(up.total);
    const down = taskSum(applyTacticsPoints(task, [{ side: "enemies", points: -1 }], { combatTask: true }));
    expect(down.terms.at(-1)).toEqual({ sign: "\u2212", key: "STARSKIRMISH.SpacePatrol.TaskSum.tactics", value: 1 });
    expect(added(down)).toBe(down.total);
  });

  it("writes each start-of-turn check out the same way (SP-11)", () => {
    const r = resolveStartOfTurn({ "sp-wound": 1, "sp-stun": 1 }, () => 2, [15, 20, 19]);
    expect(r.rows.length).toBeGreaterThan(0);
    for (const row of r.rows) expect(added(row)).toBe(row.total);
  });
});

describe("a damage roll written out", () => {
  it("gives a melee strike's every term and the note of penetration less armour (6.13)", () => {
    const result = resolveMelee({ style: "weapon", asset: 2, weapon: { penetration: 5, maxHits: 2 }, situation: { attackerReach: 1, targetReach: 0, attackerFighting: 2, targetFighting: 0 }, target: { armour: { hand: 2, bullets: 0, energy: 0 } }, d20: 15, dice: new FixedDice([6, 5, 4, 2, 2, 1]) });
    const card = meleeCardContext({ attackerName: "A", targetName: "B", key: "b", weaponName: "Knife", style: "weapon", before: {}, result, maxHits: 2, immune: false });
    expect(card.damageNote).toEqual({ key: "STARSKIRMISH.SpacePatrol.Fire.damageNote", penetration: 5, armour: 2, modifier: 3 });
    expect(card.damage.length).toBe(result.hits);
    for (const [i, d] of card.damage.entries()) {
      expect(d.modifierText).toBe("+ 3");
      expect(damageAdded(d.dice, d.modifierText)).toBe(result.damage[i]!.total);
    }
    expect(card.roll && added(card.roll)).toBe(result.task?.total);
  });

  it("gives each grenade victim the armour its penetration met, and no note where no damage was rolled", () => {
    const victims = resolveGrenadeVictims(
      "he",
      { contact: 10, burst: 4 },
      [
        { key: "a", name: "A", directHit: true, coverBetween: false, table: "individual", armour: { hand: 0, bullets: 2, energy: 0 }, markers: {} },
        { key: "b", name: "B", directHit: false, coverBetween: true, table: "individual", armour: 0, markers: {} },
      ],
      new FixedDice([6, 4, 3]),
    );
    const [hit, covered] = victims.map(victimLine);
    expect(hit!.damageNote?.penetration).toBe(10);
    expect(hit!.damageNote!.penetration - hit!.damageNote!.armour).toBe(hit!.damageNote!.modifier);
    expect(damageAdded(hit!.damage!.dice, hit!.damage!.modifierText)).toBe(hit!.damage!.total);
    expect(covered!.damage).toBeNull();
    expect(covered!.damageNote).toBeNull();
  });

  it("writes the DT's move from its base as a term: each net step 4, never below Easy 8 (SP-5)", () => {
    expect(dtShift(12, 8)).toBe("\u2212 4");
    expect(dtShift(12, 20)).toBe("+ 8");
    // an advantage and a disadvantage cancel
    expect(dtShift(12, 12)).toBe("+ 0");
    // three net advantages from 12 stop at 8: the line gives the move that happened
    expect(dtShift(12, 8)).toBe(dtShift(16, 12));
  });

  it("says when the DT stopped at Easy 8 short of its net advantages (SP-5)", () => {
    // two advantages from 12 would be 4: it stops at 8
    expect(dtMove(12, 8, 2, 0).floored).toBe(true);
    // one advantage from 12 is exactly 8
    expect(dtMove(12, 8, 1, 0).floored).toBe(false);
    expect(dtMove(16, 20, 0, 1).floored).toBe(false);
    expect(dtMove(12, 12, 1, 1).floored).toBe(false);
  });

  it("carries the DT line only as its dtMove arithmetic: no separate shift or step rule (SP-5)", () => {
    const sum = taskSum({ d20: 5, assetBonus: 2, equipment: 0, total: 7, dt: 8, success: false, baseDt: 12, advantages: 3, disadvantages: 0 });
    expect(Object.keys(sum).sort()).toEqual(["advantages", "baseDt", "d20", "disadvantages", "dt", "move", "moved", "success", "terms", "total"]);
    // the floor the step rule used to cite is the move's own
    expect(sum.move).toMatchObject({ shift: "\u2212 12", raw: 0, floored: true, endKey: "STARSKIRMISH.SpacePatrol.TaskSum.dtEndFloored" });
  });
  it("writes the DT line's sum with the net steps, where they land, and the floor that lifted it (SP-5)", () => {
    // two advantages from 12: − 8 to 4, raised to 8
    expect(dtMove(12, 8, 2, 0)).toMatchObject({ shift: "\u2212 8", raw: 4, floored: true, net: 2, whyKey: "STARSKIRMISH.SpacePatrol.TaskSum.whyAdvantages", endKey: "STARSKIRMISH.SpacePatrol.TaskSum.dtEndFloored" });
    // one advantage from 12 is exactly 8: no floor
    expect(dtMove(12, 8, 1, 0)).toMatchObject({ shift: "\u2212 4", raw: 8, floored: false, endKey: "STARSKIRMISH.SpacePatrol.TaskSum.dtEnd" });
    // disadvantages add; both sides net to the one left over; equal sides cancel
    expect(dtMove(16, 24, 0, 2)).toMatchObject({ shift: "+ 8", raw: 24, whyKey: "STARSKIRMISH.SpacePatrol.TaskSum.whyDisadvantages" });
    expect(dtMove(12, 16, 1, 2)).toMatchObject({ shift: "+ 4", raw: 16, net: 1, netKey: "STARSKIRMISH.SpacePatrol.TaskSum.disadvantageCount", whyKey: "STARSKIRMISH.SpacePatrol.TaskSum.whyBoth" });
    expect(dtMove(12, 12, 1, 1)).toMatchObject({ shift: "+ 0", raw: 12, whyKey: "STARSKIRMISH.SpacePatrol.TaskSum.whyCancel" });
    expect(taskSum({ d20: 5, assetBonus: 2, equipment: 0, total: 7, dt: 8, success: false, baseDt: 12, advantages: 3, disadvantages: 0 }).move).toMatchObject({ raw: 0, floored: true });
  });
});
