/**
 * Grenades (Striker 8.A.1.a.4 and WEAPONS: HAND GRENADES, RIFLE GRENADES, GRENADE LAUNCHERS).
 * Penetrations are "contact/fragmentation" for hand grenades and "penetration/cost" for rifle
 * grenades and launcher magazines, as the notes under each table say.
 */
import { finite, list, record, text, whole } from "../../../core/checks";
import { weaponLabel } from "./weapon-types";

/** Striker 8.A.1.a.4: hand grenades: difficult to 20 m, formidable to 50 m, one target. */
export const HAND_GRENADE_RANGES_M = { difficult: 20, formidable: 50 } as const;
/** Hand grenade notes: damage, weight (kg) and price (Cr) by type. */
export const HAND_GRENADE_STATS = {
  HE: { damage: 8, weightKg: 0.25, priceCr: 10 },
  HEAP: { damage: 6, weightKg: 1, priceCr: 15 },
} as const;
/** HEAP grenades burst over 1 m, fragmenting as HE (hand grenade notes). */
export const HEAP_BURST_M = 1;

/** HAND GRENADES: HEAP penetration, HE contact / fragmentation penetration. */
export const HAND_GRENADES = [
  { tl: 5, heap: null, he: { contact: 7, fragmentation: 1 } },
  { tl: 6, heap: 12, he: { contact: 7, fragmentation: 1 } },
  { tl: 7, heap: 18, he: { contact: 9, fragmentation: 1 } },
  { tl: 9, heap: 21, he: { contact: 11, fragmentation: 2 } },
  { tl: 11, heap: 22, he: { contact: 13, fragmentation: 2 } },
  { tl: 13, heap: 23, he: { contact: 15, fragmentation: 3 } },
  { tl: 16, heap: 25, he: { contact: 17, fragmentation: 3 } },
] as const satisfies readonly { tl: number; heap: number | null; he: { contact: number; fragmentation: number } }[];

/**
 * HE burst by tech level (hand grenade notes): TL 6-7 1 m, TL 8-10 10 m, TL 10+ 20 m.
 * TL10_BURST_M (ruling STR-8): the text puts TL 10 in both bands; the explicit "8-10" range wins,
 * so 10 m, and 20 m begins at TL 11.
 * TL 5 is not mentioned; it bursts like TL 6-7.
 */
export const HE_BURST_BY_TL = [
  { fromTl: 0, burstM: 1 },
  { fromTl: 8, burstM: 10 },
  { fromTl: 11, burstM: 20 },
] as const;
export const TL10_BURST_M = 10;

/** HE burst size at a tech level. */
export function heBurstM(tl: number): number {
  if (!Number.isInteger(tl) || tl < 0) throw new RangeError(`Tech level must be a whole number, not ${tl}`);
  let burst = 1;
  for (const row of HE_BURST_BY_TL) if (tl >= row.fromTl) burst = row.burstM;
  return burst;
}

/** The hand grenade row that applies at a tech level: the latest at or below it. */
export function handGrenadeAt(tl: number): (typeof HAND_GRENADES)[number] {
  finite(tl, "tl");
  let found: (typeof HAND_GRENADES)[number] | undefined;
  for (const row of HAND_GRENADES) if (row.tl <= tl) found = row;
  if (!found) throw new RangeError(`No hand grenade before TL ${HAND_GRENADES[0].tl} (asked for TL ${tl})`);
  return found;
}

export interface PenCost {
  readonly penetration: number;
  readonly costCr: number | null;
}
const pc = (penetration: number, costCr: number | null = null): PenCost => ({ penetration, costCr });

export interface RifleGrenade {
  readonly id: string;
  readonly label: string;
  readonly tl: number;
  readonly ranges: readonly number[];
  readonly heap: PenCost | null;
  readonly he: PenCost | null;
  readonly flechette: PenCost | null;
  readonly smoke: boolean;
  readonly weightKg: number;
  readonly notes: readonly number[];
}

function rg(tl: number, id: string, ranges: number[], heap: PenCost | null, he: PenCost | null, flechette: PenCost | null, weightKg: number, notes: number[] = []): RifleGrenade {
  return { id, label: weaponLabel(id), tl, ranges, heap, he, flechette, smoke: id.includes("Smoke"), weightKg, notes };
}

/** RIFLE GRENADES: all medium signature, one target, treated as heavy recoil. */
export const RIFLE_GRENADES = [
  rg(6, "rifleGrenade4cm6", [25, 50, 100], pc(6, 6), pc(5, 4), null, 0.2),
  rg(6, "rifleGrenade6cm6", [25, 50, 100], pc(18, 12), pc(9, 8), null, 0.6),
  rg(6, "rifleGrenade6cmSmoke6", [25, 50], null, null, null, 0.6),
  rg(7, "rifleGrenade4cm7", [50, 100, 150], pc(22, 5), pc(7, 3), null, 0.4),
  rg(7, "rifleGrenade6cm7", [50, 100, 150], pc(27, 10), pc(11, 7), null, 0.6),
  rg(7, "rifleGrenade6cmSmoke7", [25, 50, 100], null, null, null, 0.6),
  rg(8, "rifleGrenadeRam8", [250, 375, 500], pc(24, 16), pc(7, 11), pc(6, 32), 0.4, [1]),
  rg(8, "rifleGrenadeRamSmoke8", [100, 200, 300], null, null, null, 0.6, [1]),
  rg(9, "rifleGrenadeRam9", [250, 375, 500], pc(28, 20), pc(9, 13), pc(6, 40), 0.4, [1]),
  rg(10, "rifleGrenadeRam10", [375, 750, 1500], pc(32, 20), pc(9, 13), pc(8, 40), 0.5, [1]),
  rg(10, "rifleGrenadeRamSmoke10", [150, 300, 500], null, null, null, 0.8, [1]),
  rg(11, "rifleGrenadeRam11", [375, 750, 1500], pc(36, 20), pc(11, 13), pc(8, 40), 0.5, [1]),
  rg(13, "rifleGrenadeRam13", [375, 750, 1500], pc(38, 20), pc(13, 13), pc(10, 40), 0.5, [1]),
] as const satisfies readonly RifleGrenade[];

export interface GrenadeLauncher {
  readonly id: string;
  readonly label: string;
  readonly tl: number;
  readonly shots: number;
  readonly ranges: readonly [number, number, number];
  readonly autofire: readonly [number, number, number] | null;
  readonly heap: PenCost | null;
  readonly he: PenCost | null;
  readonly flechette: PenCost | null;
  readonly weightKg: number;
  readonly magazineWeightKg: number | null;
  readonly priceCr: number;
  /** Note 1: high recoil. */
  readonly notes: readonly number[];
  /** ATGLs have a high signature, all others medium. */
  readonly signature: "M" | "H";
  /** Autolaunchers engage two targets, all others one. */
  readonly targets: number;
}

function gl(
  tl: number,
  id: string,
  shots: number,
  ranges: [number, number, number],
  autofire: [number, number, number] | null,
  ammo: [PenCost | null, PenCost | null, PenCost | null],
  weight: [number, number | null],
  priceCr: number,
  notes: number[] = [],
): GrenadeLauncher {
  const atgl = id.toLowerCase().includes("atgl");
  return {
    id, label: weaponLabel(id), tl, shots, ranges, autofire,
    heap: ammo[0], he: ammo[1], flechette: ammo[2],
    weightKg: weight[0], magazineWeightKg: weight[1], priceCr, notes,
    signature: atgl ? "H" : "M",
    targets: autofire ? 2 : 1,
  };
}

/** GRENADE LAUNCHERS. Disposable ATGLs print a HEAP penetration with no cost. */
export const GRENADE_LAUNCHERS = [
  gl(6, "atgl7cm", 1, [100, 220, 350], null, [pc(24, 8), null, null], [6, 1.5], 200, [1]),
  gl(6, "atgl8cm", 1, [120, 250, 375], null, [pc(28, 10), null, null], [8, 2.4], 250, [1]),
  gl(6, "atgl9cm", 1, [150, 270, 400], null, [pc(32, 12), null, null], [9, 3.3], 300, [1]),
  gl(6, "disposableAtgl6", 1, [100, 200, 250], null, [pc(31), null, null], [7, null], 50, [1]),
  gl(7, "grenadeLauncher4cm", 1, [100, 200, 500], null, [pc(15, 5), pc(7, 3), null], [3, 0.2], 200),
  gl(7, "autoGrenadeLauncher4cm", 16, [100, 200, 500], [3, 2, 1], [pc(15, 85), pc(7, 48), null], [6, 8], 1400),
  gl(7, "disposableAtgl7", 1, [200, 400, 600], null, [pc(36), null, null], [2, null], 100, [1]),
  gl(8, "ramGrenadeLauncher8", 3, [250, 500, 1000], null, [pc(24, 50), pc(7, 30), pc(6, 100)], [4, 1.4], 400),
  gl(8, "ramAutoGrenadeLauncher8", 20, [250, 500, 1000], [4, 3, 2], [pc(24, 350), pc(7, 200), pc(6, 700)], [8, 9], 2200),
  gl(9, "ramGrenadeLauncher9", 3, [250, 500, 1000], null, [pc(28, 60), pc(9, 40), pc(6, 120)], [4, 1.4], 400),
  gl(9, "ramAutoGrenadeLauncher9", 20, [250, 500, 1000], [4, 3, 2], [pc(28, 400), pc(9, 270), pc(6, 800)], [8.5, 9], 2200),
  gl(10, "ramGrenadeLauncher10", 3, [375, 750, 1500], null, [pc(32, 60), pc(9, 40), pc(8, 120)], [6, 1.6], 500),
  gl(10, "ramAutoGrenadeLauncher10", 20, [375, 750, 1500], [4, 3, 2], [pc(32, 400), pc(9, 270), pc(8, 800)], [9, 12], 3000),
  gl(11, "ramGrenadeLauncher11", 3, [375, 750, 1500], null, [pc(36, 60), pc(11, 40), pc(8, 120)], [6, 1.6], 600),
  gl(11, "ramAutoGrenadeLauncher11", 20, [375, 750, 1500], [4, 3, 2], [pc(36, 400), pc(11, 270), pc(8, 800)], [9, 12], 3000),
] as const satisfies readonly GrenadeLauncher[];

/** Grenade weapon notes: damage by round, and flechette rounds. */
export const GRENADE_DAMAGE = { HE: 8, HEAP: 6, flechette: 2 } as const;
/** Flechette grenades: +4 to hit, difficult range only, a 10 m wide strip 100 m long (TL 8-9) or 150 m (TL 10+). */
export const FLECHETTE_GRENADE = { hitDm: 4, widthM: 10, lengthM: [{ fromTl: 8, m: 100 }, { fromTl: 10, m: 150 }] } as const;

/** Length of the flechette strip at a tech level: 100 m at TL 8-9, 150 m at TL 10+ (grenade notes). */
export function flechetteLengthM(tl: number): number {
  finite(tl, "tl");
  let length: number = FLECHETTE_GRENADE.lengthM[0].m;
  for (const row of FLECHETTE_GRENADE.lengthM) if (tl >= row.fromTl) length = row.m;
  return length;
}

function checkPenCost(p: PenCost | null, field: string): void {
  if (p === null) return;
  record(p, field);
  whole(p.penetration, `${field}.penetration`);
  if (p.costCr !== null) finite(p.costCr, `${field}.costCr`);
}

/** Throws a RangeError naming the field unless `launcher` is a whole launcher or rifle grenade. */
export function assertLauncher(launcher: GrenadeLauncher | RifleGrenade): void {
  record(launcher, "launcher");
  text(launcher.id, "launcher.id");
  whole(launcher.tl, "launcher.tl", 0);
  list(launcher.ranges, "launcher.ranges").forEach((r, i) => finite(r, `launcher.ranges[${i}]`));
  for (const ammo of ["heap", "he", "flechette"] as const) checkPenCost(launcher[ammo], `launcher.${ammo}`);
  list(launcher.notes, "launcher.notes");
  if ("autofire" in launcher && launcher.autofire !== null) list(launcher.autofire, "launcher.autofire").forEach((a, i) => whole(a, `launcher.autofire[${i}]`));
  if ("targets" in launcher) whole(launcher.targets, "launcher.targets", 1);
}
