/**
 * What each station and crewman may still do in a side turn (Guide 7.4, 7.14): a station takes one
 * action a turn besides its free actions; a crewman covering a second station may take two actions
 * in all, both at a disadvantage; never more than two. Firing weapons and the two scanner tasks are
 * one action however many requests they take (each weapon fires on its own; locks and
 * identifications may be sought a ship at a time).
 *
 * Guide 7.14 puts the disadvantage on both actions, but a turn is played one action at a time: the
 * first is rolled before anyone knows whether a second will follow. So a crewman standing at more
 * than one station says, at their first action of the turn, whether they will take a second. If they
 * will, both roll at the disadvantage; if they said they would not, no second action follows.
 */
import { record, text, yesNo } from "../../../core/checks";
import type { SpaceStation } from "./marker-removal";
import { MAX_ACTIONS_PER_CREWMAN, multiActionDisadvantage, SPACE_STATIONS, type SpaceActionKey } from "./space-stations";

/** An action taken at a station in a side turn. */
export interface StationActionTaken {
  readonly station: SpaceStation;
  readonly action: SpaceActionKey;
  /** The crewman's actor uuid; blank for an NPC crew level. */
  readonly by: string;
  /** The crewman said they would take two actions this turn. */
  readonly covering: boolean;
  readonly disadvantages: number;
}

/** Guide 7.8, 7.6: one action that may be asked for more than once in a turn. */
export const ONE_ACTION_MANY_REQUESTS: readonly SpaceActionKey[] = ["fireWeapons", "identifyTarget", "targetLock"];

export type StationActionRefusal = "stationActed" | "twoActions" | "saidOneAction";

export interface StationActionAsked {
  readonly station: SpaceStation;
  readonly action: SpaceActionKey;
  readonly by: string;
  /** Asked at the crewman's first action of the turn: will they take a second? */
  readonly covering: boolean;
}

/** Whether a station action is free (Guide 7.4). */
export function isFreeAction(station: SpaceStation, action: SpaceActionKey): boolean {
  const list: readonly { key: SpaceActionKey; free: boolean }[] | undefined = Object.hasOwn(SPACE_STATIONS, station) ? SPACE_STATIONS[station] : undefined;
  const entry = list?.find((a) => a.key === action);
  if (!entry) throw new RangeError(`The ${String(station)} station has no action "${String(action)}"`);
  return entry.free;
}

/**
 * Whether the action may be taken, given the actions already taken this turn aboard the ship; if
 * so, its disadvantages and the record to keep (null for a free action or a repeat of one action).
 */
export function stationActionAllowed(
  taken: readonly StationActionTaken[],
  asked: StationActionAsked,
): { readonly refused: StationActionRefusal } | { readonly disadvantages: number; readonly record: StationActionTaken | null } {
  record(asked, "asked");
  text(asked.by, "asked.by");
  yesNo(asked.covering, "asked.covering");
  if (isFreeAction(asked.station, asked.action)) return { disadvantages: 0, record: null };
  for (const t of taken) record(t, "taken");
  const here = taken.filter((t) => t.station === asked.station);
  if (here.length > 0) {
    const same = here.find((t) => t.action === asked.action);
    if (same && ONE_ACTION_MANY_REQUESTS.includes(asked.action)) return { disadvantages: same.disadvantages, record: null };
    return { refused: "stationActed" };
  }
  if (asked.by === "") return { disadvantages: 0, record: { ...asked, covering: false, disadvantages: 0 } };
  const mine = taken.filter((t) => t.by === asked.by);
  if (mine.length >= MAX_ACTIONS_PER_CREWMAN) return { refused: "twoActions" };
  const first = mine[0];
  if (first) {
    if (!first.covering) return { refused: "saidOneAction" };
    const disadvantages = multiActionDisadvantage([first.action, asked.action]);
    return { disadvantages, record: { ...asked, covering: true, disadvantages } };
  }
  const disadvantages = asked.covering ? 1 : 0;
  return { disadvantages, record: { ...asked, disadvantages } };
}
