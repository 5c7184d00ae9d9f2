// @vitest-environment happy-dom
// The vehicle sheet as v13 renders it, after a real init: three tabs (crew, systems, notes) with
// the crew tab open first and the tab bar switching them, and the notes kept as rich text, the
// editor for the owner and the enriched text for an observer.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { renderedSheet } from "../../../helpers/rendered-sheet";

async function vehicleSheet(ownership: Record<string, number>, notes = "") {
  const t = await spaceBoard([10]);
  const crawler = t.vehicle("Actor.crawler", "Crawler", { armour: 3, notes });
  crawler.ownership = ownership;
  const { VehicleSheet } = await import("../../../../src/rulesets/space-patrol/sheets/vehicle-sheet");
  return renderedSheet(VehicleSheet, crawler);
}

describe("the vehicle sheet, rendered as v13 renders it", () => {
  it("opens on the crew tab, with the seats and markers there and movement and repairs on the systems tab", async () => {
    const { sheet, click, active } = await vehicleSheet({ default: 0, player1: 3 });
    expect(active()).toEqual(["crew"]);
    expect(sheet.element.querySelector('[data-tab="crew"] .sp-crew')).not.toBeNull();
    expect(sheet.element.querySelector('[data-tab="crew"] .ssk-markers')).not.toBeNull();
    expect(sheet.element.querySelector('[data-tab="systems"] .sp-vehicle-movement')).not.toBeNull();
    await click('.tabs > [data-tab="systems"]');
    expect(active()).toEqual(["systems"]);
  });

  it("shows the notes as rich text: the editor for the owner, the enriched text without secrets for an observer", async () => {
    const notes = '<p>Spare <i>tyres</i> aboard.</p><section class="secret"><p>Stolen.</p></section>';
    const owner = await vehicleSheet({ default: 0, player1: 3 }, notes);
    expect(owner.sheet.element.querySelector('[data-tab="notes"] prose-mirror[name="system.notes"]')!.getAttribute("value")).toBe(notes);
    const observer = await vehicleSheet({ default: 2 }, notes);
    const shown = observer.sheet.element.querySelector('[data-tab="notes"] .editor-content')!;
    expect(shown.querySelector("i")!.textContent).toBe("tyres");
    expect(shown.textContent).not.toContain("Stolen");
  });
});

describe("the vehicle sheet's side in a battle (Guide 6.2)", () => {
  it("is locked for its player while the vehicle is a combatant, with why, and open for the GM and outside a battle", async () => {
    const t = await spaceBoard([10]);
    const crawler = t.vehicle("Actor.crawler", "Crawler", { side: "players" });
    crawler.ownership = { default: 0, player1: 3 };
    const { VehicleSheet } = await import("../../../../src/rulesets/space-patrol/sheets/vehicle-sheet");
    const { StandInCombat } = await import("../../../helpers/foundry/combat");
    const side = async () => (await renderedSheet(VehicleSheet, crawler)).sheet.element.querySelector<HTMLSelectElement>('select[name="system.side"]')!;
    t.stubs.actAs("player1");
    expect((await side()).disabled).toBe(false);
    const combat = new StandInCombat({ _id: "combat1" });
    t.g.game.combats.set(combat.id, combat as never);
    combat.addCombatant({ actor: crawler, token: t.place(crawler, 0).document });
    const locked = await side();
    expect(locked.disabled).toBe(true);
    // a disabled control may take no pointer events, so the words beside it say why
    const lock = locked.parentElement!.querySelector<HTMLElement>(".sp-side-lock")!;
    expect(lock.dataset.tooltipText).toBe("In a battle only the GM changes the side this fights on (6.2).");
    expect(lock.textContent).toBe("set by the GM in battle");
    t.stubs.actAs("gm");
    const open = await side();
    expect(open.disabled).toBe(false);
    expect(open.parentElement!.querySelector(".sp-side-lock")).toBeNull();
  });
});
