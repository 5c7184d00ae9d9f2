// @vitest-environment happy-dom
// An Overwatch marker that is no Overwatch (VIII-E, SMR-10), after a real init: Overwatch is declared
// "At the start of your movement phase" and the unit then does not move, and "A unit cannot be in
// Overwatch if it is next to an enemy unit". A marker its owner put on after moving, or on a unit
// standing next to an enemy, lets it fire at no mover: the GM's call offers it no shot and tells its
// owner why, whispered as the call is. The mover's own ending next to it is still offered the shot.
import { describe, expect, it, vi } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { hexCentre } from "../../../../src/core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../../../src/core/board/hex-offsets";

async function setup(markers: string[], beside = false) {
  const b = await starMarinesBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "p1Movement" } } } });
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", armour: 1, toughness: 1 });
  const norx = b.unit("Norx", { kind: "soldier", race: "norx" }, "player2");
  b.weapon(norx, { range: 4, armourPierce: 1, damage: 2 }, "Shooter");
  const tMarine = b.put(marine, 0, 1, 0, { disposition: 1 });
  const tNorx = b.put(norx, 0, -4, 3, { disposition: -1 });
  combat.addCombatant({ actor: marine, token: tMarine.document });
  combat.addCombatant({ actor: norx, token: tNorx.document });
  // another marine, standing still right beside the Norx
  const scout = beside ? b.unit("Scout", { kind: "soldier" }) : null;
  if (scout) combat.addCombatant({ actor: scout, token: b.put(scout, 1, -4, 0, { disposition: 1 }).document });
  const store = await import("../../../../src/system/markers/marker-store");
  b.stubs.actAs("gm");
  for (const key of ["smr-overwatch", ...markers]) await store.adjustMarker(norx as never, store.markerDefinition(key)!, 1);
  /** The marine's token moves to hex (q, r), and updateToken fires on every client as v13 fires it. */
  const moveTo = async (q: number, r: number) => {
    const c = hexCentre("hexOddQ", 100, cubeToOffset(q, r, HEX_LAYOUTS.hexOddQ));
    tMarine.center = c;
    await tMarine.document.update({ x: c.x - 50, y: c.y - 50 });
    b.stubs.fire.updated(tMarine.document as never, { x: c.x - 50, y: c.y - 50 }, "player1");
    await new Promise((r) => setTimeout(r, 100));
  };
  const calls = () => b.cards.messages.filter((m) => m.system.kind === "smrOverwatch");
  /** The call the GM's client posts once its hook's work lands. */
  const call = (n = 1) =>
    vi.waitFor(() => {
      expect(calls()).toHaveLength(n);
      return calls().at(-1)!;
    });
  const kill = async (actor: unknown) => store.adjustMarker(actor as never, store.markerDefinition("smr-killed")!, 1);
  return { ...b, norx, scout, moveTo, call, calls, kill };
}

describe("an Overwatch marker that is no Overwatch (VIII-E, SMR-10)", () => {
  it("offers no shot to a unit that moved this turn, and tells its owner why", async () => {
    const t = await setup(["smr-moved"]);
    await t.moveTo(0, 0);
    const call = await t.call();
    expect(call.system.targets).toEqual([]);
    expect(call.content).not.toContain("data-card-action=\"smrOverwatchFire\"");
    expect(call.content).toContain("Norx bears an Overwatch marker but moved this turn, so it is not in Overwatch and cannot fire now");
    expect((call as unknown as { whisper?: string[] }).whisper).toEqual(expect.arrayContaining(["player2"]));
    expect((call as unknown as { whisper?: string[] }).whisper).not.toContain("player1");
  });

  it("offers no shot to a unit standing next to an enemy; with that enemy gone it fires, though the mover ends next to it", async () => {
    const t = await setup([], true);
    await t.moveTo(0, 0);
    const barred = await t.call();
    expect(barred.system.targets).toEqual([]);
    expect(barred.content).toContain("Norx bears an Overwatch marker but stands next to an enemy unit, so it is not in Overwatch");
    await t.kill(t.scout);
    // the mover ends next to the Norx: the call comes first (SMR-10), so the shot is offered
    await t.moveTo(0, -3);
    const offered = await t.call(2);
    expect(offered.system.targets).toEqual([expect.objectContaining({ key: "t-Norx", actorUuid: t.norx.uuid })]);
    expect(offered.content).not.toContain("bears an Overwatch marker");
  });
});
