/**
 * The patrolman's data model: fields from the pure schema, plus asset levels read in the rules'
 * terms (X or 0-10). Old or hand-made data is normalised on load by the same migration the
 * world runner applies.
 */
import { specModel } from "../../../system/data/spec-model";
import { migrateSystemData } from "../../migrations";
import { ASSET_X, PATROLMAN_SCHEMA } from "../data/patrolman-schema";
import type { AssetLevel } from "../rules/task";
import { SPACE_PATROL_TYPES } from "../definition";

export class PatrolmanData extends specModel<typeof PATROLMAN_SCHEMA, Actor.Implementation>(PATROLMAN_SCHEMA) {
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    const migrated = migrateSystemData("Actor", SPACE_PATROL_TYPES.patrolman, source, 0);
    return super.migrateData(migrated);
  }

  /** An asset's level in the rules' terms; assets never set are X (Guide 2). */
  assetLevel(assetId: string): AssetLevel {
    const stored = this.assets[assetId];
    return stored === undefined || stored <= ASSET_X ? "X" : stored;
  }
}
