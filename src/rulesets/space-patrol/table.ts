/**
 * Space Patrol!'s table: what its sheets, cards and hooks call once something is played, loaded
 * as a chunk of its own (load-table.ts), so a world starts without it. ruleset.ts and the
 * sheets reach these through SPACE_PATROL_TABLE; nothing at start-up imports them directly.
 */
export { SPACE_PATROL_CARD_KINDS as cardKinds } from "./cards";
export { applyCareData } from "./actions/care-apply";
// every actor sheet
export { sheetActions } from "./view/sheet-actions";
export { hasSheetAction, runSheetAction } from "./actions/action-handlers";
export { rollAssetTask } from "./actions/asset-task";
export { fireWeapon } from "./actions/fire";
export { fireSpaceWeapon } from "./actions/space-fire";
export { openCrewSheet, readCrewDrop } from "./sheets/crew-drop";
export { canReversePolarity, reversePolarity } from "./actions/reverse-polarity";
// the patrolman and NPC sheets
export { patrolmanContext } from "./view/patrolman-context";
export { advancementContext } from "./view/advancement-context";
export { chooseAndImprove, closeSession } from "./sheets/advancement-actions";
export { readStoredCreation } from "./actions/creation-run";
export { ageAfter } from "./data/creation-result";
export { serviceLineText } from "./view/creation-log-text";
export { foundryLogWords } from "./actions/creation-log-words";
export { CreationWizard, createPatrolman } from "./sheets/creation-wizard";
export { appointCommand, commandRoleOf } from "./actions/chain-of-command";
export { usePsiPower } from "./actions/psionics";
export { assetToAdd, npcContext } from "./view/npc-context";
export { checkedLevels } from "./sheets/asset-level-edits";
export { levelsShown } from "./view/asset-form";
export { cappedHeroPoints } from "./view/hero-points-form";
export { tisButAScratchFromSheet } from "./actions/tis-but-a-scratch";
// the vehicle sheet
export { vehicleContext, spacecraftContext } from "./view/craft-context";
export { craftOffers, offeredCombatActions, offeredStations } from "./view/wrecked-craft";
export { actorInBattle } from "./turn/in-battle";
export { addSeat, applySeatEdits, assignSeat, assignStation, clearSeat, clearStation, isStationKey, removeSeat, seatNow, stationCrewChanges } from "./view/crew-context";
export { repairVehicle } from "./actions/vehicle-repair";
export { vehicleRepairSection } from "./view/vehicle-repair-view";
export { turnVehicle } from "./actions/vehicle-turn";
export { vehicleMovementSection, withMoveThisTurn } from "./view/vehicle-turn-view";
export { reserveVehiclePointDefense, shootDownIncoming, vehiclePointDefenseSection } from "./actions/vehicle-point-defense";
// the spacecraft sheet
export { spaceMoveContext } from "./view/space-move-context";
export { headingOf, recordHeading } from "./turn/space-heading";
export { headingView } from "./view/space-heading";
export { auditShipMove, checkShipMove, shipMove } from "./turn/space-movement";
export { SCAN_TASKS, scanTargets } from "./actions/space-scan";
export { healCrewman } from "./actions/heal-crewman";
export { MANEUVER_KEYS, maneuver } from "./actions/space-maneuver";
export { repairAtStation } from "./actions/space-repair";
export { reservePointDefense } from "./actions/space-point-defense";
export { togglePbf } from "./actions/space-pbf";
export { prepareForWarp } from "./actions/space-warp";
export { boardTarget } from "./actions/space-boarding";
// the hooks (ruleset.ts)
export { onPreCreateItemCheckLoadout } from "./models/inventory-guard";
export { renderSideTurnBanner } from "./turn/side-turn-banner";
export { onTokenMoved, onVehicleTurned } from "./turn/moved-tracking";
export { auditVehicleMove, checkVehicleMove, vehicleMoveThisTurn } from "./turn/vehicle-movement";
export { labelCraftMove } from "./turn/move-ruler";
export { checkSideTurn, checkSuppressor, checkTrackerTurn } from "./actions/suppression-watch";
export { onStatusEffectCreated } from "./actions/morale-triggers";
export { onHullMarkerCreated } from "./actions/hull-breach";
export { onWreckedMarkerCreated } from "./actions/plummet";
export { checkZeroGMove, noteZeroGMoveStart } from "./turn/zero-g-move";
export { onCombatDeleted } from "./actions/care-hooks";
export { createSpaceScene } from "./turn/space-scene-create";
