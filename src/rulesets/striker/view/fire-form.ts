/**
 * The fire dialog: its choices and defaults (from the board), where the target's cover default came
 * from and, where the board and no marker made it concealed or hidden, its status (Striker 7.A.1.c,
 * 7.A.2), and reading
 * the submitted form back into FireOptions. Anything the form sends that is not one of the choices
 * falls back to the default, so a tampered or stale form cannot reach the rules.
 */
import { VISIBILITY_STATUSES } from "../rules/team-status";
import type { VisibilityStatus } from "../rules/team-status";
import type { CoverTerrain } from "../rules/armour";
import { COVER_CHOICES, TARGET_MOVEMENT, type CoverChoice, type FireOptions, type GroundSource, type TargetMovement, type WeaponChoice } from "./fire-plan";

export interface FireDialogContext {
  /** `troops`: how many of the weapon fire; `crew`: troopers per weapon, `crewed` when more than one. */
  weapons: { value: string; label: string; thrown: boolean; troops: number; crew: number; crewed: boolean }[];
  ammo: { value: string; label: string }[];
  statuses: { value: string; label: string }[];
  movements: { value: string; label: string }[];
  covers: { value: string; label: string }[];
  /** Where the cover's default came from: the forest or building region the board shows the target in, or none; empty when the board was not read. */
  coverFrom: string;
  /** Where the status default came from when the board, not a marker, made the target concealed or hidden (Striker 7.A.1.c, 7.A.2); else empty. */
  statusFrom: string;
  options: FireOptions;
  rangeM: number;
  targetName: string;
}

/**
 * `boardCover`: the target's cover as the board shows it (Striker 7.A.2, 8.B.2), when it was read;
 * `concealedBy`: the forest or building that made it concealed, or the forest's depth that made it
 * hidden, with no marker saying so (fire-plan.ts concealingTerrain), null or absent otherwise.
 */
export function fireDialogContext(weapons: readonly WeaponChoice[], options: FireOptions, rangeM: number, targetName: string, boardCover?: CoverTerrain | null, concealedBy: GroundSource | null = null): FireDialogContext {
  const ammo = [...new Set(weapons.flatMap((w) => w.ammo))];
  return {
    weapons: weapons.map((w) => ({ value: w.name, label: w.label, thrown: w.thrown, troops: w.troops, crew: w.weapon.crew, crewed: w.weapon.crew > 1 })),
    ammo: ammo.map((a) => ({ value: a, label: `STARSKIRMISH.Striker.Ammo.${a}` })),
    statuses: VISIBILITY_STATUSES.map((s) => ({ value: s, label: `STARSKIRMISH.Striker.Fire.Status.${s}` })),
    movements: TARGET_MOVEMENT.map((m) => ({ value: m, label: `STARSKIRMISH.Striker.Fire.Movement.${m}` })),
    covers: COVER_CHOICES.map((c) => ({ value: c, label: `STARSKIRMISH.Striker.Fire.Cover.${c}` })),
    coverFrom: boardCover === undefined ? "" : `STARSKIRMISH.Striker.Fire.CoverFrom.${boardCover ?? "none"}`,
    statusFrom: concealedBy === null ? "" : `STARSKIRMISH.Striker.Fire.StatusFrom.${concealedBy}`,
    options,
    rangeM,
    targetName,
  };
}

const pick = <T extends string>(list: readonly T[], value: unknown, fallback: T): T => (list.includes(value as T) ? (value as T) : fallback);

/** The form's answers as options; unknown values keep the defaults. */
export function readFireForm(raw: unknown, defaults: FireOptions, weapons: readonly WeaponChoice[]): FireOptions {
  const f = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const weapon = weapons.find((w) => w.name === f.weapon) ?? weapons.find((w) => w.name === defaults.weapon);
  const ammoList = weapon?.ammo ?? [];
  const ammo = ammoList.includes(String(f.ammo)) ? String(f.ammo) : ammoList.includes(defaults.ammo) ? defaults.ammo : (ammoList[0] ?? defaults.ammo);
  return {
    weapon: weapon?.name ?? defaults.weapon,
    ammo,
    moved: typeof f.moved === "boolean" ? f.moved : defaults.moved,
    pickedUpWeapon: typeof f.pickedUpWeapon === "boolean" ? f.pickedUpWeapon : defaults.pickedUpWeapon,
    targetStatus: pick<VisibilityStatus>(VISIBILITY_STATUSES, f.targetStatus, defaults.targetStatus),
    targetMovement: pick<TargetMovement>(TARGET_MOVEMENT, f.targetMovement, defaults.targetMovement),
    cover: pick<CoverChoice>(COVER_CHOICES, f.cover, defaults.cover),
  };
}
