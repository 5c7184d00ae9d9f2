/**
 * A token's move as the table sees it: the mover's client checks it before it is written
 * (preUpdateToken, which the token stand-in asks as v13 does and a hostile client may skip), v13
 * writes it, then every client sees
 * updateToken with the operation's options: the mover's own, and the active GM's, which keeps the
 * rule sets' records of moves on the Combat. For the checks and records that read a move leg by leg.
 */
import type { Recorded } from "../foundry-stubs";
import type { StandInTokenDocument } from "./canvas";
import { dragLegs, moveLeg } from "./token-movement";
import { expandObject } from "./data-model";
import { pastOwnRefusals, writesSettled } from "./document";

/**
 * The token's update as `mover`'s client makes it: its preUpdateToken hooks asked by the stand-in
 * (past them with `checked` false, a hostile client's), and what was written, a hook's additions
 * included; null when a hook refused it.
 */
async function writeMove(token: StandInTokenDocument, changed: Record<string, unknown>, options: object, checked: boolean): Promise<Record<string, unknown> | null> {
  const write = () => token.update(changed, options);
  if (!(await (checked ? write() : pastOwnRefusals(write)))) return null;
  return token.updates.at(-1) ?? null;
}

/**
 * Moves the token's top-left corner (and elevation) as `mover`, turning it to `rotation` in the same
 * update if given: true when the move is written.
 */
export async function moveAs(stubs: Recorded, token: StandInTokenDocument, mover: string, to: { x: number; y: number; elevation?: number }, { checked = true, rotation }: { checked?: boolean; rotation?: number } = {}): Promise<boolean> {
  stubs.actAs(mover);
  const leg = moveLeg(token.id, to);
  const changed: Record<string, unknown> = { ...leg.changed, ...(rotation === undefined ? {} : { rotation }) };
  const diff = await writeMove(token, changed, leg.options, checked);
  if (!diff) return false;
  await seenByAll(stubs, token, diff, mover, leg.options);
  return true;
}

/**
 * updateToken on the mover's client, then on the active GM's (when the mover is not the GM), and the
 * writes they start. Each client is handed the change as v13 hands it over, expanded: a flag set
 * with a dotted key arrives as nested objects.
 */
export async function seenByAll(stubs: Recorded, token: StandInTokenDocument, changed: object, mover: string, options: object): Promise<void> {
  const diff = expandObject(structuredClone(changed) as Record<string, unknown>);
  stubs.fire.updated(token as never, diff, mover, options);
  if (mover !== "gm") {
    stubs.actAs("gm");
    stubs.fire.updated(token as never, diff, mover, options);
    stubs.actAs(mover);
  }
  // the GM's record may wait on a timer (a query's answer) before it writes, then on the server
  await new Promise((r) => setTimeout(r, 20));
  await writesSettled();
}

/**
 * A drag through the top-left corners as `mover`, one update per waypoint as v13 writes it: each
 * leg checked on the mover's client, written, then seen by every client. Stops at the first leg the
 * check refuses; resolves to the number of legs written.
 */
export async function dragAs(stubs: Recorded, token: StandInTokenDocument, mover: string, corners: readonly { x: number; y: number }[]): Promise<number> {
  let written = 0;
  for (const leg of dragLegs(token.id, corners)) {
    stubs.actAs(mover);
    const diff = await writeMove(token, { ...leg.changed }, leg.options, true);
    if (!diff) break;
    await seenByAll(stubs, token, diff, mover, leg.options);
    written++;
  }
  return written;
}
