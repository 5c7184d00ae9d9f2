// Pallets (Starship Marine 3.18, 4.8, 4.2): every row of the loadings list, the bearers in each
// environment, and a squad drawing ammunition from its pallets up to what its men may carry (3.16).
import { describe, expect, it } from "vitest";
import { MEN_PER_PALLET, palletBearing, resupplySquad, STORES_PER_PALLET, trucsNeedTowing } from "../../../../src/rulesets/starship-marine/rules/pallets";

describe("pallet loadings (4.8)", () => {
  it.each([
    ["grenades", 24],
    ["doorCharges", 12],
    ["apgwMissiles", 10],
    ["superCharges", 1],
    ["survivalSuits", 6],
    ["portableAirlock", 1],
    ["marineArmour", 1],
    ["spacesuit", 2],
    ["atomicExplosiveDevice", 1],
    ["plasmaticBoringDevice", 2],
  ] as const)("a pallet of %s holds %i", (kind, holds) => {
    expect(STORES_PER_PALLET[kind]).toBe(holds);
  });

  it("lists exactly the ten stores of 4.8", () => {
    expect(Object.keys(STORES_PER_PALLET)).toHaveLength(10);
  });
});

describe("moving pallets (3.18, 4.8, 4.2)", () => {
  it("takes one man at half speed or two at normal speed in zero g, two and four under gravity or underwater", () => {
    expect(MEN_PER_PALLET).toEqual({ zeroG: { halfSpeed: 1, normalSpeed: 2 }, oneG: { halfSpeed: 2, normalSpeed: 4 }, underwater: { halfSpeed: 2, normalSpeed: 4 } });
  });

  it("puts one pallet on each TRUC and the rest in men's hands", () => {
    expect(palletBearing("zeroG", 3, 2)).toEqual({ onTrucs: 2, byHand: 1, men: { halfSpeed: 1, normalSpeed: 2 }, towedTrucs: 0 });
    expect(palletBearing("oneG", 3, 0)).toEqual({ onTrucs: 0, byHand: 3, men: { halfSpeed: 6, normalSpeed: 12 }, towedTrucs: 0 });
    expect(palletBearing("zeroG", 1, 4)).toEqual({ onTrucs: 1, byHand: 0, men: { halfSpeed: 0, normalSpeed: 0 }, towedTrucs: 0 });
  });

  it("has every loaded TRUC towed by a Marine underwater (4.2)", () => {
    expect(trucsNeedTowing("underwater")).toBe(true);
    expect(trucsNeedTowing("oneG")).toBe(false);
    expect(palletBearing("underwater", 2, 2).towedTrucs).toBe(2);
  });

  it("refuses nonsense", () => {
    expect(() => palletBearing("zeroG", -1, 0)).toThrow(/pallets/);
    expect(() => palletBearing("vacuum" as never, 1, 0)).toThrow(/environment/);
  });
});

describe("resupplying a squad (3.16, 3.18)", () => {
  // 6 living humans, 4 of them Marines: at most 24 grenades and 8 door charges (3.16)
  const squad = { humans: 6, marines: 4 };

  it("opens one grenade pallet, fills the squad to 24 and leaves the rest in the opened pallet", () => {
    expect(resupplySquad("grenades", { carried: 10, pallets: 2, opened: 0 }, squad)).toEqual({ carried: 24, pallets: 1, opened: 10, taken: 14 });
  });

  it("draws from the opened pallet before opening another", () => {
    expect(resupplySquad("grenades", { carried: 0, pallets: 1, opened: 10 }, squad)).toEqual({ carried: 24, pallets: 0, opened: 10, taken: 24 });
    expect(resupplySquad("doorCharges", { carried: 2, pallets: 1, opened: 3 }, squad)).toEqual({ carried: 8, pallets: 0, opened: 9, taken: 6 });
  });

  it("takes what there is when the pallets run out, and nothing when the squad is full", () => {
    expect(resupplySquad("doorCharges", { carried: 0, pallets: 0, opened: 5 }, squad)).toEqual({ carried: 5, pallets: 0, opened: 0, taken: 5 });
    expect(resupplySquad("grenades", { carried: 24, pallets: 1, opened: 0 }, squad)).toEqual({ carried: 24, pallets: 1, opened: 0, taken: 0 });
  });

  it("refuses an opened pallet holding more than a pallet does", () => {
    expect(() => resupplySquad("doorCharges", { carried: 0, pallets: 0, opened: 13 }, squad)).toThrow(/opened/);
  });
});
