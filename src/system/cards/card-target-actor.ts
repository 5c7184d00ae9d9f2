/**
 * The actor a card's target key stands for, as the ledger kept the card's targets: where a card
 * kind's confirm reads the facts of the board it checks.
 *
 * A card names each target twice, both written by its author: by a key (the target's token id, or
 * the actor's own id where it was rolled with no token on the board) and by the actor the result
 * lands on. A kind's confirm checks the board by the key and the sheet by the actor, so the two
 * must be one: else a shot checked against the token in sight, at its range and in its cover, would
 * land on an actor anywhere whose sheet reads the same. Null when the card names no such target,
 * its actor is gone, or its key does not name that actor.
 */

/** The refusal of a card whose target's key names no token of the actor it lands on, or whose actor is gone. */
export const TARGET_NOT_NAMED = "STARSKIRMISH.Error.targetNotNamed";

/**
 * Whether `key` names the actor: a token of that id on some scene stands for it (an unlinked
 * token's actor is its own, with a uuid of its own), or the key is the actor's own id.
 */
export function keyNamesActor(key: string, actor: Actor.Implementation): boolean {
  return key !== "" && (actor.id === key || keyIsTokenOf(key, actor.uuid));
}

/** Whether a token of this id, on some scene, stands for the actor of `uuid`. */
export function keyIsTokenOf(key: string, uuid: string): boolean {
  return key !== "" && uuid !== "" && (game.scenes?.some((s) => s.tokens.get(key)?.actor?.uuid === uuid) ?? false);
}

export async function cardTargetActor(targets: readonly { readonly key: string; readonly actorUuid: string }[], key: string): Promise<Actor.Implementation | null> {
  const uuid = targets.find((t) => t.key === key)?.actorUuid;
  const actor = uuid ? await fromUuid<Actor.Implementation>(uuid) : null;
  return actor instanceof Actor && keyNamesActor(key, actor) ? actor : null;
}
