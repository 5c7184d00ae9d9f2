/**
 * Space Patrol! in Foundry: patrolmen, NPCs, vehicles and spacecraft with their models and sheets,
 * the items, the task, fire and start-of-turn rolls and their card buttons.
 */
import { addZeroGHudButton, addZeroGSceneBox } from "./sheets/zero-g-toggles";
import type { RuleSet } from "../../system/ruleset";
import { SPACE_PATROL, SPACE_PATROL_TYPES } from "./data/definition";
import { registerSpacePatrolSettings } from "./models/settings";
import { registerCreationSetting } from "./actions/creation-run";
import { registerCommandSetting } from "./actions/chain-of-command";
import { addCreateButton } from "./sheets/create-button";
import { addSpaceSceneButton } from "./turn/space-scene";
import { PatrolmanData } from "./models/patrolman-model";
import { PatrolmanSheet } from "./sheets/patrolman-sheet";
import { NpcData } from "./models/npc-model";
import { NpcSheet } from "./sheets/npc-sheet";
import { SpacecraftData, VehicleData } from "./models/craft-models";
import { VehicleSheet } from "./sheets/vehicle-sheet";
import { SpacecraftSheet } from "./sheets/spacecraft-sheet";
import { ArmourData, DeviceData, WeaponData } from "./models/item-models";
import { SpecItemSheet } from "../../system/sheets/spec-item-sheet";
import { onPreCreateItemCheckLoadout } from "./models/inventory-guard";
import { activateSideTurns } from "./turn/activate";
import { DEAD_STATUS } from "../../system/markers/status-effects";
import { applyCareData } from "./actions/care-apply";
import { activateCareHooks } from "./actions/care-hooks";
import { watchSuppression } from "./actions/suppression-watch";
import { SPACE_PATROL_CARD_KINDS } from "./cards";

export const SPACE_PATROL_RULESET: RuleSet = {
  definition: SPACE_PATROL,
  dataModels: {
    [SPACE_PATROL_TYPES.patrolman]: PatrolmanData,
    [SPACE_PATROL_TYPES.npc]: NpcData,
    [SPACE_PATROL_TYPES.vehicle]: VehicleData,
    [SPACE_PATROL_TYPES.spacecraft]: SpacecraftData,
    [SPACE_PATROL_TYPES.weapon]: WeaponData,
    [SPACE_PATROL_TYPES.armour]: ArmourData,
    [SPACE_PATROL_TYPES.device]: DeviceData,
  },
  sheets: {
    [SPACE_PATROL_TYPES.patrolman]: PatrolmanSheet,
    [SPACE_PATROL_TYPES.npc]: NpcSheet,
    [SPACE_PATROL_TYPES.vehicle]: VehicleSheet,
    [SPACE_PATROL_TYPES.spacecraft]: SpacecraftSheet,
    [SPACE_PATROL_TYPES.weapon]: SpecItemSheet,
    [SPACE_PATROL_TYPES.armour]: SpecItemSheet,
    [SPACE_PATROL_TYPES.device]: SpecItemSheet,
  },
  cardKinds: SPACE_PATROL_CARD_KINDS,
  async applyResult(actor, data) {
    // Guide 6.14: Dead and Destroyed take the combatant out; core's defeated status shows it.
    if (data.dead === true) await actor.toggleStatusEffect(DEAD_STATUS.id, { active: true, overlay: true });
    // field-care records, Space Bear doses and Crew Damage prompts (actions/care-apply.ts)
    await applyCareData(actor, data);
  },
  activate() {
    registerSpacePatrolSettings();
    registerCreationSetting();
    registerCommandSetting();
    // Guide 1.1-1.3: a new patrolman's lifepath from the Actors directory
    Hooks.on("renderActorDirectory", (_app, html) => addCreateButton(html));
    // Guide 7.1: the GM's space combat scenes
    Hooks.on("renderSceneDirectory", (_app, html) => addSpaceSceneButton(html));
    // Guide 6.10: where gravity does not hold
    Hooks.on("renderTokenHUD", (hud, html) => addZeroGHudButton(hud, html));
    Hooks.on("renderSceneConfig", (app, html) => addZeroGSceneBox(app, html));
    Hooks.on("preCreateItem", (item) => onPreCreateItemCheckLoadout(item));
    activateSideTurns();
    watchSuppression();
    activateCareHooks();
  },
};
