/**
 * Effects of casualties on a team (Striker 8.B.6): morale, leader loss, picking up weapons,
 * weapon crews and teams swapping or combining.
 */
import { list } from "../../../core/checks";
import { PICKED_UP_WEAPON_DM } from "./fire-modifiers";
import { INITIATIVE_LEVELS, initiativeDown } from "./team-status";
import { assertTeam, type TeamState } from "./team-state";

/** Striker 8.B.6: morale lost per casualty. */
export const CASUALTY_MORALE_LOSS = 1;

/** Striker 8.B.6: troops two teams may hold at most to combine. */
export const MAX_COMBINED_SOLDIERS = 4;

export interface CasualtyEffects {
  readonly team: TeamState;
  readonly leaderLost: boolean;
}

/**
 * Removes casualties, given by their place on the card among the soldiers left (0 = first, the
 * leader in a leader team).
 */
export function applyCasualties(team: TeamState, casualties: readonly number[]): CasualtyEffects {
  assertTeam(team);
  const unique = new Set(list(casualties, "casualties"));
  if (unique.size !== casualties.length) throw new RangeError("A soldier can only become a casualty once");
  for (const c of unique) {
    if (!Number.isInteger(c) || c < 0 || c >= team.soldiers) throw new RangeError(`Team ${team.id} has no soldier ${c}`);
  }
  const leaderLost = team.leader !== null && unique.has(0);
  return {
    team: {
      ...team,
      soldiers: team.soldiers - unique.size,
      morale: team.morale - CASUALTY_MORALE_LOSS * unique.size,
      leader: leaderLost ? null : team.leader,
      initiative: leaderLost ? initiativeDown(team.initiative) : team.initiative,
    },
    leaderLost,
  };
}

/** Striker 8.B.6: whether a team still has enough soldiers to crew a weapon. */
export function canCrew(soldiers: number, crew: number): boolean {
  if (!Number.isInteger(crew) || crew < 1) throw new RangeError(`A crew is 1 or more, not ${crew}`);
  return soldiers >= crew;
}

/**
 * Striker 8.B.6: two teams combine to crew a weapon, within one move of each other, in a
 * friendly movement phase, if they hold four or fewer troops together. The combined team keeps
 * the lower morale and initiative. It keeps the crewed team's id, and a leader if either team
 * still has one (the leader is still there to lead).
 */
export function combineTeams(crewed: TeamState, joining: TeamState): TeamState {
  assertTeam(crewed);
  assertTeam(joining);
  const soldiers = crewed.soldiers + joining.soldiers;
  if (soldiers > MAX_COMBINED_SOLDIERS) {
    throw new RangeError(`Teams ${crewed.id} and ${joining.id} hold ${soldiers} troops; at most ${MAX_COMBINED_SOLDIERS} may combine`);
  }
  const lowerInitiative = INITIATIVE_LEVELS[Math.min(INITIATIVE_LEVELS.indexOf(crewed.initiative), INITIATIVE_LEVELS.indexOf(joining.initiative))];
  return {
    ...crewed,
    soldiers,
    morale: Math.min(crewed.morale, joining.morale),
    initiative: lowerInitiative ?? "low",
    leader: crewed.leader ?? joining.leader,
  };
}

/** Striker 8.B.6: after a swap or pick-up, how the next fire is treated. */
export const AFTER_CASUALTY_FIRE = {
  /** A soldier who picked up a fallen comrade's weapon: -2 DM in the next fire phase. */
  pickedUpWeapon: { dm: PICKED_UP_WEAPON_DM },
  /** A crew member replaced: no DM for movement; the weapon is ready after the next movement phase. */
  crewReplaced: { countsAsMoved: false },
  /** Teams swapped or combined where the gunner was involved: treat as firer moved. */
  gunnerSwapped: { countsAsMoved: true },
} as const;
