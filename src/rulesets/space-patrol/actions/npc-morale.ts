/**
 * The morale of NPC groups at the table (Guide 6.9). When a side with NPCs begins its turn, the GM is
 * prompted; once the start-of-turn checks are rolled the GM counts, on their own client, each group of that
 * side's NPCs: a group is a combat tracker group (as a formation drop makes them), and the side's
 * NPCs in no group make one group together (our reading). A broken group's fighters take the Broken
 * marker and try to escape; a group that holds loses it. Each marked NPC who would surrender (melee
 * contact, or an enemy with a ranged weapon within 5") gets a Surrender button: the GM decides
 * whether the NPC is given the chance. A surrendered NPC is marked, its combatant defeated, and it is
 * left out of its side's turns.
 */
import { hasMarker } from "../../../core/markers";
import { postCard } from "../../../system/cards/post-card";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { contactDistanceBetween, tokensOnBoard, wholeDistanceBetween, type TokenObject } from "../../../system/board";
import { warn } from "../../../system/notify";
import { npcGroupMorale, type NpcGroupMember } from "../rules/npc-morale";
import { SP_MARKER } from "../rules/markers";
import type { TurnSide } from "../rules/side-turns";
import { NpcData } from "../models/npc-model";
import { WeaponData } from "../models/item-models";
import { sideOfActor } from "../turn/combatant-sides";
import { NPC_MORALE_CARD, NPC_MORALE_PROMPT_CARD } from "../cards/morale";
// Guide 6.9 names melee contact without a distance; it is read as fire reads it
import { MELEE_CONTACT_INCHES } from "./fire";
import { npcMoraleCardContext, npcMoralePromptContext, type NpcMoraleGroupView } from "../view/npc-morale-card";
import { gmUserIds } from "../../../system/gm-users";
import { outOfTheFight } from "./out-of-fight";


const sideLabel = (side: TurnSide): string => game.i18n!.localize(`STARSKIRMISH.Field.Choice.${side}`);


interface Member {
  readonly combatant: Combatant.Implementation;
  readonly actor: Actor.Implementation & { system: NpcData };
  readonly groupId: string;
}

/** The side's NPC combatants, with the id of the tracker group each is in ("" for none). */
function npcMembers(combat: Combat.Implementation, side: TurnSide): Member[] {
  const out: Member[] = [];
  for (const combatant of combat.combatants ?? []) {
    const actor = combatant.actor;
    if (!actor || !(actor.system instanceof NpcData) || sideOfActor(actor) !== side) continue;
    // v13 resolves the foreign key to the group document; its source is the id
    const group: unknown = combatant.group;
    const groupId = typeof group === "string" ? group : ((group as { id?: string | null } | null)?.id ?? "");
    out.push({ combatant, actor: actor as Member["actor"], groupId });
  }
  return out;
}

function groupName(combat: Combat.Implementation, id: string): string {
  if (!id) return game.i18n!.localize("STARSKIRMISH.SpacePatrol.NpcMorale.ungrouped");
  return combat.groups?.get(id)?.name ?? id;
}

function byGroup(members: readonly Member[]): Map<string, Member[]> {
  const groups = new Map<string, Member[]>();
  for (const m of members) groups.set(m.groupId, [...(groups.get(m.groupId) ?? []), m]);
  return groups;
}

/** Whether an actor carries a weapon that shoots (a range band entered): guns that can be levelled. */
function hasRangedWeapon(actor: Actor.Implementation): boolean {
  return actor.items.some((i) => i.system instanceof WeaponData && Object.keys(i.system.rangeProfile).length > 0);
}

/** What the board says of one member: melee contact, and the nearest levelled gun. */
function boardFacts(member: Member, enemies: readonly TokenObject[]): { contact: boolean; inches?: number } {
  const token = member.combatant.token?.object as TokenObject | null | undefined;
  if (!token) return { contact: false };
  let contact = false;
  let inches: number | undefined;
  for (const enemy of enemies) {
    const d = wholeDistanceBetween(token, enemy);
    // contact in board squares at any ground scale; the gun's distance in the rules' inches (Guide 6.1)
    if (contactDistanceBetween(token, enemy) <= MELEE_CONTACT_INCHES) contact = true;
    if (enemy.actor && hasRangedWeapon(enemy.actor) && (inches === undefined || d < inches)) inches = d;
  }
  return { contact, ...(inches === undefined ? {} : { inches }) };
}

/** As a side's turn begins: the GM's prompt, when the side has NPCs still fighting. */
export async function promptNpcMorale(combat: Combat.Implementation, side: TurnSide): Promise<void> {
  if (!game.user?.isActiveGM) return;
  const groups = byGroup(npcMembers(combat, side).filter((m) => !outOfTheFight(m.actor)));
  if (groups.size === 0) return;
  await postCard(NPC_MORALE_PROMPT_CARD, {
    context: npcMoralePromptContext(sideLabel(side), [...groups.keys()].map((id) => groupName(combat, id))),
    payload: { combatId: combat.id ?? "", side, round: combat.round ?? 0 },
    whisper: gmUserIds(),
  });
}

/** Counts every group of the side now, marks the broken, and posts the count with Surrender buttons. */
export async function countNpcMorale(combat: Combat.Implementation, side: TurnSide): Promise<void> {
  const members = npcMembers(combat, side);
  const enemies = tokensOnBoard((t) => {
    const other = sideOfActor(t.actor);
    return !!t.actor && other !== null && other !== side && !outOfTheFight(t.actor);
  });
  const views: NpcMoraleGroupView[] = [];
  const candidates = new Map<string, Member>();
  const broken = markerDefinition(SP_MARKER.broken);
  for (const [id, group] of byGroup(members)) {
    const facts = new Map(group.map((m) => [m.combatant.id ?? "", boardFacts(m, enemies)]));
    const rows: NpcGroupMember[] = group.map((m) => {
      const f = facts.get(m.combatant.id ?? "") ?? { contact: false };
      return {
        key: m.combatant.id ?? "",
        name: m.actor.name ?? "",
        hasMoraleMarker: hasMarker(readMarkers(m.actor), SP_MARKER.morale),
        out: outOfTheFight(m.actor),
        leaderOrHero: m.actor.system.leader || m.actor.system.hero,
        enemyInMeleeContact: f.contact,
        ...(f.inches === undefined ? {} : { nearestLevelledGunInches: f.inches }),
      };
    });
    const morale = npcGroupMorale(rows);
    // Guide 6.9: the broken group tries to escape; one that holds this turn is no longer broken (our reading)
    for (const m of group) {
      if (!broken || outOfTheFight(m.actor)) continue;
      await setMarkerCount(m.actor, broken, morale.broken ? 1 : 0);
    }
    for (const key of morale.wouldSurrender) {
      const m = group.find((g) => g.combatant.id === key);
      if (m) candidates.set(key, m);
    }
    views.push({
      name: groupName(combat, id),
      morale,
      names: Object.fromEntries(group.map((m) => [m.combatant.id ?? "", m.actor.name ?? ""])),
      reasons: Object.fromEntries([...facts].map(([k, f]) => [k, f])),
    });
  }
  await postCard(NPC_MORALE_CARD, {
    context: npcMoraleCardContext(sideLabel(side), views),
    payload: { combatId: combat.id ?? "", side },
    targets: [...candidates].map(([key, m]) => ({ key, actorUuid: m.actor.uuid, name: m.actor.name ?? "", markers: {} })),
    whisper: gmUserIds(),
  });
}

/** Card action on the prompt: the GM counts the groups. */
export async function onCountNpcMorale({ card }: CardButtonContext<typeof NPC_MORALE_PROMPT_CARD>): Promise<void> {
  if (!game.user?.isGM) return warn("STARSKIRMISH.SpacePatrol.NpcMorale.gmOnly");
  const combat = game.combats?.get(card.payload.combatId);
  if (!combat) return warn("STARSKIRMISH.SpacePatrol.NpcMorale.noCombat");
  await countNpcMorale(combat, card.payload.side);
}

/**
 * Card action on the count: the NPC surrenders. Only the GM decides; the NPC must still carry its
 * Morale Marker and still be fighting, whatever the card says.
 */
export async function onNpcSurrender({ card, button }: CardButtonContext<typeof NPC_MORALE_CARD>): Promise<void> {
  if (!game.user?.isGM) return warn("STARSKIRMISH.SpacePatrol.NpcMorale.gmOnly");
  const combat = game.combats?.get(card.payload.combatId);
  const combatant = combat?.combatants.get(button.dataset.targetKey ?? "");
  const actor = combatant?.actor;
  if (!combat || !combatant || !actor || !(actor.system instanceof NpcData)) return warn("STARSKIRMISH.SpacePatrol.NpcMorale.noCombat");
  if (outOfTheFight(actor)) return warn("STARSKIRMISH.SpacePatrol.NpcMorale.alreadyOut");
  if (!hasMarker(readMarkers(actor), SP_MARKER.morale) || actor.system.leader || actor.system.hero) return warn("STARSKIRMISH.SpacePatrol.NpcMorale.wouldNot");
  const surrendered = markerDefinition(SP_MARKER.surrendered);
  const broken = markerDefinition(SP_MARKER.broken);
  if (surrendered) await setMarkerCount(actor, surrendered, 1);
  if (broken) await setMarkerCount(actor, broken, 0);
  // out of the side's turns: the tracker passes over a defeated combatant
  await combatant.update({ defeated: true });
}
