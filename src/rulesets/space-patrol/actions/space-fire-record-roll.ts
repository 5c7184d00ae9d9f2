/**
 * A recorded space fire rolled on the GM's client (Guide 7.8, 7.9): the record's slots give the
 * dice they kept, and whatever a slot asks beyond them is rolled as real Rolls (rollInSlots) and
 * kept in the slot. Used when the fire is first made and when a Tactics spend re-resolves it (7.3):
 * one target's new hit takes new dice of its own. Also the card it is drawn as, and the ships Apply
 * lands on.
 */
import { rollInSlots } from "../../../system/real-dice";
import type { CardTarget } from "../../../system/cards/post-card";
import type { SpaceFireResult } from "../rules";
import type { SP_SPACE_FIRE_CARD } from "../cards/space";
import type { SpaceFireRecord } from "../cards/space-fire-record";
import { resolveRecordedSpaceFire, spaceFireCardFromRecord } from "../view/space-fire-record-card";
import { spaceFireCardResults } from "../view/space-fire-card";

/** The fire worked out, the slots' faces after it, and the Rolls made for it; null when the record does not read. */
export async function rollRecordedSpaceFire(record: SpaceFireRecord): Promise<{ result: SpaceFireResult; slots: Record<string, number[]>; rolls: Roll[] } | null> {
  const { result, slots, rolls } = await rollInSlots(record.slots, (slot) => resolveRecordedSpaceFire(record, slot));
  return result ? { result, slots, rolls } : null;
}

/** The card's context, and each ship hit with what Apply lands (7.12). */
export function spaceFireCardDrawn(record: SpaceFireRecord, result: SpaceFireResult, sides: readonly string[]): { context: ReturnType<typeof spaceFireCardFromRecord>; targets: CardTarget<typeof SP_SPACE_FIRE_CARD>[] } {
  const context = spaceFireCardFromRecord(record, result, sides);
  const targets = spaceFireCardResults(context).map((t) => ({ ...t, actorUuid: record.targets.find((r) => r.key === t.key)?.actorUuid ?? "" }));
  return { context, targets };
}
