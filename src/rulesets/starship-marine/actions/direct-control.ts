/**
 * Direct Control (Starship Marine 2.3): any Marine may take over a combat robot of his side through
 * his armour, seeing through its eyes and acting as if he were it, and doing nothing else meanwhile.
 * The GM's client checks the pair on the board, marks both Direct Control, and lets the Marine's
 * player work the robot (owner of its actor) until he lets go, when the robot's owners are as before.
 * Both must fight in a battle, where their sides are the GM's to set: the robot is handed over only
 * to a Marine of its side as the GM keeps it.
 */
import { figureOnBoard } from "./figure-on-board";
import { askGm, defineGmRequest, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { userTargets } from "../../../system/board";
import { flagRemoval, flagUpdate, readFlag } from "../../../system/flags";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { warn } from "../../../system/notify";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import { outOfTheFight, SSM_MARKER } from "../rules/markers";
import { inBattle } from "../../../system/turn/side-guard";

declare module "../../../system/flags" {
  interface TokenFlags {
    /** Starship Marine 2.3: the Marine's token that has this robot under Direct Control, and what its owner held before. */
    ssmDirectControl?: { marineTokenId: string; userId: string; previousLevel: CONST.DOCUMENT_OWNERSHIP_LEVELS | null };
  }
}

const COMBAT_ROBOTS: readonly string[] = ["combatRobot", "armouredRobot", "fusilierRobot"];

export interface DirectControlRequest {
  readonly sceneId: string;
  readonly marineTokenId: string;
  readonly act: "take" | "release";
  readonly robotTokenId: string;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.StarshipMarine.DirectControl.${key}` });
const out = (actor: Actor.Implementation) => outOfTheFight(readMarkers(actor));

async function carryOut(req: DirectControlRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const scene = game.scenes?.get(req.sceneId);
  const marine = scene?.tokens.get(req.marineTokenId);
  const marineActor = marine?.actor;
  if (!scene || !marine || !marineActor || !(marineActor.system instanceof FigureData)) return refuse("gone");
  if (!marineActor.testUserPermission(requester, "OWNER")) return { ok: false, reason: "STARSKIRMISH.StarshipMarine.Door.notYours" };
  const dc = markerDefinition(SSM_MARKER.directControl)!;
  if (req.act === "release") {
    const robot = scene.tokens.find((t) => readFlag(t, "Token", "ssmDirectControl")?.marineTokenId === marine.id);
    if (!robot?.actor) return refuse("noneHeld");
    const held = readFlag(robot, "Token", "ssmDirectControl")!;
    const ownership = { ...robot.actor.ownership };
    if (held.previousLevel === null) delete ownership[held.userId];
    else ownership[held.userId] = held.previousLevel;
    await robot.actor.update({ ownership });
    await robot.update(flagRemoval("Token", "ssmDirectControl"));
    await setMarkerCount(robot.actor, dc, 0);
    await setMarkerCount(marineActor, dc, 0);
    return { ok: true };
  }
  if (!TROOP_TYPES[marineActor.system.troopType].marine || out(marineActor)) return refuse("notAMarine");
  if (markerCount(readMarkers(marineActor), SSM_MARKER.directControl) > 0) return refuse("alreadyControlling");
  const robot = scene.tokens.get(req.robotTokenId);
  const robotActor = robot?.actor;
  if (!robot || !robotActor || !(robotActor.system instanceof FigureData)) return refuse("gone");
  const kind = TROOP_TYPES[robotActor.system.troopType].robot;
  // 2.3: a robot of the Marine's side, by the sides the GM keeps in a battle (system/turn/side-guard.ts):
  // outside one a player may set their own token's side as they like, and would be handed an enemy's robot
  if (!inBattle(marine) || !inBattle(robot)) return refuse("notInBattle");
  if (!kind || !COMBAT_ROBOTS.includes(kind) || robot.disposition !== marine.disposition || out(robotActor)) return refuse("notOwnRobot");
  if (readFlag(robot, "Token", "ssmDirectControl")) return refuse("taken");
  const previous = robotActor.ownership[requester.id ?? ""];
  await robotActor.update({ ownership: { ...robotActor.ownership, [requester.id ?? ""]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER } });
  await robot.update(flagUpdate("Token", { ssmDirectControl: { marineTokenId: marine.id ?? "", userId: requester.id ?? "", previousLevel: previous ?? null } }));
  await setMarkerCount(robotActor, dc, 1);
  await setMarkerCount(marineActor, dc, 1);
  return { ok: true };
}

export const DIRECT_CONTROL_REQUEST = defineGmRequest<DirectControlRequest>({
  name: "ssmDirectControl",
  read(data) {
    if (typeof data !== "object" || data === null) return null;
    const d = data as Record<string, unknown>;
    const act = d.act === "take" || d.act === "release" ? d.act : null;
    return act && typeof d.sceneId === "string" && typeof d.marineTokenId === "string" && typeof d.robotTokenId === "string" ? { sceneId: d.sceneId, marineTokenId: d.marineTokenId, act, robotTokenId: d.robotTokenId } : null;
  },
  run: carryOut,
});

/** The Marine's sheet: take the one targeted combat robot under Direct Control, or let go. */
export async function directControl(actor: Actor.Implementation, act: "take" | "release"): Promise<boolean> {
  const onBoard = figureOnBoard(actor);
  if (!onBoard) return false;
  const { token: own, scene } = onBoard;
  const targets = userTargets();
  if (act === "take" && targets.length !== 1) {
    warn("STARSKIRMISH.StarshipMarine.DirectControl.oneRobot");
    return false;
  }
  return askGm(DIRECT_CONTROL_REQUEST, { sceneId: scene.id ?? "", marineTokenId: own.document.id ?? "", act, robotTokenId: act === "take" ? (targets[0]!.document.id ?? "") : "" });
}
