// Our own words for the rules journal and the damage tables: what each marker does (Guide 6.4-6.6,
// 6.14, 6.15, 7.12 and the appendix) and what each damage result does. Keyed by the ids of
// rules/markers.ts and the row keys of rules/damage-tables.ts; the pack test checks none is missing.

export const MARKER_TEXT = {
  "sp-wound": "One disadvantage on every task and an inch less movement, per marker. A Medicine check with a Med Kit removes one.",
  "sp-mortalWound": "Counts as a Wound Marker, and every turn the bearer must pass a Vigor check (burdened by their wounds) or die. Medicine can remove it, each failed try making the next harder.",
  "sp-morale": "At the start of their turn the bearer tests Will; until the test is passed, the bearer hunkers in cover or heads for the nearest. One at most.",
  "sp-stun": "At the start of their turn the bearer tests Vigor; until the test is passed, the bearer neither moves nor acts. Medicine clears it easily. One at most.",
  "sp-suppressing": "The figure spent its turn putting down suppressing fire and will shoot at a suppressed enemy who moves.",
  "sp-suppressed": "Under suppressing fire: a disadvantage per allocated target on its next turn, and moving draws a shot.",
  "sp-overwatch": "Holding fire to shoot at the first enemy who moves in the coming enemy turn.",
  "sp-steadyAim": "Took Steady Aim: an advantage on next turn's shot if the figure neither moves nor changes weapon.",
  "sp-hunkered": "Crouched down in cover: shots at it are at a disadvantage; melee is unaffected.",
  "sp-prone": "Knocked down or lying flat; standing up costs a move.",
  "sp-unconscious": "Out cold: no moving, acting, sensing or speaking until woken by Medicine or 1d6 hours pass.",
  "sp-flying": "In the air: shots at it are at a disadvantage.",
  "sp-broken": "The table's own marker: this NPC's group broke at the start of its turn, half or more of it under Morale Markers, and it tries to escape.",
  "sp-surrendered": "The table's own marker: a marked NPC surrendered to an enemy in melee contact, or to guns covering them from 5 inches; the NPC is out of that side's turns.",
  "sp-vehicle-damage": "A structural hit: a disadvantage on everything the vehicle does and a tenth off its speed, per marker, until repaired after the battle.",
  "sp-vehicle-failureCascade": "As a Damage Marker, and every turn a crewman must pass a Mechanics check or the vehicle is wrecked.",
  "sp-vehicle-morale": "The commander tests Will each turn; until the test is passed, the vehicle drives away from danger and its crew fire only point defense. One at most.",
  "sp-vehicle-control": "Controls are hit: a disadvantage on driving, scanners and main weapons per marker until a crewman clears it with Electronics.",
  "sp-vehicle-suppressing": "The vehicle's gunner is putting down suppressing fire.",
  "sp-vehicle-overwatch": "The vehicle's gunner holds fire for the first enemy who moves, or for point defense.",
  "sp-vehicle-wrecked": "Every system stops: the vehicle halts, or falls if it was flying.",
  "sp-vehicle-flying": "The vehicle is in the air.",
  "sp-spacecraft-gunnery": "Fire control is damaged: a disadvantage on every shot, point defense included, per marker.",
  "sp-spacecraft-electronics": "Scanners and communications are damaged: a disadvantage on their tasks per marker.",
  "sp-spacecraft-hull": "The hull is holed and the air gone; life support is down until it is repaired.",
  "sp-spacecraft-drive": "Drives are damaged: a hex less space speed and a drive code less in atmosphere per marker.",
  "sp-spacecraft-astrogation": "The warp grid is damaged: the astrogation computer and protonic burst field lose a code per marker.",
  "sp-spacecraft-flight": "Flight controls are damaged: a hex less speed and a disadvantage on maneuvers per marker.",
  "sp-spacecraft-failureCascade": "Every turn a crewman must pass a Ship Drives check or the ship is wrecked.",
  "sp-spacecraft-morale": "The captain tests Leadership each turn; until the test is passed, the ship runs at full speed and its crew fire only point defense. One at most.",
  "sp-spacecraft-wrecked": "The ship is a hulk: nothing aboard works.",
  "sp-spacecraft-locked": "An enemy ship holds a Target Lock on this one this turn, one per locking ship; it may be fired on. The locks end with that side's turn.",
};

export const CONDITION_TEXT = {
  prone: "knocked prone",
  unconscious: "unconscious",
  dead: "dead",
  destroyed: "body destroyed beyond revival",
  wrecked: "wrecked",
  explodes: "explodes, killing all aboard",
  crewDamage: "Crew Damage",
};

export const TABLE_TEXT = {
  individual: { name: "Individual Damage (Guide 6.14)", description: "Roll 3d10 (3d8 for unarmed strikes), add penetration, subtract the armour rating the attack meets, at most +20." },
  vehicle: { name: "Vehicle Damage (Guide 6.15)", description: "Roll 3d10, add penetration, subtract the vehicle's armour, at most +20." },
  spacecraft: { name: "Spacecraft Damage (Guide 7.12)", description: "Roll 3d10, add penetration, subtract the spacecraft's armour, at most +20." },
};

export const BRANCH_TEXT = {
  flight: "Pilots who fly the Patrol's ships.",
  engineering: "Engineers who keep the drives and the ship running.",
  gunnery: "Gunners who crew the ship's weapons.",
  intelligence: "Analysts and operatives who work the scanners and gather information.",
  astrogation: "Navigators who plot the ship's courses and warps.",
  medicine: "Medics who keep the crew alive.",
};
