/**
 * The patrolman's data model: fields from the pure schema, plus asset levels read in the rules'
 * terms (X or 0-10). Old or hand-made data is normalised on load by the same migration the
 * world runner applies.
 */
import { specModel } from "../../../system/data/spec-model";
import { migrateSystemData } from "../../migrations";
import { PATROLMAN_SCHEMA } from "../data/patrolman-schema";
import { storedToAssetLevel } from "../data/asset-level";
import type { AssetLevel } from "../rules/task";
import { SPACE_PATROL_TYPES } from "../data/definition";
import type { AssetLevelReader } from "./asset-reader";

declare module "../../../system/model-config" {
  interface ActorModels {
    spPatrolman: typeof PatrolmanData;
  }
}

export class PatrolmanData extends specModel<typeof PATROLMAN_SCHEMA, Actor.Implementation>(PATROLMAN_SCHEMA) implements AssetLevelReader {
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    const migrated = migrateSystemData("Actor", SPACE_PATROL_TYPES.patrolman, source, 0);
    // Foundry keeps the object it handed in and drops what migrateData returns
    // (DataModel.migrateDataSafe returns `source`), so the migration is written into it.
    if (migrated !== source) Object.assign(source, migrated);
    return super.migrateData(source);
  }

  /** An asset's level in the rules' terms; assets never set are X (Guide 2). */
  assetLevel(assetId: string): AssetLevel {
    return storedToAssetLevel(this.assets[assetId]);
  }

  /** Guide 4.2: Space Hero Points buy a Not So Fast reroll. */
  get rerollPoints(): number {
    return this.heroPoints.value;
  }
}
