/**
 * The Actors directory's buttons: "Create patrolman" (Guide 1.1-1.3), a new patrolman owned by the
 * user who makes him with the creation wizard over him at once; and, for the GM, "Appoint the
 * captain" (1.5).
 */
import { CreationWizard } from "./creation-wizard";
import { appointCommand } from "../actions/chain-of-command";
import { directoryButton, directoryHeader } from "./directory-button";

export async function createPatrolman(): Promise<void> {
  const name = game.i18n!.localize("STARSKIRMISH.SpacePatrol.Creation.newName");
  const actor = await Actor.implementation.create({ name, type: "spPatrolman" } as never);
  if (actor) await CreationWizard.open(actor as Actor.Implementation);
}

/** renderActorDirectory: the buttons, for users who may create actors, and the GM. */
export function addCreateButton(html: HTMLElement): void {
  const place = directoryHeader(html);
  if (game.user?.isGM && !html.querySelector(".sp-command-button")) place.append(directoryButton("sp-command-button", `STARSKIRMISH.SpacePatrol.Command.button`, () => void appointCommand()));
  if (!game.user?.can("ACTOR_CREATE") || html.querySelector(".sp-create-button")) return;
  place.append(directoryButton("sp-create-button", `STARSKIRMISH.SpacePatrol.Creation.directoryButton`, () => void createPatrolman()));
}
