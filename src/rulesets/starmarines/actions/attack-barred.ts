/**
 * Why a StarMarines unit cannot attack now (IX-B, IX-D, IV-h, SMR-14), read from its markers: asked
 * by the sheet's attack before any die is rolled (actions/attack.ts), and again by the GM's client
 * before an attack card's result lands (actions/attack-confirm.ts), since a player writes their own
 * cards and need not have asked.
 */
import { hasMarker } from "./unit-markers";
import { allWeaponsLost } from "./unit-marks";
import { UnitData } from "../models/unit-model";

/**
 * The refusal's language key, or null. Ruling SMR-14: combat is sequential and results land at
 * once, so a unit wounded, killed, broken, stunned or disarmed by an attack resolved before its own
 * turn came carries that marker now and is refused here.
 */
export function cannotAttack(actor: Actor.Implementation, unit: UnitData): string | null {
  const has = (key: Parameters<typeof hasMarker>[1]) => hasMarker(actor, key);
  if ((["killed", "wounded", "vehicleDestroyed"] as const).some((k) => has(k))) return `STARSKIRMISH.StarMarines.Attack.outOfAction`;
  if (has("broken")) return `STARSKIRMISH.StarMarines.Attack.broken`;
  if (unit.kind === "vehicle" && (has("vehicleStunned") || has("vehicleDisarmed"))) return `STARSKIRMISH.StarMarines.Attack.vehicleCannot`;
  // IX-B: a weapon knocked out cannot fire; the sheet offers none, but an old card's button still may
  if (allWeaponsLost(actor)) return `STARSKIRMISH.StarMarines.Attack.weaponsLost`;
  if (unit.kind === "soldier" && has("disarmed")) return `STARSKIRMISH.StarMarines.Attack.disarmed`;
  return null;
}
