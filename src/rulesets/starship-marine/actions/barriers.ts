/**
 * Corridor barriers at the table (Starship Marine 4.10, SSM-16): a figure carrying SpaceFoam or a
 * WirePod places it across a corridor at a fire step (two clicks, at most 8 cm apart), sets it off
 * at a fire step of a later move, and it stands from the end of that move as a wall: the foam stops
 * figures and sight, the wire only figures. Outside zero g a WirePod may fail to deploy (4.1, 4.2),
 * and SpaceFoam does not work underwater. Both are attacked like doors; the GM's client does every
 * change, worked out again from the board.
 */
import { figureOnBoard } from "./figure-on-board";
import { askGm, defineGmRequest, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { unitsPerPixel, type WallDoc } from "../../../system/board-walls";
import { captureCanvasPoint } from "../../../system/canvas-point";
import { flagUpdate, readFlag } from "../../../system/flags";
import { rollFormula } from "../../../system/real-dice";
import { postCard } from "../../../system/cards/post-card";
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { warn } from "../../../system/notify";
import { FigureData } from "../models/figure-model";
import { GearData } from "../models/gear-model";
import { SSM_MARKER } from "../rules/markers";
import { ENVIRONMENT_LIMITS } from "../rules/environment";
import { BARRIER_KINDS, BARRIER_MAX_WIDTH_CM, readBarrier, type BarrierKind, type BarrierRecord } from "../view/barrier-record";
import { SSM_BARRIER_CARD } from "../cards/door";
import { ssmPosition } from "../turn/move-position";
import { currentEnvironment } from "./environment-setting";

declare module "../../../system/flags" {
  interface WallFlags {
    /** Starship Marine 4.10: a SpaceFoam or WirePod barrier the wall stands for. */
    ssmBarrier?: BarrierRecord;
  }
}

export function barrierOf(wall: WallDoc): BarrierRecord | null {
  return readBarrier(readFlag(wall, "Wall", "ssmBarrier"));
}

/** Whether the wall is a barrier that stands and can be attacked like a door. */
export function barrierStands(wall: WallDoc): boolean {
  const b = barrierOf(wall);
  return b !== null && b.up && !b.cleared;
}

export interface BarrierRequest {
  readonly sceneId: string;
  readonly tokenId: string;
  readonly act: "place" | "activate";
  readonly kind: BarrierKind;
  /** For "place": the two ends in scene pixels; for "activate": the barrier's wall. */
  readonly c: readonly [number, number, number, number] | null;
  readonly wallId: string;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.StarshipMarine.Barrier.${key}` });

function readRequest(data: unknown): BarrierRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  const kind = BARRIER_KINDS.find((k) => k === d.kind);
  const act = d.act === "place" || d.act === "activate" ? d.act : null;
  const c = Array.isArray(d.c) && d.c.length === 4 && d.c.every((v) => Number.isFinite(v)) ? (d.c as [number, number, number, number]) : null;
  if (typeof d.sceneId !== "string" || typeof d.tokenId !== "string" || !kind || !act || typeof d.wallId !== "string") return null;
  return { sceneId: d.sceneId, tokenId: d.tokenId, act, kind, c, wallId: d.wallId };
}

const carries = (actor: Actor.Implementation, kind: BarrierKind) => actor.items.some((i) => i.system instanceof GearData && i.system.deploys === kind);

async function carryOut(req: BarrierRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const scene = game.scenes?.get(req.sceneId);
  const token = scene?.tokens.get(req.tokenId);
  const actor = token?.actor;
  if (!scene || !token || !actor || !(actor.system instanceof FigureData)) return refuse("gone");
  if (!actor.testUserPermission(requester, "OWNER")) return { ok: false, reason: "STARSKIRMISH.StarshipMarine.Door.notYours" };
  const position = ssmPosition();
  if (!position) return { ok: false, reason: "STARSKIRMISH.StarshipMarine.Door.noCombat" };
  if (position.phase !== "f") return refuse("fireStepOnly");
  const markers = readMarkers(actor);
  if (markerCount(markers, SSM_MARKER.casualty) > 0 || markerCount(markers, SSM_MARKER.surrendered) > 0) return { ok: false, reason: "STARSKIRMISH.StarshipMarine.Door.outOfTheFight" };
  const environment = currentEnvironment();
  const name = token.name ?? actor.name ?? "";
  if (req.act === "place") {
    if (!carries(actor, req.kind)) return refuse("notCarried");
    if (req.kind === "spaceFoam" && ENVIRONMENT_LIMITS[environment].spaceFoam === "none") return refuse("noFoamUnderwater");
    if (!req.c) return refuse("gone");
    const [x1, y1, x2, y2] = req.c;
    const width = Math.hypot(x2 - x1, y2 - y1) * unitsPerPixel(scene);
    if (width <= 0 || width > BARRIER_MAX_WIDTH_CM + 1e-6) return refuse("tooWide");
    const record: BarrierRecord = { kind: req.kind, actorUuid: actor.uuid, by: name, placedMove: position.turn, activatedMove: 0, failed: false, up: false, hits: 0, cleared: false };
    const none = CONST.WALL_SENSE_TYPES.NONE;
    // placed but not yet set off: it stops nothing
    await scene.createEmbeddedDocuments("Wall", [{ c: [x1, y1, x2, y2], move: CONST.WALL_MOVEMENT_TYPES.NONE, sight: none, light: none, sound: none, flags: { starskirmish: { ssmBarrier: record } } }]);
    await postCard(SSM_BARRIER_CARD, { actor, context: { name, kindLabel: `STARSKIRMISH.Field.Choice.${req.kind}`, noteLabel: "STARSKIRMISH.StarshipMarine.Barrier.placed", die: null } });
    return { ok: true };
  }
  const wall = scene.walls.get(req.wallId);
  const barrier = wall ? barrierOf(wall) : null;
  if (!wall || !barrier || barrier.actorUuid !== actor.uuid || barrier.activatedMove > 0) return refuse("noneToSet");
  if (position.turn <= barrier.placedMove) return refuse("notReady");
  // 4.1, 4.2: out of zero g a WirePod may fail to deploy
  const failsOn = barrier.kind === "wirePod" ? ENVIRONMENT_LIMITS[environment].wirePodFailsOn : 0;
  const roll = failsOn > 0 ? await rollFormula("1d6") : null;
  const failed = roll !== null && (roll.faces[0] ?? 1) <= failsOn;
  await wall.update(flagUpdate("Wall", { ssmBarrier: { ...barrier, activatedMove: position.turn, failed } }));
  await postCard(SSM_BARRIER_CARD, {
    actor,
    rolls: roll ? [roll.roll] : [],
    context: { name, kindLabel: `STARSKIRMISH.Field.Choice.${barrier.kind}`, noteLabel: `STARSKIRMISH.StarshipMarine.Barrier.${failed ? "failed" : "setOff"}`, die: roll?.faces[0] ?? null },
  });
  return { ok: true };
}

export const BARRIER_REQUEST = defineGmRequest<BarrierRequest>({ name: "ssmBarrier", read: readRequest, run: carryOut });

/** Step l, on the GM's client: barriers set off this move stand; those destroyed come down (4.10). */
export async function settleBarriers(scene: Scene.Implementation, move: number): Promise<void> {
  for (const wall of scene.walls) {
    const b = barrierOf(wall);
    if (!b) continue;
    const normal = CONST.WALL_SENSE_TYPES.NORMAL;
    const none = CONST.WALL_SENSE_TYPES.NONE;
    if (b.cleared && b.up) {
      await wall.update({ move: CONST.WALL_MOVEMENT_TYPES.NONE, sight: none, light: none, sound: none, ...flagUpdate("Wall", { ssmBarrier: { ...b, up: false } }) });
    } else if (!b.up && !b.cleared && !b.failed && b.activatedMove === move) {
      // the foam blocks sight as well as figures; the wire stops figures but not fire (4.10)
      const sight = b.kind === "spaceFoam" ? normal : none;
      await wall.update({ move: CONST.WALL_MOVEMENT_TYPES.NORMAL, sight, light: sight, sound: none, ...flagUpdate("Wall", { ssmBarrier: { ...b, up: true } }) });
    }
  }
}

/** The sheet's barrier buttons: place one (two clicks) or set off the one this figure placed. */
export async function actOnBarrier(actor: Actor.Implementation, act: "place" | "activate", kind: BarrierKind): Promise<boolean> {
  const onBoard = figureOnBoard(actor);
  if (!onBoard) return false;
  const { token, scene } = onBoard;
  const base = { sceneId: scene.id ?? "", tokenId: token.document.id ?? "", kind };
  if (act === "activate") {
    const wall = scene.walls.find((w) => barrierOf(w)?.actorUuid === actor.uuid && barrierOf(w)?.activatedMove === 0);
    if (!wall) {
      warn("STARSKIRMISH.StarshipMarine.Barrier.noneToSet");
      return false;
    }
    return askGm(BARRIER_REQUEST, { ...base, act, c: null, wallId: wall.id ?? "" });
  }
  if (!carries(actor, kind)) {
    warn("STARSKIRMISH.StarshipMarine.Barrier.notCarried");
    return false;
  }
  const a = await captureCanvasPoint("STARSKIRMISH.StarshipMarine.Barrier.clickFirst");
  const b = a ? await captureCanvasPoint("STARSKIRMISH.StarshipMarine.Barrier.clickSecond") : null;
  if (!a || !b) return false;
  return askGm(BARRIER_REQUEST, { ...base, act, c: [a.x, a.y, b.x, b.y], wallId: "" });
}
