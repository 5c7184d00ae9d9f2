// A squad's ammunition record, pure (Starship Marine 3.16, 3.18, SSM-21): living humans and Marines
// set the most it carries; the surplus after losses; the GM's fill, drop and counts.
import { describe, expect, it } from "vitest";
import { changedRecord, EMPTY_SQUAD_RECORD, readSquadRecord, squadRecordView, squadStrength } from "../../../../src/rulesets/starship-marine/view/squad-record";

const m = (troopType: Parameters<typeof squadStrength>[0][number]["troopType"], down = false) => ({ troopType, markers: down ? { "ssm-casualty": 1 } : {} });

describe("a squad's ammunition record (3.16)", () => {
  it("counts living humans for grenades and living Marines for door charges; robots and Close Support Marines for neither (SSM-21)", () => {
    const strength = squadStrength([m("marineScaII"), m("marineScaIII"), m("marineScaII", true), m("crewman"), m("closeSupportMarine"), m("combatRobot")]);
    expect(strength).toEqual({ humans: 3, marines: 2 });
    const view = squadRecordView(changedRecord(EMPTY_SQUAD_RECORD, strength, { act: "fill" }), strength, true);
    expect(view.ammo.map((a) => [a.kind, a.carried, a.limit])).toEqual([["grenades", 12, 12], ["doorCharges", 4, 4]]);
  });
  it("shows the surplus once men fall, and leaves it on the table when the GM says", () => {
    const full = { ...EMPTY_SQUAD_RECORD, grenades: 12, doorCharges: 4 };
    const after = squadStrength([m("marineScaII"), m("marineScaII", true), m("marineScaII", true)]);
    const view = squadRecordView(full, after, true);
    expect(view.ammo.map((a) => a.surplus)).toEqual([8, 2]);
    expect(view.hasSurplus).toBe(true);
    expect(changedRecord(full, after, { act: "dropSurplus" })).toMatchObject({ grenades: 4, doorCharges: 2 });
  });
  it("counts one up or down, never below none, for ammunition and pallets (3.18)", () => {
    const strength = { humans: 1, marines: 1 };
    expect(changedRecord(EMPTY_SQUAD_RECORD, strength, { act: "adjust", field: "grenades", delta: -1 }).grenades).toBe(0);
    expect(changedRecord(EMPTY_SQUAD_RECORD, strength, { act: "adjust", field: "pallet.apgwMissiles", delta: 1 }).pallets.apgwMissiles).toBe(1);
    expect(changedRecord(EMPTY_SQUAD_RECORD, strength, { act: "adjust", field: "nonsense", delta: 1 })).toEqual(EMPTY_SQUAD_RECORD);
    expect(squadRecordView(EMPTY_SQUAD_RECORD, strength, false).pallets.map((p) => p.holds)).toEqual([24, 12, 10, 1]);
  });
  it("reads a malformed record as empty", () => {
    expect(readSquadRecord({ grenades: -3, doorCharges: "x", pallets: { grenades: 2.5 } })).toEqual(EMPTY_SQUAD_RECORD);
  });
});
