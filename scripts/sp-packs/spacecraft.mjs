// The Space Patrol! spacecraft compendium (Guide 7.4, 7.14): the ships the Guide describes by their
// crews, with every code, the armour and the speed left at 0 for the GM, since the Guide prints no
// ship statistics. Each entry says so in its notes, in our own words. An entry lists the stations its
// kind of ship has; `npc` is the crew level of 7.14 a sample enemy starts with, which the Guide asks
// the GM to choose; `weapons` names entries of the weapons pack to carry aboard.

const BLANK = "The Guide prints no statistics for this ship: its S-Drive, A-Drive, scanner array, computers, armour and speed in hexes a turn all start at 0. Fill them in from your Technical Manual or your own design before the battle.";

export const SPACECRAFT = [
  {
    key: "patrol-frigate",
    name: "Space Patrol Exploration Frigate (blank)",
    side: "players",
    stations: ["flight", "astrogation", "engineering", "gunnery", "intelligence", "medical"],
    npc: 0,
    weapons: [],
    notes: [
      "The ship the players crew: one patrolman of each branch, one at each of the six stations. Drop each patrolman on their station on the sheet.",
      BLANK,
      "The Guide does not list the frigate's armament. Drag the space weapons it carries from the Space Patrol! Weapons compendium onto the sheet.",
    ],
  },
  {
    key: "enemy-warship",
    name: "Enemy Warship (blank, NPC crew)",
    side: "enemies",
    stations: ["flight", "astrogation", "engineering", "gunnery", "intelligence", "medical"],
    npc: 2,
    weapons: [],
    notes: [
      "A hostile ship with a full crew of six that need not be played one by one: every station rolls with one crew level. The Guide has the GM pick that level from 1 to 4 for the whole ship; this entry starts at 2, a choice to change on the sheet, not a figure from the Guide.",
      BLANK,
      "Add its weapons from the Space Patrol! Weapons compendium.",
    ],
  },
  {
    key: "gun-boat",
    name: "Small Gun Boat (sample)",
    side: "enemies",
    stations: ["flight", "intelligence"],
    npc: 2,
    weapons: ["spaceTorpPod"],
    notes: [
      "A small armed craft with two hands aboard: a pilot and a scanner operator, who sits at the intelligence station and also does the astrogator's scanner work, but cannot prepare a warp. Either of them may fire its single weapon. A torp pod, as here, costs neither of them a second action; any other weapon does.",
      "SAMPLE: the torp pod is our example of a single weapon, and the crew level of 2 is the GM's choice of 1 to 4. Neither is a figure from the Guide.",
      BLANK,
    ],
  },
  {
    key: "shuttle",
    name: "Shuttle (blank)",
    side: "enemies",
    stations: ["flight"],
    npc: 2,
    weapons: [],
    notes: [
      "A short-range craft flown by its pilot alone: no astrogator (it cannot warp), no gunner (it is unarmed) and no medic. Landers and life boats are much the same. Set its side to suit the scenario.",
      "SAMPLE: the crew level of 2 is the GM's choice of 1 to 4, not a figure from the Guide.",
      BLANK,
    ],
  },
];
