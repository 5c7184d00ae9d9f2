/**
 * Crew Damage in play (Guide 6.15, 7.12; ruling SP-14). When a vehicle's or spacecraft's hit is
 * applied and its row names Crew Damage, the applying client (the GM's, or the craft's owner's)
 * posts a prompt; the craft's owner rolls it from the card with real dice. A vehicle: for each
 * Crew Damage one seated crewman, picked by a die, is attacked at PEN 8 against their armour. A
 * spacecraft: for each, 1d4 crew are out of action, picked from the stations' crew, each one's
 * state read from an unmodified 3d10. Each crewman hit gets their own Apply on the result card.
 */
import { readMarkers } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { updateCardPayload } from "../../../system/cards/update-card";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { CREW_DAMAGE_CARD } from "../cards/crew-damage";
import { craftPosts, VehicleData } from "../models/craft-models";
import { resolveSpacecraftCrewmanStatus, resolveVehicleCrewDamage, rollSpacecraftCrewCasualties } from "../rules/crew-damage";
import { targetProfile } from "./target-profile";
import { crewDamagePromptContext, crewDamageResultContext, crewDamageRow, type CrewDamageRow } from "../view/crew-damage-card";
import type { CraftKind } from "../view/actor-kind";
import { warn } from "../../../system/notify";
import { rollFormula, rollInOneBatch } from "../../../system/real-dice";
import { claimRoll, promptId, ROLL_CLAIM_REFUSAL } from "../../../system/roll-once";
import { crewRowKey } from "../cards/crew-damage-derive";
import { armourRecord } from "../cards/record-fields";

interface Crewman {
  uuid: string;
  name: string;
  /** The crewman's actor, read once before the dice: armour and markers as the roll reads them. */
  actor: Actor.Implementation;
}

/** The craft's kind and its crew at their posts whose actors still exist, in post order. */
async function craftCrew(actor: Actor.Implementation): Promise<{ kind: CraftKind; crew: Crewman[] } | null> {
  const s = actor.system;
  const posts = craftPosts(s);
  if (!posts) return null;
  const crew: Crewman[] = [];
  for (const post of posts.filter((c) => c.actorUuid)) {
    const person = await fromUuid<Actor.Implementation>(post.actorUuid);
    if (person instanceof Actor) crew.push({ uuid: post.actorUuid, name: person.name ?? post.actorName, actor: person });
  }
  return { kind: s instanceof VehicleData ? "vehicle" : "spacecraft", crew };
}

/** What the result card keeps of a crewman, so the GM can work their state out again. */
function crewRecord(c: Crewman): { uuid: string; markers: Record<string, number> } & ReturnType<typeof armourRecord> {
  return { uuid: c.uuid, ...armourRecord(targetProfile(c.actor).armour), markers: { ...readMarkers(c.actor) } };
}

/** Posts the prompt for `count` Crew Damage results on a vehicle or spacecraft. */
export async function promptCrewDamage(craft: Actor.Implementation, count: number): Promise<void> {
  const aboard = await craftCrew(craft);
  if (!aboard) return;
  await postCard(CREW_DAMAGE_CARD, {
    actor: craft,
    payload: { count, rolled: false, prompt: "", kind: aboard.kind, crew: [] },
    context: crewDamagePromptContext(craft.name ?? "", aboard.kind, count, aboard.crew.map((c) => c.name)),
  });
}

/** Picks one of `pool` with a real die and takes them out of it. */
async function pick(pool: Crewman[], rolls: Roll[]): Promise<Crewman | undefined> {
  if (pool.length <= 1) return pool.shift();
  const { roll, faces } = await rollFormula(`1d${pool.length}`);
  rolls.push(roll);
  return pool.splice((faces[0] ?? 1) - 1, 1)[0];
}

async function crewmanRow(key: string, crewman: Crewman, kind: CraftKind, rolls: Roll[]): Promise<CrewDamageRow> {
  const person = crewman.actor;
  const current = readMarkers(person);
  const crewArmour = targetProfile(person).armour;
  const { result, rolls: made } = await rollInOneBatch((dice) =>
    kind === "vehicle" ? resolveVehicleCrewDamage({ crewArmour, dice, current }) : resolveSpacecraftCrewmanStatus(dice, current),
  );
  rolls.push(...made);
  // a vehicle's result carries the penetration and armour its roll used (6.15, SP-8)
  return crewDamageRow(key, person.name ?? crewman.name, result);
}

/** Card action: the craft's owner rolls the Crew Damage the prompt names. */
export async function onRollCrewDamage({ card, message }: CardButtonContext<typeof CREW_DAMAGE_CARD>): Promise<void> {
  const craft = await fromUuid<Actor.Implementation>(card.actorUuid);
  const aboard = craft instanceof Actor ? await craftCrew(craft) : null;
  if (!craft || !aboard) return warn("STARSKIRMISH.Error.notYourActor");
  if (card.payload.rolled) return warn("STARSKIRMISH.SpacePatrol.CrewDamage.alreadyRolled");
  const claim = await claimRoll(craft, promptId(message));
  if (claim === "alreadyRolled") return warn("STARSKIRMISH.SpacePatrol.CrewDamage.alreadyRolled");
  if (claim !== "ok") return warn(ROLL_CLAIM_REFUSAL[claim]);
  const count = card.payload.count;
  if (message.isOwner) await updateCardPayload(card, { ...card.payload, rolled: true });
  const rolls: Roll[] = [];
  const rows: CrewDamageRow[] = [];
  const uuids: string[] = [];
  const casualties: number[] = [];
  let unnamed = 0;
  for (let i = 0; i < count; i++) {
    const pool = [...aboard.crew];
    let hit = 1;
    if (aboard.kind === "spacecraft") {
      const casualty = await rollInOneBatch((dice) => rollSpacecraftCrewCasualties(dice));
      rolls.push(...casualty.rolls);
      hit = casualty.result;
      casualties.push(hit);
      unnamed += Math.max(0, hit - pool.length);
    }
    for (let j = 0; j < hit; j++) {
      const crewman = await pick(pool, rolls);
      if (!crewman) break;
      const row = await crewmanRow(crewRowKey(i, j), crewman, aboard.kind, rolls);
      rows.push(row);
      uuids.push(crewman.uuid);
    }
  }
  await postCard(CREW_DAMAGE_CARD, {
    actor: craft,
    rolls,
    // the result keeps the count it rolled (its Roll button is spent), the prompt it answers and
    // the crew it picked from, for the GM to work it out again (cards/crew-damage-derive.ts)
    payload: { count, rolled: true, prompt: message.id ?? "", kind: aboard.kind, crew: aboard.crew.map(crewRecord) },
    context: crewDamageResultContext({ craftName: craft.name ?? "", kind: aboard.kind, count, rows, casualties, unnamed }),
    targets: rows.map((r, i) => ({ key: r.key, actorUuid: uuids[i] ?? "", name: r.name, markers: r.markers, data: { dead: r.dead } })),
  });
}
