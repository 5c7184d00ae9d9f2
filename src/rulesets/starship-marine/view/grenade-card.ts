/** What the grenade and SuperCharge cards show (3.6, 3.9): the throw, and each figure in the radius with its effect roll. Pure. */
export function grenadeCardContext(input: {
  throwerName: string;
  rangeCm: number;
  inSight: boolean;
  roll: number | null;
  needed: number;
  good: boolean;
  victims: readonly { key: string; name: string; score: number; needed: number | null; hit: boolean }[];
}) {
  return {
    throwerName: input.throwerName,
    rangeCm: Math.round(input.rangeCm * 10) / 10,
    inSight: input.inSight,
    automatic: input.needed === 0,
    roll: input.roll,
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
