/**
 * Wires the buttons of a rendered card (renderChatMessageHTML). A button runs only when the
 * card's registered kind declares its action: the kit's Apply, or the rule set's own handler. Any
 * other button is disabled; GM-only buttons are hidden from players. A rule set's kinds register
 * when its table loads, so a card drawn before that is checked when a button is pressed.
 */
import { CardData } from "./card-model";
import { registeredCardKind } from "./card-registry";
import type { CardButtonRunner } from "./card-button-types";
import { requestApply } from "../chat/apply-result";
import { isKitButton, type KitButton } from "./card-kind";
import { readCardLedger } from "../ledger/ledger-store";
import { cardRefusal, type AppliedMark } from "../../core/card-ledger";
import { showApplied } from "./applied-marks";
import { showNotLanding, showPromptStanding } from "./prompt-marks";
import { standingOf } from "./prompt-judge";
import { showOnBoard } from "./show-on-board";
import { loadTableOfRuleSet } from "../ruleset-table";

/** The kit's own buttons, the same on every kind that carries them. */
const KIT_RUNNERS: Readonly<Record<KitButton, CardButtonRunner>> = {
  applyResult: async ({ message, button }) => void (await requestApply(message, button.dataset.targetKey ?? "")),
  showOnBoard: ({ button }) => showOnBoard(button),
};

/** The runner of one action on a card of a kind, or undefined when the kind does not declare it. */
export function cardButtonRunner(kindId: string, action: string): CardButtonRunner | undefined {
  const entry = registeredCardKind(kindId);
  if (!entry || !entry.kind.buttons.includes(action)) return undefined;
  return entry.handlers.get(action) ?? (isKitButton(action) ? KIT_RUNNERS[action] : undefined);
}

/** How a card words an applied mark: the applying user's name, and the time on this client's clock. */
function appliedWording(mark: AppliedMark): string {
  return game.i18n!.format("STARSKIRMISH.Card.appliedBy", {
    user: game.users?.get(mark.by)?.name ?? game.i18n!.localize("STARSKIRMISH.Card.someone"),
    time: new Date(mark.at).toLocaleTimeString(),
  });
}

/**
 * The runner of a button once the card's kind is known. A rule set's kinds come with its table,
 * so a card rendered before the table loaded (the chat log at start-up) finds its runner when
 * the button is pressed: the table of the rule set the card names loads then.
 */
async function runnerOnPress(kindId: string, ruleSetId: string, action: string): Promise<CardButtonRunner | undefined> {
  if (!registeredCardKind(kindId)) await loadTableOfRuleSet(ruleSetId);
  return cardButtonRunner(kindId, action);
}

export function wireCardButtons(message: ChatMessage.Implementation, html: HTMLElement): void {
  const kindId = message.system instanceof CardData ? message.system.kind : "";
  const ruleSetId = message.system instanceof CardData ? message.system.ruleSet : "";
  const known = registeredCardKind(kindId) !== undefined;
  const entry = readCardLedger()[message.id ?? ""];
  const done = new Set(showApplied(html, entry?.applied ?? {}, appliedWording));
  // an answer to a prompt that lands nothing says so (rolled again, say, or refused by the GM's
  // client and so no answer); any other card a GM's client refused as a whole says why; neither
  // offers Apply
  const refused = cardRefusal(entry);
  const standing = standingOf(message);
  const notLanding =
    refused && standing.standing !== "refused"
      ? showNotLanding(html, game.i18n!.format("STARSKIRMISH.Card.refused", { reason: game.i18n!.localize(refused) }))
      : showPromptStanding(html, standing, (s, reason) =>
          s === "refused" ? game.i18n!.format("STARSKIRMISH.Card.prompt.refused", { reason: game.i18n!.localize(reason) }) : game.i18n!.localize(`STARSKIRMISH.Card.prompt.${s}`),
        );
  for (const button of notLanding) done.add(button);
  for (const button of html.querySelectorAll<HTMLElement>("[data-card-action]")) {
    if (done.has(button)) continue;
    const action = button.dataset.cardAction ?? "";
    // a kind already known disables what it does not declare; an unknown one decides on the press
    if (known && !cardButtonRunner(kindId, action)) {
      button.setAttribute("disabled", "");
      continue;
    }
    if (button.dataset.gmOnly !== undefined && !game.user?.isGM) button.hidden = true;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      button.setAttribute("disabled", "");
      runnerOnPress(kindId, ruleSetId, action)
        .then(async (run) => {
          if (run) return run({ message, button, event });
          ui.notifications?.warn("STARSKIRMISH.Error.cardButtonUnknown", { localize: true });
          button.dataset.refused = "";
        })
        .catch((err: unknown) => {
          console.error(err);
          ui.notifications?.error(game.i18n!.localize("STARSKIRMISH.Error.cardAction"));
        })
        .finally(() => {
          // a button its kind does not declare stays disabled
          if (button.dataset.refused === undefined) button.removeAttribute("disabled");
        });
    });
  }
}
