/**
 * A holed ship (Guide 7.12 Hull Marker, 6.10 vacuum). On the active GM's client, when a spacecraft
 * takes its first Hull Marker, one card lists everyone at its stations with their suit: a suit keeps
 * its wearer alive on its own air; without one a crewman dies unless they spend a Space Hero Point (Plot
 * Armor for an NPC, 4.2). That choice is the crewman's owner's (or the GM's) and changes only that actor, so the
 * buttons run on the clicker's client, once per crewman and card (system/roll-once.ts).
 */
import { postCard } from "../../../system/cards/post-card";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { claimRollOrWarn, promptId } from "../../../system/roll-once";
import { DEAD_STATUS } from "../../../system/markers/status-effects";
import { warn } from "../../../system/notify";
import { SP_SPACECRAFT_MARKER_ID as SC, type SpaceSuit } from "../rules";
import { SpacecraftData } from "../models/craft-models";
import type { ArmourData } from "../models/item-models";
import { SP_VACUUM_CARD, SP_VACUUM_FATE_CARD } from "../cards/space";
import { vacuumCardContext, vacuumFateContext, type VacuumCrewman } from "../view/vacuum-card";
import { wornArmour } from "./action-common";
import { crewAboard, shipCrew } from "../turn/space-crew";
import { heroPointsOf, spendOnePoint } from "./hero-point-spend";

/** The armour's suit kind as the vacuum rules name it (Guide 5.2, 6.10). */
const SUIT_IN_VACUUM: Readonly<Record<ArmourData["suit"], SpaceSuit>> = { none: "none", evaSuit: "eva", hardSuit: "hardSuit", flightSuit: "flightSuit" };

/** Everyone at the ship's stations, once each (turn/space-crew.ts), with the suit each wears. */
async function crewAboardWithSuits(ship: Actor.Implementation): Promise<{ actor: Actor.Implementation; row: VacuumCrewman }[]> {
  const crew = await shipCrew(ship);
  return (crew ? crewAboard(crew) : []).map((actor) => ({ actor, row: { key: actor.id ?? actor.uuid, name: actor.name ?? "", suit: SUIT_IN_VACUUM[wornArmour(actor)?.suit ?? "none"] } }));
}

/** Posts the hull-breach card for a ship, if anyone is aboard. */
export async function promptVacuum(ship: Actor.Implementation): Promise<void> {
  const crew = await crewAboardWithSuits(ship);
  if (crew.length === 0) return;
  const context = vacuumCardContext(ship.name ?? "", crew.map((c) => c.row));
  const atRisk = new Set(context.rows.filter((r) => r.atRisk).map((r) => r.key));
  await postCard(SP_VACUUM_CARD, {
    actor: ship,
    context,
    targets: crew.filter((c) => atRisk.has(c.row.key)).map((c) => ({ key: c.row.key, actorUuid: c.actor.uuid, name: c.row.name, markers: {} })),
  });
}

/** createActiveEffect: a spacecraft's first Hull Marker (a second only raises its count). */
export function onHullMarkerCreated(effect: ActiveEffect.Implementation): void {
  if (!game.user?.isActiveGM) return;
  const ship = effect.parent;
  if (ship instanceof Actor && ship.system instanceof SpacecraftData && effect.statuses.has(SC.hull)) void promptVacuum(ship);
}

/** The crewman a button is for, claimed once for this card. */
async function claimCrewman({ card, message, button }: CardButtonContext<typeof SP_VACUUM_CARD>, needsPoint: boolean): Promise<Actor.Implementation | null> {
  const target = card.targets.find((t) => t.key === button.dataset.targetKey);
  const actor = target ? await fromUuid<Actor.Implementation>(target.actorUuid) : null;
  if (!target || !(actor instanceof Actor)) {
    warn("STARSKIRMISH.SpacePatrol.Vacuum.refused.gone");
    return null;
  }
  // checked before the claim, so a crewman without a point can still choose the other button
  if (needsPoint && heroPointsOf(actor) < 1 && (game.user?.isGM || actor.isOwner)) {
    warn("STARSKIRMISH.SpacePatrol.Vacuum.refused.noPoints");
    return null;
  }
  return (await claimRollOrWarn(actor, promptId(message, target.key))) ? actor : null;
}

async function shipName(card: CardButtonContext<typeof SP_VACUUM_CARD>["card"]): Promise<string> {
  const ship = card.actorUuid ? await fromUuid<Actor.Implementation>(card.actorUuid) : null;
  return ship instanceof Actor ? (ship.name ?? "") : "";
}

/** Guide 4.2 "Ralph, I thought you were dead": a point spent, and the crewman lives. */
export async function onVacuumSpend(context: CardButtonContext<typeof SP_VACUUM_CARD>): Promise<void> {
  const actor = await claimCrewman(context, true);
  if (!actor) return;
  const left = await spendOnePoint(actor);
  await postCard(SP_VACUUM_FATE_CARD, { actor, answers: context.message, context: vacuumFateContext(await shipName(context.card), actor.name ?? "", "spent", left) });
}

/** Guide 6.10: no suit and no point, and the vacuum kills the crewman. */
export async function onVacuumPerish(context: CardButtonContext<typeof SP_VACUUM_CARD>): Promise<void> {
  const actor = await claimCrewman(context, false);
  if (!actor) return;
  await actor.toggleStatusEffect(DEAD_STATUS.id, { active: true, overlay: true });
  await postCard(SP_VACUUM_FATE_CARD, { actor, answers: context.message, context: vacuumFateContext(await shipName(context.card), actor.name ?? "", "perished", 0) });
}
