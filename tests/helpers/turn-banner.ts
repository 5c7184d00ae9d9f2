/** The tracker's turn banner for a rule set's turn binding, rendered into a tracker list as the glue renders it. */
import type { TurnBinding } from "../../src/system/turn/turn-binding";

export async function renderBanner(binding: TurnBinding): Promise<HTMLElement> {
  const { renderTurnBanner } = await import("../../src/system/turn/turn-banner");
  const html = document.createElement("div");
  html.innerHTML = `<ol class="combat-tracker"></ol>`;
  await renderTurnBanner(html, async () => binding);
  return html;
}
