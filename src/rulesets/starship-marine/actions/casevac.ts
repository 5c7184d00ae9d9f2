/**
 * Carrying casualties off (Starship Marine 3.17): a man, a combat robot or a TRUC touching a human
 * casualty picks him up (the casualty's token leaves the board and goes with the carrier, counted by
 * its Carrying marker, up to its capacity) and puts him down beside itself later. A figure carrying
 * cannot fight. The GM's client checks touch, capacity and ownership on the board and does the moves.
 */
import { figureOnBoard } from "./figure-on-board";
import { askGm, defineGmRequest, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { userTargets } from "../../../system/board";
import { basesTouch } from "../../../system/board-walls";
import { flagUpdate, readFlag } from "../../../system/flags";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { warn } from "../../../system/notify";
import { FigureData } from "../models/figure-model";
import { outOfTheFight, SSM_MARKER } from "../rules/markers";
import { casevacCapacity, evacuable } from "../view/casevac";

declare module "../../../system/flags" {
  interface TokenFlags {
    /** Starship Marine 3.17: the casualties' tokens this figure carries, first picked up first. */
    ssmCarrying?: string[];
  }
}

export interface CasEvacRequest {
  readonly sceneId: string;
  readonly carrierId: string;
  readonly act: "pickUp" | "putDown";
  readonly casualtyId: string;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.StarshipMarine.CasEvac.${key}` });

function carried(token: TokenDocument.Implementation): string[] {
  const stored: unknown = readFlag(token, "Token", "ssmCarrying");
  return Array.isArray(stored) ? stored.filter((x): x is string => typeof x === "string").slice(0, 2) : [];
}

async function carryOut(req: CasEvacRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const scene = game.scenes?.get(req.sceneId);
  const carrier = scene?.tokens.get(req.carrierId);
  const actor = carrier?.actor;
  if (!scene || !carrier || !actor || !(actor.system instanceof FigureData)) return refuse("gone");
  if (!actor.testUserPermission(requester, "OWNER")) return { ok: false, reason: "STARSKIRMISH.StarshipMarine.Door.notYours" };
  const markers = readMarkers(actor);
  if (outOfTheFight(markers)) return { ok: false, reason: "STARSKIRMISH.StarshipMarine.Door.outOfTheFight" };
  const load = carried(carrier);
  const carrying = markerDefinition(SSM_MARKER.carrying)!;
  if (req.act === "pickUp") {
    const casualty = scene.tokens.get(req.casualtyId);
    const system = casualty?.actor?.system;
    if (!casualty || !(system instanceof FigureData)) return refuse("gone");
    if (markerCount(readMarkers(casualty.actor!), SSM_MARKER.casualty) === 0 || !evacuable(system.troopType)) return refuse("notACasualty");
    if (load.length >= casevacCapacity(actor.system.troopType)) return refuse("full");
    if (!basesTouch(carrier, casualty, scene)) return refuse("notTouching");
    await casualty.update({ hidden: true });
    await carrier.update(flagUpdate("Token", { ssmCarrying: [...load, casualty.id ?? ""] }));
    await setMarkerCount(actor, carrying, load.length + 1);
    return { ok: true };
  }
  const last = load.at(-1);
  const casualty = last ? scene.tokens.get(last) : undefined;
  if (!casualty) return refuse("nothingCarried");
  // the list is the GM's record (actions/gm-written-flags.ts); a carried casualty is hidden and a
  // casualty still, so a token the list should never have named is not shown and moved
  if (!casualty.hidden || !casualty.actor || markerCount(readMarkers(casualty.actor), SSM_MARKER.casualty) === 0) return refuse("notCarried");
  // put down one space beside the carrier
  await casualty.update({ x: carrier.x + scene.grid.size * (carrier.width ?? 1), y: carrier.y, hidden: false });
  await carrier.update(flagUpdate("Token", { ssmCarrying: load.slice(0, -1) }));
  await setMarkerCount(actor, carrying, load.length - 1);
  return { ok: true };
}

export const CASEVAC_REQUEST = defineGmRequest<CasEvacRequest>({
  name: "ssmCasEvac",
  read(data) {
    if (typeof data !== "object" || data === null) return null;
    const d = data as Record<string, unknown>;
    const act = d.act === "pickUp" || d.act === "putDown" ? d.act : null;
    return act && typeof d.sceneId === "string" && typeof d.carrierId === "string" && typeof d.casualtyId === "string" ? { sceneId: d.sceneId, carrierId: d.carrierId, act, casualtyId: d.casualtyId } : null;
  },
  run: carryOut,
});

/** The sheet's buttons: pick up the one targeted casualty, or put down the last picked up. */
export async function casEvac(actor: Actor.Implementation, act: "pickUp" | "putDown"): Promise<boolean> {
  const onBoard = figureOnBoard(actor);
  if (!onBoard) return false;
  const { token: own, scene } = onBoard;
  const targets = userTargets();
  if (act === "pickUp" && targets.length !== 1) {
    warn("STARSKIRMISH.StarshipMarine.CasEvac.oneCasualty");
    return false;
  }
  return askGm(CASEVAC_REQUEST, { sceneId: scene.id ?? "", carrierId: own.document.id ?? "", act, casualtyId: act === "pickUp" ? (targets[0]!.document.id ?? "") : "" });
}
