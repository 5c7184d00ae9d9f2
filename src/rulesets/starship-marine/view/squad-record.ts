/**
 * A squad's ammunition record as its tracker row shows it (Starship Marine 3.16, 3.18, SSM-21): the
 * grenades and door charges it carries against the most its living humans may carry now, the surplus it
 * must leave on the table, the pallets it has with it and who moves them (3.18, 4.8), and what is
 * left in an opened pallet after the squad drew from it. Stored data is read leniently: anything
 * malformed reads as an empty record.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { TROOP_TYPES, type TroopTypeId } from "../data/troop-types";
import { PALLET_CONTENTS, squadAmmoAfterLosses, squadAmmoLimits, type SquadAmmo, type SquadStrength } from "../rules/ammunition";
import { SSM_MARKER } from "../rules/markers";
import { palletBearing, resupplySquad } from "../rules/pallets";
import type { Environment } from "../rules/environment";

export const PALLET_KINDS = Object.keys(PALLET_CONTENTS) as (keyof typeof PALLET_CONTENTS)[];
export const AMMO_KINDS = ["grenades", "doorCharges"] as const;
export type AmmoKind = (typeof AMMO_KINDS)[number];

export interface SquadRecord extends SquadAmmo {
  readonly pallets: Readonly<Record<(typeof PALLET_KINDS)[number], number>>;
  /** 3.18: what is left in the one opened pallet of grenades and of door charges. */
  readonly opened: Readonly<Record<AmmoKind, number>>;
}

export const EMPTY_SQUAD_RECORD: SquadRecord = { grenades: 0, doorCharges: 0, pallets: { grenades: 0, doorCharges: 0, apgwMissiles: 0, superCharges: 0 }, opened: { grenades: 0, doorCharges: 0 } };

const MAX_COUNT = 9999;
const count = (v: unknown): number => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? Math.min(v, MAX_COUNT) : 0);

export function readSquadRecord(stored: unknown): SquadRecord {
  const s = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const p = typeof s.pallets === "object" && s.pallets !== null ? (s.pallets as Record<string, unknown>) : {};
  const o = typeof s.opened === "object" && s.opened !== null ? (s.opened as Record<string, unknown>) : {};
  return {
    grenades: count(s.grenades),
    doorCharges: count(s.doorCharges),
    pallets: Object.fromEntries(PALLET_KINDS.map((k) => [k, count(p[k])])) as SquadRecord["pallets"],
    // an opened pallet never holds more than a full one
    opened: { grenades: Math.min(count(o.grenades), PALLET_CONTENTS.grenades), doorCharges: Math.min(count(o.doorCharges), PALLET_CONTENTS.doorCharges) },
  };
}

/** SSM-21: living humans (Close Support Marines left out) and the Marines among them. */
export function squadStrength(members: readonly { readonly troopType: TroopTypeId; readonly markers: MarkerCounts }[]): SquadStrength {
  let humans = 0;
  let marines = 0;
  for (const m of members) {
    const type = TROOP_TYPES[m.troopType];
    if (type.robot || !type.grenades) continue;
    if (markerCount(m.markers, SSM_MARKER.casualty) > 0 || markerCount(m.markers, SSM_MARKER.surrendered) > 0) continue;
    humans += 1;
    if (type.doorCharges) marines += 1;
  }
  return { humans, marines };
}

/** Living TRUCs in the squad, switched on: the robots that carry its pallets (3.18). */
export function squadTrucs(members: readonly { readonly troopType: TroopTypeId; readonly markers: MarkerCounts }[]): number {
  return members.filter((m) => m.troopType === "truc" && !(["casualty", "deactivated", "immobilised"] as const).some((k) => markerCount(m.markers, SSM_MARKER[k]) > 0)).length;
}

export function squadRecordView(record: SquadRecord, strength: SquadStrength, gm: boolean, carriers: { readonly environment: Environment; readonly trucs: number }) {
  const limits = squadAmmoLimits(strength);
  const { surplus } = squadAmmoAfterLosses({ grenades: record.grenades, doorCharges: record.doorCharges }, strength);
  const palletCount = PALLET_KINDS.reduce((n, k) => n + record.pallets[k], 0);
  const bearing = palletBearing(carriers.environment, palletCount, carriers.trucs);
  return {
    gm,
    ammo: AMMO_KINDS.map((kind) => ({
      kind,
      label: `STARSKIRMISH.StarshipMarine.Squad.${kind}`,
      carried: record[kind],
      limit: limits[kind],
      surplus: surplus[kind],
      surplusLabel: `STARSKIRMISH.StarshipMarine.Squad.surplus.${kind}`,
      opened: record.opened[kind],
      openedLabel: `STARSKIRMISH.StarshipMarine.Squad.opened.${kind}`,
      // 3.18: a pallet to draw from while the squad is short
      canResupply: record[kind] < limits[kind] && (record.opened[kind] > 0 || record.pallets[kind] > 0),
    })),
    hasSurplus: surplus.grenades > 0 || surplus.doorCharges > 0,
    pallets: PALLET_KINDS.map((kind) => ({ kind, label: `STARSKIRMISH.StarshipMarine.Squad.pallet.${kind}`, count: record.pallets[kind], holds: PALLET_CONTENTS[kind] })),
    bearing: palletCount > 0 ? { ...bearing, environment: `STARSKIRMISH.StarshipMarine.Environment.${carriers.environment}` } : null,
  };
}

/** The record after the GM's fill, drop of the surplus, or one count changed by `delta` (never below 0). */
export type RecordChange =
  | { readonly act: "fill" }
  | { readonly act: "dropSurplus" }
  | { readonly act: "resupply"; readonly kind: AmmoKind }
  | { readonly act: "adjust"; readonly field: string; readonly delta: number };

export function changedRecord(record: SquadRecord, strength: SquadStrength, change: RecordChange): SquadRecord {
  if (change.act === "fill") return { ...record, ...squadAmmoLimits(strength) };
  if (change.act === "resupply") {
    const kind = change.kind;
    const after = resupplySquad(kind, { carried: record[kind], pallets: record.pallets[kind], opened: record.opened[kind] }, strength);
    return { ...record, [kind]: after.carried, pallets: { ...record.pallets, [kind]: after.pallets }, opened: { ...record.opened, [kind]: after.opened } };
  }
  if (change.act === "dropSurplus") return { ...record, ...squadAmmoAfterLosses({ grenades: record.grenades, doorCharges: record.doorCharges }, strength).kept };
  const step = Math.sign(change.delta);
  if ((AMMO_KINDS as readonly string[]).includes(change.field)) {
    const kind = change.field as AmmoKind;
    return { ...record, [kind]: Math.max(0, Math.min(MAX_COUNT, record[kind] + step)) };
  }
  const pallet = PALLET_KINDS.find((k) => `pallet.${k}` === change.field);
  return pallet ? { ...record, pallets: { ...record.pallets, [pallet]: Math.max(0, Math.min(MAX_COUNT, record.pallets[pallet] + step)) } } : record;
}
