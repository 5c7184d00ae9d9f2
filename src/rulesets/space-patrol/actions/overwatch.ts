/**
 * Over-watch from the sheet (Guide 6.6): the actor holds a weapon's fire for the enemy's turn and
 * takes the Over-watch marker (its owner sets it). A chosen-target or first-shooter trigger needs
 * a real Will DT 12 roll, shown on the card. The card's "Take the over-watch shot" button runs the
 * ordinary fire roll (rolls/fire.ts) for the owner and takes the marker off; no shot while
 * Suppressed.
 */
import { hasMarker } from "../../../core/markers";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { updateCardPayload } from "../../../system/cards/update-card";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { OVERWATCH_CARD } from "../cards/overwatch";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { WeaponData } from "../models/item-models";
import { SpacecraftData, VehicleData } from "../models/craft-models";
import { mayTakeOverwatchShot, overwatchCheck, resolveTask, taskDisadvantagesFromMarkers, SP_MARKER, SP_VEHICLE_MARKER_ID, WEAPON_ASSETS, type OverwatchTrigger, type TaskResult } from "../rules";
import { shooterFor } from "./shooter";
import { fireWeapon } from "./fire";
import { OVERWATCH_TRIGGERS, overwatchCardContext, triggerAfterCheck } from "../view/overwatch-card";
import { userTargets } from "../../../system/board";
import { warn } from "../../../system/notify";
import { rollDice } from "../../../system/real-dice";
import { askDialogInput } from "../../../system/form-dialog";

/** The marker over-watch sets on this actor; spacecraft have none in the appendix. */
function overwatchMarker(actor: Actor.Implementation): string | null {
  if (actor.system instanceof VehicleData) return SP_VEHICLE_MARKER_ID.overwatch;
  return actor.system instanceof SpacecraftData ? null : SP_MARKER.overwatch;
}

export async function goOnOverwatch(actor: Actor.Implementation): Promise<void> {
  const gunner = await shooterFor(actor);
  if (!gunner) return warn("STARSKIRMISH.SpacePatrol.Fire.noGunner");
  const weapons = actor.items.filter((i) => i.system instanceof WeaponData && WEAPON_ASSETS[i.system.kind].mode === "ranged");
  const first = weapons[0];
  if (!first) return warn("STARSKIRMISH.SpacePatrol.Overwatch.noWeapon");
  const chosenTarget = userTargets().length === 1 ? (userTargets()[0]?.name ?? null) : null;
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/overwatch.hbs`, {
    weapons: weapons.map((w) => ({ id: w.id, name: w.name })),
    triggers: OVERWATCH_TRIGGERS.filter((t) => t !== "chosenTargetMoves" || chosenTarget !== null).map((t) => ({ value: t, label: `STARSKIRMISH.SpacePatrol.Overwatch.trigger.${t}`, check: overwatchCheck(t) !== null })),
    targetName: chosenTarget,
  });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.localize("STARSKIRMISH.SpacePatrol.Overwatch.title") },
    content,
    ok: { label: "STARSKIRMISH.SpacePatrol.Overwatch.hold" },
  });
  if (!raw) return;
  const d = raw as Record<string, unknown>;
  const item = weapons.find((w) => w.id === d.weaponId) ?? first;
  const chosen: OverwatchTrigger = OVERWATCH_TRIGGERS.includes(d.trigger as OverwatchTrigger) && (d.trigger !== "chosenTargetMoves" || chosenTarget) ? (d.trigger as OverwatchTrigger) : "firstMover";
  const rolls: Roll[] = [];
  let will: TaskResult | null = null;
  const check = overwatchCheck(chosen);
  if (check) {
    const { roll, faces: d20s } = await rollDice(1, 20);
    rolls.push(roll);
    will = resolveTask({ dt: check.dt, asset: gunner.levels.assetLevel(check.asset), disadvantages: taskDisadvantagesFromMarkers(readMarkers(gunner.person), "asset") }, d20s[0] ?? 1);
  }
  const markerId = overwatchMarker(actor);
  const def = markerId ? markerDefinition(markerId) : undefined;
  if (def) await setMarkerCount(actor, def, 1);
  await postCard(OVERWATCH_CARD, {
    context: overwatchCardContext({ actorName: actor.name ?? "", weaponName: item.name ?? "", chosen, will, targetName: chosenTarget }),
    actor,
    rolls,
    payload: { itemId: item.id ?? "", trigger: triggerAfterCheck(chosen, will), spent: false },
  });
}

/** Card action: the owner takes the held shot through the ordinary fire roll. */
export async function onOverwatchShot({ card }: CardButtonContext<typeof OVERWATCH_CARD>): Promise<void> {
  const actor = await fromUuid<Actor.Implementation>(card.actorUuid);
  if (!(actor instanceof Actor) || !actor.isOwner) return warn("STARSKIRMISH.Error.notYourActor");
  const { payload } = card;
  if (payload.spent) return warn("STARSKIRMISH.SpacePatrol.Overwatch.spent");
  const markers = readMarkers(actor);
  const markerId = overwatchMarker(actor);
  if (markerId && !hasMarker(markers, markerId)) return warn("STARSKIRMISH.SpacePatrol.Overwatch.notOnOverwatch");
  // Guide 6.6: no over-watch shot while suppressed (the gunner's own markers count for a vehicle)
  const gunner = await shooterFor(actor);
  const suppressed = hasMarker(markers, SP_MARKER.suppressed) || (gunner ? hasMarker(readMarkers(gunner.person), SP_MARKER.suppressed) : false);
  if (!mayTakeOverwatchShot(suppressed)) return warn("STARSKIRMISH.SpacePatrol.Overwatch.suppressed");
  const item = actor.items.get(payload.itemId);
  if (!item || !(item.system instanceof WeaponData)) return warn("STARSKIRMISH.SpacePatrol.Overwatch.noWeapon");
  const posted = (): number => game.messages?.size ?? 0;
  const before = posted();
  await fireWeapon(actor, item);
  // only a shot actually fired (a fire card posted) spends the over-watch
  if (posted() === before) return;
  const def = markerId ? markerDefinition(markerId) : undefined;
  if (def) await setMarkerCount(actor, def, 0);
  await updateCardPayload(card, { ...payload, spent: true });
}
