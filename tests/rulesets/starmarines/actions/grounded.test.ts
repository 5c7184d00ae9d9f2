// @vitest-environment happy-dom
// A soldier shot down "cannot fly again for the rest of the game" (IX-G), after a real init: its
// owner may still put Airborne back on it (a soldier lands and flies at will, so the marker is no
// one's in a battle, rules/markers.ts), but every reader of flight takes a Grounded soldier as on the
// ground: ordinary fire reaches it, the GM's Apply of an attack card holds the card to that, and its
// move and the board's other movers read it as walking (VIII-C.2, VIII-D).
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starMarinesBoard } from "../../../helpers/starmarines-board";

const RIFLE = { range: 4, aim: 0, armourPierce: 1, damage: 2 };

/** The attack test's marine and Norx; the Norx shot down before (Grounded, by the GM's Apply), then put back in the air by its owner. */
async function setup(faces: number[], { grounded = true } = {}) {
  const b = await starMarinesBoard(faces);
  const marine = b.unit("Menkovich", { kind: "soldier", race: "starMarines", aim: 0, armour: 2, toughness: 1, morale: 3 });
  const rifle = b.weapon(marine, RIFLE);
  const norx = b.unit("Norx", { kind: "soldier", race: "norx", armour: 1, toughness: 2, morale: 2, flies: true }, "player2");
  b.put(marine, 0, 0, 0);
  const tNorx = b.put(norx, 0, -3, 3);
  const store = await import("../../../../src/system/markers/marker-store");
  if (grounded) {
    b.stubs.actAs("gm");
    await store.adjustMarker(norx as never, store.markerDefinition("smr-grounded")!, 1);
  }
  b.stubs.actAs("player2");
  await store.adjustMarker(norx as never, store.markerDefinition("smr-airborne")!, 1);
  b.stubs.actAs("player1");
  b.g.game.user!.targets = new Set([tNorx as never]);
  const { attackWith } = await import("../../../../src/rulesets/starmarines/actions/attack");
  return { ...b, marine, norx, tNorx, attack: () => attackWith(marine as never, rifle.id) };
}

describe("a Grounded soldier flies no more (IX-G)", () => {
  it("is shot by ordinary fire though its owner put Airborne back, and the GM lands the hit", async () => {
    // aim 5 + AP 1 against 2 + 1, no -1 for a flyer; damage 6 + 2 against 3 + 2: wounded
    const t = await setup([5, 2, 6, 3]);
    t.stubs.dialogs.answer({ cover: "none" });
    expect(await t.attack()).toBe(true);
    const card = t.cards.messages[0]!;
    expect(card.system.payload).toMatchObject({ target: { airborne: false } });
    expect(card.system.targets).toEqual([expect.objectContaining({ markers: { "smr-wounded": 1 } })]);
    expect(await applyAs("player1", card.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-grounded": 1, "smr-airborne": 1, "smr-wounded": 1 });
  });

  it("in the air and never shot down, it is still shot only by Overwatch fire", async () => {
    const t = await setup([], { grounded: false });
    expect(await t.attack()).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Attack.flying");
  });

  it("lands no card that says the Grounded soldier flies: the GM's client reads it on the ground", async () => {
    const t = await setup([5, 2, 6, 3]);
    t.stubs.dialogs.answer({ cover: "none" });
    await t.attack();
    const card = t.cards.messages[0]!;
    // the player's own copy, the target claimed in the air: its result worked out by the rules from
    // the same dice (-1 for a flyer: 5 + 1 - 1 against 3 still pierces, and shoots it down)
    const payload = structuredClone(card.system.payload) as { target: { airborne: boolean } };
    payload.target.airborne = true;
    const { replayAttack } = await import("../../../../src/rulesets/starmarines/cards/attack");
    const { attackMarkers } = await import("../../../../src/rulesets/starmarines/view/attack-card");
    const rolls = card.rolls as unknown as readonly { formula: string; dice: { results: { result: number }[] }[] }[];
    const result = replayAttack(payload as never, rolls.map((r) => ({ formula: r.formula, faces: r.dice.flatMap((d) => d.results.map((x) => x.result)) })))!;
    const targets = [{ key: "t-Norx", actorUuid: t.norx.uuid, name: "Norx", markers: attackMarkers(result), data: { outcome: result.outcome }, applied: false }];
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), payload, targets } });
    expect(await applyAs("player1", forged.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.refused.targetState" });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-grounded": 1, "smr-airborne": 1 });
  });

  it("moves and stands as a soldier on the ground, for its own move and for the others' (VIII-C.2, VIII-D)", async () => {
    /** The Norx as a mover, and the flight of the marine's board's one other unit, the Norx. */
    const read = async (grounded: boolean) => {
      const t = await setup([], { grounded });
      // each boot loads the modules afresh: these read the units of this one
      const { boardOf, moverOf } = await import("../../../../src/rulesets/starmarines/turn/move-plan");
      const board = boardOf(t.canvas.scene as never, t.canvas.scene.tokens.get("t-Menkovich") as never);
      return { mover: moverOf(t.norx as never, t.norx.system as never).airborneFlying, board: board.units.map((u) => u.airborneFlying) };
    };
    expect(await read(true)).toEqual({ mover: false, board: [false] });
    // the same soldier never shot down flies over the board
    expect(await read(false)).toEqual({ mover: true, board: [true] });
  });
});
