// Guide 6.2-6.4 side turns, rulings SP-11 and SP-12, and Tactics spends on a card (Guide 6.3).
import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import {
  madeTwoMoves,
  markDone,
  nextSideTurn,
  readSideTurnState,
  resolveSideInitiative,
  sideInitiativeParts,
  sideOrder,
  spendSidePool,
  startSideTurns,
  surpriseAdvantage,
  NEUTRAL_TURN,
  TACTICS_POOL_REFRESH,
} from "../../../../src/rulesets/space-patrol/rules/side-turns";
import { canSpendMore, isTacticsCombatAsset, maySpendSpaceTactics, maySpendTactics, readSpends, spentBySide, taskWithTactics } from "../../../../src/rulesets/space-patrol/rules/tactics-spend";
import { resolveTask } from "../../../../src/rulesets/space-patrol/rules/task";
import { tacticsPoolSize } from "../../../../src/rulesets/space-patrol/rules/tactics-pool";

const patrol = [
  { tactics: 3 as const, leadership: 0 as const },
  { tactics: 1 as const, leadership: 2 as const },
];
const pirates = [{ tactics: "X" as const, leadership: 1 as const }];

describe("side initiative (Guide 6.2, SP-12)", () => {
  it("adds the side's best Tactics and best Leadership; a side without characters adds nothing", () => {
    expect(sideInitiativeParts(patrol)).toEqual({ tactics: 3, leadership: 2, modifier: 5 });
    expect(sideInitiativeParts(pirates)).toEqual({ tactics: "X", leadership: 1, modifier: 1 });
    expect(sideInitiativeParts([])).toEqual({ tactics: null, leadership: null, modifier: 0 });
  });

  it("rolls 1d12 per side, players first, and the higher total acts first", () => {
    const out = resolveSideInitiative(new FixedDice([2, 9]), patrol, pirates, "none");
    expect(out.players).toMatchObject({ die: 2, modifier: 5, total: 7 });
    expect(out.enemies).toMatchObject({ die: 9, modifier: 1, total: 10 });
    expect(out.first).toBe("enemies");
  });

  it("gives a tie to the players (SP-12)", () => {
    const out = resolveSideInitiative(new FixedDice([5, 9]), patrol, pirates, "none");
    expect([out.players.total, out.enemies.total]).toEqual([10, 10]);
    expect(out.first).toBe("players");
  });

  it("lets surprise decide without a roll: the hidden side wins (Guide 6.2)", () => {
    const noDice = { die: () => { throw new Error("no die may be rolled"); } };
    const out = resolveSideInitiative(noDice, patrol, pirates, "playersSurprised");
    expect(out.first).toBe("enemies");
    expect(out.players.total).toBeNull();
    expect(resolveSideInitiative(noDice, patrol, pirates, "enemiesSurprised").first).toBe("players");
  });

  it("refuses a die that is not a d12", () => {
    expect(() => resolveSideInitiative(new FixedDice([13]), patrol, pirates, "none")).toThrow(/d12/);
  });

  it("over random rolls the better side never loses more often than it wins, and never throws", () => {
    const dice = new SeededDice(42);
    let patrolFirst = 0;
    for (let i = 0; i < 500; i++) if (resolveSideInitiative(dice, patrol, pirates, "none").first === "players") patrolFirst++;
    expect(patrolFirst).toBeGreaterThan(250);
  });
});

describe("sides alternate (Guide 6.2)", () => {
  const outcome = resolveSideInitiative(new FixedDice([2, 9]), patrol, pirates, "none");

  it("goes first side, second side, then a new round with the same order; done marks clear", () => {
    let s = startSideTurns(outcome, { players: 4, enemies: 0 }, false);
    expect([s.acting, s.round]).toEqual(["enemies", 1]);
    s = markDone(s, "c1", true);
    expect(s.done).toEqual(["c1"]);
    s = nextSideTurn(s);
    expect([s.acting, s.round, s.done]).toEqual(["players", 1, []]);
    s = nextSideTurn(s);
    expect([s.acting, s.round]).toEqual(["enemies", 2]);
  });

  it("puts a neutral side after both hostile sides, only when there is one", () => {
    expect(NEUTRAL_TURN).toBe("afterBothSides");
    expect(sideOrder("players", true)).toEqual(["players", "enemies", "neutral"]);
    expect(sideOrder("enemies", false)).toEqual(["enemies", "players"]);
    let s = startSideTurns(outcome, {}, true);
    s = nextSideTurn(nextSideTurn(s));
    expect([s.acting, s.round]).toEqual(["neutral", 1]);
    expect(nextSideTurn(s)).toMatchObject({ acting: "enemies", round: 2 });
  });

  it("gives the surprising side its advantage in its first turn only (Guide 6.2)", () => {
    let s = startSideTurns(resolveSideInitiative(new FixedDice([1]), patrol, pirates, "enemiesSurprised"), {}, false);
    expect(surpriseAdvantage(s, "players")).toBe(true);
    expect(surpriseAdvantage(s, "enemies")).toBe(false);
    s = nextSideTurn(s);
    expect(surpriseAdvantage(s, "players")).toBe(false);
    s = nextSideTurn(s);
    expect([s.acting, surpriseAdvantage(s, "players")]).toEqual(["players", false]);
    expect(surpriseAdvantage(startSideTurns(outcome, {}, false), "enemies")).toBe(false);
  });

  it("marks and unmarks a combatant done", () => {
    const s = markDone(markDone(startSideTurns(outcome, {}, false), "a", true), "b", true);
    expect(markDone(s, "a", false).done).toEqual(["b"]);
    expect(markDone(s, "b", true).done).toEqual(["a", "b"]);
  });
});

describe("Tactics pools (Guide 6.3)", () => {
  const outcome = resolveSideInitiative(new FixedDice([2, 9]), patrol, pirates, "none");

  it("are totalled from every character's Tactics once for the combat", () => {
    expect(TACTICS_POOL_REFRESH).toBe("perCombat");
    const s = startSideTurns(outcome, { players: tacticsPoolSize(patrol.map((c) => c.tactics)), enemies: tacticsPoolSize(["X"]) }, false);
    expect(s.pools).toEqual({ players: 4, enemies: 0, neutral: 0 });
    // a new round does not refill it
    const later = nextSideTurn(nextSideTurn(spendSidePool(s, "players", 3)));
    expect(later.pools.players).toBe(1);
    expect(later.poolSizes.players).toBe(4);
  });

  it("cannot go below zero", () => {
    const s = startSideTurns(outcome, { players: 2 }, false);
    expect(() => spendSidePool(s, "players", -3)).toThrow(/2 points left/);
    expect(() => spendSidePool(s, "enemies", 1)).toThrow(/0 points left/);
    expect(() => startSideTurns(outcome, { players: -1 }, false)).toThrow(/0 or more/);
  });

  it("change only combat tasks", () => {
    for (const id of ["firearms", "energyWeapons", "blades", "brawling", "recon", "stealth", "scanners", "athletics"]) expect(isTacticsCombatAsset(id), id).toBe(true);
    for (const id of ["communications", "biology", "mechanics", "tactics"]) expect(isTacticsCombatAsset(id), id).toBe(false);
  });

  it("are spent by the players' own people for their side and by the GM for the others", () => {
    expect(maySpendTactics("players", { isGM: false, ownsSideCharacter: true })).toBe(true);
    expect(maySpendTactics("players", { isGM: false, ownsSideCharacter: false })).toBe(false);
    expect(maySpendTactics("enemies", { isGM: false, ownsSideCharacter: true })).toBe(false);
    expect(maySpendTactics("neutral", { isGM: true, ownsSideCharacter: false })).toBe(true);
  });

  it("in space are spent only through a captain the player plays (Guide 7.3), and by the GM", () => {
    expect(maySpendSpaceTactics("players", { isGM: false, ownsCaptain: true })).toBe(true);
    expect(maySpendSpaceTactics("players", { isGM: false, ownsCaptain: false })).toBe(false);
    expect(maySpendSpaceTactics("enemies", { isGM: false, ownsCaptain: true })).toBe(false);
    expect(maySpendSpaceTactics("enemies", { isGM: true, ownsCaptain: false })).toBe(true);
    expect(() => maySpendSpaceTactics("players", { isGM: false, ownsCaptain: "yes" as never })).toThrow(RangeError);
  });

  it("re-derive the card's result from every spend: a miss by 1 becomes a success", () => {
    const base = resolveTask({ dt: 12, asset: 2 }, 9);
    expect(base.success).toBe(false);
    const spends = [{ side: "players", points: 1 }];
    expect(taskWithTactics(base, spends)).toMatchObject({ total: 12, success: true, tactics: 1 });
    expect(taskWithTactics(base, [...spends, { side: "enemies", points: -1 }])).toMatchObject({ total: 11, success: false });
    expect(taskWithTactics(base, [])).toBe(base);
  });

  it("count at most 3 points per side per roll", () => {
    const spends = [1, 1, 1].map((points) => ({ side: "players", points }));
    expect(spentBySide(spends, "players")).toBe(3);
    expect(canSpendMore(spends, "players")).toBe(false);
    expect(canSpendMore(spends, "enemies")).toBe(true);
    expect(() => taskWithTactics(resolveTask({ dt: 12, asset: 2 }, 9), [...spends, { side: "players", points: -1 }])).toThrow(/most is 3/);
  });

  it("are read from a card leaving out anything malformed", () => {
    expect(readSpends([{ side: "players", points: 1 }, { side: 3, points: 1 }, { side: "enemies", points: 0.5 }, null])).toEqual([{ side: "players", points: 1 }]);
    expect(readSpends("x")).toEqual([]);
  });
});

describe("two moves from the board (Guide 6.6, 6.5)", () => {
  it("are more inches than one move's allowance", () => {
    expect(madeTwoMoves(9, 8)).toBe(true);
    expect(madeTwoMoves(8, 8)).toBe(false);
    expect(madeTwoMoves(1, 0)).toBe(true);
    expect(madeTwoMoves(1, -3)).toBe(true);
    expect(madeTwoMoves(Number.NaN, 8)).toBe(false);
  });
});

describe("the stored state", () => {
  it("reads back what was stored, and a malformed flag as no state", () => {
    const s = markDone(startSideTurns(resolveSideInitiative(new FixedDice([2, 9]), patrol, pirates, "none"), { players: 4 }, true), "c1", true);
    expect(readSideTurnState(JSON.parse(JSON.stringify(s)))).toEqual(s);
    expect(readSideTurnState(undefined)).toBeNull();
    expect(readSideTurnState({ ...s, acting: "martians" })).toBeNull();
    expect(readSideTurnState({ ...s, pools: { players: -1, enemies: 0, neutral: 0 } })).toBeNull();
    expect(readSideTurnState({ ...s, round: 0 })).toBeNull();
  });
});
