/**
 * What a Striker team offers on its token HUD (how its suppression's end reads on its sheet is
 * team-suppression.ts: the HUD renders before the table loads, the sheet after).
 * The HUD gives the team's owner Rally (a routed team's own roll, Striker 8.C.5), Rout away (its move
 * away from the enemy, 8.C.4.b) and Rally teams
 * (a leader team, no roll), and the GM Reveal counter (Striker 3.A.1), without opening the sheet.
 * A team that routed off the battlefield is out of play (8.C.4.b), and is offered none of them.
 * Pure: the glue reads the actor, its token and the user.
 */

export type HudAction = "rally" | "rallyTeams" | "revealCounter" | "routAway" | "popUp";

export interface HudButton {
  readonly action: HudAction;
  readonly label: string;
  readonly icon: string;
}

export interface HudInput {
  readonly isGM: boolean;
  readonly isOwner: boolean;
  readonly isCounter: boolean;
  readonly isLeaderTeam: boolean;
  readonly routed: boolean;
  /**
   * Its team routed off the battlefield (Striker 8.C.4.b), by the record the Rout away action
   * refuses it by (turn/routed-off.ts alreadyOffBoard).
   */
  readonly routedOff?: boolean;
  /** It carries a flight marker: a grav team (Striker 6.E). */
  readonly grav?: boolean;
}

/** The buttons in the order they stand on the HUD. */
export function hudButtons(input: HudInput): HudButton[] {
  const out: HudButton[] = [];
  if (input.isCounter) {
    if (input.isGM) out.push({ action: "revealCounter", label: "STARSKIRMISH.Striker.Intel.reveal", icon: "fa-solid fa-eye" });
    return out;
  }
  if (!input.isOwner) return out;
  // Striker 8.C.4.b: "If a team routs off the battlefield it is removed from play": it has no more
  // rout moves to make, nothing to rally from on the board (8.C.5 rallies a team that is still
  // retreating across it), no movement phase to pop up in, and, for a leader team, no place to be
  // "visible and within 100 m" of the teams it would rally
  if (input.routedOff) return out;
  // Striker 8.C.5: only a routed team has anything to rally from.
  if (input.routed) out.push({ action: "rally", label: "STARSKIRMISH.Striker.Morale.rally", icon: "fa-solid fa-flag" });
  // Striker 8.C.4.b: a routed team moves away from the enemy each movement phase
  if (input.routed) out.push({ action: "routAway", label: "STARSKIRMISH.Striker.Rout.button", icon: "fa-solid fa-person-running" });
  // Striker 6.A.2.g: a grav team may pop up in its movement phase
  if (input.grav && !input.routed) out.push({ action: "popUp", label: "STARSKIRMISH.Striker.PopUp.title", icon: "fa-solid fa-arrow-up" });
  if (input.isLeaderTeam) out.push({ action: "rallyTeams", label: "STARSKIRMISH.Striker.Rally.rallyTeams", icon: "fa-solid fa-people-group" });
  return out;
}
