/**
 * The command check card (Striker 5.A): whether a team is led this turn and, if not, what it may
 * and must do by its initiative (5.A.2.c): low teams stay put and must fire at enemies within
 * 100 m (or act as average within 100 m of an average team), average teams stay put but may fire
 * at any range, high teams act freely; all follow morale results. Pure, for the card and gallery.
 */
import { AVERAGE_TEAM_INFLUENCE_M, unledBehaviour } from "../rules/command";
import type { Initiative } from "../rules/team-status";
import type { LedView } from "./team-command";

export interface CommandCheckInput {
  readonly teamName: string;
  readonly initiative: Initiative;
  readonly led: LedView;
  /** Striker 5.A.2.c: a friendly average-initiative team within 100 m. */
  readonly averageTeamNear: string | null;
}

export function commandCardContext(input: CommandCheckInput) {
  const unled = !input.led.led;
  const b = unledBehaviour(input.initiative, input.averageTeamNear !== null);
  const actsAsAverage = unled && input.initiative === "low" && input.averageTeamNear !== null;
  return {
    teamName: input.teamName,
    initiativeLabel: `STARSKIRMISH.Field.Choice.${input.initiative}`,
    ledLabel: input.led.label,
    ledBy: input.led.by.join(", "),
    // Striker 5.B: a leader near enough, or in sight, that cannot reach the team
    outOfCommunication: (input.led.outOfCommunication ?? []).join(", "),
    unled,
    actsAsAverage,
    averageTeamNear: input.averageTeamNear ?? "",
    influenceM: AVERAGE_TEAM_INFLUENCE_M,
    moveLabel: `STARSKIRMISH.Striker.Command.${b.mayMove ? "mayMove" : "mayNotMove"}`,
    fireLabel: `STARSKIRMISH.Striker.Command.Fire.${b.fire}`,
    mustFireWithinM: b.mustFireWithinM ?? 0,
    followsMorale: b.followsMoraleResults,
  };
}
