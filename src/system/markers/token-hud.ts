/**
 * Counted markers on the token HUD: left click adds one, right click removes one, and each
 * icon shows its count. Single markers keep core's toggle. The palette offers the markers of the
 * actor's own group, as its sheet does (core/marker-group.ts): a patrolman's HUD has no Wrecked. One
 * it carries anyway stays, so that it can be taken off.
 */
import { markerCount } from "../../core/markers";
import { markerGroupOf } from "../../core/marker-group";
import { ruleSetOfType } from "../registry";
import { adjustMarker, markerDefinition, readMarkers } from "./marker-store";

type HudApp = foundry.applications.hud.TokenHUD;

export function onRenderTokenHUD(hud: HudApp, html: HTMLElement): void {
  const actor = hud.object?.actor;
  if (!actor) return;
  const counts = readMarkers(actor);
  const group = markerGroupOf(ruleSetOfType("Actor", actor.type)?.type, actor.system);
  for (const el of html.querySelectorAll<HTMLElement>("[data-status-id]")) {
    const def = markerDefinition(el.dataset.statusId ?? "");
    if (!def) continue;
    const count = markerCount(counts, def.id);
    if (group !== undefined && def.group !== undefined && def.group !== group && count === 0) {
      el.remove();
      continue;
    }
    if (!def.stacks) continue;
    el.dataset.count = String(count);
    el.classList.toggle("ssk-counted", count > 0);
    const change = (delta: number) => (event: Event) => {
      // Core toggles the effect on the same click; a counted marker changes by one instead.
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!actor.isOwner) return;
      void adjustMarker(actor, def, delta).then(() => hud.render());
    };
    el.addEventListener("click", change(1), { capture: true });
    el.addEventListener("contextmenu", change(-1), { capture: true });
  }
}
