/**
 * The context of a Striker fire card: who fired what at whom and from how far, the difficulty
 * profile and how it was reached, the dice and modifiers (and, on the target's status row, the
 * board's status where the firer called another), the hit table's answer, the cover each attacked
 * team was judged in (and where the firer's call of the target's cover differs from the board's,
 * and where the board's forest or building, not a marker, concealed or hid a team), each trooper's
 * hits and damage, and the buttons for what comes next. Pure, so the gallery shows the same.
 */
import { DIFFICULTY_LEVELS, type DiceModifier, type DifficultyId } from "../rules/difficulty";
import type { FireResult } from "../rules/fire";
import { coverCounts, type FireOutcome } from "./fire-outcome";
import type { CoverTerrain } from "../rules/armour";
import type { SpottingStatus } from "../rules/spotting";
import type { VisibilityStatus } from "../rules/team-status";
import { statusFromGround } from "./fire-plan";
import { moraleReasonLabel, moraleReasons, type MoraleDue } from "./morale-after-fire";
import { signed } from "../../../core/signed";
import { cellText, rollSum, type RollSum } from "./roll-sum";

/** Whether a weapon's name carries its round's id as a word: "HE" in "HE Hand Grenade", not in "HEAP ...". */
export function namesAmmo(weaponName: string, ammo: string): boolean {
  const id = ammo.replace(/[^A-Za-z0-9]/g, "");
  return id.length > 0 && new RegExp(`(^|[^A-Za-z0-9])${id}($|[^A-Za-z0-9])`, "i").test(weaponName);
}

const difficultyLabel = (id: DifficultyId) => DIFFICULTY_LEVELS.find((d) => d.id === id)?.label ?? id;

export interface FireCardInput {
  readonly firerNames: readonly string[];
  readonly targetName: string;
  readonly targetKey: string;
  readonly targetUuid: string;
  readonly weaponName: string;
  /** A rifle grenade thrown as a hand grenade (rifle grenade notes). */
  readonly thrown?: boolean;
  readonly ammo: string;
  readonly rangeM: number;
  readonly troops: number;
  readonly result: Extract<FireResult, { allowed: true }>;
  readonly outcome: FireOutcome;
  /** Teams that must check morale (Striker 8.C.1), each with a button. */
  readonly moraleDue: readonly MoraleDue[];
  /** Striker 8.A.1.b.5: further teams in the burst, each with its card target key. */
  readonly burst?: readonly { readonly key: string; readonly name: string; readonly outcome: FireOutcome }[];
  /** Striker 8.A.1.a.2: further targets in the danger space, each with its own roll. */
  readonly danger?: readonly { readonly key: string; readonly name: string; readonly outcome: FireOutcome }[];
  /** The further targets are a flechette round's strip, not a danger space (notes for all grenade weapons). */
  readonly strip?: boolean;
  /**
   * The prime target's cover as the board showed it (Striker 7.A.2, 8.B.2): where the firer chose
   * other cover in the dialog, the card says what the board showed. Absent where it was not read.
   */
  readonly boardCover?: CoverTerrain | null;
  /**
   * The prime target's status as its markers and the board showed it (Striker 7.A.1.c, 7.A.2-3;
   * fire-plan.ts teamStatus): where the firer called another, the card says what the board showed.
   * Absent where it was not read.
   */
  readonly boardStatus?: SpottingStatus;
}

/**
 * The cover a team was judged in (Striker 8.B.2): its label; whether it was there but added no
 * armour, the team being neither hidden nor concealed (8.B.3); for the prime target, the firer's
 * cover call where it differs from what the board showed, worded as the board's so the GM checks
 * the call (`disputes`; a status call is disputed on the status's row, ModifierRow); and where the
 * board, not a marker, made the team concealed or hidden (7.A.1.c, 7.A.2), that, so the GM sees why
 * its cover counted.
 */
export interface CoverLine {
  label: string;
  noEffect: boolean;
  disputes: string[];
  concealedBy: string;
}

/**
 * A row of the prime target's roll: a DM under its name (Striker 8.A.1.b.2), or, where the firer
 * called the target in the open (no DM, so no row of its own) and the board shows it otherwise, the
 * status called, so the dispute sits on the target's status. `disputes`: on the status's row, the
 * board's status where the firer called another (7.A.1.c, 7.A.2-3), worded for the GM to check.
 */
export interface ModifierRow {
  label: string;
  /** The DM, signed; empty on a status row without one. */
  value: string;
  /** On a status row without a DM, the status called (a language key); else empty. */
  status: string;
  disputes: string[];
}

/** Striker 8.A.1.b.5: the fragmentation roll on a team, and the fragments' penetration. */
type Fragmentation = { roll: RollSum; penetration: number } | null;
/**
 * One hit's damage: the short verdict (`key`) and the mark of the note under the table that says
 * why; `source` names where the hit came from when the round burst (8.A.1.b.5), else is empty.
 */
type HitOutcome = { key: string; mark: number; source: string };
type Row = { name: string; hits: number; armour: number; outcomes: HitOutcome[]; casualty: boolean };
/** A note under a hits table: why the hits marked with `mark` came out as they did (Striker 8.B.1). */
export type DamageNote = { mark: number; key: string };
type DamageOutcome = FireOutcome["rows"][number]["outcomes"][number];

/**
 * Striker 8.B.1: the four ways a hit comes out read, in a narrow column, as only "Casualty" or
 * "No effect"; the reason goes once under the table.
 */
const VERDICT: Record<DamageOutcome, "casualty" | "noEffect"> = {
  casualty: "casualty",
  halfDamageCasualty: "casualty",
  halfDamageNoEffect: "noEffect",
  noEffect: "noEffect",
};

/** One further team's section: its roll (danger space) or fragments (burst), its troopers and its own Apply. */
export interface BurstSection {
  key: string;
  name: string;
  heading: string;
  /** Striker 8.A.1.a.2: a danger-space target's own 2D6, DMs, total and hit table cell. */
  roll: RollSum | null;
  fragmentation: Fragmentation;
  /** The cover this team was judged in, from the board (Striker 7.A.2, 8.B.2). */
  cover: CoverLine;
  rows: Row[];
  /** Why each marked hit came out as it did, once per reason (Striker 8.B.1). */
  damageNotes: DamageNote[];
  casualties: number;
  canApply: boolean;
}

export interface FireCardContext {
  firers: string;
  targetName: string;
  targetKey: string;
  targetUuid: string;
  weaponName: string;
  thrown: boolean;
  /** The round fired; empty where the weapon's name already names it ("HE Hand Grenade"). */
  ammoLabel: string;
  rangeM: number;
  troops: number;
  bandLabel: string;
  firerEase: number;
  movedPenalty: number;
  profileLabel: string;
  /** The profile differs from the range column's: a line of its own only then. */
  profileMoved: boolean;
  dice: readonly number[];
  modifiers: ModifierRow[];
  total: number;
  cell: string;
  /** The cell as words, with its number of hits. */
  cellKey: string;
  cellCount: number;
  counted: boolean;
  hit: boolean;
  /** Striker 8.A.1.b.5: the fragmentation roll on the target team, for explosive rounds. */
  fragmentation: Fragmentation;
  /** The cover the firer chose for the target, and the board's where it differs (the status's is on its modifier row). */
  cover: CoverLine;
  rows: Row[];
  /** Why each marked hit came out as it did, once per reason (Striker 8.B.1). */
  damageNotes: DamageNote[];
  casualties: number;
  canApply: boolean;
  moraleCheck: boolean;
  /** Each team that checks and why, in words (8.C.1); its button names only the team, whose reasons the card's payload keeps. */
  moraleTeams: { uuid: string; name: string; reasons: string[] }[];
  burstTeams: BurstSection[];
}

function rollOf(input: FireCardInput, id: string): BurstSection["roll"] {
  const t = input.result.targets.find((x) => x.id === id);
  return t ? rollSum(t.dice, t.modifiers, t.total, t.outcome.cell) : null;
}

/** The fragmentation roll on team `id`: from its own round if it was a target, else the prime's burst. */
function fragmentationOf(input: FireCardInput, id: string | undefined): Fragmentation {
  const own = input.result.targets.find((t) => t.id === id);
  const target = own ?? input.result.targets[0];
  const frag = target?.fragmentation.find((f) => f.id === id);
  if (!frag) return null;
  return { roll: rollSum(frag.dice, frag.modifiers, frag.total, frag.outcome.cell), penetration: frag.penetration };
}

/** The distinct damage outcomes of a team's hits, in first-seen order: one note each under its table. */
export function damageNotes(outcome: Pick<FireOutcome, "rows">): DamageNote[] {
  const seen = [...new Set(outcome.rows.flatMap((r) => r.outcomes))];
  return seen.map((o, i) => ({ mark: i + 1, key: `STARSKIRMISH.Striker.Damage.Why.${o}` }));
}

/** Each trooper's hits; where fragments struck the team, every hit says whether it was the contact hit or a fragment. */
function rowsOf(outcome: FireOutcome): Row[] {
  const fragments = outcome.rows.some((r) => r.outcomes.length > r.contactHits);
  const marks = [...new Set(outcome.rows.flatMap((r) => r.outcomes))];
  return outcome.rows.map((r) => ({
    name: r.name,
    hits: r.hits,
    armour: r.armour,
    outcomes: r.outcomes.map((o, j) => ({
      key: `STARSKIRMISH.Striker.Damage.Verdict.${VERDICT[o]}`,
      mark: marks.indexOf(o) + 1,
      source: fragments ? `STARSKIRMISH.Striker.Fire.hitFrom.${j < r.contactHits ? "contact" : "fragment"}` : "",
    })),
    casualty: r.casualty,
  }));
}

const coverLabel = (c: CoverTerrain | null) => `STARSKIRMISH.Striker.Fire.Cover.${c ?? "none"}`;

/**
 * A call of the firer's the board disagrees with: the board's own value, worded by `label`, for the
 * GM to check the call; none where they agree or the board was not read (`board` undefined).
 */
function disputed<T extends string>(called: T, board: T | undefined, label: (board: T) => string): string[] {
  return board === undefined || board === called ? [] : [label(board)];
}

/**
 * The cover line of a team's outcome; `boardCover` is the cover the board showed of the prime
 * target, where the firer's call may differ from it (a further team is judged by the board alone:
 * nothing to dispute).
 */
export function coverLine(outcome: FireOutcome, boardCover?: CoverTerrain | null): CoverLine {
  return {
    label: coverLabel(outcome.cover),
    noEffect: outcome.cover !== null && !coverCounts(outcome.status),
    disputes: disputed(outcome.cover ?? "none", boardCover === undefined ? undefined : (boardCover ?? "none"), (b) => `STARSKIRMISH.Striker.Fire.BoardCover.${b}`),
    concealedBy: outcome.concealedBy && outcome.status === statusFromGround(outcome.concealedBy) ? `STARSKIRMISH.Striker.Fire.ConcealedBy.${outcome.concealedBy}` : "",
  };
}

/**
 * The prime target's roll as rows (Striker 8.A.1.b.2): each DM signed under its name; where the
 * board showed a status (`boardStatus`, never "unspotted") other than the firer's call (`called`),
 * the board's on the status's DM row (concealed -1, hidden -2: 8.A.1.b.2.b.i). A target called in
 * the open has no DM and so no row: one saying "in the open" is put where the target's DMs begin
 * (after the firers' `firerCount`), only then, so a card without a dispute reads as before.
 */
export function modifierRows(modifiers: readonly DiceModifier[], firerCount: number, called: VisibilityStatus, boardStatus?: SpottingStatus): ModifierRow[] {
  // recon by fire (8.A.1.a.5) is the firer's own call, which the board cannot judge (fire-plan.ts teamStatus)
  const disputes = called === "unspotted" ? [] : disputed(called, boardStatus, (b) => `STARSKIRMISH.Striker.Fire.BoardStatus.${b}`);
  // the status's DM row is the one the rules tagged as such (rules/fire-modifiers.ts), whatever its label; the open has none
  const rows = modifiers.map((m) => ({ label: m.label, value: signed(m.value), status: "", disputes: m.kind === "targetStatus" ? disputes : [] }));
  if (disputes.length > 0 && !rows.some((r) => r.disputes.length > 0)) {
    const at = Math.min(Math.max(firerCount, 0), rows.length);
    rows.splice(at, 0, { label: "STARSKIRMISH.Striker.Fire.targetStatus", value: "", status: `STARSKIRMISH.Striker.Fire.Status.${called}`, disputes });
  }
  return rows;
}

export function fireCardContext(input: FireCardInput): FireCardContext {
  const target = input.result.targets[0];
  const profile = input.result.profile;
  return {
    firers: input.firerNames.join(", "),
    targetName: input.targetName,
    targetKey: input.targetKey,
    targetUuid: input.targetUuid,
    weaponName: input.weaponName,
    thrown: input.thrown ?? false,
    ammoLabel: namesAmmo(input.weaponName, input.ammo) ? "" : `STARSKIRMISH.Striker.Ammo.${input.ammo}`,
    rangeM: input.rangeM,
    troops: input.troops,
    bandLabel: difficultyLabel(profile.band.profile),
    firerEase: profile.firerEase,
    movedPenalty: profile.movedPenalty,
    profileLabel: difficultyLabel(profile.profile),
    profileMoved: profile.firerEase > 0 || profile.movedPenalty > 0,
    dice: target?.dice ?? [],
    modifiers: modifierRows(target?.modifiers ?? [], input.result.firerModifiers.length, input.outcome.status, input.boardStatus),
    total: target?.total ?? 0,
    ...cellText(target?.outcome.cell ?? "-"),
    // the card reads as a success where anything struck: the contact hit, a fragment, or a team in the burst or strip
    hit: (target?.outcome.hits ?? 0) > 0 || [input.outcome, ...(input.danger ?? []).map((d) => d.outcome), ...(input.burst ?? []).map((b) => b.outcome)].some((o) => o.rows.some((r) => r.hits > 0)),
    fragmentation: fragmentationOf(input, target?.id),
    cover: coverLine(input.outcome, input.boardCover),
    rows: rowsOf(input.outcome),
    damageNotes: damageNotes(input.outcome),
    casualties: input.outcome.casualties.length,
    canApply: input.outcome.casualties.length > 0,
    moraleCheck: input.moraleDue.length > 0,
    moraleTeams: input.moraleDue.map((d) => ({ uuid: d.uuid, name: d.name, reasons: moraleReasons(d).map(moraleReasonLabel) })),
    burstTeams: [
      ...(input.danger ?? []).map((d) => ({ ...d, heading: input.strip ? "STARSKIRMISH.Striker.Fire.stripTeam" : "STARSKIRMISH.Striker.Fire.dangerTeam", roll: rollOf(input, d.key) })),
      ...(input.burst ?? []).map((b) => ({ ...b, heading: "STARSKIRMISH.Striker.Fire.burstTeam", roll: null })),
    ].map((b) => ({
      key: b.key,
      name: b.name,
      heading: b.heading,
      roll: b.roll,
      fragmentation: fragmentationOf(input, b.key),
      // a further team's cover is the board's own (fire-outcome.ts furtherTeamCover): nothing to dispute
      cover: coverLine(b.outcome),
      rows: rowsOf(b.outcome),
      damageNotes: damageNotes(b.outcome),
      casualties: b.outcome.casualties.length,
      canApply: b.outcome.casualties.length > 0,
    })),
  };
}
