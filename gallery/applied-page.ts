/**
 * The gallery page's own script: runs the cards' applied step (src/system/cards/applied-marks.ts)
 * on every sample the build marked with ledger records, worded as the system words it in Foundry
 * but with the time in UTC so that every machine draws the same card; and the prompt step
 * (src/system/cards/prompt-marks.ts) on those marked as answering a prompt in vain or refused by the
 * GM's record.
 */
import { showApplied } from "../src/system/cards/applied-marks";
import { showNotLanding, showPromptStanding } from "../src/system/cards/prompt-marks";
import type { AppliedMark } from "../src/core/card-ledger";

/** What the build writes on a sample's frame: the marks, the users' names, and the strings to word them. */
interface PageRecords {
  marks: Record<string, AppliedMark>;
  users: Record<string, string>;
  wording: string;
  someone: string;
}

for (const frame of document.querySelectorAll<HTMLElement>("[data-applied]")) {
  const records = JSON.parse(frame.dataset.applied ?? "{}") as PageRecords;
  showApplied(frame, records.marks, (mark) =>
    records.wording.replace("{user}", () => records.users[mark.by] ?? records.someone).replace("{time}", () => new Date(mark.at).toISOString().slice(11, 16)),
  );
}

for (const frame of document.querySelectorAll<HTMLElement>("[data-prompt-standing]")) {
  const { standing, wording, reason } = JSON.parse(frame.dataset.promptStanding ?? "{}") as { standing: "again" | "unprompted" | "refused"; wording: string; reason?: string };
  showPromptStanding(frame, standing === "again" ? { standing, first: "" } : standing === "refused" ? { standing, reason: reason ?? "" } : { standing }, () => wording);
}

for (const frame of document.querySelectorAll<HTMLElement>("[data-refused]")) {
  showNotLanding(frame, frame.dataset.refused ?? "");
}
