// Every task card explains its Difficulty Target the same way (Guide 3.1, 3.2, SP-5): the task-roll,
// zero-G, dog fight and indirect fire cards carry the one DT line (taskDtLine) that the fire, melee,
// care and zero-G move cards read through parts/task-dt.hbs: the base, 4 a net step, and the floor of
// Easy 8 where it lifted the DT.
import { describe, expect, it } from "vitest";
import { applyTacticsPoints, bombTask, dogFightTask, indirectFireTask, resolveTask, zeroGCombatCheck } from "../../../../src/rulesets/space-patrol/rules";
import { dtMove, taskDtLine, taskSum } from "../../../../src/rulesets/space-patrol/view/task-sum";
import { taskCardContext } from "../../../../src/rulesets/space-patrol/view/task-card";
import { zeroGCardContext } from "../../../../src/rulesets/space-patrol/view/zero-g-card";
import { dogFightCardContext } from "../../../../src/rulesets/space-patrol/view/dog-fight-card";
import { indirectFireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-mission";

describe("the one DT line (SP-5)", () => {
  it("is what the task sum's DT line reads, so the shared partial finds the same fields", () => {
    const task = resolveTask({ dt: 12, asset: 1, equipment: 0, advantages: 1, disadvantages: 3 }, 10);
    const { dt, moved, move } = taskSum(task);
    expect(taskDtLine(task)).toEqual({ dt, moved, move });
    expect(taskDtLine(task)).toEqual({ dt: 20, moved: true, move: dtMove(12, 20, 1, 3) });
  });

  it("says when nothing moved the DT, and when the floor of 8 lifted it (SP-5)", () => {
    expect(taskDtLine(resolveTask({ dt: 16, asset: 2 }, 10))).toMatchObject({ dt: 16, moved: false });
    const floored = taskDtLine(resolveTask({ dt: 8, asset: 1, advantages: 2 }, 10));
    expect(floored).toMatchObject({ dt: 8, moved: true, move: { raw: 0, floored: true, shift: "\u2212 8", endKey: "STARSKIRMISH.SpacePatrol.TaskSum.dtEndFloored" } });
  });
});

describe("each task card's DT line", () => {
  it("the task card's, from the task as rolled: Tactics move the total, never the DT (Guide 6.3)", () => {
    const task = resolveTask({ dt: 8, asset: 1, equipment: 0, advantages: 1 }, 9);
    const card = taskCardContext({ actorName: "Rana", assetLabel: "Recon", assetLevel: "1", result: task, heroPoints: 0 });
    expect(card.dtLine).toEqual({ dt: 8, moved: true, move: dtMove(8, 8, 1, 0) });
    expect(card.dtLine.move).toMatchObject({ raw: 4, floored: true });
    const spent = applyTacticsPoints(task, [{ side: "players", points: 1 }], { combatTask: true });
    expect(taskCardContext({ actorName: "Rana", assetLabel: "Recon", assetLevel: "1", result: spent, heroPoints: 0 }).dtLine).toEqual(card.dtLine);
  });

  it("the zero-G card's (6.10): a firearm's disadvantage, an energy weapon's advantage", () => {
    const roll = (weapon: "firearm" | "energy") => {
      const check = zeroGCombatCheck(weapon);
      return zeroGCardContext({ actorName: "Ito", action: "shooting", weapon, level: "1", result: resolveTask({ dt: check.dt, asset: 1, equipment: 0, advantages: check.advantages, disadvantages: check.disadvantages }, 10) });
    };
    expect(roll("firearm").dtLine).toEqual({ dt: 16, moved: true, move: dtMove(12, 16, 0, 1) });
    expect(roll("energy").dtLine).toEqual({ dt: 8, moved: true, move: dtMove(12, 8, 1, 0) });
  });

  it("the dog fight card's (6.7): every modifier counted in it", () => {
    const result = resolveTask(dogFightTask({ aDrive: 4, airPilot: 2 }, { aDrive: 1, airPilot: 1 }, { vehicle: {}, pilot: {} }), 10);
    const card = dogFightCardContext({ vehicleName: "Hawk", pilotName: "Ace", targetName: "Kite", level: "2", aDrive: 4, targetADrive: 1, targetLevel: "1", vehicleMarkers: 0, pilotWounds: 0, result });
    // three codes faster and the better pilot: 4 advantages, 12 - 16 = -4, raised to 8
    expect(card.dtLine).toEqual({ dt: 8, moved: true, move: dtMove(12, 8, 4, 0) });
    expect(card.dtLine.move).toMatchObject({ raw: -4, floored: true });
    expect(card.lines.reduce((n, l) => n + (l.side === "advantage" ? l.count : 0), 0)).toBe(card.dtLine.move.advantages);
  });

  it("the indirect fire and bombs card's (6.11): the corrections' advantages in it", () => {
    const land = (task: ReturnType<typeof resolveTask>, corrections: number) =>
      indirectFireCardContext({ spotterName: "Ito", battery: "Kestrel", weapon: "artillery", assetKey: "STARSKIRMISH.SpacePatrol.Asset.fireDirection", level: "2", task, corrections, burdens: { woundMarkers: 0, vehicleMarkers: 0 }, deviation: null, radius: 3, victims: [] });
    const corrected = resolveTask(indirectFireTask({ weapon: "artillery", fireDirection: 2, fdAid: 0, corrections: 2, disadvantages: 0 }), 10);
    expect(land(corrected, 2).dtLine).toEqual({ dt: corrected.baseDt - 8, moved: true, move: dtMove(corrected.baseDt, corrected.dt, 2, 0) });
    const bombs = resolveTask(bombTask({ aimer: "pilot", level: 3, fdAid: 0, disadvantages: 0 }), 10);
    expect(land(bombs, 0).dtLine).toEqual({ dt: bombs.dt, moved: false, move: dtMove(bombs.baseDt, bombs.dt, 0, 0) });
  });

  it("the indirect fire and bombs card's causes: each advantage and disadvantage named with its section (6.11, 6.14, 6.15, SP-7)", () => {
    const card = (input: { level: string; corrections: number; woundMarkers: number; vehicleMarkers: number; assetKey: string }, task: ReturnType<typeof resolveTask>) =>
      indirectFireCardContext({ spotterName: "Ito", battery: "Kestrel", weapon: "bomb", assetKey: input.assetKey, level: input.level, task, corrections: input.corrections, burdens: input, deviation: null, radius: 3, victims: [] });
    const cause = (kind: string) => `STARSKIRMISH.SpacePatrol.TaskSum.cause.${kind}`;
    const fd = "STARSKIRMISH.SpacePatrol.Asset.fireDirection";
    // a spotter with two turns of correction and a Wound Marker: 2 advantages, 1 disadvantage, both named
    const spotted = resolveTask(indirectFireTask({ weapon: "artillery", fireDirection: 2, fdAid: 0, corrections: 2, disadvantages: 1 }), 10);
    expect(card({ level: "2", corrections: 2, woundMarkers: 1, vehicleMarkers: 0, assetKey: fd }, spotted).dtCauses).toEqual([
      { key: cause("corrections"), count: 2 },
      { key: cause("woundMarkers"), count: 1 },
    ]);
    // a pilot at Air Pilot X in a damaged aircraft: its markers (6.15) and the X (SP-7) named apart from the pilot's wounds
    const pilot = "STARSKIRMISH.SpacePatrol.Asset.airPilot";
    const bombed = resolveTask(bombTask({ aimer: "pilot", level: "X", fdAid: 0, disadvantages: 3 }), 10);
    const named = card({ level: "X", corrections: 0, woundMarkers: 1, vehicleMarkers: 2, assetKey: pilot }, bombed).dtCauses;
    expect(named).toEqual([
      { key: cause("woundMarkers"), count: 1 },
      { key: cause("vehicleMarkers"), count: 2 },
      { key: cause("untrained"), count: 1, assetKey: pilot },
    ]);
    // the causes add up to the roll's disadvantages: none left unnamed
    expect(named.reduce((n, c) => n + c.count, 0)).toBe(bombed.disadvantages);
    // nothing moved it: nothing named
    expect(card({ level: "3", corrections: 0, woundMarkers: 0, vehicleMarkers: 0, assetKey: pilot }, resolveTask(bombTask({ aimer: "pilot", level: 3, fdAid: 0, disadvantages: 0 }), 10)).dtCauses).toEqual([]);
  });
});
