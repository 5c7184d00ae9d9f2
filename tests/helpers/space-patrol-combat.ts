/**
 * The Space Patrol! board of space-patrol-board.ts, grown for melee, grenades, suppression and
 * over-watch: tokens anywhere on the plane (a 2D grid measure), their size, a canvas stage that
 * takes one click, a scene that records the measured templates made on it, several dialog answers
 * in turn, deletable items, a message count, and foundry.utils' property readers.
 */
import { spaceBoard } from "./space-patrol-board";
import { gridStandIn } from "./grid-stand-in";

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design

export async function combatBoard(faces: number[] = []) {
  const b = await spaceBoard(faces);
  const g = b.g;
  const get = (o: Any, path: string): unknown => path.split(".").reduce((v: Any, k) => (v == null ? undefined : v[k]), o);
  g.foundry.utils = { getProperty: get, hasProperty: (o: Any, p: string) => get(o, p) !== undefined };
  g.canvas.grid = gridStandIn("square", 100, 1.5, "m");
  const templates: Any[] = [];
  g.canvas.scene = { async createEmbeddedDocuments(kind: string, data: Any[]) { if (kind === "MeasuredTemplate") templates.push(...data); return data; } };
  let onClick: ((e: Any) => void) | null = null;
  g.canvas.stage = {
    once: (name: string, fn: (e: Any) => void) => { if (name === "pointerdown") onClick = fn; },
    off: () => { onClick = null; },
  };
  /** Clicks the canvas at a point in inches. */
  const click = (x: number, y: number) => onClick?.({ getLocalPosition: () => ({ x: x * 100, y: y * 100 }) });
  Object.defineProperty(g.game.messages, "size", { get: () => b.messages.length, configurable: true });
  let answers: (object | null)[] = [];
  g.foundry.applications.api.DialogV2.input = async () => (answers.length > 0 ? answers.shift() : {});
  /** Puts a token at (x, y) inches, one square in size. */
  const at = (a: Any, x: number, y = 0) => {
    const t = b.place(a, x);
    Object.assign(t, { center: { x: x * 100, y: y * 100 }, w: 100, h: 100 });
    return t;
  };
  /** An item its actor can lose (a thrown grenade). */
  const carried = (a: Any, it: Any) => {
    it.delete = async () => {
      const i = a.items.indexOf(it);
      if (i >= 0) a.items.splice(i, 1);
    };
    return it;
  };
  const { requestApply } = await import("../../src/system/chat/apply-result");
  return { ...b, templates, click, at, carried, requestApply, dialogs: (...list: (object | null)[]) => (answers = list) };
}
