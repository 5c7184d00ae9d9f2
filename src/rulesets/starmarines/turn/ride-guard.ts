/**
 * The transport flags on a soldier's token (turn/aboard.ts: the vehicle it rides in and the turn it
 * boarded, the turn it last stepped out; VIII-G) are its owner's to write, as every flag on a token
 * is. Only a move changes them in play, and a move is judged: by the check before it
 * (turn/move-check.ts) and the GM's audit after it (turn/move-record.ts). A player's change of them
 * that moves nothing was judged by nobody (riding along without boarding, leaving without the cost
 * of stepping out, boarding again in the turn of stepping out): the active GM's client puts the
 * flags back as they were and tells the GM. The GM's own changes stand (SMR-24: the GM may override).
 *
 * The memory and the hooks are the kit's (system/turn/kept-fields.ts); a token it never saw
 * counts as riding nothing, as a token is made.
 */
import { flagRemoval, flagReplacement, readFlag, type TokenFlags } from "../../../system/flags";
import { movesOnBoard } from "../../../system/board";
import { keepTokenField, sameStored } from "../../../system/turn/kept-fields";

/** A token's transport flags, as stored. */
interface Ride {
  readonly aboard: TokenFlags["smrAboard"];
  readonly dismounted: TokenFlags["smrDismounted"];
}

/** The token's transport flags now, copied: the stored object may change under the memory. */
function rideOf(token: TokenDocument.Implementation): Ride {
  const aboard = readFlag(token, "Token", "smrAboard");
  return { aboard: aboard === undefined ? undefined : structuredClone(aboard), dismounted: readFlag(token, "Token", "smrDismounted") };
}

/** The update that writes each flag back as it was: the whole object ("=="), or none ("-="). */
function putBack(now: Ride, before: Ride): Record<string, unknown> {
  const change: Record<string, unknown> = {};
  if (!sameStored(now.aboard, before.aboard)) Object.assign(change, before.aboard === undefined ? flagRemoval("Token", "smrAboard") : flagReplacement("Token", "smrAboard", before.aboard));
  if (!sameStored(now.dismounted, before.dismounted)) Object.assign(change, before.dismounted === undefined ? flagRemoval("Token", "smrDismounted") : flagReplacement("Token", "smrDismounted", before.dismounted));
  return change;
}

/**
 * Registers the ride as a field the GM keeps; during init. A player's change of it that moves the
 * token stands: the audit judges that move (turn/move-record.ts). One that moves nothing is put back.
 */
export function watchRides(): void {
  keepTokenField<Ride>({
    what: "a soldier's ride",
    read: rideOf,
    unseen: { aboard: undefined, dismounted: undefined },
    stands: (_token, changed) => movesOnBoard(changed),
    putBack,
    keptNotice: "STARSKIRMISH.StarMarines.Transport.forged",
  });
}
