/**
 * A StarMarines attack as its card shows it (IX-A, IX-B, IX-G, X), and the markers its result puts
 * on the target. Pure.
 */
import type { AttackResult } from "../rules/attack";
import { SMR_MARKER, type SmrMarkerKey } from "../rules/markers";
import { signed } from "../../../core/signed";

/** IX-B, IX-G: what the result marks on the target; a vehicle's damage adds up on Apply (SMR-15). */
export function attackMarkers(result: AttackResult): Record<string, number> {
  const m: Record<string, number> = {};
  const add = (key: SmrMarkerKey, n = 1) => (m[SMR_MARKER[key]] = (m[SMR_MARKER[key]] ?? 0) + n);
  switch (result.outcome) {
    case "wounded":
      add("wounded");
      break;
    case "dead":
      add("killed");
      break;
    case "stunned":
      add("vehicleStunned");
      break;
    case "stunnedLoseWeapon":
      add("vehicleStunned");
      add("weaponsLost");
      break;
    case "disarmed":
      add("vehicleDisarmed");
      break;
    case "crippled":
      add("vehicleCrippled");
      break;
    case "destroyed":
      add("vehicleDestroyed");
      break;
  }
  if (result.shotDown) {
    add("airborne", -1);
    add("grounded");
  }
  return m;
}


export interface AttackCardInput {
  readonly attackerName: string;
  readonly targetName: string;
  readonly weaponName: string;
  readonly rangeHexes: number;
  readonly aimDice: readonly number[];
  readonly result: AttackResult;
  readonly targetKey: string;
}

/**
 * An attack's totals with their terms, as every card that shows an attack gives them (IX-A steps 1 to 3):
 * the aim die kept and its modifiers against the armour die and Armour, then, where rolled, the
 * damage die and Damage against the toughness die and Toughness.
 */
export function attackTerms(r: AttackResult) {
  return {
    kept: r.kept,
    modifiers: r.modifiers.map((m) => ({ label: `STARSKIRMISH.StarMarines.Attack.Modifier.${m.id}`, value: signed(m.value) })),
    attack: r.attack,
    defence: r.defence,
    armourDie: r.armourDie,
    armour: r.armour,
    damageTotal: r.damageTotal,
    damageDie: r.damageDie,
    weaponDamage: r.weaponDamage,
    toughnessTotal: r.toughnessTotal,
    toughnessDie: r.toughnessDie,
    toughness: r.toughness,
  };
}

/**
 * The damage-table row an attack read (IX-A step 3, X, SMR-2), as every card that shows an attack gives
 * it: the margin, the row, and the line that says how the row came about; none where the hit did
 * not get through. A margin above 6 reads row 6, and the line says so; a supertank reads one row
 * lower (IX-A), and the line says that too. The partial
 * starmarines/parts/damage-row.hbs shows it beside the attack's terms.
 */
export function damageTableRow(r: AttackResult) {
  return {
    margin: r.margin,
    // the row the rules read, so a supertank's lowered row (IX-A) is the one shown
    row: r.row,
    rowKey: r.margin !== null && r.margin > 6 ? "STARSKIRMISH.StarMarines.Attack.rowCapped" : "STARSKIRMISH.StarMarines.Attack.rowLine",
    supertankRow: r.supertankRow,
  };
}

export function attackCardContext(input: AttackCardInput) {
  const r = input.result;
  return {
    attackerName: input.attackerName,
    targetName: input.targetName,
    weaponName: input.weaponName,
    rangeHexes: input.rangeHexes,
    aimDice: [...input.aimDice],
    netAim: signed(r.netAim),
    keepsLowest: r.netAim < 0,
    ...attackTerms(r),
    immune: r.immune,
    pierced: r.pierced,
    ...damageTableRow(r),
    outcomeLabel: `STARSKIRMISH.StarMarines.Attack.Outcome.${r.outcome}`,
    shotDown: r.shotDown,
    hasResult: Object.keys(attackMarkers(r)).length > 0,
    targetKey: input.targetKey,
  };
}
