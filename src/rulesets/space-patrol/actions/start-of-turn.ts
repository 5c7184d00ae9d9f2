/**
 * Start-of-turn checks in play (SP-11): when a side's turn begins in combat (turn/side-turn-flow.ts),
 * the GM's client posts a prompt for each patrolman, NPC, vehicle or spacecraft of that side whose
 * markers call for checks; its owner asks for them from the card, and the GM's client rolls them
 * (one real d20 each, in order) and sets the markers and states that result. They are rolled there
 * because a passed check takes off a Morale, Stun or Control Marker, which are kept in battle
 * (rules/markers.ts): a player's client may not lower them. A craft's checks are rolled with its
 * crew's levels (rolls/crew-levels.ts).
 */
import { startOfTurnChecks, type StartOfTurnCheck } from "../rules/start-of-turn";
import type { AssetLevel } from "../rules/task";
import { craftPosts } from "../models/craft-models";
import { rollerLevel, type CrewLevel } from "../view/crew-levels";
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { readMarkers, setMarkerCount, markerDefinition } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { START_OF_TURN_CARD } from "../cards/turn";
import { DEAD_STATUS } from "../../../system/markers/status-effects";
import { isAssetLevelReader, type AssetLevelReader } from "../models/asset-reader";
import { resolveStartOfTurn, startOfTurnCardContext, startOfTurnPromptChecks } from "../view/start-of-turn-card";
import { playerCrewFor, recordShakenCrew } from "./player-crew";
import { rollDice } from "../../../system/real-dice";
import { claimRoll, promptId, ROLL_CLAIM_REFUSAL } from "../../../system/roll-once";
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { readCardLedger } from "../../../system/ledger/ledger-store";
import { isGmUser } from "../../../system/gm-users";
import { actorKindOf, type ActorKind } from "../view/actor-kind";

/**
 * The kind of combatant an actor is (a patrolman or an NPC is a person), or null for an actor of
 * another rule set, which has no start-of-turn checks: the one reading of the type's marker group
 * (view/actor-kind.ts) that the wreck decision shares, so the checks follow the markers it carries.
 */
const kindOf = (actor: Actor.Implementation): ActorKind | null => actorKindOf(actor.type, actor.system);

export type LevelReader = (asset: string, roller: StartOfTurnCheck["roller"]) => AssetLevel;

/** How a check's roller reads their level: the person themselves, or the craft's crew (SP-11). */
export async function levelsFor(actor: Actor.Implementation): Promise<LevelReader> {
  const system = actor.system;
  if (isAssetLevelReader(system)) return (asset) => system.assetLevel(asset);
  const posts = craftPosts(system) ?? [];
  const crew: { role: string; person: AssetLevelReader }[] = [];
  for (const post of posts) {
    const person = post.actorUuid ? await fromUuid<Actor.Implementation>(post.actorUuid) : null;
    if (person && isAssetLevelReader(person.system)) crew.push({ role: post.role, person: person.system });
  }
  return (asset, roller) => rollerLevel(crew.map((c): CrewLevel => ({ role: c.role, level: c.person.assetLevel(asset) })), roller);
}

/** Posts the prompt when the combatant's markers call for checks; nothing otherwise. */
export async function promptStartOfTurn(actor: Actor.Implementation): Promise<void> {
  const kind = kindOf(actor);
  if (!kind) return;
  const counts = readMarkers(actor);
  const crew = await playerCrewFor(actor, counts);
  const checks = startOfTurnChecks(counts, kind, crew.options);
  if (checks.length === 0) return;
  await postCard(START_OF_TURN_CARD, {
    actor,
    // SP-11, SP-5: each check with the DT its roll will face and why, as the rolled card writes it
    context: { actorName: actor.name ?? "", prompt: true, checks: startOfTurnPromptChecks(checks) },
  });
}

/** Sets every marker whose count changed. */
async function applyCounts(actor: Actor.Implementation, before: MarkerCounts, after: MarkerCounts): Promise<void> {
  for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const def = markerDefinition(id);
    if (def && markerCount(before, id) !== markerCount(after, id)) await setMarkerCount(actor, def, markerCount(after, id));
  }
}

/** The start-of-turn prompt whose checks to roll: only its message's id. */
export interface StartOfTurnRequest {
  readonly messageId: string;
}

const refuse = (reason: string): GmRequestResult => ({ ok: false, reason });

/** Whether the GM's ledger already holds an answer to the prompt for the actor (core/card-prompts.ts). */
function answeredInLedger(prompt: string, actorUuid: string): boolean {
  return Object.values(readCardLedger()).some((e) => e.kind === START_OF_TURN_CARD.id && e.answers === prompt && e.actorUuid === actorUuid);
}

/**
 * On the GM's client. Nothing the request says but the prompt's id is taken: the prompt must be one
 * the GM's ledger recorded as a start-of-turn prompt a GM's client posted (SP-11: as the side's turn
 * begins) for an actor the requester owns, with no answer to it recorded; the checks are those the
 * actor's markers call for now, rolled here, and their results set here.
 */
async function rollOnGm(req: StartOfTurnRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const prompt = readCardLedger()[req.messageId];
  const message = game.messages?.get(req.messageId);
  if (!prompt || !message || prompt.kind !== START_OF_TURN_CARD.id || !isGmUser(prompt.author) || prompt.dice.length > 0) {
    return refuse("STARSKIRMISH.SpacePatrol.StartOfTurn.notAPrompt");
  }
  const actor = await fromUuid<Actor.Implementation>(prompt.actorUuid);
  const kind = actor ? kindOf(actor) : null;
  if (!actor || !kind) return refuse("STARSKIRMISH.Error.targetGone");
  if (!requester.isGM && !actor.testUserPermission(requester, "OWNER")) return refuse("STARSKIRMISH.Error.notYourActor");
  // the ledger is the GM's own record; the roll-once flag on the actor its owner could clear
  if (answeredInLedger(req.messageId, actor.uuid)) return refuse(ROLL_CLAIM_REFUSAL.alreadyRolled);
  const claim = await claimRoll(actor, promptId(message));
  if (claim !== "ok") return refuse(ROLL_CLAIM_REFUSAL[claim]);
  const before = readMarkers(actor);
  const crew = await playerCrewFor(actor, before);
  const checks = startOfTurnChecks(before, kind, crew.options);
  if (checks.length === 0) return refuse("STARSKIRMISH.SpacePatrol.StartOfTurn.nothingToRoll");
  const { roll, faces: d20s } = await rollDice(checks.length, 20);
  const result = resolveStartOfTurn(before, await levelsFor(actor), d20s, kind, crew.options);
  await applyCounts(actor, before, result.summary.counts);
  // PLAYER_CREW_MORALE_CLEARS_WHEN_ALL_PASS: the marker stays while anyone is left shaken
  await recordShakenCrew(actor, crew, result.summary.shakenCrew, result.summary.shakenCrew.length > 0);
  if (result.summary.dead) await actor.toggleStatusEffect(DEAD_STATUS.id, { active: true, overlay: true });
  await postCard(START_OF_TURN_CARD, {
    actor,
    rolls: [roll],
    answers: message,
    context: { ...startOfTurnCardContext(actor.name ?? "", result), prompt: false },
  });
  return { ok: true };
}

export const START_OF_TURN_REQUEST = defineGmRequest<StartOfTurnRequest>({
  name: "spStartOfTurnRoll",
  read: (data) => readStringFields(data, ["messageId"]),
  run: rollOnGm,
});

/** Card action: the owner asks the GM's client to roll the checks the prompt lists. */
export async function onRollStartOfTurn({ card, message }: CardButtonContext<typeof START_OF_TURN_CARD>): Promise<void> {
  const actor = await fromUuid<Actor.Implementation>(card.actorUuid);
  // said at once on the clicking client; the GM's client checks all of it again from its ledger
  if (!actor || !kindOf(actor) || !actor.isOwner) {
    ui.notifications?.warn("STARSKIRMISH.Error.notYourActor", { localize: true });
    return;
  }
  await askGm(START_OF_TURN_REQUEST, { messageId: message.id ?? "" });
}
