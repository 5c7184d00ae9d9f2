/**
 * Attacking a ship's door from the figure sheet (Starship Marine 3.8, 3.9): firing an SCA at it
 * from within 1 cm, placing a door charge against it, and setting a placed charge off a move or more
 * later. The player's client only names the figure's token and the door; the GM's client works
 * everything out again from the board and the combat (who owns the figure, how far its base is
 * from the door, what it carries, the move and step, SSM-15 and SSM-32, and whether its SCA fired
 * this move already, 3.5), records the attack on the wall, where no player can write, and tells the
 * table in a card. The door's roll comes at step h.
 */
import { figureOnBoard } from "./figure-on-board";
import { askGm, defineGmRequest, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { postCard } from "../../../system/cards/post-card";
import { flagUpdate, readFlag } from "../../../system/flags";
import { baseToWall, isDoor, wallPoint, type WallDoc } from "../../../system/board-walls";
import { readMarkers } from "../../../system/markers/marker-store";
import { warn } from "../../../system/notify";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import { CHARGE_SETUP_MOVES, DOOR_DAMAGE_POINTS, doorDamagePoints, SCA_DOOR_RANGE_CM, type DoorAttack } from "../rules/doors";
import { outOfTheFight } from "../rules/markers";
import { fireBar, fireBarReason } from "../rules/fire-bar";
import { attacksIn, readDoorRecord, withAttack, type DoorRecord } from "../view/door-record";
import { SSM_DOOR_ATTACK_CARD } from "../cards/door";
import { doorAttackCardContext } from "../view/door-card";
import { ssmPosition } from "../turn/move-position";
import { spendFromSquad } from "../turn/squad-record";
import { superChargeAct, superChargeOf } from "./supercharge";
import { barrierStands } from "./barriers";
import { firedThisMove } from "../cards/fired-this-move";

declare module "../../../system/flags" {
  interface WallFlags {
    /** Starship Marine 3.8, 3.9: this move's attacks on the door, a charge set against it, its roll. */
    ssmDoor?: DoorRecord;
    /** Starship Marine 3.9: part of the outer hull, which no SuperCharge can breach. */
    ssmHull?: boolean;
  }
}

export const DOOR_ACTS = ["fire", "placeCharge", "placeSuperCharge", "detonate"] as const;
export type DoorAct = (typeof DOOR_ACTS)[number];

export interface DoorRequest {
  readonly sceneId: string;
  readonly tokenId: string;
  readonly wallId: string;
  readonly act: DoorAct;
}

const ok: GmRequestResult = { ok: true };
const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.StarshipMarine.Door.${key}` });

function readRequest(data: unknown): DoorRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  const id = (v: unknown) => (typeof v === "string" && v !== "" && v.length <= 64 ? v : null);
  const [sceneId, tokenId, wallId] = [id(d.sceneId), id(d.tokenId), id(d.wallId)];
  const act = DOOR_ACTS.find((a) => a === d.act);
  return sceneId && tokenId && wallId && act ? { sceneId, tokenId, wallId, act } : null;
}

export function doorRecordOf(wall: WallDoc): DoorRecord {
  return readDoorRecord(readFlag(wall, "Wall", "ssmDoor"));
}

async function writeDoorRecord(wall: WallDoc, record: DoorRecord): Promise<void> {
  await wall.update(flagUpdate("Wall", { ssmDoor: { ...record, attacks: [...record.attacks] } }));
}

/** The SCA a figure fires at a door, from its troop type; null for one that has none (3.8). */
function scaOf(troopType: keyof typeof TROOP_TYPES): DoorAttack | null {
  const weapon = TROOP_TYPES[troopType].weapon;
  return weapon === "scaI" || weapon === "scaII" || weapon === "scaIII" ? weapon : null;
}

/** On the GM's client: the request worked out again from the board, and recorded on the door. */
async function carryOut(req: DoorRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const scene = game.scenes?.get(req.sceneId);
  const token = scene?.tokens.get(req.tokenId);
  const actor = token?.actor;
  const wall = scene?.walls.get(req.wallId);
  if (!scene || !token || !actor || !(actor.system instanceof FigureData) || !wall) return refuse("gone");
  if (!actor.testUserPermission(requester, "OWNER")) return refuse("notYours");
  // a figure out of the fight (a casualty 3.5, surrendered 3.12, 3.14, a robot switched off 3.7)
  // fires, places and sets off nothing: a door charge, SCA fire or a SuperCharge (3.9) alike, so this
  // comes before the SuperCharge's own branch
  const markers = readMarkers(actor);
  if (outOfTheFight(markers)) return refuse("outOfTheFight");
  // 3.9: a SuperCharge goes on an inner wall, not a door
  // 4.10, SSM-16: a standing barrier is attacked like a door
  const target = isDoor(wall) || barrierStands(wall);
  if (req.act === "placeSuperCharge" || (req.act === "detonate" && !target)) return superChargeAct(req, { scene, token, actor, wall });
  if (!target) return refuse("notADoor");
  const position = ssmPosition();
  if (!position) return refuse("noCombat");
  const record = doorRecordOf(wall);
  if (record.destroyed) return refuse("alreadyDestroyed");
  const name = token.name ?? actor.name ?? "";
  const move = position.turn;
  let next: DoorRecord | "scaAndApgw";
  let attack: DoorAttack | null = null;
  if (req.act === "detonate") {
    // 3.9: command detonated any time after the move it took to place, during the firing step
    const charge = record.charge;
    if (!charge || charge.actorUuid !== actor.uuid) return refuse("noCharge");
    if (move < charge.placedMove + CHARGE_SETUP_MOVES.doorCharge) return refuse("chargeNotReady");
    if (position.phase !== "f") return refuse("fireStepOnly");
    attack = "doorCharge";
    next = withAttack({ ...record, charge: null }, move, { attack, by: charge.by });
  } else {
    // 3.8: SCA fire, and a charge placed, from within 1 cm of the door (base to door)
    if (baseToWall(token, wall, scene) > SCA_DOOR_RANGE_CM) return refuse("tooFar");
    const type = TROOP_TYPES[actor.system.troopType];
    if (req.act === "placeCharge") {
      if (!type.doorCharges) return refuse("carriesNoCharges");
      if (record.charge) return refuse("chargeAlreadySet");
      // 3.16: the charge comes off the squad's record
      const spent = await spendFromSquad(req.tokenId, "doorCharges");
      if (!spent.ok) return spent;
      next = { ...record, charge: { placedMove: move, actorUuid: actor.uuid, by: name } };
    } else {
      attack = scaOf(actor.system.troopType);
      if (!attack) return refuse("noSca");
      if (position.phase !== "f") return refuse("fireStepOnly");
      // 3.5, 3.8: the SCA fires once a move, at a figure or at a door, as the GM's ledger holds it;
      // each shot is a request of its own, so a second one is refused here (cards/fired-this-move.ts)
      if (game.combat?.id && firedThisMove({ actorUuid: actor.uuid, when: { combat: game.combat.id, turn: move } })) return refuse("firedThisMove");
      // 2.3, 3.2, 3.7, 3.17: what bars fire at a figure bars it at a door (rules/fire-bar.ts)
      const bar = fireBar(markers, { robot: type.robot !== null });
      if (bar) return { ok: false, reason: fireBarReason(bar) };
      next = withAttack(record, move, { attack, by: name });
    }
  }
  if (next === "scaAndApgw") return refuse("scaAndApgw");
  await writeDoorRecord(wall, next);
  const points = doorDamagePoints(attacksIn(next, move).map((a) => a.attack));
  await postCard(SSM_DOOR_ATTACK_CARD, {
    actor,
    payload: { scaFired: req.act === "fire" },
    context: doorAttackCardContext({
      name,
      act: req.act,
      attack,
      attackPoints: attack ? DOOR_DAMAGE_POINTS[attack] : null,
      movePoints: points,
      move,
      readyMove: req.act === "placeCharge" ? move + CHARGE_SETUP_MOVES.doorCharge : null,
      at: wallPoint(scene, wall),
    }),
  });
  return ok;
}

export const DOOR_REQUEST = defineGmRequest<DoorRequest>({ name: "ssmDoor", read: readRequest, run: carryOut });

/** The door walls within `reach` cm of the token's base, nearest first. */
function doorsNear(token: TokenDocument.Implementation, scene: Scene.Implementation, reach: number): WallDoc[] {
  return scene.walls
    .filter((w) => (isDoor(w) || barrierStands(w)) && !doorRecordOf(w).destroyed)
    .map((w) => ({ w, d: baseToWall(token, w, scene) }))
    .filter((x) => x.d <= reach)
    .sort((a, b) => a.d - b.d)
    .map((x) => x.w);
}

/** 3.9: the inner walls (no door, no outer hull) within 1 cm of the token's base, nearest first. */
function innerWallsNear(token: TokenDocument.Implementation, scene: Scene.Implementation): WallDoc[] {
  return scene.walls
    .filter((w) => !isDoor(w) && readFlag(w, "Wall", "ssmHull") !== true && w.move !== CONST.WALL_MOVEMENT_TYPES.NONE)
    .map((w) => ({ w, d: baseToWall(token, w, scene) }))
    .filter((x) => x.d <= SCA_DOOR_RANGE_CM)
    .sort((a, b) => a.d - b.d)
    .map((x) => x.w);
}

/** The sheet's door buttons: the figure's token and the door it acts on, sent to the GM. */
export async function actOnDoor(actor: Actor.Implementation, act: DoorAct): Promise<boolean> {
  if (!(actor.system instanceof FigureData)) return false;
  const onBoard = figureOnBoard(actor);
  if (!onBoard) return false;
  const { token, scene } = onBoard;
  const door =
    act === "detonate"
      ? (scene.walls.find((w) => isDoor(w) && doorRecordOf(w).charge?.actorUuid === actor.uuid) ?? scene.walls.find((w) => superChargeOf(w)?.actorUuid === actor.uuid && superChargeOf(w)?.blownMove === 0))
      : act === "placeSuperCharge"
        ? innerWallsNear(token.document, scene)[0]
        : doorsNear(token.document, scene, SCA_DOOR_RANGE_CM)[0];
  if (!door) {
    warn(act === "detonate" ? "STARSKIRMISH.StarshipMarine.Door.noCharge" : act === "placeSuperCharge" ? "STARSKIRMISH.StarshipMarine.SuperCharge.noWall" : "STARSKIRMISH.StarshipMarine.Door.tooFar");
    return false;
  }
  return askGm(DOOR_REQUEST, { sceneId: scene.id ?? "", tokenId: token.document.id ?? "", wallId: door.id ?? "", act });
}
