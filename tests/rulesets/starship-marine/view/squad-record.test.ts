// A squad's ammunition record, pure (Starship Marine 3.16, 3.18, SSM-21): living humans and Marines
// set the most it carries; the surplus after losses; the GM's fill, drop and counts.
import { describe, expect, it } from "vitest";
import { changedRecord, EMPTY_SQUAD_RECORD, readSquadRecord, squadRecordView, squadStrength, squadTrucs } from "../../../../src/rulesets/starship-marine/view/squad-record";

const ship = { environment: "zeroG", trucs: 0 } as const;
const m = (troopType: Parameters<typeof squadStrength>[0][number]["troopType"], down = false) => ({ troopType, markers: down ? { "ssm-casualty": 1 } : {} });

describe("a squad's ammunition record (3.16)", () => {
  it("counts living humans for grenades and living Marines for door charges; robots and Close Support Marines for neither (SSM-21)", () => {
    const strength = squadStrength([m("marineScaII"), m("marineScaIII"), m("marineScaII", true), m("crewman"), m("closeSupportMarine"), m("combatRobot")]);
    expect(strength).toEqual({ humans: 3, marines: 2 });
    const view = squadRecordView(changedRecord(EMPTY_SQUAD_RECORD, strength, { act: "fill" }), strength, true, ship);
    expect(view.ammo.map((a) => [a.kind, a.carried, a.limit])).toEqual([["grenades", 12, 12], ["doorCharges", 4, 4]]);
  });
  it("shows the surplus once men fall, and leaves it on the table when the GM says", () => {
    const full = { ...EMPTY_SQUAD_RECORD, grenades: 12, doorCharges: 4 };
    const after = squadStrength([m("marineScaII"), m("marineScaII", true), m("marineScaII", true)]);
    const view = squadRecordView(full, after, true, ship);
    expect(view.ammo.map((a) => a.surplus)).toEqual([8, 2]);
    expect(view.hasSurplus).toBe(true);
    expect(changedRecord(full, after, { act: "dropSurplus" })).toMatchObject({ grenades: 4, doorCharges: 2 });
  });
  it("counts one up or down, never below none, for ammunition and pallets (3.18)", () => {
    const strength = { humans: 1, marines: 1 };
    expect(changedRecord(EMPTY_SQUAD_RECORD, strength, { act: "adjust", field: "grenades", delta: -1 }).grenades).toBe(0);
    expect(changedRecord(EMPTY_SQUAD_RECORD, strength, { act: "adjust", field: "pallet.apgwMissiles", delta: 1 }).pallets.apgwMissiles).toBe(1);
    expect(changedRecord(EMPTY_SQUAD_RECORD, strength, { act: "adjust", field: "nonsense", delta: 1 })).toEqual(EMPTY_SQUAD_RECORD);
    expect(squadRecordView(EMPTY_SQUAD_RECORD, strength, false, ship).pallets.map((p) => p.holds)).toEqual([24, 12, 10, 1]);
  });
  it("reads a malformed record as empty, and an opened pallet as never fuller than a whole one", () => {
    expect(readSquadRecord({ grenades: -3, doorCharges: "x", pallets: { grenades: 2.5 } })).toEqual(EMPTY_SQUAD_RECORD);
    expect(readSquadRecord({ opened: { grenades: 99, doorCharges: 3 } }).opened).toEqual({ grenades: 24, doorCharges: 3 });
  });
  it("resupplies from a pallet, offering it only while the squad is short and has one (3.18)", () => {
    const strength = { humans: 4, marines: 4 };
    const record = { ...EMPTY_SQUAD_RECORD, grenades: 6, doorCharges: 8, pallets: { ...EMPTY_SQUAD_RECORD.pallets, grenades: 1, doorCharges: 1 } };
    expect(squadRecordView(record, strength, true, ship).ammo.map((a) => [a.kind, a.canResupply])).toEqual([["grenades", true], ["doorCharges", false]]);
    const after = changedRecord(record, strength, { act: "resupply", kind: "grenades" });
    expect(after).toMatchObject({ grenades: 16, pallets: { grenades: 0, doorCharges: 1 }, opened: { grenades: 14, doorCharges: 0 } });
    expect(squadRecordView(after, strength, true, ship).ammo[0]).toMatchObject({ opened: 14, canResupply: false });
  });
  it("says who moves the pallets: one on each working TRUC, the rest by hand (3.18, 4.8)", () => {
    const trucs = squadTrucs([m("truc"), m("truc", true), { troopType: "truc", markers: { "ssm-deactivated": 1 } }, m("marineScaII")]);
    expect(trucs).toBe(1);
    const record = { ...EMPTY_SQUAD_RECORD, pallets: { ...EMPTY_SQUAD_RECORD.pallets, grenades: 2, superCharges: 1 } };
    expect(squadRecordView(record, { humans: 4, marines: 4 }, false, { environment: "oneG", trucs }).bearing).toMatchObject({ onTrucs: 1, byHand: 2, men: { halfSpeed: 4, normalSpeed: 8 } });
    expect(squadRecordView(EMPTY_SQUAD_RECORD, { humans: 4, marines: 4 }, false, ship).bearing).toBeNull();
  });
});
