/**
 * What the vehicle sheet's Point defence section, the shoot-down dialog and the point defence cards
 * show (Guide 6.7, 6.6): each weapon with a Point-Defense Module and why it may not serve (module,
 * DI 5+, 4+ targets), the reservation, the incoming attacks left this enemy turn, and each
 * interception's roll and whether that attack is defeated. Pure.
 */
import { POINT_DEFENSE_DT, POINT_DEFENSE_INTERCEPTS, POINT_DEFENSE_MIN_DI, POINT_DEFENSE_MIN_TARGETS, pointDefenseShots } from "../rules/overwatch";
import { ammoSpent } from "../rules/ammo";
import type { TaskResult } from "../rules/task";

const KEY = "STARSKIRMISH.SpacePatrol.VehiclePointDefense.";

export type PointDefenseIntercept = (typeof POINT_DEFENSE_INTERCEPTS)[number];

export function isPointDefenseIntercept(value: unknown): value is PointDefenseIntercept {
  return typeof value === "string" && (POINT_DEFENSE_INTERCEPTS as readonly string[]).includes(value);
}

/** A vehicle weapon as point defense reads it. */
export interface PointDefenseWeapon {
  readonly id: string;
  readonly name: string;
  readonly module: boolean;
  readonly targets: number;
  readonly ammoPerTurn: number;
  /** The weapon's bonus: its effective band's "+" (our reading of "Weapon" in the task). */
  readonly bonus: number;
}

/** The reservation stored on the vehicle: the weapon, the turn it was made in, the shots used in `shotTurn`. */
export interface PointDefenseReservation {
  readonly weaponId: string;
  readonly reservedTurn: string;
  readonly shotTurn: string;
  readonly used: number;
}

/** Guide 6.7: why this weapon cannot be reserved for point defense on this vehicle, or null. */
export function pointDefenseProblemKey(weapon: PointDefenseWeapon, di: number): string | null {
  if (!weapon.module) return `${KEY}refused.noModule`;
  if (di < POINT_DEFENSE_MIN_DI) return `${KEY}refused.di`;
  if (weapon.targets < POINT_DEFENSE_MIN_TARGETS) return `${KEY}refused.targets`;
  return null;
}

/** Guide 6.7: the incoming attacks the weapon may still shoot at in the turn `turn`. */
export function pointDefenseShotsLeft(weaponTargets: number, reservation: PointDefenseReservation, turn: string): number {
  const used = reservation.shotTurn === turn ? reservation.used : 0;
  return Math.max(0, pointDefenseShots(weaponTargets) - used);
}

/**
 * Guide 6.7: a reservation serves "on the next enemy turn": another side's turn in the same round or
 * the next one. Turns are "round:side"; outside the side turns ("") any reservation stands.
 */
export function reservationServes(reservedTurn: string, turn: string): boolean {
  if (reservedTurn === "" || turn === "") return true;
  const [r0, s0] = reservedTurn.split(":");
  const [r1, s1] = turn.split(":");
  const gap = Number(r1) - Number(r0);
  return s0 !== s1 && Number.isInteger(gap) && gap >= 0 && gap <= 1;
}

export interface PointDefenseRow {
  id: string;
  name: string;
  targets: number;
  problem: string | null;
  reserved: boolean;
  shotsLeft: number;
}

/** The sheet's section: the vehicle's DI, each weapon with a module, and the reservation. */
export function pointDefenseSection(weapons: readonly PointDefenseWeapon[], di: number, reservation: PointDefenseReservation | null, onOverwatch: boolean, turn: string) {
  const rows: PointDefenseRow[] = weapons
    .filter((w) => w.module)
    .map((w) => {
      const reserved = onOverwatch && reservation?.weaponId === w.id;
      return { id: w.id, name: w.name, targets: w.targets, problem: pointDefenseProblemKey(w, di), reserved, shotsLeft: reserved && reservation ? pointDefenseShotsLeft(w.targets, reservation, turn) : 0 };
    });
  return { di, minDi: POINT_DEFENSE_MIN_DI, minTargets: POINT_DEFENSE_MIN_TARGETS, rows, anyReserved: rows.some((r) => r.reserved) };
}
export type PointDefenseSection = ReturnType<typeof pointDefenseSection>;

/** The reservation card: the gunner on Over-Watch for the next enemy turn with the weapon. */
export function pointDefenseReservedContext(vehicleName: string, gunnerName: string, weapon: PointDefenseWeapon) {
  return { vehicleName, gunnerName, weaponName: weapon.name, shots: pointDefenseShots(weapon.targets), ammo: ammoSpent(Math.max(1, weapon.ammoPerTurn), "pointDefense"), dt: POINT_DEFENSE_DT };
}
export type PointDefenseReservedContext = ReturnType<typeof pointDefenseReservedContext>;

/** The shoot-down dialog: how many incoming attacks, and what they are. */
export function shootDownDialogContext(vehicleName: string, weapon: PointDefenseWeapon, shotsLeft: number) {
  return {
    vehicleName,
    weaponName: weapon.name,
    shotsLeft,
    bonus: weapon.bonus,
    dt: POINT_DEFENSE_DT,
    kinds: POINT_DEFENSE_INTERCEPTS.map((k) => ({ value: k, label: `${KEY}kind.${k}` })),
  };
}
export type ShootDownDialogContext = ReturnType<typeof shootDownDialogContext>;

/** The shoot-down card: one row per incoming attack, its roll and whether it is defeated. */
export function shootDownCardContext(input: { readonly vehicleName: string; readonly gunnerName: string; readonly weaponName: string; readonly kind: PointDefenseIntercept; readonly tasks: readonly TaskResult[]; readonly shotsLeft: number; readonly ammoUsed: number }) {
  const rows = input.tasks.map((t, i) => ({ n: i + 1, d20: t.d20, bonus: t.equipment, total: t.total, dt: t.dt, defeated: t.success }));
  return {
    vehicleName: input.vehicleName,
    gunnerName: input.gunnerName,
    weaponName: input.weaponName,
    kindLabel: `${KEY}kind.${input.kind}`,
    rows,
    defeated: rows.filter((r) => r.defeated).length,
    shotsLeft: input.shotsLeft,
    ammoUsed: input.ammoUsed,
  };
}
export type ShootDownCardContext = ReturnType<typeof shootDownCardContext>;
