/**
 * Declares every document sub-type's data model to the type checker, in one place because the
 * declaration of each document's models must be a single type. A new rule set adds its lines here.
 */
import type { PatrolmanData } from "./rulesets/space-patrol/models/patrolman-model";
import type { NpcData } from "./rulesets/space-patrol/models/npc-model";
import type { SpacecraftData, VehicleData } from "./rulesets/space-patrol/models/craft-models";
import type { FigureData } from "./rulesets/starship-marine/models/figure-model";
import type { UnitData } from "./rulesets/starmarines/models/unit-model";
import type { TeamData } from "./rulesets/striker/models/team-model";
import type { ArmourData, DeviceData, WeaponData } from "./rulesets/space-patrol/models/item-models";
import type { StrikerWeaponData } from "./rulesets/striker/models/weapon-model";
import type { StrikerArmourData } from "./rulesets/striker/models/armour-model";
import type { StarSkirmishActor } from "./system/documents/actor";
import type { FormationData } from "./system/formation/formation-model";
import type { StarSkirmishItem } from "./system/documents/item";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof StarSkirmishActor;
    Item: typeof StarSkirmishItem;
  }

  interface DataModelConfig {
    Actor: {
      spPatrolman: typeof PatrolmanData;
      spNpc: typeof NpcData;
      spVehicle: typeof VehicleData;
      spSpacecraft: typeof SpacecraftData;
      ssmFigure: typeof FigureData;
      smrUnit: typeof UnitData;
      strTeam: typeof TeamData;
      formation: typeof FormationData;
    };
    Item: {
      spWeapon: typeof WeaponData;
      spArmour: typeof ArmourData;
      spDevice: typeof DeviceData;
      strWeapon: typeof StrikerWeaponData;
      strArmour: typeof StrikerArmourData;
    };
  }
}

export {};
