// Writes the Space Patrol! compendium sources (packs/_source/sp-weapons, sp-armour, sp-devices,
// sp-assets, sp-rules, sp-tables, sp-creation-tables, sp-spacecraft, sp-vehicles, sp-npcs) from the pure rules data and the texts in scripts/sp-packs/.
// Run when a table or text changes:   node scripts/sp-packs-source.mjs
// The YAML it writes is the tracked source; the build only reads it. Ids are derived from stable
// keys, so running it again rewrites the same documents.
import { base, esc, idFor, journal as kitJournal, langLookup, loadModule, root, writePack } from "./pack-source-kit.mjs";
import { join } from "node:path";
import { WEAPONS, ARMOUR, KITS, INJECTOR_TEXT, OTHER_DEVICES } from "./sp-packs/items.mjs";
import { ASSET_TEXT, CATEGORY_PAGES } from "./sp-packs/asset-text.mjs";
import { MARKER_TEXT, CONDITION_TEXT, TABLE_TEXT, BRANCH_TEXT } from "./sp-packs/rules-text.mjs";
import { creationTables } from "./sp-packs/creation-tables.mjs";
import { SPACECRAFT } from "./sp-packs/spacecraft.mjs";
import { VEHICLES } from "./sp-packs/vehicles.mjs";
import { NPCS } from "./sp-packs/npcs.mjs";

const SP = join(root, "src/rulesets/space-patrol");
const ENTRY = `export * from "${join(SP, "rules/index.ts")}";
export { initialValue } from "${join(root, "src/core/schema.ts")}";
export { WEAPON_SCHEMA } from "${join(SP, "data/weapon-schema.ts")}";
export { ARMOUR_SCHEMA } from "${join(SP, "data/armour-schema.ts")}";
export { DEVICE_SCHEMA } from "${join(SP, "data/device-schema.ts")}";
export { SPACECRAFT_SCHEMA } from "${join(SP, "data/spacecraft-schema.ts")}";
export { VEHICLE_SCHEMA } from "${join(SP, "data/vehicle-schema.ts")}";
export { NPC_SCHEMA } from "${join(SP, "data/npc-schema.ts")}";`;

/** Guide 6.14, 6.15, 7.12: totals below the first row and above the last read on them; these
 * bounds are what the RollTables show for "1 or less" and "40+". */
export const OPEN_LOW = -99;
export const OPEN_HIGH = 99;

async function loadRules() {
  return loadModule("sp-packs", ENTRY);
}


function item(type, prefix, img, schema, t, entry, sort) {
  const _id = idFor(prefix, entry.key);
  const system = { ...t.initialValue(schema), ...entry.system, description: entry.description };
  return { _id, _key: `!items!${_id}`, name: entry.name, type, img, system, effects: [], sort, ...base };
}

function journal(key, name, pages) {
  return kitJournal("sp", key, name, pages);
}


function assetsJournal(t) {
  const pages = CATEGORY_PAGES.map((page) => {
    const assets = t.ASSETS.filter((a) => a.category === page.category);
    const rows = assets.map((a) => {
      if (!ASSET_TEXT[a.id]) throw new Error(`No text for the asset ${a.id}`);
      return `<dt>${esc(a.name)}</dt><dd>${esc(ASSET_TEXT[a.id])}</dd>`;
    });
    return { name: page.name, content: `<p>${esc(page.intro)}</p><dl>${rows.join("")}</dl>` };
  });
  return journal("assets", "Space Patrol! Assets", pages);
}

function markerPage(name, markers, L) {
  const rows = markers.map((m) => {
    if (!MARKER_TEXT[m.id]) throw new Error(`No text for the marker ${m.id}`);
    const kind = m.stacks ? "Counted" : "Single";
    const swatch = `<span style="display:inline-block;width:1em;height:1em;border:1px solid #000;background:${m.colour}"></span> ${m.colour}`;
    return `<tr><td>${esc(L(m.label))}</td><td><code>${m.id}</code></td><td>${kind}</td><td>${swatch}</td><td>${esc(MARKER_TEXT[m.id])}</td></tr>`;
  });
  const head = "<tr><th>Marker</th><th>Id</th><th>Counted or single</th><th>Colour</th><th>What it does</th></tr>";
  return { name, content: `<table><thead>${head}</thead><tbody>${rows.join("")}</tbody></table>` };
}

function rulesJournal(t, L) {
  const assetName = (id) => t.ASSET_BY_ID[id].name;
  const entry = (e) => (e.kind === "asset" ? assetName(e.asset) : e.kind === "category" ? `any ${e.category} asset` : "Cross-Training");
  const branches = t.BRANCH_IDS.map((id) => {
    const b = t.BRANCHES[id];
    if (!BRANCH_TEXT[id]) throw new Error(`No text for the branch ${id}`);
    const ranks = t.RANK_TITLES[id].map((title, rank) => `<tr><td>${rank}</td><td>${esc(title)}</td></tr>`).join("");
    const table = b.table.map((e, i) => `<li>${i + 1}: ${esc(entry(e))}</li>`).join("");
    return (
      `<h2>${esc(L(b.label))}</h2><p>${esc(BRANCH_TEXT[id])} Every graduate gains ${esc(assetName(b.automatic))}.</p>` +
      `<table><thead><tr><th>Rank</th><th>Title</th></tr></thead><tbody>${ranks}</tbody></table>` +
      `<p>Branch table (d8):</p><ol style="list-style:none">${table}</ol>`
    );
  });
  return journal("rules", "Space Patrol! Branches, Ranks and Markers", [
    { name: "Branches and Ranks", content: branches.join("") },
    markerPage("Individual Markers", t.INDIVIDUAL_MARKERS, L),
    markerPage("Vehicle Markers", t.VEHICLE_MARKERS, L),
    markerPage("Spacecraft Markers", t.SPACECRAFT_MARKERS, L),
  ]);
}

/** What a row does, in words: its markers by name, then its conditions. */
function effectText(row, L) {
  // "Morale (vehicle)" is the sheet's name among all markers; inside a vehicle table "Morale" says it
  const markers = row.markers.map((id) => `${L(t.SPACE_PATROL_MARKERS.find((m) => m.id === id).label).replace(/\s*\(.*\)$/, "")} Marker`);
  const words = [...markers, ...row.conditions.filter((c) => !markerCovers(row, c)).map((c) => CONDITION_TEXT[c])];
  const text = words.join(", ");
  return text ? `${text[0].toUpperCase()}${text.slice(1)}.` : "No effect.";
}
/** A condition already drawn as one of the row's markers (prone, unconscious, wrecked) is not said twice. */
const markerCovers = (row, c) => row.markers.some((id) => id.endsWith(`-${c}`));

function damageTable(t, name, L) {
  const _id = idFor("spT", name);
  const rows = t.DAMAGE_TABLES[name];
  const results = rows.map((row) => {
    const rid = idFor("spR", `${name}.${row.key}`);
    const low = Number.isFinite(row.min) ? row.min : OPEN_LOW;
    const high = Number.isFinite(row.max) ? row.max : OPEN_HIGH;
    return {
      _id: rid,
      _key: `!tables.results!${_id}.${rid}`,
      type: "text",
      name: L(row.label),
      img: "icons/svg/d20-black.svg",
      description: `<p>${esc(effectText(row, L))}</p>`,
      range: [low, high],
      weight: 1,
      drawn: false,
      flags: { starskirmish: { damageRow: { key: row.key, markers: [...row.markers], conditions: [...row.conditions] } } },
    };
  });
  const text = TABLE_TEXT[name];
  const description = `<p>${esc(text.description)} The first row also takes every lower total and the last every higher one.</p>`;
  return { _id, _key: `!tables!${_id}`, name: text.name, img: "icons/svg/d20-grey.svg", description, formula: "3d10", replacement: true, displayRoll: true, results, sort: 0, ...base, flags: { starskirmish: { damageTable: name } } };
}


/**
 * A ship of scripts/sp-packs/spacecraft.mjs as an actor: blank codes, its stations held by NPC crew
 * at the entry's level (the rest left empty, level 0), and copies of the weapons it carries.
 */
function spacecraft(t, entry, sort, weaponDocs) {
  const _id = idFor("spS", entry.key);
  const initial = t.initialValue(t.SPACECRAFT_SCHEMA);
  const stations = Object.fromEntries(Object.entries(initial.stations).map(([k, v]) => [k, { ...v, npcLevel: entry.stations.includes(k) ? entry.npc : 0 }]));
  const items = entry.weapons.map((key) => {
    const source = weaponDocs.find((w) => WEAPONS[w.sort].key === key);
    if (!source) throw new Error(`${entry.key}: no weapon ${key}`);
    const itemId = idFor("spSW", `${entry.key}.${key}`);
    return { ...source, _id: itemId, _key: `!actors.items!${_id}.${itemId}` };
  });
  const notes = entry.notes.map((n) => `<p>${esc(n)}</p>`).join("");
  return {
    _id,
    _key: `!actors!${_id}`,
    name: entry.name,
    type: "spSpacecraft",
    img: "icons/svg/target.svg",
    system: { ...initial, side: entry.side, stations, notes },
    prototypeToken: { name: entry.name, actorLink: entry.side === "players", disposition: entry.side === "players" ? 1 : -1 },
    items,
    effects: [],
    sort,
    ...base,
  };
}

/** Copies of the weapons pack's entries named by `keys`, embedded in the actor `actorId`. */
function carried(actorId, ownerKey, keys, weaponDocs) {
  return keys.map((key) => {
    const source = weaponDocs.find((w) => WEAPONS[w.sort].key === key);
    if (!source) throw new Error(`${ownerKey}: no weapon ${key}`);
    const itemId = idFor("spVW", `${ownerKey}.${key}`);
    return { ...source, _id: itemId, _key: `!actors.items!${actorId}.${itemId}` };
  });
}

/** A vehicle of scripts/sp-packs/vehicles.mjs: blank figures, no one aboard, copies of its weapons. */
function vehicle(t, entry, sort, weaponDocs) {
  const _id = idFor("spV", entry.key);
  const notes = entry.notes.map((n) => `<p>${esc(n)}</p>`).join("");
  const system = { ...t.initialValue(t.VEHICLE_SCHEMA), vehicleType: entry.vehicleType, notes };
  return {
    _id,
    _key: `!actors!${_id}`,
    name: entry.name,
    type: "spVehicle",
    img: "icons/svg/wing.svg",
    system,
    prototypeToken: { name: entry.name, actorLink: false, disposition: -1 },
    items: carried(_id, entry.key, entry.weapons, weaponDocs),
    effects: [],
    sort,
    ...base,
  };
}

/** An NPC of scripts/sp-packs/npcs.mjs: every asset X, no Plot Armor Points, its side and flags. */
function npc(t, entry, sort) {
  const _id = idFor("spN", entry.key);
  const notes = entry.notes.map((n) => `<p>${esc(n)}</p>`).join("");
  const system = { ...t.initialValue(t.NPC_SCHEMA), side: entry.side, leader: entry.leader, hero: entry.hero, notes };
  const friendly = entry.side === "players";
  return {
    _id,
    _key: `!actors!${_id}`,
    name: entry.name,
    type: "spNpc",
    img: "icons/svg/mystery-man.svg",
    system,
    prototypeToken: { name: entry.name, actorLink: false, disposition: friendly ? 1 : -1 },
    items: [],
    effects: [],
    sort,
    ...base,
  };
}

const t = await loadRules();
const L = await langLookup();
const byKey = (list) => (d) => list[d.sort].key;
const weapons = WEAPONS.map((w, i) => item("spWeapon", "spW", "icons/svg/sword.svg", t.WEAPON_SCHEMA, t, w, i));
const armour = ARMOUR.map((a, i) => item("spArmour", "spA", "icons/svg/shield.svg", t.ARMOUR_SCHEMA, t, a, i));
const injectors = t.INJECTORS.map((inj) => {
  const text = INJECTOR_TEXT[inj.id];
  if (!text) throw new Error(`No text for the injector ${inj.id}`);
  // Guide 8.7: every injector is a one-use device
  return { key: `injector-${inj.id}`, name: text.name, system: { kind: "injector", injector: inj.id, doses: 1 }, description: `<p>${esc(text.text)}</p>` };
});
const deviceEntries = [...KITS, ...injectors, ...OTHER_DEVICES];
const deviceImg = (e) => (e.system.kind === "grenade" ? "icons/svg/explosion.svg" : e.system.kind === "injector" ? "icons/svg/heal.svg" : "icons/svg/item-bag.svg");
const devices = deviceEntries.map((d, i) => item("spDevice", "spD", deviceImg(d), t.DEVICE_SCHEMA, t, d, i));
await writePack("sp-weapons", weapons, byKey(WEAPONS));
await writePack("sp-armour", armour, byKey(ARMOUR));
await writePack("sp-devices", devices, byKey(deviceEntries));
await writePack("sp-assets", [assetsJournal(t)], () => "assets");
await writePack("sp-rules", [rulesJournal(t, L)], () => "branches-ranks-markers");
await writePack("sp-tables", ["individual", "vehicle", "spacecraft"].map((n) => damageTable(t, n, L)), (d) => d.flags.starskirmish.damageTable);
await writePack("sp-creation-tables", creationTables(t, L), (d) => d.flags.starskirmish.creationTable);
await writePack("sp-spacecraft", SPACECRAFT.map((s, i) => spacecraft(t, s, i, weapons)), (d) => SPACECRAFT[d.sort].key);
await writePack("sp-vehicles", VEHICLES.map((v, i) => vehicle(t, v, i, weapons)), (d) => VEHICLES[d.sort].key);
await writePack("sp-npcs", NPCS.map((n, i) => npc(t, n, i)), (d) => NPCS[d.sort].key);
