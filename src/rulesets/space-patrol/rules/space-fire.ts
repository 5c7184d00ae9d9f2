/**
 * Spacecraft weapon fire (Guide 7.8, 7.9): the gunnery roll with the better of the fire control
 * computer and the weapon's bonus, its advantages, targets within 6 hexes, hits capped by ammo use
 * (space torps: up to 3 each), the Protonic Burst Field, and point defense against torps, with
 * the turret that serves it kept out of the attack that turn.
 */
import { atLeast, counts as checkedCounts, diceSource, finite, list, record, shown, text, whole, yesNo } from "../../../core/checks";
import { checkedDie, type DiceSource } from "../../../core/dice";
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { SP_SPACECRAFT_MARKER_ID } from "./marker-ids";
import { damageDie, type DamageResult } from "./damage";
import { assertHitCount, hitTable, rollHits } from "./damage-hits";
import { armourAgainst, damageModifier } from "./armour";
import type { WeaponRangeBand } from "./equipment-bonus";
import { FIRE_RANGE_DT } from "./fire";
import { assertAllocation, capHitsInOrder, SECONDARY_TARGET_RADIUS_HEXES } from "./fire-targets";
import { taskDisadvantagesFromMarkers } from "./marker-effects";
import { tallyCounts, type TallySlots } from "./marker-tally";
import { assertAssetLevel, assertD20, assertTaskInput, assetBonus, effectiveDt, resolveTask, type AssetLevel, type TaskResult } from "./task";
import { buildTaskResult } from "./task-result";
import { applyTacticsPoints, type TacticsResult, type TacticsSpend } from "./tactics-pool";

/** Guide 7.12: every ship is hit on the spacecraft table, read once at load. */
const SPACECRAFT_HITS = hitTable("spacecraft");

/** Guide 7.8: a space torp can score up to 3 hits. */
export const SPACE_TORP_MAX_HITS = 3;
/** Guide 7.9: the PBF rolls 1d6 against the astrogation code. */
export const PBF_DIE = 6;

/**
 * Guide 7.9 rolls the PBF "for each energy weapon that hits". A weapon with several targets makes
 * several attack rolls; each attack roll that hits is read as one attack to block, which is what
 * Boost Field's "chance to block an attack" counts.
 */
export const PBF_ROLL_PER = "attackRoll";

export interface SpaceWeapon {
  readonly band: WeaponRangeBand | "beyond";
  /** The weapon table's bonus at this band. */
  readonly bonus?: number;
  readonly penetration: number;
  readonly targets: number;
  readonly ammoUse: number;
  readonly spaceTorp?: boolean;
  /** Laser or plasma: the PBF can block it. */
  readonly energy?: boolean;
  /** The I.O. reserved this turret for point defense this turn (Guide 7.8). */
  readonly reservedForPointDefense?: boolean;
}

export interface SpaceFireSituation {
  readonly shooterMarkers?: MarkerCounts;
  readonly surprise?: boolean;
  readonly shooterCameToGrips?: boolean;
  readonly shooterShimsham?: boolean;
  readonly shooterEvading?: boolean;
  /** Extra disadvantages: a crewman covering two stations (Guide 7.14), the shooter's wounds (6.14). */
  readonly disadvantages?: number;
}

export interface SpaceFireTarget {
  readonly shots?: number;
  readonly distanceToPrimary?: number;
  readonly targetLocked: boolean;
  readonly cameToGripsLastTurn?: boolean;
  readonly evadedLastTurn?: boolean;
  readonly shimshamLastTurn?: boolean;
  readonly armour: number;
  readonly markers?: MarkerCounts;
  /** The target's Protonic Burst Field: its current astrogation code, and whether boosted. */
  readonly pbf?: { readonly code: number; readonly boosted?: boolean };
}

/**
 * Where a die of one fire goes: the PBF d6 of one attack roll (counted over every target's rolls,
 * in d20 order), or the damage dice of one target.
 */
export type SpaceFireDiceSlot = { readonly pbfOfShot: number } | { readonly damageOfTarget: number };

export interface SpaceFireInput {
  readonly gunnerAsset: AssetLevel;
  readonly fireControl: number;
  readonly weapon: SpaceWeapon;
  readonly situation?: SpaceFireSituation;
  readonly targets: readonly SpaceFireTarget[];
  readonly d20: number | readonly number[];
  readonly dice: DiceSource;
  /** Guide 7.3: the Tactics points spent on each attack roll after it was rolled, in d20 order. */
  readonly tactics?: readonly (readonly TacticsSpend[])[];
  /**
   * Each slot's own dice, when a spend re-resolves the fire: a hit the points add takes new dice
   * for its own PBF roll and its own target, and changes no die another target's hits used.
   * Without it every die comes from `dice` in turn.
   */
  readonly diceFor?: (slot: SpaceFireDiceSlot) => DiceSource;
}

export interface SpaceFireTargetResult {
  readonly dt: number;
  /** Each attack roll, with the Tactics spent on it (7.3) where any was. */
  readonly tasks: readonly (TaskResult | TacticsResult)[];
  readonly hits: number;
  /**
   * Guide 7.9: where an energy weapon met the target's field, the d6 it rolled for each attack roll
   * (0 where it rolled none: a miss, or a field that cannot block) and the face it blocks at or
   * under; null where no field met it. Always present, so every result has one shape. Which rolls
   * it blocked is read from these with pbfDieBlocks, not kept beside them.
   */
  readonly pbf: { readonly dice: readonly number[]; readonly chance: number } | null;
  readonly damage: readonly DamageResult[];
  readonly after?: MarkerCounts;
}

export interface SpaceFireResult {
  readonly canFire: boolean;
  readonly equipment: number;
  readonly targets: readonly SpaceFireTargetResult[];
  readonly totalHits: number;
}

/**
 * Guide 7.8: the gunner attacks at most as many ships as their Space Gunnery level. 7.8 names no
 * minimum; at least 1 is our reading, so a gunner at 0 or X can still shoot, as 7.6 allows a lock.
 */
export function maxGunnerTargets(spaceGunnery: AssetLevel): number {
  assertAssetLevel(spaceGunnery, "spaceGunnery");
  return Math.max(1, spaceGunnery === "X" ? 0 : spaceGunnery);
}

/** Guide 7.8 advantages and disadvantages for one target. */
export function spaceFireModifiers(s: SpaceFireSituation, t: SpaceFireTarget, spaceTorp: boolean): { readonly advantages: number; readonly disadvantages: number } {
  record(s, "situation");
  record(t, "target");
  if (s.disadvantages !== undefined) whole(s.disadvantages, "situation.disadvantages", 0);
  return withTargetSide(shooterSide(s, spaceTorp), t);
}

/** The shooter's side of Guide 7.8's advantages: the same for every target of one fire. */
function shooterSide(s: SpaceFireSituation, spaceTorp: boolean): { readonly advantages: number; readonly disadvantages: number } {
  return {
    advantages: (s.shooterCameToGrips ? 1 : 0) + (s.shooterShimsham ? 1 : 0) + (s.surprise ? 1 : 0),
    disadvantages:
      (s.shooterEvading && !spaceTorp ? 1 : 0) + (s.shooterMarkers ? taskDisadvantagesFromMarkers(s.shooterMarkers, "spaceFire") : 0) + (s.disadvantages ?? 0),
  };
}

/** The shooter's side plus one target's (Guide 7.8). */
function withTargetSide(shooter: { readonly advantages: number; readonly disadvantages: number }, t: SpaceFireTarget): { readonly advantages: number; readonly disadvantages: number } {
  return {
    advantages: shooter.advantages + (t.cameToGripsLastTurn ? 1 : 0),
    disadvantages: shooter.disadvantages + (t.evadedLastTurn ? 1 : 0) + (t.shimshamLastTurn ? 1 : 0),
  };
}

/** Resolves one spacecraft weapon's fire. */
export function resolveSpaceFire(input: SpaceFireInput): SpaceFireResult {
  const { weapon, targets } = record(input, "input");
  checkSpaceFireInput(input);
  const s = input.situation ?? {};
  const reserved = spaceOffensiveFireProblem(weapon);
  if (reserved) throw new RangeError(reserved);
  const equipment = Math.max(input.fireControl, weapon.bonus ?? 0);
  if (weapon.band === "beyond") return { canFire: false, equipment, targets: [], totalHits: 0 };
  const baseDt: number | undefined = typeof weapon.band === "string" && Object.hasOwn(FIRE_RANGE_DT, weapon.band) ? FIRE_RANGE_DT[weapon.band] : undefined;
  if (baseDt === undefined) throw new RangeError(`Unknown range band "${String(weapon.band)}"`);
  assertAllocation(weapon.targets, targets, SECONDARY_TARGET_RADIUS_HEXES);
  const gunnerTargets = maxGunnerTargets(input.gunnerAsset);
  if (targets.length > gunnerTargets) throw new RangeError(`The gunner can attack only ${gunnerTargets} ships`);
  let shotCount = 0;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i] as SpaceFireTarget;
    if (!t.targetLocked) throw new RangeError(`Target ${i + 1} has no Target Lock`);
    shotCount += t.shots ?? 1;
  }
  const d20s = typeof input.d20 === "number" ? [input.d20] : input.d20;
  if (d20s.length !== shotCount) throw new RangeError(`${shotCount} attack rolls need ${shotCount} d20 results, not ${d20s.length}`);

  // the task's terms checked once for every attack roll, as ground fire does (fire.ts)
  assertTaskInput(input.gunnerAsset, equipment);
  for (const d of d20s) assertD20(d);
  const bonus = assetBonus(input.gunnerAsset);
  const untrained = input.gunnerAsset === "X" ? 1 : 0;
  const torp = weapon.spaceTorp === true;
  // the situation is checked as spaceFireModifiers checks it, once for all the targets
  record(s, "situation");
  if (s.disadvantages !== undefined) whole(s.disadvantages, "situation.disadvantages", 0);
  const shooter = shooterSide(s, torp);
  const tactics = input.tactics;
  const pbfWeapon = weapon.energy === true;
  // every list sized up front: no growth per fire action
  const tasks = new Array<(TaskResult | TacticsResult)[]>(targets.length);
  const hits = new Array<number>(shotCount);
  const fields = new Array<SpaceFireTargetResult["pbf"]>(targets.length).fill(null);
  let k = 0;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i] as SpaceFireTarget;
    const mods = withTargetSide(shooter, t);
    // SP-5: the X level's disadvantage is counted with the rest
    const disadvantages = mods.disadvantages + untrained;
    const dt = effectiveDt(baseDt, mods.advantages, disadvantages);
    const n = t.shots ?? 1;
    const list = new Array<TaskResult | TacticsResult>(n);
    // only an energy weapon against a raised field rolls its d6 (7.9); nothing is kept otherwise
    const field = pbfWeapon && t.pbf ? t.pbf : undefined;
    // the chance is the same for every roll at this ship: worked out once
    const chance = field ? pbfChance(field.code, field.boosted === true) : 0;
    const pbfDice = field ? new Array<number>(n).fill(0) : undefined;
    for (let j = 0; j < n; j++) {
      const shot = k++;
      const rolled = buildTaskResult(baseDt, dt, mods.advantages, disadvantages, bonus, equipment, d20s[shot] as number);
      // Guide 7.3: firing weapons may take Tactics, added after the roll
      const spends = tactics?.[shot];
      const task = spends !== undefined && spends.length > 0 ? applyTacticsPoints(rolled, spends, { combatTask: true }) : rolled;
      list[j] = task;
      let h = task.success ? 1 + task.specialSuccesses : 0;
      if (torp) h = Math.min(h, SPACE_TORP_MAX_HITS);
      // a field that cannot block rolls no die (SP-15)
      if (h > 0 && pbfDice && chance > 0) {
        const die = checkedDie(input.diceFor ? slotDice(input.diceFor, { pbfOfShot: shot }) : input.dice, PBF_DIE);
        pbfDice[j] = die;
        if (blocksAt(die, chance)) h = 0;
      }
      hits[shot] = h;
    }
    tasks[i] = list;
    if (pbfDice) fields[i] = { dice: pbfDice, chance };
  }
  // Guide 7.8: no more hits than the ammo use, except that each torp may score 3
  let totalHits = 0;
  if (torp) for (let i = 0; i < shotCount; i++) totalHits += hits[i] as number;
  else totalHits = capHitsInOrder(hits, weapon.ammoUse);
  const attack = weapon.energy ? "energy" : "firearm";
  const sides = damageDie("spacecraft", attack);
  const results = new Array<SpaceFireTargetResult>(targets.length);
  k = 0;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i] as SpaceFireTarget;
    let h = 0;
    for (let n = t.shots ?? 1; n > 0; n--) h += hits[k++] as number;
    // SP-8: the armour and modifier are the same for every hit on this ship; one tally (SP-9) keeps
    // the markers across its hits without a copy per hit (the counts were checked with the input)
    const base = t.markers;
    const slots: TallySlots | undefined = base ? [] : undefined;
    let damage: readonly DamageResult[] = [];
    if (h > 0) {
      const modifier = damageModifier(weapon.penetration, armourAgainst(t.armour, attack));
      // input.dice was checked with the input, a slot's own dice as they come
      const dice = input.diceFor ? slotDice(input.diceFor, { damageOfTarget: i }) : input.dice;
      assertHitCount(h);
      damage = rollHits(SPACECRAFT_HITS, sides, modifier, dice, h, base, slots);
    }
    const list = tasks[i] as (TaskResult | TacticsResult)[];
    const dt = list[0]?.dt ?? baseDt;
    // `after` only where the target's markers were given
    const pbf = fields[i] ?? null;
    results[i] = slots ? { dt, tasks: list, hits: h, pbf, damage, after: tallyCounts(base as MarkerCounts, slots) } : { dt, tasks: list, hits: h, pbf, damage };
  }
  return { canFire: true, equipment, targets: results, totalHits };
}

/** A slot's own dice when the fire is re-resolved with diceFor (else the one source in turn). */
function slotDice(diceFor: (slot: SpaceFireDiceSlot) => DiceSource, slot: SpaceFireDiceSlot): DiceSource {
  return diceSource(diceFor(slot), "diceFor(slot)");
}

/** Checks that every input is there and of its kind, before any is used. */
function checkSpaceFireInput(input: SpaceFireInput): void {
  const weapon = record(input.weapon, "weapon");
  if (input.situation !== undefined) record(input.situation, "situation");
  whole(input.fireControl, "fireControl");
  if (weapon.bonus !== undefined) whole(weapon.bonus, "weapon.bonus");
  whole(weapon.penetration, "weapon.penetration");
  whole(weapon.ammoUse, "weapon.ammoUse", 0);
  if (typeof input.d20 !== "number" && !Array.isArray(input.d20)) throw new RangeError(`d20 must be a d20 result or a list of them, not ${shown(input.d20)}`);
  diceSource(input.dice, "dice");
  if (input.diceFor !== undefined && typeof input.diceFor !== "function") throw new RangeError(`diceFor must be a function, not ${shown(input.diceFor)}`);
  if (input.tactics !== undefined) {
    const tactics = list(input.tactics, "tactics");
    for (let i = 0; i < tactics.length; i++) if (!Array.isArray(tactics[i])) list(tactics[i] as readonly TacticsSpend[], `tactics[${i}]`);
  }
  const targets = list(input.targets, "targets");
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    // the field names are built only for a refusal: this runs for every space fire action
    if (t === null || typeof t !== "object") record(t, `targets[${i}]`);
    if (!Number.isInteger(t!.armour)) whole(t!.armour, `targets[${i}].armour`);
    if (t!.markers !== undefined && !plainCounts(t!.markers)) checkedCounts(t!.markers, `targets[${i}].markers`);
    const pbf = t!.pbf;
    if (pbf !== undefined && (pbf === null || typeof pbf !== "object" || !Number.isFinite(pbf.code))) finite(record(pbf, `targets[${i}].pbf`).code, `targets[${i}].pbf.code`);
  }
}

/** The test checkedCounts makes, without naming anything: a record whose values are numbers or left out. */
function plainCounts(markers: MarkerCounts): boolean {
  if (markers === null || typeof markers !== "object" || Array.isArray(markers)) return false;
  for (const key in markers) {
    const n = markers[key];
    if (n !== undefined && (typeof n !== "number" || !Number.isFinite(n))) return false;
  }
  return true;
}

/**
 * Guide 7.9: 1d6 at or under the current astrogation code (plus a Boost Field) blocks the attack.
 * SP-15: the field stops only when the current code falls below 0 (7.12); at code 0 it runs, so a
 * boosted field blocks on a 1 and an unboosted one on nothing.
 */
export function pbfBlocks(code: number, boosted: boolean, dice: DiceSource): boolean {
  const chance = pbfChance(code, boosted);
  // a field that cannot block rolls no die (7.9)
  return chance >= 1 && blocksAt(checkedDie(dice, PBF_DIE), chance);
}

/**
 * Guide 7.9: whether one attack roll's field d6 blocked it, as a space fire result keeps the d6s
 * (SpaceFireTargetResult.pbf): blocked at or under the chance; a 0, where the field rolled no die
 * (a miss, or a field that cannot block, SP-15), blocks nothing.
 */
export function pbfDieBlocks(die: number, chance: number): boolean {
  whole(die, "die", 0, PBF_DIE);
  // the chance comes from pbfChance, which takes any finite code: a number, not only a whole one
  atLeast(chance, "chance", 0);
  return blocksAt(die, chance);
}

/** The one test of a d6 against the field's chance (7.9), on values already checked. */
function blocksAt(die: number, chance: number): boolean {
  return die >= 1 && die <= chance;
}

/** Guide 7.9: the highest d6 face the field blocks on (the code, one more when boosted); 0 when it cannot. */
export function pbfChance(code: number, boosted: boolean): number {
  finite(code, "code");
  // SP-15: a code below 0 has no field at all
  return code < 0 ? 0 : Math.max(0, code + (boosted ? 1 : 0));
}

/** Guide 7.9: a PBF needs an S-Drive of 1+ and an Astrogation Computer of 1+. */
export function hasProtonicBurstField(sDrive: number, astrogationComputer: number): boolean {
  return sDrive >= 1 && astrogationComputer >= 1;
}

/**
 * Guide 7.9, 7.12: whether the ship's field blocks anything now. It must be fitted and raised, and
 * the ship not wrecked: a wreck "can perform no functions during the battle", and energising the
 * warp grid is one. The raised setting itself is left as it was, so a wreck Reverse the Polarity
 * undoes (4.2) has its field back as the crew left it.
 */
export function pbfWorks(sDrive: number, astrogationComputer: number, raised: boolean, markers: MarkerCounts): boolean {
  finite(sDrive, "sDrive");
  finite(astrogationComputer, "astrogationComputer");
  yesNo(raised, "raised");
  checkedCounts(markers, "markers");
  return raised && hasProtonicBurstField(sDrive, astrogationComputer) && markerCount(markers, SP_SPACECRAFT_MARKER_ID.wrecked) === 0;
}

/** Guide 7.8: point defense turrets, their shots at torps and the rounds they burn. */
export const POINT_DEFENSE_TURRETS = {
  railGun: { shots: 8, ammo: 600 },
  pulseLaser: { shots: 4, ammo: 60 },
} as const;
export type PointDefenseTurret = keyof typeof POINT_DEFENSE_TURRETS;
/** Guide 7.8: each point defense shot is DT 12, no asset, +4. */
export const SPACE_POINT_DEFENSE_DT = 12;
export const SPACE_POINT_DEFENSE_BONUS = 4;

/** Guide 7.8: point defense against incoming torps, rolled before the torps roll to hit. */
export function resolveSpacePointDefense(input: { readonly turret: PointDefenseTurret; readonly shipMarkers?: MarkerCounts; readonly incomingTorps: number; readonly d20s: readonly number[] }): { readonly intercepted: number; readonly remaining: number; readonly tasks: readonly TaskResult[] } {
  record(input, "input");
  list(input.d20s, "d20s");
  const turret: { shots: number; ammo: number } | undefined = typeof input.turret === "string" && Object.hasOwn(POINT_DEFENSE_TURRETS, input.turret) ? POINT_DEFENSE_TURRETS[input.turret] : undefined;
  if (!turret) throw new RangeError(`Unknown turret "${String(input.turret)}"`);
  if (!Number.isInteger(input.incomingTorps) || input.incomingTorps < 0) throw new RangeError(`Incoming torps must be 0 or more, not ${input.incomingTorps}`);
  if (input.d20s.length > turret.shots) throw new RangeError(`A ${input.turret} turret shoots at most ${turret.shots} times`);
  const disadvantages = input.shipMarkers ? taskDisadvantagesFromMarkers(input.shipMarkers, "pointDefense") : 0;
  const tasks = input.d20s.map((d20) => resolveTask({ dt: SPACE_POINT_DEFENSE_DT, asset: 0, equipment: SPACE_POINT_DEFENSE_BONUS, disadvantages }, d20));
  const intercepted = Math.min(input.incomingTorps, tasks.filter((t) => t.success).length);
  return { intercepted, remaining: input.incomingTorps - intercepted, tasks };
}

/** Why a weapon may not fire on an enemy ship this turn, or null (Guide 7.8). */
export function spaceOffensiveFireProblem(weapon: { readonly reservedForPointDefense?: boolean }): string | null {
  return record(weapon, "weapon").reservedForPointDefense ? "A turret reserved for point defense cannot fire on the enemy in the turn it was activated" : null;
}

/**
 * Guide 7.8 bars only the one direction, a reserved turret firing offensively. Its reason, one
 * turret doing one job a turn, bars the other too: a turret that already fired on the enemy this
 * turn cannot then be reserved, as a player would expect.
 */
export const FIRED_TURRET_CANNOT_BE_RESERVED = true;

/**
 * Why a weapon cannot be reserved for point defense this turn, or null (Guide 7.8): only rail gun
 * and pulse laser turrets serve, and (FIRED_TURRET_CANNOT_BE_RESERVED) not after firing on the enemy.
 */
export function pointDefenseReservationProblem(turret: { readonly kind: string; readonly firedOffensivelyThisTurn: boolean }): string | null {
  if (!Object.hasOwn(POINT_DEFENSE_TURRETS, text(record(turret, "turret").kind, "turret.kind"))) return `Only rail gun and pulse laser turrets serve point defense, not "${turret.kind}"`;
  if (FIRED_TURRET_CANNOT_BE_RESERVED && turret.firedOffensivelyThisTurn) return "The turret already fired on the enemy this turn";
  return null;
}
