/**
 * The GM's "Create space combat scene" (Guide 7.1): a hex grid where a hex is 10,000 km, flagged
 * as space. Apart from space-scene.ts, which the sheets and hooks read at start-up, since the scale
 * comes from the rules (rules/combat-initiative.ts) that load with the table.
 */
import { SYSTEM_ID } from "../../../system/constants";
import { GRID_TYPE_NUMBERS } from "../../../core/grid";
import { SPACE_SCALE } from "../rules/combat-initiative";

/** Guide 7.1: odd columns offset, one hex 10,000 km. */
export const SPACE_SCENE_GRID = { type: GRID_TYPE_NUMBERS.hexOddQ, size: 100, distance: SPACE_SCALE.kmPerHex, units: "km" } as const;

/** The GM's "Create space combat scene". */
export async function createSpaceScene(): Promise<Scene.Implementation | null> {
  if (!game.user?.isGM) return null;
  const name = game.i18n!.localize("STARSKIRMISH.SpacePatrol.Space.sceneName");
  const created = await Scene.implementation.create({
    name,
    grid: { ...SPACE_SCENE_GRID, type: SPACE_SCENE_GRID.type as CONST.GRID_TYPES },
    backgroundColor: "#05070d",
    // nested, not a dotted update path: creation data is not expanded the way an update is
    flags: { [SYSTEM_ID]: { spaceCombat: true } },
  } as Scene.CreateData);
  return (created as Scene.Implementation | undefined) ?? null;
}
