// Which Starship Marine markers only the GM's client takes off in a battle
// (MarkerDefinition.keptInBattle, rules/markers.ts KEPT_IN_BATTLE): the results the rules put on by
// a procedure are kept; the table's reminders the players put on and take off are not.
import { describe, expect, it } from "vitest";
import { checkedMarker } from "../../../../src/core/markers";
import { SSM_MARKER, STARSHIP_MARINE_MARKERS } from "../../../../src/rulesets/starship-marine/rules/markers";

/** Each kept marker, with why; a marker left out is not kept. */
const EXPECTED: Readonly<Record<string, "removal" | "any">> = {
  // 3.5, 3.15, SSM-5: a hit or a lost fight, landed by the GM's Apply
  [SSM_MARKER.casualty]: "removal",
  // 4.6, 4.3: no wound heals in a battle; the box it follows is kept too (turn/wounded-guard.ts)
  [SSM_MARKER.wounded]: "removal",
  // 3.7: hits and robot damage results, the GM's Apply and the roll after it
  [SSM_MARKER.robotDamage]: "removal",
  [SSM_MARKER.noFiring]: "removal",
  [SSM_MARKER.immobilised]: "removal",
  // 3.7, 3.11, 3.12: only the control rooms and the surrender switch robots, on the GM's side panel
  [SSM_MARKER.deactivated]: "removal",
  // 2.3: the GM's request; the Marine may not fire meanwhile
  [SSM_MARKER.directControl]: "removal",
  // 3.2, 3.4: the GM's movement step puts them on, the next one takes them off; they order fire
  [SSM_MARKER.moved]: "removal",
  [SSM_MARKER.nonTactical]: "removal",
  // 3.14, SSM-13: individual morale results, the GM's Apply
  [SSM_MARKER.moveNoCloser]: "removal",
  [SSM_MARKER.duckBack]: "removal",
  // 3.12, 3.14: the morale Apply or the surrender; only the GM lifts it (3.12's suspension)
  [SSM_MARKER.surrendered]: "removal",
  // 3.12: the ship's morale result
  [SSM_MARKER.demoralised]: "removal",
  // 3.17: the GM's CasEvac request; a figure carrying may not fight
  [SSM_MARKER.carrying]: "removal",
};

describe("Starship Marine markers kept in a battle", () => {
  it("keeps the rules' results and leaves the players' reminders: ammunition, hand to hand, charges, SpaceFoam (3.15, 3.16, 3.9, 4.10)", () => {
    const kept = Object.fromEntries(STARSHIP_MARINE_MARKERS.flatMap((m) => (m.keptInBattle ? [[m.id, m.keptInBattle]] : [])));
    expect(kept).toEqual(EXPECTED);
    expect(STARSHIP_MARINE_MARKERS.filter((m) => !m.keptInBattle).map((m) => m.id)).toEqual([SSM_MARKER.noAmmo, SSM_MARKER.inHandToHand, SSM_MARKER.chargeSetUp, SSM_MARKER.spaceFoam]);
    // the definitions stay whole, and keep the rest of what the rows gave them
    for (const m of STARSHIP_MARINE_MARKERS) expect(checkedMarker(m)).toBe(m);
    expect(STARSHIP_MARINE_MARKERS.find((m) => m.id === SSM_MARKER.robotDamage)).toMatchObject({ stacks: true, max: 2, group: "robot", glyph: "RD", keptInBattle: "removal" });
  });
});
