/**
 * Samples of the shared turn glue: the card of a turn's initiative roll, here a tie re-rolled
 * between the friendly and hostile sides, built by the engine from fixed dice.
 */
import { cardSample, type Sample } from "./sample";
import { FixedDice } from "../src/core/seeded-dice";
import { initiativeCardView, rollInitiative } from "../src/core/turn/index";

export function turnSamples(): Sample[] {
  const sides = [
    { id: "friendly", modifier: 0 },
    { id: "hostile", modifier: 1 },
  ];
  // 4 against 3+1 is a tie; the re-roll, 2 against 5+1, puts the hostile side first.
  const outcome = rollInitiative({ die: 6, reRollTies: true }, sides, new FixedDice([4, 3, 2, 5]));
  const labels = { friendly: "STARSKIRMISH.Turn.Side.friendly", hostile: "STARSKIRMISH.Turn.Side.hostile" };
  return [cardSample("turn-initiative", "Turn initiative card: a tie re-rolled", "shared/cards/turn-initiative.hbs", initiativeCardView(3, outcome, labels))];
}
