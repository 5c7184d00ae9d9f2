// @vitest-environment happy-dom
// The catwalk's longer range (X, Tech-Facility Maps: Catwalk "Range +1 if attacker is on ground";
// SMR-23) after a real init: from an attacker at ground level, a target on a catwalk counts one hex
// further when the weapon's range is checked. The sheet's attack refuses such a shot before any die,
// the GM's client refuses the owner's own card of it as it records it, and an Overwatch call offers no
// shot that the longer range puts out of reach. From a catwalk, or to a target off it, nothing changes.
import { describe, expect, it, vi } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { gmRecorded } from "../../../helpers/gm-recorded";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { hexCentre } from "../../../../src/core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../../../src/core/board/hex-offsets";
import type { Terrain } from "../../../../src/rulesets/starmarines/rules/terrain";

/** Range 4: the Norx four hexes ahead is just in reach, on the ground. */
const RIFLE = { range: 4, aim: 0, armourPierce: 1, damage: 2 };
// aim 5 + AP 1 against 2 + 1; damage 6 + 2 against 3 + 2: wounded
const WOUNDING = [5, 2, 6, 3];

const at = (q: number, r: number) => hexCentre("hexOddQ", 100, cubeToOffset(q, r, HEX_LAYOUTS.hexOddQ));

/** The six corners of hex (q, r), a little inside it, as a region's polygon. */
function hexPolygon(q: number, r: number): number[] {
  const c = at(q, r);
  const radius = (100 / Math.sqrt(3)) * 0.9;
  return [0, 1, 2, 3, 4, 5].flatMap((k) => [c.x + radius * Math.cos((Math.PI / 3) * k), c.y + radius * Math.sin((Math.PI / 3) * k)]);
}

async function setup(faces: number[]) {
  const b = await starMarinesBoard(faces);
  const marine = b.unit("Menkovich", { kind: "soldier", race: "starMarines", aim: 0, armour: 2, toughness: 1, morale: 3 });
  const rifle = b.weapon(marine, RIFLE);
  const norx = b.unit("Norx", { kind: "soldier", race: "norx", armour: 1, toughness: 2, morale: 2 }, "gm");
  b.put(marine, 0, 0, 0);
  const tNorx = b.put(norx, 0, -4, 3);
  /** The GM paints one hex's terrain as a StarMarines terrain region (X). */
  const paint = (q: number, r: number, terrain: Terrain) =>
    b.canvas.scene.addRegion({ name: terrain, shapes: [{ type: "polygon", points: hexPolygon(q, r) }], behaviors: [{ type: "smrTerrain", system: { terrain } }] });
  b.stubs.actAs("player1");
  b.g.game.user!.targets = new Set([tNorx as never]);
  const { attackWith } = await import("../../../../src/rulesets/starmarines/actions/attack");
  /** The player's attack from the sheet; the card, or null when refused. */
  const attack = async () => {
    b.stubs.dialogs.answer({ cover: "none" });
    return (await attackWith(marine as never, rifle.id)) ? b.cards.messages.at(-1)! : null;
  };
  return { ...b, marine, norx, paint, attack };
}

describe("the catwalk's range (SMR-23)", () => {
  it("refuses on the sheet a shot from the ground at a catwalk one hex beyond the weapon's range; from a catwalk it is in reach", async () => {
    const t = await setup(WOUNDING);
    t.paint(0, -4, "catwalk");
    expect(await t.attack()).toBeNull();
    expect(t.stubs.notifications.at(-1)?.message).toBe(`STARSKIRMISH.StarMarines.Attack.outOfRangeCatwalk {"range":"4","reach":"4"}`);
    t.paint(0, 0, "catwalk");
    const card = await t.attack();
    expect(card).not.toBeNull();
    expect(card!.system.payload).toMatchObject({ rangeHexes: 4 });
  });

  it("refuses as the GM's client records it the owner's own card of a shot the catwalk puts out of reach", async () => {
    const t = await setup([...WOUNDING, ...WOUNDING]);
    const honest = (await t.attack())!;
    await gmRecorded(honest.id);
    // the same shot, posted again once the Norx stands on a catwalk
    t.paint(0, -4, "catwalk");
    const own = await t.post({ type: "card", rolls: honest.rolls, system: structuredClone(honest.system) });
    await gmRecorded(own.id);
    expect(await applyAs("player1", own.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.refused.range" });
    expect(await t.markersOf(t.norx)).toEqual({});
  });

  it("offers no Overwatch shot at a mover on a catwalk one hex beyond the watcher's reach from the ground", async () => {
    const b = await starMarinesBoard([]);
    const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "p1Movement" } } } });
    b.g.game.combat = combat as never;
    const marine = b.unit("Marine", { kind: "soldier", armour: 1, toughness: 1 });
    const norx = b.unit("Norx", { kind: "soldier", race: "norx" }, "player2");
    b.weapon(norx, RIFLE, "Shooter");
    const tMarine = b.put(marine, 0, 1, 0, { disposition: 1 });
    const tNorx = b.put(norx, 0, -4, 3, { disposition: -1 });
    combat.addCombatant({ actor: marine, token: tMarine.document });
    combat.addCombatant({ actor: norx, token: tNorx.document });
    b.canvas.scene.addRegion({ name: "catwalk", shapes: [{ type: "polygon", points: hexPolygon(0, 0) }], behaviors: [{ type: "smrTerrain", system: { terrain: "catwalk" } }] });
    const store = await import("../../../../src/system/markers/marker-store");
    b.stubs.actAs("gm");
    await store.adjustMarker(norx as never, store.markerDefinition("smr-overwatch")!, 1);
    const calls = () => b.cards.messages.filter((m) => m.system.kind === "smrOverwatch");
    const moveTo = async (q: number, r: number) => {
      const c = at(q, r);
      tMarine.center = c;
      await tMarine.document.update({ x: c.x - 50, y: c.y - 50 });
      b.stubs.fire.updated(tMarine.document as never, { x: c.x - 50, y: c.y - 50 }, "player1");
      await new Promise((r) => setTimeout(r, 100));
    };
    // onto the catwalk four hexes off: five as the range counts, beyond the rifle's four
    await moveTo(0, 0);
    expect(calls()).toHaveLength(0);
    // a hex nearer, on the ground: three hexes, in reach
    await moveTo(0, -1);
    await vi.waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls()[0]!.system.targets).toEqual([expect.objectContaining({ key: "t-Norx" })]);
  });
});
