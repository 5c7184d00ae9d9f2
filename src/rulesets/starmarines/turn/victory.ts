/**
 * The Victory Phase at the table (VII.8, VI, SMR-18, SMR-20). The GM keeps the scenario's notes and
 * turn limit on the combat, from the banner. At the Victory Phase the banner shows them, the turns
 * left, whether the game ends at this turn, and offers to double the limit where a side's basic
 * soldiers move at most 1 (VI). The GM declares a side the winner, or a draw, with a button that
 * posts the result for the table; the system never names a winner by itself.
 */
import { flagPath, readFlag } from "../../../system/flags";
import { postCard } from "../../../system/cards/post-card";
import { sidesByDisposition } from "../../../system/turn/turn-initiative";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { UnitData } from "../models/unit-model";
import { allowsDoubleTurns, MAX_TURN_LIMIT, turnLimit, turnsLeft } from "../rules/victory";
import { SMR_VICTORY_CARD } from "../cards/victory";

declare module "../../../system/flags" {
  interface CombatFlags {
    /** SMR-18: the scenario's notes and turn limit (0 for none), and whether the GM doubled it (VI). */
    smrScenario?: { notes: string; limit: number; doubled: boolean };
  }
}

export interface Scenario {
  readonly notes: string;
  readonly limit: number;
  readonly doubled: boolean;
}

/** The scenario kept on the combat, each value checked: stored data may be anything. */
export function scenarioOf(combat: Combat.Implementation): Scenario {
  const stored: unknown = readFlag(combat, "Combat", "smrScenario");
  const s = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const limit = Number.isInteger(s.limit) && (s.limit as number) >= 0 && (s.limit as number) <= MAX_TURN_LIMIT ? (s.limit as number) : 0;
  return { notes: typeof s.notes === "string" ? s.notes.slice(0, 4000) : "", limit, doubled: s.doubled === true };
}

/** VI: each side's basic soldiers' moves, read from the combatants' units. */
function basicSoldierMoves(combat: Combat.Implementation): number[][] {
  const bySide = new Map<number, number[]>();
  for (const c of combat.combatants ?? []) {
    const unit = c.actor?.system;
    if (!(unit instanceof UnitData) || unit.kind !== "soldier" || unit.role !== "none") continue;
    const side = c.token?.disposition ?? 0;
    bySide.set(side, [...(bySide.get(side) ?? []), unit.move]);
  }
  return [...bySide.values()];
}

/** What the Victory Phase banner shows the GM. */
export function victoryContext(combat: Combat.Implementation, turn: number) {
  const scenario = scenarioOf(combat);
  const limit = turnLimit(scenario.limit, scenario.doubled);
  const left = turnsLeft(turn, limit);
  return { ...scenario, scenarioLimit: scenario.limit, turn, limit, left, ends: left === 0, mayDouble: allowsDoubleTurns(basicSoldierMoves(combat)), sides: sidesByDisposition(combat) };
}

/** Adds the Victory Phase part to the GM's banner and wires it. */
export async function decorateVictory(banner: HTMLElement, combat: Combat.Implementation, turn: number): Promise<void> {
  const html = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/starmarines/turn/victory.hbs`, victoryContext(combat, turn));
  const holder = document.createElement("div");
  holder.innerHTML = html;
  const part = holder.firstElementChild;
  if (!(part instanceof HTMLElement)) return;
  banner.append(part);
  // Only the value changed is written: v13 merges it into the stored record, and a record written
  // whole from this client's copy would put back a value changed a moment before (a limit typed,
  // then the box ticked at once) whose write the server had not yet answered.
  const save = <K extends keyof Scenario>(key: K, value: Scenario[K]) => combat.update({ [flagPath("Combat", "smrScenario", key)]: value });
  part.querySelector<HTMLInputElement>("input[name=limit]")?.addEventListener("change", (e) => {
    const value = Math.trunc(Number((e.currentTarget as HTMLInputElement).value));
    if (Number.isFinite(value)) void save("limit", Math.max(0, Math.min(MAX_TURN_LIMIT, value)));
  });
  part.querySelector<HTMLInputElement>("input[name=doubled]")?.addEventListener("change", (e) => void save("doubled", (e.currentTarget as HTMLInputElement).checked));
  part.querySelector<HTMLTextAreaElement>("textarea[name=notes]")?.addEventListener("change", (e) => void save("notes", (e.currentTarget as HTMLTextAreaElement).value.slice(0, 4000)));
  part.querySelectorAll<HTMLButtonElement>("button[data-winner]").forEach((button) => button.addEventListener("click", () => void declare(combat, turn, button.dataset.winner ?? "")));
}

/** SMR-20: the GM's decision, posted for the table. */
async function declare(combat: Combat.Implementation, turn: number, winner: string): Promise<void> {
  if (!game.user?.isGM) return;
  const side = sidesByDisposition(combat).find((s) => s.id === winner);
  await postCard(SMR_VICTORY_CARD, { context: { turn, winnerLabel: side ? side.label : null, notes: scenarioOf(combat).notes } });
}
