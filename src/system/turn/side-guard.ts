/**
 * A token's side is its disposition: every rule set reads it for whose phase it is (the movement
 * phases, the side turns), the initiative seats, friend and foe (overwatch, overrun, hand to hand,
 * the Starship Marine sides) and who may read a secret marker. v13 lets a token's owner write its
 * disposition as they write any other field of it, so a player could turn their unit to the other side
 * in the middle of a battle: move in that side's phase, slip the checks of friend and foe, read the
 * other side's secret markers. During a battle the sides are the GM's to set, so the active GM's
 * client writes a player's change of a combatant's side back and tells the GM; the GM's own changes
 * stand.
 *
 * Each GM's client remembers the sides as it last saw them, not only the active one, so a GM who
 * becomes the active one knows them: every scene's tokens at ready, each token as it is made, the
 * token of each combatant as it joins (a scene brought in after ready makes no createToken), and
 * each change that stands. Kept in the start-up module, for every rule set at once, and not in a
 * rule set's table: the side before a change must be kept at the hook, before a table still loading
 * would let the next change through unseen (as the facings are, system/turn/facing-memory.ts).
 * Memory only: a GM's client that reloads notes the sides again at ready.
 */
import { warn } from "../notify";

type Disposition = TokenDocument.Implementation["disposition"];

const seen = new Map<string, Disposition>();

function note(token: TokenDocument.Implementation | null | undefined): void {
  if (token?.id) seen.set(token.id, token.disposition);
}

/**
 * Whether the token fights in a battle: a combatant of any combat, its own token on its own scene
 * (v13's Combatant#token is the document on the combatant's scene, the same object the hook hands
 * over). Only then is the side guarded: outside a battle nobody's phase, foe or seat hangs on it,
 * and a player may set their own token as they like (a scout who turns out to be a traitor, a
 * neutral bystander made a friend before the fight).
 */
function inBattle(token: TokenDocument.Implementation): boolean {
  for (const combat of game.combats ?? []) {
    if (combat.combatants.some((c) => c.tokenId === token.id && c.token === token)) return true;
  }
  return false;
}

/**
 * updateToken, on each GM's client: a change of side that stands is noted. A non-GM user's change of
 * a combatant's side is not: the memory keeps the side as it was, and the active GM's client writes it
 * back and tells the GM once. A side never seen (no moment came to note it) cannot be put back, and
 * the change is noted as it stands.
 */
export function guardSide(token: TokenDocument.Implementation, changed: object, userId: string): void {
  if (!game.user?.isGM || !token.id || !("disposition" in changed)) return;
  const before = seen.get(token.id);
  const byPlayer = game.users?.get(userId)?.isGM === false;
  if (!byPlayer || before === undefined || before === token.disposition || !inBattle(token)) {
    seen.set(token.id, token.disposition);
    return;
  }
  // the active GM's write comes back to every GM's client as a change of the GM's own, noted then
  if (!game.user.isActiveGM) return;
  void token.update({ disposition: before }).catch((err: unknown) => console.error("Star Skirmish: a token's side could not be put back", err));
  warn("STARSKIRMISH.Turn.sideKept", { user: game.users?.get(userId)?.name ?? "", token: token.name ?? "" });
}

/**
 * preUpdateToken, on the client making the change: a player's own client refuses their change of a
 * combatant's side before it is written, and says why. An honest client never writes it, so the
 * other clients never see the wrong side for a moment; a hostile one may skip this, and the GM's
 * client puts the side back (guardSide).
 */
export function refuseSide(token: TokenDocument.Implementation, changed: object): boolean {
  if (game.user?.isGM !== false || !("disposition" in changed)) return true;
  if ((changed as { disposition?: unknown }).disposition === token.disposition || !inBattle(token)) return true;
  warn("STARSKIRMISH.Turn.sideRefused", { token: token.name ?? "" });
  return false;
}

/** Registers, on every GM's client, the hooks that note the tokens' sides and guard them in a battle; on a player's, the refusal of the player's own change. */
export function watchSides(): void {
  Hooks.on("preUpdateToken", (token, changed) => refuseSide(token, changed));
  Hooks.once("ready", () => {
    if (game.user?.isGM) for (const scene of game.scenes ?? []) for (const token of scene.tokens) note(token);
  });
  Hooks.on("createToken", (token) => {
    if (game.user?.isGM) note(token);
  });
  // a combatant's token not yet seen; one seen keeps its memory, which may be a side being put back
  Hooks.on("createCombatant", (combatant) => {
    if (game.user?.isGM && combatant.tokenId && !seen.has(combatant.tokenId)) note(combatant.token);
  });
  Hooks.on("updateToken", (token, changed, _options, userId) => guardSide(token, changed, userId));
}
