/**
 * Point defense of a vehicle (Guide 6.7, 6.6 Over-Watch's last sentence), from its sheet. Reserve:
 * a weapon with a Point-Defense Module, 4+ targets, on a DI 5+ vehicle, its gunner takes the
 * Over-Watch action (the vehicle's Over-watch marker) for the next enemy turn. Shoot down: in that
 * turn, one DT 12 roll with no asset and the weapon's bonus per incoming attack, at most the weapon's
 * targets in the turn, which costs twice its ammunition per turn; the card names the attacks
 * defeated and asks the GM to void them. Both change only the vehicle and its weapon, so they run
 * for the vehicle's owner on their client, with real dice.
 */
import { hasMarker } from "../../../core/markers";
import { flagUpdate, readFlag } from "../../../system/flags";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { rollDice } from "../../../system/real-dice";
import { warn } from "../../../system/notify";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { ammoSpent } from "../rules/ammo";
import { SP_VEHICLE_MARKER_ID as VH } from "../rules/marker-ids";
import { resolveVehiclePointDefense } from "../rules/overwatch";
import { VehicleData } from "../models/craft-models";
import { WeaponData } from "../models/item-models";
import { readState } from "../turn/side-turn-store";
import { SP_VEHICLE_PD_RESERVED_CARD, SP_VEHICLE_SHOOT_DOWN_CARD } from "../cards/vehicle-point-defense";
import {
  isPointDefenseIntercept,
  pointDefenseProblemKey,
  pointDefenseReservedContext,
  pointDefenseSection,
  pointDefenseShotsLeft,
  reservationServes,
  shootDownCardContext,
  shootDownDialogContext,
  type PointDefenseReservation,
  type PointDefenseWeapon,
} from "../view/vehicle-point-defense-view";
import { shooterFor } from "./shooter";
import { askDialogInput } from "../../../system/form-dialog";
import { craftOffers } from "../view/wrecked-craft";
import { actorInBattle } from "../turn/in-battle";

declare module "../../../system/flags" {
  interface ActorFlags {
    /** Guide 6.7: the weapon this vehicle holds for point defense, and the shots it used. */
    spPointDefense?: PointDefenseReservation | null;
  }
}

const KEY = "STARSKIRMISH.SpacePatrol.VehiclePointDefense.";

/** The side turn running ("round:side"), or "" outside the side turns. */
export function turnKey(): string {
  const state = readState(game.combat);
  return state ? `${state.round}:${state.acting}` : "";
}

function asPointDefenseWeapon(item: Item.Implementation): PointDefenseWeapon | null {
  const w = item.system;
  if (!(w instanceof WeaponData)) return null;
  return { id: item.id ?? "", name: item.name ?? "", module: w.pointDefenseModule, targets: w.targets, ammoPerTurn: w.ammoPerTurn, bonus: w.effective.bonus };
}

function reservationOf(vehicle: Actor.Implementation): PointDefenseReservation | null {
  const r = readFlag(vehicle, "Actor", "spPointDefense");
  return r && typeof r === "object" && typeof r.weaponId === "string" ? r : null;
}

/** Guide 6.7: whether this weapon is held for point defense now (the reservation and the Over-watch marker stand). */
export function onPointDefense(vehicle: Actor.Implementation, weaponId: string): boolean {
  return reservationOf(vehicle)?.weaponId === weaponId && hasMarker(readMarkers(vehicle), VH.overwatch);
}

/** The vehicle sheet's Point defence section. */
export function vehiclePointDefenseSection(vehicle: Actor.Implementation) {
  const system = vehicle.system;
  const di = system instanceof VehicleData ? system.developmentIndex : 0;
  const weapons = [...vehicle.items].map(asPointDefenseWeapon).filter((w): w is PointDefenseWeapon => w !== null);
  return pointDefenseSection(weapons, di, reservationOf(vehicle), hasMarker(readMarkers(vehicle), VH.overwatch), turnKey());
}

/** Checks common to both buttons; the vehicle and its gunner, or null after a warning. */
async function ready(vehicle: Actor.Implementation): Promise<{ system: VehicleData; gunnerName: string } | null> {
  const system = vehicle.system;
  if (!(system instanceof VehicleData)) return null;
  if (!vehicle.isOwner) {
    warn("STARSKIRMISH.Error.notYourActor");
    return null;
  }
  // Guide 6.15: a wrecked vehicle performs no functions, so the sheet offers no point defence
  // (view/wrecked-craft.ts); the same decision refuses a stale button
  if (!craftOffers("vehicle", readMarkers(vehicle), actorInBattle(vehicle)).offer.pointDefense) {
    warn(`${KEY}refused.wrecked`);
    return null;
  }
  const gunner = await shooterFor(vehicle);
  if (!gunner) {
    warn("STARSKIRMISH.SpacePatrol.Fire.noGunner");
    return null;
  }
  return { system, gunnerName: gunner.person.name ?? "" };
}

/** Guide 6.7: the gunner takes Over-Watch with this weapon for point defense. */
export async function reserveVehiclePointDefense(vehicle: Actor.Implementation, weaponId: string): Promise<boolean> {
  const at = await ready(vehicle);
  if (!at) return false;
  const item = vehicle.items.get(weaponId);
  const weapon = item ? asPointDefenseWeapon(item) : null;
  if (!weapon) {
    warn(`${KEY}refused.noModule`);
    return false;
  }
  const problem = pointDefenseProblemKey(weapon, at.system.developmentIndex);
  if (problem) {
    warn(problem);
    return false;
  }
  const def = markerDefinition(VH.overwatch);
  if (def) await setMarkerCount(vehicle, def, 1);
  await vehicle.update(flagUpdate("Actor", { spPointDefense: { weaponId, reservedTurn: turnKey(), shotTurn: "", used: 0 } }));
  await postCard(SP_VEHICLE_PD_RESERVED_CARD, { actor: vehicle, context: pointDefenseReservedContext(vehicle.name ?? "", at.gunnerName, weapon) });
  return true;
}

/** Guide 6.7: in the enemy turn, shoot at incoming attacks with the reserved weapon. */
export async function shootDownIncoming(vehicle: Actor.Implementation): Promise<boolean> {
  const at = await ready(vehicle);
  if (!at) return false;
  const reservation = reservationOf(vehicle);
  const item = reservation ? vehicle.items.get(reservation.weaponId) : undefined;
  const weapon = item ? asPointDefenseWeapon(item) : null;
  const weaponData = item?.system instanceof WeaponData ? item.system : null;
  if (!reservation || !item || !weapon || !weaponData || !hasMarker(readMarkers(vehicle), VH.overwatch) || pointDefenseProblemKey(weapon, at.system.developmentIndex)) {
    warn(`${KEY}refused.notReserved`);
    return false;
  }
  const turn = turnKey();
  // Guide 6.7: the reservation serves on the next enemy turn, not the vehicle's own
  if (turn !== "" && turn === reservation.reservedTurn) {
    warn(`${KEY}refused.ownTurn`);
    return false;
  }
  // a reservation left from an older fight or turn serves no longer
  if (!reservationServes(reservation.reservedTurn, turn)) {
    warn(`${KEY}refused.notReserved`);
    return false;
  }
  const left = pointDefenseShotsLeft(weapon.targets, reservation, turn);
  if (left < 1) {
    warn(`${KEY}refused.noShotsLeft`);
    return false;
  }
  const firstThisTurn = reservation.shotTurn !== turn || reservation.used === 0;
  if (firstThisTurn && weaponData.magazine > 0 && weaponData.ammo <= 0) {
    warn("STARSKIRMISH.SpacePatrol.Fire.noAmmo");
    return false;
  }
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/vehicle-shoot-down.hbs`, { ...shootDownDialogContext(vehicle.name ?? "", weapon, left) });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.localize(`${KEY}shootDown`) },
    content,
    ok: { label: `${KEY}shootDown` },
  });
  if (typeof raw !== "object" || raw === null) return false;
  const data = raw as Record<string, unknown>;
  const count = typeof data.count === "string" ? Number(data.count) : data.count;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > left) {
    warn(`${KEY}refused.count`, { left });
    return false;
  }
  const kind = isPointDefenseIntercept(data.kind) ? data.kind : "missile";
  const { roll, faces } = await rollDice(count, 20);
  const result = resolveVehiclePointDefense({ weaponTargets: weapon.targets, weaponBonus: weapon.bonus, d20s: faces });
  // Guide 6.7: firing on point defense spends twice the normal ammunition, once for the turn
  let ammoUsed = 0;
  if (firstThisTurn && weaponData.magazine > 0) {
    ammoUsed = Math.min(weaponData.ammo, ammoSpent(Math.max(1, weaponData.ammoPerTurn), "pointDefense"));
    await item.update({ system: { ammo: weaponData.ammo - ammoUsed } });
  }
  const used = (reservation.shotTurn === turn ? reservation.used : 0) + count;
  await vehicle.update(flagUpdate("Actor", { spPointDefense: { ...reservation, shotTurn: turn, used } }));
  const context = shootDownCardContext({ vehicleName: vehicle.name ?? "", gunnerName: at.gunnerName, weaponName: weapon.name, kind, tasks: result.tasks, shotsLeft: left - count, ammoUsed });
  await postCard(SP_VEHICLE_SHOOT_DOWN_CARD, { actor: vehicle, rolls: [roll], context });
  return true;
}
