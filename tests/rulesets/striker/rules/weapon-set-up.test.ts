// Setting up and packing up a crew-served weapon (Striker 6.D.1, 8.A.1.a.3.b): every step of the
// state machine, the text's example of a SET UP of three, and what a team's owner may write in a battle.
import { describe, expect, it } from "vitest";
import {
  afterMovementPhase,
  holdsTeam,
  ownersSetUpChange,
  PACKED,
  packUpProblem,
  readTeamSetUp,
  readWeaponSetUp,
  readyToFire,
  sameTeamSetUp,
  setUpMarkerCount,
  setUpProblem,
  settingOrPacking,
  startPackUp,
  startSetUp,
  teamAfterMovementPhase,
  type WeaponSetUp,
} from "../../../../src/rulesets/striker/rules/weapon-set-up";

const now = { ownMovementPhase: true, movedThisPhase: false, condition: "ready" } as const;
const SET_UP: WeaponSetUp = { state: "setUp", left: 0 };

describe("one weapon's set-up (Striker 6.D.1)", () => {
  it("a weapon with a set up value of three is ready after three friendly movement phases in the same position", () => {
    let w = startSetUp(3);
    expect(w).toEqual({ state: "settingUp", left: 3 });
    const seen: WeaponSetUp[] = [];
    for (let phase = 0; phase < 3; phase++) {
      expect(readyToFire(3, w)).toBe(false);
      w = afterMovementPhase(w, true);
      seen.push(w);
    }
    expect(seen).toEqual([{ state: "settingUp", left: 2 }, { state: "settingUp", left: 1 }, SET_UP]);
    expect(readyToFire(3, w)).toBe(true);
  });

  it("takes the same time to pack up, and then is packed", () => {
    let w = startPackUp(3);
    expect(w).toEqual({ state: "packingUp", left: 3 });
    w = afterMovementPhase(afterMovementPhase(w, true), true);
    expect(w).toEqual({ state: "packingUp", left: 1 });
    expect(readyToFire(3, w)).toBe(false);
    expect(afterMovementPhase(w, true)).toEqual(PACKED);
  });

  it("a weapon that moved in the phase spent it nowhere: it is packed, whatever it was", () => {
    for (const w of [startSetUp(2), SET_UP, startPackUp(4), PACKED]) expect(afterMovementPhase(w, false)).toEqual(PACKED);
  });

  it("packed and set-up weapons stay as they are over a phase", () => {
    expect(afterMovementPhase(PACKED, true)).toEqual(PACKED);
    expect(afterMovementPhase(SET_UP, true)).toEqual(SET_UP);
  });

  it("a SET UP of one is ready after the phase it starts in", () => {
    expect(afterMovementPhase(startSetUp(1), true)).toEqual(SET_UP);
    expect(afterMovementPhase(startPackUp(1), true)).toEqual(PACKED);
  });

  it("fires without setting up only when its SET UP is 0; holds its team unless packed", () => {
    expect(readyToFire(0, PACKED)).toBe(true);
    expect(readyToFire(2, PACKED)).toBe(false);
    expect(readyToFire(2, SET_UP)).toBe(true);
    expect([PACKED, startSetUp(2), SET_UP, startPackUp(2)].map(holdsTeam)).toEqual([false, true, true, true]);
    expect([PACKED, startSetUp(2), SET_UP, startPackUp(2)].map(settingOrPacking)).toEqual([false, true, false, true]);
  });
});

describe("when a weapon may start to set up or pack up", () => {
  it("sets up from packed, packs up from set up, in the team's own movement phase before it moves", () => {
    expect(setUpProblem(2, PACKED, now)).toBeNull();
    expect(packUpProblem(2, SET_UP, now)).toBeNull();
    expect(setUpProblem(2, SET_UP, now)).toBe("notPacked");
    expect(setUpProblem(2, startSetUp(2), now)).toBe("notPacked");
    expect(packUpProblem(2, PACKED, now)).toBe("notSetUp");
    expect(packUpProblem(2, startSetUp(2), now)).toBe("notSetUp");
    expect(setUpProblem(2, PACKED, { ...now, ownMovementPhase: false })).toBe("notOwnPhase");
    expect(setUpProblem(2, PACKED, { ...now, movedThisPhase: true })).toBe("moved");
    expect(packUpProblem(2, SET_UP, { ...now, movedThisPhase: true })).toBe("moved");
  });

  it("not a weapon with no SET UP, nor a suppressed or routed team (8.C.4)", () => {
    expect(setUpProblem(0, PACKED, now)).toBe("noSetUp");
    expect(packUpProblem(0, SET_UP, now)).toBe("noSetUp");
    expect(setUpProblem(2, PACKED, { ...now, condition: "suppressed" })).toBe("suppressed");
    expect(packUpProblem(2, SET_UP, { ...now, condition: "routed" })).toBe("routed");
  });

  it("refuses input no board gives", () => {
    expect(() => setUpProblem(-1, PACKED, now)).toThrow(RangeError);
    expect(() => setUpProblem(2, PACKED, { ...now, condition: "asleep" as never })).toThrow(RangeError);
    expect(() => startSetUp(0)).toThrow(RangeError);
    expect(() => afterMovementPhase(PACKED, "yes" as never)).toThrow(RangeError);
  });
});

describe("a team's record of its weapons", () => {
  it("reads what is stored, dropping packed and unreadable entries", () => {
    expect(readTeamSetUp({ a: { state: "settingUp", left: 2 }, b: { state: "packed", left: 0 }, c: { state: "flying" }, d: { state: "packingUp", left: 0 }, e: { state: "setUp", left: 9 } })).toEqual({
      a: { state: "settingUp", left: 2 },
      e: SET_UP,
    });
    expect(readTeamSetUp(null)).toEqual({});
    expect(readTeamSetUp([1])).toEqual({});
    expect(readWeaponSetUp("setUp")).toEqual(PACKED);
  });

  it("counts each weapon down over a phase, and the marker shows the most phases still needed", () => {
    const team = { hmg: startSetUp(2), vrf: startSetUp(10), gat: startPackUp(1), old: SET_UP };
    expect(setUpMarkerCount(team)).toBe(10);
    const next = teamAfterMovementPhase(team, true);
    expect(next).toEqual({ hmg: { state: "settingUp", left: 1 }, vrf: { state: "settingUp", left: 9 }, old: SET_UP });
    expect(setUpMarkerCount({ old: SET_UP })).toBe(0);
    expect(teamAfterMovementPhase(team, false)).toEqual({});
    expect(sameTeamSetUp(next, { ...next })).toBe(true);
    expect(sameTeamSetUp(next, {})).toBe(false);
  });

  it("its owner may only start a set-up or pack-up, whole, when the rules allow; the count and its end are the GM's", () => {
    const setUps = { hmg: 2, rifle: 0 };
    const start = { hmg: startSetUp(2) };
    expect(ownersSetUpChange({}, start, setUps, now)).toBe(true);
    expect(ownersSetUpChange({ hmg: SET_UP }, { hmg: startPackUp(2) }, setUps, now)).toBe(true);
    expect(ownersSetUpChange(start, start, setUps, { ...now, ownMovementPhase: false })).toBe(true);
    // shortened, skipped, finished early, dropped, out of phase, after moving, for a weapon it lacks
    expect(ownersSetUpChange({}, { hmg: startSetUp(1) }, setUps, now)).toBe(false);
    expect(ownersSetUpChange({}, { hmg: SET_UP }, setUps, now)).toBe(false);
    expect(ownersSetUpChange(start, { hmg: { state: "settingUp", left: 1 } }, setUps, now)).toBe(false);
    expect(ownersSetUpChange({ hmg: SET_UP }, {}, setUps, now)).toBe(false);
    expect(ownersSetUpChange({ hmg: startPackUp(2) }, {}, setUps, now)).toBe(false);
    expect(ownersSetUpChange({}, start, setUps, { ...now, ownMovementPhase: false })).toBe(false);
    expect(ownersSetUpChange({}, start, setUps, { ...now, movedThisPhase: true })).toBe(false);
    expect(ownersSetUpChange({}, { ghost: startSetUp(2) }, setUps, now)).toBe(false);
    expect(ownersSetUpChange({}, { rifle: startSetUp(2) }, setUps, now)).toBe(false);
  });
});
