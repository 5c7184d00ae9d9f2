// Which StarMarines markers only the GM's client changes in a battle (MarkerDefinition.keptInBattle,
// system/markers/kept-markers.ts): the results the rules put on and take off by a procedure are
// kept, the orders the player gives and takes back at will are not.
import { describe, expect, it } from "vitest";
import { checkedMarker } from "../../../../src/core/markers";
import { SMR_MARKER, STARMARINES_MARKERS } from "../../../../src/rulesets/starmarines/rules/markers";

/** Each marker's keeping, with why; a marker left out is not kept. */
const EXPECTED: Readonly<Record<string, "removal" | "any">> = {
  // IX-B, SMR-19: healed only by a Doctor's repair; "any", as VIII-I swaps only with a wounded comrade
  [SMR_MARKER.wounded]: "any",
  // IX-A, IX-B: out of the game
  [SMR_MARKER.killed]: "removal",
  // VIII-H: ends by a recheck or a wound, both landed by the GM
  [SMR_MARKER.broken]: "removal",
  // VIII-E, SMR-10: once a turn; the owner's client adds it as the unit fires
  [SMR_MARKER.overwatchFired]: "removal",
  // IV-h: no weapon until a swap (VIII-I), which the GM's client makes
  [SMR_MARKER.disarmed]: "removal",
  // IX-G: never flies again
  [SMR_MARKER.grounded]: "removal",
  // IX-A: steady aim; the owner's client adds it as the unit moves
  [SMR_MARKER.moved]: "removal",
  // VIII-F: the -1 aim comes with the +1 move; the player adds it to declare the charge
  [SMR_MARKER.charged]: "removal",
  // IX-D: no more checks this turn, so adding it would gain
  [SMR_MARKER.passedMorale]: "any",
  // IX-B, SMR-15, SMR-19: repaired only by a Fixer, or a large vehicle's own 6, on the GM's client
  [SMR_MARKER.vehicleStunned]: "removal",
  [SMR_MARKER.vehicleDisarmed]: "removal",
  [SMR_MARKER.vehicleCrippled]: "removal",
  [SMR_MARKER.vehicleDestroyed]: "removal",
  [SMR_MARKER.weaponsLost]: "removal",
};

describe("StarMarines markers kept in a battle", () => {
  it("keeps the rules' results and leaves Overwatch and Airborne, which the player sets and clears at will (VIII-E, IX-G)", () => {
    const kept = Object.fromEntries(STARMARINES_MARKERS.flatMap((m) => (m.keptInBattle ? [[m.id, m.keptInBattle]] : [])));
    expect(kept).toEqual(EXPECTED);
    expect(STARMARINES_MARKERS.filter((m) => !m.keptInBattle).map((m) => m.id)).toEqual([SMR_MARKER.overwatch, SMR_MARKER.airborne]);
    // the definitions stay whole, and keep the rest of what the rows gave them
    for (const m of STARMARINES_MARKERS) expect(checkedMarker(m)).toBe(m);
    expect(STARMARINES_MARKERS.find((m) => m.id === SMR_MARKER.weaponsLost)).toMatchObject({ stacks: true, max: 9, group: "vehicle", glyph: "WL", keptInBattle: "removal" });
  });
});
