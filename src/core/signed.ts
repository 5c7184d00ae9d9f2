/**
 * A modifier as the cards and sheets write it: "+2", "-1", "0". One spelling for every rule set,
 * so a table of factors reads the same in each. Pure.
 */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
