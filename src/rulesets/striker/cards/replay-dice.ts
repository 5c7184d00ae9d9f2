/**
 * The dice a card carried, replayed in order for the rules to read again: each Roll's faces as
 * dice of the size its formula names ("2d6", "1d4"). A card whose dice the rules do not use up
 * exactly, or that run short or show the wrong die, gives no result.
 */
import { QueuedDice } from "../../../core/dice";
import type { DerivationInput } from "../../../system/cards/card-kind";

type CardDice = DerivationInput<Record<never, never>>["dice"];

/** The faces as dice, or null when a Roll is not one kind of die with a face for each. */
function queued(dice: CardDice): QueuedDice | null {
  const faces: { sides: number; value: number }[] = [];
  for (const roll of dice) {
    const match = /^(\d+)d(\d+)$/i.exec(roll.formula.trim());
    if (!match || Number(match[1]) !== roll.faces.length) return null;
    const sides = Number(match[2]);
    faces.push(...roll.faces.map((value) => ({ sides, value })));
  }
  return new QueuedDice(faces);
}

/** What `rules` give from the card's dice, or null when the dice do not fit them. */
export function replayDice<T>(dice: CardDice, rules: (source: QueuedDice) => T): T | null {
  const source = queued(dice);
  if (!source) return null;
  try {
    const result = rules(source);
    return source.remaining === 0 ? result : null;
  } catch (error) {
    // The rules refuse dice that run out, are of another size or show an impossible face.
    if (error instanceof RangeError) return null;
    throw error;
  }
}
