/**
 * Hunker (Guide 6.4): only a combatant behind cover may hunker, so the user confirms it; the
 * Hunkered marker then gives every shot at the hunkered figure a disadvantage (the fire roll reads it from the
 * target's markers, rolls/fire-plan.ts), and nothing against melee.
 */
import { markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { SP_MARKER } from "../rules/markers";
import { actionProblem } from "../rules/combat-actions";
import { hunkerCardContext } from "../view/action-card";
import { warn } from "../../../system/notify";
import { HUNKER_CARD } from "../cards/actions";
import { postActionCard } from "./action-common";

export async function hunker(actor: Actor.Implementation): Promise<void> {
  const inCover = await foundry.applications.api.DialogV2.confirm({
    window: { title: game.i18n!.localize("STARSKIRMISH.SpacePatrol.Action.hunker") },
    content: `<p>${game.i18n!.localize("STARSKIRMISH.SpacePatrol.ActionCard.hunkerConfirm")}</p>`,
  });
  if (actionProblem("hunker", { vehicle: false, inCover: inCover === true })) return warn("STARSKIRMISH.SpacePatrol.ActionCard.hunkerNeedsCover");
  const def = markerDefinition(SP_MARKER.hunkered);
  if (!def) return;
  await setMarkerCount(actor, def, 1);
  await postActionCard(actor, HUNKER_CARD, hunkerCardContext(actor.name ?? ""));
}
