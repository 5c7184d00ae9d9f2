/**
 * What a formation drop writes on each token it makes, kept for the GM in play: the formation it was
 * placed with (`formation`, its UUID), the member of that formation it stands for (`member`) and its
 * chain of command (`unit`, unit-flags.ts). The GM's formation sheet finds the formation's tokens by
 * the first to select them, recall them or add them to the combat (formation-tokens.ts), counts
 * each member's figures on the scene by the second (formation-sheet.ts), and makes the combat
 * tracker's groups from the third (combat-groups.ts). v13 lets a token's owner write any flag of it,
 * so a player could slip their figure out of a formation the GM recalls, into one the GM selects, or
 * into another unit's group, by rewriting them.
 *
 * Nothing writes them in an update: the drop gives them in each token's creation data
 * (place-formation.ts figureToken), and creation is not an update, so a player's own drop is
 * untouched. A player's change of one therefore never stands: their own client refuses it with a
 * notice, and the active GM's client writes back one written anyway and tells the GM. The GM's own
 * changes stand (the kit lets every GM's write through). The memory and the hooks are the kit's
 * (system/turn/kept-fields.ts, through gm-token-flags.ts); each flag is its own field, with its own
 * notices.
 */
import { keepGmTokenFlag } from "../turn/gm-token-flags";

/** Registers the drop's three flags as fields the GM keeps; during init, in every world (every rule set drops formations). */
export function keepFormationFlags(): void {
  // no unseenAsNone: a token is made with its flags, so one the GM's client never saw may have had
  // any; counting it as none would wipe a real one, so such a change is noted as it stands
  keepGmTokenFlag("formation", { what: "a token's formation", keptNotice: "STARSKIRMISH.Formation.formationKept", refusedNotice: "STARSKIRMISH.Formation.formationRefused" });
  keepGmTokenFlag("member", { what: "a token's formation member", keptNotice: "STARSKIRMISH.Formation.memberKept", refusedNotice: "STARSKIRMISH.Formation.memberRefused" });
  keepGmTokenFlag("unit", { what: "a token's chain of command", keptNotice: "STARSKIRMISH.Formation.unitKept", refusedNotice: "STARSKIRMISH.Formation.unitRefused" });
}
