/**
 * One attack from start to hits (Striker 8.A): who may fire, the difficulty profile, the roll
 * per target, the hit table, hits per soldier, and explosive rounds.
 */
import { diceSource, finite, list, oneOf, record, text, whole } from "../../../core/checks";
import type { DiceSource } from "../../../core/dice";
import { roll2d6, type DiceModifier } from "./difficulty";
import { lookupHits } from "./hit-table";
import { assignHits, TEAM_SIZE } from "./hit-assignment";
import { difficultyProfile, MAX_TEAMS_PER_ATTACK, rangeBand, type BandChoice, type ProfileSteps, type RangeBand } from "./fire-profile";
import { firerModifiers, targetModifiers } from "./fire-modifiers";
import { contactSoldier, fragmentationAttack, teamsInBurst, type BurstTeam, type FragmentationResult, type TeamAttackRoll } from "./explosive";
import { INITIATIVE_LEVELS, VISIBILITY_STATUSES, type Initiative, type VisibilityStatus } from "./team-status";

/** What the fire rules need to know of a weapon and its ammunition. */
export interface FireWeapon {
  readonly bands: readonly RangeBand[];
  /** Striker 8.A.1.a.2: the greater "Trg" number (auto fire in the introductory game). */
  readonly targets: number;
  readonly gyrostabilised: boolean;
  readonly highRecoil: boolean;
  /** Autofire bonus marked for doubling (Striker 8.A.1.b.2.a.ii). */
  readonly autofireDoubled: boolean;
  /** Explosive rounds: burst size and fragmentation penetration (Striker 8.A.1.b.5). */
  readonly explosive?: { readonly burstM: number; readonly fragmentationPenetration: number };
  /** Offensive DM of the round itself: flechette grenades +4 (notes for all grenade weapons). */
  readonly hitDm?: number;
}

/**
 * What a firing team is doing that may bar it from firing; "rallied": it rallied, or rallied others,
 * this turn (Striker 8.C.5).
 */
export const FIRER_CONDITIONS = ["ready", "hidden", "suppressed", "routed", "settingUp", "rallied"] as const;
export type FirerCondition = (typeof FIRER_CONDITIONS)[number];

export interface FiringTeam {
  readonly id: string;
  /** Troopers of this team firing this weapon type. */
  readonly troops: number;
  readonly initiative: Initiative;
  /** Moved within the window that counts for this fire step (Striker 3.B footnotes, 8.A.1.a.3). */
  readonly moved: boolean;
  /** Striker 8.B.6: fires a weapon picked up last movement phase. */
  readonly pickedUpWeapon?: boolean;
  readonly condition?: FirerCondition;
}

export interface FireTarget {
  readonly id: string;
  readonly status: VisibilityStatus;
  /** Metres moved in its last movement phase; 0 if stationary. */
  readonly movedM: number;
  /** Soldiers still on the stand (0 for a dummy marker under recon by fire). */
  readonly soldiers: number;
  /** Teams near this target with their distances, for explosive bursts (the target itself at 0). */
  readonly nearby?: readonly BurstTeam[];
}

export interface FireInput {
  readonly weapon: FireWeapon;
  /** Striker 8.A.1.a.2: most distant firer to farthest target, in metres. */
  readonly rangeM: number;
  readonly firers: readonly FiringTeam[];
  /** Prime target first, then the others in danger-space order. */
  readonly targets: readonly FireTarget[];
}

export type FireBlock = "outOfRange" | "highRecoilMoved" | "hidden" | "suppressed" | "routed" | "settingUp" | "rallied";

/** Localisation key explaining why an attack cannot be made. */
export function fireBlockLabel(reason: FireBlock): string {
  return `STARSKIRMISH.Striker.Fire.Block.${reason}`;
}

/** The attack on one target team; for explosive rounds its hits are the contact hit (Striker 8.A.1.b.5). */
export interface TargetResult extends TeamAttackRoll {
  /** Striker 8.A.1.a.5: a recon-by-fire hit on real troops spots them. */
  readonly spotted: boolean;
  /** Striker 8.A.1.a.5: a recon-by-fire hit on an empty marker removes it. */
  readonly markerRemoved: boolean;
  readonly fragmentation: readonly FragmentationResult[];
}

export type FireResult =
  | { readonly allowed: false; readonly blocks: readonly { readonly teamId: string | null; readonly reason: FireBlock }[] }
  | {
      readonly allowed: true;
      readonly profile: ProfileSteps;
      readonly troops: number;
      readonly firerModifiers: readonly DiceModifier[];
      readonly targets: readonly TargetResult[];
    };

/**
 * Whether a value is one of a short fixed list: a plain loop the engine writes into its caller,
 * where Array.prototype.includes is a call on every team of every attack.
 */
function listed(value: unknown, list: readonly unknown[]): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === value) return true;
  return false;
}

/** Every part of the input there and of its kind (Striker 8.A.1), before any rule reads it. */
function checkShape(input: FireInput): void {
  record(input, "input");
  const weapon = record(input.weapon, "weapon");
  list(weapon.bands, "weapon.bands");
  finite(input.rangeM, "rangeM");
  if (weapon.hitDm !== undefined) whole(weapon.hitDm, "weapon.hitDm");
  if (weapon.explosive !== undefined) {
    finite(record(weapon.explosive, "weapon.explosive").burstM, "weapon.explosive.burstM");
    whole(weapon.explosive.fragmentationPenetration, "weapon.explosive.fragmentationPenetration");
  }
  // plain loops, field names built only for a refusal: this runs for every attack
  const firers = list(input.firers, "firers");
  for (let i = 0; i < firers.length; i++) {
    const f = firers[i] as FiringTeam;
    if (f === null || typeof f !== "object" || Array.isArray(f)) record(f, `firers[${i}]`);
    if (typeof f.id !== "string") text(f.id, `firers[${i}].id`);
    if (!listed(f.initiative, INITIATIVE_LEVELS)) oneOf(f.initiative, `firers[${i}].initiative`, INITIATIVE_LEVELS);
    if (f.condition !== undefined && !listed(f.condition, FIRER_CONDITIONS)) oneOf(f.condition, `firers[${i}].condition`, FIRER_CONDITIONS);
  }
  const targets = list(input.targets, "targets");
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i] as FireTarget;
    if (t === null || typeof t !== "object" || Array.isArray(t)) record(t, `targets[${i}]`);
    if (typeof t.id !== "string") text(t.id, `targets[${i}].id`);
    if (!listed(t.status, VISIBILITY_STATUSES)) oneOf(t.status, `targets[${i}].status`, VISIBILITY_STATUSES);
    if (t.nearby !== undefined) list(t.nearby, `targets[${i}].nearby`);
  }
}

function validate(input: FireInput): void {
  checkShape(input);
  const { weapon, firers, targets } = input;
  if (firers.length === 0) throw new RangeError("An attack needs at least one firing team");
  if (firers.length > MAX_TEAMS_PER_ATTACK) {
    throw new RangeError(`At most ${MAX_TEAMS_PER_ATTACK} teams (one section) may attack one target, not ${firers.length}`);
  }
  // at most a section of teams: comparing pairs is cheaper than building a set for every attack
  for (let i = 1; i < firers.length; i++) {
    for (let j = 0; j < i; j++) if ((firers[i] as FiringTeam).id === (firers[j] as FiringTeam).id) throw new RangeError("A team fires once in an attack");
  }
  if (targets.length === 0) throw new RangeError("An attack needs a target");
  if (!Number.isInteger(weapon.targets) || weapon.targets < 1) throw new RangeError(`Weapon targets must be 1 or more, not ${weapon.targets}`);
  if (targets.length > weapon.targets) {
    throw new RangeError(`This weapon engages ${weapon.targets} target(s), not ${targets.length}`);
  }
  for (const f of firers) {
    if (!Number.isInteger(f.troops) || f.troops < 1 || f.troops > TEAM_SIZE) {
      throw new RangeError(`Team ${f.id} must fire with 1 to ${TEAM_SIZE} troopers, not ${f.troops}`);
    }
  }
  for (const t of targets) {
    if (!Number.isInteger(t.soldiers) || t.soldiers < 0 || t.soldiers > TEAM_SIZE) {
      throw new RangeError(`Target ${t.id} has 0 to ${TEAM_SIZE} soldiers, not ${t.soldiers}`);
    }
    if (t.soldiers === 0 && t.status !== "unspotted") throw new RangeError(`Target ${t.id} has no soldiers left`);
  }
}

/** Reasons the attack cannot be made, empty if it can (Striker 3.B, 6.D.1, 7.A.3, 8.A.1.b.1.b, 8.C.4). */
export function fireBlocks(input: FireInput): { teamId: string | null; reason: FireBlock }[] {
  checkShape(input);
  return blocksAt(input, rangeBand(input.weapon.bands, input.rangeM));
}

/** The blocks of an attack whose input was checked, given the band its range falls in. */
function blocksAt(input: FireInput, band: BandChoice | null): { teamId: string | null; reason: FireBlock }[] {
  const out: { teamId: string | null; reason: FireBlock }[] = [];
  for (const f of input.firers) {
    const c = f.condition ?? "ready";
    if (c !== "ready") out.push({ teamId: f.id, reason: c });
    if (input.weapon.highRecoil && f.moved) out.push({ teamId: f.id, reason: "highRecoilMoved" });
  }
  if (band === null) out.push({ teamId: null, reason: "outOfRange" });
  return out;
}

/**
 * Resolves an attack. Dice are drawn in this order, per target: 2D6, the die for each odd hit,
 * then (explosive rounds) the contact soldier and each burst team's 2D6 and odd-hit dice.
 */
export function resolveFire(input: FireInput, dice: DiceSource): FireResult {
  validate(input);
  diceSource(dice, "dice");
  const band = rangeBand(input.weapon.bands, input.rangeM);
  const blocks = blocksAt(input, band);
  if (blocks.length > 0) return { allowed: false, blocks };
  if (!band) throw new RangeError("Out of range"); // unreachable: blocksAt reports it
  // One roll for all teams: if any of them moved, the attack counts as moved.
  let troops = 0;
  let moved = false;
  // One roll: the -2 applies once if any team fires a picked-up weapon.
  let pickedUpWeapon = false;
  // Striker 8.A.1.b.2.a.i: the best firing team's initiative, by its place among the levels
  let best = 0;
  for (const f of input.firers) {
    troops += f.troops;
    moved ||= f.moved;
    pickedUpWeapon ||= f.pickedUpWeapon === true;
    for (let level = best + 1; level < INITIATIVE_LEVELS.length; level++) if (INITIATIVE_LEVELS[level] === f.initiative) best = level;
  }
  const profile = difficultyProfile(band, troops, moved);
  const firerDms = firerModifiers({
    bestInitiative: INITIATIVE_LEVELS[best] ?? "low",
    autofire: band.band.autofire,
    autofireDoubled: input.weapon.autofireDoubled,
    gyrostabilised: input.weapon.gyrostabilised,
    moved,
    pickedUpWeapon,
  });
  if (input.weapon.hitDm) firerDms.push({ label: "STARSKIRMISH.Striker.Fire.Modifier.round", value: input.weapon.hitDm });
  const targets = new Array<TargetResult>(input.targets.length);
  for (let i = 0; i < targets.length; i++) {
    targets[i] = resolveTarget(input.weapon, input.targets[i] as FireTarget, profile, firerDms, band.band.penetration, dice);
  }
  return { allowed: true, profile, troops, firerModifiers: firerDms, targets };
}

function resolveTarget(
  weapon: FireWeapon,
  target: FireTarget,
  profile: ProfileSteps,
  firerDms: readonly DiceModifier[],
  penetration: number,
  dice: DiceSource,
): TargetResult {
  const rolled = roll2d6(dice);
  // the firers' modifiers then the target's, copied into one list made at its size
  const own = targetModifiers(target.status, target.movedM);
  const modifiers = new Array<DiceModifier>(firerDms.length + own.length);
  for (let i = 0; i < firerDms.length; i++) modifiers[i] = firerDms[i] as DiceModifier;
  for (let i = 0; i < own.length; i++) modifiers[firerDms.length + i] = own[i] as DiceModifier;
  let total = rolled[0] + rolled[1];
  for (let i = 0; i < modifiers.length; i++) total += (modifiers[i] as DiceModifier).value;
  const outcome = lookupHits(total, profile.profile);
  const hit = outcome.hits > 0;
  const recon = target.status === "unspotted";
  const spotted = recon && hit && target.soldiers > 0;
  const markerRemoved = recon && hit && target.soldiers === 0;
  if (!weapon.explosive) {
    const hitsPerTrooper = assignHits(target.soldiers > 0 ? outcome.hits : 0, target.soldiers, dice);
    return { id: target.id, dice: rolled, modifiers, total, outcome, penetration, spotted, markerRemoved, hitsPerTrooper, fragmentation: [] };
  }
  const base = { id: target.id, dice: rolled, modifiers, total, outcome, penetration };
  const flags = { spotted, markerRemoved };
  const contact = contactSoldier(hit, target.soldiers, dice);
  const hitsPerTrooper = Array.from({ length: target.soldiers }, (_, i) => (i === contact ? 1 : 0));
  const nearby = target.nearby ?? [{ id: target.id, distanceM: 0, soldiers: target.soldiers }];
  const burst = teamsInBurst(weapon.explosive.burstM, target.id, nearby).filter((t) => t.soldiers > 0);
  const fragmentation = burst.map((team) =>
    fragmentationAttack(team, weapon.explosive?.fragmentationPenetration ?? 0, team.id === target.id ? contact : null, dice),
  );
  return { ...base, ...flags, hitsPerTrooper, fragmentation };
}
