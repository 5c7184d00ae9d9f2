/**
 * On the GM's client at Apply, the troopers a fire card kept of the team the Apply is for: each
 * is still on the team's sheet in the armour the card read (Striker 8.B; an item's rating, ruling
 * STR-5). A player writes his own cards: armour claimed lower than it is would land casualties
 * the dice do not give. A trooper who fell to another card since is no refusal: fire cards of one
 * phase are rolled before any is applied. Cover and status are the firer's call, on the card.
 */
import type { CardAt } from "../../../system/cards/card-kind";
import { sameData } from "../../../core/same-data";
import { TeamData } from "../models/team-model";
import { teamItems } from "../actions/team-tokens";
import { trooperArmour } from "../view/team-items";
import { recordArmour, type RecordedArmour } from "../view/fire-record";
import { cardTargetActor } from "../../../system/cards/card-target-actor";

export const TEAM_CHANGED = "STARSKIRMISH.Striker.Fire.teamChanged";

interface KeptTeams {
  readonly payload: { readonly attack: { readonly teams: readonly { readonly key: string; readonly troopers: readonly { readonly index: number; readonly armour: RecordedArmour }[] }[] } };
  readonly targets: readonly { readonly key: string; readonly actorUuid: string }[];
}

export async function confirmFireTeam({ payload, targets }: KeptTeams, { targetKey }: CardAt): Promise<string | null> {
  const kept = payload.attack.teams.find((t) => t.key === targetKey);
  const actor = kept ? await cardTargetActor(targets, targetKey) : null;
  if (!kept || !(actor?.system instanceof TeamData)) return TEAM_CHANGED;
  const items = teamItems(actor);
  const troopers = actor.system.troopers;
  const held = kept.troopers.every((k) => {
    const trooper = troopers[k.index];
    return trooper !== undefined && sameData(recordArmour(trooperArmour(trooper, items)), k.armour);
  });
  return held ? null : TEAM_CHANGED;
}
