// @vitest-environment happy-dom
// Each weapon fires once a move (Starship Marine 3.1, 3.5, 3.8, 3.10), after a real init, against a
// hostile player who rolls as many fire cards as they like: the GM's client lands only the weapon's
// first shot of the move it recorded the cards in, whether that shot was at a figure or at a door,
// and a second SCA shot at a door in the move is refused; next move the weapon fires again, an honest
// client is told before it rolls, and another player's card naming the figure uses up nothing.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { StandInCombat } from "../../../helpers/foundry/combat";

const FIRED = "STARSKIRMISH.StarshipMarine.Fire.firedThisMove";

// 100 px is 2.5 cm. An open door runs down x = 200, a quarter of a centimetre from the marine's base.
async function setup(faces: number[]) {
  const d = await starshipMarineDeck(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: { turn: 1, phase: "f" } } } });
  d.g.game.combat = combat;
  const door = d.canvas.scene.addWall({ c: [200, 0, 200, 400], door: 1, ds: 1 });
  const marine = d.figure("Kell", "marineScaIII");
  d.canvas.place(marine as never, { x: 140, y: 200 }, { _id: "tKell" });
  const pirate = d.figure("Pirate", "crewman", "gm");
  const tPirate = d.canvas.place(pirate as never, { x: 600, y: 200 }, { _id: "tPirate" });
  d.stubs.actAs("player1");
  const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
  const { actOnDoor } = await import("../../../../src/rulesets/starship-marine/actions/door-attack");
  const { shotHits, hitMarkers } = await import("../../../../src/rulesets/starship-marine/cards/fire");
  const { rollFormula } = await import("../../../../src/system/real-dice");
  /** The marine's honest shot at the pirate, from the sheet. */
  const fire = async () => {
    d.g.game.user!.targets = new Set([tPirate as never]);
    d.stubs.dialogs.answer({});
    await fireFigure(marine as never);
  };
  const doorAttacks = () => (door.flags.starskirmish as { ssmDoor?: { move: number; attacks: unknown[] } } | undefined)?.ssmDoor;
  /**
   * The current user's own fire card, like an honest one, on a d10 their client rolls: a client that
   * makes none of the checks before the die. Die and result agree, as the rules give them.
   */
  const rollOwn = async (like: (typeof d.cards.messages)[number]) => {
    const { roll } = await rollFormula("1d10");
    const dice = [{ formula: roll.formula, faces: roll.dice.flatMap((x) => x.results.map((r) => r.result)) }];
    const hits = shotHits(like.system.payload as never, dice);
    const targets = hits ? [{ key: "tPirate", actorUuid: pirate.uuid, name: "Pirate", markers: hitMarkers(""), data: { hits }, applied: false }] : [];
    await d.post({ type: "card", rolls: [roll], system: { ...structuredClone(like.system), targets } });
    return d.cards.messages.at(-1)!;
  };
  const setMove = (turn: number) => (combat.flags = { starskirmish: { ssmPosition: { turn, phase: "f" } } });
  return { ...d, combat, marine, pirate, fire, actOnDoor, doorAttacks, rollOwn, setMove };
}

const fireCards = <M extends { system: { kind: string } }>(t: { cards: { messages: M[] } }) => t.cards.messages.filter((m) => m.system.kind === "ssmFire");

describe("a weapon fires once a move (3.5)", () => {
  it("lands nothing from a second fire card of the same move, and a card of the next move lands", async () => {
    // the honest shot misses on a 10 (read 0); the player's own second card hits on a 9; next move a 9 again
    const t = await setup([10, 9, 9]);
    await t.fire();
    const first = fireCards(t)[0]!;
    expect(first.system.targets).toEqual([]);
    const second = await t.rollOwn(first);
    expect(second.system.targets).toHaveLength(1);
    expect(await applyAs("player1", second.id, "tPirate")).toEqual({ ok: false, reason: FIRED });
    expect(await t.markersOf(t.pirate)).toEqual({});
    t.setMove(2);
    await t.fire();
    const next = fireCards(t).at(-1)!;
    expect(next.id).not.toBe(second.id);
    expect(await applyAs("player1", next.id, "tPirate")).toEqual({ ok: true });
    expect(await t.markersOf(t.pirate)).toEqual({ "ssm-casualty": 1 });
  });

  it("counts the move whatever step a card came in: a card of step g after a shot of step f lands nothing", async () => {
    const t = await setup([10, 9]);
    await t.fire();
    const first = fireCards(t)[0]!;
    t.combat.flags = { starskirmish: { ssmPosition: { turn: 1, phase: "g" } } };
    await t.fire();
    expect(t.stubs.notes.at(-1)).toBe(FIRED);
    const late = await t.rollOwn(first);
    expect(late.system.targets).toHaveLength(1);
    expect(await applyAs("player1", late.id, "tPirate")).toEqual({ ok: false, reason: FIRED });
  });

  it("tells an honest player before rolling, and rolls nothing", async () => {
    const t = await setup([10, 9]);
    await t.fire();
    await t.fire();
    expect(t.stubs.notes.at(-1)).toBe(FIRED);
    expect(fireCards(t)).toHaveLength(1);
  });

  it("uses up nothing with another player's card naming the figure", async () => {
    const t = await setup([10, 9, 9]);
    await t.fire();
    const honest = fireCards(t)[0]!;
    t.setMove(2);
    // player2 posts a card under the marine's name first thing in the next move
    t.stubs.actAs("player2");
    const foreign = await t.rollOwn(honest);
    t.stubs.actAs("player1");
    expect(await applyAs("player2", foreign.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.authorNotOwner" });
    await t.fire();
    expect(await applyAs("player1", fireCards(t).at(-1)!.id, "tPirate")).toEqual({ ok: true });
  });
});

describe("the cards that carry a weapon's fire", () => {
  it("are the fire, guided weapon and door attack cards, by their kinds' own ids", async () => {
    await setup([]);
    const { FIRE_KINDS } = await import("../../../../src/rulesets/starship-marine/cards/fired-this-move");
    const { SSM_FIRE_CARD } = await import("../../../../src/rulesets/starship-marine/cards/fire");
    const { SSM_APGW_CARD } = await import("../../../../src/rulesets/starship-marine/cards/apgw");
    const { SSM_DOOR_ATTACK_CARD } = await import("../../../../src/rulesets/starship-marine/cards/door");
    expect([...FIRE_KINDS]).toEqual([SSM_FIRE_CARD.id, SSM_APGW_CARD.id, SSM_DOOR_ATTACK_CARD.id]);
  });
});

describe("an SCA's shot at a door is its fire of the move (3.5, 3.8)", () => {
  it("refuses a door shot after a shot at a figure, a shot at a figure after a door shot, and a second door shot", async () => {
    const t = await setup([10, 9]);
    await t.fire();
    const first = fireCards(t)[0]!;
    expect(await t.actOnDoor(t.marine as never, "fire")).toBe(false);
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Door.firedThisMove");
    expect(t.doorAttacks()).toBeUndefined();
    t.setMove(2);
    expect(await t.actOnDoor(t.marine as never, "fire")).toBe(true);
    // the same request again: the door's points do not grow
    expect(await t.actOnDoor(t.marine as never, "fire")).toBe(false);
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Door.firedThisMove");
    expect(t.doorAttacks()).toMatchObject({ move: 2, attacks: [{ attack: "scaIII" }] });
    // the honest client rolls no shot at a figure; a client of the player's own rolls it anyway
    await t.fire();
    expect(t.stubs.notes.at(-1)).toBe(FIRED);
    const own = await t.rollOwn(first);
    expect(own.system.targets).toHaveLength(1);
    expect(await applyAs("player1", own.id, "tPirate")).toEqual({ ok: false, reason: FIRED });
    expect(await t.markersOf(t.pirate)).toEqual({});
  });
});
