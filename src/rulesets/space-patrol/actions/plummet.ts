/**
 * A wrecked aircraft plummets (Guide 6.15). On the active GM's client, when a flying vehicle (the
 * Flying marker, or a flying kind) takes the Wrecked marker, one card lists its crew: a crewman with a
 * parachute or flying belt may get out this turn; anyone may spend a Space Hero Point (Plot Armor for
 * an NPC, 4.2) to live through the crash. Those choices are the crewman's owner's and change only that crewman's actor,
 * so they run on the clicker's client, once per crewman and card (system/roll-once.ts). The GM's
 * Crash button then marks dead, with core's defeated status, everyone who did neither.
 */
import { markerCount } from "../../../core/markers";
import { postCard } from "../../../system/cards/post-card";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { claimRollOrWarn, promptId, ROLL_CLAIM_REFUSAL, rolledPrompts } from "../../../system/roll-once";
import { DEAD_STATUS } from "../../../system/markers/status-effects";
import { readMarkers } from "../../../system/markers/marker-store";
import { warn } from "../../../system/notify";
import { SP_VEHICLE_MARKER_ID as VH } from "../rules/marker-ids";
import { isPlummetEscapeDevice, plummetFate, plummetsWhenWrecked, type PlummetEscapeDevice } from "../rules/plummet";
import { VehicleData } from "../models/craft-models";
import { NpcData } from "../models/npc-model";
import { DeviceData } from "../models/item-models";
import { SP_PLUMMET_CARD, SP_PLUMMET_CHOICE_CARD, SP_PLUMMET_CRASH_CARD } from "../cards/plummet";
import { plummetCardContext, plummetChoiceContext, plummetCrashContext } from "../view/plummet-card";
import { heroPointsOf, spendOnePoint } from "./hero-point-spend";

const KEY = "STARSKIRMISH.SpacePatrol.Plummet.";

/** The parachute or flying belt a crewman carries, or null. */
export function escapeDeviceOf(actor: Actor.Implementation): PlummetEscapeDevice | null {
  for (const item of actor.items) if (item.system instanceof DeviceData && isPlummetEscapeDevice(item.system.kind)) return item.system.kind;
  return null;
}

/** Everyone in the vehicle's seats, once each. */
async function crewOf(vehicle: VehicleData): Promise<Actor.Implementation[]> {
  const out: Actor.Implementation[] = [];
  for (const seat of vehicle.crew) {
    if (!seat.actorUuid || out.some((a) => a.uuid === seat.actorUuid)) continue;
    const person = await fromUuid<Actor.Implementation>(seat.actorUuid);
    if (person instanceof Actor) out.push(person);
  }
  return out;
}

const keyOf = (actor: Actor.Implementation): string => actor.id ?? actor.uuid;

/** Posts the Plummet card for a wrecked aircraft. */
export async function promptPlummet(vehicle: Actor.Implementation): Promise<void> {
  if (!(vehicle.system instanceof VehicleData)) return;
  const crew = await crewOf(vehicle.system);
  const context = plummetCardContext(vehicle.name ?? "", crew.map((a) => ({ key: keyOf(a), name: a.name ?? "", device: escapeDeviceOf(a), npc: a.system instanceof NpcData })));
  await postCard(SP_PLUMMET_CARD, { actor: vehicle, context, targets: crew.map((a) => ({ key: keyOf(a), actorUuid: a.uuid, name: a.name ?? "", markers: {} })) });
}

/** createActiveEffect: a flying vehicle takes the Wrecked marker. */
export function onWreckedMarkerCreated(effect: ActiveEffect.Implementation): void {
  if (!game.user?.isActiveGM || !effect.statuses.has(VH.wrecked)) return;
  const vehicle = effect.parent;
  if (!(vehicle instanceof Actor) || !(vehicle.system instanceof VehicleData)) return;
  if (plummetsWhenWrecked(vehicle.system.vehicleType === "flying", markerCount(readMarkers(vehicle), VH.flying) > 0)) void promptPlummet(vehicle);
}

type PlummetButton = CardButtonContext<typeof SP_PLUMMET_CARD>;

const crashPrompt = (message: ChatMessage.Implementation): string => promptId(message, "crash");

async function vehicleOf(card: PlummetButton["card"]): Promise<Actor.Implementation | null> {
  const vehicle = card.actorUuid ? await fromUuid<Actor.Implementation>(card.actorUuid) : null;
  return vehicle instanceof Actor ? vehicle : null;
}

/** Whether the GM has already crashed the aircraft of this card (recorded on the vehicle). */
async function crashed(card: PlummetButton["card"], message: ChatMessage.Implementation): Promise<boolean> {
  const vehicle = await vehicleOf(card);
  return vehicle !== null && rolledPrompts(vehicle).includes(crashPrompt(message));
}

async function vehicleName(card: PlummetButton["card"]): Promise<string> {
  return (await vehicleOf(card))?.name ?? "";
}

/** The crewman a button is for, checked and then claimed once for this card. */
async function claimCrewman({ card, message, button }: PlummetButton, check: (actor: Actor.Implementation) => string | null): Promise<Actor.Implementation | null> {
  const target = card.targets.find((t) => t.key === button.dataset.targetKey);
  const actor = target ? await fromUuid<Actor.Implementation>(target.actorUuid) : null;
  if (!target || !(actor instanceof Actor)) {
    warn(`${KEY}refused.gone`);
    return null;
  }
  if (!game.user?.isGM && !actor.isOwner) {
    warn(ROLL_CLAIM_REFUSAL.notOwner);
    return null;
  }
  if (await crashed(card, message)) {
    warn(`${KEY}refused.crashed`);
    return null;
  }
  // a second choice is refused as such, before what it would need is checked
  if (rolledPrompts(actor).includes(promptId(message, target.key))) {
    warn(ROLL_CLAIM_REFUSAL.alreadyRolled);
    return null;
  }
  // checked before the claim, so the crewman may still choose the other way
  const refusal = check(actor);
  if (refusal) {
    warn(refusal);
    return null;
  }
  return (await claimRollOrWarn(actor, promptId(message, target.key))) ? actor : null;
}

/** Guide 6.15: out of the falling aircraft with their parachute or flying belt, this turn. */
export async function onPlummetEscape(context: PlummetButton): Promise<void> {
  const actor = await claimCrewman(context, (a) => (escapeDeviceOf(a) === null ? `${KEY}refused.noDevice` : null));
  const device = actor ? escapeDeviceOf(actor) : null;
  if (!actor || device === null) return;
  await postCard(SP_PLUMMET_CHOICE_CARD, { actor, answers: context.message, context: plummetChoiceContext(await vehicleName(context.card), actor.name ?? "", { device }) });
}

/** Guide 4.2, 6.15: a Space Hero Point (Plot Armor) spent, and the crewman lives through the crash. */
export async function onPlummetSpend(context: PlummetButton): Promise<void> {
  const actor = await claimCrewman(context, (a) => (heroPointsOf(a) < 1 ? `${KEY}refused.noPoints` : null));
  if (!actor) return;
  const left = await spendOnePoint(actor);
  await postCard(SP_PLUMMET_CHOICE_CARD, { actor, answers: context.message, context: plummetChoiceContext(await vehicleName(context.card), actor.name ?? "", { left }) });
}

/**
 * Guide 6.15: the aircraft hits the ground. The GM's client, once per card: everyone aboard who
 * neither got out nor spent a point dies (core's defeated status, as other deaths are marked).
 */
export async function onPlummetCrash({ card, message }: PlummetButton): Promise<void> {
  if (!game.user?.isGM) return warn(`${KEY}refused.gmOnly`);
  const vehicle = await vehicleOf(card);
  if (!vehicle) return warn(`${KEY}refused.gone`);
  if (!(await claimRollOrWarn(vehicle, crashPrompt(message)))) return;
  const fates: { name: string; fate: ReturnType<typeof plummetFate> }[] = [];
  for (const target of card.targets) {
    const actor = await fromUuid<Actor.Implementation>(target.actorUuid);
    if (!(actor instanceof Actor)) continue;
    const fate = plummetFate(rolledPrompts(actor).includes(promptId(message, target.key)));
    if (fate === "killed") await actor.toggleStatusEffect(DEAD_STATUS.id, { active: true, overlay: true });
    fates.push({ name: actor.name ?? target.name, fate });
  }
  await postCard(SP_PLUMMET_CRASH_CARD, { actor: vehicle, answers: message, context: plummetCrashContext(vehicle.name ?? "", fates) });
}
