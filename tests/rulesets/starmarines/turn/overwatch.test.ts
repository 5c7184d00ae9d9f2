// @vitest-environment happy-dom
// Overwatch at the table (VIII-E, IX-G, SMR-10) after a real init: a move in a movement phase calls
// the watching side to fire, on a card whispered to it; the owner fires from the card without steady
// aim, once a turn; moving, or an enemy ending next to it, ends a unit's Overwatch.
import { describe, expect, it, vi } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { pressCardButton } from "../../../helpers/card-buttons";
import { hexCentre } from "../../../../src/core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../../../src/core/board/hex-offsets";

async function setup(faces: number[], phase = "p1Movement", watcher: object = { kind: "soldier", race: "norx" }) {
  const b = await starMarinesBoard(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase } } } });
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", armour: 1, toughness: 1 });
  const norx = b.unit("Norx", watcher, "player2");
  const gun = b.weapon(norx, { range: 4, armourPierce: 1, damage: 2 }, "Shooter");
  const tMarine = b.put(marine, 0, 1, 0, { disposition: 1 });
  const tNorx = b.put(norx, 0, -4, 3, { disposition: -1 });
  combat.addCombatant({ actor: marine, token: tMarine.document });
  combat.addCombatant({ actor: norx, token: tNorx.document });
  const store = await import("../../../../src/system/markers/marker-store");
  b.stubs.actAs("gm");
  await store.adjustMarker(norx as never, store.markerDefinition("smr-overwatch")!, 1);
  /** The marine's token moves to hex (q, r), and updateToken fires on every client as v13 fires it. */
  const moveTo = async (token: typeof tMarine, q: number, r: number) => {
    const c = hexCentre("hexOddQ", 100, cubeToOffset(q, r, HEX_LAYOUTS.hexOddQ));
    token.center = c;
    await token.document.update({ x: c.x - 50, y: c.y - 50 });
    b.stubs.fire.updated(token.document as never, { x: c.x - 50, y: c.y - 50 }, "player1");
    // the GM's client works through the hook: give its awaits time to land
    await new Promise((r) => setTimeout(r, 100));
  };
  return { ...b, combat, marine, norx, gun, tMarine, tNorx, moveTo };
}

describe("Overwatch (VIII-E)", () => {
  it("calls the watching side when an enemy moves into its arc and reach, and its owner fires from the card", async () => {
    // the shot: aim 6, armour 1, damage 6, toughness 1: 6 + 1 against 2, 8 against 2: margin 6, killed
    const t = await setup([6, 1, 6, 1]);
    await t.moveTo(t.tMarine, 0, 0);
    // the GM's client posts the call when its hook's work lands, however loaded the machine
    const call = await vi.waitFor(() => {
      const found = t.cards.messages.find((m) => m.system.kind === "smrOverwatch");
      expect(found).toBeDefined();
      return found!;
    });
    expect((call as unknown as { whisper?: string[] }).whisper).toEqual(expect.arrayContaining(["player2"]));
    expect((call as unknown as { whisper?: string[] }).whisper).not.toContain("player1");
    // the attacker's player does not see the call, nor can he fire the Norx's Overwatch
    t.stubs.actAs("player1");
    expect((call as unknown as { visible: boolean }).visible).toBe(false);
    const button = { actorUuid: t.norx.uuid, weaponId: t.gun.id, targetKey: "t-Marine" };
    await pressCardButton(call, "smrOverwatchFire", button);
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarMarines.Overwatch.notYours");
    t.stubs.actAs("player2");
    t.stubs.dialogs.answer({});
    await pressCardButton(call, "smrOverwatchFire", button);
    const attack = t.cards.messages.find((m) => m.system.kind === "smrAttack")!;
    expect(attack.system.payload).toMatchObject({ situation: { steadyAim: false }, target: { key: "t-Marine" } });
    await vi.waitFor(async () => expect(await t.markersOf(t.norx)).toMatchObject({ "smr-overwatchFired": 1 }));
    // once a turn
    await pressCardButton(call, "smrOverwatchFire", button);
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarMarines.Overwatch.alreadyFired");
  });

  it("calls nobody outside the movement phases, nor for a move out of the arc", async () => {
    const combatPhase = await setup([], "combat");
    await combatPhase.moveTo(combatPhase.tMarine, 0, 0);
    expect(combatPhase.cards.messages.filter((m) => m.system.kind === "smrOverwatch")).toHaveLength(0);
    const away = await setup([]);
    await away.moveTo(away.tMarine, 3, 1);
    expect(away.cards.messages.filter((m) => m.system.kind === "smrOverwatch")).toHaveLength(0);
  });

  it("calls no vehicle whose every weapon is lost: it has nothing left to fire (IX-B)", async () => {
    const tank = { kind: "vehicle", race: "norx" };
    const armed = await setup([], "p1Movement", tank);
    await armed.moveTo(armed.tMarine, 0, 0);
    await vi.waitFor(() => expect(armed.cards.messages.filter((m) => m.system.kind === "smrOverwatch")).toHaveLength(1));
    const lost = await setup([], "p1Movement", tank);
    const store = await import("../../../../src/system/markers/marker-store");
    await store.adjustMarker(lost.norx as never, store.markerDefinition("smr-weaponsLost")!, 1);
    await lost.moveTo(lost.tMarine, 0, 0);
    expect(lost.cards.messages.filter((m) => m.system.kind === "smrOverwatch")).toHaveLength(0);
  });

  it("ends the Overwatch of a unit an enemy ends its move next to, after its call (SMR-10)", async () => {
    const t = await setup([]);
    await t.moveTo(t.tMarine, 0, -3);
    await vi.waitFor(() => expect(t.cards.messages.filter((m) => m.system.kind === "smrOverwatch")).toHaveLength(1));
    await vi.waitFor(async () => expect(await t.markersOf(t.norx)).toEqual({}));
  });
});
