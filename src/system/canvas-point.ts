/**
 * A one-shot click on the canvas, for every rule set: resolves with the point clicked (canvas
 * coordinates), or null when the user presses Escape or there is no canvas. Used to aim a grenade
 * at open ground; `prompt` is the localisation key of what the user is asked to click.
 */
import type { Point } from "./board";

export function captureCanvasPoint(prompt: string): Promise<Point | null> {
  const stage = canvas?.stage;
  if (!stage) return Promise.resolve(null);
  ui.notifications?.info(prompt, { localize: true });
  return new Promise((resolve) => {
    const onDown = (event: PIXI.FederatedPointerEvent): void => {
      cleanup();
      const p = event.getLocalPosition(stage);
      resolve({ x: p.x, y: p.y });
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== "Escape") return;
      cleanup();
      resolve(null);
    };
    const cleanup = (): void => {
      stage.off("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
    stage.once("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
  });
}
