/**
 * A StarMarines morale check as its dialog reads it and its card shows it (IX-D, SMR-13). Pure.
 */
import { brokenCheckOutcome, type MoraleCase, type MoraleResult } from "../rules/morale";
import { SMR_MARKER } from "../rules/markers";
import type { Experience } from "../rules/experience";
import { signed } from "../../../core/signed";
import type { Surroundings } from "../rules/morale-surroundings";


/**
 * The dialog, its boxes ticked as the board shows the unit's surroundings (actions/morale-board.ts),
 * or none when its unit stands on no hex: the owner may untick what the board gives, and the GM's
 * client holds a claim of more to the board (actions/morale-confirm.ts).
 */
export function moraleDialogContext(broken: boolean, board: Surroundings | null) {
  return {
    broken,
    board: {
      seen: board !== null,
      // IX-D: +1 takes "at least two" unbroken friends
      twoFriends: (board?.adjacentUnbrokenFriends ?? 0) >= 2,
      hero: board?.adjacentFriendlyHero ?? false,
      leader: board?.inLeaderRange ?? false,
    },
  };
}

/** The dialog's answers; anything else reads as nothing near. */
export function readMoraleForm(raw: unknown) {
  const d = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const box = (k: string) => d[k] === true || d[k] === "on";
  return {
    adjacentUnbrokenFriends: box("twoFriends") ? 2 : 0,
    adjacentFriendlyHero: box("hero"),
    inLeaderRange: box("leader"),
    retreatBlockedByEnemy: box("blocked"),
  };
}

/**
 * IX-D, VIII-H: what a check marks. An unbroken unit that fails is Broken, one that passes is
 * marked for the turn. A broken unit's recheck rallies it on a pass; against a retreat blocked by
 * enemies a failure destroys it; otherwise failure changes nothing.
 */
export function moraleMarkers(result: MoraleResult, situation: Pick<MoraleCase, "broken" | "retreatBlockedByEnemy">): Record<string, number> {
  if (result.exemption !== null) return {};
  if (!situation.broken) return { [result.passed ? SMR_MARKER.passedMorale : SMR_MARKER.broken]: 1 };
  const outcome = brokenCheckOutcome(situation.retreatBlockedByEnemy ? "blockedByEnemy" : "leaderRecheck", result.passed);
  if (outcome === "rallied") return { [SMR_MARKER.broken]: -1, [SMR_MARKER.passedMorale]: 1 };
  return outcome === "destroyed" ? { [SMR_MARKER.killed]: 1 } : {};
}

/** A modifier's line: its label, and for experience the unit's class, so "Experience (Green)" says whose −1 it is. */
function modifierLine(m: MoraleResult["modifiers"][number], experience: Experience) {
  const label = `STARSKIRMISH.StarMarines.Morale.Modifier.${m.id}`;
  // X Soldier Experience Table: Green -1, Veteran and Elite +1 to Morale (IV-d)
  return { label, level: m.id === "experience" ? `STARSKIRMISH.StarMarines.Experience.${experience}` : null, value: signed(m.value) };
}

export function moraleCardContext(input: { readonly name: string; readonly result: MoraleResult; readonly situation: Pick<MoraleCase, "broken" | "retreatBlockedByEnemy" | "experience">; readonly targetKey: string }) {
  const r = input.result;
  const marks = moraleMarkers(r, input.situation);
  const rallyOutcome = input.situation.broken && r.exemption === null ? brokenCheckOutcome(input.situation.retreatBlockedByEnemy ? "blockedByEnemy" : "leaderRecheck", r.passed) : null;
  return {
    name: input.name,
    exemption: r.exemption ? `STARSKIRMISH.StarMarines.Morale.Exemption.${r.exemption}` : null,
    modifiers: r.modifiers.map((m) => modifierLine(m, input.situation.experience)),
    base: r.adjusted - r.modifiers.reduce((n, m) => n + m.value, 0),
    adjusted: r.adjusted,
    die: r.die,
    // IX-D: "If the roll is greater than the unit's adjusted Morale ... fails": what the die was against
    againstLabel: `STARSKIRMISH.StarMarines.Morale.against.${r.passed ? "passed" : "failed"}`,
    passed: r.passed,
    resultLabel: r.exemption ? `STARSKIRMISH.StarMarines.Morale.Result.noDie` : rallyOutcome ? `STARSKIRMISH.StarMarines.Morale.Result.${rallyOutcome}` : r.passed ? `STARSKIRMISH.StarMarines.Morale.Result.passed` : `STARSKIRMISH.StarMarines.Morale.Result.broken`,
    hasResult: Object.keys(marks).length > 0,
    targetKey: input.targetKey,
  };
}
