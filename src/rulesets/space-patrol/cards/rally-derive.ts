/**
 * What a Leadership rally card keeps (Guide 6.9), and how the GM works its result out again: the
 * leader's Leadership level and the disadvantages the leader's markers gave, each targeted friend within
 * 6" with their distance, and the card's one d20. A success takes one Morale Marker off the nearest
 * friend and each special success one more (moraleMarkersRallied); a friend recorded beyond 6" or
 * a leader below Leadership 1 makes the card one the action never posts.
 */
import { field } from "../../../core/schema";
import { facesOfRoll, refusedAsNull } from "../../../core/dice-replay";
import type { DerivationInput } from "../../../system/cards/card-kind";
import { SP_MARKER } from "../rules/markers";
import { RALLY_DT, RALLY_RANGE_INCHES } from "../rules/morale";
import { moraleMarkersRallied, RALLY_MIN_LEADERSHIP } from "../rules/marker-removal";
import { resolveTask } from "../rules/task";
import { rallyRows } from "../view/rally-card";
import { ASSET_LEVEL, assetLevelOf } from "./record-fields";

export const RALLY_RECORD = {
  leadership: ASSET_LEVEL,
  disadvantages: field.integer(0, 0),
  friends: field.array(field.object({ key: field.string(), uuid: field.string(), distance: field.integer(0, 0) })),
};

/** A rallied friend's result: one Morale Marker off (Guide 6.9). */
export const RALLIED = { markers: { [SP_MARKER.morale]: -1 }, data: {} } as const;

export function deriveRally({ payload, dice }: DerivationInput<typeof RALLY_RECORD>): Record<string, typeof RALLIED> | null {
  const level = assetLevelOf(payload.leadership);
  const d20 = facesOfRoll(dice[0], 20, 1)?.[0];
  if (level === null || level === "X" || level < RALLY_MIN_LEADERSHIP || d20 === undefined || dice.length !== 1) return null;
  if (payload.friends.length === 0 || payload.friends.some((f) => f.distance > RALLY_RANGE_INCHES || f.key === "")) return null;
  const result = refusedAsNull(() => resolveTask({ dt: RALLY_DT, asset: level, disadvantages: payload.disadvantages }, d20));
  if (!result) return null;
  const rows = rallyRows(
    payload.friends.map((f) => ({ ...f, name: "" })),
    moraleMarkersRallied(result.success, result.specialSuccesses),
  );
  return Object.fromEntries(rows.filter((r) => r.rallied).map((r) => [r.key, RALLIED]));
}
