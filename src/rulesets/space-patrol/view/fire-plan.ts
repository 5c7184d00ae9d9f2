/**
 * Planning a shot from the board and the fire dialog (Guide 6.6): shots shared between the
 * primary and secondary targets, the dialog's answers read safely, and the rules' target
 * situations built from them and from the targets' markers.
 */
import type { MarkerCounts } from "../../../core/markers";
import { hasMarker } from "../../../core/markers";
import { SP_MARKER } from "../rules/markers";
import { MAX_DARKNESS } from "../rules/fire-advantages";
import type { CoverKind, DamageTableName, FireTarget, PersonalArmour } from "../rules";

/** Guide 6.6: the weapon's targets number is its attack rolls; the primary takes what is left. */
export function allocateShots(weaponTargets: number, targetCount: number): number[] | null {
  if (targetCount < 1 || targetCount > weaponTargets) return null;
  return Array.from({ length: targetCount }, (_, i) => (i === 0 ? weaponTargets - (targetCount - 1) : 1));
}

export interface FireTargetForm {
  cover: CoverKind;
  movedLastTurn: boolean;
  inSmoke: boolean;
  /** Guide 6.6: made two moves in its last turn; only set when it did. */
  twoMoves?: boolean;
  /** Guide 6.6: a vehicle or a large creature, an advantage; only set when it is. */
  large?: boolean;
}

export interface FireForm {
  steadyAim: boolean;
  moved: boolean;
  undetected: boolean;
  inSmoke: boolean;
  darkness: number;
  /** Guide 6.6: two sidearms (Code S) fired at once, a disadvantage to each. */
  twoSidearms: boolean;
  /** Guide 6.6: a Main or Heavy weapon (Code M or H) fired in melee contact. */
  meleeContact: boolean;
  targets: FireTargetForm[];
}

const COVERS: readonly CoverKind[] = ["none", "low", "high"];

const flag = (v: unknown): boolean => v === true || v === "true" || v === "on";

/** Reads the fire dialog's answers; anything unexpected falls back to the plain case. */
export function readFireForm(raw: unknown, targetCount: number): FireForm {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const darkness = Math.trunc(Number(data.darkness));
  return {
    steadyAim: flag(data.steadyAim),
    moved: flag(data.moved),
    undetected: flag(data.undetected),
    inSmoke: flag(data.inSmoke),
    darkness: Number.isFinite(darkness) ? Math.min(MAX_DARKNESS, Math.max(0, darkness)) : 0,
    twoSidearms: flag(data.twoSidearms),
    meleeContact: flag(data.meleeContact),
    targets: Array.from({ length: targetCount }, (_, i) => {
      const cover = data[`cover${i}`];
      return {
        cover: COVERS.includes(cover as CoverKind) ? (cover as CoverKind) : "none",
        movedLastTurn: flag(data[`moved${i}`]),
        inSmoke: flag(data[`smoke${i}`]),
        ...(flag(data[`twoMoves${i}`]) ? { twoMoves: true } : {}),
        ...(flag(data[`large${i}`]) ? { large: true } : {}),
      };
    }),
  };
}

export interface BoardTarget {
  markers: MarkerCounts;
  /** Inches from the primary target (0 for the primary). */
  distanceToPrimary: number;
  /** A person's three ratings (SP-8), or a vehicle's or spacecraft's one armour value. */
  armour: PersonalArmour | number;
  /** The damage table a hit is read on (Guide 6.14, 6.15, 7.12); a person when left out. */
  table?: DamageTableName;
  /** A vehicle's drive code (SP-4); it counts when the target moved in its last turn. */
  driveCode?: number | undefined;
  /** Guide 8.5: the target's suit or armour shuts out NBC attacks. */
  nbcProof?: boolean;
}

/** The rules' targets: situations from the form, prone, stun and hunker from the markers (SP-2). */
export function fireTargets(board: readonly BoardTarget[], form: FireForm, shots: readonly number[]): FireTarget[] {
  return board.map((t, i) => {
    const f = form.targets[i] ?? { cover: "none", movedLastTurn: false, inSmoke: false };
    return {
      markers: t.markers,
      cover: f.cover,
      movedLastTurn: f.movedLastTurn,
      twoMovesLastTurn: f.twoMoves === true,
      vehicleOrLargeCreature: f.large === true,
      // SP-4: a moving vehicle faster than the shooter is harder to hit
      ...(f.movedLastTurn && t.driveCode !== undefined ? { movingVehicleDriveCode: t.driveCode } : {}),
      inSmoke: f.inSmoke,
      prone: hasMarker(t.markers, SP_MARKER.prone),
      stunned: hasMarker(t.markers, SP_MARKER.stun),
      hunkered: hasMarker(t.markers, SP_MARKER.hunkered),
      flying: hasMarker(t.markers, SP_MARKER.flying),
      shots: shots[i] ?? 1,
      distanceToPrimary: t.distanceToPrimary,
      armour: t.armour,
      table: t.table,
      ...(t.nbcProof ? { nbcProof: true } : {}),
    };
  });
}
