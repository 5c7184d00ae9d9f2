// Writes the Striker II weapon and armour compendium sources (packs/_source/str-weapons and
// str-armour) from the rules tables, one YAML file per item. Run once when a table changes:
//   node scripts/striker-items.mjs
// The YAML it writes is the tracked source; the build only reads it. Ids are derived from the
// table ids, so running it again rewrites the same documents.
import { build } from "vite";
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import YAML from "yaml";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const ENTRY = `export * from "${join(root, "src/rulesets/striker/rules/index.ts")}";
export { weaponItemFromTable, armourItemFromTable } from "${join(root, "src/rulesets/striker/data/weapon-item.ts")}";
export { handGrenadeItems, rifleGrenadeItem, grenadeLauncherItem, mountItem } from "${join(root, "src/rulesets/striker/data/grenade-items.ts")}";`;

async function loadTables() {
  const tmp = join(root, "build/striker-items");
  await mkdir(tmp, { recursive: true });
  await writeFile(join(tmp, "entry.ts"), ENTRY);
  await build({ configFile: false, root, logLevel: "warn", build: { outDir: tmp, emptyOutDir: false, target: "es2022", lib: { entry: join(tmp, "entry.ts"), formats: ["es"], fileName: () => "tables.mjs" } } });
  return import(join(tmp, "tables.mjs"));
}

/** A stable 16-character id from a prefix and the table id. */
function idFor(prefix, tableId) {
  return (prefix + createHash("sha1").update(tableId).digest("hex")).slice(0, 16);
}

function doc(id, name, type, img, system) {
  return { _id: id, _key: `!items!${id}`, name, type, img, system, effects: [], folder: null, sort: 0, ownership: { default: 0 }, flags: {} };
}

async function writePack(name, docs) {
  const dir = join(root, "packs/_source", name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const d of docs) await writeFile(join(dir, `${d.system.tableId}.yml`), YAML.stringify(d, { lineWidth: 0 }));
  console.log(`${name}: ${docs.length} documents`);
}

const t = await loadTables();
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
]);
await writePack("str-armour", t.PERSONAL_ARMOUR.map((p) => doc(idFor("strA", p.id), names.armour[p.id], "strArmour", "icons/svg/shield.svg", t.armourItemFromTable(p))));
