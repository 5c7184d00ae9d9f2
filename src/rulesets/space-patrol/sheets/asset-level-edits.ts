/**
 * The asset level boxes of a submitted patrolman or NPC sheet: "X" or 0-10 become stored levels;
 * a typo keeps the old level and the user is told which asset it was. Called from the sheets'
 * form handling through the table (load-table.ts).
 */
import { readAssetLevels } from "../view/asset-form";
import { ASSET_BY_ID, isAssetId } from "../rules/assets";
import { warn } from "../../../system/notify";

/** Levels read from the submitted boxes; the user is told of each box that was not a level. */
export function checkedLevels(submitted: unknown, current: Readonly<Record<string, number>>): Record<string, number> {
  const { levels, rejected } = readAssetLevels(submitted, current);
  for (const id of rejected) {
    const label = isAssetId(id) ? game.i18n!.localize(ASSET_BY_ID[id].label) : id;
    warn("STARSKIRMISH.SpacePatrol.Sheet.badLevel", { asset: label });
  }
  return levels;
}
