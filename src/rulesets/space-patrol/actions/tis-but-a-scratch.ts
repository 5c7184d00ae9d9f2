/**
 * "'Tis But a Scratch" (Guide 4.2): a character spends a Space Hero Point (an NPC a Plot Armor
 * Point) to clear every Wound, Mortal Wound, Stun and Morale Marker, wake from Unconsciousness and
 * leap up if prone. Asked from the character's own sheet and carried out on the GM's client: in a
 * battle those markers are kept (kept-markers.ts), so only a GM's client may lower them, and the
 * spend and the clearing land together there. The request carries only the actor's uuid; the GM's
 * client checks the requester owns it and that it has a point.
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { postCard } from "../../../system/cards/post-card";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { tisButAScratch, SCRATCH_CLEARED_MARKERS } from "../rules/hero-points";
import { NpcData } from "../models/npc-model";
import { heroPointsOf, spendOnePoint } from "./hero-point-spend";
import { scratchButton, scratchCardContext } from "../view/scratch-view";
import { SP_SCRATCH_CARD } from "../cards/hero-points";

export interface ScratchRequest {
  readonly actorUuid: string;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.Scratch.refused.${key}` });

async function carryOut(req: ScratchRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const actor = await fromUuid<Actor.Implementation>(req.actorUuid);
  if (!(actor instanceof Actor)) return refuse("gone");
  if (!requester.isGM && !actor.testUserPermission(requester, "OWNER")) return refuse("notYours");
  const before = readMarkers(actor);
  // anything else (a vehicle, a spacecraft) has no points: heroPointsOf answers 0
  const points = heroPointsOf(actor);
  if (points < 1) return refuse("noPoints");
  // a point spent on nothing is refused, so a second click does not cost a second point
  if (scratchButton(points, before).disabled) return refuse("nothing");
  const left = await spendOnePoint(actor);
  const after = tisButAScratch(before);
  // The GM's client lowers kept markers in a battle too (lowersKeptMarkersHere). Prone is one of
  // the cleared markers (SCRATCH_CLEARED_MARKERS): taking it off is the leap to their feet.
  for (const id of SCRATCH_CLEARED_MARKERS) {
    const def = markerDefinition(id);
    if (def && markerCount(before, id) > 0) await setMarkerCount(actor, def, markerCount(after, id));
  }
  await postCard(SP_SCRATCH_CARD, { actor, context: scratchCardContext(actor.name ?? "", before, left, actor.system instanceof NpcData) });
  return { ok: true };
}

export const SCRATCH_REQUEST = defineGmRequest<ScratchRequest>({
  name: "spTisButAScratch",
  read: (data) => readStringFields(data, ["actorUuid"]),
  run: carryOut,
});

/** The sheet's button: the owner confirms, then the GM's client spends the point and clears. */
export async function tisButAScratchFromSheet(actor: Actor.Implementation): Promise<boolean> {
  if (!actor.isOwner || scratchButton(heroPointsOf(actor), readMarkers(actor)).disabled) return false;
  const i18n = game.i18n!;
  const yes = await foundry.applications.api.DialogV2.confirm({
    window: { title: i18n.localize("STARSKIRMISH.SpacePatrol.Scratch.title") },
    content: `<p>${i18n.localize(actor.system instanceof NpcData ? "STARSKIRMISH.SpacePatrol.Scratch.confirmPlotArmor" : "STARSKIRMISH.SpacePatrol.Scratch.confirm")}</p>`,
  });
  if (yes !== true) return false;
  return askGm(SCRATCH_REQUEST, { actorUuid: actor.uuid });
}
