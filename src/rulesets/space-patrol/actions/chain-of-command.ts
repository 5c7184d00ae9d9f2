/**
 * Appointing the captain and Number 2 (Guide 1.5), by the GM from the Actors directory: the players'
 * patrolmen in the Guide's order, highest rank first, then medal points, then a d20 for the Senior
 * Patrol Leader's choice between equals, each a real Roll. The result is kept in a world setting,
 * shown on the sheets, and posted as a card with the reasons.
 */
import { SYSTEM_ID } from "../../../system/constants";
import { warn } from "../../../system/notify";
import { postCard } from "../../../system/cards/post-card";
import { rollOneAtATime } from "../../../system/real-dice";
import { chainOfCommand, medalPoints } from "../rules/ranks";
import { MEDAL_IDS, type MedalId } from "../rules/creation-tables";
import { SP_COMMAND_CARD } from "../cards/creation";
// the setting is registered at start-up (ruleset.ts), from the light settings file
import { COMMAND_SETTING } from "../models/settings";

export { COMMAND_SETTING };

export interface Appointment {
  readonly captain: string;
  readonly numberTwo: string;
}

/** The captain's and Number 2's actor ids, as appointed; blank where nobody is. */
export function appointment(): Appointment {
  const stored: unknown = game.settings?.get(SYSTEM_ID, COMMAND_SETTING);
  const s = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  return { captain: typeof s.captain === "string" ? s.captain : "", numberTwo: typeof s.numberTwo === "string" ? s.numberTwo : "" };
}

/** A patrolman's place in the chain of command, as a language key, or null. */
export function commandRoleOf(actorId: string | null | undefined): string | null {
  const a = appointment();
  if (!actorId) return null;
  if (a.captain === actorId) return "STARSKIRMISH.SpacePatrol.Command.captain";
  if (a.numberTwo === actorId) return "STARSKIRMISH.SpacePatrol.Command.numberTwo";
  return null;
}

const medalList = (medals: Readonly<Record<MedalId, number>>): MedalId[] => MEDAL_IDS.flatMap((m) => Array.from({ length: Math.max(0, medals[m] ?? 0) }, () => m));

/** Guide 1.5, on the GM's client: orders the party, keeps the captain and Number 2, and posts the card. */
export async function appointCommand(): Promise<boolean> {
  if (!game.user?.isGM) return false;
  const party = (game.actors?.contents ?? []).filter((a) => a.type === "spPatrolman" && a.hasPlayerOwner);
  if (party.length === 0) {
    warn(`STARSKIRMISH.SpacePatrol.Command.noParty`);
    return false;
  }
  const crew = party.map((a) => {
    const system = a.system as unknown as { rank: number; medals: Record<MedalId, number> };
    return { id: a.id ?? "", name: a.name ?? "", rank: system.rank, medals: medalList(system.medals) };
  });
  const { result, rolls } = await rollOneAtATime((dice) => chainOfCommand(crew, dice));
  await game.settings!.set(SYSTEM_ID, COMMAND_SETTING, { captain: result.captain ?? "", numberTwo: result.numberTwo ?? "" });
  const rows = result.order.map((id, i) => {
    const m = crew.find((c) => c.id === id)!;
    return { name: m.name, rank: m.rank, points: medalPoints(m.medals), ties: (result.tieRolls[id] ?? []).join(", "), roleLabel: i === 0 ? "STARSKIRMISH.SpacePatrol.Command.captain" : i === 1 ? "STARSKIRMISH.SpacePatrol.Command.numberTwo" : null };
  });
  await postCard(SP_COMMAND_CARD, { rolls, context: { rows } });
  return true;
}
