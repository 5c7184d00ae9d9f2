// The team sheet's lines for crew-served weapons that set up (Striker 6.D.1), and what the move check
// and the fire plan read of a team's record: only weapons it carries with a SET UP value count.
import { describe, expect, it } from "vitest";
import { heldBySetUp, itemReadyToFire, presentSetUp, setUpRows } from "../../../../src/rulesets/striker/view/set-up-view";
import { setUpValues, setUpWeapons } from "../../../../src/rulesets/striker/view/set-up-weapons";
import { weaponItemFromTable } from "../../../../src/rulesets/striker/data/weapon-item";
import { CREW_SERVED_WEAPONS, SLUG_THROWERS } from "../../../../src/rulesets/striker/rules/index";
import type { TeamItem } from "../../../../src/rulesets/striker/view/team-items";

const gun = (id: string, tableId: string): TeamItem => ({ id, name: tableId, kind: "weapon", weapon: weaponItemFromTable(CREW_SERVED_WEAPONS.find((w) => w.id === tableId)!) });
const ITEMS: TeamItem[] = [gun("hmg", "heavyMg7mm6"), gun("vrf", "vrfGauss10"), { id: "acr", name: "7mm ACR", kind: "weapon", weapon: weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "acr7mm")!) }];
const NOW = { ownMovementPhase: true, movedThisPhase: false, condition: "ready" } as const;

describe("the weapons a team sets up", () => {
  it("lists only the weapons with a SET UP value, with it", () => {
    expect(setUpWeapons(ITEMS).map((w) => [w.id, w.setUp])).toEqual([["hmg", 2], ["vrf", 10]]);
    expect(setUpValues(ITEMS)).toEqual({ hmg: 2, vrf: 10 });
  });

  it("offers Set up on a packed weapon and Pack up on a set-up one, each with what it does", () => {
    const rows = setUpRows(ITEMS, { vrf: { state: "setUp", left: 0 } }, NOW);
    expect(rows.map((r) => [r.id, r.state, r.offersPackUp, r.canSetUp, r.canPackUp])).toEqual([["hmg", "packed", false, true, false], ["vrf", "setUp", true, false, true]]);
    expect(rows[0]!.setUpHint).toBe("STARSKIRMISH.Striker.SetUp.setUpHint");
    expect(rows[1]!.packUpHint).toBe("STARSKIRMISH.Striker.SetUp.packUpHint");
    expect(rows[1]!.label).toBe("STARSKIRMISH.Striker.SetUp.state.setUp");
  });

  it("gives the reason a button is disabled: another phase, a move made, a weapon already busy, no token", () => {
    expect(setUpRows(ITEMS, {}, { ...NOW, ownMovementPhase: false })[0]).toMatchObject({ canSetUp: false, setUpHint: "STARSKIRMISH.Striker.SetUp.problem.notOwnPhase" });
    expect(setUpRows(ITEMS, {}, { ...NOW, movedThisPhase: true })[0]).toMatchObject({ canSetUp: false, setUpHint: "STARSKIRMISH.Striker.SetUp.problem.moved" });
    const busy = setUpRows(ITEMS, { hmg: { state: "settingUp", left: 1 } }, NOW)[0]!;
    expect(busy).toMatchObject({ state: "settingUp", left: 1, offersPackUp: false, canSetUp: false, setUpHint: "STARSKIRMISH.Striker.SetUp.problem.notPacked" });
    expect(setUpRows(ITEMS, {}, null)[0]).toMatchObject({ canSetUp: false, setUpHint: "STARSKIRMISH.Striker.SetUp.noToken" });
  });

  it("holds the team while any weapon it carries is not packed; an entry for a weapon since gone holds nothing", () => {
    expect(heldBySetUp({}, ITEMS)).toBe(false);
    expect(heldBySetUp({ hmg: { state: "setUp", left: 0 } }, ITEMS)).toBe(true);
    expect(heldBySetUp({ vrf: { state: "packingUp", left: 3 } }, ITEMS)).toBe(true);
    expect(heldBySetUp({ gone: { state: "setUp", left: 0 }, acr: { state: "setUp", left: 0 } }, ITEMS)).toBe(false);
    expect(presentSetUp({ gone: { state: "setUp", left: 0 }, hmg: { state: "settingUp", left: 2 } }, ITEMS)).toEqual({ hmg: { state: "settingUp", left: 2 } });
  });

  it("fires a weapon with no SET UP at once, one with a SET UP only once set up", () => {
    expect(itemReadyToFire(undefined, "acr", 0)).toBe(true);
    expect(itemReadyToFire(undefined, "hmg", 2)).toBe(false);
    expect(itemReadyToFire({ hmg: { state: "setUp", left: 0 } }, "hmg", 2)).toBe(true);
    expect(itemReadyToFire({ hmg: { state: "packingUp", left: 2 } }, "hmg", 2)).toBe(false);
  });
});
