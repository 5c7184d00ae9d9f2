// The words of the Striker II rules reference, in our own phrasing: what each marker means and how
// the rules are played at the table in this system. Numbers come from the rules text and the rules
// data; sections are cited as the text numbers them.

/** What each marker means at the table. */
export const MARKER_TEXT = {
  moved: "The team moved in its last movement phase: it fires at a harder profile and is seen from farther off. It comes off as the team's next friendly movement phase begins (6.C, 6.E, 7.A.4, 8.A.1.a.3.a).",
  suppressed: "The team may not fire, move or look for enemies for one whole turn, to the end of the same step in the next turn; a concealed team that is suppressed hides at once (8.C.4.a, 7.A.3). The tracker takes it off when that step ends.",
  routed: "The team does not fire, and moves away from the enemy each movement phase until it leaves the board or is rallied; each rout costs it a point of morale for good (8.C.4.b, 8.C.2.d, 8.C.5).",
  hidden: "Keeping its head down in concealment: it cannot be spotted, but it cannot spot or fire either. The team chooses it in its movement phase (6.D.2, 7.A.3).",
  concealed: "In cover that hides it, such as a wood or a building. When a team's move ends, the GM's client sets it from the ground the team stands on (7.A.2).",
  settingUp: "The team is readying a crew-served weapon. The count is the friendly movement phases still needed; the team neither moves nor fires meanwhile and counts as moving for fire and spotting. Readying the weapon to move again takes as long (6.D.1, 8.A.1.a.3.b). The team sheet's Set up and Pack up start it, and the tracker counts it down.",
  flightNoe: "A grav team flying nap of the earth, about 4 m up, weaving round obstacles (6.A.2.c, 6.A.2.f).",
  flightTerrain: "A grav team following the terrain, 10 m above whatever lies beneath it; at cruise speed each change of direction costs a tenth of its movement (6.A.2.b, 6.A.2.e).",
  flightHigh: "A grav team flying high, at least 10 m above the highest feature of the battlefield; at its maximum speed it may not turn (6.A.2.a, 6.A.2.d).",
  leaderLost: "The team's leader, its first trooper, is a casualty: the team no longer leads or rallies others (8.B.6).",
  fired: "The team fired: its weapons' signature makes it easier to see until the end of the next fire phase (7.A.4).",
  popUp: "A stationary grav team has risen straight up to look or fire, and drops back down; it is seen at 500 m while up (6.A.2.g, 7.A.4).",
};

/** How the rules are played at the table in this system. */
export const TABLE_TEXT = [
  "Scenes: a new Striker scene has a square grid of 50 m squares, as the scenario maps do (Rule 1, Scenario Set Up), and measures in metres.",
  "Terrain: draw a Scene Region and add the behaviour 'Striker terrain' with what it is: clear, road, forest, water, ford, bridge, building, or a hill with its contour level. Moves, sight, concealment and cover are read from these regions.",
  "Teams: each fire team is an actor whose sheet lists its troopers. Drop weapons and armour from the compendiums onto a trooper; hand and rifle grenades are carried beside the trooper's weapon. Whole squads, sections, platoons and companies come from the Organisations compendium.",
  "The turn: start a combat and the tracker walks the five phases and the fire steps a to f (3.B). Friendly tokens are the first player. Moved, Suppressed, Fired and Pop-up come off when the rules say.",
  "Moving: in a tracked turn a player's move is checked before it lands, against the movement left this phase and the terrain crossed, and only in the team's own movement phase. While dragging, the ruler shows the metres used and left. The GM's moves always stand, and the GM is told what the rules would have said.",
  "Spotting: when a move ends, the GM's client gives the team the concealment its ground gives and runs the visibility table for every enemy that might now see it; an unspotted team's token is hidden until it is spotted (3.A.1, 7.A). A world setting turns this off.",
  "Fire: from the team sheet, at the targeted tokens. The dialog starts from what the board shows (range, cover, concealment, movement) and says so. The card shows each trooper's roll, the hits and the damage, and the GM's Apply marks the casualties.",
  "Morale: teams fired on are called to check in the morale step that follows; the card's Apply marks Suppressed or Routed. In the command phase a routed officer or NCO team checks to rally itself, and a leader team's Rally teams rallies routed friends it sees within 100 m; the teams that rally or are rallied may not move or fire that turn (8.C.5).",
  "Command: a team's Command check says whether it is led this turn and, if not, what it may and must do (5.A). Its Communication section lists who it is in touch with and how (5.B).",
  "Limited intelligence: each side places team counters, real or dummy, and the GM reveals them (3.A.1).",
];
