/**
 * "Reverse the Polarity" (Guide 4.2): a character aboard a spacecraft spends a Space Hero Point
 * (Plot Armor for an NPC) to turn a Wrecked or Explosion result on it into a Heavy Penetration.
 * Asked from the spacecraft sheet once the result has landed, and carried out on the GM's client:
 * the spender must stand at one of the ship's stations and belong to the requester (or the GM
 * asks), and have a point left; the explosion (the defeated status) or one Wrecked Marker comes off,
 * and the Heavy Penetration row's markers and Crew Damage land instead (7.12).
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { postCard } from "../../../system/cards/post-card";
import { adjustMarker, markerDefinition, readMarkers } from "../../../system/markers/marker-store";
import { DEAD_STATUS } from "../../../system/markers/status-effects";
import { warn } from "../../../system/notify";
import { markerCount } from "../../../core/markers";
import { POLARITY_REDUCED_TO, SPACECRAFT_DAMAGE_TABLE, SP_SPACECRAFT_MARKER_ID as SC, SPACE_STATION_KEYS } from "../rules";
import { SpacecraftData } from "../models/craft-models";
import { heroPointsOf, spendOnePoint } from "./hero-point-spend";
import { promptCrewDamage } from "./crew-damage";
import { chooseOne } from "./choose-item";
import { SP_POLARITY_CARD } from "../cards/space";

export interface PolarityRequest {
  readonly shipUuid: string;
  readonly spenderUuid: string;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.Polarity.refused.${key}` });

const exploded = (ship: Actor.Implementation): boolean => ship.effects.some((e) => e.statuses.has(DEAD_STATUS.id));

/** What there is to reverse: the explosion first, the worse of the two. */
function reversible(ship: Actor.Implementation): "explodes" | "wrecked" | null {
  if (exploded(ship)) return "explodes";
  return markerCount(readMarkers(ship), SC.wrecked) > 0 ? "wrecked" : null;
}

async function carryOut(req: PolarityRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const ship = await fromUuid<Actor.Implementation>(req.shipUuid);
  const spender = await fromUuid<Actor.Implementation>(req.spenderUuid);
  if (!(ship instanceof Actor) || !(ship.system instanceof SpacecraftData) || !(spender instanceof Actor)) return refuse("gone");
  const stations = ship.system.stations;
  if (!SPACE_STATION_KEYS.some((k) => stations[k].actorUuid === spender.uuid)) return refuse("notAboard");
  if (!requester.isGM && !spender.testUserPermission(requester, "OWNER")) return refuse("notYours");
  const result = reversible(ship);
  if (!result) return refuse("nothing");
  if (heroPointsOf(spender) < 1) return refuse("noPoints");
  const left = await spendOnePoint(spender);
  if (result === "explodes") await ship.toggleStatusEffect(DEAD_STATUS.id, { active: false });
  else {
    const def = markerDefinition(SC.wrecked);
    if (def) await adjustMarker(ship, def, -1);
  }
  // Guide 7.12: Heavy Penetration: a Flight and a Drive Marker, and Crew Damage
  const row = SPACECRAFT_DAMAGE_TABLE.find((r) => r.key === POLARITY_REDUCED_TO);
  for (const id of row?.markers ?? []) {
    const def = markerDefinition(id);
    if (def) await adjustMarker(ship, def, 1);
  }
  await postCard(SP_POLARITY_CARD, { actor: ship, context: { ship: ship.name ?? "", spender: spender.name ?? "", from: `STARSKIRMISH.SpacePatrol.Polarity.from.${result}`, row: row?.label ?? "", left } });
  if (row?.conditions.includes("crewDamage")) await promptCrewDamage(ship, 1);
  return { ok: true };
}

export const POLARITY_REQUEST = defineGmRequest<PolarityRequest>({
  name: "spReversePolarity",
  read: (data) => readStringFields(data, ["shipUuid", "spenderUuid"]),
  run: carryOut,
});

/** Whether the sheet offers the button: the ship is wrecked or has exploded. */
export function canReversePolarity(ship: Actor.Implementation): boolean {
  return ship.system instanceof SpacecraftData && reversible(ship) !== null;
}

/** The sheet's button: the user's own crewman aboard with a point to spend (any, for the GM). */
export async function reversePolarity(ship: Actor.Implementation): Promise<boolean> {
  const system = ship.system;
  if (!(system instanceof SpacecraftData)) return false;
  const uuids = [...new Set(SPACE_STATION_KEYS.map((k) => system.stations[k].actorUuid).filter(Boolean))];
  const found = await Promise.all(uuids.map((uuid) => fromUuid<Actor.Implementation>(uuid)));
  const aboard = found.filter((a): a is Actor.Implementation => a instanceof Actor && a.isOwner && heroPointsOf(a) > 0);
  if (aboard.length === 0) {
    warn("STARSKIRMISH.SpacePatrol.Polarity.refused.noneAboard");
    return false;
  }
  const spender = await chooseOne("STARSKIRMISH.SpacePatrol.Polarity.choose", aboard.map((a) => ({ value: a.id ?? "", label: a.name ?? "" })), aboard);
  if (!spender) return false;
  return askGm(POLARITY_REQUEST, { shipUuid: ship.uuid, spenderUuid: spender.uuid });
}
