// Writes the Striker II weapon and armour compendium sources (packs/_source/str-weapons and
// str-armour) from the rules tables, one YAML file per item. Run when a table changes:
//   node scripts/striker-items.mjs          (--check compares without writing)
// The YAML it writes is the tracked source; the build only reads it. Ids are derived from the
// table ids, so running it again rewrites the same documents.
import { join } from "node:path";
import { readFile } from "node:fs/promises";
import { idFor, loadModule, root, writePack } from "./pack-source-kit.mjs";

const ENTRY = `export * from "${join(root, "src/rulesets/striker/rules/index.ts")}";
export { weaponItemFromTable, armourItemFromTable } from "${join(root, "src/rulesets/striker/data/weapon-item.ts")}";
export { handGrenadeItems, rifleGrenadeItem, grenadeLauncherItem, mountItem } from "${join(root, "src/rulesets/striker/data/grenade-items.ts")}";`;

function doc(id, name, type, img, system) {
  return { _id: id, _key: `!items!${id}`, name, type, img, system, effects: [], folder: null, sort: 0, ownership: { default: 0 }, flags: {} };
}

const t = await loadModule("striker-items", ENTRY);
const byTableId = (d) => d.system.tableId;
const names = JSON.parse(await readFile(join(root, "scripts/striker-item-names.json"), "utf8"));
const weapons = [...t.SLUG_THROWERS, ...t.ENERGY_WEAPONS, ...t.CREW_SERVED_WEAPONS];
const missing = [...weapons.map((w) => w.id).filter((id) => !names.weapons[id]), ...t.PERSONAL_ARMOUR.map((p) => p.id).filter((id) => !names.armour[id])];
if (missing.length) throw new Error(`No name for ${missing.join(", ")}`);
// Grenades, launchers and mounts (WEAPONS: HAND GRENADES ... WEAPON MOUNTS) share the weapon pack.
const grenadeItems = [...t.RIFLE_GRENADES.map(t.rifleGrenadeItem), ...t.GRENADE_LAUNCHERS.map(t.grenadeLauncherItem)];
const grenadeMissing = grenadeItems.map((g) => g.tableId).filter((id) => !names.grenades[id]);
if (grenadeMissing.length) throw new Error(`No name for ${grenadeMissing.join(", ")}`);
const handName = (g) => `${g.system.ammo[0].type} Hand Grenade (TL ${g.system.tl})`;
const mountName = (m) => `Weapon Mount: ${m.system.mountFor} (TL ${m.system.tl})`;
const mounts = t.WEAPON_MOUNTS.map((m) => {
  if (!names.mountWeapons[m.weapon]) throw new Error(`No name for the ${m.weapon} mount`);
  return t.mountItem(m, names.mountWeapons[m.weapon]);
});
await writePack("str-weapons", [
  ...weapons.map((w) => doc(idFor("strW", w.id), names.weapons[w.id], "strWeapon", "icons/svg/sword.svg", t.weaponItemFromTable(w))),
  ...t.handGrenadeItems().map((g) => doc(idFor("strW", g.tableId), handName(g), "strWeapon", "icons/svg/explosion.svg", g.system)),
  ...grenadeItems.map((g) => doc(idFor("strW", g.tableId), names.grenades[g.tableId], "strWeapon", "icons/svg/explosion.svg", g.system)),
  ...mounts.map((m) => doc(idFor("strW", m.tableId), mountName(m), "strWeapon", "icons/svg/anchor.svg", m.system)),
], byTableId);
await writePack("str-armour", t.PERSONAL_ARMOUR.map((p) => doc(idFor("strA", p.id), names.armour[p.id], "strArmour", "icons/svg/shield.svg", t.armourItemFromTable(p))), byTableId);
