/**
 * Striker II's table: what its sheets, cards and hooks call once something is played, loaded as
 * a chunk of its own (load-table.ts). ruleset.ts and the sheets reach these through STRIKER_TABLE.
 */
export { STRIKER_CARD_KINDS as cardKinds } from "./cards";
export { applyStrikerResult } from "./cards/apply-team";
export { rowNow } from "../../core/form-rows";
// the team sheet
export { teamContext } from "./view/team-context";
export { ledView, commandTeamOf } from "./view/team-command";
export { assignGear, dropRefusalLabel, parseItemDrop, releaseGear } from "./view/team-drop";
export { leaderLost, leadersNear, teamItems } from "./actions/team-tokens";
export { spentWeapons } from "./actions/spent-weapons";
export { rollStrikerFire } from "./actions/fire-roll";
export { rollStrikerMorale } from "./actions/morale-roll";
export { rallyByLeaderCard } from "./actions/leader-rally-roll";
export { postCommandCheck } from "./actions/command-roll";
export { revealCounter, setTeamHidden, teamIntelView } from "./sheets/team-intel-actions";
export { suppressionView } from "./view/team-suppression";
export { mayLead } from "./rules/command";
export { teamLinks, teamRadioRangeM } from "./actions/team-links";
export { commsView } from "./view/team-comms";
export { setUpRows } from "./view/set-up-view";
export { setUpMomentOf, teamSetUpOf } from "./turn/set-up-record";
export { changeWeaponSetUp } from "./actions/weapon-set-up";
export { trackedStrikerPosition } from "./turn/fired-at";
// the weapon sheet
export { weaponSheetContext } from "./view/weapon-context";
export { RANGE_BAND_PROFILES } from "./rules/fire-profile";
// the armour sheet
export { armourSheetContext } from "./view/armour-context";
// the hooks
export { STRIKER_TURN_BINDING } from "./turn/turn-tracker";
export { routAway } from "./actions/rout-move";
export { popUp } from "./actions/pop-up";
export { checkTeamMoveOnBoard, labelTeamMove, markTeamMoved } from "./turn/move-check";
export { recordTeamMove } from "./turn/move-record";
export { hideOnSuppression, spotAfterMove } from "./turn/spotting";
