/**
 * What the initiative card shows for one turn's roll: each round's throws (the first by every
 * side, re-rolls by the tied ones), and who acts first. Labels are localisation keys.
 */
import { finite, list, record, text, texts } from "../checks";
import type { InitiativeOutcome } from "./initiative";
import { signed } from "../signed";

export interface InitiativeThrowView {
  label: string;
  dice: string;
  modifier: string;
  total: number;
  first: boolean;
}

export interface InitiativeCardView {
  turn: number;
  rounds: { reRoll: boolean; throws: InitiativeThrowView[] }[];
  firstLabel: string;
}


/** The card for `outcome`, the sides named by `labels` (side id to localisation key). */
export function initiativeCardView(turn: number, outcome: InitiativeOutcome, labels: Readonly<Record<string, string>>): InitiativeCardView {
  finite(turn, "turn");
  record(outcome, "outcome");
  list(outcome.order, "outcome.order").forEach((id, i) => text(id, `outcome.order[${i}]`));
  list(outcome.rounds, "outcome.rounds").forEach((round, i) =>
    list(round, `outcome.rounds[${i}]`).forEach((t, j) => {
      const at = `outcome.rounds[${i}][${j}]`;
      record(t, at);
      text(t.id, `${at}.id`);
      list(t.dice, `${at}.dice`).forEach((d, k) => finite(d, `${at}.dice[${k}]`));
      finite(t.modifier, `${at}.modifier`);
      finite(t.total, `${at}.total`);
    }),
  );
  texts(labels, "labels");
  const winner = outcome.order[0];
  const label = (id: string) => labels[id] ?? id;
  return {
    turn,
    rounds: outcome.rounds.map((round, i) => ({
      reRoll: i > 0,
      throws: round.map((t) => ({ label: label(t.id), dice: t.dice.join(" "), modifier: signed(t.modifier), total: t.total, first: t.id === winner })),
    })),
    firstLabel: winner === undefined ? "" : label(winner),
  };
}
