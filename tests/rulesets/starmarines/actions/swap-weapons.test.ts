// @vitest-environment happy-dom
// Swapping weapons (VIII-I) after a real init: the player targets a wounded soldier of his army next
// to his own and asks from the sheet; the GM's client checks the pair on the board, exchanges the
// weapons and spends the move unit, in the swapper's side's own movement phase only (VII.2, VII.4).
// Every refusal says the rule; the pure check gives each reason. IV-h's Disarmed marker changes
// hands with the weapons, on the GM's client, since in a battle only the GM's client takes it off.
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

async function setup(options: { phase?: string; race?: string; wounded?: boolean; r?: number; initiative?: object; disarmed?: boolean } = {}) {
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
  if (options.disarmed) await marine.toggleStatusEffect("smr-disarmed", { active: true });
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

/** An actor's createEmbeddedDocuments or deleteEmbeddedDocuments, as the stand-in has them. */
type EmbeddedWrite = (name: string, data: unknown[], ...rest: unknown[]) => Promise<unknown>;

/** The user whose client wrote each marker effect of these actors, as "user: create|delete id". */
function effectWriters(g: { game: { user?: { id: string } | null } }, ...actors: { id: string; createEmbeddedDocuments: EmbeddedWrite; deleteEmbeddedDocuments: EmbeddedWrite }[]): string[] {
  const log: string[] = [];
  for (const actor of actors) {
    for (const method of ["createEmbeddedDocuments", "deleteEmbeddedDocuments"] as const) {
      const real = actor[method].bind(actor);
      actor[method] = (name: string, data: unknown[], ...rest: unknown[]) => {
        if (name === "ActiveEffect") log.push(`${g.game.user?.id}: ${method === "createEmbeddedDocuments" ? "create" : "delete"} ${actor.id}`);
        return real(name, data, ...rest);
      };
    }
  }
  return log;
}

describe("the Disarmed marker in a swap (IV-h, VIII-I)", () => {
  it("arms a disarmed soldier with a wounded comrade's weapons and disarms the comrade, the markers written by the GM's client", async () => {
    const t = await setup({ disarmed: true });
    // in the battle the player's own client may not take the marker off (system/markers/kept-markers.ts)
    t.g.game.combats.set(t.g.game.combat!.id, t.g.game.combat as never);
    const own = t.marine.effects.contents.find((e) => e.statuses.has("smr-disarmed"))!;
    expect(t.stubs.fire.preDelete(own as never, "player1")).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toMatch(/^STARSKIRMISH.Markers.keptRefused /);
    const writers = effectWriters(t.g as never, t.marine as never, t.comrade as never);
    expect(await t.swap()).toBe(true);
    expect(t.names(t.marine)).toEqual(["Plasma gun"]);
    expect(await t.markersOf(t.marine)).toEqual({});
    expect(await t.markersOf(t.comrade)).toEqual({ "smr-wounded": 1, "smr-disarmed": 1 });
    // the player asked from the sheet; the GM's client took the marker off, where the kept marker allows it
    expect(writers).toEqual(["gm: delete Marine", "gm: create Comrade"]);
    expect(t.g.game.user!.id).toBe("player1");
  });

  it("leaves Disarmed where it is when neither or both soldiers carry it", async () => {
    const armed = await setup();
    expect(await armed.swap()).toBe(true);
    expect(await armed.markersOf(armed.marine)).toEqual({});
    expect(await armed.markersOf(armed.comrade)).toEqual({ "smr-wounded": 1 });
    const both = await setup({ disarmed: true });
    await both.comrade.toggleStatusEffect("smr-disarmed", { active: true });
    expect(await both.swap()).toBe(true);
    expect(await both.markersOf(both.marine)).toEqual({ "smr-disarmed": 1 });
    expect(await both.markersOf(both.comrade)).toEqual({ "smr-wounded": 1, "smr-disarmed": 1 });
  });

  it("takes no Disarmed off for a swap the GM refuses: a comrade who is not wounded, or a request for another player's soldier", async () => {
    const unwounded = await setup({ disarmed: true, wounded: false });
    expect(await unwounded.swap()).toBe(false);
    expect(await unwounded.markersOf(unwounded.marine)).toEqual({ "smr-disarmed": 1 });
    const t = await setup({ disarmed: true });
    const writers = effectWriters(t.g as never, t.marine as never, t.comrade as never);
    const { SWAP_REQUEST } = await import("../../../../src/rulesets/starmarines/actions/swap-weapons");
    const { requestAs } = await import("../../../helpers/gm-requests");
    // player2 owns neither soldier: a forged request to arm player1's marine lands nothing
    expect(await requestAs("player2", SWAP_REQUEST, { sceneId: t.canvas.scene.id, tokenId: "t-Marine", partnerTokenId: "t-Comrade" })).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Swap.notYours" });
    expect(await t.markersOf(t.marine)).toEqual({ "smr-disarmed": 1 });
    expect(writers).toEqual([]);
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
