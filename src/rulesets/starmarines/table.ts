/**
 * StarMarines' table: what its sheets, cards, tracker, ruler and hooks call once something is
 * played, loaded as a chunk of its own (load-table.ts). ruleset.ts, the unit sheet, the army
 * button and the ruler class reach these through SMR_TABLE.
 */
export { STARMARINES_CARD_KINDS as cardKinds } from "./cards";
export { applyStarMarinesResult } from "./actions/after-result";
// the unit sheet
export { unitProfile } from "./view/unit-profile";
export { unitChoices } from "./view/unit-choices";
export { transportState } from "./actions/transport";
export { hasMarker } from "./actions/unit-markers";
export { unitMarks } from "./actions/unit-marks";
export { attackWith } from "./actions/attack";
export { checkUnitMorale } from "./actions/morale";
export { retreatUnit } from "./actions/retreat";
export { swapWeapons } from "./actions/swap-weapons";
export { rollScatter } from "./actions/scatter";
// the army builder's button
export { buildArmy } from "./actions/army-builder";
// the ruler
export { labelMove } from "./turn/move-ruler";
export { boardOf } from "./turn/move-plan";
// the tracker and the hooks
export { SMR_TURN_BINDING } from "./turn/turn-tracker";
export { onUnitMoved } from "./turn/overwatch";
export { checkUnitMove, markMoved } from "./turn/move-check";
export { recordUnitMove } from "./turn/move-record";
export { carryPassengers } from "./actions/transport";
export { onVehicleMoved } from "./turn/overrun";
