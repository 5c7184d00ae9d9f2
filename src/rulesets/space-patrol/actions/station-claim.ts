/**
 * The station actions a player carries out on their own client, Heal Crewman (actions/medicine.ts) and
 * Reload, still count as the station's one action of the turn in a space battle (Guide 7.4): before
 * they roll or change anything, the GM's client records the action for the first station that offers
 * it, where the requester stands or whose ship they own, and that has not acted this turn. Outside a
 * space battle's turns there is no action to count, and nothing is asked. A wrecked ship reloads
 * nothing, a function it no longer performs (Guide 7.12), while its medic still tends the crew, in
 * person (7.13).
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { actingToken } from "../../../system/board";
import { SPACE_STATION_KEYS, stationOffers, type SpaceActionKey } from "../rules";
import { SpacecraftData } from "../models/craft-models";
import { readState } from "../turn/side-turn-store";
import { isSpaceScene } from "../turn/space-scene";
import { shipAtStation, stationAction, stationRefusal } from "../turn/station-request";
import { readTracking, writeTracking } from "../turn/space-tracking";
import type { CraftOffer } from "../view/wrecked-craft";

/** Guide 7.4: the actions a player's own client carries out, counted through this request. */
const CLAIMED_ACTIONS = ["healCrewman", "reload"] as const satisfies readonly SpaceActionKey[];
type ClaimedAction = (typeof CLAIMED_ACTIONS)[number];

/**
 * The group of the sheet's buttons each claimed action belongs to, which decides whether a wreck may
 * still take it (view/wrecked-craft.ts): Reload is a combat action, none of which a wreck keeps (7.12).
 */
const CLAIM_OFFER: Readonly<Record<ClaimedAction, CraftOffer>> = { healCrewman: "healCrewman", reload: "combatActions" };

interface StationClaim {
  readonly sceneId: string;
  readonly tokenId: string;
  readonly action: ClaimedAction;
}

async function claim(req: StationClaim, requester: User.Implementation): Promise<GmRequestResult> {
  let refusal: GmRequestResult = { ok: false, reason: "STARSKIRMISH.SpacePatrol.Station.refused.notYours" };
  for (const station of SPACE_STATION_KEYS.filter((s) => stationOffers(s, req.action))) {
    const at = await shipAtStation(req, station, requester, CLAIM_OFFER[req.action]);
    if ("refused" in at) {
      // another station may be the requester's; any other refusal holds for every station
      if (at.refused === "notYours") continue;
      return { ok: false, reason: `STARSKIRMISH.SpacePatrol.Station.refused.${at.refused}` };
    }
    const tracking = readTracking(at.combat);
    const act = stationAction(at, tracking, station, req.action, "no");
    if ("refused" in act) {
      refusal = stationRefusal(act.refused);
      continue;
    }
    await writeTracking(at.combat, act.record(tracking));
    return { ok: true };
  }
  return refusal;
}

export const STATION_CLAIM_REQUEST = defineGmRequest<StationClaim>({
  name: "spStationClaim",
  read: (data) => {
    const fields = readStringFields(data, ["sceneId", "tokenId", "action"]);
    return fields && (CLAIMED_ACTIONS as readonly string[]).includes(fields.action) ? { ...fields, action: fields.action as ClaimedAction } : null;
  },
  run: claim,
});

/** Whether the ship may take the action now: true off a space battle's turns, else as the GM records it. */
export async function claimStationAction(ship: Actor.Implementation, action: ClaimedAction): Promise<boolean> {
  if (!(ship.system instanceof SpacecraftData)) return true;
  const token = actingToken(ship);
  const scene = token?.document.parent;
  if (!token || !scene || !isSpaceScene(scene) || !readState(game.combat)) return true;
  return askGm(STATION_CLAIM_REQUEST, { sceneId: scene.id ?? "", tokenId: token.document.id ?? "", action });
}
