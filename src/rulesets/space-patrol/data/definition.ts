/**
 * Space Patrol! as the system sees it without Foundry: its document types, markers, turn, packs,
 * migrations and scene grid (Guide 6.1: one square is 1.5 m, and ranges in inches count squares).
 */
import type { RuleSetDefinition } from "../../../core/ruleset-definition";
import { SPACE_PATROL_MARKERS } from "../rules/markers";
import { PATROLMAN_SCHEMA } from "./patrolman-schema";
import { WEAPON_SCHEMA } from "./weapon-schema";
import { ARMOUR_SCHEMA } from "./armour-schema";
import { DEVICE_SCHEMA } from "./device-schema";
import { NPC_SCHEMA } from "./npc-schema";
import { VEHICLE_SCHEMA } from "./vehicle-schema";
import { SPACECRAFT_SCHEMA } from "./spacecraft-schema";
import { SPACE_PATROL_MIGRATIONS } from "./migrations";

export const SPACE_PATROL_TYPES = {
  patrolman: "spPatrolman",
  npc: "spNpc",
  vehicle: "spVehicle",
  spacecraft: "spSpacecraft",
  weapon: "spWeapon",
  armour: "spArmour",
  device: "spDevice",
} as const;

export const SPACE_PATROL: RuleSetDefinition = {
  id: "space-patrol",
  label: "STARSKIRMISH.RuleSet.space-patrol",
  documentTypes: [
    // Guide 4.2: a patrolman's Space Hero Points, an NPC's Plot Armor Points, on the token's bar.
    // keptInBattle (system/turn/kept-sheet.ts): what the GM's checks read off a sheet its owner may
    // write. Left out: notes, and what no battle reads (rank, medals, the service log).
    // spentInBattle: Hero and Plot Armor Points and doses, which the owner spends in play but never
    // regains in a battle (points are "renewed each session", Guide 4.2; doses, 8.7), and ammunition,
    // which their own reload refills to the magazine (6.4, refilledInBattle).
    {
      documentName: "Actor",
      type: SPACE_PATROL_TYPES.patrolman,
      schema: PATROLMAN_SCHEMA,
      tokenBar: { attribute: "heroPoints", kind: "bar" },
      markerGroup: "individual",
      // Guide 2, 3.5: the asset levels every roll is made with, held at Apply to an attack card's
      // level (cards/attacker-facts-confirm.ts); improved only after a session (Guide 4.1)
      keptInBattle: ["assets"],
      spentInBattle: ["heroPoints.value"],
    },
    {
      documentName: "Actor",
      type: SPACE_PATROL_TYPES.npc,
      schema: NPC_SCHEMA,
      tokenBar: { attribute: "plotArmor", kind: "bar" },
      markerGroup: "individual",
      // Guide 6.2: the side it acts with (turn/combatant-sides.ts); 6.9: a designated leader or
      // hero never surrenders, and a leader's fall tests the rest (actions/npc-morale.ts,
      // morale-triggers.ts); Guide 2, 3.5: its asset levels, held at Apply as a patrolman's are
      keptInBattle: ["side", "leader", "hero", "assets"],
      spentInBattle: ["plotArmor.value"],
    },
    {
      documentName: "Actor",
      type: SPACE_PATROL_TYPES.vehicle,
      schema: VEHICLE_SCHEMA,
      markerGroup: "vehicle",
      // Guide 6.2: its side; 6.7: kind and speed (turning, movement), drive code (6.6, SP-4), DI 5+ for
      // point defense; 6.13, 6.15: armour, held at Apply (cards/target-facts-confirm.ts); 6.15, 7.4: who
      // sits where, whose levels fire its weapons (actions/shooter.ts) and whom Crew Damage may strike
      // (cards/crew-damage-confirm.ts, SP-14). The Guide has no boarding of a vehicle mid-battle.
      keptInBattle: ["side", "vehicleType", "driveCode", "speed", "armour", "developmentIndex", "crew"],
    },
    {
      documentName: "Actor",
      type: SPACE_PATROL_TYPES.spacecraft,
      schema: SPACECRAFT_SCHEMA,
      markerGroup: "spacecraft",
      // Guide 7.2: its side; 3.3, 7.4-7.12: the codes every station's task adds, read by the GM's
      // requests (space fire, maneuvers, scans, repair); 7.12: armour, held at Apply; 7.1: speed; 7.9:
      // the PBF, raised and lowered only through the GM (actions/space-pbf.ts); 7.11: the deck boarded;
      // 7.4, 7.14: who stands at each station, read by every station request (turn/station-request.ts)
      keptInBattle: ["side", "sDrive", "aDrive", "scannerArray", "fireControl", "astrogationComputer", "flightComputer", "armour", "speed", "pbfRaised", "deckScene", "stations"],
    },
    {
      documentName: "Item",
      type: SPACE_PATROL_TYPES.weapon,
      schema: WEAPON_SCHEMA,
      // Guide 2.2, 3.3, 3.5, 6.6-6.8, 7.8: what a fire or melee card is held to at Apply
      // (actions/fired-weapon.ts, melee-options.ts, cards/attacker-facts-confirm.ts), and what the
      // magazine and reload are (6.4: with no magazine a weapon spends no ammunition). The rounds
      // left (`ammo`) are spent and reloaded by the owner in play: in a battle they go down, or up
      // to a full magazine as a reload fills it (6.4), and to nothing else.
      keptInBattle: [
        "code",
        "kind",
        "attack",
        "effective",
        "long",
        "extreme",
        "targets",
        "ammoPerTurn",
        "magazine",
        "reload",
        "reach",
        "maxHits",
        "highExplosive",
        "shotgun",
        "guided",
        "pointDefenseModule",
        "spaceKind",
      ],
      spentInBattle: ["ammo"],
      refilledInBattle: { ammo: "magazine" },
    },
    {
      documentName: "Item",
      type: SPACE_PATROL_TYPES.armour,
      schema: ARMOUR_SCHEMA,
      // Guide 6.13, SP-8: the ratings and 8.5: the NBC proofing a target is held to at Apply
      // (actions/target-profile.ts, cards/target-facts-confirm.ts); 5.3: the movement it costs
      keptInBattle: ["hand", "bullets", "energy", "suit", "nbcProof", "movementPenalty"],
      // the Apply refuses a card whose target's armour changed since the roll: taking it off mid-battle
      // would escape every card rolled against it
      staysInBattle: true,
    },
    {
      documentName: "Item",
      type: SPACE_PATROL_TYPES.device,
      schema: DEVICE_SCHEMA,
      // Guide 3.3: a kit's equipment bonus (actions/action-common.ts kitBonus), 2.3: the Psi-Amp's;
      // 8.7: which injector it is; 6.12: a grenade's type, penetrations and burst. The doses are
      // spent by the owner in play (actions/use-device.ts, grenade.ts), so only lowered.
      keptInBattle: ["kind", "equipmentBonus", "injector", "contactPenetration", "burstPenetration", "burstRadius", "grenadeType"],
      spentInBattle: ["doses"],
    },
  ],
  markers: SPACE_PATROL_MARKERS,
  // Guide 6.2: initiative once per combat, then the sides alternate (SP-12).
  turn: {
    initiative: "sidesOnce",
    phases: [{ id: "side", label: "STARSKIRMISH.SpacePatrol.Turn.side" }],
  },
  // Guide 6.1: 1" on the table = 1.5 m.
  // Guide 6.1: ranges, moves and bursts are in inches, one square each (1.5 m at the usual scale); the
  // ruler speaks the sheets' unit
  grid: { type: "square", size: 100, distance: 1, units: "in", measureIn: "spaces" },
  packs: [
    { name: "sp-patrolmen", type: "Actor", label: "Space Patrol! Patrolmen" },
    { name: "sp-spacecraft", type: "Actor", label: "Space Patrol! Spacecraft" },
    { name: "sp-vehicles", type: "Actor", label: "Space Patrol! Vehicles" },
    { name: "sp-npcs", type: "Actor", label: "Space Patrol! NPCs" },
    { name: "sp-weapons", type: "Item", label: "Space Patrol! Weapons" },
    { name: "sp-armour", type: "Item", label: "Space Patrol! Armour" },
    { name: "sp-devices", type: "Item", label: "Space Patrol! Devices" },
    { name: "sp-assets", type: "JournalEntry", label: "Space Patrol! Assets" },
    { name: "sp-rules", type: "JournalEntry", label: "Space Patrol! Branches, Ranks and Markers" },
    { name: "sp-tables", type: "RollTable", label: "Space Patrol! Damage Tables" },
    { name: "sp-creation-tables", type: "RollTable", label: "Space Patrol! Character Creation Tables" },
  ],
  packFolder: { name: "Space Patrol!", color: "#1b3a5c" },
  migrations: SPACE_PATROL_MIGRATIONS,
};
