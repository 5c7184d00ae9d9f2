/**
 * The Actors directory's buttons: "Create patrolman" (Guide 1.1-1.3), a new patrolman owned by the
 * user who makes them with the creation wizard over them at once; and, for the GM, "Appoint the
 * captain" (1.5). The buttons are drawn at start-up, so they are there with the directory; what
 * a press does comes with the table (load-table.ts).
 */
import { directoryButton, directoryHeader } from "./directory-button";
import { SPACE_PATROL_TABLE } from "../load-table";

/** renderActorDirectory: the buttons, for users who may create actors, and the GM. */
export function addCreateButton(html: HTMLElement): void {
  const place = directoryHeader(html);
  if (game.user?.isGM && !html.querySelector(".sp-command-button")) {
    place.append(directoryButton("sp-command-button", `STARSKIRMISH.SpacePatrol.Command.button`, () => SPACE_PATROL_TABLE.whenLoaded((t) => t.appointCommand())));
  }
  if (!game.user?.can("ACTOR_CREATE") || html.querySelector(".sp-create-button")) return;
  place.append(directoryButton("sp-create-button", `STARSKIRMISH.SpacePatrol.Creation.directoryButton`, () => SPACE_PATROL_TABLE.whenLoaded((t) => t.createPatrolman())));
}
