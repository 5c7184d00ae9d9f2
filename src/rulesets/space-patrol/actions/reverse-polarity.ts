/**
 * "Reverse the Polarity" (Guide 4.2): a character aboard a spacecraft or a vehicle spends a Space
 * Hero Point (Plot Armor for an NPC) to turn a Wrecked or Explosion result on it into a Heavy
 * Penetration. Asked from the craft's sheet once the result has landed, and carried out on the GM's
 * client: the spender must hold one of its stations or seats and belong to the requester (or the GM
 * asks), and have a point left; the explosion (the defeated status) or one Wrecked Marker comes off,
 * and the craft's own table's Heavy Penetration row lands instead, with its Crew Damage (6.15, 7.12).
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { postCard } from "../../../system/cards/post-card";
import { adjustMarker, markerDefinition, readMarkers } from "../../../system/markers/marker-store";
import { DEAD_STATUS } from "../../../system/markers/status-effects";
import { warn } from "../../../system/notify";
import { markerCount } from "../../../core/markers";
import { POLARITY_REDUCED_TO, SPACECRAFT_DAMAGE_TABLE, SP_SPACECRAFT_MARKER_ID as SC, SP_VEHICLE_MARKER_ID as VH, VEHICLE_DAMAGE_TABLE } from "../rules";
import { craftPosts, VehicleData } from "../models/craft-models";
import { heroPointsOf, spendOnePoint } from "./hero-point-spend";
import { promptCrewDamage } from "./crew-damage";
import { chooseOne } from "./choose-item";
import { SP_POLARITY_CARD } from "../cards/space";

export interface PolarityRequest {
  /** The spacecraft or vehicle. */
  readonly shipUuid: string;
  readonly spenderUuid: string;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.Polarity.refused.${key}` });

const exploded = (ship: Actor.Implementation): boolean => ship.effects.some((e) => e.statuses.has(DEAD_STATUS.id));

/** The craft's Wrecked Marker and damage table: a vehicle's (6.15) or a spacecraft's (7.12). */
const wreckedMarker = (craft: Actor.Implementation): string => (craft.system instanceof VehicleData ? VH.wrecked : SC.wrecked);
const damageTable = (craft: Actor.Implementation) => (craft.system instanceof VehicleData ? VEHICLE_DAMAGE_TABLE : SPACECRAFT_DAMAGE_TABLE);

/** What there is to reverse: the explosion first, the worse of the two. */
function reversible(ship: Actor.Implementation): "explodes" | "wrecked" | null {
  if (exploded(ship)) return "explodes";
  return markerCount(readMarkers(ship), wreckedMarker(ship)) > 0 ? "wrecked" : null;
}

/** Everyone holding one of the craft's stations or seats, by uuid. */
function aboardUuids(craft: Actor.Implementation): string[] {
  return [...new Set((craftPosts(craft.system) ?? []).map((p) => p.actorUuid).filter(Boolean))];
}

async function carryOut(req: PolarityRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const ship = await fromUuid<Actor.Implementation>(req.shipUuid);
  const spender = await fromUuid<Actor.Implementation>(req.spenderUuid);
  if (!(ship instanceof Actor) || !craftPosts(ship.system) || !(spender instanceof Actor)) return refuse("gone");
  if (!aboardUuids(ship).includes(spender.uuid)) return refuse("notAboard");
  if (!requester.isGM && !spender.testUserPermission(requester, "OWNER")) return refuse("notYours");
  const result = reversible(ship);
  if (!result) return refuse("nothing");
  if (heroPointsOf(spender) < 1) return refuse("noPoints");
  const left = await spendOnePoint(spender);
  if (result === "explodes") await ship.toggleStatusEffect(DEAD_STATUS.id, { active: false });
  else {
    const def = markerDefinition(wreckedMarker(ship));
    if (def) await adjustMarker(ship, def, -1);
  }
  // Guide 7.12: a ship's Heavy Penetration is a Flight and a Drive Marker; 6.15: a vehicle's a Damage Marker; both Crew Damage
  const row = damageTable(ship).find((r) => r.key === POLARITY_REDUCED_TO);
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

/** Whether the sheet offers the button: the craft is wrecked or has exploded. */
export function canReversePolarity(ship: Actor.Implementation): boolean {
  return craftPosts(ship.system) !== null && reversible(ship) !== null;
}

/** The sheet's button: the user's own crewman aboard with a point to spend (any, for the GM). */
export async function reversePolarity(ship: Actor.Implementation): Promise<boolean> {
  if (!craftPosts(ship.system)) return false;
  const uuids = aboardUuids(ship);
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
