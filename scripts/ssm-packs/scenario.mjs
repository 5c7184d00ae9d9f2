// A sample boarding scenario of our own design: the freighter Kestrel's main deck, 100 cm by 60 cm
// (40 by 24 spaces of 2.5 cm, 100 px each), with an airlock where the boarders come in, a corridor,
// rooms either side, Main Control at the bow and Power Control below the corridor. Walls and doors
// are v13 walls; the outer hull is marked so no SuperCharge can breach it (3.9). Figures come from
// the compendiums: the scenario's journal says which.

export const SPACE = 100;

/** Rooms as labels: name, the rectangle in spaces, and which control room it is (3.11). */
export const ROOMS = [
  { name: "Airlock (point of entry)", x: 0, y: 9, w: 4, h: 6 },
  { name: "Crew quarters", x: 4, y: 0, w: 10, h: 10 },
  { name: "Galley", x: 14, y: 0, w: 8, h: 10 },
  { name: "Workshop", x: 22, y: 0, w: 8, h: 10 },
  { name: "Armoury", x: 30, y: 0, w: 6, h: 10 },
  { name: "Cargo hold", x: 4, y: 14, w: 12, h: 10 },
  { name: "Power Control", x: 16, y: 14, w: 10, h: 10, controlRoom: "power" },
  { name: "Medical bay", x: 26, y: 14, w: 10, h: 10 },
  { name: "Main Control", x: 36, y: 0, w: 4, h: 24, controlRoom: "main" },
];

const OPEN = 1;
const CLOSED = 0;
const LOCKED = 2;

/**
 * Wall runs in spaces, each horizontal (y fixed) or vertical (x fixed), with the doors along it:
 * { from, to } in spaces along the run and the door's state.
 */
export const RUNS = [
  // the outer hull, with the airlock's outer door locked
  { x1: 0, y1: 0, x2: 40, y2: 0, hull: true, doors: [] },
  { x1: 0, y1: 24, x2: 40, y2: 24, hull: true, doors: [] },
  { x1: 40, y1: 0, x2: 40, y2: 24, hull: true, doors: [] },
  { x1: 0, y1: 0, x2: 0, y2: 24, hull: true, doors: [{ from: 11, to: 13, ds: LOCKED }] },
  // the airlock's inner walls and door
  { x1: 0, y1: 9, x2: 4, y2: 9, doors: [] },
  { x1: 0, y1: 15, x2: 4, y2: 15, doors: [] },
  { x1: 4, y1: 0, x2: 4, y2: 24, doors: [{ from: 11, to: 13, ds: CLOSED }] },
  // the corridor's sides, a door into each room
  { x1: 4, y1: 10, x2: 36, y2: 10, doors: [{ from: 8, to: 10, ds: OPEN }, { from: 17, to: 19, ds: CLOSED }, { from: 25, to: 27, ds: CLOSED }, { from: 32, to: 34, ds: LOCKED }] },
  { x1: 4, y1: 14, x2: 36, y2: 14, doors: [{ from: 9, to: 11, ds: CLOSED }, { from: 20, to: 22, ds: LOCKED }, { from: 30, to: 32, ds: OPEN }] },
  // walls between the rooms
  { x1: 14, y1: 0, x2: 14, y2: 10, doors: [] },
  { x1: 22, y1: 0, x2: 22, y2: 10, doors: [] },
  { x1: 30, y1: 0, x2: 30, y2: 10, doors: [] },
  { x1: 16, y1: 14, x2: 16, y2: 24, doors: [] },
  { x1: 26, y1: 14, x2: 26, y2: 24, doors: [] },
  // Main Control's bulkhead, its one door locked
  { x1: 36, y1: 0, x2: 36, y2: 24, doors: [{ from: 11, to: 13, ds: LOCKED }] },
];

/** The run cut into plain wall and door segments, in pixels. */
export function segments(run) {
  const horizontal = run.y1 === run.y2;
  const start = horizontal ? run.x1 : run.y1;
  const end = horizontal ? run.x2 : run.y2;
  const at = (v) => (horizontal ? [v * SPACE, run.y1 * SPACE] : [run.x1 * SPACE, v * SPACE]);
  const out = [];
  let cursor = start;
  for (const door of [...run.doors].sort((a, b) => a.from - b.from)) {
    if (door.from > cursor) out.push({ c: [...at(cursor), ...at(door.from)], door: null });
    out.push({ c: [...at(door.from), ...at(door.to)], door: door.ds });
    cursor = door.to;
  }
  if (end > cursor) out.push({ c: [...at(cursor), ...at(end)], door: null });
  return out.map((s) => ({ ...s, hull: run.hull === true }));
}

export const SCENARIO_TEXT = {
  name: "Sample scenario: boarding the Kestrel",
  pages: [
    {
      name: "Briefing",
      paragraphs: [
        "A sample scenario of our own design, to learn the rules on. The armed freighter Kestrel has been crippled, and a squad of Marines has docked at her airlock to take her.",
        "Scene: the Kestrel's main deck, in the compendium Starship Marine Scenarios. It is 100 cm by 60 cm, gridless, in zero g. Doors start as the scene shows them: the inner airlock door shut, Power Control and Main Control locked.",
        "The boarders: one Earther Marine Squad from Starship Marine Orders of Battle, placed in and around the airlock. Set them friendly, and mark the point of entry at the airlock in the tracker's side panel.",
        "The defenders: a Ship's Officer in Main Control with two crewmen; a second Ship's Officer, six crewmen and two non-combatants anywhere in the rooms; two combat robots in the armoury; a clanker in the workshop. Take them from Starship Marine Figures and set them hostile.",
        "The Kestrel's side holds both control rooms at the start. The boarders win by breaking the ship's morale or holding both control rooms at the end of move 12; the crew win if the boarders withdraw or are all casualties.",
      ],
    },
  ],
};
