// @vitest-environment happy-dom
// The Striker armour sheet as v13 renders it, after a real init in a Striker world: it is the sheet
// registered for strArmour, and the PERSONAL ARMOR row the item copies is named as the table names
// it, with the row's printed values (ruling STR-5), where the field sheet showed its id ("ablat").
import { describe, expect, it } from "vitest";
import { strikerBoard } from "../../../helpers/striker-board";
import { makeItem } from "../../../helpers/fake-documents";
import type { ApplicationV2 } from "../../../helpers/foundry/application";

async function setup(tableId?: string) {
  const b = await strikerBoard();
  const { StrikerArmourSheet } = await import("../../../../src/rulesets/striker/sheets/armour-sheet");
  const { armourItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
  const { PERSONAL_ARMOUR } = await import("../../../../src/rulesets/striker/rules/index");
  const system = { ...armourItemFromTable(PERSONAL_ARMOUR.find((p) => p.id === "ablat")!), ...(tableId === undefined ? {} : { tableId }) };
  const item = makeItem({ _id: "ablat1", name: "Ablat", type: "strArmour", system });
  const sheet = new StrikerArmourSheet({ document: item } as never) as unknown as ApplicationV2;
  await sheet.render(true);
  const select = sheet.element.querySelector<HTMLSelectElement>('select[name="system.tableId"]');
  // the option the markup selects (happy-dom's select.value does not follow a later option's selected)
  const chosen = select?.querySelector<HTMLOptionElement>("option[selected]") ?? null;
  return { ...b, StrikerArmourSheet, sheet, select, chosen };
}

describe("the Striker armour sheet, rendered as v13 renders it", () => {
  it("is the sheet init registers for strArmour", async () => {
    const t = await setup();
    const registered = t.stubs.sheets.filter((s) => s.options.types?.includes("strArmour")).map((s) => s.sheet);
    expect(registered).toEqual([t.StrikerArmourSheet]);
  });

  it("names the row it copies with the row's values, and shows no internal id", async () => {
    const t = await setup();
    expect(t.select?.querySelectorAll("option[selected]")).toHaveLength(1);
    expect(t.chosen?.value).toBe("ablat");
    expect(t.chosen?.textContent).toBe("Ablat: armour 1[6]; weight (kg) 2; volume (litres) 4.5; Cr 75");
    const shown = [...t.sheet.element.querySelectorAll<HTMLInputElement>("input")].map((i) => i.value);
    expect(shown).not.toContain("ablat");
    expect([...t.select!.options].map((o) => o.textContent)).not.toContain("ablat");
    expect(t.sheet.element.querySelector(".str-armour-printed .str-printed")?.textContent).toBe("1[6]");
  });

  it("offers armour of one's own, and keeps an id no row has under a label saying so", async () => {
    const own = await setup("");
    expect(own.chosen?.textContent).toBe("None: armour of your own");
    const odd = await setup("myPlate");
    expect(odd.chosen?.value).toBe("myPlate");
    expect(odd.chosen?.textContent).toBe("Not a row of the printed table");
  });
});
