// The side panel of a boarding action, pure (Starship Marine 3.11-3.13, SSM-4, SSM-30, SSM-31): the
// morale value of each side at the start and now, the factors in force from the board and the
// record, when a test is due and at which step it is offered, and a stored record read leniently.
import { describe, expect, it } from "vitest";
import { factorSignature, moraleTestDue } from "../../../../src/rulesets/starship-marine/rules/morale-tests";
import { readSideState, sideOf, START_SIDE_STATE, type SideState } from "../../../../src/rulesets/starship-marine/view/side-state";
import { sidesPanel, sidesPanelContext, type SideFigure } from "../../../../src/rulesets/starship-marine/view/sides-panel";

const fig = (side: SideFigure["side"], troopType: SideFigure["troopType"], markers: Record<string, number> = {}, entryDistanceCm: number | null = null): SideFigure => ({ side, troopType, markers, entryDistanceCm });

/** A ship of 10 crewmen, 2 officers, 2 Marines and a robot: 10 + 4 + 6 + 0 = 20. Attackers: 8 Marines, 16. */
function board(shipDown = 0, attackersDown = 0, distance: number | null = 10): SideFigure[] {
  const ship = [
    ...Array.from({ length: 10 }, (_, i) => fig("ship", "crewman", i < shipDown ? { "ssm-casualty": 1 } : {})),
    fig("ship", "shipsOfficer"),
    fig("ship", "shipsOfficer"),
    fig("ship", "marineScaII"),
    fig("ship", "marineScaIII"),
    fig("ship", "combatRobot"),
  ];
  const attackers = Array.from({ length: 8 }, (_, i) => fig("attackers", "marineScaII", i < attackersDown ? { "ssm-casualty": 1 } : {}, distance));
  return [...ship, ...attackers];
}

const started = (over: Partial<SideState> = {}): SideState => ({ ...START_SIDE_STATE, start: { ship: 20, attackers: 16 }, entries: [{ x: 0, y: 0 }], ...over });

describe("morale value of each side (3.12, 3.13)", () => {
  it("counts crewmen 1, officers 2, Marines 3 and robots 0 for the ship; Marines 2 for the attackers", () => {
    const p = sidesPanel(started(), board());
    expect(p.ship.strength).toBe(20);
    expect(p.attackers.strength).toBe(16);
    expect(p.ship.percent).toBe(100);
  });
  it("leaves out casualties and the surrendered", () => {
    const figures = [...board(3), fig("ship", "shipsOfficer", { "ssm-surrendered": 1 })];
    expect(sidesPanel(started(), figures).ship.strength).toBe(17);
  });
  it("shows no share and no factor before the start is counted", () => {
    const p = sidesPanel(START_SIDE_STATE, board(9));
    expect(p.ship.percent).toBeNull();
    expect(p.ship.factors).toEqual([]);
    expect(p.shipInput).toBeNull();
  });
});

describe("ship morale factors on the panel (3.12, SSM-4)", () => {
  it("takes only the worst strength band: 11 of 20 is below 60%, -1; 7 is below 40%, -2; 3 below 20%, -4", () => {
    // 10 crew down of 20 leaves 10 (50%); the officers and Marines stay
    expect(sidesPanel(started(), board(9)).ship.factors).toEqual([{ label: "STARSKIRMISH.StarshipMarine.Sides.factor.ship.strength.1", value: "−1" }]);
    const lower = [...board(10)].map((f) => (f.troopType === "shipsOfficer" ? { ...f, markers: { "ssm-casualty": 1 } } : f));
    expect(sidesPanel(started(), lower).ship.strength).toBe(6);
    expect(sidesPanel(started(), lower).ship.factors[0]!.value).toBe("−2");
  });
  it("adds -2 for each control room the attackers hold", () => {
    const p = sidesPanel(started({ rooms: { main: "attackers", power: "attackers" } }), board());
    expect(p.shipInput).toEqual({ startStrength: 20, strength: 20, controlRoomsLost: 2 });
    expect(p.ship.factors).toEqual([{ label: "STARSKIRMISH.StarshipMarine.Sides.factor.ship.controlRooms", value: "−4" }]);
    expect(p.ship.rooms).toEqual([]);
    expect(p.attackers.rooms).toEqual(["STARSKIRMISH.StarshipMarine.Sides.room.main", "STARSKIRMISH.StarshipMarine.Sides.room.power"]);
  });
});

describe("attacker morale factors on the panel (3.13, SSM-4, SSM-31)", () => {
  it("below half strength with none past 40 cm and no room taken: -1, -1 and -2", () => {
    const p = sidesPanel(started(), board(0, 5, 30));
    expect(p.attackers.strength).toBe(6);
    expect(p.attackerInput).toEqual({ startStrength: 16, strength: 6, withinEntryDistance: true, controlRoomsCaptured: 0 });
    expect(p.attackers.factors.map((f) => f.value)).toEqual(["−1", "−1", "−2"]);
    // the strength factor names the band that applies: below 50% of the start (3.13)
    expect(p.attackers.factors[0]!.label).toBe("STARSKIRMISH.StarshipMarine.Sides.factor.attackers.strength.1");
  });
  it("loses the distance factor for good once an attacker has got past 40 cm", () => {
    const now = sidesPanel(started(), board(0, 5, 41.5));
    expect(now.attackers.beyondEntry).toBe(true);
    expect(now.attackers.furthestCm).toBe(41.5);
    expect(now.attackerInput!.withinEntryDistance).toBe(false);
    // back within 40 cm, the record still says one got further
    expect(sidesPanel(started({ beyondEntry: true }), board(0, 5, 10)).attackerInput!.withinEntryDistance).toBe(false);
  });
  it("without a marked point of entry the distance factor cannot be known and does not apply", () => {
    const p = sidesPanel(started({ entries: [] }), board(0, 5, null));
    expect(p.attackers.entriesMarked).toBe(false);
    expect(p.attackers.factors.map((f) => f.label)).not.toContain("STARSKIRMISH.StarshipMarine.Sides.factor.attackers.distance");
  });
  it("below a quarter with no room taken: -2 strength and -3 rooms", () => {
    const p = sidesPanel(started({ beyondEntry: true }), board(0, 7));
    expect(p.attackers.factors.map((f) => f.value)).toEqual(["−2", "−3"]);
  });
});

describe("when a test is due (SSM-30)", () => {
  it("is due when a factor first applies, not again for the same factors, again when they change", () => {
    const f1 = [{ id: "strength", value: -1 }];
    expect(moraleTestDue(f1, "", false)).toBe(true);
    expect(moraleTestDue(f1, factorSignature(f1), false)).toBe(false);
    expect(moraleTestDue([{ id: "strength", value: -2 }], factorSignature(f1), false)).toBe(true);
    expect(moraleTestDue([], "", false)).toBe(false);
  });
  it("reads factors in any order as the same", () => {
    expect(factorSignature([{ id: "b", value: -1 }, { id: "a", value: -2 }])).toBe(factorSignature([{ id: "a", value: -2 }, { id: "b", value: -1 }]));
  });
  it("never again once the ship is demoralised or the attackers withdraw", () => {
    expect(moraleTestDue([{ id: "strength", value: -4 }], "", true)).toBe(false);
    const p = sidesPanel(started({ ship: { morale: "demoralised", tested: "" }, attackers: { morale: "withdraw", tested: "" } }), board(9, 5));
    expect(p.ship.testDue).toBe(false);
    expect(p.attackers.testDue).toBe(false);
  });
  it("is offered to the GM only at the side's own step: i for the ship, j for the attackers", () => {
    const state = started();
    const p = sidesPanel(state, board(9, 5));
    const at = (step: string, gm = true) => sidesPanelContext(p, state, { gm, step }).sides.map((s) => [s.rollable, s.dueLater]);
    expect(at("i")).toEqual([[true, false], [false, true]]);
    expect(at("j")).toEqual([[false, true], [true, false]]);
    expect(at("i", false)).toEqual([[false, false], [false, true]]);
  });
});

describe("the stored record", () => {
  it("reads anything malformed as the start, and keeps what is well formed", () => {
    expect(readSideState(undefined)).toEqual(START_SIDE_STATE);
    expect(readSideState({ shipDisposition: 7, start: { ship: -1, attackers: 3 }, rooms: { main: "pirates" }, entries: [{ x: "a" }], ship: { morale: "happy" }, powerOff: { doors: "yes" } })).toEqual(START_SIDE_STATE);
    const kept = { shipDisposition: 1, start: { ship: 20, attackers: 16 }, rooms: { main: "attackers", power: "ship" }, entries: [{ x: 5, y: 6 }], beyondEntry: true, ship: { morale: "poor", tested: "strength:-1" }, shipSurrendered: true, attackers: { morale: "withdraw", tested: "x" }, powerOff: { doors: true, robots: false } };
    expect(readSideState(kept)).toEqual(kept);
  });
  it("puts friendly or hostile tokens on the ship's side as the GM says, and neutral ones on neither", () => {
    expect(sideOf(START_SIDE_STATE, -1)).toBe("ship");
    expect(sideOf(START_SIDE_STATE, 1)).toBe("attackers");
    expect(sideOf({ ...START_SIDE_STATE, shipDisposition: 1 }, 1)).toBe("ship");
    expect(sideOf(START_SIDE_STATE, 0)).toBeNull();
  });
});
