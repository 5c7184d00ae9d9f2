// @vitest-environment happy-dom
// A Marine fighting wounded (Starship Marine 4.6), after a real init: the sheet's box and the token's
// Wounded marker follow each other on the client of the user who changed one, with the hooks fired
// as v13 fires them; a crewman is never wounded, and another user's change is left to that user.
import { describe, expect, it, vi } from "vitest";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";

async function setup() {
  const d = await starshipMarineDeck([]);
  const kell = d.figure("Kell", "marineScaII");
  const ito = d.figure("Ito", "crewman");
  d.stubs.actAs("player1");
  const { setMarkerCount, markerDefinition } = await import("../../../../src/system/markers/marker-store");
  const wounded = markerDefinition("ssm-wounded")!;
  const system = (a: unknown) => (a as { system: { wounded: boolean } }).system;
  /** Ticks or clears the box as the sheet does, and fires updateActor for `by`. */
  const tick = async (actor: typeof kell, value: boolean, by = "player1") => {
    await actor.update({ system: { wounded: value } } as never);
    d.stubs.fire.updated(actor as never, { system: { wounded: value } }, by);
  };
  /** Places or takes off the marker as the token HUD does, and fires the effect's hook for `by`. */
  const effectOf = (actor: typeof kell) => [...(actor as unknown as { effects: Iterable<{ statuses: Set<string> }> }).effects].find((e) => e.statuses.has("ssm-wounded"));
  const mark = async (actor: typeof kell, count: number, by = "player1") => {
    const before = effectOf(actor);
    await setMarkerCount(actor as never, wounded, count);
    const after = effectOf(actor);
    if (after && !before) d.stubs.fire.created(after as never, by);
    if (before && !after) d.stubs.fire.deleted(before as never, by);
  };
  return { ...d, kell, ito, tick, mark, system };
}

describe("a Marine fighting wounded is clearly marked (4.6)", () => {
  it("places the Wounded marker when the box is ticked, and takes it off when the box is cleared", async () => {
    const t = await setup();
    await t.tick(t.kell, true);
    await vi.waitFor(async () => expect(await t.markersOf(t.kell)).toEqual({ "ssm-wounded": 1 }));
    await t.tick(t.kell, false);
    await vi.waitFor(async () => expect(await t.markersOf(t.kell)).toEqual({}));
  });

  it("ticks the box when the marker is placed on the token, and clears it when the marker comes off", async () => {
    const t = await setup();
    await t.mark(t.kell, 1);
    await vi.waitFor(() => expect(t.system(t.kell).wounded).toBe(true));
    await t.mark(t.kell, 0);
    await vi.waitFor(() => expect(t.system(t.kell).wounded).toBe(false));
  });

  it("leaves another user's change to that user's client", async () => {
    const t = await setup();
    await t.tick(t.kell, true, "gm");
    await new Promise((r) => setTimeout(r, 0));
    expect(await t.markersOf(t.kell)).toEqual({});
  });

  it("never wounds a crewman: only Marines fight wounded (4.6)", async () => {
    const t = await setup();
    await t.mark(t.ito, 1);
    await new Promise((r) => setTimeout(r, 0));
    expect(t.system(t.ito).wounded).toBe(false);
  });
});
