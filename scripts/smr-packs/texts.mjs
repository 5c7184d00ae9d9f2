// The words of the StarMarines compendiums, in our own phrasing: what each race brings to the table,
// what each marker means, the notes of the blank templates and of the sample scenario. Numbers come
// from the rules data; no unit statistic here is official (SMR-4, SMR-16).

/** III: what the rules say of each race at the table, beyond its wounding column. */
export const RACE_TEXT = {
  starMarines: "Humanity's armoured infantry. Their column is the first of the Soldier Wounding Table.",
  norx: "Hardy fighters who shrug off more wounds than most: their column reads Wounded through margin 4.",
  pelgari: "Fragile troops: from a margin of 3 a hit kills.",
  victors: "Tough as the Norx on the wounding table.",
  dran: "Read like StarMarines on the wounding table.",
  ghouls: "The hardest to kill: only a margin of 6 or more kills a Ghoul.",
  nkakkRobots: "Robots never fail a morale check. The table gives them no column, so they read the StarMarines column unless the GM sets another (SMR-5).",
  zrutes: "Zrute armies field no vehicles.",
  saurs: "There are no Saur vehicles. Tough as the Norx on the wounding table.",
  swarm: "Fragile like the Pelgari: from a margin of 3 a hit kills.",
  colonials: "Human settlers under arms. The table gives them no column, so they read the StarMarines column unless the GM sets another (SMR-5).",
};

/** What each marker means at the table. */
export const MARKER_TEXT = {
  wounded: "A wounded soldier cannot move; pierced again, the soldier dies (IX-B). A Doctor may heal the soldier in the Repair Phase (SMR-19). Being wounded ends Broken (VIII-H).",
  killed: "Out of the game.",
  broken: "The unit moves at full speed back toward its own map edge and off the map, unless a Leader's recheck, a blocked retreat or friendly fire stops it (VIII-H). Being wounded ends it.",
  overwatch: "Declared at the start of the unit's movement phase; it does not move and may interrupt an enemy moving in its arc. Hidden from the other side (VIII-E, SMR-10).",
  overwatchFired: "The unit has fired from Overwatch this turn and does not fire again in the combat phase (SMR-10).",
  disarmed: "The soldier's weapon is lost (IV-h).",
  airborne: "Flying this turn: shot only by Overwatch, at -1, and downed if pierced (IX-G).",
  grounded: "Shot down: the unit cannot fly again (IX-G).",
  moved: "The unit changed hex this turn, so it has no steady aim (IX-A).",
  charged: "Charging: one more hex of movement, an attack at once, -1 aim except with close-combat weapons (VIII-F).",
  passedMorale: "Passed a morale check this turn: no more checks until the next (IX-D).",
  vehicleStunned: "The vehicle neither moves nor fires until repaired; a large one recovers on a 6 in the Repair Phase (IX-B, SMR-19).",
  vehicleDisarmed: "The vehicle cannot fire. With Crippled it is destroyed (IX-B, SMR-15).",
  vehicleCrippled: "The vehicle cannot move. With Disarmed it is destroyed (IX-B, SMR-15).",
  vehicleDestroyed: "The vehicle is wrecked; its passengers roll to get out (IX-B).",
  weaponsLost: "Counted: each loss removes another weapon, never returned (IX-B, SMR-15).",
};

/** The blank templates: one per role and vehicle class, every statistic left for the GM. */
export const TEMPLATES = [
  { key: "soldier", name: "Blank soldier team", system: { kind: "soldier" } },
  { key: "leader", name: "Blank Leader", system: { kind: "soldier", role: "leader" } },
  { key: "doctor", name: "Blank Doctor", system: { kind: "soldier", role: "doctor" } },
  { key: "fixer", name: "Blank Fixer", system: { kind: "soldier", role: "fixer" } },
  { key: "hero", name: "Blank Hero", system: { kind: "soldier", role: "hero" } },
  { key: "flyer", name: "Blank flying soldier team", system: { kind: "soldier", flies: true } },
  { key: "small-ground", name: "Blank small ground vehicle", system: { kind: "vehicle", size: "small", motion: "ground" } },
  { key: "large-ground", name: "Blank large ground vehicle", system: { kind: "vehicle", size: "large", motion: "ground" } },
  { key: "small-skimmer", name: "Blank small skimmer", system: { kind: "vehicle", size: "small", motion: "skimmer" } },
  { key: "large-skimmer", name: "Blank large skimmer", system: { kind: "vehicle", size: "large", motion: "skimmer" } },
  { key: "walker", name: "Blank walker", system: { kind: "vehicle", size: "large", motion: "ground", walker: true } },
  { key: "supertank", name: "Blank supertank", system: { kind: "vehicle", size: "large", motion: "ground", supertank: true } },
];

export const TEMPLATE_NOTE = "A blank template: fill in every statistic from your race book (SMR-4, SMR-16). The rules give none, and the system invents none.";

export const SAMPLE_NOTE = "SAMPLE STATISTICS of our own, made up for the sample scenario so that it can be played at once. They are not official figures and come from no race book.";

/** The sample units of the scenario, each statistic our own (SAMPLE_NOTE). */
export const SAMPLES = [
  {
    key: "marine-team",
    name: "StarMarine rifle team (sample)",
    system: { kind: "soldier", race: "starMarines", experience: "average", move: 2, aim: 0, armour: 2, toughness: 2, morale: 4, pointCost: 4 },
    weapons: [{ name: "Assault rifle (sample)", system: { category: "light", range: 6, aim: 0, armourPierce: 1, damage: 2 } }],
  },
  {
    key: "marine-sergeant",
    name: "StarMarine sergeant (sample)",
    system: { kind: "soldier", race: "starMarines", experience: "veteran", role: "leader", move: 2, aim: 0, armour: 2, toughness: 2, morale: 5, leaderRange: 2, pointCost: 6 },
    weapons: [{ name: "Carbine (sample)", system: { category: "light", range: 5, aim: 0, armourPierce: 0, damage: 2 } }],
  },
  {
    key: "marine-skimmer",
    name: "StarMarine light skimmer (sample)",
    system: { kind: "vehicle", race: "starMarines", size: "small", motion: "skimmer", move: 4, aim: 0, armour: 3, toughness: 3, capacity: 2, pointCost: 10 },
    weapons: [{ name: "Pulse cannon (sample)", system: { category: "heavy", range: 8, aim: 0, armourPierce: 2, damage: 3 } }],
  },
  {
    key: "norx-raiders",
    name: "Norx raiders (sample)",
    system: { kind: "soldier", race: "norx", experience: "average", move: 2, aim: -1, armour: 1, toughness: 3, morale: 4, pointCost: 4 },
    weapons: [
      { name: "Scatter gun (sample)", system: { category: "light", range: 4, aim: 1, armourPierce: 0, damage: 2, frag: true } },
      { name: "War axe (sample)", system: { category: "hand", range: 1, aim: 0, armourPierce: 1, damage: 3, closeCombat: true } },
    ],
  },
  {
    key: "norx-chief",
    name: "Norx war chief (sample)",
    system: { kind: "soldier", race: "norx", experience: "veteran", role: "leader", move: 2, aim: 0, armour: 1, toughness: 3, morale: 5, leaderRange: 2, pointCost: 6 },
    weapons: [{ name: "War axe (sample)", system: { category: "hand", range: 1, aim: 0, armourPierce: 1, damage: 3, closeCombat: true } }],
  },
];

/** The sample scenario's journal, our own. */
export const SCENARIO_TEXT = {
  name: "Harrow Ford (sample scenario)",
  pages: [
    {
      name: "Briefing",
      paragraphs: [
        "A sample scenario of our own, small enough to learn the table with. A StarMarine patrol must hold the bridge over the Harrow while Norx raiders try to cross at the ford downstream.",
        "Map: the scene 'Harrow Ford' in the StarMarines Scenarios compendium. The river, the ford, the bridge, the woods, the road and the farm are Scene Regions with the StarMarines terrain behaviour, so moves, cover and skimmers read them.",
        "Forces: drag the sample units from the StarMarines Units compendium. StarMarines: two rifle teams, a sergeant and a light skimmer, set up within two hexes of the bridge (west bank). Norx: four raider teams and a war chief, set up on the east edge.",
        "Every statistic of the sample units is made up for this scenario, not official (SMR-4). Replace them with your race books' figures for a real game.",
      ],
    },
    {
      name: "Victory and turn limit",
      paragraphs: [
        "Turn limit: 8 turns (SMR-18). Both sides' soldiers move 2, so the limit is not doubled (VI).",
        "The Norx win if, at the end of any turn, three unbroken Norx units stand on the west bank. The StarMarines win if they prevent it until the turn limit. The GM decides at the Victory Phase (SMR-20).",
      ],
    },
  ],
};
