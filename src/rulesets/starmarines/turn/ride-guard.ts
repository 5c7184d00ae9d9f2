/**
 * The transport flags on a soldier's token (turn/aboard.ts: the vehicle it rides in and the turn it
 * boarded, the turn it last stepped out; VIII-G) are its owner's to write, as every flag on a token
 * is. Only a move changes them in play, and a move is judged: by the check before it
 * (turn/move-check.ts) and the GM's audit after it (turn/move-record.ts). A player's change of them
 * that moves nothing was judged by nobody (riding along without boarding, leaving without the cost
 * of stepping out, boarding again in the turn of stepping out): the active GM's client puts the
 * flags back as they were and tells the GM. The GM's own changes stand (SMR-24: the GM may override).
 *
 * Each GM's client remembers the flags as it last saw them, not only the active one, so a GM who
 * becomes the active one knows them: every scene's tokens at ready, each token as it is made, and
 * each change that stands. A token never seen counts as riding nothing, as a token is made. Kept in
 * the start-up module, not the rule set's table: the flags before a change must be taken at the hook,
 * before a table still loading would let the next change through unseen (as the facings are,
 * system/turn/facing-memory.ts). Memory only: a GM's client that reloads notes them again at ready.
 */
import { flagRemoval, flagReplacement, readFlag, type TokenFlags } from "../../../system/flags";
import { movesOnBoard } from "../../../system/board";
import { warn } from "../../../system/notify";

/** A token's transport flags, as stored. */
interface Ride {
  readonly aboard: TokenFlags["smrAboard"];
  readonly dismounted: TokenFlags["smrDismounted"];
}

const seen = new Map<string, Ride>();

/** The token's transport flags now, copied: the stored object may change under the memory. */
function rideOf(token: TokenDocument.Implementation): Ride {
  const aboard = readFlag(token, "Token", "smrAboard");
  return { aboard: aboard === undefined ? undefined : structuredClone(aboard), dismounted: readFlag(token, "Token", "smrDismounted") };
}

/** Stored data compared as stored: the same JSON is the same value. */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function note(token: TokenDocument.Implementation): void {
  if (token.id) seen.set(token.id, rideOf(token));
}

/** Registers the hooks that note the tokens' rides on a GM's client: at ready, and when a token is made. */
export function watchRides(): void {
  Hooks.once("ready", () => {
    if (game.user?.isGM) for (const scene of game.scenes ?? []) for (const token of scene.tokens) note(token);
  });
  Hooks.on("createToken", (token) => {
    if (game.user?.isGM) note(token);
  });
}

/** The update that writes each flag back as it was: the whole object ("=="), or none ("-="). */
function putBack(now: Ride, before: Ride): Record<string, unknown> {
  const change: Record<string, unknown> = {};
  if (!same(now.aboard, before.aboard)) Object.assign(change, before.aboard === undefined ? flagRemoval("Token", "smrAboard") : flagReplacement("Token", "smrAboard", before.aboard));
  if (!same(now.dismounted, before.dismounted)) Object.assign(change, before.dismounted === undefined ? flagRemoval("Token", "smrDismounted") : flagReplacement("Token", "smrDismounted", before.dismounted));
  return change;
}

/**
 * updateToken, on each GM's client: notes the token's transport flags; a non-GM user's change of them
 * that moved nothing is not noted, and the active GM's client writes them back as they were and tells
 * the GM once. A change that moves the token stands: the audit judges that move (turn/move-record.ts).
 */
export function guardRide(token: TokenDocument.Implementation, changed: object, userId: string): void {
  if (!game.user?.isGM || !token.id) return;
  const now = rideOf(token);
  const before = seen.get(token.id) ?? { aboard: undefined, dismounted: undefined };
  const byPlayer = game.users?.get(userId)?.isGM === false;
  if (!byPlayer || movesOnBoard(changed) || (same(now.aboard, before.aboard) && same(now.dismounted, before.dismounted))) {
    seen.set(token.id, now);
    return;
  }
  // the memory keeps the flags as they were; the active GM's write of them comes back to every GM's
  // client as a change of the GM's own, and is noted then
  if (!game.user.isActiveGM) return;
  void token.update(putBack(now, before)).catch((err: unknown) => console.error("Star Skirmish: a soldier's ride could not be put back", err));
  warn("STARSKIRMISH.StarMarines.Transport.forged", { user: game.users?.get(userId)?.name ?? "", unit: token.name ?? "" });
}
