/**
 * The Repair Phase on the GM's client (VII.7, IX-B, SMR-19): as it begins, each large stunned
 * vehicle in the combat rolls its own die and un-stuns on a 6; the card then offers the GM each
 * repair a Doctor or Fixer of the same side could make, to confirm one by one.
 */
import { readMarkers, markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { rollFormula } from "../../../system/real-dice";
import { postCard } from "../../../system/cards/post-card";
import { inform, warn } from "../../../system/notify";
import { readCardLedger } from "../../../system/ledger/ledger-store";
import { isGmUser } from "../../../system/gm-users";
import { UnitData } from "../models/unit-model";
import { SMR_MARKER, type SmrMarkerKey } from "../rules/markers";
import { SMR_REPAIR_CARD } from "../cards/repair";
import { repairOptions, selfUnstunRows, type RepairUnit } from "../view/repair-phase";

const DAMAGE_MARKER = { stunned: "vehicleStunned", disarmed: "vehicleDisarmed", crippled: "vehicleCrippled", wounded: "wounded" } as const;

export async function startRepairPhase(combat: Combat.Implementation): Promise<void> {
  if (!game.user?.isGM) return;
  const rolled: { name: string; die: number }[] = [];
  const rolls: Roll[] = [];
  const units: RepairUnit[] = [];
  for (const c of combat.combatants) {
    const actor = c.actor;
    const unit = actor?.system;
    if (!actor || !(unit instanceof UnitData)) continue;
    const has = (k: SmrMarkerKey) => markerCount(readMarkers(actor), SMR_MARKER[k]) > 0;
    if (has("killed") || has("vehicleDestroyed")) continue;
    // IX-B: "a large Stunned vehicle can un-stun itself if it rolls a die and gets a 6"
    if (unit.kind === "vehicle" && unit.size === "large" && has("vehicleStunned")) {
      const r = await rollFormula("1d6");
      rolls.push(r.roll);
      const die = r.faces[0] ?? 1;
      rolled.push({ name: c.name || actor.name || "", die });
      if (die === 6) await setMarkerCount(actor, markerDefinition(SMR_MARKER.vehicleStunned)!, 0);
    }
    const damage = (["stunned", "disarmed", "crippled"] as const).filter((k) => has(DAMAGE_MARKER[k]));
    units.push({ uuid: actor.uuid, name: c.name || actor.name || "", side: c.token?.disposition ?? 0, role: unit.role === "doctor" || unit.role === "fixer" ? unit.role : "other", wounded: has("wounded"), damage: unit.kind === "vehicle" ? damage : [] });
  }
  const options = repairOptions(units);
  if (rolled.length === 0 && options.length === 0) return;
  await postCard(SMR_REPAIR_CARD, { rolls, context: { rolled: selfUnstunRows(rolled), options } });
}

/**
 * The card's button: the GM confirms one repair (SMR-19). Only on a card the GM's client posted, as
 * its ledger recorded the author: a player can post a card of this kind with any button in it, and
 * the GM's click would otherwise heal or repair whatever unit its markup names.
 */
export async function onRepair({ message, button }: { readonly message: ChatMessage.Implementation; readonly button: HTMLElement }): Promise<void> {
  if (!game.user?.isGM) return warn("STARSKIRMISH.StarMarines.Repair.gmOnly");
  if (!isGmUser(readCardLedger()[message.id ?? ""]?.author ?? "")) return warn("STARSKIRMISH.StarMarines.Repair.notFromGm");
  const actor = await fromUuid<Actor.Implementation>(button.dataset.uuid ?? "");
  const key = DAMAGE_MARKER[button.dataset.repair as keyof typeof DAMAGE_MARKER];
  if (!(actor instanceof Actor) || !key) return;
  await setMarkerCount(actor, markerDefinition(SMR_MARKER[key])!, 0);
  inform("STARSKIRMISH.StarMarines.Repair.done", { name: actor.name ?? "" });
}
