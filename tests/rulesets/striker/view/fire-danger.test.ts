// The danger space of a weapon that engages several targets (Striker 8.A.1.a.2): which teams the
// plan adds (in the 20 m strip, nearest the prime target first, friends too, up to "Trg"), the
// range to the farthest target, each target's own roll, and its section and Apply key on the card.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { workedAttack } from "../../../../gallery/samples-striker-fire";
import { grenadeAttack } from "../../../../gallery/samples-striker-grenades";
import { planFire, type TeamSnapshot } from "../../../../src/rulesets/striker/view/fire-plan";
import { DANGER_SPACE_FROM, type PlacedTeam } from "../../../../src/rulesets/striker/view/fire-danger";
import { dangerOutcomes, fireOutcome } from "../../../../src/rulesets/striker/view/fire-outcome";
import { fireCardContext } from "../../../../src/rulesets/striker/view/fire-card";
import { resolveFire } from "../../../../src/rulesets/striker/rules/index";

const line = { firer: { x: 0, y: 0 }, target: { x: 250, y: 0 } };

function placed(base: TeamSnapshot, id: string, x: number, y: number, name = id): PlacedTeam {
  return { snapshot: { ...base, id, name, actorUuid: `Actor.${id}` }, distanceM: Math.hypot(x - 250, y), position: { x, y }, rangeM: Math.round(Math.hypot(x, y)) };
}

describe("the danger space", () => {
  it("adds the team in the strip nearest the prime target, up to the ACR's two targets", () => {
    const { firer, target, options } = workedAttack();
    expect(DANGER_SPACE_FROM).toBe("farthestFirer");
    const teams = [placed(target, "near", 200, 5), placed(target, "out", 200, 30), placed(target, "mid", 100, 0), placed(target, "beyond", 300, 8)];
    const plan = planFire([firer], target, 250, options, teams, line);
    if (typeof plan === "string") throw new Error(plan);
    expect(plan.input.weapon.targets).toBe(2);
    expect(plan.danger.map((d) => d.snapshot.id)).toEqual(["near"]);
    expect(plan.input.targets.map((t) => t.id)).toEqual(["target", "near"]);
    // No explosive round: no burst.
    expect(plan.burst).toEqual([]);
  });

  it("takes the range to the farthest target, and never a firing team nor a team beyond the prime target", () => {
    const { firer, target, options } = workedAttack();
    // Its range as measured from another, farther firing team.
    const side = { ...placed(target, "side", 248, 9), rangeM: 262 };
    const plan = planFire([firer], target, 250, options, [placed(target, "beyond", 300, 8), placed(firer, "firer", 0, 0), side], line);
    if (typeof plan === "string") throw new Error(plan);
    expect(plan.danger.map((d) => d.snapshot.id)).toEqual(["side"]);
    expect(plan.input.rangeM).toBe(262);
  });

  it("a one-target weapon and a plan without positions attack the prime target only", () => {
    const { firer, target, options } = grenadeAttack();
    const plan = planFire([firer], target, 18, options, [placed(target, "near", 10, 1)], { firer: { x: 0, y: 0 }, target: { x: 18, y: 0 } });
    if (typeof plan === "string") throw new Error(plan);
    expect(plan.danger).toEqual([]);
    const w = workedAttack();
    const nolines = planFire([w.firer], w.target, 250, w.options, [placed(w.target, "near", 200, 5)]);
    if (typeof nolines === "string") throw new Error(nolines);
    expect(nolines.danger).toEqual([]);
  });

  it("rolls for the further target on its own and puts it on the card with its own Apply", () => {
    const { firer, target, options } = workedAttack();
    const plan = planFire([firer], target, 250, options, [placed(target, "near", 200, 5, "Red <i>N</i>")], line);
    if (typeof plan === "string") throw new Error(plan);
    // Prime: 1+1 misses. Further: 6+6, +1 quality +2 autofire, -1 for its own Concealed marker =
    // 14, one hit, the d4 picks the 3rd.
    const result = resolveFire(plan.input, new FixedDice([1, 1, 6, 6, 3]));
    if (!result.allowed) throw new Error("blocked");
    const outcome = fireOutcome(result, plan, target, options)!;
    const danger = dangerOutcomes(result, plan, options);
    expect(outcome.casualties).toEqual([]);
    expect(danger).toHaveLength(1);
    expect(danger[0]!.outcome.rows.map((r) => r.hits)).toEqual([0, 0, 1, 0]);
    const ctx = fireCardContext({
      firerNames: [firer.name], targetName: target.name, targetKey: target.id, targetUuid: target.actorUuid, weaponName: "7mm ACR", ammo: "slugs",
      rangeM: plan.input.rangeM, troops: 4, result, outcome, moraleDue: [],
      danger: danger.map((d) => ({ key: d.victim.snapshot.id, name: d.victim.snapshot.name, outcome: d.outcome })),
    });
    expect(ctx.burstTeams).toEqual([
      expect.objectContaining({ key: "near", name: "Red <i>N</i>", heading: "STARSKIRMISH.Striker.Fire.dangerTeam", roll: expect.objectContaining({ dice: [6, 6], total: 14, cell: expect.any(String), cellKey: expect.stringMatching(/^STARSKIRMISH.Striker.Fire.cell./) }), fragmentation: null }),
    ]);
    expect(ctx.burstTeams[0]!.canApply).toBe(danger[0]!.outcome.casualties.length > 0);
  });
});

describe("a flechette round's strip (notes for all grenade weapons)", () => {
  it("attacks every standing team in the 10 m strip centred on the target, nearest first, and keeps the target's range", async () => {
    const { grenadeLauncherItem } = await import("../../../../src/rulesets/striker/data/grenade-items");
    const { GRENADE_LAUNCHERS } = await import("../../../../src/rulesets/striker/rules/index");
    const { firer, target } = workedAttack();
    const gl = grenadeLauncherItem(GRENADE_LAUNCHERS.find((l) => l.id === "ramGrenadeLauncher10")!).system;
    const troopers = firer.system.troopers.map((t) => ({ ...t, weapon: "RAM GL", weaponItem: "gl", ammunition: "flechette" }));
    const gunner = { ...firer, system: { ...firer.system, troopers }, items: [{ id: "gl", name: "RAM GL", kind: "weapon" as const, weapon: gl }] };
    const options = { weapon: "RAM GL", ammo: "flechette", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" } as const;
    // TL 10: 150 m long, so 75 m either side of the target at 250 m along the row
    const teams = [placed(target, "beyond", 320, 4), placed(target, "short", 190, -3), placed(target, "wide", 250, 8), placed(target, "tooFar", 330, 0), placed(target, "gone", 300, 0)];
    const downed = { ...teams[4]!, snapshot: { ...teams[4]!.snapshot, system: { ...teams[4]!.snapshot.system, troopers: teams[4]!.snapshot.system.troopers.map((t) => ({ ...t, casualty: true })) } } };
    const plan = planFire([gunner], target, 250, options, [...teams.slice(0, 4), downed], line);
    if (typeof plan === "string") throw new Error(plan);
    expect(plan.strip).toBe(true);
    expect(plan.danger.map((d) => d.snapshot.id)).toEqual(["short", "beyond"]);
    expect(plan.input.rangeM).toBe(250);
    expect(plan.input.targets.map((t) => t.id)).toEqual(["target", "short", "beyond"]);
    expect(plan.input.weapon.hitDm).toBe(4);
  });
});
