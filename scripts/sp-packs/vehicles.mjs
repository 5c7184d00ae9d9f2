// The Space Patrol! vehicles compendium (Guide 6.7, 6.15): one blank vehicle of each kind whose
// turning the Guide rules on, and the helicopter with a gatling gun the Guide uses as its example of
// fire (6.6). The Guide prints no vehicle statistics, so the drive code, speed and armour stay 0 and
// each entry's notes say the GM sets them. `weapons` names entries of the weapons pack to carry.

const BLANK = "The Guide prints no statistics for this vehicle: its drive code, speed in inches and armour all start at 0, and the GM sets them from your Technical Manual or your own design before the battle.";
const SEATS = "Drop its driver, gunners and passengers on the sheet; it starts with no one aboard.";

export const VEHICLES = [
  {
    key: "wheeled-vehicle",
    name: "Wheeled Ground Vehicle (blank)",
    vehicleType: "wheeled",
    weapons: [],
    // Guide 6.7: a wheeled vehicle turns up to 90 degrees for a quarter of its move; it can take low cover
    notes: ["A car, truck or other wheeled machine. Turning it through up to a right angle uses a quarter of its move, and it may shelter behind low cover. Set its side to suit the scenario.", SEATS, BLANK],
  },
  {
    key: "tracked-vehicle",
    name: "Tracked Ground Vehicle (blank)",
    vehicleType: "tracked",
    weapons: [],
    // Guide 6.7: tracked vehicles take half their move to turn up to 90 degrees
    notes: ["A tank, crawler or other machine on tracks. A turn of up to a right angle costs half its move, and it may shelter behind low cover. Set its side to suit the scenario.", SEATS, BLANK],
  },
  {
    key: "watercraft",
    name: "Watercraft (blank)",
    vehicleType: "watercraft",
    weapons: [],
    // Guide 6.7: watercraft turn like tracked vehicles and cannot use cover; 6.15: a wrecked boat sinks
    notes: ["A boat or other vessel, steered with Sailor. A turn of up to a right angle costs half its move, it can never use cover, and if wrecked it sinks. Set its side to suit the scenario.", SEATS, BLANK],
  },
  {
    key: "aircraft",
    name: "Aircraft (blank)",
    vehicleType: "flying",
    weapons: [],
    // Guide 6.7: flying vehicles turn up to 180 degrees for a quarter move, no cover; 6.15: a wrecked aircraft plummets
    notes: ["A plane or other flying machine, flown with Air Pilot. It can swing right round for a quarter of its move but never takes cover, and shots at it suffer for its flying. If it is wrecked it falls: only those with a parachute or flying belt get a turn to leave it. Set its side to suit the scenario.", SEATS, BLANK],
  },
  {
    key: "helicopter-gatling",
    name: "Helicopter with Gatling Gun (sample)",
    vehicleType: "flying",
    weapons: ["gatling"],
    // Guide 6.6: "A helicopter with a gatling gun could shoot at a primary target 4 times ..."
    notes: [
      "A gunship of the kind the Guide uses to show how many targets a fast-firing gun can share its shots among. Its gunner fires while the pilot flies; a gun fixed to fire straight ahead could be fired by the pilot instead.",
      "SAMPLE: the Guide gives the pairing of helicopter and gatling as an example only, not as a vehicle with figures.",
      SEATS,
      BLANK,
    ],
  },
];
