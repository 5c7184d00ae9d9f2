/**
 * What the Striker armour sheet shows, from the item's data alone, so the sheet in Foundry and the
 * offline gallery render the same. The row it copies is named as the PERSONAL ARMOR table
 * (Striker WEAPONS) names it, with that row's printed values, never by its internal id: the id
 * only keys the row (battle dress may run, Striker 6.A.1).
 */
import { ARMOUR_FORMS, ARMOUR_SCHEMA, type ArmourItemSystem } from "../data/armour-schema";
import { armourItemFromTable, armourText, printed } from "../data/weapon-item";
import { PERSONAL_ARMOUR } from "../rules/personal-armour";
import { inputValue } from "../../../core/number-input";
import type { Choice } from "./weapon-context";

/** One option of the row select: a printed row with its columns, or a choice that is no row. */
export interface ArmourRowOption {
  value: string;
  /** The row's name as printed (lang key), or the text of a choice that is no row. */
  label: string;
  selected: boolean;
  /** The row's columns as the table prints them; absent for a choice that is no row. */
  printed?: { armour: string; weight: string; volume: string; price: string };
}

/** The printed rows of one tech level, as the table lists them (TL first). */
export interface ArmourRowGroup {
  tl: number;
  rows: ArmourRowOption[];
}

export interface ArmourSheetContext {
  /** None (armour of one's own), and an id no row has if the item carries one. */
  otherRows: ArmourRowOption[];
  tableRows: ArmourRowGroup[];
  forms: Choice[];
  /** The energy value is read only for the bracketed form (ruling STR-5). */
  bracketed: boolean;
  /** The item's own armour value as the table would print it: "5", "(1)", "1[6]", "[10]". */
  armourText: string;
  /** The inputs' values: empty where the table leaves the column blank. */
  weightKg: number | "";
  volumeL: number | "";
  priceCr: number | "";
}

function rowOption(row: (typeof PERSONAL_ARMOUR)[number], selectedId: string): ArmourRowOption {
  const sys = armourItemFromTable(row);
  return {
    value: row.id,
    label: row.label,
    selected: row.id === selectedId,
    printed: { armour: armourText(sys), weight: printed(sys.weightKg), volume: printed(sys.volumeL), price: printed(sys.priceCr) },
  };
}

/**
 * The choices that are no row: none, and an id no row has (typed on an older sheet), which stays
 * selectable under a label saying so, so saving the sheet does not silently clear it.
 */
export function otherRowOptions(tableId: string): ArmourRowOption[] {
  const known = PERSONAL_ARMOUR.some((p) => p.id === tableId);
  const unknown: ArmourRowOption[] = tableId !== "" && !known ? [{ value: tableId, label: "STARSKIRMISH.Striker.Armour.notARow", selected: true }] : [];
  return [{ value: "", label: "STARSKIRMISH.Striker.Armour.ownRow", selected: tableId === "" }, ...unknown];
}

/** The printed rows grouped by tech level, in the table's order. */
export function armourRowGroups(tableId: string): ArmourRowGroup[] {
  const groups: ArmourRowGroup[] = [];
  for (const row of PERSONAL_ARMOUR) {
    const last = groups.at(-1);
    const option = rowOption(row, tableId);
    if (last?.tl === row.tl) last.rows.push(option);
    else groups.push({ tl: row.tl, rows: [option] });
  }
  return groups;
}

export function armourSheetContext(system: ArmourItemSystem): ArmourSheetContext {
  return {
    otherRows: otherRowOptions(system.tableId),
    tableRows: armourRowGroups(system.tableId),
    forms: ARMOUR_FORMS.map((f) => ({ value: f, label: `STARSKIRMISH.Field.Choice.${f}` })),
    bracketed: system.form === "bracketed",
    armourText: armourText(system),
    weightKg: inputValue(ARMOUR_SCHEMA.weightKg, system.weightKg),
    volumeL: inputValue(ARMOUR_SCHEMA.volumeL, system.volumeL),
    priceCr: inputValue(ARMOUR_SCHEMA.priceCr, system.priceCr),
  };
}
