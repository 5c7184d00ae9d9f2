/**
 * v13's RegionBehaviorType (client/data/region-behaviors/base.d.mts): the TypeDataModel a behaviour
 * sub-type extends, with its `behavior`, `region` and `scene`. CONFIG.RegionBehavior.dataModels
 * already holds core's behaviours when a system registers its own; a stand-in for one of them
 * (pause the game) lets a test see that ours were added beside them, not in their place.
 */
import { TypeDataModel } from "./data-model";
import type { DataSchema } from "./fields";

export class RegionBehaviorType extends TypeDataModel {
  get behavior(): object | null {
    return this.parent;
  }
  get region(): object | null {
    return (this.parent as { parent?: object | null } | null)?.parent ?? null;
  }
  get scene(): object | null {
    return (this.region as { parent?: object | null } | null)?.parent ?? null;
  }
}

class PauseGameRegionBehaviorType extends RegionBehaviorType {
  static override defineSchema(): DataSchema {
    return {};
  }
}

export const CORE_REGION_BEHAVIORS: Record<string, typeof RegionBehaviorType> = { pauseGame: PauseGameRegionBehaviorType };
