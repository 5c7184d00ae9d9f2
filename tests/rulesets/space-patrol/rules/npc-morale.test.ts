// Guide 6.9: NPC groups break at half or more marked, and marked NPCs surrender at melee contact or
// guns within 5"; the dead, unconscious and surrendered are out of the count (our reading).
import { describe, expect, it } from "vitest";
import { npcGroupMorale, type NpcGroupMember } from "../../../../src/rulesets/space-patrol/rules/npc-morale";

const m = (key: string, extra: Partial<NpcGroupMember> = {}): NpcGroupMember => ({ key, name: key, hasMoraleMarker: false, out: false, leaderOrHero: false, enemyInMeleeContact: false, ...extra });

describe("a group breaks at half or more marked (Guide 6.9)", () => {
  it("two of four marked is half: broken; one of four is not", () => {
    expect(npcGroupMorale([m("a", { hasMoraleMarker: true }), m("b", { hasMoraleMarker: true }), m("c"), m("d")])).toMatchObject({ fighting: 4, marked: 2, broken: true });
    expect(npcGroupMorale([m("a", { hasMoraleMarker: true }), m("b"), m("c"), m("d")])).toMatchObject({ fighting: 4, marked: 1, broken: false });
  });
  it("one of three is not half; two of three is", () => {
    expect(npcGroupMorale([m("a", { hasMoraleMarker: true }), m("b"), m("c")]).broken).toBe(false);
    expect(npcGroupMorale([m("a", { hasMoraleMarker: true }), m("b", { hasMoraleMarker: true }), m("c")]).broken).toBe(true);
  });
  it("counts only those still fighting: two dead leave one marked of two, which is half", () => {
    const group = [m("a", { hasMoraleMarker: true }), m("b"), m("c", { out: true }), m("d", { out: true, hasMoraleMarker: true })];
    expect(npcGroupMorale(group)).toMatchObject({ fighting: 2, marked: 1, broken: true });
  });
  it("a group with nobody left fighting does not break", () => {
    expect(npcGroupMorale([m("a", { out: true, hasMoraleMarker: true })])).toMatchObject({ fighting: 0, broken: false });
    expect(npcGroupMorale([])).toMatchObject({ fighting: 0, broken: false });
  });
});

describe("who would surrender (Guide 6.9)", () => {
  it("a marked NPC in melee contact, or with guns on him from 5\" or less", () => {
    const group = [
      m("contact", { hasMoraleMarker: true, enemyInMeleeContact: true }),
      m("five", { hasMoraleMarker: true, nearestLevelledGunInches: 5 }),
      m("six", { hasMoraleMarker: true, nearestLevelledGunInches: 6 }),
      m("unmarked", { enemyInMeleeContact: true }),
      m("leader", { hasMoraleMarker: true, leaderOrHero: true, enemyInMeleeContact: true }),
      m("gone", { hasMoraleMarker: true, enemyInMeleeContact: true, out: true }),
    ];
    expect(npcGroupMorale(group).wouldSurrender).toEqual(["contact", "five"]);
  });
  it("refuses a member without a key", () => {
    expect(() => npcGroupMorale([{ ...m("a"), key: 3 as unknown as string }])).toThrow(RangeError);
  });
});
