/**
 * Reload (Guide 6.4): refill one weapon's magazine from the ready supply. The user picks among the
 * weapons whose magazine is not full (no question when there is one); a weapon marked ss takes the
 * whole turn, the rest one action, as the card says. Vehicles and spacecraft reload theirs alike; in a
 * space battle a spacecraft's reload is the action of a gunnery, intelligence or medical station (7.4).
 */
import { WeaponData } from "../models/item-models";
import { reloadCardContext } from "../view/action-card";
import { chooseOne } from "./choose-item";
import { warn } from "../../../system/notify";
import { RELOAD_CARD } from "../cards/actions";
import { postActionCard } from "./action-common";
import { claimStationAction } from "./station-claim";

export async function reload(actor: Actor.Implementation): Promise<void> {
  const weapons = actor.items.filter((i) => i.system instanceof WeaponData && i.system.magazine > 0 && i.system.ammo < i.system.magazine);
  if (weapons.length === 0) return warn("STARSKIRMISH.SpacePatrol.ActionCard.nothingToReload");
  const item = await chooseOne("STARSKIRMISH.SpacePatrol.Action.reload", weapons.map((w) => ({ value: w.id ?? "", label: w.name ?? "" })), weapons);
  const weapon = item?.system;
  if (!item || !(weapon instanceof WeaponData)) return;
  // Guide 7.4: aboard a ship in a space battle, reloading is a station's action for the turn
  if (!(await claimStationAction(actor, "reload"))) return;
  await item.update({ system: { ammo: weapon.magazine } });
  await postActionCard(actor, RELOAD_CARD, reloadCardContext(actor.name ?? "", item.name ?? "", weapon.reload, weapon.magazine));
}
