/**
 * A modifier as the cards and sheets write it: "+2", "−1", "+0", with a true minus sign. One
 * spelling for every rule set, so a table of factors reads the same in each, and a modifier of
 * nothing still reads as a modifier. Pure.
 */
export function signed(n: number): string {
  return n < 0 ? `\u2212${-n}` : `+${n}`;
}
