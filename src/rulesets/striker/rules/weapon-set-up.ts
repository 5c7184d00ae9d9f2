/**
 * Setting a crew-served weapon up and packing it up again (Striker 6.D.1, 8.A.1.a.3.b): "Some crew
 * served carried weapons require time to ready them for firing. This is the SET UP value listed for
 * the weapon, and is the number of friendly movement phases required. No movement or fire is allowed
 * while a weapon is setting up. The same amount of time is required after a weapon has set up to
 * ready it for movement again. If a weapon has a set up value of three, it is ready after having spent
 * three friendly movement phases in the same position. It is treated as moving for combat and
 * spotting during those phases." Pure: one weapon's state and the steps between states, and a team's
 * record of its weapons by item id.
 */
import { oneOf, record, text, whole, yesNo } from "../../../core/checks";

/** A weapon ready to move (packed), readying to fire, ready to fire (set up), or readying to move. */
export const SET_UP_STATES = ["packed", "settingUp", "setUp", "packingUp"] as const;
export type SetUpState = (typeof SET_UP_STATES)[number];

/** One weapon's state, with the friendly movement phases still needed while it sets or packs up. */
export interface WeaponSetUp {
  readonly state: SetUpState;
  readonly left: number;
}

export const PACKED: WeaponSetUp = { state: "packed", left: 0 };

/**
 * PACKING_UP_IS_SETTING_UP: the text gives packing up "the same amount of time" and no rule of its
 * own; it is read as setting up backwards: no movement or fire while it lasts (the weapon is being
 * readied for movement, so not for fire), treated as moving for combat and spotting, and it counts
 * its phases the same way, under the same Setting up marker.
 */
export const PACKING_UP_IS_SETTING_UP = true;

/** Why a weapon may not start setting up or packing up now; each a sentence in the language file. */
export const SET_UP_PROBLEMS = ["noSetUp", "notOwnPhase", "moved", "suppressed", "routed", "notPacked", "notSetUp"] as const;
export type SetUpProblem = (typeof SET_UP_PROBLEMS)[number];

/** The team's moment, as the board shows it. */
export interface SetUpMoment {
  /** In its own side's movement phase (6.D: setting up is a movement action). */
  readonly ownMovementPhase: boolean;
  /** It has moved this phase, so it has not spent the phase "in the same position". */
  readonly movedThisPhase: boolean;
  /** Striker 8.C.4.a: a suppressed team may not move; 8.C.4.b: a routed one moves only away. */
  readonly condition: "ready" | "suppressed" | "routed";
}

function checkedSetUp(setUp: number): number {
  return whole(setUp, "setUp", 0);
}

/** A weapon's state as given to a step, checked. */
function checked(current: WeaponSetUp, field = "current"): WeaponSetUp {
  record(current, field);
  const state = oneOf<SetUpState>(current.state, `${field}.state`, SET_UP_STATES);
  return { state, left: whole(current.left, `${field}.left`, state === "settingUp" || state === "packingUp" ? 1 : 0) };
}

/** A team's record as given to a step, checked. */
function checkedTeam(team: TeamSetUp, field: string): TeamSetUp {
  record(team, field);
  if (Array.isArray(team)) throw new RangeError(`${field} must be a record of weapons, not a list`);
  for (const [id, w] of Object.entries(team)) checked(w, `${field}.${id}`);
  return team;
}

/** A weapon's state as stored, checked: anything unreadable is packed. */
export function readWeaponSetUp(stored: unknown): WeaponSetUp {
  if (typeof stored !== "object" || stored === null) return PACKED;
  const { state, left } = stored as Record<string, unknown>;
  if (!(SET_UP_STATES as readonly unknown[]).includes(state)) return PACKED;
  const s = state as SetUpState;
  if (s === "packed" || s === "setUp") return { state: s, left: 0 };
  return Number.isInteger(left) && (left as number) >= 1 ? { state: s, left: left as number } : PACKED;
}

function momentProblem(moment: SetUpMoment): SetUpProblem | null {
  record(moment, "moment");
  const condition = oneOf(moment.condition, "condition", ["ready", "suppressed", "routed"] as const);
  if (condition !== "ready") return condition;
  if (!yesNo(moment.ownMovementPhase, "ownMovementPhase")) return "notOwnPhase";
  if (yesNo(moment.movedThisPhase, "movedThisPhase")) return "moved";
  return null;
}

/** Why a weapon with SET UP `setUp` may not start setting up now, or null when it may. */
export function setUpProblem(setUp: number, current: WeaponSetUp, moment: SetUpMoment): SetUpProblem | null {
  if (checkedSetUp(setUp) === 0) return "noSetUp";
  if (checked(current).state !== "packed") return "notPacked";
  return momentProblem(moment);
}

/** Why a set-up weapon may not start packing up now, or null when it may (6.D.1: "the same amount of time"). */
export function packUpProblem(setUp: number, current: WeaponSetUp, moment: SetUpMoment): SetUpProblem | null {
  if (checkedSetUp(setUp) === 0) return "noSetUp";
  if (checked(current).state !== "setUp") return "notSetUp";
  return momentProblem(moment);
}

/** Striker 6.D.1: it starts with all its SET UP phases still to spend. */
export function startSetUp(setUp: number): WeaponSetUp {
  return { state: "settingUp", left: whole(setUp, "setUp", 1) };
}

/** Striker 6.D.1: "the same amount of time is required ... to ready it for movement again". */
export function startPackUp(setUp: number): WeaponSetUp {
  return { state: "packingUp", left: whole(setUp, "setUp", 1) };
}

/**
 * A friendly movement phase of the team's side has ended (Striker 6.D.1). One spent in the same
 * position counts one phase down, and the last makes the weapon set up (or packed). A team that
 * moved in it (a rout's move away, 8.C.4.b, or a move the GM made) spent it nowhere: its weapon is no
 * longer where it was set up, so it is packed.
 */
export function afterMovementPhase(given: WeaponSetUp, stayed: boolean): WeaponSetUp {
  const current = checked(given);
  if (!yesNo(stayed, "stayed")) return PACKED;
  if (current.state === "settingUp") return current.left <= 1 ? { state: "setUp", left: 0 } : { state: "settingUp", left: current.left - 1 };
  if (current.state === "packingUp") return current.left <= 1 ? PACKED : { state: "packingUp", left: current.left - 1 };
  return current;
}

/** Striker 6.D.1, 8.A.1.a.3.b: a weapon with a SET UP value fires only once set up. */
export function readyToFire(setUp: number, current: WeaponSetUp): boolean {
  return checkedSetUp(setUp) === 0 || checked(current).state === "setUp";
}

/** Striker 6.D.1: a weapon not packed holds its team in place (no movement while setting up or set up). */
export function holdsTeam(current: WeaponSetUp): boolean {
  return checked(current).state !== "packed";
}

/** Setting up or packing up: no fire, treated as moving for combat and spotting (6.D.1). */
export function settingOrPacking(current: WeaponSetUp): boolean {
  const { state } = checked(current);
  return state === "settingUp" || state === "packingUp";
}

/** A team's weapons by item id; a weapon it does not name is packed. */
export type TeamSetUp = Readonly<Record<string, WeaponSetUp>>;

/** The team's record as stored, checked, with packed weapons left out. */
export function readTeamSetUp(stored: unknown): Record<string, WeaponSetUp> {
  const out: Record<string, WeaponSetUp> = {};
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return out;
  for (const [id, value] of Object.entries(stored)) {
    const w = readWeaponSetUp(value);
    if (w.state !== "packed") out[id] = w;
  }
  return out;
}

export function weaponSetUpOf(team: TeamSetUp, itemId: string): WeaponSetUp {
  const w = checkedTeam(team, "team")[text(itemId, "itemId")];
  return w && Object.hasOwn(team, itemId) ? w : PACKED;
}

/** The whole team after one of its side's movement phases (afterMovementPhase for each weapon). */
export function teamAfterMovementPhase(team: TeamSetUp, stayed: boolean): Record<string, WeaponSetUp> {
  const out: Record<string, WeaponSetUp> = {};
  for (const [id, w] of Object.entries(checkedTeam(team, "team"))) {
    const next = afterMovementPhase(w, stayed);
    if (next.state !== "packed") out[id] = next;
  }
  return out;
}

/**
 * The count the Setting up marker shows (the rules' numbered set-up counters, "List of Counters
 * Required"): the most phases any of the team's weapons still needs; 0 when none sets or packs up.
 */
export function setUpMarkerCount(team: TeamSetUp): number {
  return Math.max(0, ...Object.values(checkedTeam(team, "team")).filter(settingOrPacking).map((w) => w.left));
}

/** Whether two records say the same. */
export function sameTeamSetUp(a: TeamSetUp, b: TeamSetUp): boolean {
  checkedTeam(a, "a");
  checkedTeam(b, "b");
  const ids = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...ids].every((id) => {
    const x = weaponSetUpOf(a, id);
    const y = weaponSetUpOf(b, id);
    return x.state === y.state && x.left === y.left;
  });
}

/**
 * Whether `after` differs from `before` only as a team's owner may change it in a battle: by starting
 * to set up a packed weapon, or to pack up a set-up one, with all its phases still to spend, at a
 * moment the rules allow. Counting phases down, finishing, or dropping a weapon's state is the GM's
 * tracker's (6.D.1: the time must be spent). `setUps` are the team's weapons' SET UP values by item id.
 */
export function ownersSetUpChange(before: TeamSetUp, after: TeamSetUp, setUps: Readonly<Record<string, number>>, moment: SetUpMoment): boolean {
  checkedTeam(before, "before");
  checkedTeam(after, "after");
  record(setUps, "setUps");
  momentProblem(moment);
  const ids = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const id of ids) {
    const was = weaponSetUpOf(before, id);
    const now = weaponSetUpOf(after, id);
    if (was.state === now.state && was.left === now.left) continue;
    const setUp = setUps[id];
    if (setUp === undefined || !Number.isInteger(setUp)) return false;
    if (now.state === "settingUp" && setUpProblem(setUp, was, moment) === null && now.left === setUp) continue;
    if (now.state === "packingUp" && packUpProblem(setUp, was, moment) === null && now.left === setUp) continue;
    return false;
  }
  return true;
}
