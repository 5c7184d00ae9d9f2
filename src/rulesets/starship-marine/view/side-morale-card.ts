/**
 * What the ship morale and attacker morale cards show (Starship Marine 3.12, 3.13): the side, the
 * 1d6, each factor in force with its value (SSM-4), the score, the result table it is read against
 * (3.12: below 1 demoralised, 1 poor, above 1 steady; 3.13: below 2 withdraw), the result, and what
 * the result means at the table.
 */
import { STEADY_FROM, type AttackerMorale } from "../rules/attacker-morale";
import type { ShipMorale } from "../rules/ship-morale";
import { signed } from "../../../core/signed";


/**
 * A side morale factor's name. The strength factor names the band that applies (3.12: below 60%,
 * 40% or 20% of the start; 3.13: below 50% or 25%), which its value tells apart (SSM-4).
 */
export function factorLabel(side: "ship" | "attackers", factor: { readonly id: string; readonly value: number }): string {
  const band = factor.id === "strength" ? `.${Math.abs(factor.value)}` : "";
  return `STARSKIRMISH.StarshipMarine.Sides.factor.${side}.${factor.id}${band}`;
}

export function sideMoraleCardContext(
  input: { side: "ship"; die: number; factors: readonly { id: string; value: number }[]; score: number; result: ShipMorale } | { side: "attackers"; die: number; factors: readonly { id: string; value: number }[]; score: number; result: AttackerMorale },
) {
  const prefix = input.side === "ship" ? "shipMorale" : "attackerMorale";
  return {
    titleLabel: `STARSKIRMISH.StarshipMarine.Sides.${input.side === "ship" ? "shipTest" : "attackerTest"}`,
    die: input.die,
    factors: input.factors.map((f) => ({ label: factorLabel(input.side, f), value: signed(f.value) })),
    score: input.score,
    // what the score was read against, so the card says why it gave its result
    tableLabel: `STARSKIRMISH.StarshipMarine.Sides.table.${input.side}`,
    // 3.13: attackers below this score withdraw (the ship's table has its numbers in its text)
    steadyFrom: STEADY_FROM,
    resultLabel: `STARSKIRMISH.StarshipMarine.Sides.${prefix}.${input.result}`,
    meaningLabel: `STARSKIRMISH.StarshipMarine.Sides.meaning.${input.result}`,
    failed: input.result !== "steady",
    // 3.12: the GM carries a demoralised ship's surrender out from its card
    surrender: input.side === "ship" && input.result === "demoralised",
  };
}

export type SideMoraleCardContext = ReturnType<typeof sideMoraleCardContext>;
