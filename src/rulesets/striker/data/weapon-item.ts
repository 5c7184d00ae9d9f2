/**
 * Weapon and armour items to and from the rules tables. A table row becomes item data with
 * every column (for the compendium packs); item data becomes what resolveFire and resolveHits
 * read. Going round the loop gives the rules exactly what rules/weapon-fire.ts gives for the
 * table row itself (a test checks every row).
 */
import type { AmmoRow, AmmoType, Weapon } from "../rules/weapon-types";
import type { FireWeapon } from "../rules/fire";
import type { RangeBand } from "../rules/fire-profile";
import type { ArmourRating, AttackKind } from "../rules/armour";
import type { PersonalArmour } from "../rules/personal-armour";
import { CREW, CREW_SERVED_HIGH_RECOIL_NOTE, INDIVIDUAL_NOTES } from "../rules/index";
import { AMMO_TYPES, NOT_PRINTED, type AmmoRowSystem, type BandSystem, type WeaponItemSystem } from "./weapon-schema";
import type { ArmourItemSystem } from "./armour-schema";

/** Crew-served notes 1, 2 and 5: treated as individual or magazine-fed, so one trooper fires it. */
const ONE_CREW_NOTES = [1, 2, CREW_SERVED_HIGH_RECOIL_NOTE];

function band(b: RangeBand): BandSystem {
  return b.range === "C" ? { range: 0, contact: true, penetration: b.penetration, autofire: b.autofire } : { range: b.range, contact: false, penetration: b.penetration, autofire: b.autofire };
}

function ammoRow(row: AmmoRow, table: Weapon["table"]): AmmoRowSystem {
  const individual = table !== "crewServed";
  const targets = "areaM" in row.targets ? { single: 0, auto: 0, areaM: row.targets.areaM } : { single: row.targets.single, auto: row.targets.auto ?? 0, areaM: 0 };
  return {
    type: row.ammo,
    magazine: String(row.magazine),
    bands: row.bands.map(band),
    damage: row.damage,
    signature: row.signature,
    targets,
    magazineWeightKg: row.magazineWeightKg ?? NOT_PRINTED,
    magazinePriceCr: row.magazinePriceCr ?? NOT_PRINTED,
    doubledAutofire: individual && row.notes.includes(INDIVIDUAL_NOTES.doubledAutofire),
    // Note 1 of the individual tables: these explosive rounds burst over 0 m.
    burstM: 0,
    fragmentationPenetration: 0,
    hitDm: 0,
    notes: row.notes.join(","),
  };
}

/** A table weapon as item data, every column kept. */
export function weaponItemFromTable(w: Weapon): WeaponItemSystem {
  const notes = new Set(w.rows.flatMap((r) => r.notes));
  const individual = w.table !== "crewServed";
  const high = individual ? notes.has(INDIVIDUAL_NOTES.highRecoil) : notes.has(CREW_SERVED_HIGH_RECOIL_NOTE);
  const low = individual && notes.has(INDIVIDUAL_NOTES.lowRecoil);
  const oneCrew = individual || ONE_CREW_NOTES.some((n) => notes.has(n));
  return {
    table: w.table,
    tableId: w.id,
    tl: w.tl,
    weightKg: w.weightKg ?? NOT_PRINTED,
    priceCr: w.priceCr ?? NOT_PRINTED,
    recoil: high ? "high" : low ? "low" : "normal",
    gyrostabilised: individual && notes.has(INDIVIDUAL_NOTES.gyro),
    setUp: w.setUp ?? 0,
    crew: oneCrew ? CREW.magazineFed : CREW.carried,
    singleUse: false,
    // only rifle grenades count their rounds (rifle grenade notes); the field's initial elsewhere
    rounds: 1,
    mountFor: "",
    carriage: false,
    ammo: w.rows.map((r) => ammoRow(r, w.table)),
    description: "",
  };
}

function isAmmoType(v: string): v is AmmoType {
  return (AMMO_TYPES as readonly string[]).includes(v);
}

/** The row for an ammunition type, or the first row when the type is not loaded in this weapon. */
export function ammoOfItem(sys: WeaponItemSystem, ammo: string): AmmoRowSystem | undefined {
  return sys.ammo.find((r) => r.type === ammo) ?? sys.ammo[0];
}

/** The bands as the fire rules read them (contact is "C", ruling STR-1). */
export function rangeBandsOf(row: AmmoRowSystem): RangeBand[] {
  return row.bands.map((b) => ({ range: b.contact ? "C" : b.range, penetration: b.penetration, autofire: b.autofire }));
}

/** Striker 8.A.1.a.2: the greater "Trg" number; an area attack takes every team in it. */
export function targetsOf(row: AmmoRowSystem): number {
  if (row.targets.areaM > 0) return Number.MAX_SAFE_INTEGER;
  return Math.max(1, row.targets.single, row.targets.auto);
}

/** What resolveFire needs from an item and the ammunition loaded (Striker 8.A). */
export function fireWeaponOfItem(sys: WeaponItemSystem, ammo: string): FireWeapon | null {
  const row = ammoOfItem(sys, ammo);
  // Smoke rounds and weapon mounts make no attack.
  if (!row || row.bands.length === 0 || row.type === "smoke") return null;
  const individual = sys.table !== "crewServed";
  const explosive = isAmmoType(row.type) && (row.type === "HE" || row.type === "HEAP");
  return {
    bands: rangeBandsOf(row),
    targets: targetsOf(row),
    gyrostabilised: individual && sys.gyrostabilised,
    highRecoil: sys.recoil === "high",
    autofireDoubled: individual && row.doubledAutofire,
    // Striker 8.A.1.b.5: a contact hit, then fragmentation within the burst.
    ...(explosive ? { explosive: { burstM: row.burstM, fragmentationPenetration: row.fragmentationPenetration } } : {}),
    ...(row.hitDm !== 0 ? { hitDm: row.hitDm } : {}),
  };
}

/** Ruling STR-5: energy weapons meet the bracketed energy armour. */
export function attackKindOfItem(sys: Pick<WeaponItemSystem, "table">): AttackKind {
  return sys.table === "energy" ? "energy" : "slug";
}

/** A table armour as item data. */
export function armourItemFromTable(p: PersonalArmour): ArmourItemSystem {
  const a = p.armour;
  return {
    tableId: p.id,
    tl: p.tl,
    form: a.meleeOnly ? "meleeOnly" : a.energy !== undefined ? "bracketed" : "plain",
    value: a.general,
    energy: a.energy ?? 0,
    weightKg: p.weightKg ?? NOT_PRINTED,
    volumeL: p.volumeL ?? NOT_PRINTED,
    priceCr: p.priceCr,
    description: "",
  };
}

/** The rating the damage rules read (ruling STR-5). */
export function armourRatingOf(sys: Pick<ArmourItemSystem, "form" | "value" | "energy">): ArmourRating {
  if (sys.form === "meleeOnly") return { general: sys.value, meleeOnly: true };
  if (sys.form === "bracketed") return { general: sys.value, energy: sys.energy };
  return { general: sys.value };
}

/** The armour value as the table prints it: "5", "(1)", "1[6]", "[10]". */
export function armourText(sys: Pick<ArmourItemSystem, "form" | "value" | "energy">): string {
  if (sys.form === "meleeOnly") return `(${sys.value})`;
  if (sys.form === "bracketed") return `${sys.value > 0 ? sys.value : ""}[${sys.energy}]`;
  return String(sys.value);
}

/** A table number, or a dash where the text prints none. */
export function printed(value: number): string {
  return value === NOT_PRINTED ? "–" : String(value);
}
