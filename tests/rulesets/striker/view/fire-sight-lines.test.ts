// Lines of sight in the fire plan (Striker 7.A.1, 8.A.1.a.2, 8.A.1.b.5): a team the board finds
// shielded from the target takes no fragments of its burst, and one in the danger space the firer
// cannot see is not attacked; a team whose line was not traced counts as in sight, as before.
import { describe, expect, it } from "vitest";
import { grenadeAttack } from "../../../../gallery/samples-striker-grenades";
import { workedAttack } from "../../../../gallery/samples-striker-fire";
import { planFire } from "../../../../src/rulesets/striker/view/fire-plan";
import type { PlacedTeam } from "../../../../src/rulesets/striker/view/fire-danger";

describe("line of sight in the fire plan", () => {
  it("a burst passes over a team a feature shields from the target", () => {
    const { firer, target, options } = grenadeAttack();
    const nearby = [
      { snapshot: { ...target, id: "open" }, distanceM: 10 },
      { snapshot: { ...target, id: "behindWall" }, distanceM: 8, inSightOfTarget: false },
      { snapshot: { ...target, id: "seen" }, distanceM: 12, inSightOfTarget: true },
    ];
    const plan = planFire([firer], target, 18, options, nearby);
    if (typeof plan === "string") throw new Error(plan);
    expect(plan.burst.map((b) => b.snapshot.id)).toEqual(["open", "seen"]);
  });

  it("the danger space attacks only the teams the firer sees", () => {
    const { firer, target, options } = workedAttack();
    const at = (id: string, x: number, y: number, inSightOfFirer?: boolean): PlacedTeam => ({
      snapshot: { ...target, id, name: id, actorUuid: `Actor.${id}` },
      distanceM: Math.hypot(x - 250, y),
      position: { x, y },
      rangeM: Math.round(Math.hypot(x, y)),
      ...(inSightOfFirer === undefined ? {} : { inSightOfFirer }),
    });
    const line = { firer: { x: 0, y: 0 }, target: { x: 250, y: 0 } };
    const blocked = planFire([firer], target, 250, options, [at("near", 200, 5, false), at("mid", 100, 0, true)], line);
    if (typeof blocked === "string") throw new Error(blocked);
    expect(blocked.danger.map((d) => d.snapshot.id)).toEqual(["mid"]);
    const untraced = planFire([firer], target, 250, options, [at("near", 200, 5), at("mid", 100, 0)], line);
    if (typeof untraced === "string") throw new Error(untraced);
    expect(untraced.danger.map((d) => d.snapshot.id)).toEqual(["near"]);
  });
});
