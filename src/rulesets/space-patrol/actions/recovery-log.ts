/**
 * The patrolman's service log gains a line for each treatment after the fight (Guide 8.2-8.6): an
 * event (data/service-log.ts) holding the treatment, how it ended and the days or hours it took,
 * which each reader's sheet says in their own language. A figure without a service log (an NPC)
 * keeps none.
 */
import { RECOVERY_OUTCOMES, RECOVERY_TREATMENTS, type RecoveryEntry } from "../data/recovery-kinds";
import { withRecoveryLine } from "../data/service-log";

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
  let log: unknown[];
  try {
    log = withRecoveryLine(system.serviceLog as unknown[], system.terms, recovery);
  } catch (err) {
    // a treatment the log cannot hold (an ending the treatment never has) is not written at all
    if (err instanceof RangeError) return;
    throw err;
  }
  await actor.update({ "system.serviceLog": log } as never);
}
