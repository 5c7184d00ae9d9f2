/**
 * The rotation each token stood at before its latest update, on every GM's client, so the active
 * GM's record of a move counts the turns from where the token really faced: updateToken hands over
 * the document already changed, and no client but the one that made the change sees the old one in
 * preUpdateToken. A rule set whose records count turns (Space Patrol!'s vehicles, Guide 6.7;
 * StarMarines' hex-side turns, VIII-B, SMR-11) reads it. Every GM's client keeps it, not only the
 * active one, so a GM who becomes the active one already knows the facings. It notes every token's
 * rotation when the client starts (ready: each scene's tokens, not only the combat in view), as a
 * token is made, as a scene is brought in after ready or replaced by an adventure imported again
 * (neither fires createToken; scene-arrival.ts), as a combatant joins or the combat changes,
 * before each of the GM's own updates (preUpdateToken, which fires only on the client making the
 * change, and there sees the document as it stands) and after every update it sees. So a token's first update after the GM
 * loaded, or after it was placed mid-battle, is judged from the rotation it stood at, not from the
 * one it was just given. A deleted token is forgotten.
 *
 * Kept in the start-up module, not a rule set's table: the rotation must be taken at the hook,
 * before a table still loading would let the next change through unseen. Memory only: a GM's
 * client that reloads notes them again at ready.
 */
import { onSceneTokensArrive } from "./scene-arrival";

const seen = new Map<string, number>();

/** A rotation as stored: a finite number of degrees, else nothing. */
function degreesOf(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** How the memory names a token: by uuid, since a token's id is unique only within its scene (a duplicated scene's tokens keep theirs). */
function keyOf(token: TokenDocument.Implementation | null | undefined): string | null {
  return token?.id ? token.uuid : null;
}

/** Notes the token's rotation as its document holds it now. */
function note(token: TokenDocument.Implementation | null | undefined): void {
  const key = keyOf(token);
  const rotation = degreesOf(token?.rotation);
  if (key && rotation !== undefined) seen.set(key, rotation);
}

/** Notes every combatant's token the memory does not hold yet (one it holds is already current). */
function noteCombat(combat: Combat.Implementation | null | undefined): void {
  for (const c of combat?.combatants ?? []) {
    const key = keyOf(c.token);
    if (key && !seen.has(key)) note(c.token);
  }
}

/**
 * updateToken, on a GM's client: the rotation the token stood at before this update when the update
 * turns it, else undefined (also when no moment came to note it); the rotation it stands at now is
 * noted either way, for the next update.
 */
export function facingBefore(token: TokenDocument.Implementation, changed: object): number | undefined {
  const turnedTo = degreesOf((changed as { rotation?: unknown }).rotation);
  const key = keyOf(token);
  const before = key ? seen.get(key) : undefined;
  // the rotation the change wrote, which the document already holds; the document's where none
  if (key && turnedTo !== undefined) seen.set(key, turnedTo);
  else note(token);
  return turnedTo !== undefined ? before : undefined;
}

/** Registers the hooks that note the tokens' rotations on each GM's client; during init. */
export function watchFacings(): void {
  const gm = () => game.user?.isGM === true;
  Hooks.once("ready", () => {
    if (!gm()) return;
    for (const scene of game.scenes ?? []) for (const token of scene.tokens) note(token);
    // and the combat's own, whichever scene holds them
    noteCombat(game.combat);
  });
  Hooks.on("createToken", (token) => {
    if (gm()) note(token);
  });
  onSceneTokensArrive(note);
  Hooks.on("createCombatant", (combatant) => {
    if (gm()) noteCombat(combatant.parent);
  });
  Hooks.on("updateCombat", (combat) => {
    if (gm()) noteCombat(combat);
  });
  // the GM's own change: this client sees the document before it is written (a later hook that
  // refuses the change leaves the rotation as noted, which is still the token's)
  Hooks.on("preUpdateToken", (token) => {
    if (gm()) note(token);
    return true;
  });
  Hooks.on("deleteToken", (token) => {
    const key = keyOf(token);
    if (key) seen.delete(key);
  });
}
