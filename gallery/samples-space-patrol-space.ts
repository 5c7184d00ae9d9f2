/**
 * Gallery samples of Space Patrol! space combat (Guide 7): the space initiative card rolled, under
 * surprise, and when the ships pass undetected, and the scanner card of Identify Target and Target
 * Lock, the space fire card with a PBF block and hits up to the ammo use, maneuver and repair cards, built by the same
 * context functions the glue uses.
 */
import { zeroGCardContext } from "../src/rulesets/space-patrol/view/zero-g-card";
import { dogFightCardContext } from "../src/rulesets/space-patrol/view/dog-fight-card";
import { dogFightTask } from "../src/rulesets/space-patrol/rules/vehicles";
import type { Sample } from "./sample";
import { FixedDice } from "../src/core/seeded-dice";
import { resolveSpaceInitiative, type SpaceSide } from "../src/rulesets/space-patrol/rules/space-initiative";
import { spaceInitiativeCardContext, type SpaceSideFacts } from "../src/rulesets/space-patrol/view/space-initiative-card";
import { spaceScanCardContext } from "../src/rulesets/space-patrol/view/space-scan-card";
import { resolveTask } from "../src/rulesets/space-patrol/rules/task";
import { SP_SPACECRAFT_MARKER_ID } from "../src/rulesets/space-patrol/rules/marker-ids";
import { resolveSpacePointDefense } from "../src/rulesets/space-patrol/rules/space-fire";
import { interceptionRolls } from "../src/rulesets/space-patrol/view/space-fire-card";
import { resolveRecordedSpaceFire, spaceFireCardFromRecord, type SpaceFireRecordView } from "../src/rulesets/space-patrol/view/space-fire-record-card";
import { spaceManeuverCardContext } from "../src/rulesets/space-patrol/view/space-maneuver-card";
import { spaceRepairCardContext } from "../src/rulesets/space-patrol/view/space-repair-card";
import { resolveManeuver, resolveShimshamCrash } from "../src/rulesets/space-patrol/rules/space-maneuvers";
import { spaceWarpCardContext } from "../src/rulesets/space-patrol/view/space-warp-card";
import { vacuumCardContext, vacuumFateContext } from "../src/rulesets/space-patrol/view/vacuum-card";
import { spaceFireDialogContext } from "../src/rulesets/space-patrol/view/space-fire-dialog";
import { scanCardFromRecord } from "../src/rulesets/space-patrol/view/space-scan-record-card";
import { diceOffCardContext, diceOffDialogContext } from "../src/rulesets/space-patrol/view/boarding-dice-card";
import { maneuverCardFromRecord, maneuverOutcomeFromRecord, type ManeuverRecordView } from "../src/rulesets/space-patrol/view/space-maneuver-record-card";

const patrol: SpaceSide = { commanderTactics: 3, scanner: { asset: 2, array: 2 } };
const pirates: SpaceSide = { commanderTactics: 2, scanner: { asset: 2, array: 1 } };
const facts: Record<"players" | "enemies", SpaceSideFacts> = {
  players: {
    scannerShip: "PSV Lodestar", scanners: 2, array: 2,
    commander: { ship: "PSV Lodestar", name: "Rana Okafor", tactics: 3, reason: "appointed" },
    captains: [{ ship: "PSV Lodestar", name: "Rana Okafor", tactics: 3, reason: "appointed" }, { ship: "PSV Kestrel", name: "Ito Marr", tactics: 1, reason: "rank" }],
    pool: 4,
  },
  enemies: {
    scannerShip: "Black Gull", scanners: 2, array: 1,
    commander: { ship: "Black Gull", name: "", tactics: 2, reason: "npcCrew" },
    captains: [{ ship: "Black Gull", name: "", tactics: 2, reason: "npcCrew" }],
    pool: 2,
  },
};

// pirates whose scanner ship carries an Electronics Marker and rolls at Scanners X: two disadvantages (7.6, SP-7)
const blindPirates: SpaceSide = { commanderTactics: 2, scanner: { asset: "X", array: 1, markers: { [SP_SPACECRAFT_MARKER_ID.electronics]: 1 } } };
const blindFacts: Record<"players" | "enemies", SpaceSideFacts> = { ...facts, enemies: { ...facts.enemies, scanners: "X" } };

const card = (id: string, title: string, faces: number[], enemies = pirates, sides = facts): Sample => ({
  id,
  title,
  kind: "card",
  template: "space-patrol/cards/space-initiative.hbs",
  classes: "chat-message message",
  context: { ...spaceInitiativeCardContext(resolveSpaceInitiative(new FixedDice(faces), patrol, enemies), sides) },
});

export function starshipCombatSamples(): Sample[] {
  return [
    card("sp-space-initiative", "Space initiative: both detect, the d12s decide", [10, 12, 5, 7]),
    card("sp-space-initiative-surprise", "Space initiative: the patrol surprises the pirates", [12, 3]),
    card("sp-space-initiative-undetected", "Space initiative: the ships pass undetected", [2, 3]),
    card("sp-space-initiative-blind", "Space initiative: the pirates' surprise check at Scanners X with an Electronics Marker", [10, 15], blindPirates, blindFacts),
    {
      id: "sp-space-identify",
      title: "Scanner card: Identify Target on two ships, one of which fired last turn",
      kind: "card",
      template: "space-patrol/cards/space-scan.hbs",
      classes: "chat-message message",
      context: {
        ...spaceScanCardContext({
          ship: "PSV Lodestar", task: "identifyTarget", by: "Rana Okafor", asset: 2, array: 2, electronicsMarkers: 0,
          rows: [
            { target: "Black Gull", result: resolveTask({ dt: 12, asset: 2, equipment: 2, advantages: 1 }, 5), fired: true },
            { target: "Red Maw", result: resolveTask({ dt: 12, asset: 2, equipment: 2 }, 6), fired: false },
          ],
        }),
      },
    },
    {
      id: "sp-space-lock",
      title: "Scanner card: Target Lock by an NPC-less station with an Electronics Marker",
      kind: "card",
      template: "space-patrol/cards/space-scan.hbs",
      classes: "chat-message message",
      context: {
        ...spaceScanCardContext({
          ship: "PSV Lodestar", task: "targetLock", by: "", asset: "X", array: 2, electronicsMarkers: 1,
          rows: [{ target: "Black Gull", result: resolveTask({ dt: 12, asset: "X", equipment: 2, disadvantages: 1 }, 19), fired: false }],
        }),
      },
    },
    {
      id: "sp-space-scan-covering",
      title: "Scanner card: Identify Target by a crewman covering two stations, the disadvantage named once, among the DT's causes (7.14)",
      kind: "card",
      template: "space-patrol/cards/space-scan.hbs",
      classes: "chat-message message",
      context: spaceScanCardContext({
        ship: "PSV Lodestar", task: "identifyTarget", by: "Ito Marr", covering: true, asset: 2, array: 2, electronicsMarkers: 0,
        rows: [{ target: "Black Gull", result: resolveTask({ dt: 12, asset: 2, equipment: 2, disadvantages: 1 }, 11), fired: false }],
      }),
    },
    {
      id: "sp-space-lock-tactics",
      title: "Scanner card: a Target Lock turned by the captain's two Tactics points, the enemy spending one against it",
      kind: "card",
      template: "space-patrol/cards/space-scan.hbs",
      classes: "chat-message message",
      context: scanCardFromRecord(
        "PSV Lodestar",
        {
          task: "targetLock", by: "Rana Okafor", covering: false, array: 2, electronicsMarkers: 0, facts: 1, targetArray: 1,
          rows: [
            { name: "Black Gull", dt: 12, asset: "2", equipment: 2, advantages: 0, disadvantages: 0, d20: 7, fired: false },
            { name: "Red Maw", dt: 12, asset: "2", equipment: 2, advantages: 0, disadvantages: 0, d20: 14, fired: true },
          ],
          tactics: [
            { row: 0, side: "players", points: 1 },
            { row: 0, side: "players", points: 1 },
            { row: 0, side: "enemies", points: -1 },
          ],
        },
        ["players", "enemies"],
      ),
    },
    {
      id: "sp-space-analyze",
      title: "Scanner card: Analyze Target for three facts, the better scanner array giving an advantage",
      kind: "card",
      template: "space-patrol/cards/space-scan.hbs",
      classes: "chat-message message",
      context: spaceScanCardContext({
        ship: "PSV Lodestar", task: "analyzeTarget", by: "Rana Okafor", asset: 2, array: 2, electronicsMarkers: 0, facts: 3, targetArray: 1,
        rows: [{ target: "Black Gull", result: resolveTask({ dt: 8, asset: 2, equipment: 2, advantages: 1, disadvantages: 2 }, 9), fired: false }],
      }),
    },
    {
      id: "sp-space-jam",
      title: "Scanner card: Electronic Jam on a ship with the weaker scanner array",
      kind: "card",
      template: "space-patrol/cards/space-scan.hbs",
      classes: "chat-message message",
      context: spaceScanCardContext({
        ship: "PSV Lodestar", task: "electronicJam", by: "Rana Okafor", asset: 2, array: 3, electronicsMarkers: 0, targetArray: 1,
        rows: [{ target: "Black Gull", result: resolveTask({ dt: 16, asset: 2, equipment: 3, advantages: 2 }, 7), fired: false }],
      }),
    },
    {
      id: "sp-space-maneuver",
      title: "Maneuver card: Boost Engines with a special success",
      kind: "card",
      template: "space-patrol/cards/space-maneuver.hbs",
      classes: "chat-message message",
      context: {
        ...spaceManeuverCardContext({
          ship: "PSV Lodestar", by: "Ito Marr", key: "boostEngines", asset: 1, equipment: 1, equipmentKey: "sDrive", enemy: "", compare: null,
          result: resolveManeuver({ key: "boostEngines", asset: 1, equipment: 1, d20: 15, dice: new FixedDice([3]) }),
          avoid: null, crash: [],
        }),
        tactics: null,
      },
    },
    {
      id: "sp-space-maneuver-covering",
      title: "Maneuver card: evasive maneuvers by a pilot covering two stations",
      kind: "card",
      template: "space-patrol/cards/space-maneuver.hbs",
      classes: "chat-message message",
      context: {
        ...spaceManeuverCardContext({
          ship: "PSV Lodestar", by: "Ito Marr", covering: true, key: "evasiveManeuvers", asset: 2, equipment: 1, equipmentKey: "flightComputer", enemy: "", compare: null,
          result: resolveManeuver({ key: "evasiveManeuvers", asset: 2, equipment: 1, disadvantages: 1, d20: 15 }),
          avoid: null, crash: [],
        }),
        tactics: null,
      },
    },
    {
      id: "sp-space-maneuver-crash",
      title: "Maneuver card: a failed Asteroid Shimsham crashes into the body",
      kind: "card",
      template: "space-patrol/cards/space-maneuver.hbs",
      classes: "chat-message message",
      context: {
        ...spaceManeuverCardContext({
          ship: "PSV Lodestar", by: "Ito Marr", key: "asteroidShimsham", asset: 2, equipment: 1, equipmentKey: "flightComputer", enemy: "Black Gull", compare: { own: "X", enemy: 2 },
          result: resolveManeuver({ key: "asteroidShimsham", asset: 2, equipment: 1, compare: { own: "X", enemy: 2 }, d20: 2 }),
          avoid: resolveTask({ dt: 12, asset: 2, equipment: 1 }, 1),
          crash: resolveShimshamCrash(new FixedDice([6, 6, 6])),
        }),
        tactics: null,
      },
    },
    {
      id: "sp-space-maneuver-tactics",
      title: "Maneuver card: a Boost Field that falls short on the die and succeeds with two of the captain's Tactics points",
      kind: "card",
      template: "space-patrol/cards/space-maneuver.hbs",
      classes: "chat-message message",
      context: sampleManeuver({
        key: "boostField", by: "Sol Verano", covering: false, enemy: "", compareOwn: "", compareEnemy: "",
        asset: "2", equipment: 1, advantages: 0, disadvantages: 0, d20: 11, avoidDisadvantages: 0,
        tactics: [{ side: "players", points: 1 }, { side: "players", points: 1 }],
      }),
    },
    {
      id: "sp-space-repair",
      title: "Repair card: a failed first attempt leaves the drive to EVA",
      kind: "card",
      template: "space-patrol/cards/space-repair.hbs",
      classes: "chat-message message",
      context: {
        ...spaceRepairCardContext({
          ship: "PSV Lodestar", by: "Ito Marr", markerLabel: "STARSKIRMISH.SpacePatrol.Marker.spacecraft.drive", asset: "shipDrives", level: 1, equipment: 1, eva: false, evaD100: 17,
          result: resolveTask({ dt: 16, asset: 1, equipment: 1 }, 5),
        }),
      },
    },
    {
      id: "sp-space-repair-untrained",
      title: "Repair card: an untrained hand covering two stations, the DT moved twice",
      kind: "card",
      template: "space-patrol/cards/space-repair.hbs",
      classes: "chat-message message",
      context: {
        ...spaceRepairCardContext({
          ship: "PSV Lodestar", by: "Ito Marr", covering: true, markerLabel: "STARSKIRMISH.SpacePatrol.Marker.spacecraft.drive", asset: "shipDrives", level: "X", equipment: 1, eva: false, evaD100: null,
          result: resolveTask({ dt: 16, asset: "X", equipment: 1, disadvantages: 1 }, 19),
        }),
      },
    },
    {
      id: "sp-space-defense",
      title: "Point defense card: a turret reserved against the next enemy torps",
      kind: "card",
      template: "space-patrol/cards/space-defense.hbs",
      classes: "chat-message message",
      context: { ship: "Black Gull", turret: "Pulse Laser Turret", by: "" },
    },
    {
      id: "sp-space-warp-course",
      title: "Warp card: the course set, the first of two turns",
      kind: "card",
      template: "space-patrol/cards/space-warp.hbs",
      classes: "chat-message message",
      context: spaceWarpCardContext({ ship: "PSV Lodestar", by: "Rana Okafor", covering: false, asset: 2, equipment: 1, result: null, retry: null }),
    },
    {
      id: "sp-space-warp-success",
      title: "Warp card: the drive energized, with a Drive Marker aboard",
      kind: "card",
      template: "space-patrol/cards/space-warp.hbs",
      classes: "chat-message message",
      context: spaceWarpCardContext({ ship: "PSV Lodestar", by: "Rana Okafor", covering: false, asset: 2, equipment: 1, result: resolveTask({ dt: 8, asset: 2, equipment: 1, disadvantages: 1 }, 11), retry: null }),
    },
    {
      id: "sp-space-warp-failure",
      title: "Warp card: the drive field fails, six turns to wait",
      kind: "card",
      template: "space-patrol/cards/space-warp.hbs",
      classes: "chat-message message",
      context: spaceWarpCardContext({ ship: "PSV Lodestar", by: "Rana Okafor", covering: true, asset: 2, equipment: 1, result: resolveTask({ dt: 8, asset: 2, equipment: 1, disadvantages: 2 }, 3), retry: 9 }),
    },
    {
      id: "sp-space-warped",
      title: "Warped card: the ship leaves the battle",
      kind: "card",
      template: "space-patrol/cards/space-warped.hbs",
      classes: "chat-message message",
      context: { ship: "Black Gull" },
    },
    {
      id: "sp-reverse-polarity",
      title: "Reverse the Polarity card: a wreck turned into a Heavy Penetration",
      kind: "card",
      template: "space-patrol/cards/reverse-polarity.hbs",
      classes: "chat-message message",
      context: { ship: "PSV Lodestar", spender: "Ito Marr", from: "STARSKIRMISH.SpacePatrol.Polarity.from.wrecked", row: "STARSKIRMISH.SpacePatrol.Damage.spacecraft.heavyPenetration", left: 1 },
    },
    {
      id: "sp-space-fire-dialog",
      title: "Space fire dialog: a pulse turret's four shots shared between a locked primary and an unlocked ship",
      kind: "dialog",
      template: "space-patrol/dialogs/space-fire.hbs",
      classes: "application dialog",
      context: spaceFireDialogContext({
        weapon: "Pulse Laser Turret",
        shots: 4,
        ammoUse: 30,
        maxShips: 2,
        torp: false,
        targets: [
          { id: "a", name: "Black Gull", hexes: 4, locked: true },
          { id: "b", name: "Red Maw of the Outer Dark", hexes: 7, locked: false },
        ],
      }),
    },
    {
      id: "sp-boarding-dice-off",
      title: "Boarding dice-off card: two NPC crews, the larger with better equipment, a tie going to the defenders",
      kind: "card",
      template: "space-patrol/cards/boarding-dice-off.hbs",
      classes: "chat-message message",
      context: diceOffCardContext(
        { name: "Black Gull", side: { crew: 12, defending: false, di: 2, qualityEdge: false } },
        { name: "Ore Hauler Meridian", side: { crew: 5, defending: true, di: 1, qualityEdge: true } },
        [[4, 3, 2], [1, 6, 2]],
        false,
      ),
    },
    {
      id: "sp-boarding-dice-off-dialog",
      title: "Boarding dice-off dialog: the crew sizes, equipment DI and quality the GM gives",
      kind: "dialog",
      template: "space-patrol/dialogs/boarding-dice-off.hbs",
      classes: "application dialog",
      context: diceOffDialogContext("Black Gull", "Ore Hauler Meridian", 6, 2),
    },
    {
      id: "sp-vacuum",
      title: "Hull breach card: the crew's suits and air, and a choice for each crewman without a suit",
      kind: "card",
      template: "space-patrol/cards/vacuum.hbs",
      classes: "chat-message message",
      context: vacuumCardContext("PSV Lodestar", [
        { key: "ito", name: "Ito Marr", suit: "none" },
        { key: "rana", name: "Rana Okafor", suit: "flightSuit" },
        { key: "kade", name: "Kade Brightwater-Vasquez", suit: "eva" },
      ]),
    },
    {
      id: "sp-vacuum-fate",
      title: "Hull breach: a Space Hero Point spent to survive the vacuum",
      kind: "card",
      template: "space-patrol/cards/vacuum-fate.hbs",
      classes: "chat-message message",
      context: vacuumFateContext("PSV Lodestar", "Ito Marr", "spent", 0),
    },
    {
      id: "sp-boarding",
      title: "Boarding card: a disabled pirate boarded, the fight moved to its decks in zero-G",
      kind: "card",
      template: "space-patrol/cards/boarding.hbs",
      classes: "chat-message message",
      context: { ship: "PSV Lodestar", defender: "Black Gull", deck: "Black Gull decks", allowed: false, zeroG: true, turns: 20, attackers: "Rana Okafor, Ito Marr", defenders: "Zed O'Hara" },
    },
    {
      id: "sp-zero-g-missed",
      title: "Zero-G card: a firearm's Space-Fu check fails, the shot misses outright",
      kind: "card",
      template: "space-patrol/cards/zero-g.hbs",
      classes: "chat-message message",
      context: zeroGCardContext({ actorName: "Ito Marr", action: "shooting", weapon: "firearm", level: "1", result: resolveTask({ dt: 12, asset: 1, equipment: 0, disadvantages: 1 }, 10) }),
    },
    {
      id: "sp-dog-fight-won",
      title: "Dog fight card: a faster aircraft with the better pilot gets its shot",
      kind: "card",
      template: "space-patrol/cards/dog-fight.hbs",
      classes: "chat-message message",
      context: dogFightCardContext({
        vehicleName: "Skyhook gunship",
        pilotName: "Ito Marr",
        targetName: "Corsair raider",
        level: "2",
        aDrive: 3,
        targetADrive: 2,
        targetLevel: "1",
        vehicleMarkers: 1,
        pilotWounds: 0,
        result: resolveTask(dogFightTask({ aDrive: 3, airPilot: 2 }, { aDrive: 2, airPilot: 1 }, { vehicle: { "sp-vehicle-damage": 1 }, pilot: {} }), 9),
      }),
    },
    {
      id: "sp-dog-fight-lost",
      title: "Dog fight card: a slower, wounded pilot cannot line up a shot",
      kind: "card",
      template: "space-patrol/cards/dog-fight.hbs",
      classes: "chat-message message",
      context: dogFightCardContext({
        vehicleName: "Patrol skimmer",
        pilotName: "Rana Okafor",
        targetName: "Corsair raider",
        level: "1",
        aDrive: 1,
        targetADrive: 2,
        targetLevel: "1",
        vehicleMarkers: 0,
        pilotWounds: 1,
        result: resolveTask(dogFightTask({ aDrive: 1, airPilot: 1 }, { aDrive: 2, airPilot: 1 }, { vehicle: {}, pilot: { "sp-wound": 1 } }), 12),
      }),
    },
    {
      id: "sp-zero-g-passed",
      title: "Zero-G card: a melee attack's Space-Fu check passes",
      kind: "card",
      template: "space-patrol/cards/zero-g.hbs",
      classes: "chat-message message",
      context: zeroGCardContext({ actorName: "Rana Okafor", action: "melee", weapon: "other", level: "2", result: resolveTask({ dt: 12, asset: 2, equipment: 0 }, 14) }),
    },
    {
      id: "sp-space-pbf",
      title: "Protonic Burst Field card: the astrogator lowers the field",
      kind: "card",
      template: "space-patrol/cards/space-pbf.hbs",
      classes: "chat-message message",
      context: { ship: "PSV Lodestar", by: "Rana Okafor", raised: false },
    },
    {
      id: "sp-space-fire-torps",
      title: "Space fire card: three torps, two stopped by point defense",
      kind: "card",
      template: "space-patrol/cards/space-fire.hbs",
      classes: "chat-message message",
      context: sampleSpaceFire(
        {
          ...FIRE_SAMPLE,
          weaponName: "Space Torp Pod",
          weapon: { band: "effective", bonus: 0, penetration: 10, targets: 3, ammoUse: 3, spaceTorp: true, energy: false },
          targets: [{ ...FIRE_TARGET, key: "a", name: "Black Gull", shots: 1 }],
          d20: [16],
          interceptions: [{ target: "Black Gull", turret: "pulseLaser", incoming: 3, intercepted: 2, rolls: interceptionRolls(resolveSpacePointDefense({ turret: "pulseLaser", incomingTorps: 3, d20s: [20, 14, 3, 1] }).tasks) }],
        },
        { damage0: [2, 3, 4, 1, 1, 1, 5, 5, 5] },
        [],
      ),
    },
    {
      id: "sp-space-fire",
      title: "Space fire card: beam laser on two ships, the PBF blocks one, a Tactics point on the second roll",
      kind: "card",
      template: "space-patrol/cards/space-fire.hbs",
      classes: "chat-message message",
      context: sampleSpaceFire(
        {
          ...FIRE_SAMPLE,
          targets: [
            { ...FIRE_TARGET, key: "a", name: "Black Gull", hasPbf: true, pbfCode: 2 },
            { ...FIRE_TARGET, key: "b", name: "Red Maw", armour: 0, distanceToPrimary: 2 },
          ],
          d20: [14, 11],
          tactics: [{ row: 1, side: "players", points: 1 }],
        },
        { pbf0: [1], damage1: [6, 3, 2, 1, 6, 6, 6] },
        ["players", "enemies"],
      ),
    },
  ];
}

/** A space fire's record as the GM's client keeps it: the beam laser of the Lodestar at effective range. */
const FIRE_SAMPLE: SpaceFireRecordView = {
  ship: "PSV Lodestar",
  weaponName: "Beam laser",
  gunner: "Ito Marr",
  covering: false,
  gunnerAsset: "2",
  fireControl: 2,
  weapon: { band: "effective", bonus: 1, penetration: 15, targets: 2, ammoUse: 3, spaceTorp: false, energy: true },
  situation: { shooterMarkers: {}, surprise: false, shooterCameToGrips: false, shooterShimsham: false, shooterEvading: false, disadvantages: 0 },
  targets: [],
  d20: [],
  interceptions: [],
  tactics: [],
};

const FIRE_TARGET: SpaceFireRecordView["targets"][number] = {
  key: "a", name: "", shots: 1, distanceToPrimary: 0, armour: 5, markers: {}, evadedLastTurn: false, cameToGripsLastTurn: false, shimshamLastTurn: false, hasPbf: false, pbfCode: 0, pbfBoosted: false,
};

/** The card of a recorded fire, each slot's dice fixed. */
function sampleSpaceFire(record: SpaceFireRecordView, slots: Record<string, number[]>, sides: readonly string[]) {
  const result = resolveRecordedSpaceFire(record, (key) => new FixedDice(slots[key] ?? [1]));
  if (!result) throw new Error("sample space fire does not read");
  return spaceFireCardFromRecord(record, result, sides);
}

/** The card of a recorded maneuver whose roll alone decides, as the Lodestar's crew made it. */
function sampleManeuver(record: ManeuverRecordView) {
  return maneuverCardFromRecord("PSV Lodestar", record, maneuverOutcomeFromRecord(record, () => new FixedDice([1])), ["players", "enemies"]);
}
