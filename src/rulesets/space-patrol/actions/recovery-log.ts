/**
 * The patrolman's service log gains a line for each treatment after the fight (Guide 8.2, 8.3),
 * with the days or hours it took, written in the applying client's language. A figure without a
 * service log (an NPC) keeps none.
 */
import { recoveryLogLine } from "../view/recovery-card";
import { RECOVERY_OUTCOMES, RECOVERY_TREATMENTS, type RecoveryEntry } from "../data/recovery-kinds";

/** The service log's own limits (data/patrolman-schema.ts): terms 1-30, at most 400 lines. */
const MAX_TERM = 30;
const MAX_LOG_LINES = 400;

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
  const log = system.serviceLog as { term: number; text: string }[];
  // the line belongs to the term being served: the log's last term, else the completed terms
  const last = log.at(-1)?.term;
  const term = Math.min(MAX_TERM, Math.max(1, typeof last === "number" ? last : typeof system.terms === "number" ? system.terms : 1));
  const line = recoveryLogLine(recovery);
  if (line.key === "") return;
  const text = game.i18n!.format(line.key, line.data);
  await actor.update({ "system.serviceLog": [...log, { term, text }].slice(-MAX_LOG_LINES) } as never);
}
