/**
 * What the GM's client checks before an attack card's result lands (IX-A, IV-h): the attacker still
 * carries the weapon with the numbers the card claims, the target's armour, toughness and kind are
 * its own, and the board puts the target within the weapon's range. A player writes his own cards;
 * these are the facts he could have bent.
 */
import type { ReadonlySchemaValue } from "../../../system/cards/card-schema";
import { UnitData } from "../models/unit-model";
import { WeaponData } from "../models/weapon-model";
import { defaultWoundingColumn } from "../rules/races";
import { hexDistance } from "../rules/hex-facing";
import type { ATTACK_RECORD } from "../cards/attack-record";
import { hexOfToken } from "./board-hexes";


export async function confirmAttack(payload: ReadonlySchemaValue<typeof ATTACK_RECORD>, actorUuid: string): Promise<string | null> {
  const scene = game.scenes?.find((s) => s.tokens.has(payload.target.key) && s.tokens.has(payload.attackerKey));
  const attackerToken = scene?.tokens.get(payload.attackerKey);
  const targetToken = scene?.tokens.get(payload.target.key);
  if (!scene || !attackerToken || !targetToken) return `STARSKIRMISH.StarMarines.Attack.refused.gone`;
  const attacker = attackerToken.actor;
  if (!attacker || attacker.uuid !== actorUuid || !(attacker.system instanceof UnitData)) return `STARSKIRMISH.StarMarines.Attack.refused.gone`;
  const item = attacker.items.get(payload.weaponId);
  const w = item?.system;
  if (!(w instanceof WeaponData)) return `STARSKIRMISH.StarMarines.Attack.refused.weapon`;
  const claimed = payload.weapon;
  if (w.aim !== claimed.aim || w.armourPierce !== claimed.armourPierce || w.damage !== claimed.damage || w.frag !== claimed.frag || w.closeCombat !== claimed.closeCombat) return `STARSKIRMISH.StarMarines.Attack.refused.weapon`;
  if (attacker.system.aim !== payload.situation.unitAim || (attacker.system.experience === "elite") !== payload.situation.elite) return `STARSKIRMISH.StarMarines.Attack.refused.attacker`;
  const t = targetToken.actor?.system;
  if (!(t instanceof UnitData)) return `STARSKIRMISH.StarMarines.Attack.refused.gone`;
  const column = t.woundingColumn || defaultWoundingColumn(t.race);
  const walker = t.kind === "vehicle" && t.walker ? t.size : "";
  const target = payload.target;
  if (t.kind !== target.kind || t.armour !== target.armour || t.toughness !== target.toughness || column !== target.column || (t.kind === "vehicle" && t.supertank) !== target.supertank || walker !== target.walker) return `STARSKIRMISH.StarMarines.Attack.refused.target`;
  const from = hexOfToken(attackerToken, scene);
  const to = hexOfToken(targetToken, scene);
  if (!from || !to) return `STARSKIRMISH.StarMarines.Attack.refused.grid`;
  const range = hexDistance(from, to);
  // IV-h: a close-combat weapon reaches 1 hex
  const reach = w.closeCombat ? 1 : w.range;
  return range > reach ? `STARSKIRMISH.StarMarines.Attack.refused.range` : null;
}
