// Writes the StarMarines compendium sources (packs/_source/smr-units, smr-tables, smr-rules,
// smr-scenarios) from the pure rules data and the texts in scripts/smr-packs/.
// Run when a table, a template or a text changes:   node scripts/smr-packs-source.mjs
// The YAML it writes is the tracked source; the build only reads it. Ids come from stable keys.
import { join } from "node:path";
import { base, esc, idFor, journal, langLookup, loadModule, markersPage, root, writePack } from "./pack-source-kit.mjs";
import { MARKER_TEXT, RACE_TEXT, SAMPLE_NOTE, SAMPLES, SCENARIO_TEXT, TEMPLATE_NOTE, TEMPLATES } from "./smr-packs/texts.mjs";
import { HARROW_FORD } from "./smr-packs/scenario.mjs";

const SMR = join(root, "src/rulesets/starmarines");
const ENTRY = `export * from "${join(SMR, "rules/index.ts")}";
export { initialValue } from "${join(root, "src/core/schema.ts")}";
export { UNIT_SCHEMA } from "${join(SMR, "data/unit-schema.ts")}";
export { WEAPON_SCHEMA } from "${join(SMR, "data/weapon-schema.ts")}";
export { hexCentre } from "${join(root, "src/core/formation/hex.ts")}";
export { cubeToOffset, HEX_LAYOUTS } from "${join(root, "src/core/board/hex-offsets.ts")}";`;

const t = await loadModule("smr-packs", ENTRY);
const L = await langLookup();

// ---- Units: blank templates for every role and vehicle class, and the scenario's sample units ----

function unit(key, name, system, notes, weapons = [], flags = {}) {
  const _id = idFor("smrU", key);
  const items = weapons.map((w, i) => {
    const wid = idFor("smrW", `${key}.${w.name}`);
    return { _id: wid, _key: `!actors.items!${_id}.${wid}`, name: w.name, type: "smrWeapon", img: "icons/svg/sword.svg", system: { ...t.initialValue(t.WEAPON_SCHEMA), ...w.system, notes: `<p>${esc(SAMPLE_NOTE)}</p>` }, effects: [], sort: i, ...base };
  });
  return {
    _id,
    _key: `!actors!${_id}`,
    name,
    type: "smrUnit",
    img: system.kind === "vehicle" ? "icons/svg/target.svg" : "icons/svg/mystery-man.svg",
    system: { ...t.initialValue(t.UNIT_SCHEMA), ...system, notes: `<p>${esc(notes)}</p>` },
    // one unit to a hex; its facing is the token's rotation, so the image turns with it
    prototypeToken: { name, actorLink: false, width: 1, height: 1, lockRotation: false },
    effects: [],
    items,
    sort: 0,
    ...base,
    flags,
  };
}

const units = [
  ...TEMPLATES.map((x) => unit(`template-${x.key}`, x.name, x.system, TEMPLATE_NOTE)),
  ...SAMPLES.map((x) => unit(`sample-${x.key}`, x.name, x.system, SAMPLE_NOTE, x.weapons, { starskirmish: { sample: true } })),
];

// ---- Tables: every table of X as an editable roll table, each result naming its row ----

/** A table whose results are rows 1..n, rows that read alike merged into one range. */
function rowTable(key, name, description, formula, rows) {
  const _id = idFor("smrT", key);
  const merged = [];
  rows.forEach((row, i) => {
    const last = merged.at(-1);
    if (last && last.result === row.result) last.range[1] = i + 1;
    else merged.push({ ...row, range: [i + 1, i + 1] });
  });
  const results = merged.map((r) => {
    const rid = idFor("smrR", `${key}.${r.range.join("-")}`);
    return { _id: rid, _key: `!tables.results!${_id}.${rid}`, type: "text", name: r.title, img: "icons/svg/d20-black.svg", description: r.text ? `<p>${esc(r.text)}</p>` : "", range: r.range, weight: 1 + r.range[1] - r.range[0], drawn: false, flags: { starskirmish: { result: r.result } } };
  });
  return { _id, _key: `!tables!${_id}`, name, img: "icons/svg/d20-grey.svg", description: `<p>${esc(description)}</p>`, formula, replacement: true, displayRoll: true, results, sort: 0, ...base, flags: { starskirmish: { smrTable: key } } };
}

const tables = [];
const MARGIN = "Read the row of the damage margin (the damage roll's total minus the toughness roll's): a margin above 6 reads row 6 (SMR-2). Drawing from the table picks a row at random, for reference only.";
for (const column of t.WOUNDING_COLUMNS) {
  const rows = t.SOLDIER_WOUNDING_TABLE[column].map((r) => ({ result: r, title: L(`STARSKIRMISH.StarMarines.Attack.Outcome.${r}`) }));
  tables.push(rowTable(`wounding-${column}`, `Soldier Wounding: ${L(`STARSKIRMISH.StarMarines.Column.${column}`)} column (X)`, `${MARGIN} A wounded soldier pierced again dies (IX-B).`, "1d6", rows));
}
tables.push(rowTable("vehicle-damage", "Vehicle Damage (X)", `${MARGIN} A supertank reads one row lower, never below 1 (IX-A). Results add up: Disarmed and Crippled together destroy the vehicle (IX-B, SMR-15).`, "1d6", t.VEHICLE_DAMAGE_TABLE.map((r) => ({ result: r, title: L(`STARSKIRMISH.StarMarines.Attack.Outcome.${r}`) }))));
tables.push(
  rowTable(
    "experience",
    "Soldier Experience (X)",
    "One row per experience level, Green to Elite (IV-d). Doctors and Fixers are always Average; each Hero's experience is set for that Hero (IV-f).",
    "1d4",
    t.EXPERIENCE_LEVELS.map((level) => {
      const row = t.EXPERIENCE_TABLE[level];
      const signed = (n) => (n > 0 ? `+${n}` : String(n));
      // X, Soldier Experience Table, Leader Benefit: Green "n/a"; Average "none", which adds nothing
      // to the range the race book gives the Leader (IV-f), so it says "no bonus", keeping the +0
      // that lines it up with the other rows (a bare "0 hexes" read as a range of nothing);
      // Veteran "+1 leadership range", so "+1 hex"; Elite "+2 hexes". Each is a bonus, so signed.
      const hexes = (n) => `+${n} ${n === 1 ? "hex" : "hexes"}`;
      const leader = row.leaderRange === null ? "Leader range: not available" : row.leaderRange === 0 ? `Leader range: no bonus (${hexes(0)})` : `Leader range ${hexes(row.leaderRange)}`;
      // X, Cost column ("1 per team or individual"), in points: Average's one point in the singular
      const cost = `${row.cost} ${row.cost === 1 ? "point" : "points"}`;
      return { result: level, title: L(`STARSKIRMISH.StarMarines.Experience.${level}`), text: `Cost ${cost} per team or individual · Morale ${signed(row.morale)} · Attack ${signed(row.attack)} · ${leader}.` };
    }),
  ),
);

/** A terrain row in words: what entering costs and who may, cover, line of sight, and the rest. */
function terrainText(row) {
  const entry = {
    normal: "Entering costs 1 move unit.",
    road: "Half a move unit from another road hex; otherwise 1.",
    skimmersOnly: "Only skimmers may enter.",
    footOnly: "Only soldiers on foot may enter.",
    noEntry: "No unit may enter.",
    ladder: `Entered only through a ladder hex${row.entry.catwalk ? " or a catwalk" : ""}.`,
    cost: `Entering costs ${row.entry.units} move units${row.entry.skimmersFree ? " (skimmers 1)" : ""}.`,
  }[row.entry.kind];
  const sight = { normal: "", blocks: " Blocks line of sight.", overLowerGround: " Sees over lower ground.", overOtherGround: " Sees over other ground." }[row.lineOfSight];
  const cover = row.cover === "none" ? "" : ` ${row.cover === "thick" ? "Thick" : "Light"} cover (IX-C).`;
  const extra = [row.sinksSkimmers ? " Damaged skimmers here are destroyed (SMR-9)." : "", row.noPassingThrough ? " Units cannot pass through each other here." : "", row.rangePlusOneFromGround ? " Range +1 to a target here from an attacker on the ground (SMR-23)." : ""].join("");
  return `${entry}${cover}${sight}${extra}`;
}
const MAP_NAME = { openField: "Open-field maps", urban: "Urban maps", techFacility: "Tech-facility maps" };
for (const map of t.MAP_KINDS) {
  const terrains = t.terrainsOf(map);
  tables.push(
    rowTable(
      `terrain-${map}`,
      `Terrain Effects: ${MAP_NAME[map]} (X)`,
      "One row per terrain. On the board, paint terrain as Scene Regions with the StarMarines terrain behaviour; moves, cover and skimmers read it from there.",
      `1d${terrains.length}`,
      terrains.map((id) => ({ result: id, title: L(`STARSKIRMISH.StarMarines.Terrain.${id}`), text: terrainText(t.TERRAIN[id]) })),
    ),
  );
}
tables.push(
  rowTable(
    "scatter",
    "Scatter Diagram (X)",
    "One hex in the numbered direction: 1 is the unit's facing and the numbers run clockwise. No rule applies it by itself; the GM decides how to use it (SMR-21). The unit sheet rolls it with the direction named.",
    "1d6",
    t.ARC_DIRECTIONS.map((d) => ({ result: d, title: L(`STARSKIRMISH.StarMarines.Arc.${d}`) })),
  ),
);

// ---- Journal: the turn, the markers, the races, and playing at the table ----

function turnPage() {
  const items = t.PHASES.map((p) => `<li><strong>${esc(L(`STARSKIRMISH.StarMarines.Phase.${p}`))}</strong>: ${esc(L(`STARSKIRMISH.StarMarines.PhaseHint.${p}`))}</li>`);
  const intro = "<p>Every game turn runs these eight phases, and the tracker walks them. Initiative is rolled anew each turn, so Player 1 may change from turn to turn (VII).</p>";
  return { name: "The game turn", content: `${intro}<ol style="list-style:none">${items.join("")}</ol>` };
}


function racesPage() {
  const rows = t.RACES.map((race) => {
    const p = t.RACE_PROFILES[race];
    const column = p.column ? L(`STARSKIRMISH.StarMarines.Column.${p.column}`) : `None: reads ${L("STARSKIRMISH.StarMarines.Column.starMarine")} (SMR-5)`;
    return `<tr><td>${esc(L(`STARSKIRMISH.StarMarines.Race.${race}`))}</td><td>${esc(column)}</td><td>${p.neverFailsMorale ? "Never fails" : "Checks"}</td><td>${p.hasVehicles ? "Yes" : "None"}</td><td>${esc(RACE_TEXT[race])}</td></tr>`;
  });
  const intro = "<p>The eleven races of III. Each side's initiative modifier comes from its race book: the GM enters it on the tracker at the initiative phase, 0 by default, and the overrun roll uses it too (SMR-22). Unit statistics and point costs are in the race books as well, which these rules do not include (SMR-4).</p>";
  return { name: "Races", content: `${intro}<table><thead><tr><th>Race</th><th>Wounding column</th><th>Morale</th><th>Vehicles</th><th>At the table</th></tr></thead><tbody>${rows.join("")}</tbody></table>` };
}

function tablePage() {
  const text = [
    "Scenes: a new StarMarines scene has a hex grid of flat-topped hexes in columns. A token's facing is its rotation, snapped to a hex side.",
    "Terrain: draw a Scene Region over the hexes and add the behaviour 'StarMarines terrain' with the terrain. Every hex whose centre lies in it takes that terrain; a later region covers an earlier one.",
    "Moving: in a movement phase a player's move is checked before it lands, and refused with the reason. While dragging, the ruler says the move units used and left and the turns. The GM's own moves are never refused (SMR-24).",
    "Overwatch: when an enemy moves into the arc and reach of a unit in Overwatch, its side gets a whispered card to fire from, once a turn.",
    "Attacks: from the unit sheet, at a targeted token. The dialog takes the target's cover from the painted terrain (more may be chosen, never less), and a shot the terrain stops is refused (IX-C, SMR-8). The card shows the three rolls, the margin and the table row; the GM applies the result.",
    "Morale checks: from the unit sheet, or from the card that calls a unit to check. The dialog comes ticked as the board shows the friends, Hero and Leader around the unit, and the GM's Apply holds the card to the board (IX-D, IV-f).",
    "Army building: the Build an army button in the Actors directory adds units the world holds in 25-point blocks and refuses an illegal force with the reason (IV-a).",
  ];
  return { name: "Playing at the table", content: text.map((p) => `<p>${esc(p)}</p>`).join("") };
}

const rules = journal("smr", "rules", "StarMarines Rules Reference", [turnPage(), markersPage({ markers: t.STARMARINES_MARKERS, prefix: "smr-", texts: MARKER_TEXT, L, notes: (m) => (m.secret ? ", hidden from the other side" : "") }), racesPage(), tablePage()]);
const scenarioJournal = journal("smr", "harrow-ford", SCENARIO_TEXT.name, SCENARIO_TEXT.pages.map((p) => ({ name: p.name, content: p.paragraphs.map((x) => `<p>${esc(x)}</p>`).join("") })));

// ---- Scene: the sample scenario's map, terrain painted as regions ----

function scenarioScene() {
  const _id = idFor("smrS", "harrow-ford");
  const size = HARROW_FORD.size;
  const radius = size / Math.sqrt(3);
  const corners = (col, row) => {
    const c = t.hexCentre("hexOddQ", size, { i: row, j: col });
    return [0, 1, 2, 3, 4, 5].flatMap((k) => [Math.round(c.x + radius * Math.cos((Math.PI / 3) * k)), Math.round(c.y + radius * Math.sin((Math.PI / 3) * k))]);
  };
  const regions = HARROW_FORD.areas.map((area) => {
    const rid = idFor("smrG", `harrow.${area.name}`);
    const bid = idFor("smrB", `harrow.${area.name}`);
    return {
      _id: rid,
      _key: `!scenes.regions!${_id}.${rid}`,
      name: area.name,
      color: area.color,
      shapes: area.hexes.map(([col, row]) => ({ type: "polygon", points: corners(col, row), hole: false })),
      elevation: { bottom: null, top: null },
      behaviors: [{ _id: bid, _key: `!scenes.regions.behaviors!${_id}.${rid}.${bid}`, name: `Terrain: ${L(`STARSKIRMISH.StarMarines.Terrain.${area.terrain}`)}`, type: "smrTerrain", system: { terrain: area.terrain }, disabled: false, flags: {} }],
      // players see the terrain as the GM painted it
      visibility: 2,
      locked: true,
      flags: {},
    };
  });
  const width = Math.ceil((0.75 * HARROW_FORD.columns + 0.25) * radius * 2);
  return {
    _id,
    _key: `!scenes!${_id}`,
    name: "Harrow Ford (sample scenario)",
    width,
    height: (HARROW_FORD.rows + 0.5) * size,
    padding: 0.1,
    backgroundColor: "#6b8f4e",
    grid: { type: 4, size, distance: 1, units: "hex" },
    tokenVision: false,
    regions,
    walls: [],
    drawings: [],
    tokens: [],
    notes: [],
    sort: 0,
    ...base,
    flags: { starskirmish: { sample: true } },
  };
}

const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
await writePack("smr-units", units, (d) => slug(d.name));
await writePack("smr-tables", tables, (d) => d.flags.starskirmish.smrTable);
await writePack("smr-rules", [rules, scenarioJournal], (d) => (d === rules ? "rules-reference" : "scenario-harrow-ford"));
await writePack("smr-scenarios", [scenarioScene()], () => "harrow-ford");
