// @vitest-environment happy-dom
// The StarMarines game turn in the tracker after a real init (VII, SMR-22): eight phases with the
// player's seat; the GM sets each side's initiative modifier on the banner and the roll uses it;
// Moved, Charged and Passed Morale come off as the next turn begins.
import { describe, expect, it, vi } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { renderBanner } from "../../../helpers/turn-banner";

async function setup(position: object, faces: number[] = []) {
  const b = await starMarinesBoard(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: position } } });
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier" });
  const norx = b.unit("Norx", { kind: "soldier" }, "gm");
  const tMarine = b.put(marine, 0, 0, 0, { disposition: 1 });
  const tNorx = b.put(norx, 0, -3, 3, { disposition: -1 });
  combat.addCombatant({ actor: marine, token: tMarine.document });
  combat.addCombatant({ actor: norx, token: tNorx.document });
  const { SMR_TURN_BINDING } = await import("../../../../src/rulesets/starmarines/turn/turn-tracker");
  const banner = () => renderBanner(SMR_TURN_BINDING);
  return { ...b, combat, marine, norx, banner, binding: SMR_TURN_BINDING };
}

describe("the StarMarines turn (VII)", () => {
  it("is registered in a StarMarines world and shows where the turn stands", async () => {
    const t = await setup({ turn: 1, phase: "p1Movement" });
    expect(t.stubs.hooks.get("renderCombatTracker")?.length).toBe(1);
    const html = await t.banner();
    expect(html.querySelector(".ssk-turn-where")?.textContent).toContain("2. Player 1 movement");
    expect(html.querySelector(".ssk-turn-hint")?.textContent).toContain("Overwatch");
  });

  it("lets the GM set each side's initiative modifier at the initiative phase, which the roll then uses (SMR-22)", async () => {
    const t = await setup({ turn: 1, phase: "initiative" });
    expect((await t.banner()).querySelector(".smr-initiative-mods")).toBeNull();
    t.stubs.actAs("gm");
    const input = (await t.banner()).querySelector<HTMLInputElement>("input[data-side='friendly']")!;
    input.value = "2";
    input.dispatchEvent(new Event("change"));
    await vi.waitFor(() => expect((t.combat.flags as { starskirmish: { smrInitiative?: object } }).starskirmish.smrInitiative).toEqual({ friendly: 2 }));
    expect(t.binding.initiativeSides!(t.combat as never).map((s) => [s.id, s.modifier])).toEqual([["friendly", 2], ["hostile", 0]]);
    input.value = "40";
    input.dispatchEvent(new Event("change"));
    await vi.waitFor(() => expect((t.combat.flags as { starskirmish: { smrInitiative?: object } }).starskirmish.smrInitiative).toEqual({ friendly: 9 }));
  });

  it("lets the GM set each side's home edge at the initiative phase, for its broken units' retreat (VIII-H)", async () => {
    const t = await setup({ turn: 1, phase: "initiative" });
    t.stubs.actAs("gm");
    const select = (await t.banner()).querySelector<HTMLSelectElement>("select[data-edge-side='hostile']")!;
    expect([...select.options].map((o) => o.value)).toEqual(["", "north", "east", "south", "west"]);
    select.value = "north";
    select.dispatchEvent(new Event("change"));
    await vi.waitFor(() => expect((t.combat.flags as { starskirmish: { smrEdges?: object } }).starskirmish.smrEdges).toEqual({ hostile: "north" }));
    const again = (await t.banner()).querySelector<HTMLSelectElement>("select[data-edge-side='hostile']")!;
    expect(again.value).toBe("north");
    again.value = "";
    again.dispatchEvent(new Event("change"));
    await vi.waitFor(() => expect((t.combat.flags as { starskirmish: { smrEdges?: object } }).starskirmish.smrEdges).toEqual({}));
  });

  it("keeps both sides' modifiers and edges when the GM sets them one after another before the server answers", async () => {
    const t = await setup({ turn: 1, phase: "initiative" });
    t.stubs.actAs("gm");
    const banner = await t.banner();
    const set = (selector: string, value: string) => {
      const control = banner.querySelector<HTMLInputElement | HTMLSelectElement>(selector)!;
      control.value = value;
      control.dispatchEvent(new Event("change"));
    };
    const flags = () => (t.combat.flags as { starskirmish: { smrInitiative?: object; smrEdges?: object } }).starskirmish;
    set("input[data-side='hostile']", "1");
    set("select[data-edge-side='hostile']", "east");
    await vi.waitFor(() => expect(flags().smrEdges).toEqual({ hostile: "east" }));
    // each change now is made before the one before it has come back: the second reads the first
    // side's old value, and must not write it back
    set("input[data-side='hostile']", "2");
    set("input[data-side='friendly']", "-1");
    set("select[data-edge-side='hostile']", "north");
    set("select[data-edge-side='friendly']", "south");
    await vi.waitFor(() => expect(flags().smrEdges).toEqual({ friendly: "south", hostile: "north" }));
    expect(flags().smrInitiative).toEqual({ friendly: -1, hostile: 2 });
  });

  it("takes Moved, Charged and Passed Morale off as the next turn's initiative begins, and leaves Broken", async () => {
    // the new turn's initiative roll: 5 against 2
    const t = await setup({ turn: 1, phase: "victory" }, [5, 2]);
    t.stubs.actAs("gm");
    const store = await import("../../../../src/system/markers/marker-store");
    for (const m of ["smr-moved", "smr-charged", "smr-passedMorale", "smr-broken"]) await store.adjustMarker(t.marine as never, store.markerDefinition(m)!, 1);
    const { advanceTurn } = await import("../../../../src/system/turn/turn-advance");
    await advanceTurn(t.combat as never, t.binding);
    expect(await t.markersOf(t.marine)).toEqual({ "smr-broken": 1 });
    expect(t.cards.messages.map((m) => m.system.kind)).toContain("turnInitiative");
  });
});
