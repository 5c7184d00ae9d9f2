/**
 * A dropped team's place in the chain of command (Striker 4.A.1), from the formations it was
 * dropped in: the squad, section, platoon and company it stands in, by their scene-wide ids, so
 * that who may lead it (Striker 5.A.2, rules/command.ts mayLead) follows the organisation on the
 * board. A level the drop has no unit of is left blank, never kept from the compendium entry.
 */
import type { UnitLink } from "../../../core/formation-identity";
import type { FormationLevel } from "../../../core/formation-schema";
import type { TeamSystem } from "../data/team-schema";

type CommandUnits = Pick<TeamSystem["command"], "squad" | "section" | "platoon" | "company">;

const UNIT_FIELDS: readonly (keyof CommandUnits & FormationLevel)[] = ["squad", "section", "platoon", "company"];

/** The team's units from its chain: the innermost unit at each level. */
export function commandUnitsOf(chain: readonly UnitLink[]): CommandUnits {
  const units: CommandUnits = { squad: "", section: "", platoon: "", company: "" };
  for (const link of chain) if ((UNIT_FIELDS as readonly string[]).includes(link.level)) units[link.level as keyof CommandUnits] = link.id;
  return units;
}
