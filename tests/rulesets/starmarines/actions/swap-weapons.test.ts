// @vitest-environment happy-dom
// Swapping weapons (VIII-I) after a real init: the player targets a wounded soldier of his army next
// to his own and asks from the sheet; the GM's client checks the pair on the board, exchanges the
// weapons and spends the move unit, in the swapper's side's own movement phase only (VII.2, VII.4).
// Every refusal says the rule; the pure check gives each reason.
import { describe, expect, it } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { swapProblem } from "../../../../src/rulesets/starmarines/rules/swap-weapons";
import { maySwapWeapons } from "../../../../src/rulesets/starmarines/rules/combat-extras";

/**
 * VII.1: this turn's initiative as the GM's roll stores it, first seat first: the marines' side
 * (disposition 1, "friendly") rolled low, so the other side is Player 1 and the marines move second.
 */
const MARINES_SECOND = { turnInitiative: { turn: 1, order: [{ id: "hostile", label: "Hostile" }, { id: "friendly", label: "Friendly" }] } };

async function setup(options: { phase?: string; race?: string; wounded?: boolean; r?: number; initiative?: object } = {}) {
  const b = await starMarinesBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: options.phase ?? "p1Movement" }, ...options.initiative } } });
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", move: 2, race: "starMarines" });
  const comrade = b.unit("Comrade", { kind: "soldier", move: 2, race: options.race ?? "starMarines" }, "gm");
  b.weapon(marine, { range: 4 }, "Carbine");
  b.weapon(comrade, { range: 8, damage: 4 }, "Plasma gun");
  const tMarine = b.put(marine, 0, 0, 0, { disposition: 1 });
  const tComrade = b.put(comrade, 0, options.r ?? -1, 0, { disposition: 1 });
  if (options.wounded !== false) await comrade.toggleStatusEffect("smr-wounded", { active: true });
  const combatant = combat.addCombatant({ actor: marine, token: tMarine.document });
  /** The swapper's record of the phase on the Combat, as the GM's client wrote it. */
  const record = () => (combat.flags.starskirmish?.smrMoves as Record<string, { spent: number }> | undefined)?.[combatant.id];
  b.stubs.actAs("player1");
  b.g.game.user!.targets = new Set([tComrade as never]);
  const { swapWeapons } = await import("../../../../src/rulesets/starmarines/actions/swap-weapons");
  const names = (a: typeof marine) => a.items.contents.map((i) => i.name);
  return { ...b, marine, comrade, tMarine, record, swap: () => swapWeapons(marine as never), names };
}

describe("swapping weapons at the table (VIII-I)", () => {
  it("exchanges the weapons through the GM and spends a move unit of the swapper's", async () => {
    const t = await setup();
    expect(await t.swap()).toBe(true);
    expect(t.names(t.marine)).toEqual(["Plasma gun"]);
    expect(t.names(t.comrade)).toEqual(["Carbine"]);
    expect(t.record()).toEqual({ turn: 1, phase: "p1Movement", spent: 1, turns: 0 });
  });

  it("refuses a swap in the other side's movement phase, and makes it in the swapper's own (VIII-I, VII.2, VII.4)", async () => {
    // the marines rolled low: the Player-1 Movement Phase is the other side's
    const theirs = await setup({ initiative: MARINES_SECOND });
    expect(await theirs.swap()).toBe(false);
    expect(theirs.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Swap.notYourPhase");
    expect(theirs.names(theirs.marine)).toEqual(["Carbine"]);
    expect(theirs.record()).toBeUndefined();
    // the Player-2 Movement Phase is theirs: the swap is made, and its unit spent there
    const own = await setup({ phase: "p2Movement", initiative: MARINES_SECOND });
    expect(await own.swap()).toBe(true);
    expect(own.names(own.marine)).toEqual(["Plasma gun"]);
    expect(own.record()).toEqual({ turn: 1, phase: "p2Movement", spent: 1, turns: 0 });
  });

  it("refuses a comrade who is not wounded, of another race, or not next to him, and outside a movement phase", async () => {
    for (const [options, reason] of [
      [{ wounded: false }, "STARSKIRMISH.StarMarines.Swap.problem.notWounded"],
      [{ race: "norx" }, "STARSKIRMISH.StarMarines.Swap.problem.otherArmy"],
      [{ r: -2 }, "STARSKIRMISH.StarMarines.Swap.problem.notAdjacent"],
      [{ phase: "combat" }, "STARSKIRMISH.StarMarines.Swap.notMoving"],
    ] as const) {
      const t = await setup(options);
      expect(await t.swap(), reason).toBe(false);
      expect(t.stubs.notifications.at(-1)?.message).toBe(reason);
      expect(t.names(t.marine)).toEqual(["Carbine"]);
    }
  });
});

describe("a hostile player's swap request (VIII-I)", () => {
  it("refuses a swap asked for a token of the soldier that is not the combat's: its second token, set beside a comrade far off on the battle's board", async () => {
    // the comrade stands three hexes from the marine's token in the combat
    const t = await setup({ r: -3 });
    const second = t.put(t.marine, 0, -2, 0, { _id: "t-Marine2", disposition: 1 });
    const { SWAP_REQUEST } = await import("../../../../src/rulesets/starmarines/actions/swap-weapons");
    const { requestAs } = await import("../../../helpers/gm-requests");
    const asked = await requestAs("player1", SWAP_REQUEST, { sceneId: t.canvas.scene.id, tokenId: second.document.id, partnerTokenId: "t-Comrade" });
    expect(asked).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Swap.notInCombat" });
    expect(t.names(t.marine)).toEqual(["Carbine"]);
    expect(t.names(t.comrade)).toEqual(["Plasma gun"]);
  });
});

describe("swapProblem (VIII-I)", () => {
  const ok = { soldier: true, partnerSoldier: true, partnerWounded: true, sameArmy: true, adjacent: true, unitsLeft: 1 };
  it("gives each reason in turn, and agrees with maySwapWeapons", () => {
    expect(swapProblem(ok)).toBeNull();
    expect(swapProblem({ ...ok, soldier: false })).toBe("notSoldier");
    expect(swapProblem({ ...ok, partnerSoldier: false })).toBe("partnerNotSoldier");
    expect(swapProblem({ ...ok, partnerWounded: false })).toBe("notWounded");
    expect(swapProblem({ ...ok, sameArmy: false })).toBe("otherArmy");
    expect(swapProblem({ ...ok, adjacent: false })).toBe("notAdjacent");
    expect(swapProblem({ ...ok, unitsLeft: 0.5 })).toBe("noMoveLeft");
    for (const unitsLeft of [0, 1, 2]) for (const adjacent of [true, false]) for (const partnerWounded of [true, false]) {
      const c = { ...ok, unitsLeft, adjacent, partnerWounded };
      expect(swapProblem(c) === null).toBe(maySwapWeapons({ kind: "soldier", otherWounded: partnerWounded, sameArmy: true, adjacent, unitsLeft }));
    }
  });
});
