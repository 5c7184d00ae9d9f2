/**
 * Striker buttons on the token HUD (renderTokenHUD): Rally, Rout away and Rally teams for the team's owner,
 * Reveal counter for the GM; none for a team that routed off the battlefield (Striker 8.C.4.b), by
 * the Combat's record the Rout away action refuses it by. They call the same actions as the sheet,
 * which check again who may do what; the buttons carry their own attribute, not data-action, so
 * the HUD's own action handler never sees an action it does not know.
 */
import { markerCount } from "../../../core/markers";
import { addHudButton } from "../../../system/hud-button";
import { readMarkers } from "../../../system/markers/marker-store";
import { STR_MARKER } from "../rules/markers";
import { TeamData } from "../models/team-model";
import { STRIKER_TABLE } from "../load-table";
import { flightOf } from "../view/team-flight";
// the record alone, not the action: the HUD renders before the table (actions/rout-move.ts) loads
import { alreadyOffBoard } from "../turn/routed-off";
import { hudButtons, type HudAction } from "../view/team-hud";

type HudApp = foundry.applications.hud.TokenHUD;

// the buttons show at once; what they do comes with the table when one is pressed
const run: Record<HudAction, (actor: Actor.Implementation, hud: HudApp) => Promise<void>> = {
  rally: async (actor) => (await STRIKER_TABLE.load()).rollStrikerMorale(actor, "rally"),
  rallyTeams: async (actor) => (await STRIKER_TABLE.load()).rallyByLeaderCard(actor),
  revealCounter: async (actor) => (await STRIKER_TABLE.load()).revealCounter(actor),
  routAway: async (_actor, hud) => (await STRIKER_TABLE.load()).routAway(hud.object?.document),
  popUp: async (_actor, hud) => (await STRIKER_TABLE.load()).popUp(hud.object?.document),
};

export function onStrikerTokenHUD(hud: HudApp, html: HTMLElement): void {
  const actor = hud.object?.actor;
  const system = actor?.system;
  if (!actor || !(system instanceof TeamData)) return;
  const token = hud.object?.document;
  const buttons = hudButtons({
    isGM: game.user?.isGM ?? false,
    isOwner: actor.isOwner,
    isCounter: system.counter,
    isLeaderTeam: system.leader !== "none",
    routed: markerCount(readMarkers(actor), STR_MARKER.routed) > 0,
    grav: flightOf(readMarkers(actor)) !== null,
    routedOff: token ? alreadyOffBoard(token) : false,
  });
  for (const b of buttons) {
    addHudButton(html, { key: b.action, label: b.label, icon: b.icon, className: "str-hud-button", data: { strHud: b.action }, onClick: () => void run[b.action](actor, hud) });
  }
}
