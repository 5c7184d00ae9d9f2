/**
 * Cards shown after their results were applied: copies of rule sets' own card samples with the
 * GM's ledger marks, which the gallery page applies with the same DOM step the chat hook runs. And
 * cards the GM's ledger holds as answering a prompt that lands nothing (core/card-prompts.ts), rolled
 * again, answering no prompt, or refused by the GM's client and so no answer, and cards a GM's client
 * refused as a whole, marked by the page with the chat hook's step too.
 */
import type { Sample } from "./sample";
import { HOSTILE_NAME } from "./samples";

/** 21:04 UTC on 27 November 2026, and two minutes a target after: the page words times in UTC, the same on every machine. */
const AT = Date.UTC(2026, 10, 27, 21, 4);

/** A copy of the sample with this id, its Apply targets marked applied; none when the rule set is not listed. */
function appliedCopy(samples: readonly Sample[], id: string, title: string, keys: (s: Sample) => string[]): Sample[] {
  const base = samples.find((s) => s.id === id);
  if (!base) return [];
  const marks = Object.fromEntries(keys(base).map((key, i) => [key, { by: "gm", at: AT + i * 120_000 }]));
  return [{ ...base, id: `${id}-applied`, title, applied: { marks, users: { gm: HOSTILE_NAME } } }];
}

/** A copy of the sample with this id, shown as the GM's ledger stands it against its prompt. */
function promptCopy(samples: readonly Sample[], id: string, title: string, promptStanding: "again" | "unprompted"): Sample[] {
  const base = samples.find((s) => s.id === id);
  return base ? [{ ...base, id: `${id}-${promptStanding}`, title, promptStanding }] : [];
}

/** A copy of the sample with this id, refused by the GM's record for this reason (a language key): as an answer to a prompt when `answer` is set. */
function refusedCopy(samples: readonly Sample[], id: string, title: string, refused: string, answer = false): Sample[] {
  const base = samples.find((s) => s.id === id);
  return base ? [{ ...base, id: `${id}-refused`, title, refused, ...(answer ? { promptStanding: "refused" as const } : {}) }] : [];
}

/** A Space Patrol! fire card and a Striker fire card whose results the GM has applied; checks that answer their prompt in vain; cards refused. */
export function appliedSamples(samples: readonly Sample[]): Sample[] {
  return [
    ...appliedCopy(samples, "sp-fire", "Fire card after its hits were applied", () => ["tokA"]),
    ...appliedCopy(samples, "striker-fire-card", "Striker fire card after its casualty was applied", (s) => [String(s.context.targetKey)]),
    ...promptCopy(samples, "striker-morale-card", "Striker morale card rolled again for a fire card's call it had answered: its Apply is off", "again"),
    ...promptCopy(samples, "sp-morale-result", "Morale check posted for no prompt the GM's client recorded calling this figure", "unprompted"),
    // Starship Marine 3.16: a card recorded when the thrower's squad had no grenade left
    ...refusedCopy(samples, "ssm-grenade-card", "Starship Marine grenade card refused: the squad had no grenade left when the GM's client recorded it", "STARSKIRMISH.StarshipMarine.Squad.out.grenades"),
    ...refusedCopy(samples, "smr-morale-card-separation", "StarMarines morale card claiming a Leader in range the board does not show: the GM refused it, so it is no answer (IV-f, SMR-6)", "STARSKIRMISH.StarMarines.Morale.Refused.leader", true),
    // Guide 6.12: a thrown grenade card claiming more than the item it names
    ...refusedCopy(samples, "sp-grenade", "Grenade card claiming more than the thrower's grenade: the GM's client refused it as it came in", "STARSKIRMISH.SpacePatrol.Grenade.refused.differs"),
    ...refusedCopy(samples, "smr-morale-card", "StarMarines morale card whose die does not give the result it lists: refused at Apply as forged, so it is no answer", "STARSKIRMISH.Error.resultNotFromDice", true),
  ];
}
