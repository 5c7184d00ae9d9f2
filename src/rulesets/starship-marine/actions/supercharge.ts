/**
 * SuperCharges on the GM's client (Starship Marine 3.9, SSM-20, SSM-28): placed by a Marine against
 * an inner wall within 1 cm of his base (never the outer hull), two moves to set up, then set off at
 * a later fire step. Everyone within 5 cm of it rolls a real 1d10 as for a well-thrown grenade, the
 * placer's Veteran +1 counted; a card with an Apply for each one hit tells it. At step l the wall
 * gets a hole 3 cm across at the charge.
 */
import { flagUpdate, readFlag } from "../../../system/flags";
import { baseToWall, segmentOf, tokenCentre, unitsPerPixel, type WallDoc } from "../../../system/board-walls";
import { postCard } from "../../../system/cards/post-card";
import { rollFormula } from "../../../system/real-dice";
import type { GmRequestResult } from "../../../system/gm-request/gm-request";
import { nearestPointOnWall, wallWithHole } from "../../../core/board/walls";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import { CHARGE_SETUP_MOVES, SCA_DOOR_RANGE_CM, SUPERCHARGE_BLAST_CM, SUPERCHARGE_HOLE_CM } from "../rules/doors";
import { grenadeEffect } from "../rules/grenades";
import { readSuperCharge, SSM_SUPERCHARGE_CARD, type SuperChargeRecord } from "../cards/supercharge";
import { hitMarkers } from "../cards/fire";
import { grenadeCardContext } from "../view/grenade-card";
import { ssmPosition } from "../turn/move-position";

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.StarshipMarine.${key}` });

export function superChargeOf(wall: WallDoc): SuperChargeRecord | null {
  return readSuperCharge(readFlag(wall, "Wall", "ssmSuperCharge"));
}

async function writeSuperCharge(wall: WallDoc, record: SuperChargeRecord): Promise<void> {
  await wall.update(flagUpdate("Wall", { ssmSuperCharge: { ...record } }));
}

interface Where {
  readonly scene: Scene.Implementation;
  readonly token: TokenDocument.Implementation;
  readonly actor: Actor.Implementation;
  readonly wall: WallDoc;
}

/** The GM's side of placing or setting off a SuperCharge, worked out again from the board. */
export async function superChargeAct(req: { readonly act: string }, { scene, token, actor, wall }: Where): Promise<GmRequestResult> {
  if (!(actor.system instanceof FigureData)) return refuse("Door.gone");
  const position = ssmPosition();
  if (!position) return refuse("Door.noCombat");
  const name = token.name ?? actor.name ?? "";
  if (req.act === "placeSuperCharge") {
    if (!TROOP_TYPES[actor.system.troopType].doorCharges) return refuse("Door.carriesNoCharges");
    if (readFlag(wall, "Wall", "ssmHull") === true) return refuse("SuperCharge.hull");
    if (superChargeOf(wall)) return refuse("Door.chargeAlreadySet");
    if (baseToWall(token, wall, scene) > SCA_DOOR_RANGE_CM) return refuse("SuperCharge.noWall");
    const centre = tokenCentre(token, scene);
    const at = nearestPointOnWall(centre.x, centre.y, segmentOf(wall));
    await writeSuperCharge(wall, { placedMove: position.turn, actorUuid: actor.uuid, by: name, x: at.x, y: at.y, blownMove: 0, card: "", holed: false });
    return { ok: true };
  }
  const charge = superChargeOf(wall);
  if (!charge || charge.actorUuid !== actor.uuid || charge.blownMove > 0) return refuse("Door.noCharge");
  if (position.turn < charge.placedMove + CHARGE_SETUP_MOVES.superCharge) return refuse("SuperCharge.notReady");
  if (position.phase !== "f") return refuse("Door.fireStepOnly");
  // SSM-20: everyone within 5 cm of the charge, either side of the wall
  const perPixel = unitsPerPixel(scene);
  const near = scene.tokens.filter((t) => {
    if (!(t.actor?.system instanceof FigureData)) return false;
    const c = tokenCentre(t, scene);
    return Math.hypot(c.x - charge.x, c.y - charge.y) * perPixel <= SUPERCHARGE_BLAST_CM + 1e-6;
  });
  const placer = actor.system;
  const bonus = TROOP_TYPES[placer.troopType].marine && placer.experience === "veteran" ? 1 : 0;
  const roll = near.length > 0 ? await rollFormula(`${near.length}d10`) : null;
  const victims = near.map((t, i) => {
    const type = TROOP_TYPES[(t.actor!.system as FigureData).troopType];
    const effect = grenadeEffect({ armoured: type.armoured, good: true, throwerBonus: bonus }, roll?.faces[i] ?? 1);
    return { key: t.id ?? "", actorUuid: t.actor!.uuid, name: t.name ?? "", robot: type.robot ?? ("" as const), armoured: type.armoured, effect };
  });
  const message = await postCard(SSM_SUPERCHARGE_CARD, {
    actor,
    rolls: roll ? [roll.roll] : [],
    payload: { sceneId: scene.id ?? "", wallId: wall.id ?? "", move: position.turn, bonus, victims: victims.map((v) => ({ key: v.key, armoured: v.armoured, robot: v.robot })) },
    context: {
      placerName: name,
      victims: grenadeCardContext({ throwerName: name, rangeCm: 0, inSight: true, roll: null, needed: 0, good: true, victims: victims.map((v) => ({ key: v.key, name: v.name, score: v.effect.score, needed: v.effect.needed, hit: v.effect.hit })) }).victims,
    },
    targets: victims.filter((v) => v.effect.hit).map((v) => ({ key: v.key, actorUuid: v.actorUuid, name: v.name, markers: hitMarkers(v.robot), data: {} })),
  });
  await writeSuperCharge(wall, { ...charge, blownMove: position.turn, card: message?.id ?? "" });
  return { ok: true };
}

/** Step l, on the GM's client: each SuperCharge set off opens its hole, 3 cm across (3.9). */
export async function cutSuperChargeHoles(scene: Scene.Implementation): Promise<number> {
  const blown = scene.walls.filter((w) => {
    const c = superChargeOf(w);
    return c !== null && c.blownMove > 0 && !c.holed;
  });
  const perPixel = unitsPerPixel(scene);
  for (const wall of blown) {
    const charge = superChargeOf(wall)!;
    const pieces = wallWithHole(segmentOf(wall), charge, perPixel > 0 ? SUPERCHARGE_HOLE_CM / 2 / perPixel : 0);
    const [first, ...rest] = pieces;
    const kept = { move: wall.move, sight: wall.sight, light: wall.light, sound: wall.sound };
    if (rest.length > 0) await scene.createEmbeddedDocuments("Wall", rest.map((p) => ({ c: [p.x1, p.y1, p.x2, p.y2], ...kept })));
    if (first) await wall.update({ c: [first.x1, first.y1, first.x2, first.y2], ...flagUpdate("Wall", { ssmSuperCharge: { ...charge, holed: true } }) });
    // a wall narrower than the hole is gone, passing neither figures nor sight
    else await wall.update({ move: CONST.WALL_MOVEMENT_TYPES.NONE, sight: CONST.WALL_SENSE_TYPES.NONE, light: CONST.WALL_SENSE_TYPES.NONE, sound: CONST.WALL_SENSE_TYPES.NONE, ...flagUpdate("Wall", { ssmSuperCharge: { ...charge, holed: true } }) });
  }
  return blown.length;
}
