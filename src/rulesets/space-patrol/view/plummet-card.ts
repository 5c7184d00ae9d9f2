/**
 * What the Plummet cards show (Guide 6.15): the falling aircraft's crew, each with the parachute or
 * flying belt that lets them get out this turn, or none (then only a Space Hero Point saves them); a
 * crewman's choice; and the crash, with who lived and who died. Pure.
 */
import { PLUMMET_ESCAPE_TURNS } from "../rules/vehicles";
import type { PlummetEscapeDevice, PlummetFate } from "../rules/plummet";

const KEY = "STARSKIRMISH.SpacePatrol.Plummet.";

export interface PlummetCrewman {
  readonly key: string;
  readonly name: string;
  readonly device: PlummetEscapeDevice | null;
  /** An NPC spends Plot Armor, a patrolman a Space Hero Point (Guide 4.2); the button names which. */
  readonly npc?: boolean;
}

export interface PlummetRow {
  key: string;
  name: string;
  canEscape: boolean;
  deviceLabel: string;
  /** The spend button's label, naming the point this crewman would spend (Guide 4.2). */
  spendLabel: string;
}

export function plummetCardContext(vehicleName: string, crew: readonly PlummetCrewman[]) {
  const rows: PlummetRow[] = crew.map((c) => ({ key: c.key, name: c.name, canEscape: c.device !== null, deviceLabel: `${KEY}device.${c.device ?? "none"}`, spendLabel: c.npc ? `${KEY}spendPlotArmor` : `${KEY}spendHero` }));
  return { vehicleName, turns: PLUMMET_ESCAPE_TURNS, rows, empty: rows.length === 0 };
}
export type PlummetCardContext = ReturnType<typeof plummetCardContext>;

/** One crewman's choice: out with their device, or a point spent (with what is left). */
export function plummetChoiceContext(vehicleName: string, name: string, choice: { readonly device: PlummetEscapeDevice } | { readonly left: number }) {
  return "device" in choice
    ? { vehicleName, name, outcomeKey: `${KEY}escaped`, deviceLabel: `${KEY}device.${choice.device}`, left: 0 }
    : { vehicleName, name, outcomeKey: `${KEY}spent`, deviceLabel: `${KEY}device.none`, left: choice.left };
}
export type PlummetChoiceContext = ReturnType<typeof plummetChoiceContext>;

/** The crash: each crewman's fate. */
export function plummetCrashContext(vehicleName: string, fates: readonly { readonly name: string; readonly fate: PlummetFate }[]) {
  const rows = fates.map((f) => ({ name: f.name, fate: f.fate, fateLabel: `${KEY}fate.${f.fate}` }));
  return { vehicleName, rows, killed: rows.filter((r) => r.fate === "killed").length };
}
export type PlummetCrashContext = ReturnType<typeof plummetCrashContext>;
