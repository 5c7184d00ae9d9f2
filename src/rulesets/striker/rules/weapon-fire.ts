/**
 * From weapon tables to what resolveFire needs (Striker 8.A): bands, targets, recoil, gyro,
 * doubled autofire and bursts, read from each table's notes.
 */
import type { AttackKind } from "./armour";
import type { FireWeapon } from "./fire";
import { assertLauncher, FLECHETTE_GRENADE, HAND_GRENADE_RANGES_M, HEAP_BURST_M, handGrenadeAt, heBurstM, type GrenadeLauncher, type RifleGrenade } from "./grenades";
import { assertWeapon, maxTargets, type AmmoRow, type AmmoType, type Weapon } from "./weapon-types";
import { r } from "./weapon-types";

/** Note meanings of the individual weapon tables (slug throwers and energy weapons). */
export const INDIVIDUAL_NOTES = { burstZero: 1, lowRecoil: 2, gyro: 3, doubledAutofire: 4, highRecoil: 5 } as const;
/** Crew-served note 5: high-recoil individual infantry weapons. */
export const CREW_SERVED_HIGH_RECOIL_NOTE = 5;
/**
 * Crew-served note 6: "these weapons are heavy crew served weapons" (the rest of that table are
 * light, "Type: Treat all weapons as light crew served weapons except as noted below"). Striker
 * 7.A.2 conceals only "personnel and light weapons".
 */
export const CREW_SERVED_HEAVY_NOTE = 6;

/** The row of a weapon for an ammunition type (the one written on the unit card, 8.A.1.a.6). */
export function ammoRow(weapon: Weapon, ammo: AmmoType): AmmoRow {
  assertWeapon(weapon);
  const row = weapon.rows.find((x) => x.ammo === ammo);
  if (!row) throw new RangeError(`${weapon.id} has no ${ammo} ammunition`);
  return row;
}

/** Energy weapons are read against bracketed energy armour (ruling STR-5). */
export function attackKind(weapon: Weapon): AttackKind {
  assertWeapon(weapon);
  return weapon.table === "energy" ? "energy" : "slug";
}

/** A table weapon as the fire rules see it. */
export function fireWeapon(weapon: Weapon, ammo: AmmoType): FireWeapon {
  const row = ammoRow(weapon, ammo);
  const notes = new Set<number>([...row.notes, ...weapon.rows.flatMap((x) => x.notes)]);
  const individual = weapon.table !== "crewServed";
  const highRecoil = individual ? notes.has(INDIVIDUAL_NOTES.highRecoil) : notes.has(CREW_SERVED_HIGH_RECOIL_NOTE);
  const explosive = row.ammo === "HE" || row.ammo === "HEAP";
  return {
    bands: row.bands,
    targets: maxTargets(row.targets),
    gyrostabilised: individual && notes.has(INDIVIDUAL_NOTES.gyro),
    highRecoil,
    autofireDoubled: individual && row.notes.includes(INDIVIDUAL_NOTES.doubledAutofire),
    // Note 1: these small-arms explosive rounds burst over 0 m, so only the contact hit counts.
    ...(explosive ? { explosive: { burstM: 0, fragmentationPenetration: 0 } } : {}),
  };
}

/** A hand grenade of a tech level (Striker 8.A.1.a.4 and hand grenade notes). */
export function handGrenadeWeapon(tl: number, type: "HE" | "HEAP"): FireWeapon {
  const row = handGrenadeAt(tl);
  const contact = type === "HE" ? row.he.contact : row.heap;
  if (contact === null) throw new RangeError(`No HEAP hand grenade at TL ${tl}`);
  return {
    bands: [r(HAND_GRENADE_RANGES_M.difficult, contact), r(HAND_GRENADE_RANGES_M.formidable, contact)],
    targets: 1,
    gyrostabilised: false,
    highRecoil: false,
    autofireDoubled: false,
    explosive: { burstM: type === "HE" ? heBurstM(tl) : HEAP_BURST_M, fragmentationPenetration: row.he.fragmentation },
  };
}

/**
 * A launcher or rifle grenade round. HE and HEAP burst and fragment as the same-TL hand grenade
 * (the latest hand grenade row at or below the TL, since not every TL has one). Rifle grenades
 * are treated as heavy recoil (rifle grenade notes); launchers by their note 1.
 */
export function grenadeRoundWeapon(launcher: GrenadeLauncher | RifleGrenade, type: "HE" | "HEAP"): FireWeapon {
  assertLauncher(launcher);
  const round = type === "HE" ? launcher.he : launcher.heap;
  if (!round) throw new RangeError(`${launcher.id} fires no ${type} rounds`);
  const autofire = "autofire" in launcher ? launcher.autofire : null;
  const frag = handGrenadeAt(launcher.tl).he.fragmentation;
  return {
    bands: launcher.ranges.map((range, i) => r(range, round.penetration, autofire?.[i] ?? 0)),
    targets: "targets" in launcher ? launcher.targets : 1,
    gyrostabilised: false,
    highRecoil: "shots" in launcher ? launcher.notes.includes(1) : true,
    autofireDoubled: false,
    explosive: { burstM: type === "HE" ? heBurstM(launcher.tl) : HEAP_BURST_M, fragmentationPenetration: frag },
  };
}

/**
 * A flechette round: difficult range only, +4 to hit, every team in the strip (notes for all
 * grenade weapons). Not explosive: the hits spread over each team like any other fire.
 */
export function flechetteRoundWeapon(launcher: GrenadeLauncher | RifleGrenade): FireWeapon {
  assertLauncher(launcher);
  const round = launcher.flechette;
  if (!round) throw new RangeError(`${launcher.id} fires no flechette rounds`);
  const autofire = "autofire" in launcher ? launcher.autofire : null;
  const range = launcher.ranges[0];
  if (range === undefined) throw new RangeError(`${launcher.id} has no range`);
  return {
    bands: [r(range, round.penetration, autofire?.[0] ?? 0)],
    targets: maxTargets({ areaM: 1 }),
    gyrostabilised: false,
    highRecoil: "shots" in launcher ? launcher.notes.includes(1) : true,
    autofireDoubled: false,
    hitDm: FLECHETTE_GRENADE.hitDm,
  };
}
