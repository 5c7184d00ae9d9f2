/**
 * Using a PSI power from the sheet (Guide 2.3). Psi-Shock opens the melee flow on Psi-Shock; the
 * other four read what the board shows (the probe target's Stun Marker, the suggestion targets'
 * distance and Will, the telepathy target's distance), ask the rest, roll a real d20 and post a card
 * that names every number. The operator's Psi-Amp is the equipment bonus, their Wound markers the usual
 * burden. A power at X is refused (SP-7).
 */
import { markerCount } from "../../../core/markers";
import { readMarkers } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { actingToken, contactDistanceBetween, userTargets, wholeDistanceBetween, type TokenObject } from "../../../system/board";
import { warn } from "../../../system/notify";
import { rollDice } from "../../../system/real-dice";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { isAssetLevelReader } from "../models/asset-reader";
import { SP_MARKER } from "../rules/markers";
import { taskDisadvantagesFromMarkers } from "../rules/marker-effects";
import { resolveTask } from "../rules/task";
import {
  PROBE_REACH_INCHES,
  PSI_POWERS,
  SUGGESTION_RANGE_INCHES,
  probeDisadvantages,
  probeTask,
  resolveSuggestion,
  suggestionDisadvantages,
  suggestionRefusal,
  suggestionTargetLimit,
  telepathyDisadvantagesAtInches,
  telepathyDisadvantagesAtMetres,
  telepathyTask,
  viewingTask,
  type PsiOperator,
  type PsiPower,
  type PsiTaskPower,
  type SuggestionTarget,
} from "../rules/psionics";
import { psiCardContext, psiDialogContext, type PsiCardTarget, type PsiDialogContext } from "../view/psionics-view";
import { PSI_CARD } from "../cards/psionics";
import { kitBonus } from "./action-common";
import { meleeAttack } from "./melee";
import { askDialogInput } from "../../../system/form-dialog";

const PSI = "STARSKIRMISH.SpacePatrol.Psi.";

export function isPsiPower(value: unknown): value is PsiPower {
  return typeof value === "string" && (PSI_POWERS as readonly string[]).includes(value);
}

interface PsiForm {
  willing: boolean;
  stunned: boolean;
  metres: number | null;
  advantages: number;
  disadvantages: number;
}

const flag = (v: unknown): boolean => v === true || v === "true" || v === "on";
const count = (v: unknown): number => {
  const n = Math.trunc(Number(v ?? 0));
  return Number.isFinite(n) ? Math.min(10, Math.max(0, n)) : 0;
};

/** The dialog's answers; a distance that is not a number of 0 or more is null (the user is told). */
function readPsiForm(raw: unknown): PsiForm {
  const d = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const metresText = d.metres === undefined || d.metres === null ? "0" : String(d.metres).trim();
  const metres = Number(metresText === "" ? "0" : metresText);
  return { willing: flag(d.willing), stunned: flag(d.stunned), metres: Number.isFinite(metres) && metres >= 0 ? metres : null, advantages: count(d.advantages), disadvantages: count(d.disadvantages) };
}

async function askPower(context: PsiDialogContext): Promise<PsiForm | null> {
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/psionics.hbs`, { ...context });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.localize(context.powerLabel) },
    content,
    ok: { label: `${PSI}use` },
  });
  return raw ? readPsiForm(raw) : null;
}

/** The one token targeted, none, or a warning (null) when there are more. */
function oneTargetOrNone(): TokenObject | undefined | null {
  const targets = userTargets();
  if (targets.length > 1) {
    warn(`${PSI}refused.oneTarget`);
    return null;
  }
  return targets[0];
}

/** The sheet's button for one power. */
export async function usePsiPower(actor: Actor.Implementation, power: string): Promise<void> {
  const levels = actor.system;
  if (!isAssetLevelReader(levels) || !isPsiPower(power)) return;
  const level = levels.assetLevel(power);
  // SP-7, Guide 2.3: a PSI asset at X cannot even be attempted
  if (level === "X") return warn("STARSKIRMISH.SpacePatrol.Roll.psiAtX");
  // Guide 2.3: Psi-Shock is a melee attack in all things
  if (power === "psiShock") return meleeAttack(actor, "psiShock");
  const operator: PsiOperator = {
    level,
    psiAmp: kitBonus(actor, "psiAmp") ?? 0,
    // Guide 6.14: Wound and Mortal Wound markers burden every asset task
    markerDisadvantages: taskDisadvantagesFromMarkers(readMarkers(actor), "asset"),
  };
  const base = { power, operatorName: actor.name ?? "", level, psiAmp: operator.psiAmp, markerDisadvantages: operator.markerDisadvantages };
  if (power === "psiSuggestion") return suggest(actor, operator, base);
  const target = oneTargetOrNone();
  if (target === null) return;
  if (power === "psiProbe") return probe(actor, operator, base, target);
  if (power === "psiTelepathy") return telepathy(actor, operator, base, target);
  return view(actor, operator, base);
}

type DialogBase = Omit<Parameters<typeof psiDialogContext>[0], "power"> & { power: PsiTaskPower };

/** Everything the dialog adds to what the sheet knew of the operator. */
const withForm = (operator: PsiOperator, form: PsiForm): PsiOperator => ({ ...operator, advantages: form.advantages, disadvantages: form.disadvantages });

async function post(actor: Actor.Implementation, power: PsiTaskPower, operator: PsiOperator, roll: Roll, targets: PsiCardTarget[]): Promise<void> {
  const context = psiCardContext({ power, operatorName: actor.name ?? "", markerDisadvantages: operator.markerDisadvantages, otherDisadvantages: operator.disadvantages ?? 0, targets });
  await postCard(PSI_CARD, { actor, rolls: [roll], context });
}

async function probe(actor: Actor.Implementation, operator: PsiOperator, base: DialogBase, target: TokenObject | undefined): Promise<void> {
  // Guide 2.3: "by physically contacting a living target": a target on the board must be in reach
  if (target) {
    const own = actingToken(actor);
    if (!own) return warn(`${PSI}refused.noToken`);
    // a touch holds at any ground scale: measured in board squares (contactDistanceBetween, our reading of 6.1)
    if (contactDistanceBetween(own, target) > PROBE_REACH_INCHES) return warn(`${PSI}refused.notTouching`, { name: target.name });
  }
  // the target's Stun Marker is read from their token; without a token the player says
  const stunnedOnBoard = target?.actor ? markerCount(readMarkers(target.actor), SP_MARKER.stun) > 0 : null;
  const form = await askPower(psiDialogContext({ ...base, probe: { targetName: target?.name ?? "", stunned: stunnedOnBoard } }));
  if (!form) return;
  const situation = { willing: form.willing, stunned: stunnedOnBoard ?? form.stunned };
  const { roll, faces } = await rollDice(1, 20);
  const result = resolveTask(probeTask(withForm(operator, form), situation), faces[0] ?? 1);
  await post(actor, "psiProbe", withForm(operator, form), roll, [{ name: target?.name ?? "", own: [{ label: `${PSI}why.unwilling`, count: probeDisadvantages(situation) }], result }]);
}

async function telepathy(actor: Actor.Implementation, operator: PsiOperator, base: DialogBase, target: TokenObject | undefined): Promise<void> {
  let board: { targetName: string; distance: number; disadvantages: number } | null = null;
  if (target) {
    const own = actingToken(actor);
    if (!own) return warn(`${PSI}refused.noToken`);
    const distance = wholeDistanceBetween(own, target);
    board = { targetName: target.name, distance, disadvantages: telepathyDisadvantagesAtInches(distance) };
  }
  const form = await askPower(psiDialogContext({ ...base, telepathy: board }));
  if (!form) return;
  if (!board && form.metres === null) return warn(`${PSI}refused.badDistance`);
  // Guide 2.3: a disadvantage per 50 m (33") of distance
  const distanceDisadvantages = board ? board.disadvantages : telepathyDisadvantagesAtMetres(form.metres ?? 0);
  const { roll, faces } = await rollDice(1, 20);
  const result = resolveTask(telepathyTask(withForm(operator, form), distanceDisadvantages), faces[0] ?? 1);
  await post(actor, "psiTelepathy", withForm(operator, form), roll, [{ name: board?.targetName ?? "", own: [{ label: `${PSI}why.distance`, count: distanceDisadvantages }], result }]);
}

async function view(actor: Actor.Implementation, operator: PsiOperator, base: DialogBase): Promise<void> {
  const form = await askPower(psiDialogContext(base));
  if (!form) return;
  const { roll, faces } = await rollDice(1, 20);
  const result = resolveTask(viewingTask(withForm(operator, form)), faces[0] ?? 1);
  await post(actor, "psiViewing", withForm(operator, form), roll, [{ name: "", own: [], result }]);
}

async function suggest(actor: Actor.Implementation, operator: PsiOperator, base: DialogBase): Promise<void> {
  const tokens = userTargets();
  if (tokens.length === 0) return warn(`${PSI}refused.noTargets`);
  const own = actingToken(actor);
  if (!own) return warn(`${PSI}refused.noToken`);
  const targets: (SuggestionTarget & { name: string })[] = [];
  for (const token of tokens) {
    const system = token.actor?.system;
    if (!isAssetLevelReader(system)) return warn(`${PSI}refused.notAPerson`, { name: token.name });
    targets.push({ name: token.name, will: system.assetLevel("will"), distance: wholeDistanceBetween(own, token) });
  }
  // Guide 2.3: within 3", and no more targets than the operator's level; said before any die
  const limit = suggestionTargetLimit(operator.level);
  const refusal = suggestionRefusal(operator.level, targets);
  if (refusal === "tooMany") return warn(`${PSI}refused.tooMany`, { count: targets.length, limit });
  if (refusal === "tooFar") return warn(`${PSI}refused.tooFar`, { names: targets.filter((t) => t.distance > SUGGESTION_RANGE_INCHES).map((t) => t.name).join(", ") });
  if (refusal) return warn(`${PSI}refused.noTargets`);
  const rows = targets.map((t) => ({ name: t.name, distance: t.distance, will: String(t.will), disadvantages: suggestionDisadvantages(operator.level, t.will) }));
  const form = await askPower(psiDialogContext({ ...base, suggestion: { limit, targets: rows } }));
  if (!form) return;
  const { roll, faces } = await rollDice(1, 20);
  const results = resolveSuggestion(withForm(operator, form), targets, faces[0] ?? 1);
  const judged = results.map((result, i) => ({ name: rows[i]?.name ?? "", own: [{ label: `${PSI}why.will`, count: rows[i]?.disadvantages ?? 0 }], result }));
  await post(actor, "psiSuggestion", withForm(operator, form), roll, judged);
}
