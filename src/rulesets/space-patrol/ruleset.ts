/**
 * Space Patrol! in Foundry: patrolmen, NPCs, vehicles and spacecraft with their models and sheets,
 * the items, the task, fire and start-of-turn rolls and their card buttons. What a world starts on
 * is here: the models, the sheet classes, the settings and the hooks; the rolls, cards, rules and
 * views come with the table (load-table.ts) the first time they are needed.
 *
 * The hooks are registered at init, since Foundry calls a hook only if it was there before the
 * event, and the table loads later. Each is a cheap test of whether the event is the rule set's
 * business at all; only then does its work go through the table. The directory, HUD and
 * scene-config buttons are drawn at once; what a press does loads the table. A hook that may
 * refuse a change must answer at once: before the table has loaded it refuses with a notice
 * (checkedOnceLoaded), so nothing goes through unchecked.
 */
import type { RuleSet } from "../../system/ruleset";
import { SYSTEM_ID } from "../../system/constants";
import { checkedOnceLoaded } from "../../system/ruleset-table";
import { movesOnBoard } from "../../system/board";
import { scheduleTrackerRender } from "../../system/combat/tracker-render";
import { SpecItemSheet } from "../../system/sheets/spec-item-sheet";
import { DEAD_STATUS } from "../../system/markers/status-effects";
import { SPACE_PATROL, SPACE_PATROL_TYPES } from "./data/definition";
import { registerSpacePatrolSettings } from "./models/settings";
import { PatrolmanData } from "./models/patrolman-model";
import { NpcData } from "./models/npc-model";
import { SpacecraftData, VehicleData } from "./models/craft-models";
import { ArmourData, DeviceData, WeaponData } from "./models/item-models";
import { isAssetLevelReader } from "./models/asset-reader";
import { PatrolmanSheet } from "./sheets/patrolman-sheet";
import { NpcSheet } from "./sheets/npc-sheet";
import { VehicleSheet } from "./sheets/vehicle-sheet";
import { SpacecraftSheet } from "./sheets/spacecraft-sheet";
import { addCreateButton } from "./sheets/create-button";
import { addZeroGHudButton, addZeroGSceneBox } from "./sheets/zero-g-toggles";
import { carriedItem } from "./sheets/carried-items";
import { addSpaceSceneButton, isSpaceScene } from "./turn/space-scene";
import { watchHeadings } from "./turn/heading-guard";
import { followGroundScale, sceneInchesPerSquare } from "./turn/ground-scale";
import { facingBefore, watchFacings } from "../../system/turn/facing-memory";
import { MOVED_FLAG } from "./turn/moved-flag";
import { spacePatrolTokenRuler } from "./turn/token-ruler";
import { addGroundScaleField } from "./sheets/ground-scale-field";
import { mayBeInZeroG, ZERO_G_DRIFT_OPTION } from "./turn/zero-g-marks";
import { SPACE_PATROL_TABLE } from "./load-table";

const SPACE_PATROL_RULESET: RuleSet = {
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
  table: SPACE_PATROL_TABLE,
  async applyResult(actor, data) {
    // Guide 6.14: Dead and Destroyed take the combatant out; core's defeated status shows it.
    if (data.dead === true) await actor.toggleStatusEffect(DEAD_STATUS.id, { active: true, overlay: true });
    // field-care records, Space Bear doses and Crew Damage prompts (actions/care-apply.ts)
    await (await SPACE_PATROL_TABLE.load()).applyCareData(actor, data);
  },
  // Guide 6.1: a square of a scene at 15 m or 150 m is 10 or 100 of the rules' inches
  boardScale: (scene) => sceneInchesPerSquare(scene),
  activate() {
    registerSpacePatrolSettings();
    activateSpacePatrolHooks();
    // Guide 6.7, 7.2: the ruler counts a vehicle's inches or a ship's hexes of its move this turn.
    // A class, as v13 reads it; fvtt-types 13.345.1 types the field as an instance, so it is set
    // without that declaration
    Object.assign(CONFIG.Token, { rulerClass: spacePatrolTokenRuler() });
  },
};

const T = SPACE_PATROL_TABLE;

/** The work of a hook only the active GM's client does (its body checks again), through the table. */
function onActiveGM(work: Parameters<typeof T.whenLoaded>[0]): void {
  if (game.user?.isActiveGM) T.whenLoaded(work);
}

/** Every hook, registered at init (activate below). */
function activateSpacePatrolHooks(): void {
  // Guide 1.1-1.3: a new patrolman's lifepath from the Actors directory; 1.5 the captain
  Hooks.on("renderActorDirectory", (_app, html) => addCreateButton(html));
  // Guide 7.1: the GM's space combat scenes
  Hooks.on("renderSceneDirectory", (_app, html) => addSpaceSceneButton(html));
  // Guide 6.10: where gravity does not hold
  Hooks.on("renderTokenHUD", (hud, html) => addZeroGHudButton(hud, html));
  // and (6.1) the scene's ground scale, 1.5 m, 15 m or 150 m to the square
  Hooks.on("renderSceneConfig", (app, html) => {
    addZeroGSceneBox(app, html);
    addGroundScaleField(app, html);
  });
  // 6.1: the grid's distance follows the ground scale, so Foundry's ruler speaks the rules' inches
  Hooks.on("preUpdateScene", (scene, changes) => {
    followGroundScale(scene, changes as Record<string, unknown>);
  });
  // Guide 5.1, 5.2: an item that would break a patrolman's or NPC's loadout is refused
  Hooks.on("preCreateItem", (item) => {
    const actor = item.parent;
    if (!actor || !(actor.system instanceof PatrolmanData || actor.system instanceof NpcData) || !carriedItem(item)) return true;
    return checkedOnceLoaded(T, (t) => t.onPreCreateItemCheckLoadout(item) !== false);
  });
  activateSideTurnHooks();
  activateSuppressionHooks();
  activateCareHooks();
}

/**
 * Guide 6.2-6.4: the side turns' banner in the combat tracker, its redraws, the "moved this turn"
 * records from token movement and a vehicle's turns from its token's rotation (6.7, measured from
 * the facing the GM's client last saw, system/turn/facing-memory.ts), the space move checks
 * (turn/space-movement.ts) with the heading each move writes (7.1, kept by turn/heading-guard.ts)
 * and the vehicle's move and wreck checks (turn/vehicle-movement.ts).
 */
function activateSideTurnHooks(): void {
  Hooks.on("renderCombatTracker", (_app, html) => {
    // no combat, no banner: the table is not needed to show nothing
    if (game.combat) T.whenLoaded((t) => t.renderSideTurnBanner(html));
    else html.querySelector(".sp-side-turn")?.remove();
  });
  // Every client redraws the tracker when the GM changes the side turns or a moved record.
  Hooks.on("updateCombat", (_combat, change) => {
    if (foundry.utils.hasProperty(change, `flags.${SYSTEM_ID}`)) scheduleTrackerRender();
  });
  // Guide 6.7: an open vehicle sheet's "moved X of Y inches this turn" follows the GM's record
  Hooks.on("updateCombat", (combat, change) => {
    if (foundry.utils.hasProperty(change, `flags.${SYSTEM_ID}.${MOVED_FLAG}`)) redrawVehicleSheets(combat);
  });
  // Guide 6.7: every GM's client keeps the facings it saw, so a vehicle's turn is measured from the
  // facing before it (system/turn/facing-memory.ts); taken here, at the hook, before any table load waits
  watchFacings();
  // the audit reads the GM's record before onTokenMoved adds this move to it
  Hooks.on("updateToken", (token, changed, _options, userId) => {
    const turnedFrom = game.user?.isGM ? facingBefore(token, changed) : undefined;
    if (!game.user?.isActiveGM) return;
    if (movesOnBoard(changed)) {
      T.whenLoaded((t) => {
        t.auditShipMove(token, changed, userId);
        t.auditVehicleMove(token, changed, userId);
        return t.onTokenMoved(token, changed);
      });
    }
    if (turnedFrom !== undefined && token.actor?.system instanceof VehicleData) T.whenLoaded((t) => t.onVehicleTurned(token, changed, turnedFrom));
  });
  // Guide 7.2, 7.10: a ship's move on a space scene is checked before it is written, its heading kept
  Hooks.on("preUpdateToken", (token, changed, options) => {
    if (!movesOnBoard(changed) || !(token.actor?.system instanceof SpacecraftData) || !isSpaceScene(token.parent)) return true;
    return checkedOnceLoaded(T, (t) => {
      const allowed = t.checkShipMove(token, changed as Record<string, unknown>, options);
      if (allowed) t.recordHeading(token, changed as Record<string, unknown>);
      return allowed;
    });
  });
  // Guide 7.1: a player's heading stands only with the move whose bearing it is (turn/heading-guard.ts)
  watchHeadings();
  // Guide 6.7, 6.15: in the battle a player's drag of a vehicle past its move this turn, or of a wreck,
  // is refused; the GM's stands, with a note when it goes past
  Hooks.on("preUpdateToken", (token, changed, options) => {
    if (!movesOnBoard(changed) || !(token.actor?.system instanceof VehicleData) || !game.combat) return true;
    return checkedOnceLoaded(T, (t) => t.checkVehicleMove(token, changed as Record<string, unknown>, options));
  });
}

/** Redraws the open sheets of the combat's vehicles. */
function redrawVehicleSheets(combat: Combat.Implementation): void {
  for (const combatant of combat.combatants) {
    const actor = combatant.actor;
    if (actor?.system instanceof VehicleData && actor.sheet?.rendered) void actor.sheet.render();
  }
}

/** Guide 6.6: a suppression ends when the suppressor takes a marker, or when its time is up. */
function activateSuppressionHooks(): void {
  const onEffect = (effect: ActiveEffect.Implementation): void => {
    const actor = effect.parent;
    if (actor instanceof Actor) onActiveGM((t) => t.checkSuppressor(actor));
  };
  Hooks.on("createActiveEffect", onEffect);
  Hooks.on("updateActiveEffect", onEffect);
  Hooks.on("updateCombat", (combat) => onActiveGM((t) => t.checkSideTurn(combat)));
  Hooks.on("combatTurnChange", (combat) => onActiveGM((t) => t.checkTrackerTurn(combat)));
}

/**
 * The care and morale hooks: the morale prompts (Guide 6.9), the hull-breach card (7.12, 6.10), the
 * Plummet card (6.15), the EVA check of moves in zero-G (6.10), and the end of a fight clearing
 * each combatant's field-care record (8.1).
 */
function activateCareHooks(): void {
  Hooks.on("createActiveEffect", (effect) => onActiveGM((t) => t.onStatusEffectCreated(effect)));
  Hooks.on("createActiveEffect", (effect) => onActiveGM((t) => t.onHullMarkerCreated(effect)));
  Hooks.on("createActiveEffect", (effect) => onActiveGM((t) => t.onWreckedMarkerCreated(effect)));
  // preUpdateToken never refuses a move in zero-G: it notes where the figure stood (turn/zero-g-move.ts)
  Hooks.on("preUpdateToken", (token, changed, options) => {
    const actor = token.actor;
    if (!movesOnBoard(changed) || (options as Record<string, unknown>)[ZERO_G_DRIFT_OPTION] === true) return true;
    if (!actor || !isAssetLevelReader(actor.system) || !actor.isOwner || (game.user?.isGM && actor.hasPlayerOwner)) return true;
    // a fight (the side turns' record is the table's to read) where gravity may not hold (the
    // drives' markers are the rules' to read)
    if (!game.combat || !mayBeInZeroG(token)) return true;
    return checkedOnceLoaded(T, (t) => {
      t.noteZeroGMoveStart(token, changed as Record<string, unknown>, options);
      return true;
    });
  });
  // only a move whose start was noted is checked, and only the table can have noted one
  Hooks.on("updateToken", (token, _changed, _options, userId) => void T.loaded?.checkZeroGMove(token, userId));
  Hooks.on("deleteCombat", (combat) => onActiveGM((t) => t.onCombatDeleted(combat)));
}

export default SPACE_PATROL_RULESET;
