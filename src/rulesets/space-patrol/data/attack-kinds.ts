/**
 * The attack kinds a weapon can have, as stored data; the same list as the rules' AttackKind
 * (SP-8 reads armour by it), checked against it by the type checker.
 */
import type { AttackKind } from "../rules/armour";

export const ATTACK_KINDS = [
  "melee",
  "unarmed",
  "natural",
  "firearm",
  "archery",
  "armourPiercing",
  "fragmentation",
  "energy",
  "highExplosive",
  "concussion",
  "fire",
  "radiation",
  "nbc",
] as const satisfies readonly AttackKind[];

// Every AttackKind is listed: this fails to compile if the rules gain a kind the list lacks.
type Missing = Exclude<AttackKind, (typeof ATTACK_KINDS)[number]>;
const complete: Missing extends never ? true : never = true;
void complete;
