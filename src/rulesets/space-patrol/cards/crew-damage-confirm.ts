/**
 * On the GM's client at Apply, the board facts a Crew Damage result claims (Guide 6.15, 7.12;
 * SP-14): the crew it picked from is the craft's crew now, and the crewman applied to wears the
 * armour it read. That it answers a prompt the GM recorded for the same craft and count, and is the
 * first result recorded for it (a second is a re-roll, whoever's flag was reset), the kit judges
 * from the rule below (core/card-prompts.ts).
 */
import type { CardAt, DerivationInput } from "../../../system/cards/card-kind";
import { craftPosts } from "../models/craft-models";
import { targetProfile } from "../actions/target-profile";
import { armourRecord } from "./record-fields";
import { sameData } from "../../../core/same-data";
import { CREW_DAMAGE_KIND_ID } from "./crew-damage-id";
import type { CREW_DAMAGE_RECORD } from "./crew-damage-derive";
import type { CardSnapshot } from "../../../core/card-ledger";

/** The prompt a result names: kept in its payload, as it was before the kit's own field. */
export function promptOfCrewDamage(answer: CardSnapshot): string {
  return answer.payload.rolled === true && typeof answer.payload.prompt === "string" ? answer.payload.prompt : "";
}

/** Whether a prompt called for this result: an unrolled prompt for the same craft and the same count. */
export function crewDamagePromptCalls(prompt: CardSnapshot, answer: CardSnapshot): boolean {
  return prompt.kind === CREW_DAMAGE_KIND_ID && prompt.payload.rolled === false && prompt.actorUuid === answer.actorUuid && prompt.payload.count === answer.payload.count;
}

export async function confirmCrewDamage({ payload, actorUuid, targets }: DerivationInput<typeof CREW_DAMAGE_RECORD>, { targetKey }: CardAt): Promise<string | null> {
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
