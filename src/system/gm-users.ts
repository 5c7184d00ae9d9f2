/**
 * The world's GM users, by id: whom a GM-only chat message (a request, a prompt the GM answers) is
 * whispered to. One reading for the kit and every rule set, so none whispers to a different set.
 */
export function gmUserIds(): string[] {
  return (game.users?.filter((u) => u.isGM) ?? []).flatMap((u) => (u.id ? [u.id] : []));
}
