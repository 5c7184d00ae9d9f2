// Guide 6.4 reloads and the 6.6 ammunition table.
import { describe, expect, it } from "vitest";
import { AMMO_TABLE, ammoSpent, ammoTableRow, reloadKind, RELOAD_KINDS } from "../../../../src/rulesets/space-patrol/rules/ammo";

describe("targets and ammo per turn (Guide 6.6)", () => {
  it.each([
    ["rifledMusket", 1, 1],
    ["carbine", 1, 3],
    ["shotgun", 1, 1],
    ["assaultRifle", 2, 10],
    ["heavyMachineGun", 4, 30],
    ["mediumMachineGun", 8, 100],
    ["gatling", 16, 300],
  ] as const)("%s: %i targets, %i rounds", (key, targets, ammo) => {
    expect(ammoTableRow(key)).toMatchObject({ targets, ammoPerTurn: ammo });
  });
  it("only the shotgun scores several hits from one shot; only the musket holds one round", () => {
    expect(AMMO_TABLE.filter((r) => r.multipleHitsPerShot).map((r) => r.key)).toEqual(["shotgun"]);
    expect(AMMO_TABLE.filter((r) => r.singleRound).map((r) => r.key)).toEqual(["rifledMusket"]);
  });
});

describe("ammunition spent", () => {
  it("suppression and point defense double it (Guide 6.6, 6.7)", () => {
    expect(ammoSpent(10)).toBe(10);
    expect(ammoSpent(10, "suppress")).toBe(20);
    expect(ammoSpent(30, "pointDefense")).toBe(60);
  });
  it("refuses nonsense", () => expect(() => ammoSpent(0)).toThrow(/Ammo/));
});

describe("reloading (Guide 6.4)", () => {
  it("an ordinary weapon reloads with the action; an ss weapon takes move and action", () => {
    expect(RELOAD_KINDS[reloadKind(false)]).toMatchObject({ usesAction: true, usesMove: false });
    expect(RELOAD_KINDS[reloadKind(true)]).toMatchObject({ usesAction: true, usesMove: true });
  });
});
