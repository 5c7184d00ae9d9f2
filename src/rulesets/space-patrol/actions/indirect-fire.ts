/**
 * Indirect fire at the table (Guide 6.11). A spotter with Fire Direction 0+ calls distant guns from
 * their sheet during a combat: the spotter names the battery and its distance from the target (which sets when
 * the rounds land: next turn, two turns later, or 2 + 1d6 turns, rolled with a real die), confirms they
 * are in contact with the gunners, and aims at a targeted token or a clicked point, drawn on the canvas.
 * Each turn before they land the spotter may correct (an advantage each). When they arrive the spotter
 * rolls Fire Direction, DT 24 (12 for missiles and space torps) with their FD Aids; a miss deviates by a d12 clock
 * and 2d6 x 10". The burst is drawn, everyone in it is caught, and the card gives each an Apply that
 * the GM works out again from the Rolls, as for a grenade. The Guide gives no artillery figures: the
 * burst radius, ROF and penetrations are entered by the table.
 */
import { readFlag, flagUpdate } from "../../../system/flags";
import { postCard } from "../../../system/cards/post-card";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { readMarkers } from "../../../system/markers/marker-store";
import { actingToken, sceneDistanceOf, userTargets, type Point, type TokenObject } from "../../../system/board";
import { captureCanvasPoint } from "../../../system/canvas-point";
import { warn } from "../../../system/notify";
import { rollInOneBatch } from "../../../system/real-dice";
import { indirectBurstRadius, indirectFireTask, maySpot, taskDisadvantagesFromMarkers, turnsToLand, INDIRECT_WEAPONS } from "../rules";
import { isAssetLevelReader } from "../models/asset-reader";
import { kitBonus } from "./action-common";
import { FIRE_MISSION_CARD } from "../cards/indirect-fire";
import { fireMissionCardContext, readFireMissionForm, readFireMissions, type FireMission } from "../view/fire-mission";
import { landBurst } from "./burst-landing";
import { askDialogInput } from "../../../system/form-dialog";

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

/** The aim drawn where the spotter called the rounds: a dashed-looking blue circle of the burst. */
async function drawAim(aim: Point, radius: number): Promise<void> {
  const scene = canvas?.scene;
  const grid = canvas?.grid;
  if (!scene || !grid || radius <= 0) return;
  // Guide 6.1: the radius in the rules' inches, drawn at the scene's ground scale
  const data = [{ t: "circle", x: aim.x, y: aim.y, distance: sceneDistanceOf(radius), fillColor: "#1e88e5", borderColor: "#1e88e5", author: game.user?.id ?? "" }];
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
  const raw: unknown = await askDialogInput({
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
  // the author may edit their own message (V13-FACTS); another owner of the spotter sees the flag change
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
  // Guide 6.14: a disadvantage per Wound and Mortal Wound Marker of the spotter's, named on the card
  const wounds = taskDisadvantagesFromMarkers(readMarkers(actor), "asset");
  const taskInput = indirectFireTask({ weapon: mission.weapon, fireDirection: level, fdAid: kitBonus(actor, "fireDirectionAid") ?? 0, corrections: mission.corrections, disadvantages: wounds });
  await saveMission(actor, { ...mission, fired: true });
  await updateMissionCard(message, actor, { ...mission, fired: true });
  const spotter = actingToken(actor);
  await landBurst({
    actor,
    aimerName: actor.name ?? "",
    title: mission.battery,
    weapon: mission.weapon,
    assetKey: "STARSKIRMISH.SpacePatrol.Asset.fireDirection",
    level: String(level),
    corrections: mission.corrections,
    burdens: { woundMarkers: wounds, vehicleMarkers: 0 },
    task: taskInput,
    aim: mission.aim,
    from: spotter ? { x: spotter.center.x, y: spotter.center.y } : null,
    aimTokenId: mission.aimTokenId,
    radius: indirectBurstRadius(mission.weapon, mission.radius, mission.rof),
    // Guide 6.11: the shells burst as HE does (6.12's contact and burst penetrations)
    penetration: { contact: mission.contact, burst: mission.burst },
  });
}
