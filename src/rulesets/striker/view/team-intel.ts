/**
 * Limited intelligence (Striker 3.A.1, 7.A.4): teams the enemy has not spotted are held off the
 * table, their places shown by counters, with dummy counters among them to confuse the enemy.
 * In Foundry an unspotted team's tokens are hidden (only the GM sees them), each side places
 * team counters (a strTeam with no troops, marked as a counter) where its teams might be, and the
 * GM reveals a counter by removing it and saying whether it stood for a team. Pure: what the
 * sheet offers and what the reveal card says.
 */

export interface IntelView {
  /** The actor is a counter, not a team. */
  readonly isCounter: boolean;
  /** GM only: the team's tokens can be hidden (unspotted) or shown (spotted). */
  readonly canHide: boolean;
  readonly canShow: boolean;
  /** GM only: the counter can be revealed and removed. */
  readonly canReveal: boolean;
}

/** What the team sheet offers, from the GM flag and whether the team's tokens are hidden now. */
export function intelView(input: { isGM: boolean; isCounter: boolean; tokensHidden: readonly boolean[] }): IntelView {
  const placed = input.tokensHidden.length > 0;
  const gmTeam = input.isGM && !input.isCounter && placed;
  return {
    isCounter: input.isCounter,
    canHide: gmTeam && input.tokensHidden.some((h) => !h),
    canShow: gmTeam && input.tokensHidden.some((h) => h),
    canReveal: input.isGM && input.isCounter && placed,
  };
}

/**
 * Striker 3.A.1: "When the unit is revealed by detection remove the counter. If it represented
 * an actual unit, that unit is placed on the map/table." The card's outcome says which it was, in a
 * word or two; what follows (the counter comes off, the GM places the team) is an ordinary line under it.
 */
export function counterRevealContext(counterName: string, standsFor: string) {
  const real = standsFor.trim() !== "";
  return {
    counterName,
    standsFor: standsFor.trim(),
    real,
    resultLabel: real ? "STARSKIRMISH.Striker.Intel.real" : "STARSKIRMISH.Striker.Intel.dummy",
    thenLabel: real ? "STARSKIRMISH.Striker.Intel.wasReal" : "STARSKIRMISH.Striker.Intel.wasDummy",
  };
}
