/**
 * Morale in regular combat (Guide 6.9): what calls for a Will check, when an NPC group breaks,
 * when a marked NPC surrenders, and rallying with Leadership.
 */
import { record, yesNo } from "../../../core/checks";

export type MoraleTrigger = "friendKilled" | "friendlyVehicleExplodes" | "leaderDown";

export interface MoraleTriggerRule {
  readonly key: MoraleTrigger;
  readonly label: string;
  /** The event must happen within this many inches. */
  readonly withinInches: number;
  readonly dt: number;
}

const label = (key: string): string => `STARSKIRMISH.SpacePatrol.Morale.${key}`;

/** Guide 6.9: each failed Will check gives a Morale Marker. */
export const MORALE_TRIGGERS = [
  { key: "friendKilled", label: label("friendKilled"), withinInches: 6, dt: 12 },
  { key: "friendlyVehicleExplodes", label: label("friendlyVehicleExplodes"), withinInches: 12, dt: 16 },
  { key: "leaderDown", label: label("leaderDown"), withinInches: 12, dt: 20 },
] as const satisfies readonly MoraleTriggerRule[];

/** The Will check an event calls for, or null if it is too far away to matter. */
export function moraleCheckFor(trigger: MoraleTrigger, distanceInches: number): { readonly dt: number; readonly asset: "will" } | null {
  const rule = MORALE_TRIGGERS.find((r) => r.key === trigger);
  if (!rule) throw new RangeError(`Unknown morale trigger "${String(trigger)}"`);
  if (!Number.isFinite(distanceInches) || distanceInches < 0) throw new RangeError(`Distance must be 0 or more, not ${distanceInches}`);
  return distanceInches <= rule.withinInches ? { dt: rule.dt, asset: "will" } : null;
}

/** Guide 6.9: an NPC group with half or more marked after its start-of-turn checks has broken. */
export function npcGroupBroken(withMoraleMarker: number, groupSize: number): boolean {
  if (!Number.isInteger(groupSize) || groupSize < 1) throw new RangeError(`A group needs 1 or more members, not ${groupSize}`);
  if (!Number.isInteger(withMoraleMarker) || withMoraleMarker < 0 || withMoraleMarker > groupSize) {
    throw new RangeError(`Marked members must be 0 to ${groupSize}, not ${withMoraleMarker}`);
  }
  return withMoraleMarker * 2 >= groupSize;
}

/** Guide 6.9: guns levelled from this close make a marked NPC surrender. */
export const SURRENDER_GUNPOINT_INCHES = 5;

/**
 * Guide 6.9: a marked NPC who is not a leader or hero surrenders, if given the chance, once an
 * enemy is in melee contact or has guns on the NPC from 5" or less.
 */
export function npcWouldSurrender(npc: {
  readonly hasMoraleMarker: boolean;
  readonly leaderOrHero?: boolean;
  readonly enemyInMeleeContact?: boolean;
  readonly nearestLevelledGunInches?: number;
}): boolean {
  if (!record(npc, "npc").hasMoraleMarker || npc.leaderOrHero) return false;
  return npc.enemyInMeleeContact === true || (npc.nearestLevelledGunInches !== undefined && npc.nearestLevelledGunInches <= SURRENDER_GUNPOINT_INCHES);
}

/** Guide 6.9: rallying is DT 8 Leadership, for a leader of 1+, on friends within 6" the leader can talk to. */
export const RALLY_DT = 8;
export const RALLY_RANGE_INCHES = 6;

/**
 * Guide 6.9: a leader rallies only friends "with whom he can communicate". The Guide does not say
 * how; our reading: within the 6" a voice carries wherever there is air. Where there is none (a
 * holed ship, open space, 6.10) both need a communicator: Flight, EVA and Hard Suits have one built
 * in (5.1), or one is carried as a device.
 */
export function canRallyReach(situation: { readonly airless: boolean; readonly leaderHasCommunicator: boolean; readonly friendHasCommunicator: boolean }): boolean {
  record(situation, "situation");
  yesNo(situation.airless, "situation.airless");
  yesNo(situation.leaderHasCommunicator, "situation.leaderHasCommunicator");
  yesNo(situation.friendHasCommunicator, "situation.friendHasCommunicator");
  return !situation.airless || (situation.leaderHasCommunicator && situation.friendHasCommunicator);
}
