// A door's record on its wall, pure (Starship Marine 3.8, 3.9, SSM-15, SSM-32): read leniently,
// attacks counted only in their own move, SCA and guided weapons never at one door in one move, one
// roll a move.
import { describe, expect, it } from "vitest";
import { attacksIn, readDoorRecord, rollDue, UNTOUCHED_DOOR, withAttack } from "../../../../src/rulesets/starship-marine/view/door-record";

describe("a door's record", () => {
  it("reads anything malformed as an untouched door, and drops attacks that are no attack", () => {
    expect(readDoorRecord(null)).toEqual(UNTOUCHED_DOOR);
    expect(readDoorRecord({ move: -2, attacks: [{ attack: "scaI" }] })).toEqual(UNTOUCHED_DOOR);
    expect(readDoorRecord({ move: 3, attacks: [{ attack: "nuke", by: "x" }, { attack: "scaII", by: "Kell" }], charge: { placedMove: 2 } })).toEqual({ move: 3, attacks: [{ attack: "scaII", by: "Kell" }], charge: null, rolledMove: 0, destroyed: false });
  });
  it("counts attacks only in the move they were made in (SSM-15)", () => {
    const r = readDoorRecord({ move: 2, attacks: [{ attack: "scaIII", by: "a" }] });
    expect(attacksIn(r, 2)).toHaveLength(1);
    expect(attacksIn(r, 3)).toEqual([]);
    const next = withAttack(r, 3, { attack: "scaI", by: "b" });
    expect(next).toMatchObject({ move: 3, attacks: [{ attack: "scaI", by: "b" }] });
  });
  it("refuses guided weapons at a door SCA fired at this move, but not in the next (SSM-32)", () => {
    const r = readDoorRecord({ move: 2, attacks: [{ attack: "scaII", by: "a" }] });
    expect(withAttack(r, 2, { attack: "apgw", by: "b" })).toBe("scaAndApgw");
    expect(withAttack(r, 3, { attack: "apgw", by: "b" })).toMatchObject({ attacks: [{ attack: "apgw" }] });
    expect(withAttack(r, 2, { attack: "doorCharge", by: "c" })).toMatchObject({ attacks: [{ attack: "scaII" }, { attack: "doorCharge" }] });
  });
  it("is due its roll once a move, only when fired at and not yet destroyed", () => {
    const r = readDoorRecord({ move: 2, attacks: [{ attack: "scaII", by: "a" }] });
    expect(rollDue(r, 2)).toBe(true);
    expect(rollDue({ ...r, rolledMove: 2 }, 2)).toBe(false);
    expect(rollDue(r, 3)).toBe(false);
    expect(rollDue({ ...r, destroyed: true }, 2)).toBe(false);
  });
});
