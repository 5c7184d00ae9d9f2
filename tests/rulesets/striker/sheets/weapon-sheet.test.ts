// @vitest-environment happy-dom
// The Striker weapon sheet as v13 renders it, after a real init: its ammunition rows change from
// their buttons and from the form, each change reading the rows as they are when its turn comes in
// the item's line. Two Add clicks in flight add two rows; a row's Remove clicked twice removes that
// row once; a damage typed while a row is being added lands on the row it was typed in, and a row
// whose damage was just typed is still the row its Remove takes out.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../../../helpers/boot";
import { makeItem, type StandInItem } from "../../../helpers/fake-documents";
import { editControl } from "../../../helpers/form-edit";
import type { ApplicationV2 } from "../../../helpers/foundry/application";
import type { AmmoRowSystem } from "../../../../src/rulesets/striker/data/weapon-schema";

async function setup(): Promise<{ sheet: ApplicationV2; weapon: StandInItem<"strWeapon"> }> {
  await bootSystem({ "starskirmish.ruleSet": "striker" });
  const { StrikerWeaponSheet } = await import("../../../../src/rulesets/striker/sheets/weapon-sheet");
  const { weaponItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
  const { SLUG_THROWERS } = await import("../../../../src/rulesets/striker/rules/index");
  const weapon = makeItem({ _id: "gun", name: "7mm ACR", type: "strWeapon", system: weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "acr7mm")!) });
  const sheet = new StrikerWeaponSheet({ document: weapon } as never) as unknown as ApplicationV2;
  await sheet.render(true);
  return { sheet, weapon };
}

const ammoOf = (weapon: StandInItem<"strWeapon">): AmmoRowSystem[] => (weapon.system as unknown as { ammo: AmmoRowSystem[] }).ammo;

/** Clicks a button as a user does, without waiting: Foundry does not wait for an action either. */
function press(sheet: ApplicationV2, selector: string): void {
  const button = sheet.element.querySelector<HTMLElement>(selector);
  if (!button) throw new Error(`No ${selector} on the sheet`);
  button.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
}

describe("the Striker weapon sheet's ammunition rows", () => {
  it("adds two rows for two Add clicks made before the first change came back", async () => {
    const { sheet, weapon } = await setup();
    const before = ammoOf(weapon).length;
    press(sheet, '[data-action="addAmmo"]');
    press(sheet, '[data-action="addAmmo"]');
    await Promise.all(sheet.actionCalls);
    expect(ammoOf(weapon)).toHaveLength(before + 2);
    expect(ammoOf(weapon).slice(before).every((row) => row.bands.length === 1)).toBe(true);
  });

  it("removes a row whose Remove was clicked twice once, and not the row after it", async () => {
    const { sheet, weapon } = await setup();
    const rows = ammoOf(weapon).map((row) => row.type);
    expect(rows.length).toBeGreaterThan(1);
    press(sheet, '[data-ammo-index="0"] [data-action="removeAmmo"]');
    press(sheet, '[data-ammo-index="0"] [data-action="removeAmmo"]');
    await Promise.all(sheet.actionCalls);
    expect(ammoOf(weapon).map((row) => row.type)).toEqual(rows.slice(1));
  });

  it("takes a range column off for each of two clicks in flight, and adds them back up to the three columns of ruling STR-1", async () => {
    const { sheet, weapon } = await setup();
    expect(ammoOf(weapon)[0]!.bands).toHaveLength(3);
    press(sheet, '[data-ammo-index="0"] [data-action="removeBand"]');
    press(sheet, '[data-ammo-index="0"] [data-action="removeBand"]');
    await Promise.all(sheet.actionCalls);
    expect(ammoOf(weapon)[0]!.bands).toHaveLength(1);
    await sheet.render();
    for (let i = 0; i < 4; i++) press(sheet, '[data-ammo-index="0"] [data-action="addBand"]');
    await Promise.all(sheet.actionCalls);
    expect(ammoOf(weapon)[0]!.bands).toHaveLength(3);
  });

  it("keeps a damage typed in a row while a row was being added, on the row it was typed in", async () => {
    const { sheet, weapon } = await setup();
    const before = ammoOf(weapon);
    press(sheet, '[data-action="addAmmo"]');
    editControl(sheet.element, "system.ammo.1.damage", before[1]!.damage + 2);
    await Promise.all([...sheet.actionCalls, ...sheet.submitCalls]);
    const after = ammoOf(weapon);
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((row) => row.damage)).toEqual([before[0]!.damage, before[1]!.damage + 2, ...before.slice(2).map((row) => row.damage), 0]);
  });

  it("removes a row whose damage was typed just before its Remove was pressed", async () => {
    const { sheet, weapon } = await setup();
    const before = ammoOf(weapon).map((row) => row.type);
    editControl(sheet.element, "system.ammo.0.damage", 99);
    press(sheet, '[data-ammo-index="0"] [data-action="removeAmmo"]');
    await Promise.all([...sheet.submitCalls, ...sheet.actionCalls]);
    expect(ammoOf(weapon).map((row) => row.type)).toEqual(before.slice(1));
  });
});
