/**
 * The facing each GM's client last saw a combatant's token in, so the active GM's client can tell
 * where a token faced before a change: updateToken hands over only the new rotation, and no client
 * but the one that made the change sees the old one in preUpdateToken. A rule set whose records
 * count turns (Space Patrol!'s vehicles, Guide 6.7; StarMarines' hex-side turns, VIII-B) reads it.
 * Every GM's client keeps it, not only the active one, so a GM who becomes the active one already
 * knows the facings. It is noted when the GM's client starts (ready), whenever the combat changes
 * (updateCombat: a new round or phase) and when a combatant joins (`watchFacings`), and each
 * change of rotation replaces it. A token whose facing was never seen (there was no moment to note
 * it) has no previous facing, and the rule set says what that counts as.
 *
 * Kept in the start-up module, not a rule set's table: the facing must be taken at the hook, before
 * a table still loading would let the next change through unseen. Memory only: a GM's client that
 * reloads notes the facings again at ready.
 */
const seen = new Map<string, number>();

/** A rotation as stored: a finite number of degrees, else nothing. */
function degreesOf(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** Notes the facing of every combatant's token in the combat not yet noted. */
export function noteFacings(combat: Combat.Implementation | null | undefined): void {
  for (const c of combat?.combatants ?? []) {
    const id = c.tokenId;
    const rotation = degreesOf(c.token?.rotation);
    if (id && rotation !== undefined && !seen.has(id)) seen.set(id, rotation);
  }
}

/**
 * updateToken: the facing the token had before this change of rotation, or undefined when the
 * change turns nothing or its facing before was never seen; the new facing is noted either way.
 */
export function facingBefore(tokenId: string | null | undefined, changed: object): number | undefined {
  const rotation = degreesOf((changed as { rotation?: unknown }).rotation);
  if (!tokenId || rotation === undefined) return undefined;
  const before = seen.get(tokenId);
  seen.set(tokenId, rotation);
  return before;
}

/** Registers the hooks that note the combatants' facings on a GM's client: at ready, on any change of the combat, when a combatant joins. */
export function watchFacings(): void {
  Hooks.once("ready", () => {
    if (game.user?.isGM) noteFacings(game.combat);
  });
  Hooks.on("updateCombat", (combat) => {
    if (game.user?.isGM) noteFacings(combat);
  });
  Hooks.on("createCombatant", (combatant) => {
    if (game.user?.isGM) noteFacings(combatant.parent);
  });
}
