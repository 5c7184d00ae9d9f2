/**
 * How many Crew Damage results one fire target took (Guide 6.15, 7.12): each hit whose row names
 * Crew Damage counts once. The fire card hands the count to the target's Apply.
 */
/** The part of a fire result (ground or space) the count reads. */
interface HitsByTarget {
  readonly targets: readonly { readonly damage: readonly { readonly conditions: readonly string[] }[] }[];
}

export function crewDamageHits(result: HitsByTarget, targetIndex: number): number {
  const target = result.targets[targetIndex];
  if (!target) return 0;
  let n = 0;
  for (const d of target.damage) if (d.conditions.includes("crewDamage")) n++;
  return n;
}
