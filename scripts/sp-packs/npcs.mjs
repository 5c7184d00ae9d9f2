// The Space Patrol! NPCs compendium: the non-player characters the Guide describes, the patrol base's
// commanders (1.5) and a villain with Plot Armor Points (4.2, 6.9). The Guide gives none of them any
// asset levels or points, so every asset stays X and the points 0, and each entry's notes say the GM
// sets them; what is our choice is marked as sample.

const BLANK = "The Guide gives this NPC no asset levels and no Plot Armor Points: every asset starts at X and the points at 0, and the GM sets them.";

export const NPCS = [
  {
    key: "senior-patrol-leader",
    name: "Senior Patrol Leader",
    side: "players",
    // Guide 1.5: the SPL commands the patrol base and its squadron and is rank 6 in their branch
    leader: true,
    hero: false,
    notes: [
      "The officer in charge of a patrol base and its squadron of cruisers, holding rank 6 in whatever branch they came from. When two patrolmen of a frigate share its highest rank, the Senior Patrol Leader names the one with more medal points captain. The NPC sheet keeps no rank, so the rank and branch live in these notes.",
      "Marked as a designated leader, so this NPC never surrenders.",
      BLANK,
    ],
  },
  {
    key: "assistant-senior-patrol-leader",
    name: "Assistant Senior Patrol Leader",
    side: "players",
    // Guide 1.5: the SPL's deputy, rank 5 or 6
    leader: false,
    hero: false,
    notes: [
      "The deputy of the Senior Patrol Leader at a patrol base, of rank 5 or 6 in their branch; the GM picks which. The NPC sheet keeps no rank, so it lives in these notes.",
      BLANK,
    ],
  },
  {
    key: "villain",
    name: "Villain (sample)",
    side: "enemies",
    // Guide 4.2: villains may have Plot Armor Points; 6.9: designated leaders and heroes do not surrender
    leader: true,
    hero: false,
    notes: [
      "An adversary of the patrol who can spend Plot Armor Points the way patrolmen spend Space Hero Points.",
      "SAMPLE: marking this NPC a designated leader, to fight on rather than surrender, is our choice, not the Guide's.",
      BLANK,
    ],
  },
];
