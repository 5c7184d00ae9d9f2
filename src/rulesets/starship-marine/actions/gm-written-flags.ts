/**
 * Two flags on a Starship Marine token that only the GM's client writes, each from a request it
 * judged on the board: the casualties a figure carries (3.17, actions/casevac.ts) and the Marine
 * who holds a combat robot under Direct Control, with what the robot's player held before (2.3,
 * actions/direct-control.ts). v13 lets a token's owner write any flag of it, and each is read as
 * the GM's word: a carrier's list names the token put down beside it and shown (an enemy hidden
 * anywhere on the deck, named by its id), and a robot's record names the ownership given back when
 * its Marine lets go (a player owns the robot while holding it, and could write themself its
 * owner for good, or clear the record and never let go). So every change of them by a player is
 * put back by the active GM's client, and the GM told; nothing a player does in play writes them.
 * The memory and the hooks are the kit's (system/turn/kept-fields.ts, through gm-token-flags.ts).
 */
import { keepGmTokenFlag } from "../../../system/turn/gm-token-flags";

/** Registers both flags as kept by the GM; during init. */
export function keepGmWrittenFlags(): void {
  // only the GM's client ever writes them, so a token it never saw carries none
  keepGmTokenFlag("ssmCarrying", { what: "a figure's carried casualties", keptNotice: "STARSKIRMISH.StarshipMarine.CasEvac.forged", unseenAsNone: true });
  keepGmTokenFlag("ssmDirectControl", { what: "a robot's Direct Control", keptNotice: "STARSKIRMISH.StarshipMarine.DirectControl.forged", unseenAsNone: true });
}
