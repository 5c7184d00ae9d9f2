/**
 * The records on a team that say when the GM's tracker takes its kept markers off (rules/markers.ts)
 * or how its rout goes on: the end of its suppression (system.suppressedUntil, Striker 8.C.4.a), where
 * it last fired (the strFiredAt flag; Fired lasts through the next fire phase, 7.A.4) and where it
 * routed (the strRoutedAt flag; it sits its next movement phase out, 8.C.4.b). v13 lets a team's
 * owner write them, and the GM's own client acts on them: an end of suppression written for an
 * earlier step would have the tracker take Suppressed off at the next, which the owner may not do by
 * hand in a battle. So while the team is a combatant of any combat the end of suppression and the
 * place of the rout are the GM's alone (the morale card's Apply writes them, the tracker clears the
 * first, both on the GM's client), and where the team fired its owner may write only as where the
 * tracked turn stands now, which is what its fire writes (actions/fired-marker.ts). A player's own
 * client refuses any other change, and the active GM's client writes back one written anyway and
 * tells the GM. Outside a battle, and for the GM, any change stands. The memory and hooks are the
 * kit's (system/turn/kept-fields.ts), registered at init from ruleset.ts.
 */
import { SYSTEM_ID } from "../../../system/constants";
import { flagRemoval, flagReplacement, readFlag } from "../../../system/flags";
import { actorInAnyCombat } from "../../../system/turn/combatant-of";
import { keepActorField } from "../../../system/turn/kept-fields";
import { TeamData } from "../models/team-model";
import type { StoredEnd } from "../rules/turn-expiry";
import { firedAtOf, trackedStrikerPosition } from "./fired-at";

/** The three records as the team holds them; a flag it lacks is null. */
interface TeamEnds {
  readonly suppressedUntil: StoredEnd;
  readonly routedAt: StoredEnd | null;
  readonly firedAt: StoredEnd | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A stored end copied (the stored one may change under the kit's memory), or null. */
function copied(end: StoredEnd | null | undefined): StoredEnd | null {
  return end ? { turn: end.turn, phase: end.phase, step: end.step } : null;
}

function sameEnd(a: StoredEnd | null, b: StoredEnd | null): boolean {
  if (a === null || b === null) return a === b;
  return a.turn === b.turn && a.phase === b.phase && a.step === b.step;
}

/** The team's records; undefined for an actor that is no team. */
function teamEnds(actor: Actor.Implementation): TeamEnds | undefined {
  const system = actor.system;
  if (!(system instanceof TeamData)) return undefined;
  return {
    suppressedUntil: copied(system.suppressedUntil)!,
    routedAt: copied(readFlag(actor, "Actor", "strRoutedAt")),
    firedAt: copied(readFlag(actor, "Actor", "strFiredAt")),
  };
}

/** Whether `now` differs from `before` only as the owner may make it in a battle: a fire recorded where the turn stands. */
function ownersChange(before: TeamEnds, now: TeamEnds): boolean {
  if (!sameEnd(before.suppressedUntil, now.suppressedUntil) || !sameEnd(before.routedAt, now.routedAt)) return false;
  return sameEnd(before.firedAt, now.firedAt) || sameEnd(now.firedAt, firedAtOf(trackedStrikerPosition()));
}

/** The update that writes the records of `before` back where `now` differs. */
function putBack(now: TeamEnds, before: TeamEnds): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!sameEnd(now.suppressedUntil, before.suppressedUntil)) out["system.suppressedUntil"] = { ...before.suppressedUntil };
  for (const [key, was, is] of [["strRoutedAt", before.routedAt, now.routedAt], ["strFiredAt", before.firedAt, now.firedAt]] as const) {
    if (sameEnd(was, is)) continue;
    Object.assign(out, was ? flagReplacement("Actor", key, { ...was }) : flagRemoval("Actor", key));
  }
  return out;
}

/**
 * The records an update would leave, on the client about to write it: `changed` as v13 hands the
 * hook (expanded; dotted keys are expanded here all the same), each part it names replacing the
 * stored one, a part it removes (a "-=" key, or the system's flags wholly) read as none.
 */
function endsAfter(ends: TeamEnds, changed: Record<string, unknown>): TeamEnds {
  const expanded: unknown = foundry.utils.expandObject(changed);
  const root = isRecord(expanded) ? expanded : {};
  const system = isRecord(root.system) ? root.system : {};
  const until = isRecord(system.suppressedUntil) ? (system.suppressedUntil as Partial<StoredEnd>) : {};
  const flags = isRecord(root.flags) ? root.flags : {};
  const scopeGone = `-=${SYSTEM_ID}` in flags || `==${SYSTEM_ID}` in flags;
  const scope = isRecord(flags[SYSTEM_ID]) ? flags[SYSTEM_ID] : {};
  const flagAfter = (key: "strRoutedAt" | "strFiredAt", was: StoredEnd | null): StoredEnd | null => {
    if (`-=${key}` in scope) return null;
    const given: unknown = scope[`==${key}`] ?? scope[key];
    if (isRecord(given)) return { ...(was ?? { turn: 0, phase: "", step: "" }), ...(given as Partial<StoredEnd>) };
    if (given === null || scopeGone) return null;
    return was;
  };
  return {
    suppressedUntil: { ...ends.suppressedUntil, ...until },
    routedAt: flagAfter("strRoutedAt", ends.routedAt),
    firedAt: flagAfter("strFiredAt", ends.firedAt),
  };
}

/** Registers a team's suppression end, rout and fire records as the GM's in a battle; during init. */
export function keepTeamMarkerEnds(): void {
  keepActorField<TeamEnds | undefined>({
    what: "a Striker team's suppression, rout and fire records",
    read: teamEnds,
    stands: (actor, _changed, before) => {
      const now = teamEnds(actor);
      return !now || !before || !actorInAnyCombat(actor) || ownersChange(before, now);
    },
    putBack: (now, before) => (now && before ? putBack(now, before) : {}),
    keptNotice: "STARSKIRMISH.Striker.Kept.endsKept",
    refusal: (actor, changed) => {
      const now = teamEnds(actor);
      if (!now || !actorInAnyCombat(actor)) return null;
      return ownersChange(now, endsAfter(now, changed)) ? null : "STARSKIRMISH.Striker.Kept.endsRefused";
    },
  });
}
