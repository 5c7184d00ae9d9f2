/**
 * Who may apply a chat card's result to a document they do not own. The active GM runs the
 * change; this decides, from facts the GM can check, whether the request is allowed.
 */
import { record } from "./checks";

export interface ApplyRequest {
  readonly requesterId: string;
  readonly requesterIsGM: boolean;
  /** Author of the card whose result is applied. */
  readonly authorId: string | null;
  /** Whether the card lists the target the request names. */
  readonly targetListed: boolean;
  /** Whether that target's result was applied already. */
  readonly alreadyApplied: boolean;
}

export type ApplyDecision = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Allowed when the requester is a GM, or wrote the card; the target must be one the card names
 * and its result not yet applied, so a result lands once and only where the roll said.
 * Reasons are localisation keys.
 */
export function decideApply(req: ApplyRequest): ApplyDecision {
  record(req, "request");
  if (!req.targetListed) return { ok: false, reason: "STARSKIRMISH.Error.targetNotOnCard" };
  if (req.alreadyApplied) return { ok: false, reason: "STARSKIRMISH.Error.alreadyApplied" };
  if (!req.requesterIsGM && req.requesterId !== req.authorId) return { ok: false, reason: "STARSKIRMISH.Error.notYourCard" };
  return { ok: true };
}
