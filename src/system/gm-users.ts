/**
 * The world's GM users, by id: whom a GM-only chat message (a request, a prompt the GM answers) is
 * whispered to. One reading for the kit and every rule set, so none whispers to a different set.
 */
export function gmUserIds(): string[] {
  return (game.users?.filter((u) => u.isGM) ?? []).flatMap((u) => (u.id ? [u.id] : []));
}

/**
 * Whether a user may answer a prompt for an actor (core/card-prompts.ts): a GM for any, a player for
 * one they own. The actor is found by its uuid where this client holds it (a world actor, an
 * unlinked token's own); one it cannot find answers to nobody but a GM.
 */
export function mayAnswerFor(userId: string, actorUuid: string): boolean {
  const user = game.users?.get(userId);
  if (!user) return false;
  if (user.isGM) return true;
  const actor = actorUuid ? fromUuidSync<Actor.Implementation>(actorUuid) : null;
  return actor instanceof Actor && actor.testUserPermission(user, "OWNER");
}

/** Whether a user id is a GM's: a prompt only a GM's client posts is one a GM authored (core/card-prompts.ts). */
export function isGmUser(userId: string): boolean {
  return game.users?.get(userId)?.isGM === true;
}
