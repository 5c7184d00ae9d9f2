/**
 * On the GM's client at Apply, the board facts a Crew Damage result claims (Guide 6.15, 7.12;
 * SP-14): it answers a prompt the GM recorded for the same craft and count, and it is the first
 * result recorded for that prompt (a second is a re-roll, whoever's flag was reset); the crew it
 * picked from is the craft's crew now; and the crewman applied to wears the armour it read.
 */
import type { CardAt, DerivationInput } from "../../../system/cards/card-kind";
import { readCardLedger } from "../../../system/ledger/ledger-store";
import { craftPosts } from "../models/craft-models";
import { targetProfile } from "../actions/target-profile";
import { armourRecord } from "./record-fields";
import { sameData } from "../../../core/same-data";
import { CREW_DAMAGE_KIND_ID } from "./crew-damage-id";
import type { CREW_DAMAGE_RECORD } from "./crew-damage-derive";

/** The result cards the GM recorded for a prompt, oldest first. */
function resultsOf(prompt: string): string[] {
  return Object.entries(readCardLedger())
    .filter(([, e]) => e.kind === CREW_DAMAGE_KIND_ID && e.payload.rolled === true && e.payload.prompt === prompt)
    .sort((a, b) => a[1].at - b[1].at)
    .map(([id]) => id);
}

export async function confirmCrewDamage({ payload, actorUuid, targets }: DerivationInput<typeof CREW_DAMAGE_RECORD>, { messageId, targetKey }: CardAt): Promise<string | null> {
  const prompt = readCardLedger()[payload.prompt];
  if (!prompt || prompt.kind !== CREW_DAMAGE_KIND_ID || prompt.payload.rolled !== false || prompt.actorUuid !== actorUuid || prompt.payload.count !== payload.count) {
    return "STARSKIRMISH.SpacePatrol.CrewDamage.noPrompt";
  }
  if (resultsOf(payload.prompt)[0] !== messageId) return "STARSKIRMISH.SpacePatrol.CrewDamage.alreadyRolled";
  const craft = await fromUuid<Actor.Implementation>(actorUuid);
  const posts = craft instanceof Actor ? craftPosts(craft.system) : null;
  const aboard = new Set((posts ?? []).map((p) => p.actorUuid).filter(Boolean));
  if (payload.crew.some((c) => !aboard.has(c.uuid))) return "STARSKIRMISH.SpacePatrol.CrewDamage.notCrew";
  const target = targets.find((t) => t.key === targetKey);
  const kept = payload.crew.find((c) => c.uuid === target?.actorUuid);
  const person = target ? await fromUuid<Actor.Implementation>(target.actorUuid) : null;
  if (!kept || !(person instanceof Actor)) return "STARSKIRMISH.SpacePatrol.CrewDamage.notCrew";
  const armour = armourRecord(targetProfile(person).armour);
  if (!sameData(armour, { armour: kept.armour, craftArmour: kept.craftArmour })) return "STARSKIRMISH.Error.boardChanged";
  return null;
}
