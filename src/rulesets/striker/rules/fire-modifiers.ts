/**
 * Dice modifiers of a to-hit roll (Striker 8.A.1.b.1-2, 8.B.6). Each comes back labelled so a
 * chat card can list it.
 */
import { keyOf, record, whole } from "../../../core/checks";
import type { DiceModifier } from "./difficulty";
import type { Initiative, VisibilityStatus } from "./team-status";

const KEY = "STARSKIRMISH.Striker.Fire.Modifier";
/** Labels built once: modifiers are listed on every attack. */
const LABEL = {
  gyro: `${KEY}.gyro`,
  troopQuality: `${KEY}.troopQuality`,
  autofire: `${KEY}.autofire`,
  pickedUpWeapon: `${KEY}.pickedUpWeapon`,
  targetMoved: `${KEY}.targetMoved`,
} as const;

/** Striker 8.A.1.b.2.a.i: troop quality by the best firing team's initiative. */
export const TROOP_QUALITY_DM = { low: 0, average: 1, high: 2 } as const satisfies Record<Initiative, number>;

/** Striker 8.A.1.b.1.b: a gyrostabilised weapon whose firer moved. */
export const GYRO_MOVED_DM = 2;

/** Striker 8.A.1.b.2.a.ii: the asterisk (note 4) doubles the autofire bonus. */
export const AUTOFIRE_DOUBLING = 2;

/** Striker 8.B.6: fire in the phase after picking up a fallen soldier's weapon. */
export const PICKED_UP_WEAPON_DM = -2;

/**
 * Striker 8.A.1.b.2.b.i: concealed -1, hidden -2, recon by fire -4. Recon by fire replaces the
 * status DM: an unspotted target's status is unknown to the firer, so only the -4 applies.
 */
export const TARGET_STATUS_DM = { open: 0, concealed: -1, hidden: -2, unspotted: -4 } as const satisfies Record<
  VisibilityStatus,
  number
>;

/** Striker 8.A.1.b.2.b.ii: target movement up to NOE speed, and faster. */
export const NOE_SPEED_M = 350;
export const TARGET_MOVEMENT_DM = { upToNoe: -1, faster: -2 } as const;

/** The modifiers whose value never changes, made once and shared (they are read only). */
const GYRO_MODIFIER: DiceModifier = Object.freeze({ label: LABEL.gyro, value: GYRO_MOVED_DM });
const PICKED_UP_WEAPON_MODIFIER: DiceModifier = Object.freeze({ label: LABEL.pickedUpWeapon, value: PICKED_UP_WEAPON_DM });
const MOVED_UP_TO_NOE_MODIFIER: DiceModifier = Object.freeze({ label: LABEL.targetMoved, value: TARGET_MOVEMENT_DM.upToNoe });
const MOVED_FASTER_MODIFIER: DiceModifier = Object.freeze({ label: LABEL.targetMoved, value: TARGET_MOVEMENT_DM.faster });
/**
 * Recon by fire is listed under its own name, not the target's unknown status. Each is tagged as
 * the target status DM (8.A.1.b.2.b.i), so the card finds its row by what it is, not its label.
 */
const TARGET_STATUS_MODIFIER = {
  open: Object.freeze({ label: `${KEY}.open`, value: TARGET_STATUS_DM.open, kind: "targetStatus" }),
  concealed: Object.freeze({ label: `${KEY}.concealed`, value: TARGET_STATUS_DM.concealed, kind: "targetStatus" }),
  hidden: Object.freeze({ label: `${KEY}.hidden`, value: TARGET_STATUS_DM.hidden, kind: "targetStatus" }),
  unspotted: Object.freeze({ label: `${KEY}.reconByFire`, value: TARGET_STATUS_DM.unspotted, kind: "targetStatus" }),
} as const satisfies Record<VisibilityStatus, DiceModifier>;

/** DM for how far the target moved last movement phase (0 = stationary). */
export function targetMovementDm(movedM: number): number {
  if (!Number.isFinite(movedM) || movedM < 0) throw new RangeError(`Target movement must be 0 m or more, not ${movedM}`);
  if (movedM === 0) return 0;
  return movedM <= NOE_SPEED_M ? TARGET_MOVEMENT_DM.upToNoe : TARGET_MOVEMENT_DM.faster;
}

export interface FirerModifierInput {
  readonly bestInitiative: Initiative;
  readonly autofire: number;
  readonly autofireDoubled: boolean;
  readonly gyrostabilised: boolean;
  readonly moved: boolean;
  readonly pickedUpWeapon: boolean;
}

/** The firers' side of the roll; zero modifiers are left out. */
export function firerModifiers(input: FirerModifierInput): DiceModifier[] {
  record(input, "input");
  keyOf(input.bestInitiative, "bestInitiative", TROOP_QUALITY_DM);
  whole(input.autofire, "autofire");
  const out: DiceModifier[] = [];
  if (input.gyrostabilised && input.moved) out.push(GYRO_MODIFIER);
  const quality = TROOP_QUALITY_DM[input.bestInitiative];
  if (quality) out.push({ label: LABEL.troopQuality, value: quality });
  const autofire = input.autofire * (input.autofireDoubled ? AUTOFIRE_DOUBLING : 1);
  if (autofire) out.push({ label: LABEL.autofire, value: autofire });
  if (input.pickedUpWeapon) out.push(PICKED_UP_WEAPON_MODIFIER);
  return out;
}

/** The target's side of the roll. */
export function targetModifiers(status: VisibilityStatus, movedM: number): DiceModifier[] {
  const out: DiceModifier[] = [];
  const statusDm = typeof status === "string" && Object.hasOwn(TARGET_STATUS_DM, status) ? TARGET_STATUS_DM[status] : undefined;
  if (statusDm === undefined) throw new RangeError(`Unknown target status "${String(status)}"`);
  if (statusDm) out.push(TARGET_STATUS_MODIFIER[status]);
  const moveDm = targetMovementDm(movedM);
  if (moveDm) out.push(moveDm === TARGET_MOVEMENT_DM.upToNoe ? MOVED_UP_TO_NOE_MODIFIER : MOVED_FASTER_MODIFIER);
  return out;
}
