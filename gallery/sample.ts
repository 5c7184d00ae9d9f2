/**
 * What a gallery sample is, and the two shapes most of them take: a chat card, and a dialog.
 * Every sample file builds its samples with these, so a card looks the same wherever it is shown.
 */
export interface Sample {
  id: string;
  title: string;
  kind: "sheet" | "card" | "dialog";
  template: string;
  /** Classes of the element that holds the rendered template (Foundry's app or message). */
  classes: string;
  context: Record<string, unknown>;
}

/** A chat card, in the message element Foundry renders cards into. */
export const cardSample = (id: string, title: string, template: string, context: object): Sample => ({
  id,
  title,
  kind: "card",
  template,
  classes: "chat-message message",
  context: { ...context },
});

/** A dialog's content, in Foundry's dialog window. */
export const dialogSample = (id: string, title: string, template: string, context: object): Sample => ({
  id,
  title,
  kind: "dialog",
  template,
  classes: "application dialog",
  context: { ...context },
});
