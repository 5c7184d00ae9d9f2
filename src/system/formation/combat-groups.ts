/**
 * Putting dropped figures into the combat as groups: one CombatantGroup per unit at the level the
 * GM picks (each squad, or each section...), named after the unit and its id on the scene, so the
 * tracker folds them together. Figures of no unit at that level join the unit above them (a
 * company commander goes with his company). Groups already in the combat for a unit are reused,
 * tokens already in it are not added twice, and everything is made in one request per document
 * type. A new combat is made for the scene when none is running.
 */
import { groupingUnit, type UnitLink } from "../../core/formation-identity";
import type { FormationLevel } from "../../core/formation-schema";
import { SYSTEM_ID } from "../constants";
import { readUnitChain } from "./unit-flags";
import { readFlag } from "../flags";


/** The group's name at the table: the unit's name and its id on the scene (the formation's name alone for the whole). */
const groupName = (unit: UnitLink, formationUuid: string): string => (unit.id === formationUuid ? unit.name : unit.name ? `${unit.name} ${unit.id}` : unit.id);

/**
 * Adds the tokens to the running combat (made if there is none), grouped by their unit at
 * `level`; returns how many combatants were added.
 */
export async function addTokensToCombat(tokens: readonly TokenDocument.Implementation[], level: FormationLevel, formation: { uuid: string; name: string }): Promise<number> {
  if (tokens.length === 0) return 0;
  const scene = tokens[0]!.parent;
  const combat = game.combat ?? (await Combat.implementation.create({ scene: scene?.id ?? null, active: true }));
  if (!combat) return 0;
  // a token placed before drops kept a chain stands in the formation alone
  const whole: UnitLink = { id: formation.uuid, level: "group", name: formation.name };
  const unitOf = new Map<string, UnitLink>();
  for (const token of tokens) if (token.id) unitOf.set(token.id, groupingUnit(readUnitChain(token), level) ?? whole);
  const groupOfUnit = new Map<string, string>();
  for (const g of combat.groups) {
    const unit = readFlag(g, "CombatantGroup", "unit");
    if (typeof unit === "string" && g.id) groupOfUnit.set(unit, g.id);
  }
  const missing = new Map<string, UnitLink>();
  for (const unit of unitOf.values()) if (!groupOfUnit.has(unit.id)) missing.set(unit.id, unit);
  if (missing.size > 0) {
    const made = await combat.createEmbeddedDocuments(
      "CombatantGroup",
      [...missing.values()].map((u) => ({ name: groupName(u, formation.uuid), flags: { [SYSTEM_ID]: { unit: u.id, formation: formation.uuid } } })),
    );
    for (const g of made ?? []) {
      const unit = readFlag(g, "CombatantGroup", "unit");
      if (typeof unit === "string" && g.id) groupOfUnit.set(unit, g.id);
    }
  }
  const already = new Set(combat.combatants.map((c) => c.tokenId));
  const fresh = tokens.filter((t) => t.id && !already.has(t.id));
  if (fresh.length === 0) return 0;
  await combat.createEmbeddedDocuments(
    "Combatant",
    fresh.map((t) => ({
      tokenId: t.id,
      sceneId: t.parent?.id ?? null,
      actorId: t.actorId,
      group: groupOfUnit.get(unitOf.get(t.id ?? "")?.id ?? "") ?? null,
      flags: { [SYSTEM_ID]: { formation: formation.uuid, formationName: formation.name } },
    })),
  );
  return fresh.length;
}
