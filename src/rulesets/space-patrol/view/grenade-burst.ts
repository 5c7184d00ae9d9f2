/**
 * What a grenade does to each combatant it catches (Guide 6.6, 6.12, 6.14): the direct hit meets
 * contact penetration, the rest burst penetration unless cover stands between (then nothing);
 * HE knocks every person it damages prone; a flash-bang stuns the people in its area; smoke harms
 * nobody. One damage roll each, markers within the SP-9 limits.
 */
import type { MarkerCounts } from "../../../core/markers";
import type { DiceSource } from "../../../core/dice";
import { armourAgainst, grenadePenetration, placeMarkers, resolveDamage, SP_MARKER, type DamageTableName, type PersonalArmour } from "../rules";
import { GRENADE_ATTACK, type GrenadeType, type GrenadeVictimResult } from "./grenade-card";

export interface GrenadeVictimInput {
  key: string;
  name: string;
  directHit: boolean;
  coverBetween: boolean;
  table: DamageTableName;
  armour: PersonalArmour | number;
  markers: MarkerCounts;
}

export function resolveGrenadeVictims(
  type: GrenadeType,
  grenade: { readonly contact: number; readonly burst: number },
  victims: readonly GrenadeVictimInput[],
  dice: DiceSource,
): GrenadeVictimResult[] {
  const attack = GRENADE_ATTACK[type];
  return victims.map((v) => {
    const person = v.table === "individual";
    const base = { key: v.key, name: v.name, directHit: v.directHit, coverBetween: v.coverBetween, table: v.table, before: v.markers };
    if (attack === null) {
      // Guide 6.14: flash-bang victims take a Stun Marker; cover between stops it as it stops a
      // grenade's damage (6.12; our reading, no ruling: 6.14 says nothing of cover)
      const stunned = type === "flashBang" && person && (v.directHit || !v.coverBetween);
      const after = stunned ? placeMarkers(v.markers, [SP_MARKER.stun]).after : v.markers;
      return { ...base, penetration: null, armour: null, damage: null, knockedDown: false, stunned, after };
    }
    const penetration = grenadePenetration(grenade, v);
    if (penetration === null) return { ...base, penetration, armour: null, damage: null, knockedDown: false, stunned: false, after: v.markers };
    const damage = resolveDamage({ table: v.table, penetration, armour: v.armour, attack, dice, current: v.markers });
    // Guide 6.6 HE Knockdown: a person hit directly or caught in the burst is knocked prone (not vehicles)
    const knockedDown = type === "he" && person;
    const after = knockedDown ? placeMarkers(damage.after ?? v.markers, [SP_MARKER.prone]).after : (damage.after ?? v.markers);
    // the rating the grenade met (SP-8), for the card's note on what each damage roll adds
    return { ...base, penetration, armour: armourAgainst(v.armour, attack), damage, knockedDown, stunned: false, after };
  });
}
