/**
 * Use Device (Guide 6.4, 8.7): the user picks an injector with doses left, or another device, from
 * their inventory. An injector works on the targeted adjacent person or on the user's own figure: never through an
 * EVA suit (only a suit's built-in Thanatic auto-injector does, and that is no inventory device),
 * one dose is spent, Space Bear's blindness is a real d20 against the day's dose count, and the
 * effect lands at once on a patient the user owns, or through the GM's apply otherwise. An own
 * patient in a battle on a player's client is asked for through the GM's apply at once: the markers
 * an injector clears are kept (rules/markers.ts).
 */
import { readMarkers } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { DEVICE_CARD } from "../cards/care";
import { DeviceData } from "../models/item-models";
import { canInjectThroughEvaSuit, type InjectorId } from "../rules/injectors";
import { deviceCardContext, injectorEffect } from "../view/device-card";
import { chooseOne } from "./choose-item";
import { warn } from "../../../system/notify";
import { rollFormula } from "../../../system/real-dice";
import { wornArmour } from "./action-common";
import { patientFor, patientKey } from "./patient";
import { gameDay, readSpaceBearDoses } from "./care-flags";
import { applyCareDirect } from "./care-apply";
import { requestApply } from "../../../system/chat/apply-result";
import { lowersKeptMarkersHere } from "../../../system/markers/kept-markers";

/** Kits serve tasks and grenades are thrown: neither is used by this button. */
const USABLE_KINDS: readonly string[] = ["injector", "intrusion", "other"];

function usable(item: Item.Implementation): boolean {
  const d = item.system;
  if (!(d instanceof DeviceData) || !USABLE_KINDS.includes(d.kind)) return false;
  return d.kind !== "injector" || (d.injector !== "none" && d.doses > 0);
}

export async function useDevice(actor: Actor.Implementation): Promise<void> {
  const devices = actor.items.filter(usable);
  if (devices.length === 0) return warn("STARSKIRMISH.SpacePatrol.Device.noneUsable");
  const item = await chooseOne("STARSKIRMISH.SpacePatrol.Action.useDevice", devices.map((d) => ({ value: d.id ?? "", label: d.name ?? "" })), devices);
  const device = item?.system;
  if (!item || !(device instanceof DeviceData)) return;
  if (device.kind !== "injector" || device.injector === "none") {
    // a device that is no injector changes nothing the GM applies: it keeps no record
    await postCard(DEVICE_CARD, { actor, payload: { injector: "", key: "", markers: {}, day: 0, dose: 1 }, context: deviceCardContext({ userName: actor.name ?? "", deviceName: item.name ?? "", patientName: "", injector: null, effect: null, dosesLeft: null, targetKey: "" }) });
    return;
  }
  const id: InjectorId = device.injector;
  const patient = patientFor(actor);
  if (!patient) return;
  if (wornArmour(patient)?.suit === "evaSuit" && !canInjectThroughEvaSuit(id)) return warn("STARSKIRMISH.SpacePatrol.Device.evaSuit");
  const day = gameDay();
  const dose = readSpaceBearDoses(patient, day) + 1;
  const blindness = id === "spaceBear" ? await rollFormula("1d20") : null;
  const effect = injectorEffect(id, readMarkers(patient), dose, blindness?.faces[0] ?? null);
  const record = { injector: id, key: patientKey(patient), markers: { ...readMarkers(patient) }, day, dose };
  const data = id === "spaceBear" ? { spaceBear: { day, doses: dose } } : {};
  const dosesLeft = device.doses - 1;
  await item.update({ system: { doses: dosesLeft } });
  const owner = patient.isOwner;
  const own = owner && lowersKeptMarkersHere(patient);
  const key = patientKey(patient);
  if (own) await applyCareDirect(patient, effect.markers, data);
  const context = deviceCardContext({ userName: actor.name ?? "", deviceName: item.name ?? "", patientName: patient.name ?? "", injector: id, effect, dosesLeft, targetKey: own ? "" : key });
  const message = await postCard(DEVICE_CARD, {
    actor,
    rolls: blindness ? [blindness.roll] : [],
    // what the GM works the effect out again from (cards/device-derive.ts)
    payload: record,
    context,
    targets: own ? [] : [{ key, actorUuid: patient.uuid, name: patient.name ?? "", markers: effect.markers, data }],
  });
  if (owner && !own && message) await requestApply(message, key);
}
