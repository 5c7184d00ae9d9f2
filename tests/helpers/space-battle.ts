/**
 * A space battle on stand-ins after a real init (Guide 7): the patrol cutter, one crewman a station
 * (Rana at astrogation and Mori at intelligence, owned by player1; Ito at the helm, Kade at gunnery
 * and Sol at engineering, owned by player2, all three with the same assets) with a beam laser and a
 * rifle, against the NPC-crewed Raider (PBF) and the unarmoured Gull, on a space scene, with
 * Rana appointed captain and initiative rolled so the patrol acts first. Requests are sent as a user through the real path.
 */
import { expect } from "vitest";
import { spaceBoard } from "./space-patrol-board";
import { StandInCombat } from "./foundry/combat";
import { StandInCollection } from "./foundry/collection";
import { requestAs } from "./gm-requests";

const post = (uuid: string, name: string) => ({ actorUuid: uuid, actorName: name, npcLevel: 0 });
const npcPost = (npcLevel: number) => ({ actorUuid: "", actorName: "", npcLevel });
const STATIONS = ["flight", "astrogation", "engineering", "gunnery", "intelligence", "medical"] as const;

/** Initiative's dice: both sides detect (10 + 4, 10 + 3), then 5 + 3 against 5 + 2: the patrol first. */
export const PATROL_FIRST = [10, 10, 5, 5];

/** `emptyAstrogation`: nobody at the astrogation station (an untrained lock, Scanners X). */
export async function spaceBattle(faces: number[], options: { readonly emptyAstrogation?: boolean } = {}) {
  const t = await spaceBoard([...PATROL_FIRST, ...faces]);
  const rana = t.patrolman("Actor.rana", "Rana", { tactics: 3, scanners: 2, electronics: 1 });
  const mori = t.patrolman("Actor.mori", "Mori", { scanners: 2, electronics: 1 });
  const crewAssets = { spaceGunnery: 2, spacePilot: 2, shipDrives: 1 };
  const ito = t.patrolman("Actor.ito", "Ito", crewAssets);
  const kade = t.patrolman("Actor.kade", "Kade", crewAssets);
  const sol = t.patrolman("Actor.sol", "Sol", crewAssets);
  for (const a of [rana, mori]) a.ownership = { default: 0, player1: 3 };
  for (const a of [ito, kade, sol]) a.ownership = { default: 0, player2: 3 };
  const beam = t.item("weapon", "beam", {
    code: "A", spaceKind: "laser", attack: "energy", targets: 2, ammoPerTurn: 3,
    effective: { range: 10, penetration: 15, bonus: 1 }, long: { range: 20, penetration: 10, bonus: 0 }, extreme: { range: 30, penetration: 5, bonus: 0 },
  });
  const rifle = t.item("weapon", "rifle", { code: "M", effective: { range: 40, penetration: 5, bonus: 0 } });
  const cutter = t.spacecraft("Actor.cutter", "Cutter", {
    side: "players", scannerArray: 2, fireControl: 2, flightComputer: 1, sDrive: 1,
    stations: {
      ...Object.fromEntries(STATIONS.map((k) => [k, npcPost(0)])),
      flight: post("Actor.ito", "Ito"), gunnery: post("Actor.kade", "Kade"),
      astrogation: options.emptyAstrogation ? npcPost(0) : post("Actor.rana", "Rana"), intelligence: post("Actor.mori", "Mori"), engineering: post("Actor.sol", "Sol"),
      // with astrogation empty the captain still sails, at the medical station
      ...(options.emptyAstrogation ? { medical: post("Actor.rana", "Rana") } : {}),
    } as never,
  });
  // the GM's ship: the players act through the stations their patrolmen stand at
  cutter.ownership = { default: 0 };
  t.give(cutter, beam);
  t.give(cutter, rifle);
  const raider = t.spacecraft("Actor.raider", "Raider", { side: "enemies", scannerArray: 1, armour: 5, sDrive: 1, astrogationComputer: 2, flightComputer: 0, stations: Object.fromEntries(STATIONS.map((k) => [k, npcPost(2)])) as never });
  const gull = t.spacecraft("Actor.gull", "Gull", { side: "enemies", armour: 0 });
  t.place(cutter, 0, "tCutter");
  t.place(raider, 3, "tRaider");
  t.place(gull, 5, "tGull");
  const scene = t.canvas.scene;
  (scene as unknown as { flags: object }).flags = { starskirmish: { spaceCombat: true } };
  t.g.game.scenes = new StandInCollection([[scene.id, scene]]);
  const combat = new StandInCombat({ _id: "combat1" });
  combat.scene = scene;
  for (const [a, id] of [[cutter, "tCutter"], [raider, "tRaider"], [gull, "tGull"]] as const) combat.addCombatant({ _id: `c${a.name}`, name: a.name, actor: a, tokenId: id });
  t.g.game.combat = combat;
  t.g.game.combats.set(combat.id, combat);
  t.stubs.actAs("gm");
  // Guide 1.5: Rana is the appointed captain, so the patrol rolls with her Tactics 3
  await t.g.game.settings.set("starskirmish", "spChainOfCommand", { captain: "rana", numberTwo: "" });
  await (await import("../../src/rulesets/space-patrol/turn/side-initiative")).rollSideInitiative(combat as never);
  const scan = await import("../../src/rulesets/space-patrol/actions/space-scan");
  const fire = await import("../../src/rulesets/space-patrol/actions/space-fire");
  const man = await import("../../src/rulesets/space-patrol/actions/space-maneuver");
  const flow = await import("../../src/rulesets/space-patrol/turn/side-turn-flow");
  const scanAs = (task: string, ...targets: string[]) => requestAs("player1", scan.SPACE_SCAN_REQUEST, { sceneId: scene.id, tokenId: "tCutter", task, targets: targets.join(","), covering: "no" });
  /** `covering`: the answer to Guide 7.14's "will he take a second action this turn?" */
  const scanCovering = (task: string, covering: string, ...targets: string[]) => requestAs("player1", scan.SPACE_SCAN_REQUEST, { sceneId: scene.id, tokenId: "tCutter", task, targets: targets.join(","), covering });
  const fireAs = (user: string, weaponId: string, targets: string, ship = "tCutter", covering = "no", station = "gunnery") => requestAs(user, fire.SPACE_FIRE_REQUEST, { sceneId: scene.id, tokenId: ship, weaponId, targets, covering, station });
  const maneuverAs = (user: string, maneuver: string, station: string, target = "", ship = "tCutter", covering = "no") => requestAs(user, man.SPACE_MANEUVER_REQUEST, { sceneId: scene.id, tokenId: ship, maneuver, station, target, covering });
  /** Identifies and locks both enemy ships (four d20s of 15). */
  const lockBoth = async () => {
    expect((await scanAs("identifyTarget", "tRaider", "tGull")).ok).toBe(true);
    expect((await scanAs("targetLock", "tRaider", "tGull")).ok).toBe(true);
  };
  const endTurn = () => flow.endSideTurn(combat as never);
  return { ...t, rana, mori, ito, kade, sol, cutter, raider, gull, combat, scene, scanAs, scanCovering, fireAs, maneuverAs, lockBoth, endTurn };
}
