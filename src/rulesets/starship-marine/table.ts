/**
 * Starship Marine's table: what its sheets, cards, tracker and hooks call once something is
 * played, loaded as a chunk of its own (load-table.ts). ruleset.ts and the figure sheet reach
 * these through SSM_TABLE.
 */
export { STARSHIP_MARINE_CARD_KINDS as cardKinds } from "./cards";
export { afterRobotHit } from "./actions/robot-hits";
// the figure sheet
export { figureProfile } from "./view/figure-profile";
export { casevacCapacity } from "./view/casevac";
export { syncWoundedMarker, syncWoundedField } from "./actions/wounded-marker";
export { BARRIER_KINDS } from "./view/barrier-record";
export { fireFigure } from "./actions/fire";
export { testMorale } from "./actions/morale";
export { fightHandToHand } from "./actions/hand-to-hand";
export { throwGrenade } from "./actions/grenade";
export { actOnDoor } from "./actions/door-attack";
export { setDoorsFromControlRoom } from "./actions/door-control";
export { actOnBarrier } from "./actions/barriers";
export { casEvac } from "./actions/casevac";
export { directControl } from "./actions/direct-control";
// the tracker and the hooks
export { ssmTurnBinding } from "./turn/turn-tracker";
export { decorateSquadRow } from "./turn/squad-record";
export { onFigureMoved } from "./turn/movement-step";
export { countStartIfMissing } from "./turn/sides-record";
