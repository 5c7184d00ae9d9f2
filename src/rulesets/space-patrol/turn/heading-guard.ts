/**
 * A ship's heading on a space scene (Guide 7.1; turn/space-heading.ts) is the bearing of its last
 * move, written with the move by the mover's client. v13 lets a token's owner write any flag of it,
 * so a player could turn their ship by writing the heading alone, or write one the move did not
 * make. A player's change of it stands only with a move of the token whose bearing, from where the
 * token stood, is the heading written: their own client refuses any other, and the active GM's
 * client puts back one written anyway and tells the GM. The GM's changes stand. Outside a space
 * scene nothing reads the heading, and a change of it stands.
 *
 * The memory and the hooks are the kit's (system/turn/kept-fields.ts); the memory keeps where the
 * token stood with its heading, so a move's bearing is measured from the position the GM's client
 * last saw. A token it never saw has no such position: its change stands, and is noted.
 */
import { flagRemoval, flagUpdate, readFlag, type TokenFlags } from "../../../system/flags";
import { movedTo, movesOnBoard } from "../../../system/board";
import { keepTokenField, sameStored } from "../../../system/turn/kept-fields";
import { flagAfter } from "../../../system/turn/gm-token-flags";
import { headingDegrees } from "../view/space-heading";
import { isSpaceScene } from "./space-scene";

type Token = TokenDocument.Implementation;

/** The heading as stored (null when none) and the top-left corner it was seen with. */
interface KeptHeading {
  readonly heading: TokenFlags["spHeading"] | null;
  readonly x: number;
  readonly y: number;
}

const storedHeading = (token: Token): TokenFlags["spHeading"] | null => readFlag(token, "Token", "spHeading") ?? null;

/**
 * Whether `heading` is the bearing of a move in `changed` from `from`, as the mover's client records
 * it (turn/space-heading.ts recordHeading): a heading with no move, or another bearing, is not.
 */
function isBearingOfMove(heading: unknown, from: { readonly x: number; readonly y: number }, to: { readonly x: number; readonly y: number }, changed: Record<string, unknown>): boolean {
  return movesOnBoard(changed) && heading !== null && heading === headingDegrees(from, to);
}

/**
 * The player's own client, before the change is written. The heading the move's own hook folds in
 * (ruleset.ts) is the bearing from where the token stands, so the honest move passes whether that
 * hook has run yet (the heading is then here, and is the bearing) or not (the heading is untouched).
 */
function refusal(token: Token, changed: Record<string, unknown>): string | null {
  if (!isSpaceScene(token.parent)) return null;
  const after = flagAfter(changed, "spHeading");
  if (after === undefined || sameStored(after.value, storedHeading(token))) return null;
  return isBearingOfMove(after.value, token, movedTo(token, changed), changed) ? null : "STARSKIRMISH.SpacePatrol.Space.headingRefused";
}

/** Registers the heading as a field the GM keeps on space scenes; during init (Guide 7.1). */
export function watchHeadings(): void {
  keepTokenField<KeptHeading>({
    what: "a ship's heading in space",
    read: (token) => ({ heading: storedHeading(token), x: token.x, y: token.y }),
    stands: (token, changed, before) => {
      const heading = storedHeading(token);
      return !isSpaceScene(token.parent) || sameStored(heading, before.heading) || isBearingOfMove(heading, before, token, changed);
    },
    // the heading alone: the move itself is the move checks' and audits' to judge (turn/space-movement.ts)
    putBack: (_now, before) => (before.heading === null ? flagRemoval("Token", "spHeading") : flagUpdate("Token", { spHeading: before.heading })),
    keptNotice: "STARSKIRMISH.SpacePatrol.Space.headingKept",
    refusal,
  });
}
