/**
 * The pop-up dialog (Striker 6.A.2.g): the height the team rises to, above its NOE 4 m. Pure.
 */
import { POP_UP_RETURN_M } from "../rules/pop-up";

export interface PopUpDialogContext {
  teamName: string;
  altitudeM: number;
  minimumM: number;
}

/** A first guess of the height: well above the tallest forest (12 m, Striker 2.A.3). */
export const DEFAULT_POP_UP_M = 30;

export function popUpDialogContext(teamName: string): PopUpDialogContext {
  return { teamName, altitudeM: DEFAULT_POP_UP_M, minimumM: POP_UP_RETURN_M + 1 };
}

/** The height the form gives, or NaN when it gives none (the rules then refuse it). */
export function readPopUpForm(raw: unknown): number {
  const value = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>).altitudeM : undefined;
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  return n;
}
