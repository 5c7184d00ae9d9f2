/**
 * The individual morale test from the figure sheet (Starship Marine 3.14): robots and Veteran
 * non-marines do not test (3.14, 4.7); the dialog asks why and what the figure sees; a real 1d6 and
 * the rules give the result; the card's Apply puts its marker on the figure through the GM.
 */
import { askForm } from "../../../system/form-dialog";
import { postCard } from "../../../system/cards/post-card";
import { actingToken } from "../../../system/board";
import { rollFormula } from "../../../system/real-dice";
import { warn } from "../../../system/notify";
import { FigureData } from "../models/figure-model";
import { claimRollOrWarn, promptId } from "../../../system/roll-once";
// the tester as 3.14 reads it: one reading, shared with the GM's check of it
import { moraleTester } from "../cards/morale-confirm";
import { experienceEffect } from "../rules/experience";
import { resolveIndividualMorale } from "../rules/individual-morale";
import { MORALE_RESULT_MARKER, SSM_MORALE_CARD } from "../cards/morale";
import { moraleCardContext, moraleDialogContext, readMoraleForm } from "../view/morale-card";
import { defendsPoorShip } from "../turn/sides-record";

/**
 * Tests a figure's morale; `prompt` is the fire card whose call it answers (3.14 a), claimed once
 * for the figure before the die is thrown (system/roll-once.ts), so an honest second click rolls
 * nothing; the GM's ledger lands the first answer only, whatever a client skips.
 */
export async function testMorale(actor: Actor.Implementation, prompt: ChatMessage.Implementation | null = null): Promise<void> {
  const system = actor.system;
  if (!(system instanceof FigureData)) return;
  const tester = moraleTester(system);
  if (tester.kind === "robot") return warn("STARSKIRMISH.StarshipMarine.Morale.robotsDoNot");
  if (experienceEffect(tester.marine, tester.experience).noMoraleRolls) return warn("STARSKIRMISH.StarshipMarine.Morale.veteranDoesNot");
  const raw = await askForm("starship-marine/dialogs/morale.hbs", { ...moraleDialogContext(defendsPoorShip(actor, actingToken(actor))) }, { title: "STARSKIRMISH.StarshipMarine.Morale.dialogTitle", ok: "STARSKIRMISH.StarshipMarine.Morale.action" });
  if (!raw) return;
  const { trigger, situation } = readMoraleForm(raw);
  if (prompt && !(await claimRollOrWarn(actor, promptId(prompt)))) return;
  const { roll, faces } = await rollFormula("1d6");
  const die = faces[0] ?? 1;
  const result = resolveIndividualMorale(tester, situation, die);
  const key = actingToken(actor)?.document.id ?? actor.id ?? "figure";
  const marker = MORALE_RESULT_MARKER[result.result];
  await postCard(SSM_MORALE_CARD, {
    actor,
    rolls: [roll],
    answers: prompt,
    payload: { key, trigger, tester, situation },
    context: moraleCardContext({ name: actor.name ?? "", trigger, die, factors: result.factors, score: result.score, result: result.result, targetKey: key }),
    targets: marker ? [{ key, actorUuid: actor.uuid, name: actor.name ?? "", markers: { [marker]: 1 }, data: {} }] : [],
  });
}

/** 3.14 a: a fire card's call to test, answered by the owner of the figure fired on. */
export async function onFirstUnderFire({ message, button }: { readonly message: ChatMessage.Implementation; readonly button: HTMLElement }): Promise<void> {
  const actor = await fromUuid<Actor.Implementation>(button.dataset.actorUuid ?? "");
  if (!(actor instanceof Actor) || !actor.isOwner) return warn("STARSKIRMISH.StarshipMarine.Morale.notYours");
  await testMorale(actor, message);
}
