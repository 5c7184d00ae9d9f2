/**
 * The GM's side of an individual morale card (Starship Marine 3.14): who tests, and which fire
 * card's call it answers. A figure tests its own morale, so the card's result lands on the figure
 * it was posted for and on nothing else, and the tester the card kept (a Marine or not, an officer,
 * its experience) is the one its sheet shows: a player writes their own cards, and a result landed
 * on an enemy's figure, or a Veteran's +1 claimed by a crewman (4.7, SSM-27), is not the rules'.
 * What the dialog asked of the board (casualties in sight, fire from close by) is the tester's
 * call and stays on the card for the table to see.
 *
 * A fire card calls the figure it aimed at to test when it first comes under fire (3.14 a; its
 * button, actions/morale.ts): the GM's ledger lands one answer per fire card and figure
 * (core/card-prompts.ts). A test rolled from the sheet answers no prompt and is not judged so.
 */
import type { CardSnapshot } from "../../../core/card-ledger";
import { promptListsActor, type PromptRule } from "../../../core/card-prompts";
import type { DerivationInput } from "../../../system/cards/card-kind";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import type { MoraleTester } from "../rules/individual-morale";
import type { MORALE_RECORD } from "./morale";
import { keyIsTokenOf } from "../../../system/cards/card-target-actor";
import { SSM_FIRE_CARD } from "./fire";
import { APGW_KIND_ID } from "./apgw";

/** The card lands on another figure than the one that tested, or on a tester its sheet does not show. */
export const TESTER_CHANGED = "STARSKIRMISH.StarshipMarine.Morale.testerChanged";

/** The tester as 3.14 reads it, from the figure's troop type and experience (a Raw Marine tests as Experienced, 4.7). */
export function moraleTester(system: FigureData): MoraleTester {
  const type = TROOP_TYPES[system.troopType];
  const kind = type.robot ? "robot" : type.nonCombatant ? "nonCombatant" : type.figureClass === "officer" ? "officer" : type.marine ? "marine" : "crewman";
  return { kind, marine: type.marine, experience: type.marine && system.experience === "raw" ? "experienced" : system.experience };
}

/** Null when the card's result lands on the figure it was posted for, and that figure's sheet is the tester it kept. */
export async function confirmMorale({ payload, actorUuid, targets }: DerivationInput<typeof MORALE_RECORD>): Promise<string | null> {
  if (targets.find((t) => t.key === payload.key)?.actorUuid !== actorUuid) return TESTER_CHANGED;
  const actor = actorUuid ? await fromUuid<Actor.Implementation>(actorUuid) : null;
  if (!(actor instanceof Actor) || !(actor.system instanceof FigureData)) return TESTER_CHANGED;
  const sheet = moraleTester(actor.system);
  const kept = payload.tester;
  return kept.kind === sheet.kind && kept.marine === sheet.marine && kept.experience === sheet.experience ? null : TESTER_CHANGED;
}

/** The token a fire card aimed at, as its author kept it; "" for none. */
function aimedAt(prompt: CardSnapshot): string {
  const target: unknown = prompt.payload.target;
  const key = typeof target === "object" && target !== null ? (target as Record<string, unknown>).key : undefined;
  return typeof key === "string" ? key : "";
}

/** Whether the fire card `prompt` calls the morale card's figure: it aimed at that figure's token, or lists it hit. */
export function fireCallsTester(prompt: CardSnapshot, answer: CardSnapshot): boolean {
  return keyIsTokenOf(aimedAt(prompt), answer.actorUuid) || promptListsActor(prompt, answer);
}

/** 3.14 a: a morale card answers the fire or APGW card whose button called it, once per figure. */
export const FIRE_MORALE_PROMPT: PromptRule = { by: [SSM_FIRE_CARD.id, APGW_KIND_ID], calls: fireCallsTester };
