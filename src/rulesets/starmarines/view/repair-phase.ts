/**
 * The Repair Phase as its card shows it (VII.7, IX-B, SMR-19), pure: each large stunned vehicle's own
 * die, and the repairs the GM may confirm: a Doctor's on a wounded soldier of his side, a Fixer's on
 * each damage of a vehicle of his side. Reach and number are the GM's call; lost weapons never return.
 * Each offer's button says what it does (Heal, Repair), its accessible label the whole offer.
 */
import { selfUnstuns, type FixerRepair } from "../rules/repair";

export interface RepairUnit {
  readonly uuid: string;
  readonly name: string;
  readonly side: number;
  readonly role: "doctor" | "fixer" | "other";
  readonly wounded: boolean;
  readonly damage: readonly FixerRepair[];
}

export function repairOptions(units: readonly RepairUnit[]) {
  const doctors = units.filter((u) => u.role === "doctor" && !u.wounded);
  const fixers = units.filter((u) => u.role === "fixer" && !u.wounded);
  const heal = doctors.flatMap((d) => units.filter((p) => p.side === d.side && p.wounded && p.uuid !== d.uuid).map((p) => ({ by: d.name, name: p.name, uuid: p.uuid, repair: "wounded", label: "STARSKIRMISH.StarMarines.Repair.heal", button: "STARSKIRMISH.StarMarines.Repair.button.wounded" })));
  const fix = fixers.flatMap((f) => units.filter((v) => v.side === f.side).flatMap((v) => v.damage.map((k) => ({ by: f.name, name: v.name, uuid: v.uuid, repair: k, label: `STARSKIRMISH.StarMarines.Repair.fix.${k}`, button: "STARSKIRMISH.StarMarines.Repair.button.fix" }))));
  return [...heal, ...fix];
}

export function selfUnstunRows(rows: readonly { readonly name: string; readonly die: number }[]) {
  return rows.map((r) => ({ ...r, unstunned: selfUnstuns(r.die) }));
}
