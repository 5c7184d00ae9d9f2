/**
 * A team's crew-served weapons that must set up before they fire (Striker 6.D.1, 8.A.1.a.3.b), as
 * the team sheet lists them: each with its SET UP value, where it stands (packed, setting up with
 * phases left, set up, packing up) and whether the Set up or Pack up button may be pressed now, with
 * the reason when not. Also what the move check and the fire plan read: whether a weapon holds its
 * team in place, and which weapons of the team are ready to fire. Pure.
 */
import { packUpProblem, PACKED, readyToFire, setUpProblem, holdsTeam, weaponSetUpOf, type SetUpMoment, type SetUpProblem, type SetUpState, type TeamSetUp } from "../rules/weapon-set-up";
import type { TeamItem } from "./team-items";
import { setUpWeapons } from "./set-up-weapons";

/**
 * The record with only the team's weapons that set up: an entry left for an item since deleted, or
 * whose SET UP was written down to 0, holds nothing.
 */
export function presentSetUp(record: TeamSetUp, items: readonly TeamItem[]): Record<string, ReturnType<typeof weaponSetUpOf>> {
  return Object.fromEntries(setUpWeapons(items).flatMap((w) => {
    const state = weaponSetUpOf(record, w.id);
    return state.state === "packed" ? [] : [[w.id, state]];
  }));
}

/** Striker 6.D.1: whether any of the team's weapons is not packed, so the team may not move. */
export function heldBySetUp(record: TeamSetUp, items: readonly TeamItem[]): boolean {
  return Object.values(presentSetUp(record, items)).some(holdsTeam);
}

/** Whether the weapon item fires now: no SET UP, or set up (6.D.1, 8.A.1.a.3.b). */
export function itemReadyToFire(record: TeamSetUp | undefined, itemId: string, setUp: number): boolean {
  return readyToFire(setUp, record ? weaponSetUpOf(record, itemId) : PACKED);
}

/** One weapon's line on the sheet. */
export interface SetUpRow {
  readonly id: string;
  readonly name: string;
  readonly setUp: number;
  readonly state: SetUpState;
  /** The badge: "Set up", "Setting up: 2 phases left", ... */
  readonly label: string;
  readonly left: number;
  readonly canSetUp: boolean;
  /** The Set up button's tooltip: what it does, or why it may not now. */
  readonly setUpHint: string;
  readonly canPackUp: boolean;
  readonly packUpHint: string;
  /** Which button the sheet shows: Pack up for a set-up weapon, Set up otherwise. */
  readonly offersPackUp: boolean;
}

/** Localisation key of a problem. */
export const setUpProblemLabel = (problem: SetUpProblem): string => `STARSKIRMISH.Striker.SetUp.problem.${problem}`;

/**
 * The sheet's lines. `moment` is the team's place in the turn as the board shows it, or null where
 * the team has no single token to judge it by (the sheet then offers no button, and says why).
 */
export function setUpRows(items: readonly TeamItem[], record: TeamSetUp, moment: SetUpMoment | null): SetUpRow[] {
  return setUpWeapons(items).map((w) => {
    const current = weaponSetUpOf(record, w.id);
    const setUpWhy = moment ? setUpProblem(w.setUp, current, moment) : null;
    const packUpWhy = moment ? packUpProblem(w.setUp, current, moment) : null;
    const noToken = "STARSKIRMISH.Striker.SetUp.noToken";
    return {
      id: w.id,
      name: w.name,
      setUp: w.setUp,
      state: current.state,
      label: `STARSKIRMISH.Striker.SetUp.state.${current.state}`,
      left: current.left,
      canSetUp: moment !== null && setUpWhy === null,
      setUpHint: moment === null ? noToken : setUpWhy ? setUpProblemLabel(setUpWhy) : "STARSKIRMISH.Striker.SetUp.setUpHint",
      canPackUp: moment !== null && packUpWhy === null,
      packUpHint: moment === null ? noToken : packUpWhy ? setUpProblemLabel(packUpWhy) : "STARSKIRMISH.Striker.SetUp.packUpHint",
      offersPackUp: current.state === "setUp" || current.state === "packingUp",
    };
  });
}
