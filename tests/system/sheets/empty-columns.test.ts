/**
 * A column the Striker tables leave blank is stored as NOT_PRINTED (-1). The sheets show it as an
 * empty input, and an emptied input (which v13's FormDataExtended submits as null, and which the
 * data model would otherwise clean back to the field's initial value) is stored as the blank.
 */
import { describe, expect, it } from "vitest";
import { fillEmptiedNumbers, specRows, type InputRow } from "../../../src/system/sheets/spec-fields";
import { inputMin, inputValue } from "../../../src/core/number-input";
import { ARMOUR_SCHEMA } from "../../../src/rulesets/striker/data/armour-schema";
import { NOT_PRINTED, WEAPON_SCHEMA } from "../../../src/rulesets/striker/data/weapon-schema";
import { weaponItemFromTable } from "../../../src/rulesets/striker/data/weapon-item";
import { weaponSheetContext } from "../../../src/rulesets/striker/view/weapon-context";
import { applyRowEdits, changedRowFields } from "../../../src/core/form-rows";
import { SLUG_THROWERS } from "../../../src/rulesets/striker/rules/slug-weapons";

function inputs(rows: ReturnType<typeof specRows>): InputRow[] {
  return rows.flatMap((r) => (r.kind === "group" ? r.rows : r.kind === "table" ? r.rows.flat() : [r]));
}

describe("a column the table leaves blank", () => {
  it("is an empty input on the field-drawn sheet, and its input takes no negative number", () => {
    const rows = inputs(specRows(ARMOUR_SCHEMA, { priceCr: NOT_PRINTED, weightKg: 2.5, volumeL: 0 }, "system", "STARSKIRMISH.Field"));
    const price = rows.find((r) => r.name === "system.priceCr");
    expect(price).toMatchObject({ kind: "number", value: "", min: 0, step: "1" });
    // a weight has decimals: its input must not refuse 2.5
    expect(rows.find((r) => r.name === "system.weightKg")).toMatchObject({ value: 2.5, min: 0, step: "any" });
    // a field with no blank keeps its own value and bounds
    expect(rows.find((r) => r.name === "system.value")).toMatchObject({ min: 0, max: 99, step: "1" });
  });

  it("keeps 0 as 0: only the blank itself is shown empty", () => {
    expect(inputValue(WEAPON_SCHEMA.priceCr, 0)).toBe(0);
    expect(inputValue(WEAPON_SCHEMA.priceCr, NOT_PRINTED)).toBe("");
    expect(inputMin(WEAPON_SCHEMA.priceCr)).toBe(0);
    expect(inputMin(WEAPON_SCHEMA.tl)).toBe(0);
    expect(inputValue(WEAPON_SCHEMA.tl, NOT_PRINTED)).toBe(NOT_PRINTED);
  });

  it("is stored when the user empties the input; other emptied numbers are left to Foundry", () => {
    const system: Record<string, unknown> = { weightKg: null, priceCr: null, tl: null, recoil: "low" };
    fillEmptiedNumbers(WEAPON_SCHEMA, system);
    expect(system).toEqual({ weightKg: NOT_PRINTED, priceCr: NOT_PRINTED, tl: null, recoil: "low" });
  });

  it("is stored inside a list that arrives keyed by index, as a sheet's rows do", () => {
    const system = { ammo: { "0": { magazinePriceCr: null, magazineWeightKg: 0.5, damage: null }, "1": { magazineWeightKg: null } } };
    fillEmptiedNumbers(WEAPON_SCHEMA, system);
    expect(system.ammo).toEqual({ "0": { magazinePriceCr: NOT_PRINTED, magazineWeightKg: 0.5, damage: null }, "1": { magazineWeightKg: NOT_PRINTED } });
    const listed = { ammo: [{ magazinePriceCr: null }] };
    fillEmptiedNumbers(WEAPON_SCHEMA, listed);
    expect(listed.ammo[0]?.magazinePriceCr).toBe(NOT_PRINTED);
  });

  it("round-trips on the weapon sheet: the LAG's unprinted prices show empty and stay blank when the form is sent back", () => {
    const lag = SLUG_THROWERS.find((w) => w.id === "lag");
    if (!lag) throw new Error("no LAG in the table");
    const system = weaponItemFromTable(lag);
    const context = weaponSheetContext(system);
    expect(context.priceCr).toBe("");
    expect(context.priceText).toBe("–");
    expect(context.ammoRows[0]?.magazinePriceCr).toBe("");
    expect(context.ammoRows[1]?.magazinePriceCr).toBe(20);
    // the form sends the empty inputs back as null (FormDataExtended); the sheet fills them, keeps
    // what the user changed and lays it over the rows
    const sent = { priceCr: null, ammo: { "0": { magazinePriceCr: null, damage: 5 } } };
    fillEmptiedNumbers(WEAPON_SCHEMA, sent);
    const edits = changedRowFields(system.ammo, sent.ammo);
    expect(edits["0"]).not.toHaveProperty("magazinePriceCr");
    const ammo = applyRowEdits(system.ammo, edits);
    expect(sent.priceCr).toBe(NOT_PRINTED);
    expect(ammo[0]).toMatchObject({ magazinePriceCr: NOT_PRINTED, damage: 5, type: "HE" });
    expect(ammo[1]?.magazinePriceCr).toBe(20);
  });
});
