// @vitest-environment happy-dom
// The markers part of an actor sheet, rendered as v13 renders it, for a figure in a battle: a player
// finds the buttons of the markers the GM keeps (markers/kept-markers.ts) locked, the row saying
// why, rather than offered and then refused; the GM, and the player outside a battle, find them
// working. Shown on a Starship Marine figure, whose casualty and wound only the GM takes off while
// it fights (4.6, 3.5).
import { describe, expect, it } from "vitest";
import { starshipMarineDeck } from "../../helpers/starship-marine-deck";
import { renderedSheet } from "../../helpers/rendered-sheet";
import { StandInCombat } from "../../helpers/foundry/combat";

async function sheetOf({ fights, viewer }: { fights: boolean; viewer: "gm" | "player1" }) {
  const d = await starshipMarineDeck([]);
  const kell = d.figure("Kell", "marineScaII", "player1");
  const { setMarkerCount, markerDefinition } = await import("../../../src/system/markers/marker-store");
  await setMarkerCount(kell as never, markerDefinition("ssm-wounded")!, 1);
  if (fights) {
    const combat = new StandInCombat({ _id: "combat1" });
    d.g.game.combats.set(combat.id, combat as never);
    combat.addCombatant({ actor: kell } as never);
  }
  d.stubs.actAs(viewer);
  const { StarshipMarineFigureSheet } = await import("../../../src/rulesets/starship-marine/sheets/figure-sheet");
  const { sheet } = await renderedSheet(StarshipMarineFigureSheet, kell);
  const row = (id: string) => sheet.element.querySelector<HTMLElement>(`.ssk-markers [data-marker-id="${id}"]`)!;
  const removable = (id: string) => !row(id).querySelector<HTMLButtonElement>(".ssk-marker-remove")!.disabled;
  const addable = (id: string) => !row(id).querySelector<HTMLButtonElement>(".ssk-marker-add")!.disabled;
  const note = () => sheet.element.querySelector(".ssk-markers .ssk-hint")?.textContent ?? null;
  return { row, removable, addable, note };
}

describe("a sheet's kept markers, in a battle", () => {
  it("are locked for the player whose figure fights, the row saying why; a marker of the player's own stays free", async () => {
    const s = await sheetOf({ fights: true, viewer: "player1" });
    expect(s.removable("ssm-wounded")).toBe(false);
    // a removal marker may still be added by its owner's client
    expect(s.addable("ssm-wounded")).toBe(true);
    expect(s.row("ssm-wounded").dataset.tooltip).toBe("A result of the rules: during a battle only the GM changes it.");
    // 3.15: in hand to hand is the players' own reminder
    expect(s.addable("ssm-inHandToHand")).toBe(true);
    expect(s.row("ssm-inHandToHand").dataset.tooltip).toBeUndefined();
    // a line above the list says why, as a disabled button shows no tooltip
    expect(s.note()).toBe("This figure is in a battle: the rules' results are the GM's to take off (some also to put on), so those buttons are locked here.");
  });

  it("work for the GM in a battle, and for the player outside one", async () => {
    for (const view of [{ fights: true, viewer: "gm" as const }, { fights: false, viewer: "player1" as const }]) {
      const s = await sheetOf(view);
      expect(s.removable("ssm-wounded"), view.viewer).toBe(true);
      expect(s.row("ssm-wounded").dataset.tooltip, view.viewer).toBeUndefined();
      expect(s.note(), view.viewer).toBeNull();
    }
  });
});
