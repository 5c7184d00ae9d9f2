/**
 * A Striker team's embedded weapons and armour as plain data (view/team-items.ts TeamItem), for the
 * pure code that reads what a team carries. Kept apart from team-tokens.ts so the board's reading of
 * a team's ground (board-sight.ts) can ask what the team carries without importing the board's
 * other readers, which import it.
 */
import { StrikerWeaponData } from "../models/weapon-model";
import { StrikerArmourData } from "../models/armour-model";
import type { TeamItem } from "../view/team-items";

/** The team's embedded weapons and armour as plain data. */
export function teamItems(actor: Actor.Implementation): TeamItem[] {
  const out: TeamItem[] = [];
  for (const item of actor.items) {
    const id = item.id ?? "";
    if (item.system instanceof StrikerWeaponData) out.push({ id, name: item.name ?? "", kind: "weapon", weapon: item.system });
    else if (item.system instanceof StrikerArmourData) out.push({ id, name: item.name ?? "", kind: "armour", armour: item.system });
  }
  return out;
}
