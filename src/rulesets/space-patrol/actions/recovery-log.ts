/**
 * The patrolman's service log gains a line for each treatment after the fight (Guide 8.2-8.6): an
 * event (data/service-log.ts) holding the treatment, how it ended and the days or hours it took,
 * which each reader's sheet says in their own language. A figure without a service log (an NPC)
 * keeps none. A line the log cannot take is never lost unsaid: the user applying the result is told
 * when the full log gave up its oldest treatment lines for it, or could not take it at all.
 */
import { RECOVERY_OUTCOMES, RECOVERY_TREATMENTS, type RecoveryEntry } from "../data/recovery-kinds";
import { MAX_LOG_LINES, withRecoveryLine, type RecoveryLineResult } from "../data/service-log";
import { warn, warnCounted } from "../../../system/notify";

function isRecovery(v: unknown): v is RecoveryEntry {
  if (typeof v !== "object" || v === null) return false;
  const r = v as Record<string, unknown>;
  const count = (n: unknown) => typeof n === "number" && Number.isInteger(n) && n >= 0;
  return (RECOVERY_TREATMENTS as readonly unknown[]).includes(r.treatment) && (RECOVERY_OUTCOMES as readonly unknown[]).includes(r.outcome) && count(r.days) && count(r.hours);
}

export async function appendRecoveryLog(actor: Actor.Implementation, recovery: unknown): Promise<void> {
  if (!isRecovery(recovery)) return;
  const system = actor.system as { serviceLog?: unknown; terms?: unknown };
  if (!Array.isArray(system.serviceLog)) return;
  const name = actor.name ?? "";
  let added: RecoveryLineResult;
  try {
    added = withRecoveryLine(system.serviceLog as unknown[], system.terms, recovery);
  } catch (err) {
    // a treatment the log cannot hold (an ending the treatment never has, days past its bound)
    if (!(err instanceof RangeError)) throw err;
    return warn("STARSKIRMISH.SpacePatrol.Recovery.logUnrecordable", { name });
  }
  // the data model's bound (MAX_LOG_LINES): the user hears what the log gave up, or that it took nothing
  if (added.kind === "full") return warnCounted("STARSKIRMISH.SpacePatrol.Recovery.logFull", MAX_LOG_LINES, { name });
  await actor.update({ "system.serviceLog": added.log } as never);
  if (added.kind === "droppedOldest") warnCounted("STARSKIRMISH.SpacePatrol.Recovery.logDroppedOldest", added.dropped, { name, lines: MAX_LOG_LINES });
}
