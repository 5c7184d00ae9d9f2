/**
 * The army builder's button in the Actors directory (IV-a, SMR-4), added at every render from the
 * start-up module; the builder itself (actions/army-builder.ts) comes with the table on a click.
 */
import { SMR_TABLE } from "../load-table";

/** renderActorDirectory: the builder's button, for users who may create actors. */
export function addArmyButton(html: HTMLElement): void {
  if (!game.user?.can("ACTOR_CREATE") || html.querySelector(".smr-army-button")) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "smr-army-button";
  button.textContent = game.i18n!.localize("STARSKIRMISH.StarMarines.Army.button");
  button.addEventListener("click", () => SMR_TABLE.whenLoaded((t) => t.buildArmy()));
  (html.querySelector(".header-actions") ?? html.querySelector(".directory-header") ?? html).append(button);
}
