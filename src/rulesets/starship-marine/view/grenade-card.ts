/** What the grenade and SuperCharge cards show (3.6, 3.9): the throw, and each figure in the radius with its effect roll. Pure. */
import { signed } from "../../../core/signed";

/** The throw line and the blast table of one grenade card. */
export function grenadeCardContext(input: {
  throwerName: string;
  rangeCm: number;
  inSight: boolean;
  /** The throw's score: the 1d6 face plus any accuracy modifier (null when the throw is automatic). */
  roll: number | null;
  /** The 1d6 face itself, so the card can show the modifier apart from the die (absent: shown as the score alone). */
  face?: number | null;
  needed: number;
  good: boolean;
  victims: readonly { key: string; name: string; score: number; needed: number | null; hit: boolean }[];
}) {
  // 4.1 (-1 in 1 g) and 4.7 (novice -1, seasoned and veteran +1) change the throw: a card that
  // called the modified score "1d6" would show a face the die cannot have shown
  const face = input.face ?? null;
  const accuracy = input.roll !== null && face !== null && input.roll !== face ? signed(input.roll - face) : null;
  return {
    throwerName: input.throwerName,
    rangeCm: Math.round(input.rangeCm * 10) / 10,
    inSight: input.inSight,
    automatic: input.needed === 0,
    roll: input.roll,
    face,
    accuracy,
    needed: input.needed,
    good: input.good,
    victims: blastVictims(input.victims),
  };
}

/** The figures in a blast's radius as the card's table shows them (3.6, 3.9). */
export function blastVictims(victims: readonly { key: string; name: string; score: number; needed: number | null; hit: boolean }[]) {
  // 3.6: a normal throw has no effect on an armoured figure, whatever the die
  return victims.map((v) => ({ ...v, needs: v.needed === null ? "" : `${v.needed}+`, noEffect: v.needed === null }));
}
