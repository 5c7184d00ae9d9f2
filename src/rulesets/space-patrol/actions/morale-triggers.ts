/**
 * Morale triggers on the board (Guide 6.9). On the active GM's client, when a combatant is marked
 * Dead (core's defeated status) or a leader is knocked Unconscious, the friends on the scene within
 * the trigger's distance are found (same side: patrolmen are the players' side, NPCs and craft
 * carry theirs) and ONE prompt card lists them, each with a Roll button for its owner. A vehicle
 * or spacecraft marked Dead has exploded (the fire card marks no other craft Dead).
 */
import { DEAD_STATUS } from "../../../system/markers/status-effects";
import { postCard } from "../../../system/cards/post-card";
import { MORALE_PROMPT_CARD } from "../cards/morale";
import { isDown } from "./out-of-fight";
import { NpcData } from "../models/npc-model";
import { isAssetLevelReader } from "../models/asset-reader";
import { SpacecraftData, VehicleData } from "../models/craft-models";
import { SP_MARKER } from "../rules/markers";
import { moralePromptRows, moraleTriggersFor, type MoraleEventStatus, type MoraleVictimKind, type MoraleWitness } from "../rules/morale-prompt";
import { moralePromptContext } from "../view/morale-card";
import { wholeDistanceBetween, actingToken, type TokenObject, tokensOnBoard } from "../../../system/board";
import { sideOfActor } from "../turn/combatant-sides";

function victimKind(actor: Actor.Implementation): MoraleVictimKind | null {
  if (isAssetLevelReader(actor.system)) return "person";
  if (actor.system instanceof VehicleData || actor.system instanceof SpacecraftData) return "craft";
  return null;
}

/** Posts the prompt for one event, if anyone must check. */
export async function promptMorale(victim: Actor.Implementation, status: MoraleEventStatus): Promise<void> {
  const kind = victimKind(victim);
  const token = actingToken(victim);
  if (!kind || !token) return;
  const leader = victim.system instanceof NpcData && victim.system.leader;
  const triggers = moraleTriggersFor({ kind, leader }, status);
  if (triggers.length === 0) return;
  const placed = tokensOnBoard();
  const byKey = new Map<string, TokenObject>();
  const witnesses: MoraleWitness[] = [];
  for (const t of placed) {
    const actor = t.actor;
    if (!actor || t === token || actor === victim) continue;
    const key = t.document.id ?? actor.uuid;
    byKey.set(key, t);
    witnesses.push({ key, side: sideOfActor(actor), distanceInches: wholeDistanceBetween(token, t), out: isDown(actor) });
  }
  const rows = moralePromptRows(triggers, sideOfActor(victim), witnesses);
  if (rows.length === 0) return;
  const names = new Map([...byKey].map(([k, t]) => [k, t.name]));
  await postCard(MORALE_PROMPT_CARD, {
    actor: victim,
    context: moralePromptContext(victim.name ?? "", triggers, rows, names),
    targets: rows.map((r) => ({ key: r.key, actorUuid: byKey.get(r.key)?.actor?.uuid ?? "", name: names.get(r.key) ?? "", markers: {}, data: { trigger: r.trigger, dt: r.dt } })),
  });
}

/** createActiveEffect: Dead on anyone, or Unconscious on a leader, may call for checks. */
export function onStatusEffectCreated(effect: ActiveEffect.Implementation): void {
  if (!game.user?.isActiveGM) return;
  const actor = effect.parent;
  if (!(actor instanceof Actor)) return;
  const status: MoraleEventStatus | null = effect.statuses.has(DEAD_STATUS.id) ? "dead" : effect.statuses.has(SP_MARKER.unconscious) ? "unconscious" : null;
  if (status) void promptMorale(actor, status);
}
