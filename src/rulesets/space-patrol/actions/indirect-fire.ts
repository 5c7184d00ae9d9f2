/**
 * Indirect fire at the table (Guide 6.11). A spotter with Fire Direction 0+ calls distant guns from
 * his sheet during a combat: he names the battery and its distance from the target (which sets when
 * the rounds land: next turn, two turns later, or 2 + 1d6 turns, rolled with a real die), confirms he
 * is in contact with the gunners, and aims at a targeted token or a clicked point, drawn on the canvas.
 * Each turn before they land he may correct (an advantage each). When they arrive he rolls Fire
 * Direction, DT 24 (12 for missiles and space torps) with his FD Aids; a miss deviates by a d12 clock
 * and 2d6 x 10". The burst is drawn, everyone in it is caught, and the card gives each an Apply that
 * the GM works out again from the Rolls, as for a grenade. The Guide gives no artillery figures: the
 * burst radius, ROF and penetrations are entered by the table.
 */
import { readFlag, flagUpdate } from "../../../system/flags";
import { postCard } from "../../../system/cards/post-card";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { readMarkers } from "../../../system/markers/marker-store";
import { actingToken, pixelsPerUnit, userTargets, type Point, type TokenObject } from "../../../system/board";
import { captureCanvasPoint } from "../../../system/canvas-point";
import { warn } from "../../../system/notify";
import { rollDice, rollInOneBatch } from "../../../system/real-dice";
import { deviatedPoint, indirectBurstRadius, indirectFireTask, maySpot, resolveTask, rollDeviation, taskDisadvantagesFromMarkers, turnsToLand, INDIRECT_DEVIATION_KIND, INDIRECT_WEAPONS } from "../rules";
import { isAssetLevelReader } from "../models/asset-reader";
import { DeviceData } from "../models/item-models";
import { FIRE_MISSION_CARD, INDIRECT_FIRE_CARD } from "../cards/indirect-fire";
import { grenadeRecord } from "../cards/grenade-record";
import { resolveGrenadeVictims } from "../view/grenade-burst";
import { grenadeCardTargets } from "../view/grenade-card";
import { fireMissionCardContext, indirectFireCardContext, readFireMissionForm, readFireMissions, type FireMission } from "../view/fire-mission";
import { burstVictims } from "./burst-victims";
import { drawGrenade } from "./grenade-template";

declare module "../../../system/flags" {
  interface ActorFlags {
    /** Guide 6.11: the fire missions this spotter called. */
    spFireMissions?: unknown;
  }
}

const missionsOf = (actor: Actor.Implementation): FireMission[] => readFireMissions(readFlag(actor, "Actor", "spFireMissions"));

async function saveMission(actor: Actor.Implementation, mission: FireMission): Promise<void> {
  const others = missionsOf(actor).filter((m) => m.id !== mission.id);
  await actor.update(flagUpdate("Actor", { spFireMissions: [...others, mission] }));
}

/** Guide 3.3, 6.11: the best Fire Direction aid he carries is his equipment bonus. */
function fdAidBonus(actor: Actor.Implementation): number {
  let best = 0;
  for (const item of actor.items) if (item.system instanceof DeviceData && item.system.kind === "fireDirectionAid") best = Math.max(best, item.system.equipmentBonus);
  return best;
}

/** The aim drawn where the spotter called the rounds: a dashed-looking blue circle of the burst. */
async function drawAim(aim: Point, radius: number): Promise<void> {
  const scene = canvas?.scene;
  const grid = canvas?.grid;
  if (!scene || !grid || radius <= 0) return;
  const data = [{ t: "circle", x: aim.x, y: aim.y, distance: radius * grid.distance, fillColor: "#1e88e5", borderColor: "#1e88e5", author: game.user?.id ?? "" }];
  // numbers only; Foundry validates it on creation
  await scene.createEmbeddedDocuments("MeasuredTemplate", data as MeasuredTemplateDocument.CreateData[]);
}

async function postMission(actor: Actor.Implementation, mission: FireMission, rolls: Roll[]): Promise<void> {
  const round = game.combat?.round ?? 0;
  await postCard(FIRE_MISSION_CARD, {
    actor,
    rolls,
    context: fireMissionCardContext(actor.name ?? "", mission, round, indirectBurstRadius(mission.weapon, mission.radius, mission.rof)),
    payload: { missionId: mission.id },
  });
}

/** The sheet's "Call indirect fire". */
export async function callIndirectFire(actor: Actor.Implementation): Promise<void> {
  const system = actor.system;
  if (!isAssetLevelReader(system)) return;
  if (!maySpot(system.assetLevel("fireDirection"))) return warn("STARSKIRMISH.SpacePatrol.IndirectFire.noFireDirection");
  const spotter = actingToken(actor);
  if (!spotter) return warn("STARSKIRMISH.SpacePatrol.Fire.noShooterToken");
  const combat = game.combat;
  if (!combat || (combat.round ?? 0) < 1) return warn("STARSKIRMISH.SpacePatrol.IndirectFire.noCombat");
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/indirect-fire.hbs`, {
    weapons: INDIRECT_WEAPONS.map((w) => ({ value: w, label: `STARSKIRMISH.SpacePatrol.IndirectFire.weapon.${w}` })),
  });
  const raw: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: game.i18n!.localize("STARSKIRMISH.SpacePatrol.IndirectFire.title") },
    content,
    ok: { label: "STARSKIRMISH.SpacePatrol.IndirectFire.call" },
  });
  if (!raw) return;
  const form = readFireMissionForm(raw);
  if ("problem" in form) return warn(form.problem);
  // Guide 6.11: "He must be in communication contact with the gunners involved"
  if (!form.inContact) return warn("STARSKIRMISH.SpacePatrol.IndirectFire.notInContact");
  const aimed = userTargets().length === 1 ? (userTargets()[0] as TokenObject) : null;
  const aim: Point | null = aimed ? { x: aimed.center.x, y: aimed.center.y } : await captureCanvasPoint("STARSKIRMISH.SpacePatrol.IndirectFire.clickToAim");
  if (!aim) return;
  const timing = await rollInOneBatch((dice) => turnsToLand(form.km, dice));
  const round = combat.round ?? 0;
  const mission: FireMission = {
    id: foundry.utils.randomID(),
    battery: form.battery,
    weapon: form.weapon,
    sceneId: canvas?.scene?.id ?? "",
    aim,
    aimTokenId: aimed?.document.id ?? "",
    radius: form.radius,
    rof: form.rof,
    contact: form.contact,
    burst: form.burst,
    calledRound: round,
    landsRound: round + timing.result,
    corrections: 0,
    correctedRound: 0,
    fired: false,
  };
  await saveMission(actor, mission);
  await drawAim(aim, indirectBurstRadius(mission.weapon, mission.radius, mission.rof));
  await postMission(actor, mission, timing.rolls);
}

/** The mission a card stands for, on an actor the user owns, or a warning. */
function missionOfCard(actor: Actor.Implementation | null, missionId: string): FireMission | null {
  if (!actor || !actor.isOwner) {
    warn("STARSKIRMISH.Error.notYourActor");
    return null;
  }
  const mission = missionsOf(actor).find((m) => m.id === missionId);
  if (!mission || mission.fired) {
    warn("STARSKIRMISH.SpacePatrol.IndirectFire.gone");
    return null;
  }
  return mission;
}

/** Card action: a turn of correction before the rounds land (Guide 6.11), one a round. */
export async function onCorrectFire({ card, message }: CardButtonContext<typeof FIRE_MISSION_CARD>): Promise<void> {
  const actor = await fromUuid<Actor.Implementation>(card.actorUuid);
  const mission = missionOfCard(actor, card.payload.missionId);
  if (!actor || !mission) return;
  const round = game.combat?.round ?? 0;
  if (round >= mission.landsRound) return warn("STARSKIRMISH.SpacePatrol.IndirectFire.tooLateToCorrect");
  if (mission.correctedRound >= round) return warn("STARSKIRMISH.SpacePatrol.IndirectFire.correctedThisTurn");
  const corrected = { ...mission, corrections: mission.corrections + 1, correctedRound: round };
  await saveMission(actor, corrected);
  await updateMissionCard(message, actor, corrected);
}

async function updateMissionCard(message: ChatMessage.Implementation, actor: Actor.Implementation, mission: FireMission): Promise<void> {
  const context = fireMissionCardContext(actor.name ?? "", mission, game.combat?.round ?? 0, indirectBurstRadius(mission.weapon, mission.radius, mission.rof));
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/cards/fire-mission.hbs`, context);
  // the author may edit his own message (V13-FACTS); another owner of the spotter sees the flag change
  if (message.isAuthor) await message.update({ content });
}

/** Card action: the rounds arrive and the spotter rolls for where they fall. */
export async function onFireForEffect({ card, message }: CardButtonContext<typeof FIRE_MISSION_CARD>): Promise<void> {
  const actor = await fromUuid<Actor.Implementation>(card.actorUuid);
  const mission = missionOfCard(actor, card.payload.missionId);
  if (!actor || !mission || !isAssetLevelReader(actor.system)) return;
  const round = game.combat?.round ?? 0;
  if (round < mission.landsRound) return warn("STARSKIRMISH.SpacePatrol.IndirectFire.notYet");
  if (canvas?.scene?.id !== mission.sceneId) return warn("STARSKIRMISH.SpacePatrol.IndirectFire.otherScene");
  const level = actor.system.assetLevel("fireDirection");
  const taskInput = indirectFireTask({ weapon: mission.weapon, fireDirection: level, fdAid: fdAidBonus(actor), corrections: mission.corrections, disadvantages: taskDisadvantagesFromMarkers(readMarkers(actor), "asset") });
  const { roll, faces } = await rollDice(1, 20);
  const rolls: Roll[] = [roll];
  const task = resolveTask(taskInput, faces[0] ?? 1);
  const ppi = pixelsPerUnit();
  let landing: Point = mission.aim;
  let deviation: { clock: number; inches: number } | null = null;
  if (!task.success) {
    const deviated = await rollInOneBatch((dice) => rollDeviation(INDIRECT_DEVIATION_KIND, dice));
    rolls.push(...deviated.rolls);
    deviation = { clock: deviated.result.clock, inches: deviated.result.inches };
    // "straight ahead" is away from the spotter; at his own feet it is taken as up the canvas
    const spotter = actingToken(actor);
    const dir = spotter ? { x: mission.aim.x - spotter.center.x, y: mission.aim.y - spotter.center.y } : { x: 0, y: -1 };
    const heading = Math.hypot(dir.x, dir.y) > 0 ? dir : { x: 0, y: -1 };
    const p = deviatedPoint({ x: mission.aim.x / ppi, y: mission.aim.y / ppi }, heading, deviated.result);
    landing = { x: p.x * ppi, y: p.y * ppi };
  }
  const radius = indirectBurstRadius(mission.weapon, mission.radius, mission.rof);
  const victims = await burstVictims(landing, radius, task.success && mission.aimTokenId ? mission.aimTokenId : null, true);
  const grenade = { contact: mission.contact, burst: mission.burst };
  // Guide 6.11: the shells burst as HE does (6.12's contact and burst penetrations)
  const burst = await rollInOneBatch((dice) => resolveGrenadeVictims("he", grenade, victims, dice));
  rolls.push(...burst.rolls);
  await drawGrenade({ landing, radius, aim: deviation ? mission.aim : null, smoke: false });
  await saveMission(actor, { ...mission, fired: true });
  await updateMissionCard(message, actor, { ...mission, fired: true });
  const context = indirectFireCardContext({ spotterName: actor.name ?? "", battery: mission.battery, weapon: mission.weapon, level: String(level), task, corrections: mission.corrections, deviation, radius, victims: burst.result });
  await postCard(INDIRECT_FIRE_CARD, {
    context,
    actor,
    rolls,
    payload: grenadeRecord({ type: "he", grenade, task: taskInput, victims, deviation: INDIRECT_DEVIATION_KIND }),
    targets: grenadeCardTargets(context.victims).map((t) => ({ ...t, actorUuid: victims.find((x) => x.key === t.key)?.uuid ?? "" })),
  });
}
