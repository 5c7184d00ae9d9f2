/**
 * Raising or lowering the Protonic Burst Field (Guide 7.9), asked from the astrogation station and
 * written on the GM's client: the ship's owner, the astrogator standing there, or the GM. The Guide
 * does not list it among the station actions, so it takes none. A ship without the field (S-Drive
 * and Astrogation Computer of 1 or more) has nothing to raise.
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { ownTokenIds } from "../../../system/own-token";
import { postCard } from "../../../system/cards/post-card";
import { hasProtonicBurstField } from "../rules";
import { shipAtStation } from "../turn/station-request";
import { SP_SPACE_PBF_CARD } from "../cards/space";

export interface PbfRequest {
  readonly sceneId: string;
  readonly tokenId: string;
  /** "raise" or "lower". */
  readonly to: string;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.Pbf.refused.${key}` });

async function carryOut(req: PbfRequest, requester: User.Implementation): Promise<GmRequestResult> {
  if (req.to !== "raise" && req.to !== "lower") return refuse("gone");
  const at = await shipAtStation(req, "astrogation", requester, "pbf");
  if ("refused" in at) return refuse(at.refused);
  const { ship, system, crewman } = at;
  if (!hasProtonicBurstField(system.sDrive, system.astrogationComputer)) return refuse("noField");
  const raised = req.to === "raise";
  if (system.pbfRaised === raised) return refuse(raised ? "alreadyRaised" : "alreadyLowered");
  await ship.update({ system: { pbfRaised: raised } });
  await postCard(SP_SPACE_PBF_CARD, { actor: ship, context: { ship: ship.name ?? "", by: crewman?.name ?? "", raised } });
  return { ok: true };
}

export const SPACE_PBF_REQUEST = defineGmRequest<PbfRequest>({
  name: "spSpacePbf",
  read: (data) => readStringFields(data, ["sceneId", "tokenId", "to"]),
  run: carryOut,
});

/** The astrogation station's button: raises a lowered field, lowers a raised one. */
export async function togglePbf(ship: Actor.Implementation, raised: boolean): Promise<boolean> {
  const ids = ownTokenIds(ship, "STARSKIRMISH.SpacePatrol.Scan.noToken");
  if (!ids) return false;
  return askGm(SPACE_PBF_REQUEST, { sceneId: ids.sceneId, tokenId: ids.tokenId, to: raised ? "lower" : "raise" });
}
