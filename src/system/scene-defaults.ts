/** New scenes take the world's rule set's grid, unless the creator gave a grid of their own. */
import { sceneGrid } from "../core/grid";
import { activeRuleSet } from "./registry";

export function onPreCreateScene(scene: Scene.Implementation, data: Scene.CreateData): void {
  if (data.grid) return;
  const grid = sceneGrid(activeRuleSet().definition.grid);
  // The number is one of CONST.GRID_TYPES (src/core/grid.ts keeps the table pure).
  scene.updateSource({ grid: { ...grid, type: grid.type as CONST.GRID_TYPES } }, {});
}
