/**
 * A token's side is its disposition: every rule set reads it for whose phase it is (the movement
 * phases, the side turns), the initiative seats, friend and foe (overwatch, overrun, hand to hand,
 * the Starship Marine sides) and who may read a secret marker. v13 lets a token's owner write its
 * disposition as they write any other field of it, so a player could turn their unit to the other side
 * in the middle of a battle: move in that side's phase, slip the checks of friend and foe, read the
 * other side's secret markers. During a battle the sides are the GM's to set: a player's own client
 * refuses their change of a combatant's side, and the active GM's client writes back one that was
 * written anyway and tells the GM; the GM's own changes stand. The memory and the hooks are the
 * kit's (kept-fields.ts), registered for every rule set at once.
 */
import { keepTokenField } from "./kept-fields";

type Disposition = TokenDocument.Implementation["disposition"];

/**
 * Whether the token fights in a battle: a combatant of any combat, its own token on its own scene
 * (v13's Combatant#token is the document on the combatant's scene, the same object the hook hands
 * over). Only then is the side guarded: outside a battle nobody's phase, foe or seat hangs on it,
 * and a player may set their own token as they like (a scout who turns out to be a traitor, a
 * neutral bystander made a friend before the fight).
 */
export function inBattle(token: TokenDocument.Implementation): boolean {
  for (const combat of game.combats ?? []) {
    if (combat.combatants.some((c) => c.tokenId === token.id && c.token === token)) return true;
  }
  return false;
}

/** Registers the side as a field the GM keeps in a battle; during init, in every world. */
export function watchSides(): void {
  keepTokenField<Disposition>({
    what: "a token's side",
    read: (token) => token.disposition,
    stands: (token) => !inBattle(token),
    putBack: (_now, before) => ({ disposition: before }),
    keptNotice: "STARSKIRMISH.Turn.sideKept",
    refusal: (token, changed) => ("disposition" in changed && changed.disposition !== token.disposition && inBattle(token) ? "STARSKIRMISH.Turn.sideRefused" : null),
  });
}
