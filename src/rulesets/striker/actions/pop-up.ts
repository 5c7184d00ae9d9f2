/**
 * A grav team's pop-up at the table (Striker 6.A.2.g, 8.A.1.a.1): its owner asks from the token HUD
 * in the team's own movement phase, names the height, and the token rises to it (its elevation) with
 * the Pop-up marker; it fires and is fired upon from there in its own fire phase. When the enemy's
 * movement phase begins the tracker takes the marker off and drops the token back to its NOE 4 m.
 * A team routed off the battlefield is out of play (8.C.4.b) and pops up nowhere, though its hidden
 * token still stands where it left. Nor does a counter pop up: it is no team, and has no troopers to
 * fire from the height (3.A.1).
 */
import { markerCount } from "../../../core/markers";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { inform, warn } from "../../../system/notify";
import { STR_MARKER } from "../rules/markers";
import { popUpProblem, POP_UP_RETURN_M } from "../rules/pop-up";
import { movementPhaseOf } from "../rules/sequence";
import { sideOf } from "../rules/turn-expiry";
import { flightOf } from "../view/team-mover";
import { popUpDialogContext, readPopUpForm } from "../view/pop-up-form";
import { strikerPosition } from "../turn/turn-tracker";
import { askDialogInput } from "../../../system/form-dialog";
import { alreadyOffBoard } from "../turn/routed-off";
import { isCounter } from "../models/team-not-counter";

export async function popUp(token: TokenDocument.Implementation | undefined): Promise<void> {
  const actor = token?.actor;
  if (!token || !actor?.isOwner) return warn("STARSKIRMISH.Striker.Rout.noToken");
  // Striker 8.C.4.b: "If a team routs off the battlefield it is removed from play": by the record
  // the Rout away refusal reads (turn/routed-off.ts); the HUD offers it no pop-up, but the action
  // is the owner's to call, so it refuses too
  if (alreadyOffBoard(token)) return warn("STARSKIRMISH.Striker.PopUp.routedOff", { team: token.name ?? "" });
  // Striker 3.A.1, 6.A.2.g: a counter is no grav team rising to fire and be fired upon
  if (isCounter(actor)) return warn("STARSKIRMISH.Striker.PopUp.counter", { team: token.name ?? "" });
  const markers = readMarkers(actor);
  const position = strikerPosition(game.combat);
  const base = {
    grav: flightOf(markers) !== null,
    // the Moved marker a team gets when it moves in its own movement phase (turn/move-check.ts)
    movedThisPhase: markerCount(markers, STR_MARKER.moved) > 0,
    ownMovementPhase: position === null || position.phase === movementPhaseOf(sideOf(token.disposition)),
  };
  const early = popUpProblem({ ...base, altitudeM: POP_UP_RETURN_M + 1 });
  if (early) return warn(`STARSKIRMISH.Striker.PopUp.problem.${early}`);
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/striker/dialogs/pop-up.hbs`, { ...popUpDialogContext(token.name ?? "") });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.localize("STARSKIRMISH.Striker.PopUp.title") },
    content,
    ok: { label: "STARSKIRMISH.Striker.PopUp.rise" },
  });
  if (!raw) return;
  const altitudeM = readPopUpForm(raw);
  const problem = Number.isFinite(altitudeM) ? popUpProblem({ ...base, altitudeM }) : "tooLow";
  if (problem) return warn(`STARSKIRMISH.Striker.PopUp.problem.${problem}`);
  const marker = markerDefinition(STR_MARKER.popUp);
  await token.update({ elevation: altitudeM });
  if (marker) await setMarkerCount(actor, marker, 1);
  inform("STARSKIRMISH.Striker.PopUp.risen", { team: token.name ?? "", metres: altitudeM });
}

/** When the pop-up ends: the team's tokens drop back to the NOE height (Striker 6.A.2.f-g). */
export async function dropBackDown(actor: Actor.Implementation): Promise<void> {
  for (const token of actor.getActiveTokens(false, true)) {
    if (token.elevation !== POP_UP_RETURN_M) await token.update({ elevation: POP_UP_RETURN_M });
  }
}
