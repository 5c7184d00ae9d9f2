/**
 * Which teams must check morale after an attack (Striker 8.C.1): the target for casualties or a
 * combat result, and every friendly team that saw casualties within 50 m. Pure; Foundry gives
 * the target's neighbours on the board.
 */
import { moraleTriggers, type MoraleTrigger } from "../rules/morale";

export interface MoraleCandidate {
  readonly uuid: string;
  readonly name: string;
  readonly distanceM: number;
}

export interface MoraleDue {
  readonly uuid: string;
  readonly name: string;
  readonly triggers: readonly MoraleTrigger[];
}

/**
 * The target first, then its neighbours nearest first. Line of sight is not traced on the board,
 * so a neighbour within 50 m is taken to have seen the casualties; players skip a button if not.
 */
export function moraleDue(target: Omit<MoraleCandidate, "distanceM">, casualties: number, combatResult: boolean, neighbours: readonly MoraleCandidate[]): MoraleDue[] {
  const out: MoraleDue[] = [];
  const own = moraleTriggers({ tookCasualties: casualties > 0, combatResult, casualtyTeams: [], routedLeaders: [] });
  if (own.length > 0) out.push({ uuid: target.uuid, name: target.name, triggers: own });
  if (casualties === 0) return out;
  for (const n of [...neighbours].sort((a, b) => a.distanceM - b.distanceM)) {
    if (n.uuid === target.uuid) continue;
    const triggers = moraleTriggers({ tookCasualties: false, combatResult: false, casualtyTeams: [{ distanceM: n.distanceM, visible: true }], routedLeaders: [] });
    if (triggers.length > 0) out.push({ uuid: n.uuid, name: n.name, triggers });
  }
  return out;
}

/**
 * One list from several (a burst puts casualties on more than one team, Striker 8.A.1.b.5): each
 * team once, in first-seen order, with every reason it has to check.
 */
export function mergeMoraleDue(lists: readonly (readonly MoraleDue[])[]): MoraleDue[] {
  const byUuid = new Map<string, { uuid: string; name: string; triggers: MoraleTrigger[] }>();
  for (const due of lists.flat()) {
    const entry = byUuid.get(due.uuid) ?? { uuid: due.uuid, name: due.name, triggers: [] };
    for (const t of due.triggers) if (!entry.triggers.includes(t)) entry.triggers.push(t);
    byUuid.set(due.uuid, entry);
  }
  return [...byUuid.values()];
}
