/** The NPC's data model: fields from the pure schema, asset levels read as the patrolman's are. */
import { specModel } from "../../../system/data/spec-model";
import { NPC_SCHEMA } from "../data/npc-schema";
import { storedToAssetLevel } from "../data/asset-level";
import type { AssetLevel } from "../rules/task";
import type { AssetLevelReader } from "./asset-reader";

declare module "../../../system/model-config" {
  interface ActorModels {
    spNpc: typeof NpcData;
  }
}

export class NpcData extends specModel<typeof NPC_SCHEMA, Actor.Implementation>(NPC_SCHEMA) implements AssetLevelReader {
  assetLevel(assetId: string): AssetLevel {
    return storedToAssetLevel(this.assets[assetId]);
  }

  /** Guide 4.2: Plot Armor Points buy what Space Hero Points buy, Not So Fast among them. */
  get rerollPoints(): number {
    return this.plotArmor.value;
  }
}
