/**
 * DialogV2's static prompts (client/applications/api/dialog.d.mts) answered as a user would:
 * `input` gives the form's values (or null when the dialog is closed), `confirm` yes or no,
 * `wait` the chosen button's value. A test queues answers; each prompt takes the next one, and
 * what the system asked (its config: title, content, buttons) is recorded.
 */

export type DialogKind = "input" | "confirm" | "wait" | "prompt";

export interface StandInDialogs {
  /** The DialogV2 class the system sees. */
  readonly DialogV2: Record<DialogKind, (config?: object) => Promise<unknown>>;
  /** Every prompt shown, with its config. */
  readonly shown: { kind: DialogKind; config: object }[];
  /** Answers the next prompts in order; once they run out, `fallback` answers. */
  answer(...answers: unknown[]): void;
  /** The answer given when none is queued (an empty form by default). */
  fallback: unknown;
  /** What confirm dialogs answer when none is queued. */
  confirms: boolean;
  /** Answers every later prompt with what a function of its config returns. */
  answerWith(fn: ((kind: DialogKind, config: object) => unknown) | null): void;
}

export function installDialogs(): StandInDialogs {
  const queue: unknown[] = [];
  let responder: ((kind: DialogKind, config: object) => unknown) | null = null;
  const dialogs: StandInDialogs = {
    shown: [],
    fallback: {},
    confirms: true,
    answer: (...answers) => void queue.splice(0, queue.length, ...answers),
    answerWith: (fn) => void (responder = fn),
    DialogV2: {} as StandInDialogs["DialogV2"],
  };
  const ask = (kind: DialogKind) => async (config: object = {}) => {
    dialogs.shown.push({ kind, config });
    if (queue.length > 0) return queue.shift();
    if (responder) return responder(kind, config);
    return kind === "confirm" ? dialogs.confirms : dialogs.fallback;
  };
  Object.assign(dialogs.DialogV2, { input: ask("input"), confirm: ask("confirm"), wait: ask("wait"), prompt: ask("prompt") });
  return dialogs;
}
