// Valid calls of entry points that inputs made from shapes alone seldom get past the first check
// (a turn position must name a phase of the sequence, an attack's dice must match its shots). The
// property test calls each as it is, and spoiled one or two fields at a time, so the refusals are
// tried deep inside and the full path runs too. Built from the module under test, so dist's own
// tables are used when dist is tested.
import type { DiceSource } from "../../src/core/dice";
import type { RulesModule } from "./run";

/** An example's arguments, made afresh for each call (dice are consumed). */
export type Example = (rules: RulesModule, dice: () => DiceSource) => unknown[];

const call = (rules: RulesModule, name: string, ...args: unknown[]): unknown => {
  const [ns, fn] = name.split(".") as [string, string];
  // an entry point of the module under test, called to build another's input
  return (rules[ns]?.[fn] as (...a: unknown[]) => unknown)(...args);
};

const striker = (rules: RulesModule, name: string): unknown => rules.striker?.[name];
const strikerTurn: Example = (r) => [striker(r, "STRIKER_TURN"), striker(r, "FIRST_POSITION")];
const strikerLater = { turn: 2, phase: "firstFire", step: "c" };
const team = { id: "a", morale: 7, initiative: "average", leader: "nco", soldiers: 4, condition: "routed", visibility: "open" };
const leaderTeam = { ...team, id: "b", condition: "normal" };
const commandTeam = { id: "t", role: "fireTeam", initiative: "low", hasLeader: true, squad: "s1", section: "x1", platoon: "p1", company: "c1" };
const squadLeader = { ...commandTeam, id: "l", role: "squadLeader", initiative: "average" };
const strikerWeapon = {
  bands: [
    { range: 300, penetration: 3, autofire: 1 },
    { range: 600, penetration: 2, autofire: 0 },
  ],
  targets: 2,
  gyrostabilised: false,
  highRecoil: false,
  autofireDoubled: false,
  explosive: { burstM: 10, fragmentationPenetration: 2 },
};
const strikerFire = {
  weapon: strikerWeapon,
  rangeM: 250,
  firers: [{ id: "f", troops: 4, initiative: "average", moved: false }],
  targets: [
    { id: "t1", status: "open", movedM: 0, soldiers: 4, nearby: [{ id: "t2", distanceM: 5, soldiers: 3 }] },
    { id: "t2", status: "concealed", movedM: 100, soldiers: 3 },
  ],
};
const spWeapon = { band: "effective", penetration: 8, targets: 2, ammoPerTurn: 4, equipment: 1, highExplosive: true };
const spFire = (dice: DiceSource): unknown => ({
  shooter: { asset: 3, markers: { "sp-wound": 1 } },
  weapon: spWeapon,
  targets: [{ movedLastTurn: false, markers: { "sp-stun": 1 }, armour: { hand: 1, bullets: 2, energy: 3 } }, { distanceToPrimary: 2, table: "vehicle", armour: 4 }],
  d20: [18, 20],
  dice,
});
const formation = {
  members: [
    { id: "leader", width: 1, height: 1, leader: true, group: "squad" },
    { id: "a1", width: 1, height: 1, group: "team-a" },
    { id: "a2", width: 1, height: 1, group: "team-a" },
    { id: "b1", width: 1, height: 1, group: "team-b" },
    { id: "b2", width: 1, height: 1, group: "team-b" },
    { id: "car", width: 2, height: 2 },
  ],
  groups: [{ id: "squad", shape: "wedge" }, { id: "team-a", parent: "squad" }, { id: "team-b", parent: "squad", shape: "column" }],
  grid: { kind: "hexOddR", size: 100, bounds: { x: 0, y: 0, width: 3000, height: 2000 } },
  drop: { x: 1500, y: 1000 },
  facing: "NE",
  shape: "default",
  defaultShape: "line",
  blocked: [{ i: 9, j: 14 }, { i: 10, j: 15 }],
  occupiedRects: [{ x: 1300, y: 800, width: 100, height: 100 }],
  walls: [{ x1: 1700, y1: 700, x2: 1700, y2: 1300 }],
  searchRadius: 6,
};
const sideOutcome = {
  surprise: "none",
  first: "players",
  players: { die: 7, tactics: 2, leadership: 1, modifier: 3, total: 10 },
  enemies: { die: 4, tactics: null, leadership: null, modifier: 0, total: 4 },
};
const sideState = (r: RulesModule): unknown => call(r, "spacePatrol.startSideTurns", sideOutcome, { players: 3, enemies: 2 }, true);

/** Example arguments by entry point. */
export const EXAMPLES: Readonly<Record<string, Example>> = {
  "core.layoutFormation": () => [formation],
  "core.checkFormationInput": () => [formation],
  "core.checkPosition": strikerTurn,
  "core.slotIndex": strikerTurn,
  "core.ordinalOf": strikerTurn,
  "core.nextPosition": strikerTurn,
  "core.previousPosition": (r) => [striker(r, "STRIKER_TURN"), strikerLater],
  "core.startsTurn": strikerTurn,
  "core.actingPlayer": (r) => [striker(r, "STRIKER_TURN"), strikerLater],
  "core.turnBannerView": (r) => [striker(r, "STRIKER_TURN"), strikerLater],
  "core.comparePositions": (r) => [striker(r, "STRIKER_TURN"), striker(r, "FIRST_POSITION"), strikerLater],
  "core.isAfter": (r) => [striker(r, "STRIKER_TURN"), strikerLater, striker(r, "FIRST_POSITION")],
  "core.turnsLater": (r) => [striker(r, "STRIKER_TURN"), strikerLater, 2],
  "core.expiryPoint": (r) => [striker(r, "STRIKER_TURN"), { kind: "endOf", turnsLater: 1, phase: "firstFire" }, strikerLater],
  "core.hasExpired": (r) => [striker(r, "STRIKER_TURN"), { through: strikerLater }, striker(r, "FIRST_POSITION"), { turn: 3, phase: "firstFire", step: "a" }],
  "core.phaseOf": (r) => [striker(r, "STRIKER_TURN"), "firstFire"],
  "spacePatrol.resolveFire": (_r, dice) => [spFire(dice())],
  "spacePatrol.resolveSpaceFire": (_r, dice) => [
    {
      gunnerAsset: 2,
      fireControl: 1,
      weapon: { band: "long", bonus: 1, penetration: 15, targets: 2, ammoUse: 3, energy: true },
      targets: [{ targetLocked: true, armour: 5, pbf: { code: 2 } }, { targetLocked: true, armour: 3, distanceToPrimary: 2 }],
      d20: [19, 17],
      dice: dice(),
    },
  ],
  "spacePatrol.rollDamageHits": (_r, dice) => ["individual", 10, 4, dice(), undefined, 3],
  "spacePatrol.rollDamageWithModifier": (_r, dice) => ["vehicle", 10, 2, dice()],
  "spacePatrol.resolveMelee": (_r, dice) => [
    {
      asset: 2,
      style: "martialArts",
      weapon: { penetration: 2, maxHits: 2, unarmed: true },
      situation: { attackerReach: 2, targetReach: 1, attackerFighting: 2, targetFighting: "X", attackersOnTarget: 2 },
      target: { markers: { "sp-wound": 1 } },
      d20: 17,
      dice: dice(),
    },
  ],
  "spacePatrol.nextStep": (r) => [call(r, "spacePatrol.newCreation")],
  "spacePatrol.assertCreationState": (r) => [call(r, "spacePatrol.newCreation")],
  "spacePatrol.applyStep": (r) => [call(r, "spacePatrol.newCreation"), [], "gunnery"],
  "spacePatrol.acquireAsset": () => [{ athletics: 1, tactics: "X" }, "tactics"],
  "spacePatrol.assertAssetLevels": () => [{ athletics: 1, tactics: "X", will: 10 }],
  "spacePatrol.nextSideTurn": (r) => [sideState(r)],
  "spacePatrol.markDone": (r) => [sideState(r), "npc-1", true],
  "spacePatrol.spendSidePool": (r) => [sideState(r), "players", -2],
  "spacePatrol.surpriseAdvantage": (r) => [sideState(r), "players"],
  "spacePatrol.checkSideTurnState": (r) => [sideState(r)],
  "spacePatrol.resolveSideInitiative": (_r, dice) => [dice(), [{ tactics: 2, leadership: 1 }], [{ tactics: "X", leadership: 0 }], "none"],
  "spacePatrol.applyTacticsPoints": (r) => [call(r, "spacePatrol.resolveTask", { dt: 12, asset: 2 }, 9), [{ side: "players", points: 2 }], { combatTask: true, pools: { players: 3 } }],
  "spacePatrol.parseTaskFormat": () => ["DT 16; Ship's Drive; S-Drive"],
  "spacePatrol.parseWeaponRangeEntry": () => ["30(5)+2"],
  "spacePatrol.spacecraftRepairTask": () => [{ target: "sp-spacecraft-gunnery", station: "engineering", sDrive: 2 }],
  "striker.resolveFire": (_r, dice) => [strikerFire, dice()],
  "striker.fireBlocks": () => [strikerFire],
  "striker.canRally": () => [team, { team: leaderTeam, visible: true, distanceM: 50 }],
  "striker.rallyByLeader": () => [team, { team: leaderTeam, visible: true, distanceM: 50 }],
  "striker.selfRally": () => [team, "passed"],
  "striker.applyCasualties": () => [leaderTeam, [0, 2]],
  "striker.combineTeams": () => [{ ...leaderTeam, soldiers: 2 }, { ...team, soldiers: 2 }],
  "striker.isLed": () => [commandTeam, [squadLeader], { l: { distanceM: 80, inCommunication: true, lineOfSight: true } }],
  "striker.ammoRow": (r) => [(striker(r, "SLUG_THROWERS") as unknown[])[2], "standard"],
  "striker.fireWeapon": (r) => [(striker(r, "SLUG_THROWERS") as unknown[])[2], "standard"],
  // a 100-px square wood with a square clearing in it, the point between them (Striker 7.A.1.c)
  "striker.distanceToEdge": () => [{ x: 20, y: 50 }, [[0, 0, 100, 0, 100, 100, 0, 100], [40, 40, 60, 40, 60, 60, 40, 60]]],
  "striker.groundStatus": () => [{ inside: "forest", depthM: 40, nearestOtherInForestM: 25, heavyWeapon: false }],
  "striker.grenadeRoundWeapon": (r) => [(striker(r, "GRENADE_LAUNCHERS") as unknown[])[0], "HEAP"],
  "striker.parseRequiredThrow": () => ["8+"],
};
