/**
 * A token's combatant: the one way every rule set finds which combatant of a combat stands for a
 * token on the board (the records of its moves, its squad, its side's turn, whether it fights in
 * the battle at all). v13 keeps the token's id on the combatant (Combatant#tokenId), so the match
 * is by that id on the combat given, the running one unless another is named.
 *
 * The match does not look at the scene: no caller did when each rule set kept its own copy, and a
 * caller that needs the token on the combat's scene checks that itself (Space Patrol's ship moves,
 * turn/space-movement.ts). A token or id with no id yet (a document not written to the world)
 * matches nothing, rather than a combatant that has no token.
 */

/** What names a token: its document, its placeable on the canvas, or its id. */
export type TokenRef = TokenDocument.Implementation | foundry.canvas.placeables.Token.Implementation | string;

/** The token's id, whichever way it was named; null when it has none. */
function idOf(token: TokenRef | null | undefined): string | null {
  if (typeof token === "string") return token;
  if (!token) return null;
  // a placeable's id is its document's (v13 PlaceableObject#id); read the document's to say so plainly
  const doc = "document" in token ? token.document : token;
  return doc.id ?? null;
}

/**
 * The combatant on `combat` whose token is this one; null when the token (or id) is none, when there
 * is no combat, or when no combatant stands for it. Leaving `combat` out (or passing undefined)
 * means the running combat (game.combat); pass null for "no combat".
 */
export function combatantOf(token: TokenRef | null | undefined, combat: Combat.Implementation | null | undefined = game.combat): Combatant.Implementation | null {
  const id = idOf(token);
  if (!id || !combat) return null;
  return combat.combatants.find((c) => c.tokenId === id) ?? null;
}

/**
 * Whether the actor is a combatant's in any combat of the world, running or not: a kept field of an
 * actor (turn/kept-fields.ts) is the GM's from the moment a combat holds it. An unlinked token's
 * combatant has that token's own actor (v13 Combatant#actor), the object the actor hooks hand over.
 */
export function actorInAnyCombat(actor: Actor.Implementation): boolean {
  for (const combat of game.combats ?? []) if (combat.combatants.some((c) => c.actor === actor)) return true;
  return false;
}
