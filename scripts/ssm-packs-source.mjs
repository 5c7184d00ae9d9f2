// Writes the Starship Marine compendium sources (packs/_source/ssm-figures, ssm-organisations,
// ssm-gear, ssm-tables, ssm-rules, ssm-scenarios) from the pure rules data and the texts in
// scripts/ssm-packs/.
// Run when a table, an order of battle or a text changes:   node scripts/ssm-packs-source.mjs
// The YAML it writes is the tracked source; the build only reads it. Ids come from stable keys.
import { join } from "node:path";
import { base, esc, idFor, journal, langLookup, loadModule, root, writePack } from "./pack-source-kit.mjs";
import { EQUIPMENT_NAME, EQUIPMENT_TEXT, GEAR, HOSPITAL_TEXT, INJURY_TEXT, MARKER_TEXT, PROTECTION_NAME } from "./ssm-packs/texts.mjs";
import { ROOMS, RUNS, SCENARIO_TEXT, SPACE, segments } from "./ssm-packs/scenario.mjs";

const SSM = join(root, "src/rulesets/starship-marine");
const ENTRY = `export * from "${join(SSM, "rules/index.ts")}";
export { initialValue } from "${join(root, "src/core/schema.ts")}";
export { FIGURE_SCHEMA } from "${join(SSM, "data/figure-schema.ts")}";
export { GEAR_SCHEMA } from "${join(SSM, "data/gear-schema.ts")}";
export { TROOP_TYPES, TROOP_TYPE_IDS } from "${join(SSM, "data/troop-types.ts")}";
export { OOB_FIGURES, ORDERS_OF_BATTLE, unitsOf } from "${join(SSM, "data/orders-of-battle.ts")}";`;

const t = await loadModule("ssm-packs", ENTRY);
const L = await langLookup();

/** A document's file name: its name, lower case, runs of anything else as one hyphen. */
const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

const img = (type) => (type.robot ? "icons/svg/mystery-man-black.svg" : "icons/svg/mystery-man.svg");

function figure(key, name, troopType, rank, notes) {
  const _id = idFor("ssmF", key);
  const system = { ...t.initialValue(t.FIGURE_SCHEMA), troopType, rank, experience: "experienced", notes };
  return {
    _id,
    _key: `!actors!${_id}`,
    name,
    type: "ssmFigure",
    img: img(t.TROOP_TYPES[troopType]),
    system,
    // a 25 mm figure on a 2.5 cm base: one grid space of the Starship Marine scene
    prototypeToken: { name, actorLink: false, width: 1, height: 1 },
    effects: [],
    items: [],
    sort: 0,
    ...base,
  };
}

/**
 * A rankless figure of Part 5 whose name is its type's (compared as file names are: "Close
 * Support Robot" is the type "Close support robot") is the type's figure, under Part 5's spelling;
 * two documents under one file name would leave only one of them in the pack.
 */
const sameTypeFigure = (f) => f.rank === "none" && slug(L(`STARSKIRMISH.Field.Choice.${f.troopType}`)) === slug(f.name);
const printedName = Object.fromEntries(Object.values(t.OOB_FIGURES).filter(sameTypeFigure).map((f) => [f.troopType, f.name]));

// One figure of every troop type, named as the type is, then the ranked figures of Part 5.
const typeFigures = t.TROOP_TYPE_IDS.map((id) => figure(`type-${id}`, printedName[id] ?? L(`STARSKIRMISH.Field.Choice.${id}`), id, t.TROOP_TYPES[id].marine ? "private" : "none", ""));
const typeDoc = Object.fromEntries(t.TROOP_TYPE_IDS.map((id, i) => [id, typeFigures[i]]));
const oobDoc = {};
const rankedFigures = [];
for (const [key, f] of Object.entries(t.OOB_FIGURES)) {
  if (sameTypeFigure(f)) {
    oobDoc[key] = typeDoc[f.troopType];
    continue;
  }
  const doc = figure(`oob-${key}`, f.name, f.troopType, f.rank, "<p>A figure of the orders of battle (Starship Marine Part 5).</p>");
  oobDoc[key] = doc;
  rankedFigures.push(doc);
}
const figures = [...typeFigures, ...rankedFigures];

const formationUuid = (unit) => `Compendium.starskirmish.ssm-organisations.Actor.${idFor("ssmO", unit.key)}`;
const figureUuid = (doc) => `Compendium.starskirmish.ssm-figures.Actor.${doc._id}`;

function formation(unit) {
  const _id = idFor("ssmO", unit.key);
  const members = [
    ...unit.figures.map((line, i) => ({ uuid: figureUuid(oobDoc[line.figure]), name: oobDoc[line.figure].name, quantity: line.quantity, role: i === 0 ? "leader" : "member" })),
    ...unit.units.map((sub) => ({ uuid: formationUuid(sub.unit), name: sub.unit.name, quantity: sub.quantity, role: "member" })),
  ];
  const notes = `<p>Starship Marine ${unit.section}.</p>${unit.note ? `<p>${esc(unit.note)}</p>` : ""}`;
  return {
    _id,
    _key: `!actors!${_id}`,
    name: unit.name,
    type: "formation",
    img: "icons/svg/combat.svg",
    system: { members, level: unit.level, shape: "block", facing: "N", notes },
    prototypeToken: { name: unit.name, actorLink: false },
    effects: [],
    items: [],
    sort: 0,
    ...base,
  };
}
const units = new Map();
for (const oob of t.ORDERS_OF_BATTLE) for (const unit of t.unitsOf(oob)) units.set(unit.key, unit);
const formations = [...units.values()].map(formation);

const gear = GEAR.map((g, i) => {
  const _id = idFor("ssmG", g.key);
  const system = { ...t.initialValue(t.GEAR_SCHEMA), kind: g.kind, section: g.section, fireLine: g.fireLine, doorPoints: g.doorPoints, setupMoves: g.setupMoves, ecm: g.ecm === true, deploys: g.deploys ?? "none", description: `<p>${esc(g.text)}</p>` };
  const icon = g.kind === "grenade" || g.kind === "charge" ? "icons/svg/explosion.svg" : g.kind === "weapon" ? "icons/svg/lightning.svg" : "icons/svg/item-bag.svg";
  return { _id, _key: `!items!${_id}`, name: g.name, type: "ssmGear", img: icon, system, effects: [], sort: i, ...base };
});

/** A 1d6 table from a column of six results, faces that read alike on one row. */
function d6Table(key, name, description, column, text) {
  const _id = idFor("ssmT", key);
  const rows = [];
  column.forEach((result, i) => {
    const last = rows.at(-1);
    if (last && last.result === result) last.range[1] = i + 1;
    else rows.push({ result, range: [i + 1, i + 1] });
  });
  const results = rows.map((r) => {
    const rid = idFor("ssmR", `${key}.${r.range.join("-")}`);
    const [title, meaning] = text[r.result];
    return { _id: rid, _key: `!tables.results!${_id}.${rid}`, type: "text", name: title, img: "icons/svg/d20-black.svg", description: `<p>${esc(meaning)}</p>`, range: r.range, weight: 1 + r.range[1] - r.range[0], drawn: false, flags: { starskirmish: { result: r.result } } };
  });
  return { _id, _key: `!tables!${_id}`, name, img: "icons/svg/d20-grey.svg", description: `<p>${esc(description)}</p>`, formula: "1d6", replacement: true, displayRoll: true, results, sort: 0, ...base, flags: { starskirmish: { ssmTable: key } } };
}

const tables = [];
for (const [protection, columns] of Object.entries(t.CASUALTY_TABLES)) {
  for (const where of ["atmosphere", "vacuum"]) {
    tables.push(d6Table(`casualty-${protection}-${where}`, `Casualties: ${PROTECTION_NAME[protection]}, ${where === "atmosphere" ? "in atmosphere" : "in vacuum"} (4.3)`, "Roll once for each casualty. If the casualty reaches a ship's sickbay and doctor within the hour, take 1 off the die (never below 1): the text's +1 is meant as help (SSM-11).", columns[where], INJURY_TEXT));
  }
}
for (const [equipment, column] of Object.entries(t.LOST_EQUIPMENT)) {
  tables.push(d6Table(`equipment-${equipment}`, `Lost equipment: ${EQUIPMENT_NAME[equipment]} (4.4)`, "Roll once for each suit or robot of a casualty, whatever became of its wearer; the weapon goes with it, and grenades and charges are always recovered.", column, EQUIPMENT_TEXT));
}
for (const [injury, column] of Object.entries(t.HOSPITAL_SHIP)) {
  tables.push(d6Table(`hospital-${injury}`, `Hospital ship: first read ${injury === "killed" ? "Killed" : "Serious wound"} (4.5)`, `Roll again for a casualty brought aboard a hospital ship within ${t.HOSPITAL_SHIP_MINUTES} minutes.`, column, HOSPITAL_TEXT));
}

function markersPage() {
  const rows = t.STARSHIP_MARINE_MARKERS.map((m) => {
    const key = m.id.slice("ssm-".length);
    if (!MARKER_TEXT[key]) throw new Error(`No text for the marker ${m.id}`);
    const kind = m.stacks ? `Counted, up to ${m.max}` : "Single";
    const swatch = `<span style="display:inline-block;width:1em;height:1em;border:1px solid #000;background:${m.colour}"></span> ${m.colour}`;
    return `<tr><td>${esc(L(m.label))}</td><td><code>${m.id}</code></td><td>${kind}</td><td>${swatch}</td><td>${esc(MARKER_TEXT[key])}</td></tr>`;
  });
  const head = "<tr><th>Marker</th><th>Id</th><th>Counted or single</th><th>Colour</th><th>What it means</th></tr>";
  return { name: "Markers", content: `<table><thead>${head}</thead><tbody>${rows.join("")}</tbody></table>` };
}

function sequencePage() {
  const items = t.SEQUENCE.map((s) => `<li><strong>${esc(L(`STARSKIRMISH.StarshipMarine.Sequence.${s.id}`))}</strong>${s.sections.length ? ` (${s.sections.join(", ")})` : ""}: ${esc(L(`STARSKIRMISH.StarshipMarine.SequenceHint.${s.id}`))}</li>`);
  const intro = "<p>Both sides play every step of a move together. The tracker runs Steps A to L; the GM can add the quick reference sheet's optional Steps M to O in the world settings, as reminders to settle by hand (SSM-7).</p>";
  return { name: "Sequence of a move", content: `${intro}<ol style="list-style:none">${items.join("")}</ol>` };
}

function doorsPage() {
  const rows = Object.entries(t.DOOR_DAMAGE_POINTS).map(([attack, points]) => `<tr><td>${esc(L(`STARSKIRMISH.StarshipMarine.Door.attack.${attack}`))}</td><td>${points}</td></tr>`);
  const text = [
    "Doors are wall doors on the scene. The GM, or Foundry's door controls, open, shut and lock them; an occupied control room may set any door.",
    "An SCA fires at a door from within 1 cm of it, using the sheet's Fire at the door at Step F. Door charges are placed in one move and set off at Step F of a later one. SCA and guided weapons may not fire at the same door in one move (SSM-32).",
    "At Step H the GM rolls 1d10 (read 0-9) for each door fired at this move, against the points fired at it this move only (SSM-15): at or under destroys it. A door charge always does (SSM-6). A destroyed door opens at Step L.",
    "Nobody fires through a wall or a closed door.",
  ];
  return { name: "Doors and charges", content: `${text.map((p) => `<p>${esc(p)}</p>`).join("")}<table><thead><tr><th>Attack</th><th>Door damage points</th></tr></thead><tbody>${rows.join("")}</tbody></table>` };
}

const rules = journal("ssm", "rules", "Starship Marine Rules Reference", [sequencePage(), doorsPage(), markersPage()]);

function scenarioScene() {
  const _id = idFor("ssmS", "kestrel");
  const wallTypes = { move: 20, sight: 20, light: 20, sound: 20 };
  const walls = RUNS.flatMap((run) => segments(run)).map((seg, i) => {
    const wid = idFor("ssmW", `kestrel.${i}`);
    const door = seg.door === null ? { door: 0, ds: 0 } : { door: 1, ds: seg.door };
    return { _id: wid, _key: `!scenes.walls!${_id}.${wid}`, c: seg.c, ...wallTypes, ...door, dir: 0, flags: seg.hull ? { starskirmish: { ssmHull: true } } : {} };
  });
  const drawings = ROOMS.map((room) => {
    const did = idFor("ssmD", `kestrel.${room.name}`);
    return {
      _id: did,
      _key: `!scenes.drawings!${_id}.${did}`,
      shape: { type: "r", width: room.w * SPACE, height: room.h * SPACE },
      x: room.x * SPACE,
      y: room.y * SPACE,
      text: room.name,
      fontSize: 36,
      textColor: "#c8d6e5",
      textAlpha: 0.8,
      fillType: 0,
      strokeWidth: 0,
      locked: true,
      // 3.11: the control rooms' outlines tell the side panel who holds them
      flags: room.controlRoom ? { starskirmish: { ssmControlRoom: room.controlRoom } } : {},
    };
  });
  return {
    _id,
    _key: `!scenes!${_id}`,
    name: "Kestrel, main deck (sample scenario)",
    width: 40 * SPACE,
    height: 24 * SPACE,
    padding: 0.1,
    backgroundColor: "#1b2230",
    grid: { type: 0, size: SPACE, distance: 2.5, units: "cm" },
    tokenVision: false,
    walls,
    drawings,
    tokens: [],
    notes: [],
    sort: 0,
    ...base,
    flags: { starskirmish: { sample: true } },
  };
}

const scenarioJournal = journal(
  "ssm",
  "kestrel",
  SCENARIO_TEXT.name,
  SCENARIO_TEXT.pages.map((p) => ({ name: p.name, content: p.paragraphs.map((x) => `<p>${esc(x)}</p>`).join("") })),
);

await writePack("ssm-figures", figures, (d) => slug(d.name));
await writePack("ssm-organisations", formations, (d) => slug(d.name));
await writePack("ssm-gear", gear, (d) => slug(d.name));
await writePack("ssm-tables", tables, (d) => d.flags.starskirmish.ssmTable);
await writePack("ssm-rules", [rules, scenarioJournal], (d) => (d === rules ? "rules-reference" : "scenario-kestrel"));
await writePack("ssm-scenarios", [scenarioScene()], () => "kestrel");
