/**
 * A one-shot click on the canvas: resolves with the point clicked (canvas coordinates), or null
 * when the user presses Escape or there is no canvas. Used to aim a grenade at open ground.
 */
import type { Point } from "../../../system/board";

export function captureCanvasPoint(): Promise<Point | null> {
  const stage = canvas?.stage;
  if (!stage) return Promise.resolve(null);
  ui.notifications?.info("STARSKIRMISH.SpacePatrol.Grenade.clickToAim", { localize: true });
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
