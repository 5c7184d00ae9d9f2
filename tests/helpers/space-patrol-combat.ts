/**
 * The Space Patrol! board of space-patrol-board.ts, grown for melee, grenades, suppression and
 * over-watch: tokens anywhere on the plane, the measured templates drawn on the scene, one click
 * on the canvas, and several dialog answers in turn.
 */
import { spaceBoard } from "./space-patrol-board";
import type { StandInActor } from "./fake-documents";

export async function combatBoard(faces: number[] = []) {
  const b = await spaceBoard(faces);
  /** Puts a token at (x, y) inches, one square in size. */
  const at = (a: StandInActor, x: number, y = 0) => {
    const t = b.place(a, x);
    t.center = { x: x * 100, y: y * 100 };
    return t;
  };
  const { requestApply } = await import("../../src/system/chat/apply-result");
  /** Waits until the GM's client has queued and run the steps for every card posted so far. */
  const gmStepsDone = async () => {
    const { recordedStepsSettled } = await import("../../src/system/cards/card-recorded");
    await recordedStepsSettled();
  };
  return {
    ...b,
    /** Templates drawn on the scene, in order. */
    templates: b.canvas.scene.templates,
    /** Clicks the canvas at a point in inches. */
    click: (x: number, y: number) => b.canvas.click(x * 100, y * 100),
    at,
    requestApply,
    gmStepsDone,
    /** The next dialogs' answers, in order (later ones give the board's answer). */
    dialogs: (...list: (object | null)[]) => b.stubs.dialogs.answer(...list),
  };
}
