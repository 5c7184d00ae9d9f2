/**
 * The morale of NPC groups (Guide 6.9), counted after the group's start-of-turn checks: half or more
 * of a group under Morale Markers breaks it, and a marked NPC who is no leader or hero surrenders when
 * an enemy is in melee contact or has guns on the NPC from 5" or less. Which members count, and when a
 * broken group stops being broken, are our readings (no ruling covers them), named below.
 */
import { list, record, text, yesNo } from "../../../core/checks";
import { npcGroupBroken, npcWouldSurrender } from "./morale";

/**
 * Our reading: the dead, the unconscious and those who surrendered are out of the fight and no longer
 * part of the count; a group of which nobody is left fighting does not break.
 */
export const ONLY_FIGHTERS_COUNT = true;

/**
 * Our reading: 6.9 judges the group "after their attempt to clear them at the beginning of their
 * turn", every turn; a group whose members cleared enough markers is no longer broken.
 */
export const BROKEN_IS_JUDGED_EACH_TURN = true;

export interface NpcGroupMember {
  readonly key: string;
  readonly name: string;
  readonly hasMoraleMarker: boolean;
  /** Dead, unconscious or surrendered. */
  readonly out: boolean;
  /** Designated leaders and heroes never surrender. */
  readonly leaderOrHero: boolean;
  readonly enemyInMeleeContact: boolean;
  /** Inches to the nearest enemy with a ranged weapon; none when there is no such enemy. */
  readonly nearestLevelledGunInches?: number;
}

export interface NpcGroupMorale {
  /** Members still fighting. */
  readonly fighting: number;
  readonly marked: number;
  readonly broken: boolean;
  /** Keys of the members who would surrender if given the chance. */
  readonly wouldSurrender: readonly string[];
}

export function npcGroupMorale(members: readonly NpcGroupMember[]): NpcGroupMorale {
  list(members, "members");
  const fighting = members.filter((m) => {
    record(m, "member");
    text(m.key, "member.key");
    return !yesNo(m.out, "member.out");
  });
  const marked = fighting.filter((m) => yesNo(m.hasMoraleMarker, "member.hasMoraleMarker")).length;
  return {
    fighting: fighting.length,
    marked,
    broken: fighting.length > 0 && npcGroupBroken(marked, fighting.length),
    wouldSurrender: fighting.filter((m) => npcWouldSurrender(m)).map((m) => m.key),
  };
}
