/**
 * Rolling an asset task from a patrolman's or an NPC's sheet: ask for DT and circumstances (Wound
 * markers already counted), roll a real d20, resolve it in the pure core and post the card. "Not
 * So Fast" rerolls a failed check for a Space Hero Point, or an NPC's Plot Armor Point (Guide 4.2).
 * A combat task rolled while the side turns run offers Tactics buttons (Guide 6.3); the GM redraws
 * the card from its payload after each spend.
 */
import { resolveTask, type TaskInput, type TaskResult } from "../rules/task";
import { notSoFast } from "../rules/hero-points";
import { taskDisadvantagesFromMarkers } from "../rules/marker-effects";
import { ASSET_BY_ID, isAssetId } from "../rules/assets";
import { readMarkers } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { updateCardPayload } from "../../../system/cards/update-card";
import type { CardRead } from "../../../system/cards/read-card";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { PatrolmanData } from "../models/patrolman-model";
import { NpcData } from "../models/npc-model";
import { isAssetLevelReader } from "../models/asset-reader";
import { difficultyChoices, readTaskForm } from "../view/task-form";
import { taskCardContext } from "../view/task-card";
import { isTacticsCombatAsset, taskWithTactics } from "../rules/tactics-spend";
import type { TacticsSpend } from "../rules/tactics-pool";
import type { TurnSide } from "../rules/side-turns";
import { readState } from "../turn/side-turn-store";
import { TASK_CARD, taskInputOf, taskInputPayload, type TaskPayload } from "../cards/task";
import { askDialogInput } from "../../../system/form-dialog";

async function rollD20(): Promise<Roll> {
  return new Roll("1d20").evaluate();
}

/** What a task on a vehicle brings to the dialog: the vehicle's markers and its drive code (Guide 3.3, 6.15). */
export interface TaskPresets {
  readonly disadvantages: number;
  readonly equipment: number;
}

/** Asks for the task's circumstances; null when the user closes the dialog. */
async function askTask(actor: Actor.Implementation, assetLabel: string, presets: TaskPresets = { disadvantages: 0, equipment: 0 }): Promise<TaskInputBase | null> {
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/asset-task.hbs`, {
    difficulties: difficultyChoices(),
    dt: 12,
    // Guide 6.14: one disadvantage per Wound and Mortal Wound marker.
    disadvantages: taskDisadvantagesFromMarkers(readMarkers(actor), "asset") + presets.disadvantages,
    advantages: 0,
    equipment: presets.equipment,
  });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.format("STARSKIRMISH.SpacePatrol.Roll.title", { asset: assetLabel }) },
    content,
    ok: { label: "STARSKIRMISH.SpacePatrol.Roll.roll" },
  });
  return raw ? readTaskForm(raw) : null;
}

type TaskInputBase = Omit<TaskInput, "asset" | "psi">;

export async function rollAssetTask(actor: Actor.Implementation, assetId: string, presets?: TaskPresets): Promise<void> {
  if (!isAssetLevelReader(actor.system) || !isAssetId(assetId)) return;
  const def = ASSET_BY_ID[assetId];
  const level = actor.system.assetLevel(assetId);
  if (def.psi && level === "X") {
    ui.notifications?.warn("STARSKIRMISH.SpacePatrol.Roll.psiAtX", { localize: true });
    return;
  }
  const assetLabel = game.i18n!.localize(def.label);
  const form = await askTask(actor, assetLabel, presets);
  if (!form) return;
  const input: TaskInput = { ...form, asset: level, psi: def.psi };
  const roll = await rollD20();
  const result = resolveTask(input, roll.total ?? 0);
  await postTaskCard(actor, { assetId, assetLabel, input, result, roll, heroPoints: actor.system.rerollPoints, rerolled: false });
}

/** Guide 6.3: the sides that may spend Tactics on a new roll, none off combat or for other tasks. */
function tacticsSides(assetId: string): TurnSide[] {
  const state = readState(game.combat);
  return state && isTacticsCombatAsset(assetId) ? [...state.order] : [];
}

interface TaskCard {
  assetId: string;
  assetLabel: string;
  input: TaskInput;
  result: TaskResult;
  heroPoints: number;
  rerolled: boolean;
  sides: readonly string[];
  spends: readonly TacticsSpend[];
}

function cardContext(actorName: string, card: TaskCard) {
  return taskCardContext({
    actorName,
    assetLabel: card.assetLabel,
    assetLevel: String(card.input.asset),
    result: taskWithTactics(card.result, card.spends),
    heroPoints: card.heroPoints,
    rerolled: card.rerolled,
    tactics: { sides: card.sides, spends: card.spends },
  });
}

/** Posts a task card; the payload keeps what a Not So Fast reroll and a Tactics spend need. */
async function postTaskCard(
  actor: Actor.Implementation,
  card: { assetId: TaskPayload["assetId"]; assetLabel: string; input: TaskInput; result: TaskResult; roll: Roll; heroPoints: number; rerolled: boolean },
): Promise<void> {
  const sides = tacticsSides(card.assetId);
  await postCard(TASK_CARD, {
    actor,
    rolls: [card.roll],
    payload: { assetId: card.assetId, input: taskInputPayload(card.input), d20: card.result.d20, rerolled: card.rerolled, tacticsSides: sides, tactics: [] },
    context: cardContext(actor.name ?? "", { ...card, sides, spends: [] }),
  });
}

/** The stored card's task as rolled, before any Tactics. */
export function cardTask(payload: TaskPayload): TaskResult {
  return resolveTask(taskInputOf(payload.input), payload.d20);
}

/** For the GM after a Tactics spend: stores the spends and redraws the card from its payload. */
export async function redrawTaskCard(card: CardRead<typeof TASK_CARD>, spends: TaskPayload["tactics"]): Promise<void> {
  const { payload } = card;
  const actor = await fromUuid<Actor.Implementation>(card.actorUuid);
  const context = cardContext(actor?.name ?? "", {
    assetId: payload.assetId,
    assetLabel: game.i18n!.localize(ASSET_BY_ID[payload.assetId].label),
    input: taskInputOf(payload.input),
    result: cardTask(payload),
    heroPoints: actor && isAssetLevelReader(actor.system) ? actor.system.rerollPoints : 0,
    rerolled: payload.rerolled,
    sides: payload.tacticsSides,
    spends,
  });
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${TASK_CARD.template}`, { ...context });
  await updateCardPayload(card, { ...payload, tactics: spends }, content);
}

/** Card action: spend a hero point to reroll a failed check with one more advantage. */
export async function onNotSoFast({ card }: CardButtonContext<typeof TASK_CARD>): Promise<void> {
  const { payload } = card;
  const actor = await fromUuid<Actor.Implementation>(card.actorUuid);
  if (!actor || !isAssetLevelReader(actor.system) || !actor.isOwner) {
    ui.notifications?.warn("STARSKIRMISH.Error.notYourActor", { localize: true });
    return;
  }
  if (payload.rerolled || actor.system.rerollPoints < 1) {
    ui.notifications?.warn("STARSKIRMISH.SpacePatrol.Roll.noReroll", { localize: true });
    return;
  }
  const assetId = payload.assetId;
  const original = taskInputOf(payload.input);
  const first = resolveTask(original, payload.d20);
  const roll = await rollD20();
  const result = notSoFast(original, roll.total ?? 0, first);
  await spendRerollPoint(actor);
  await updateCardPayload(card, { ...payload, rerolled: true });
  await postTaskCard(actor, {
    assetId,
    assetLabel: game.i18n!.localize(ASSET_BY_ID[assetId].label),
    input: { ...original, advantages: (original.advantages ?? 0) + 1 },
    result,
    roll,
    heroPoints: actor.system.rerollPoints,
    rerolled: true,
  });
}

/** Takes one Space Hero Point from a patrolman, or one Plot Armor Point from an NPC. */
export async function spendRerollPoint(actor: Actor.Implementation): Promise<void> {
  const system = actor.system;
  if (system instanceof PatrolmanData) await actor.update({ system: { heroPoints: { value: system.heroPoints.value - 1 } } });
  else if (system instanceof NpcData) await actor.update({ system: { plotArmor: { value: system.plotArmor.value - 1 } } });
}
