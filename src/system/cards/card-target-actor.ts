/**
 * The actor a card's target key stands for, as the ledger kept the card's targets: where a card
 * kind's confirm reads the facts of the board it checks. Null when the card names no such target
 * or its actor is gone.
 */
export async function cardTargetActor(targets: readonly { readonly key: string; readonly actorUuid: string }[], key: string): Promise<Actor.Implementation | null> {
  const uuid = targets.find((t) => t.key === key)?.actorUuid;
  const actor = uuid ? await fromUuid<Actor.Implementation>(uuid) : null;
  return actor instanceof Actor ? actor : null;
}
