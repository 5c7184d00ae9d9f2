// Who fires in a fire step and whether it counts as moved (Striker 3.B footnotes, 8.A.1.a.3.a).
import { describe, expect, it } from "vitest";
import { STR_MARKER } from "../../../../src/rulesets/striker/rules/index";
import { fireStepAt, firersInStep } from "../../../../src/rulesets/striker/view/fire-step";
import { workedAttack } from "../../../../gallery/samples-striker-fire";

describe("fire steps", () => {
  const { firer } = workedAttack();
  const moved = { ...firer, id: "moved", markers: { [STR_MARKER.moved]: 1 } };

  it("are read only at fire steps of a fire phase", () => {
    expect(fireStepAt({ turn: 1, phase: "firstFire", step: "a" })).toBe("a");
    expect(fireStepAt({ turn: 1, phase: "firstFire", step: "b" })).toBeNull();
    expect(fireStepAt({ turn: 1, phase: "command" })).toBeNull();
    expect(fireStepAt(null)).toBeNull();
  });

  it("step a: only teams without a Moved marker fire, and not as moved", () => {
    const r = firersInStep([firer, moved], "a");
    expect(r.firing.map((f) => f.id)).toEqual(["firer"]);
    expect(r.barred.map((f) => f.id)).toEqual(["moved"]);
    expect(r.moved).toBe(false);
  });

  it("steps c and e: everyone fires, as moved if any carries the marker", () => {
    expect(firersInStep([firer, moved], "e")).toMatchObject({ barred: [], moved: true });
    expect(firersInStep([firer], "c")).toMatchObject({ barred: [], moved: false });
  });

  it("outside a tracked turn the dialog decides", () => {
    expect(firersInStep([moved], null)).toEqual({ firing: [moved], barred: [], moved: null });
  });
});
