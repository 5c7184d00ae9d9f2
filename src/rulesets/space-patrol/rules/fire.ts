/**
 * One fire action (Guide 6.6): the DT of the range band, advantages per target, one attack roll
 * per allocated "target" of the weapon, hits of 1 + special successes capped by the ammunition
 * used (SP-6; shotguns excepted), HE knockdown, and a damage roll per hit on the target's table;
 * an NBC attack does no damage to a target whose suit shuts it out (Guide 8.5).
 */
import { diceSource, list, oneOf, record, shown, whole, yesNo } from "../../../core/checks";
import type { DiceSource } from "../../../core/dice";
import type { MarkerCounts } from "../../../core/markers";
import { armourAgainst, damageModifier, type AttackKind, type PersonalArmour } from "./armour";
import { damageDie, type DamageResult } from "./damage";
import { assertHitCount, hitTable, rollHits } from "./damage-hits";
import type { DamageRow, DamageTableName } from "./damage-tables";
import type { WeaponRangeBand } from "./equipment-bonus";
import { onVehicleTable, shooterFireModifiers, targetFireModifiers, type FireModifierCount, type FireShooterSituation, type FireTargetSituation } from "./fire-advantages";
import { assertAllocation, SECONDARY_TARGET_RADIUS_INCHES } from "./fire-targets";
import { markerIndex, placeRow, tallyCounts, type TallySlots } from "./marker-tally";
import { SP_MARKER } from "./markers";
import { assertD20, assertTaskInput, DIFFICULTY_TARGETS, effectiveDt, type AssetLevel, type TaskResult } from "./task";
import { buildTaskResult } from "./task-result";
import { applyTacticsPoints, type TacticsSpend } from "./tactics-pool";

/** Guide 3.5, 6.6: effective range DT 12, long 16, extreme 20; beyond extreme there is no shot. */
export const FIRE_RANGE_DT = {
  effective: DIFFICULTY_TARGETS.average,
  long: DIFFICULTY_TARGETS.difficult,
  extreme: DIFFICULTY_TARGETS.extreme,
} as const satisfies Record<WeaponRangeBand, number>;

/** A weapon's numbers at the band the primary target is in. */
export interface FireWeapon {
  readonly band: WeaponRangeBand | "beyond";
  /** The "+" number at this band (Guide 3.3). */
  readonly equipment?: number;
  readonly penetration: number;
  /** The weapon's number of targets: attack rolls it makes (Guide 6.6). */
  readonly targets: number;
  readonly ammoPerTurn: number;
  /** Fewer rounds than the full turn's worth (Guide 6.6, carbine and laser rifle). */
  readonly ammoUsed?: number;
  /** Shotguns: several hits from one shell, not capped by ammunition (Guide 6.6, SP-6). */
  readonly multipleHitsPerShot?: boolean;
  /** A cap on each attack roll's hits (Guide 7.8 space torps: 3 each). */
  readonly maxHitsPerShot?: number;
  readonly attack?: AttackKind;
  /** HE: knocks people who are hit prone (Guide 6.6 HE Knockdown). */
  readonly highExplosive?: boolean;
  /** Inventory code; a heavy weapon (H) cannot fire in a turn its bearer moved (Guide 6.5). */
  readonly inventoryCode?: "S" | "M" | "H";
}

export interface FireTarget extends FireTargetSituation {
  /** Attack rolls given to this target; 1 when left out. The first target is the primary. */
  readonly shots?: number;
  /** Inches from the primary (0 or left out for the primary). */
  readonly distanceToPrimary?: number;
  /** Which damage table a hit is read on; a person when left out. */
  readonly table?: DamageTableName;
  readonly armour?: number | PersonalArmour;
  /** Guide 8.5: a Hazard, Flight, Hard or EVA suit: an NBC attack's hits do it no damage. */
  readonly nbcProof?: boolean;
}

export interface FireInput {
  readonly shooter: FireShooterSituation & { readonly asset: AssetLevel };
  readonly weapon: FireWeapon;
  readonly targets: readonly FireTarget[];
  /** One d20 per attack roll, in target order (the primary's first); a number when there is one. */
  readonly d20: number | readonly number[];
  /** Dice for the damage rolls. */
  readonly dice: DiceSource;
  /** Guide 6.10: in zero-G a failed Space-Fu check makes the attack miss automatically. */
  readonly zeroGCheckPassed?: boolean;
  /** Guide 4.2 "Not So Fast": a failed attack roll rolled again with an additional advantage, by its place among the d20s. */
  readonly extraAdvantages?: readonly number[];
  /** Guide 6.3: the Tactics points spent on each attack roll after it was rolled, in d20 order. */
  readonly tactics?: readonly (readonly TacticsSpend[])[];
  /**
   * Each target's own damage dice, when a spend re-resolves the fire (core/dice-slots.ts): a hit the
   * points add takes new dice for its own target and changes no die another target's hits used.
   * Without it every die comes from `dice` in turn.
   */
  readonly diceFor?: (slot: { readonly damageOfTarget: number }) => DiceSource;
  /** Damage rows from outside (a GM's edited tables), by table; the built-in rows where absent. */
  readonly tables?: Partial<Record<DamageTableName, readonly DamageRow[]>> | undefined;
}

export interface FireShot {
  readonly target: number;
  readonly task: TaskResult;
  readonly hits: number;
}

export interface FireTargetResult {
  readonly advantages: number;
  readonly disadvantages: number;
  readonly dt: number;
  readonly shots: number;
  readonly hits: number;
  readonly damage: readonly DamageResult[];
  /** Guide 6.6: hit by HE and not a vehicle. */
  readonly knockedDown: boolean;
  /** Guide 8.5: hit by an NBC attack its suit shuts out, so no damage was rolled. */
  readonly shutOut: boolean;
  /** Markers after every hit, when the target's markers were given. */
  readonly after?: MarkerCounts | undefined;
}

export type FireBlocked = "beyondRange" | "heavyWeaponMoved";

export interface FireResult {
  /** Why there is no shot at all, or null. */
  readonly blocked: FireBlocked | null;
  /** Guide 6.10: every attack roll misses. */
  readonly autoMiss: boolean;
  readonly baseDt: number;
  readonly ammoUsed: number;
  readonly shots: readonly FireShot[];
  readonly targets: readonly FireTargetResult[];
  readonly totalHits: number;
}

const PRONE: readonly string[] = [SP_MARKER.prone];
const PRONE_INDEX: readonly number[] = PRONE.map(markerIndex);
const DAMAGE_TABLE_NAMES: readonly DamageTableName[] = ["individual", "vehicle", "spacecraft"];
const NO_SHOTS: readonly FireShot[] = [];
const NO_TARGETS: readonly FireTargetResult[] = [];
const NO_DAMAGE: readonly DamageResult[] = Object.freeze([]);

/** Resolves one fire action from the rolled d20s, rolling damage from `dice`. */
export function resolveFire(input: FireInput): FireResult {
  const { shooter, weapon, targets } = record(input, "input");
  record(weapon, "weapon");
  record(shooter, "shooter");
  if (weapon.band === "beyond") return blocked("beyondRange");
  const baseDt: number | undefined = typeof weapon.band === "string" && Object.hasOwn(FIRE_RANGE_DT, weapon.band) ? FIRE_RANGE_DT[weapon.band] : undefined;
  if (baseDt === undefined) throw new RangeError(`Unknown range band "${String(weapon.band)}"`);
  if (weapon.inventoryCode === "H" && shooter.moved) return blocked("heavyWeaponMoved", baseDt);

  checkFireInput(input);
  assertFireAction(input);
  const d20s = typeof input.d20 === "number" ? [input.d20] : input.d20;
  // checked once for the whole action, in the order one task roll checks them; every d20 before any damage
  const shooterCount = shooterFireModifiers(shooter);
  assertD20(d20s[0] as number);
  const equipment = weapon.equipment ?? 0;
  assertTaskInput(shooter.asset, equipment);
  for (let i = 1; i < d20s.length; i++) assertD20(d20s[i] as number);

  const autoMiss = input.zeroGCheckPassed === false;
  const ammoUsed = weapon.ammoUsed ?? weapon.ammoPerTurn;
  // the level was checked with the task's input above: X adds 0 (SP-7)
  const bonus = shooter.asset === "X" ? 0 : shooter.asset;
  const untrained = shooter.asset === "X" ? 1 : 0;
  // SP-6: the ammunition used caps the hits of the whole action in shot order, shotguns excepted
  let ammoLeft = weapon.multipleHitsPerShot ? Number.POSITIVE_INFINITY : ammoUsed;
  // sized up front: no array growth per action
  const shots = new Array<FireShot>(d20s.length);
  const results = new Array<FireTargetResult>(targets.length);
  let roll = 0;
  let totalHits = 0;
  for (let ti = 0; ti < targets.length; ti++) {
    const target = targets[ti] as FireTarget;
    const mods = targetFireModifiers(shooterCount, target, onVehicleTable(target.table));
    // SP-5: the X level's disadvantage is counted with the rest
    const disadvantages = mods.disadvantages + untrained;
    const dt = effectiveDt(baseDt, mods.advantages, disadvantages);
    const n = target.shots ?? 1;
    let hits = 0;
    for (let s = 0; s < n; s++) {
      const extra = input.extraAdvantages?.[roll] ?? 0;
      const rolled =
        extra > 0
          ? buildTaskResult(baseDt, effectiveDt(baseDt, mods.advantages + extra, disadvantages), mods.advantages + extra, disadvantages, bonus, equipment, d20s[roll] as number)
          : buildTaskResult(baseDt, dt, mods.advantages, disadvantages, bonus, equipment, d20s[roll] as number);
      // Guide 6.3: Shooting may take Tactics, added after the roll
      const spends = input.tactics?.[roll];
      roll++;
      const task = spends && spends.length > 0 ? applyTacticsPoints(rolled, spends, { combatTask: true }) : rolled;
      let shotHits = task.success && !autoMiss ? 1 + task.specialSuccesses : 0;
      if (weapon.maxHitsPerShot !== undefined) shotHits = Math.min(shotHits, weapon.maxHitsPerShot);
      shotHits = Math.min(shotHits, ammoLeft);
      ammoLeft -= shotHits;
      shots[roll - 1] = { target: ti, task, hits: shotHits };
      hits += shotHits;
    }
    totalHits += hits;
    // no d20 is read after this: damage may be rolled target by target, in the same dice order
    const dice = input.diceFor && hits > 0 ? diceSource(input.diceFor({ damageOfTarget: ti }), "diceFor(slot)") : input.dice;
    results[ti] = damageTarget(target, weapon, hits, dice, mods, dt, n, input.tables);
  }
  return { blocked: null, autoMiss, baseDt, ammoUsed, shots, targets: results, totalHits };
}

/** Checks that every input is there and of its kind, before any is used. */
function checkFireInput(input: FireInput): void {
  const { weapon } = input;
  if (typeof input.d20 !== "number" && !Array.isArray(input.d20)) throw new RangeError(`d20 must be a d20 result or a list of them, not ${shown(input.d20)}`);
  list(input.targets, "targets");
  // the dice and the attack kind are checked where damage is rolled (checkedDie, armourAgainst)
  if (!Number.isInteger(weapon.penetration)) whole(weapon.penetration, "weapon.penetration");
  if (weapon.maxHitsPerShot !== undefined) whole(weapon.maxHitsPerShot, "weapon.maxHitsPerShot", 0);
  if (input.tables !== undefined) record(input.tables, "tables");
  if (input.diceFor !== undefined && typeof input.diceFor !== "function") throw new RangeError(`diceFor must be a function, not ${shown(input.diceFor)}`);
  if (input.tactics !== undefined) list(input.tactics, "tactics").forEach((spends, i) => list(spends, `tactics[${i}]`));
  if (input.extraAdvantages !== undefined) list(input.extraAdvantages, "extraAdvantages").forEach((n, i) => whole(n, `extraAdvantages[${i}]`, 0, 1));
  // a plain loop, names built only for a refusal: this runs for every fire action
  for (let i = 0; i < input.targets.length; i++) {
    const t = input.targets[i] as FireTarget;
    if (t === null || typeof t !== "object") record(t, `targets[${i}]`);
    if (t.table !== undefined && !DAMAGE_TABLE_NAMES.includes(t.table)) oneOf(t.table, `targets[${i}].table`, DAMAGE_TABLE_NAMES);
    if (t.nbcProof !== undefined) yesNo(t.nbcProof, `targets[${i}].nbcProof`);
  }
}

/** Checks the allocation, the ammunition and the number of d20s. */
function assertFireAction(input: FireInput): void {
  const { weapon, targets } = input;
  assertAllocation(weapon.targets, targets, SECONDARY_TARGET_RADIUS_INCHES);
  let shotCount = 0;
  for (const t of targets) shotCount += t.shots ?? 1;
  const ammoUsed = weapon.ammoUsed ?? weapon.ammoPerTurn;
  if (!Number.isInteger(weapon.ammoPerTurn) || weapon.ammoPerTurn < 1) throw new RangeError(`Ammo per turn must be 1 or more, not ${weapon.ammoPerTurn}`);
  if (!Number.isInteger(ammoUsed) || ammoUsed < shotCount || ammoUsed > weapon.ammoPerTurn) {
    throw new RangeError(`Ammo used must be from ${shotCount} (one per shot) to ${weapon.ammoPerTurn}, not ${ammoUsed}`);
  }
  const rolls = typeof input.d20 === "number" ? 1 : input.d20.length;
  if (rolls !== shotCount) throw new RangeError(`${shotCount} attack rolls need ${shotCount} d20 results, not ${rolls}`);
}

function damageTarget(
  target: FireTarget,
  weapon: FireWeapon,
  hits: number,
  dice: DiceSource,
  mods: FireModifierCount,
  dt: number,
  shots: number,
  tables: FireInput["tables"],
): FireTargetResult {
  const table = target.table ?? "individual";
  // one tally per target, so the SP-9 limits hold across its hits without a copy per hit; its
  // counts were checked with the target's modifiers, and a list is refused as MarkerTally would
  const base = target.markers;
  if (Array.isArray(base)) record(base, "markers");
  const slots: TallySlots | undefined = base ? [] : undefined;
  let damage = NO_DAMAGE;
  // Guide 8.5: "protected completely from the NBC attack": the hits land and do nothing
  const shutOut = hits > 0 && weapon.attack === "nbc" && target.nbcProof === true;
  if (hits > 0 && !shutOut) {
    // SP-8: the armour and the capped modifier are the same for every hit of this weapon on this target
    const attack = weapon.attack ?? "firearm";
    const modifier = damageModifier(weapon.penetration, armourAgainst(target.armour ?? 0, attack));
    assertHitCount(hits);
    const on = hitTable(table, tables?.[table]);
    damage = rollHits(on, damageDie(table, attack), modifier, diceSource(dice, "dice"), hits, base, slots);
  }
  // Guide 6.6: HE knocks people prone on a hit; vehicles are not knocked down
  const knockedDown = hits > 0 && !shutOut && weapon.highExplosive === true && table === "individual";
  if (knockedDown && slots) placeRow(slots, base as MarkerCounts, PRONE, PRONE_INDEX);
  return {
    advantages: mods.advantages,
    disadvantages: mods.disadvantages,
    dt,
    shots,
    hits,
    damage,
    knockedDown,
    shutOut,
    after: slots ? tallyCounts(base as MarkerCounts, slots) : undefined,
  };
}

function blocked(reason: FireBlocked, baseDt = 0): FireResult {
  return { blocked: reason, autoMiss: false, baseDt, ammoUsed: 0, shots: NO_SHOTS, targets: NO_TARGETS, totalHits: 0 };
}
