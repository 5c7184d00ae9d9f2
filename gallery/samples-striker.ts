/** Striker II's sheets and cards for the gallery, built by the same functions the system uses. */
import { markersOf, ruleSet, specSheet, type Sample, type SourceDoc } from "./samples";
import { specRows } from "../src/system/sheets/spec-fields";
import { ARMOUR_SCHEMA } from "../src/rulesets/striker/data/armour-schema";
import { armourItemFromTable, weaponItemFromTable } from "../src/rulesets/striker/data/weapon-item";
import { weaponSheetContext } from "../src/rulesets/striker/sheets/weapon-context";
import { PERSONAL_ARMOUR, SLUG_THROWERS } from "../src/rulesets/striker/rules/index";

const ITEM_CLASSES = "application sheet starskirmish item";

function weaponSheet(id: string, title: string, name: string, tableId: string): Sample {
  const weapon = SLUG_THROWERS.find((w) => w.id === tableId);
  if (!weapon) throw new Error(`No weapon ${tableId}`);
  const system = weaponItemFromTable(weapon);
  return {
    id,
    title,
    kind: "sheet",
    template: "striker/sheets/weapon.hbs",
    classes: `${ITEM_CLASSES} striker str-weapon-sheet`,
    context: { item: { name, img: "icons/svg/combat.svg" }, system, editable: true, ...weaponSheetContext(system) },
  };
}

function armourSheet(): Sample {
  const striker = ruleSet("striker");
  const armour = PERSONAL_ARMOUR.find((p) => p.id === "ablat");
  if (!armour) throw new Error("No ablat");
  const system = armourItemFromTable(armour);
  return {
    id: "striker-armour",
    title: "Striker armour (field-drawn item sheet)",
    kind: "sheet",
    template: "shared/spec-item-sheet.hbs",
    classes: `${ITEM_CLASSES} spec-sheet`,
    context: {
      item: { name: "Ablat", img: "icons/svg/mystery-man.svg" },
      ruleSetLabel: striker.label,
      rows: specRows(ARMOUR_SCHEMA, system, "system", "STARSKIRMISH.Field"),
      editable: true,
    },
  };
}

export function strikerSamples(sources: { team: SourceDoc }): Sample[] {
  const striker = ruleSet("striker");
  return [
    specSheet(striker, sources.team, markersOf(striker, {})),
    weaponSheet("striker-weapon", "Striker weapon: 9mm ACR, three ammunition types", "9mm ACR (Advanced Combat Rifle)", "acr9mm"),
    weaponSheet("striker-weapon-contact", "Striker weapon: 10mm snub pistol, contact range", "10mm Snub Pistol", "snub10mm"),
    armourSheet(),
  ];
}
