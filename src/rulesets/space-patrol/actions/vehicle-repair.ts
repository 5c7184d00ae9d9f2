/**
 * Repairing a vehicle after the battle (Guide 6.15), from its sheet's Repairs button: the user
 * picks the mechanic (a patrolman or NPC the user owns, or one of the vehicle's crew) and the marker;
 * the GM's client checks the request again, rolls the Mechanics task with the mechanic's Mech Kit and
 * the mechanic's own markers' burden, takes one marker off on a success and posts the card. The
 * vehicle need not be the user's. Not while the vehicle fights in a battle (turn/in-battle.ts, the
 * one reading the sheet's offer and the ship's repairs share): repairs wait for it to end.
 */
import { markerCount } from "../../../core/markers";
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { adjustMarker, markerDefinition, readMarkers } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { rollDice } from "../../../system/real-dice";
import { warn } from "../../../system/notify";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { formatAssetLevel } from "../data/asset-level";
import { isAssetLevelReader } from "../models/asset-reader";
import { VehicleData } from "../models/craft-models";
import { taskDisadvantagesFromMarkers } from "../rules/marker-effects";
import { attemptVehicleRepair, isVehicleRepairMarker } from "../rules/vehicle-repair";
import { battleOf } from "../turn/in-battle";
import { actingToken } from "../../../system/board";
import { vehicleRepairCardContext, vehicleRepairDialogContext, vehicleRepairSection, type MechanicChoice } from "../view/vehicle-repair-view";
import { VEHICLE_REPAIR_CARD } from "../cards/vehicle-repair";
import { kitBonus } from "./action-common";
import { askDialogInput } from "../../../system/form-dialog";

const KEY = "STARSKIRMISH.SpacePatrol.VehicleRepair.";

export interface VehicleRepairRequest {
  readonly vehicleUuid: string;
  readonly mechanicUuid: string;
  readonly marker: string;
  /**
   * The vehicle's acting token on the requester's board (system/board.ts actingToken), by which the
   * GM's client decides whether it fights in the battle; both "" for a vehicle with none (off the
   * board, or several tokens and none picked), which is in no battle, as its sheet reads it.
   */
  readonly sceneId: string;
  readonly tokenId: string;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `${KEY}refused.${key}` });

/**
 * The vehicle's token the request names, or null for none; undefined where it names one that is not
 * there or is not this vehicle's (a stale request).
 */
function requestedToken(req: VehicleRepairRequest, vehicle: Actor.Implementation): TokenDocument.Implementation | null | undefined {
  if (req.tokenId === "") return null;
  const token = game.scenes?.get(req.sceneId)?.tokens.get(req.tokenId);
  return token && token.actor?.uuid === vehicle.uuid ? token : undefined;
}

/** Whether a person sits in one of the vehicle's crew seats. */
function isCrew(vehicle: VehicleData, person: Actor.Implementation): boolean {
  return vehicle.crew.some((seat) => seat.actorUuid !== "" && seat.actorUuid === person.uuid);
}

async function carryOut(req: VehicleRepairRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const vehicle = await fromUuid<Actor.Implementation>(req.vehicleUuid);
  const mechanic = await fromUuid<Actor.Implementation>(req.mechanicUuid);
  if (!vehicle || !(vehicle.system instanceof VehicleData) || !mechanic || !isAssetLevelReader(mechanic.system)) return refuse("gone");
  // the user's own mechanic may work on any vehicle; a crewman works on the crew's vehicle for its owner
  const mayUse = mechanic.testUserPermission(requester, "OWNER") || (isCrew(vehicle.system, mechanic) && vehicle.testUserPermission(requester, "OWNER"));
  if (!mayUse) return refuse("notYours");
  const token = requestedToken(req, vehicle);
  if (token === undefined) return refuse("gone");
  // Guide 6.15: the markers burden the vehicle "until out of battle repair": none while its token fights
  if (battleOf(token) !== null) return refuse("inBattle");
  const marker = req.marker;
  if (!isVehicleRepairMarker(marker) || markerCount(readMarkers(vehicle), marker) < 1) return refuse("noMarker");
  const mechKit = kitBonus(mechanic, "mechKit");
  // Guide 6.14: the mechanic's own Wound and Mortal Wound markers burden the task
  const markerDisadvantages = taskDisadvantagesFromMarkers(readMarkers(mechanic), "asset");
  const { roll, faces } = await rollDice(1, 20);
  const outcome = attemptVehicleRepair({ marker, mechanics: mechanic.system.assetLevel("mechanics"), mechKit, markerDisadvantages }, faces[0] ?? 1);
  const def = markerDefinition(marker);
  if (outcome.removed > 0 && def) await adjustMarker(vehicle, def, -outcome.removed);
  const context = vehicleRepairCardContext({
    vehicleName: vehicle.name ?? "",
    mechanicName: mechanic.name ?? "",
    marker,
    result: outcome.result,
    hours: outcome.hours,
    hadKit: mechKit !== null,
    markerDisadvantages,
    left: markerCount(readMarkers(vehicle), marker),
  });
  await postCard(VEHICLE_REPAIR_CARD, { actor: vehicle, rolls: [roll], context });
  return { ok: true };
}

export const VEHICLE_REPAIR_REQUEST = defineGmRequest<VehicleRepairRequest>({
  name: "spVehicleRepair",
  read: (data) => readStringFields(data, ["vehicleUuid", "mechanicUuid", "marker", "sceneId", "tokenId"]),
  run: carryOut,
});

/** Who may work on the vehicle for this user: its crew, then the people the user owns, each once. */
async function mechanicsFor(vehicle: VehicleData): Promise<MechanicChoice[]> {
  const out: MechanicChoice[] = [];
  const add = (person: Actor.Implementation | null | undefined, crew: boolean) => {
    if (!person || !isAssetLevelReader(person.system) || out.some((m) => m.value === person.uuid)) return;
    out.push({ value: person.uuid, label: person.name ?? "", mechanics: formatAssetLevel(person.system.assets.mechanics ?? -1), mechKit: kitBonus(person, "mechKit"), crew });
  };
  for (const seat of vehicle.crew) if (seat.actorUuid) add(await fromUuid<Actor.Implementation>(seat.actorUuid), true);
  // the world collection holds stored actors, of the system's class as every actor here
  for (const person of (game.actors?.contents ?? []) as Actor.Implementation[]) if (person.isOwner) add(person, false);
  return out;
}

/** The sheet's Repairs button. */
export async function repairVehicle(vehicle: Actor.Implementation): Promise<boolean> {
  const system = vehicle.system;
  if (!(system instanceof VehicleData)) return false;
  // Guide 6.15: "out of battle" only, by the reading the sheet hid the button by (view/wrecked-craft.ts)
  const own = actingToken(vehicle)?.document;
  if (battleOf(own) !== null) {
    warn(`${KEY}refused.inBattle`);
    return false;
  }
  const section = vehicleRepairSection(readMarkers(vehicle));
  if (section.rows.length === 0) {
    warn(`${KEY}nothing`);
    return false;
  }
  const mechanics = await mechanicsFor(system);
  if (mechanics.length === 0) {
    warn(`${KEY}refused.noMechanic`);
    return false;
  }
  const context = vehicleRepairDialogContext(vehicle.name ?? "", mechanics, section);
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/vehicle-repair.hbs`, { ...context });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.localize(`${KEY}title`) },
    content,
    ok: { label: `${KEY}button` },
  });
  if (typeof raw !== "object" || raw === null) return false;
  const data = raw as Record<string, unknown>;
  const mechanicUuid = mechanics.find((m) => m.value === data.mechanic)?.value ?? mechanics[0]?.value ?? "";
  const marker = section.rows.find((r) => r.marker === data.marker)?.marker ?? section.rows[0]?.marker ?? "";
  return askGm(VEHICLE_REPAIR_REQUEST, { vehicleUuid: vehicle.uuid, mechanicUuid, marker, sceneId: own?.parent?.id ?? "", tokenId: own?.id ?? "" });
}
