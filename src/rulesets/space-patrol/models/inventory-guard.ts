/**
 * Keeps a patrolman's or NPC's loadout legal (Guide 5.1, 5.2): an item that would break it is
 * refused before it is created, with the rules' reasons, however it was added. Vehicles and
 * spacecraft carry what their crew load; the personal slot rules do not apply to them.
 */
import { PatrolmanData } from "./patrolman-model";
import { NpcData } from "./npc-model";
import { carriedItems, carriedItem } from "../sheets/carried-items";
import { checkAddition } from "../view/inventory-context";
import { warn } from "../../../system/notify";

export function onPreCreateItemCheckLoadout(item: Item.Implementation): boolean | void {
  const actor = item.parent;
  if (!actor || !(actor.system instanceof PatrolmanData || actor.system instanceof NpcData)) return;
  const incoming = carriedItem(item);
  if (!incoming) return;
  const problems = checkAddition(carriedItems(actor), incoming);
  if (problems.length === 0) return;
  warn("STARSKIRMISH.SpacePatrol.Inventory.refused", {
    item: item.name ?? "",
    reasons: problems.map((p) => game.i18n!.localize(p.key)).join(" "),
  });
  return false;
}
