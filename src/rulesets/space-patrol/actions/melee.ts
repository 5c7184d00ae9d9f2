/**
 * Melee from the sheet (Guide 6.8, 2.3): the acting token strikes the user's one targeted token
 * within reach, with a hand weapon, bare hands, martial arts (a strike or a throw) or Psi-Shock.
 * What the board shows is preset (wounds, prone, stun, unconscious, the defender's reach and
 * level); the dialog asks the rest. Every die is a real Roll; the card has an Apply button that
 * places the markers through the GM path when the target is someone else's.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { readMarkers } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { MELEE_CARD } from "../cards/attacks";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { isAssetLevelReader } from "../models/asset-reader";
import { ArmourData } from "../models/item-models";
import { SpacecraftData, VehicleData } from "../models/craft-models";
import {
  meleeModifierBreakdown,
  meleeStrikeGap,
  resolveMartialArtsThrow,
  resolveMelee,
  resolveTask,
  throwOutcome,
  SP_MARKER,
  THROW_STUN_RESIST_DT,
  type MeleeSituation,
} from "../rules";
import { targetProfile } from "./target-profile";
import { meleeCardContext, meleeCardTarget, meleeGap, throwCardContext, thrownAfter, type MeleeCardContext } from "../view/melee-card";
import { meleeRecord } from "../cards/melee-record";
import { actingToken, boardScale, contactDistanceBetween, userTargets, type TokenObject } from "../../../system/board";
import { warn } from "../../../system/notify";
import { zeroGAllows } from "./zero-g-check";
import { readState } from "../turn/side-turn-store";
import { rollDice, rollInOneBatch } from "../../../system/real-dice";
import { defenderReach, meleeChoices, readMeleeForm, type MeleeChoice, type MeleeForm } from "./melee-options";
import { askDialogInput } from "../../../system/form-dialog";

/** Guide 2.3: Psi-Shock does nothing to vehicles, spacecraft or anyone in a Hard Suit or EVA suit. */
function psiShockImmune(actor: Actor.Implementation | null): boolean {
  if (!actor || actor.system instanceof VehicleData || actor.system instanceof SpacecraftData) return true;
  return actor.items.some((i) => i.system instanceof ArmourData && (i.system.suit === "hardSuit" || i.system.suit === "evaSuit"));
}

async function askMelee(choices: MeleeChoice[], target: TokenObject, preset: { targetReach: number; targetFighting: string; boardNotes: string[] }): Promise<MeleeForm | null> {
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/melee.hbs`, {
    targetName: target.name,
    choices: choices.map((c) => ({ id: c.id, name: c.name, styleKey: `STARSKIRMISH.SpacePatrol.Melee.style.${c.style}`, reach: c.reach })),
    ...preset,
  });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.format("STARSKIRMISH.SpacePatrol.Melee.title", { target: target.name }) },
    content,
    ok: { label: "STARSKIRMISH.SpacePatrol.Melee.attack" },
  });
  return raw ? readMeleeForm(raw, choices[0]?.id ?? "unarmed") : null;
}

/**
 * `preferred`: the choice the dialog opens on (the sheet's Psi-Shock button opens it on Psi-Shock,
 * Guide 2.3); the defender's level is still preset from the first way of fighting.
 */
export async function meleeAttack(actor: Actor.Implementation, preferred?: string): Promise<void> {
  const levels = actor.system;
  if (!isAssetLevelReader(levels)) return;
  const attacker = actingToken(actor);
  if (!attacker) return warn("STARSKIRMISH.SpacePatrol.Fire.noShooterToken");
  const targets = userTargets();
  if (targets.length !== 1) return warn("STARSKIRMISH.SpacePatrol.Melee.oneTarget");
  const target = targets[0] as TokenObject;
  const defender = target.actor;
  const choices = meleeChoices(actor, levels);
  // The gap is what lies between the two beyond touching. Touching holds at any ground scale
  // (contactDistanceBetween: our reading of Guide 6.1, it wants a ruling); the squares of gap beyond
  // it are a distance the weapon's reach must span, a range as 6.1 has it, so each counts as the
  // scene's inches to the square (10 at 15 m: no reach spans a square there). No part of it is a
  // move: closing in is the attacker's Move, which the moved record already counts at that scale.
  const gap = meleeGap(contactDistanceBetween(attacker, target)) * boardScale();
  // Guide 6.8: no gap for most weapons, 1" for Reach 4-5, 2" for Reach 6
  if (!choices.some((c) => meleeStrikeGap(c.reach) >= gap)) return warn("STARSKIRMISH.SpacePatrol.Melee.outOfReach");
  const before: MarkerCounts = defender ? readMarkers(defender) : {};
  const defenderLevels = defender && isAssetLevelReader(defender.system) ? defender.system : null;
  const boardNotes: string[] = [];
  if (markerCount(before, SP_MARKER.prone) > 0 || markerCount(before, SP_MARKER.stun) > 0) boardNotes.push("STARSKIRMISH.SpacePatrol.Melee.board.proneOrStunned");
  if (markerCount(before, SP_MARKER.unconscious) > 0) boardNotes.push("STARSKIRMISH.SpacePatrol.Melee.board.unconscious");
  const offered = preferred ? [...choices.filter((c) => c.id === preferred), ...choices.filter((c) => c.id !== preferred)] : choices;
  const form = await askMelee(offered, target, {
    targetReach: defenderReach(defender),
    targetFighting: defenderLevels ? String(defenderLevels.assetLevel(choices[0]?.asset ?? "brawling")) : "X",
    boardNotes,
  });
  if (!form) return;
  const choice = choices.find((c) => c.id === form.choice);
  if (!choice) return;
  if (meleeStrikeGap(choice.reach) < gap) return warn("STARSKIRMISH.SpacePatrol.Melee.outOfReach");
  // Guide 6.10: in zero-G the Space-Fu check comes first; a failure misses outright
  if (!(await zeroGAllows(actor, attacker.document, "melee", "other"))) return;
  const situation: MeleeSituation = {
    attackerReach: choice.reach,
    targetReach: form.targetReach,
    attackerFighting: choice.level,
    targetFighting: form.targetFighting,
    attackersOnTarget: form.attackers,
    surprise: form.surprise,
    attackerMarkers: readMarkers(actor),
    targetMarkers: before,
    darkness: form.darkness,
    fightersInSmoke: form.smoke,
  };
  const defenderVigor = defenderLevels ? defenderLevels.assetLevel("vigor") : "X";
  const base = { attackerName: actor.name ?? "", targetName: target.name, key: target.document.id ?? "target", weaponName: choice.name, style: choice.style, before };
  const rolls: Roll[] = [];
  let context: MeleeCardContext;
  const style = choice.style;
  const immune = style === "psiShock" && psiShockImmune(defender ?? null);
  const unconscious = markerCount(before, SP_MARKER.unconscious) > 0;
  const weapon = { equipment: choice.equipment, penetration: choice.penetration, maxHits: choice.maxHits, unarmed: choice.unarmed };
  const struckTarget = { ...targetProfile(defender), markers: before, unconscious, immuneToPsiShock: immune };
  // everything the rules are handed but the dice, so the GM can work the result out again
  // Guide 6.3: while the side turns run, either side may spend Tactics on the strike's roll
  const state = readState(game.combat);
  const turn = state ? { round: state.round, side: state.acting } : undefined;
  const payload = meleeRecord({ key: base.key, style, asset: choice.level, weapon, situation, target: struckTarget, vigor: defenderVigor }, turn, { attacker: base.attackerName, target: base.targetName, weapon: base.weaponName, targetActor: defender?.uuid ?? "", choice: choice.id });
  if (style === "throw") {
    const { roll, faces: d20s } = await rollDice(1, 20);
    rolls.push(roll);
    const task = resolveMartialArtsThrow(choice.level, situation, d20s[0] ?? 1);
    let outcome = null;
    let after = before;
    if (task.success) {
      // Guide 6.8: the thrown target resists the stun with Vigor DT 8
      const vigorRoll = await rollDice(1, 20);
      const vigor = resolveTask({ dt: THROW_STUN_RESIST_DT, asset: defenderVigor }, vigorRoll.faces[0] ?? 1);
      const thrown = await rollInOneBatch((dice) => throwOutcome(dice, vigor.success));
      rolls.push(vigorRoll.roll, ...thrown.rolls);
      outcome = { inches: thrown.result.inches, vigor, stunned: thrown.result.stunned };
      after = thrownAfter(before, thrown.result.stunned);
    }
    // Guide 6.8: the throw counts the melee modifiers; the card names them
    context = throwCardContext({ ...base, task, outcome, after, modifiers: meleeModifierBreakdown(situation) });
  } else {
    // reference sheet: an unconscious target is hit without a roll
    const strike = unconscious ? null : await rollDice(1, 20);
    if (strike) rolls.push(strike.roll);
    const input = { style, asset: choice.level, weapon, situation, target: struckTarget, d20: strike?.faces[0] ?? 1 };
    const struck = await rollInOneBatch((dice) => resolveMelee({ ...input, dice }));
    rolls.push(...struck.rolls);
    // Guide 4.2: a failed strike offers Not So Fast, for an attacker with a point to spend
    const mayReroll = isAssetLevelReader(actor.system) && actor.system.rerollPoints > 0;
    context = meleeCardContext({ ...base, result: struck.result, maxHits: choice.maxHits, immune, table: struckTarget.table, ...(state ? { tactics: { sides: state.order, spends: [] } } : {}), ...(mayReroll ? { rerolled: false } : {}) });
  }
  const struckRow = meleeCardTarget(context);
  await postCard(MELEE_CARD, {
    context: { ...context, canApply: struckRow !== null },
    actor,
    rolls,
    payload,
    targets: struckRow ? [{ ...struckRow, actorUuid: defender?.uuid ?? "", name: target.name }] : [],
  });
}
