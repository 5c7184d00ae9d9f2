// Explosive bursts reach other teams (Striker 8.A.1.b.5): which teams the plan puts in the burst,
// what the fragments do to each, and the card's section and Apply key per further team.
import { describe, expect, it } from "vitest";
import { grenadeAttack, grenadeBurstAttack } from "../../../../gallery/samples-striker-grenades";
import { workedAttack } from "../../../../gallery/samples-striker-fire";
import { planFire } from "../../../../src/rulesets/striker/view/fire-plan";
import { burstVictims, BURST_SPARES_FIRERS } from "../../../../src/rulesets/striker/view/fire-burst";
import { fireCardContext } from "../../../../src/rulesets/striker/view/fire-card";
import { mergeMoraleDue } from "../../../../src/rulesets/striker/view/morale-after-fire";

describe("teams inside an explosive burst", () => {
  it("puts a team 12 m from the target in a 20 m burst, not one 35 m away, friends alike", () => {
    const { plan, neighbour } = grenadeBurstAttack();
    expect(plan.input.weapon.explosive?.burstM).toBe(20);
    expect(plan.burst.map((b) => b.snapshot.id)).toEqual(["neighbour"]);
    // Only the standing troopers are attacked: the fourth is already down.
    expect(plan.burst[0]!.troopers).toEqual([0, 1, 2]);
    expect(plan.input.targets[0]!.nearby).toEqual([
      { id: "target", distanceM: 0, soldiers: 4 },
      { id: "neighbour", distanceM: 12, soldiers: 3 },
    ]);
    expect(neighbour.name).toBe("Red <i>C3</i>");
  });

  it("counts a team exactly at the burst's edge, and includes a firer within it (the text says all teams)", () => {
    const { firer, target, options } = grenadeAttack();
    const plan = planFire([firer], target, 18, options, [{ snapshot: firer, distanceM: 18 }, { snapshot: { ...target, id: "edge" }, distanceM: 20 }, { snapshot: { ...target, id: "out" }, distanceM: 20.5 }]);
    if (typeof plan === "string") throw new Error(plan);
    expect(BURST_SPARES_FIRERS).toBe(false);
    expect(plan.burst.map((b) => b.snapshot.id)).toEqual(["firer", "edge"]);
  });

  it("a non-explosive round and a 1 m burst reach no other team", () => {
    const { plan: rifle } = workedAttack();
    expect(rifle.burst).toEqual([]);
    const { plan, target } = grenadeAttack();
    const oneMetre = { ...plan.input.weapon, explosive: { burstM: 1, fragmentationPenetration: 2 } };
    expect(burstVictims(oneMetre, "target", [], [{ snapshot: { ...target, id: "n" }, distanceM: 0.5 }])).toEqual([]);
  });

  it("rolls fragments on the further team, even when the contact roll missed, and its casualty is its own", () => {
    const { result, outcome, burst } = grenadeBurstAttack();
    if (!result.allowed) throw new Error("blocked");
    expect(result.targets[0]!.outcome.hits).toBe(0);
    expect(result.targets[0]!.fragmentation.map((f) => f.id)).toEqual(["target", "neighbour"]);
    expect(outcome.casualties).toEqual([]);
    expect(burst).toHaveLength(1);
    expect(burst[0]!.outcome.casualties).toEqual([0]);
    expect(burst[0]!.outcome.rows[0]).toMatchObject({ name: "Abe", hits: 1, armour: 0, outcomes: ["casualty"], casualty: true });
  });
});

describe("the card of a burst", () => {
  it("gives the further team its own section, roll and Apply key", () => {
    const { firer, target, options, plan, result, outcome, burst } = grenadeBurstAttack();
    if (!result.allowed) throw new Error("blocked");
    const ctx = fireCardContext({
      firerNames: [firer.name], targetName: target.name, targetKey: target.id, targetUuid: target.actorUuid, weaponName: plan.weapon.name,
      ammo: options.ammo, rangeM: 40, troops: 1, result, outcome, moraleDue: [],
      burst: burst.map((b) => ({ key: b.victim.snapshot.id, name: b.victim.snapshot.name, outcome: b.outcome })),
    });
    expect(ctx.canApply).toBe(false);
    expect(ctx.fragmentation?.roll).toMatchObject({ dice: [4, 3], total: 11 });
    expect(ctx.burstTeams).toEqual([
      expect.objectContaining({ key: "neighbour", name: "Red <i>C3</i>", casualties: 1, canApply: true, fragmentation: expect.objectContaining({ roll: expect.objectContaining({ dice: [5, 4], terms: [{ sign: "+", value: 3, label: "STARSKIRMISH.Striker.Fire.Modifier.fragmentation" }], total: 12 }) }) }),
    ]);
    expect(ctx.burstTeams[0]!.rows.map((r) => r.casualty)).toEqual([true, false, false]);
    // the contact throw missed, but fragments struck: the card reads as a hit, not a miss
    expect(result.targets[0]!.outcome.hits).toBe(0);
    expect(ctx.hit).toBe(true);
  });

  it("lists each team that must check morale once, with all its reasons", () => {
    const merged = mergeMoraleDue([
      [{ uuid: "a", name: "A", triggers: ["casualties"], hit: true }, { uuid: "b", name: "B", triggers: ["nearbyCasualty"], hit: false }],
      [{ uuid: "b", name: "B", triggers: ["casualties", "nearbyCasualty"], hit: true }],
    ]);
    expect(merged).toEqual([{ uuid: "a", name: "A", triggers: ["casualties"], hit: true }, { uuid: "b", name: "B", triggers: ["nearbyCasualty", "casualties"], hit: true }]);
  });
});
