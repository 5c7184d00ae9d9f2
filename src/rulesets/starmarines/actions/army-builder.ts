/**
 * The army builder (IV-a, SMR-4): a dialog lists the StarMarines units the world holds with their
 * points, takes how many of each and the game's size, and either builds the force as a formation
 * actor, ready to drop on a scene, or refuses it with every reason and asks again with the same
 * choices. Units without race-book points count 0 and say so.
 */
import { askForm } from "../../../system/form-dialog";
import { inform, warn } from "../../../system/notify";
import { FORMATION_TYPE } from "../../../core/formation-schema";
import { UnitData } from "../models/unit-model";
import { WeaponData } from "../models/weapon-model";
import { armyReport, GAME_SIZES, type BuildableUnit } from "../view/army-builder";

function buildable(): BuildableUnit[] {
  return (game.actors?.contents ?? []).flatMap((a) => {
    const u = a.system;
    if (!(u instanceof UnitData)) return [];
    const weaponCost = [...a.items].reduce((n, i) => n + (i.system instanceof WeaponData ? i.system.extraCost : 0), 0);
    return [{ uuid: a.uuid, name: a.name ?? "", pointCost: u.pointCost, experience: u.experience, role: u.role, hasAttribute: u.attribute.trim() !== "", weaponCost }];
  });
}

function readForm(raw: Record<string, unknown>, units: readonly BuildableUnit[]) {
  const counts = Object.fromEntries(units.map((u, i) => [u.uuid, Number(raw[`count-${i}`] ?? 0)]));
  const size = GAME_SIZES.find((s) => s === Number(raw.size)) ?? GAME_SIZES[0]!;
  const name = typeof raw.name === "string" && raw.name.trim() !== "" ? raw.name.trim().slice(0, 100) : game.i18n!.localize("STARSKIRMISH.StarMarines.Army.defaultName");
  return { counts, size, name };
}

/** Opens the builder; resolves to the formation made, or null. */
export async function buildArmy(): Promise<Actor.Implementation | null> {
  const units = buildable();
  if (units.length === 0) {
    warn("STARSKIRMISH.StarMarines.Army.noUnits");
    return null;
  }
  let state = { counts: {} as Record<string, number>, size: 50, name: "" };
  let report = armyReport(units, state.counts, state.size);
  let tried = false;
  for (;;) {
    const context = { ...report, tried, name: state.name, sizes: GAME_SIZES.map((s) => ({ value: String(s), label: String(s) })), sizeValue: String(state.size), rows: report.rows.map((r, i) => ({ ...r, field: `count-${i}` })) };
    const raw = await askForm("starmarines/dialogs/army.hbs", context, { title: "STARSKIRMISH.StarMarines.Army.title", ok: "STARSKIRMISH.StarMarines.Army.build" });
    if (!raw) return null;
    state = readForm(raw, units);
    report = armyReport(units, state.counts, state.size);
    tried = true;
    if (!report.legal) {
      for (const p of report.problems) warn(p.key, p.data);
      continue;
    }
    const members = report.rows.filter((r) => r.count > 0).map((r) => ({ uuid: r.uuid, name: r.name, quantity: r.count, role: "member" as const }));
    const actor = await Actor.implementation.create({ name: state.name, type: FORMATION_TYPE, system: { members, level: "group" } } as never);
    if (actor) inform("STARSKIRMISH.StarMarines.Army.built", { name: state.name, total: report.total, size: report.size });
    return actor ?? null;
  }
}
