// What stands around a StarMarines unit when it checks its morale (IX-D, IV-f, SMR-6), and a card's
// claims held to it: every condition the text names for a friend, a Hero and a Leader, each shown to
// count and shown not to.
import { describe, expect, it } from "vitest";
import { heldToBoard, moraleSurroundings, type MoraleNeighbour } from "../../../../src/rulesets/starmarines/rules/morale-surroundings";

const friend = (over: Partial<MoraleNeighbour> = {}): MoraleNeighbour => ({ distance: 1, self: false, friendly: true, soldier: true, hero: false, leader: false, broken: false, wounded: false, killed: false, leaderRange: 0, ...over });
const self = (over: Partial<MoraleNeighbour> = {}): MoraleNeighbour => friend({ distance: 0, self: true, ...over });

describe("StarMarines morale surroundings (IX-D, IV-f)", () => {
  it("counts unbroken friendly soldiers beside the unit, in the next hex or stacked in its own", () => {
    expect(moraleSurroundings([self(), friend(), friend({ distance: 0 })]).adjacentUnbrokenFriends).toBe(2);
  });

  it("leaves out a broken friend, an enemy, a vehicle, a killed soldier, one two hexes off and the unit itself", () => {
    const around = [self(), friend({ broken: true }), friend({ friendly: false }), friend({ soldier: false }), friend({ killed: true }), friend({ distance: 2 })];
    expect(moraleSurroundings(around).adjacentUnbrokenFriends).toBe(0);
  });

  it("a wounded friend still counts: IX-D asks only that it is not broken", () => {
    expect(moraleSurroundings([self(), friend({ wounded: true }), friend()]).adjacentUnbrokenFriends).toBe(2);
  });

  it("finds a friendly Hero beside the unit, but not an enemy's, a far one or a killed one", () => {
    expect(moraleSurroundings([self(), friend({ hero: true })]).adjacentFriendlyHero).toBe(true);
    for (const hero of [friend({ hero: true, friendly: false }), friend({ hero: true, distance: 2 }), friend({ hero: true, killed: true })]) {
      expect(moraleSurroundings([self(), hero]).adjacentFriendlyHero).toBe(false);
    }
  });

  it("is in a Leader's range up to its last hex, and not one hex beyond", () => {
    expect(moraleSurroundings([self(), friend({ leader: true, leaderRange: 3, distance: 3 })]).inLeaderRange).toBe(true);
    expect(moraleSurroundings([self(), friend({ leader: true, leaderRange: 3, distance: 4 })]).inLeaderRange).toBe(false);
  });

  it("takes no benefit from a Leader that is wounded (IV-f), broken or killed (IX-D, SMR-6), or the enemy's", () => {
    for (const leader of [friend({ leader: true, leaderRange: 3, wounded: true }), friend({ leader: true, leaderRange: 3, broken: true }), friend({ leader: true, leaderRange: 3, killed: true }), friend({ leader: true, leaderRange: 3, friendly: false })]) {
      expect(moraleSurroundings([self(), leader]).inLeaderRange).toBe(false);
    }
  });

  it("counts a Leader as within its own range (IV-f: 'all friendly units within their leadership range')", () => {
    expect(moraleSurroundings([self({ leader: true, leaderRange: 0 })]).inLeaderRange).toBe(true);
    expect(moraleSurroundings([self({ leader: true, leaderRange: 2, wounded: true })]).inLeaderRange).toBe(false);
  });

  it("refuses a distance that is not a whole number of hexes", () => {
    expect(() => moraleSurroundings([friend({ distance: 1.5 })])).toThrow();
  });

  it("holds a card's claims to the board: more is cut down to what the board shows, less stands", () => {
    const board = { adjacentUnbrokenFriends: 1, adjacentFriendlyHero: false, inLeaderRange: true };
    expect(heldToBoard({ adjacentUnbrokenFriends: 2, adjacentFriendlyHero: true, inLeaderRange: true }, board)).toEqual(board);
    expect(heldToBoard({ adjacentUnbrokenFriends: 0, adjacentFriendlyHero: false, inLeaderRange: false }, board)).toEqual({ adjacentUnbrokenFriends: 0, adjacentFriendlyHero: false, inLeaderRange: false });
  });
});
