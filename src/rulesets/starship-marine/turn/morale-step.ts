/**
 * Individual morale at step k (Starship Marine 3.1, 3.14): the banner lists every figure in the
 * combat that has come under fire in the action, still tests morale (crew, or a Marine private out
 * of command now, 3.3) and has not yet taken its test for being under fire for the first time. Its
 * owner tests from the list. Figures that wish to advance under fire or into a known fire-swept zone
 * (3.14 b, c) test from their sheet, as the banner reminds everyone.
 */
import { TEMPLATE_ROOT } from "../../../system/constants";
import { readCard } from "../../../system/cards/read-card";
import { readMarkers } from "../../../system/markers/marker-store";
import { warn } from "../../../system/notify";
import { FigureData } from "../models/figure-model";
import { outOfTheFight } from "../rules/markers";
import { SSM_FIRE_CARD } from "../cards/fire";
import { SSM_APGW_CARD } from "../cards/apgw";
import { SSM_MORALE_CARD } from "../cards/morale";
import { testsWhenFiredOn } from "../view/morale-prompt";
import { privateOutOfCommand } from "./command-distance";
import { testMorale } from "../actions/morale";

export interface DueTest {
  readonly name: string;
  readonly actorUuid: string;
  readonly mine: boolean;
}

/** The token ids fire has aimed at in the action, and those that have tested for it. */
function fromChat(): { firedOn: Set<string>; tested: Set<string> } {
  const firedOn = new Set<string>();
  const tested = new Set<string>();
  for (const m of game.messages?.contents ?? []) {
    const fire = readCard(m, SSM_FIRE_CARD) ?? readCard(m, SSM_APGW_CARD);
    if (fire) [fire.payload.target.key, ...fire.payload.extra.map((e) => e.key)].forEach((k) => firedOn.add(k));
    const morale = readCard(m, SSM_MORALE_CARD);
    if (morale && morale.payload.trigger === "firstUnderFire") tested.add(morale.payload.key);
  }
  return { firedOn, tested };
}

/** 3.14 a: who still owes the test for being under fire for the first time. */
export function dueMoraleTests(combat: Combat.Implementation): DueTest[] {
  const { firedOn, tested } = fromChat();
  return [...combat.combatants].flatMap((c) => {
    const token = c.token?.object;
    const actor = c.actor;
    const key = c.tokenId ?? "";
    if (!token || !actor || !(actor.system instanceof FigureData) || !firedOn.has(key) || tested.has(key)) return [];
    if (outOfTheFight(readMarkers(actor))) return [];
    if (!testsWhenFiredOn(actor.system.troopType, actor.system.experience, privateOutOfCommand(token))) return [];
    return [{ name: c.name || token.name || actor.name || "", actorUuid: actor.uuid, mine: actor.isOwner }];
  });
}

async function onTest(button: HTMLElement): Promise<void> {
  const actor = await fromUuid<Actor.Implementation>(button.dataset.actorUuid ?? "");
  if (!(actor instanceof Actor) || !actor.isOwner) return warn("STARSKIRMISH.StarshipMarine.Morale.notYours");
  await testMorale(actor);
}

/** The step-k list in the banner. */
export async function appendMoraleStep(banner: HTMLElement, combat: Combat.Implementation): Promise<void> {
  const html = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/starship-marine/turn/morale-step.hbs`, { due: dueMoraleTests(combat) });
  const holder = document.createElement("div");
  holder.innerHTML = html;
  const part = holder.firstElementChild;
  if (!(part instanceof HTMLElement)) return;
  banner.append(part);
  part.querySelectorAll<HTMLElement>("[data-ssm-morale-test]").forEach((el) => el.addEventListener("click", () => void onTest(el)));
}
