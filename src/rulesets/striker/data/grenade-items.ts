/**
 * Grenades, rifle grenades, grenade launchers and weapon mounts as weapon item data (Striker
 * WEAPONS: HAND GRENADES, RIFLE GRENADES, GRENADE LAUNCHERS, WEAPON MOUNTS), every printed
 * column kept. HE and HEAP rounds burst and fragment as the same-TL hand grenade (Striker
 * 8.A.1.b.5 and the notes for all grenade weapons); flechette rounds are difficult range only,
 * +4 to hit, over a strip. Pure: the compendium builder and tests read it.
 */
import {
  CREW,
  FLECHETTE_GRENADE,
  GRENADE_DAMAGE,
  HAND_GRENADE_RANGES_M,
  HAND_GRENADE_STATS,
  HAND_GRENADES,
  HEAP_BURST_M,
  WEAPON_MOUNTS,
  flechetteLengthM,
  handGrenadeAt,
  heBurstM,
  type GrenadeLauncher,
  type PenCost,
  type RifleGrenade,
} from "../rules/index";
import type { Signature } from "../rules/visibility";
import { NOT_PRINTED, type AmmoRowSystem, type BandSystem, type WeaponItemSystem } from "./weapon-schema";

/**
 * HAND_GRENADE_SIGNATURE: the hand grenade notes say "use the grenades rules for signature",
 * which the introductory rules do not print; every other grenade weapon but the ATGL is medium.
 */
export const HAND_GRENADE_SIGNATURE: Signature = "M";
/** Rifle grenade notes: every rifle grenade has a medium signature. */
export const RIFLE_GRENADE_SIGNATURE: Signature = "M";
/** Grenade launcher notes: non-disposable ATGLs have a crew of two, all others one. */
export const ATGL_CREW = CREW.carried;

/** One item of the compendium: the table id it comes from and its data. */
export interface TableItem {
  readonly tableId: string;
  readonly system: WeaponItemSystem;
}

const band = (range: number, penetration: number, autofire = 0): BandSystem => ({ range, contact: false, penetration, autofire });

function base(table: WeaponItemSystem["table"], tableId: string, tl: number): WeaponItemSystem {
  return {
    table, tableId, tl, weightKg: NOT_PRINTED, priceCr: NOT_PRINTED, recoil: "normal", gyrostabilised: false,
    setUp: 0, crew: 1, singleUse: false, rounds: 1, mountFor: "", carriage: false, ammo: [], description: "",
  };
}

function row(type: AmmoRowSystem["type"], bands: BandSystem[], rest: Partial<AmmoRowSystem>): AmmoRowSystem {
  return {
    type, magazine: "1", bands, damage: 0, signature: "M",
    magazineWeightKg: NOT_PRINTED, magazinePriceCr: NOT_PRINTED, doubledAutofire: false, burstM: 0,
    fragmentationPenetration: 0, hitDm: 0, notes: "", ...rest,
    // A copy per row, so no two rows share one object.
    targets: { ...(rest.targets ?? { single: 1, auto: 0, areaM: 0 }) },
  };
}

/** HAND GRENADES: an HE and (from TL 6) a HEAP grenade per row; each is one attack only. */
export function handGrenadeItems(): TableItem[] {
  const out: TableItem[] = [];
  for (const g of HAND_GRENADES) {
    const kinds = [["HE", g.he.contact, heBurstM(g.tl)], ["HEAP", g.heap, HEAP_BURST_M]] as const;
    for (const [type, penetration, burstM] of kinds) {
      if (penetration === null) continue;
      const stats = HAND_GRENADE_STATS[type];
      const tableId = `handGrenade${type}${g.tl}`;
      out.push({
        tableId,
        system: {
          ...base("handGrenade", tableId, g.tl),
          weightKg: stats.weightKg,
          priceCr: stats.priceCr,
          singleUse: true,
          ammo: [row(type, [band(HAND_GRENADE_RANGES_M.difficult, penetration), band(HAND_GRENADE_RANGES_M.formidable, penetration)], {
            damage: stats.damage, signature: HAND_GRENADE_SIGNATURE, burstM, fragmentationPenetration: g.he.fragmentation,
          })],
        },
      });
    }
  }
  return out;
}

/** HE, HEAP and flechette rows of a rifle grenade or launcher magazine, as printed. */
function roundRows(w: GrenadeLauncher | RifleGrenade, signature: Signature, magazine: string, magazineWeightKg: number | null, targets: AmmoRowSystem["targets"], notes: string): AmmoRowSystem[] {
  const autofire = "autofire" in w ? w.autofire : null;
  const bands = (pen: number) => w.ranges.map((range, i) => band(range, pen, autofire?.[i] ?? 0));
  const frag = handGrenadeAt(w.tl).he.fragmentation;
  const common = { signature, magazine, magazineWeightKg: magazineWeightKg ?? NOT_PRINTED, targets, notes };
  const cost = (p: PenCost) => p.costCr ?? NOT_PRINTED;
  const out: AmmoRowSystem[] = [];
  if (w.heap) out.push(row("HEAP", bands(w.heap.penetration), { ...common, damage: GRENADE_DAMAGE.HEAP, magazinePriceCr: cost(w.heap), burstM: HEAP_BURST_M, fragmentationPenetration: frag }));
  if (w.he) out.push(row("HE", bands(w.he.penetration), { ...common, damage: GRENADE_DAMAGE.HE, magazinePriceCr: cost(w.he), burstM: heBurstM(w.tl), fragmentationPenetration: frag }));
  if (w.flechette) {
    const first = w.ranges[0] ?? 0;
    out.push(row("flechette", [band(first, w.flechette.penetration, autofire?.[0] ?? 0)], {
      ...common, damage: GRENADE_DAMAGE.flechette, magazinePriceCr: cost(w.flechette), hitDm: FLECHETTE_GRENADE.hitDm,
      targets: { single: 0, auto: 0, areaM: flechetteLengthM(w.tl) },
    }));
  }
  return out;
}

/** RIFLE GRENADES: one item per row, treated as heavy recoil; smoke rounds make no attack. */
export function rifleGrenadeItem(g: RifleGrenade): TableItem {
  const notes = g.notes.join(",");
  const one = { single: 1, auto: 0, areaM: 0 };
  const ammo = g.smoke
    ? [row("smoke", g.ranges.map((range) => band(range, 0)), { signature: RIFLE_GRENADE_SIGNATURE, notes })]
    : roundRows(g, RIFLE_GRENADE_SIGNATURE, "1", null, one, notes);
  return { tableId: g.id, system: { ...base("rifleGrenade", g.id, g.tl), weightKg: g.weightKg, recoil: "high", ammo } };
}

/** GRENADE LAUNCHERS: autolaunchers engage two targets (one on semi-automatic), others one. */
export function grenadeLauncherItem(l: GrenadeLauncher): TableItem {
  const disposable = l.id.startsWith("disposable");
  const atgl = l.signature === "H";
  const targets = { single: 1, auto: l.targets > 1 ? l.targets : 0, areaM: 0 };
  return {
    tableId: l.id,
    system: {
      ...base("grenadeLauncher", l.id, l.tl),
      weightKg: l.weightKg,
      priceCr: l.priceCr,
      recoil: l.notes.includes(1) ? "high" : "normal",
      crew: atgl && !disposable ? ATGL_CREW : 1,
      singleUse: disposable,
      ammo: roundRows(l, l.signature, String(l.shots), l.magazineWeightKg, targets, l.notes.join(",")),
    },
  };
}

/** The table id of a weapon mount row: the weapon it is for and its tech level. */
export function mountTableId(m: (typeof WEAPON_MOUNTS)[number]): string {
  return `mount${m.weapon[0]?.toUpperCase() ?? ""}${m.weapon.slice(1)}${m.tl}`;
}

/**
 * WEAPON MOUNTS: the mount a crew-served weapon needs to be used by infantry; it does not fire.
 * `weaponName` is the weapon as the table prints it (the compendium builder has the names).
 */
export function mountItem(m: (typeof WEAPON_MOUNTS)[number], weaponName: string = m.weapon): TableItem {
  const tableId = mountTableId(m);
  return {
    tableId,
    system: { ...base("mount", tableId, m.tl), weightKg: m.weightKg, priceCr: m.priceCr, mountFor: weaponName, carriage: (m.notes as readonly number[]).includes(8) },
  };
}
