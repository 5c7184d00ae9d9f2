/**
 * Chat-card buttons: each button names an action; this wires them when a card is rendered and
 * runs the handler the active rule set (or the system) registered for it.
 */
export interface CardActionContext {
  readonly message: ChatMessage.Implementation;
  readonly button: HTMLElement;
  readonly event: MouseEvent;
}

export type CardActionHandler = (context: CardActionContext) => Promise<void>;

const handlers = new Map<string, CardActionHandler>();

export function registerCardAction(name: string, handler: CardActionHandler): void {
  handlers.set(name, handler);
}

/** renderChatMessageHTML: wires every [data-card-action] button of a system card. */
export function wireCardButtons(message: ChatMessage.Implementation, html: HTMLElement): void {
  for (const button of html.querySelectorAll<HTMLElement>("[data-card-action]")) {
    const name = button.dataset.cardAction ?? "";
    const handler = handlers.get(name);
    if (!handler) {
      button.setAttribute("disabled", "");
      continue;
    }
    if (button.dataset.gmOnly !== undefined && !game.user?.isGM) button.hidden = true;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      button.setAttribute("disabled", "");
      handler({ message, button, event })
        .catch((err: unknown) => {
          console.error(err);
          ui.notifications?.error(game.i18n!.localize("STARSKIRMISH.Error.cardAction"));
        })
        .finally(() => button.removeAttribute("disabled"));
    });
  }
}
