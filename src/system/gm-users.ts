/**
 * The world's GM users, by id: whom a GM-only chat message (a request, a prompt the GM answers) is
 * whispered to. One reading for the kit and every rule set, so none whispers to a different set.
 */
export function gmUserIds(): string[] {
  return (game.users?.filter((u) => u.isGM) ?? []).flatMap((u) => (u.id ? [u.id] : []));
}

/** Whether a user id is a GM's: a prompt only a GM's client posts is one a GM authored (core/card-prompts.ts). */
export function isGmUser(userId: string): boolean {
  return game.users?.get(userId)?.isGM === true;
}
