/**
 * The Actors directory's "Create patrolman" (Guide 1.1-1.3): a new patrolman, owned by the user who
 * makes him, and the creation wizard over him at once.
 */
import { CreationWizard } from "./creation-wizard";

export async function createPatrolman(): Promise<void> {
  const name = game.i18n!.localize("STARSKIRMISH.SpacePatrol.Creation.newName");
  const actor = await Actor.implementation.create({ name, type: "spPatrolman" } as never);
  if (actor) await CreationWizard.open(actor as Actor.Implementation);
}

/** renderActorDirectory: the button, for users who may create actors. */
export function addCreateButton(html: HTMLElement): void {
  if (!game.user?.can("ACTOR_CREATE") || html.querySelector(".sp-create-button")) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "sp-create-button";
  button.textContent = game.i18n!.localize("STARSKIRMISH.SpacePatrol.Creation.directoryButton");
  button.addEventListener("click", () => void createPatrolman());
  (html.querySelector(".header-actions") ?? html.querySelector(".directory-header") ?? html).append(button);
}
