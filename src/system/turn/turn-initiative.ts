/**
 * The initiative roll of a turn, for the GM: the sides (by default one per token disposition
 * among the combatants) roll the sequence's die as real Rolls, one Roll a round, tied sides again
 * where the rules re-roll ties; the order is stored on the Combat and a card shows the dice.
 */
import { initiativeCardView, initiativeProgress, MAX_INITIATIVE_ROUNDS, type InitiativeOutcome } from "../../core/turn/index";
import { postCard } from "../cards/post-card";
import { TURN_INITIATIVE_CARD } from "../cards/kit-kinds";
import { writeInitiative, type StoredInitiative } from "./turn-flags";
import type { InitiativeSide, TurnBinding } from "./turn-binding";

export const INITIATIVE_TEMPLATE = TURN_INITIATIVE_CARD.template;

/** Token dispositions as sides, in the order they are listed at the table. */
const DISPOSITION_SIDES: readonly { readonly disposition: number; readonly id: string }[] = [
  { disposition: 1, id: "friendly" },
  { disposition: -1, id: "hostile" },
  { disposition: 0, id: "neutral" },
  { disposition: -2, id: "secret" },
];

/** The side id of a token disposition, as sidesByDisposition names it. */
export function sideOfDisposition(disposition: number): string | undefined {
  return DISPOSITION_SIDES.find((s) => s.disposition === disposition)?.id;
}

/** One side per token disposition present among the combatants, with no modifier. */
export function sidesByDisposition(combat: Combat.Implementation): InitiativeSide[] {
  const present = new Set<number>();
  for (const combatant of combat.combatants ?? []) present.add(combatant.token?.disposition ?? 0);
  return DISPOSITION_SIDES.filter((s) => present.has(s.disposition)).map((s) => ({ id: s.id, label: `STARSKIRMISH.Turn.Side.${s.id}`, modifier: 0 }));
}

function faces(roll: Roll): number[] {
  return roll.dice.flatMap((die) => die.results.map((r) => r.result));
}

/** Rolls real dice round by round until the engine has an order; returns it with every Roll. */
async function rollRounds(binding: TurnBinding, sides: readonly InitiativeSide[]): Promise<{ outcome: InitiativeOutcome; rolls: Roll[] }> {
  const spec = binding.sequence.initiativeRoll;
  if (!spec) throw new Error(`${binding.ruleSet} has no initiative roll`);
  const rolls: Roll[] = [];
  const rounds: number[][] = [];
  for (;;) {
    const progress = initiativeProgress(spec, sides, rounds);
    if (progress.decided) return { outcome: progress.outcome, rolls };
    if (rounds.length >= MAX_INITIATIVE_ROUNDS) throw new Error(`Initiative still tied after ${MAX_INITIATIVE_ROUNDS} rounds`);
    const roll = await new Roll(`${progress.rollers.length * progress.diceEach}d${spec.die}`).evaluate();
    rolls.push(roll);
    rounds.push(faces(roll));
  }
}

/** The GM's initiative roll for `turn`; null for players, or where the turn has no roll. */
export async function rollTurnInitiative(combat: Combat.Implementation, binding: TurnBinding, turn: number): Promise<StoredInitiative | null> {
  if (!game.user?.isGM || !binding.sequence.initiativeRoll) return null;
  const sides = binding.initiativeSides?.(combat) ?? sidesByDisposition(combat);
  if (sides.length < 2) {
    ui.notifications?.warn("STARSKIRMISH.Turn.Initiative.needsTwo", { localize: true });
    return null;
  }
  const { outcome, rolls } = await rollRounds(binding, sides);
  const labels = Object.fromEntries(sides.map((s) => [s.id, s.label]));
  const stored: StoredInitiative = { turn, order: outcome.order.map((id) => ({ id, label: labels[id] ?? id })) };
  await writeInitiative(combat, stored);
  await postCard(TURN_INITIATIVE_CARD, { rolls, context: initiativeCardView(turn, outcome, labels) });
  return stored;
}
