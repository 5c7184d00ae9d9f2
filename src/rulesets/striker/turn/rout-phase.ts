/**
 * Routed teams as their side's movement phase begins, on the GM's client (Striker 8.C.4.b): a routed
 * team "will move away from the enemy each movement phase ... It does not move in its next movement
 * phase, but is considered to have moved for fire purposes." The GM's client makes the move away the
 * Rout away button makes (actions/rout-move.ts), or, in the first such phase after the team routed,
 * leaves it where it is; either way the team carries the Moved marker, so its fire and the fire at it
 * count it as moved (Striker 6.E, 3.B). The GM hears what was done; a move the ground refuses is left
 * to him.
 */
import { inform, warn } from "../../../system/notify";
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import type { TurnPosition } from "../../../core/turn/index";
import { TeamData } from "../models/team-model";
import { STR_MARKER } from "../rules/markers";
import { phase, readPosition } from "../rules/sequence";
import { carryOut, inOwnMovementPhase, markRoutMoved, sitsOutPhase } from "../actions/rout-move";
import { routedOff } from "./routed-off";

/** binding.onEnter: every routed team of the side whose movement phase `entered` begins. */
export async function routTeamsAtPhaseStart(combat: Combat.Implementation, entered: TurnPosition): Promise<void> {
  if (!game.user?.isGM) return;
  const now = readPosition(entered);
  if (phase(now.phase).kind !== "movement") return;
  const seen = new Set<string>();
  for (const combatant of combat.combatants ?? []) {
    const token = combatant.token;
    const actor = token?.actor;
    if (!token || !actor || seen.has(token.id ?? "")) continue;
    seen.add(token.id ?? "");
    // Striker 3.A.1: a counter is not a team; 8.C.4.b: a team routed off the board is out of play,
    // by the GM's record on the Combat (its owner may write the token's flag, not the Combat)
    if (!(actor.system instanceof TeamData) || actor.system.counter || routedOff(combat, combatant.id ?? "", token)) continue;
    if (!inOwnMovementPhase(token, now) || markerCount(readMarkers(actor), STR_MARKER.routed) === 0) continue;
    const team = token.name ?? actor.name ?? "";
    if (sitsOutPhase(actor, now)) {
      await markRoutMoved(actor);
      inform("STARSKIRMISH.Striker.Rout.sitsOut", { team });
      continue;
    }
    const result = await carryOut(token);
    if (!result.ok) warn("STARSKIRMISH.Striker.Rout.phaseProblem", { team, reason: game.i18n!.localize(result.reason ?? "STARSKIRMISH.Striker.Rout.gone") });
  }
}
