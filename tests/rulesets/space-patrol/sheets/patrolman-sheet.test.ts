// @vitest-environment happy-dom
// The patrolman sheet as v13 renders it, after a real init: its part drawn with real Handlebars
// from the prepared context (assets, markers, inventory, service record), an asset's Roll link
// calling the sheet's action with the clicked element, and an observer's sheet with no action bar
// whose clicks change nothing.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import type { ApplicationV2 } from "../../../helpers/foundry/application";
import type { TaskCardContext } from "../../../../src/rulesets/space-patrol/view/task-card";

async function sheetOf(ownership: Record<string, number>) {
  const t = await spaceBoard([15]);
  const rana = t.patrolman("Actor.rana", "Rana <i>Okafor</i>", { tactics: 3, stealth: 1 }, [t.item("weapon", "laser", { code: "M", kind: "energyWeapon", attack: "energy" })]);
  rana.ownership = ownership;
  await t.mark(rana, "sp-wound");
  const { PatrolmanSheet } = await import("../../../../src/rulesets/space-patrol/sheets/patrolman-sheet");
  const sheet = new PatrolmanSheet({ document: rana } as never) as unknown as ApplicationV2;
  await sheet.render(true);
  const click = async (selector: string) => {
    sheet.element.querySelector<HTMLElement>(selector)!.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
    await Promise.all(sheet.actionCalls);
  };
  return { t, rana, sheet, click };
}

describe("the patrolman sheet, rendered as v13 renders it", () => {
  it("shows the name escaped, every asset with its level, the markers and the carried weapon", async () => {
    const { sheet } = await sheetOf({ default: 0, player1: 3 });
    const part = sheet.element.querySelector<HTMLElement>('[data-application-part="sheet"]')!;
    expect(part.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe("Rana <i>Okafor</i>");
    expect(part.querySelector("i")).toBeNull();
    expect(part.querySelector<HTMLInputElement>('input[name="system.assets.tactics"]')!.value).toBe("3");
    expect(part.querySelector<HTMLInputElement>('input[name="system.assets.leadership"]')!.value).toBe("X");
    expect(part.querySelector('[data-marker-id="sp-wound"]')).not.toBeNull();
    expect(part.querySelector('[data-item-id="laser"]')).not.toBeNull();
    expect(part.querySelectorAll('[data-action="combatAction"]').length).toBeGreaterThan(0);
  });

  it("rolls the asset of the row clicked: the action gets the sheet as `this` and the link as its target", async () => {
    const { t, click } = await sheetOf({ default: 0, player1: 3 });
    t.answer({ dt: 12 });
    await click('[data-asset-id="tactics"] [data-action="rollAsset"]');
    expect(t.notes).toEqual([]);
    // d20 15 + Tactics 3 = 18 against DT 12
    expect(t.card<TaskCardContext>("cards/task-roll.hbs")).toMatchObject({ assetLevel: "3", result: { total: 18, success: true } });
  });

  it("gives an observer no action bar, and his click on an asset rolls nothing", async () => {
    const { t, sheet, click } = await sheetOf({ default: 2 });
    expect(sheet.element.querySelectorAll('[data-action="combatAction"]')).toHaveLength(0);
    await click('[data-asset-id="tactics"] [data-action="rollAsset"]');
    expect(t.messages).toEqual([]);
    expect(t.rolled).toEqual([]);
  });
});
