// Our own words for the Starship Marine compendiums: the armoury's items, the campaign tables'
// results, and what each marker means at the table. Numbers come from the pure rules data.

/** 2.4-2.6, 3.6, 3.8-3.10, 4.10: the armoury, each with its kind, section, fire line, door points and set-up. */
export const GEAR = [
  { key: "sca-i", name: "SCA I", kind: "weapon", section: "2.4", fireLine: "scaI", doorPoints: 1, setupMoves: 0, text: "The self-charged automatic energy weapon with only its own simple sight. Crewmen and combat robots carry it." },
  { key: "sca-ii", name: "SCA II", kind: "weapon", section: "2.4", fireLine: "scaII", doorPoints: 1, setupMoves: 0, text: "The same weapon in a Marine's hands, aimed through the ranging and fire-control gear of the Marine's armour, which makes it far deadlier. Its sight also lights targets for guided weapons." },
  { key: "sca-iii-double", name: "SCA III (double charge)", kind: "weapon", section: "2.4", fireLine: "scaIII", doorPoints: 2, setupMoves: 0, text: "An SCA II converted to fire a double charge with a wider spread: the squad's heavy weapon. It works only with Marine armour." },
  { key: "sca-iii-single", name: "SCA III (single charge)", kind: "weapon", section: "2.4", fireLine: "scaII", doorPoints: 1, setupMoves: 0, text: "The SCA III firing a single charge, which has the effect of an SCA II." },
  { key: "apgw-launcher", name: "APGW launcher (close support robot)", kind: "weapon", section: "2.5, 3.10", fireLine: "closeSupportApgw", doorPoints: 4, setupMoves: 0, text: "Guided anti-personnel missiles that fly round corners, carried by the close support robot. A living Marine with an SCA II or III must see and light the target; one missile per launcher per move, 100 cm at most in zero g and 50 cm in 1 g." },
  { key: "apgw-pack", name: "Marine APGW pack", kind: "weapon", section: "2.6, 4.9", fireLine: "closeSupportApgw", doorPoints: 4, setupMoves: 0, text: "The missile launcher mounted on a Marine's armour, so the launchers keep up with the advance. The Close Support Marine carries it instead of a personal weapon, and carries no grenades or charges." },
  { key: "radiation-grenade", name: "Radiation grenade", kind: "grenade", section: "2.5, 3.6", fireLine: "none", doorPoints: 0, setupMoves: 0, text: "A short burst of hard radiation that scrambles suits and the people in them within 8 cm of where it lands. Thrown on 1d6 by range, then 1d10 for everyone in the radius. Robots cannot throw them." },
  { key: "door-charge", name: "Door charge", kind: "charge", section: "2.6, 3.9", fireLine: "none", doorPoints: 9, setupMoves: 1, text: "A shaped charge that takes one move to place on a door and is set off in a later fire step. Its 9 points always destroy the door, which opens at the end of the move." },
  { key: "supercharge", name: "SuperCharge", kind: "charge", section: "2.6, 3.9", fireLine: "none", doorPoints: 0, setupMoves: 2, text: "Ten door charges bound together: two moves to set up, then a hole 3 cm across in an inner wall or floor, never the outer hull. Everyone within 5 cm tests as if a grenade had landed. It can also serve as a command-detonated mine." },
  { key: "ecm-pack", name: "ECM pack", kind: "equipment", section: "3.5", fireLine: "none", doorPoints: 0, setupMoves: 0, ecm: true, text: "Jams the guidance of incoming missiles: guided weapon fire at its wearer, or at a friend within 10 cm of it, takes -1 (one pack or several)." },
  { key: "wirepod", name: "WirePod", kind: "equipment", section: "4.10", fireLine: "none", doorPoints: 0, setupMoves: 1, deploys: "wirePod", text: "A corridor barrier of razor wire strung between two end pieces, for corridors up to 8 cm wide with near-parallel walls. Placed against a wall in one fire step, set off in a later move, it stops men and robots from the end of that move but not fire. It is attacked like a door. Outside zero g it may fail to deploy." },
  { key: "spacefoam", name: "SpaceFoam", kind: "equipment", section: "4.10", fireLine: "none", doorPoints: 0, setupMoves: 1, deploys: "spaceFoam", text: "A dispenser of fast-setting foam that blocks a space up to 8 cm across. Placed in one fire step and set off later, it takes a whole move to fill. It is attacked like a door and the second success clears it; in 1 g it fills only half the height, and underwater it does not work. A full pallet load." },
  { key: "spacefoam-solvent", name: "SpaceFoam solvent", kind: "equipment", section: "4.10", fireLine: "none", doorPoints: 0, setupMoves: 0, text: "A man-pack spray that dissolves set SpaceFoam in two moves of spraying at close range." },
];

/** 4.3-4.5: the results of the campaign tables. */
export const INJURY_TEXT = {
  noInjury: ["No injury", "The suit took the hit; the wearer is unhurt and fit to fight on."],
  scratch: ["Just a scratch", "Fit for duty."],
  minorWound: ["Minor wound", "Off duty for 3d10 days, each die read 0-9."],
  seriousWound: ["Serious wound", "Alive, but unfit for duty: leaves the service at the next base or colony."],
  killed: ["Killed", "Dead. A hospital ship within 15 minutes may still save the casualty."],
};

export const EQUIPMENT_TEXT = {
  none: ["Rebooted", "A minor system failure: no damage once it restarts."],
  user: ["Repaired by the user", "Fixed on the spot by its user in 1d3 days."],
  technician: ["Repaired by a technician", "Fixed on site by a technician in 1d6 days."],
  workshop: ["Workshop repair", "Only a maintenance workshop can fix it, in 2d6 days."],
  trashed: ["Trashed", "Beyond economic repair."],
};

export const HOSPITAL_TEXT = {
  dead: ["Dead", "The doctors could not save the casualty."],
  seriousWound: ["Serious wound", "Alive, but will not fight again."],
  minorWoundTwice: ["Minor wound, twice the time", "Critical but stable: off duty for twice a minor wound's days."],
  minorWound: ["Minor wound", "Will pull through: off duty for 3d10 days."],
  scratch: ["Just a scratch", "Brought back: fit for duty."],
};

export const PROTECTION_NAME = { marineArmour: "Marine armour", spaceSuit: "Space suit", substandardArmour: "Substandard armour (armoured crew, pirates)" };
export const EQUIPMENT_NAME = { marineArmour: "Marine armour", spaceSuit: "Space suit", combatRobot: "Combat robot", closeSupportRobot: "Close support robot" };

/** What each marker means, by its key. */
export const MARKER_TEXT = {
  casualty: "Out of the fight: killed, suit-killed or knocked out. After the battle the casualty tables say what became of them.",
  wounded: "A Marine fighting on wounded: half speed, -2 on the Marine's own fire, +1 on fire at the Marine, grenades always thrown as if out of sight, and the Marine fires with the crew.",
  robotDamage: "Hits on a robot. A combat robot takes two; the first calls for the robot damage roll.",
  noFiring: "Robot damage: the robot may not fire.",
  immobilised: "Robot damage: the robot may not move.",
  deactivated: "The robot is switched off, by its damage roll or from a control room.",
  directControl: "A Marine is steering this robot directly.",
  moved: "Moved this move (a turn of more than 90 degrees counts): it fires after those who stood still. Comes off as the next movement step begins.",
  nonTactical: "Moved non-tactically: straight, faster, and no firing or throwing this move. Fire at it takes +1. Comes off as the next movement step begins.",
  moveNoCloser: "Individual morale: will not close with a seen enemy or enter a known fire-swept zone, but may stand and fight.",
  duckBack: "Individual morale: ducks back behind the nearest cover within a tactical move.",
  surrendered: "Has surrendered to the nearest known enemy.",
  demoralised: "The ship's morale has broken.",
  noAmmo: "Out of ammunition or unarmed: fights hand to hand at -2.",
  inHandToHand: "Locked in hand to hand: may not move away this move.",
  carrying: "Carrying a casualty, a pallet or a SuperCharge, and doing nothing else.",
  chargeSetUp: "Moves spent setting a charge up: one for a door charge, two for a SuperCharge.",
  spaceFoam: "Successes against SpaceFoam: the second clears it.",
};
