/**
 * Pallets (Starship Marine 3.18, 4.8, 4.2): what one pallet of each kind of store holds, who can move
 * a pallet and at what speed, and a squad drawing its grenades or door charges from the pallets it has
 * with it. A pallet holds one kind only; an opened pallet keeps what the squad could not take.
 */
import { keyOf, record, whole } from "../../../core/checks";
import type { Environment } from "./environment";
import { PALLET_CONTENTS, squadAmmoLimits, type SquadAmmo, type SquadStrength } from "./ammunition";

/** 4.8: "the complete list of stores and pallet loadings", per pallet. */
export const STORES_PER_PALLET = {
  grenades: 24,
  doorCharges: 12,
  apgwMissiles: 10,
  superCharges: 1,
  survivalSuits: 6,
  portableAirlock: 1,
  marineArmour: 1,
  spacesuit: 2,
  atomicExplosiveDevice: 1,
  plasmaticBoringDevice: 2,
} as const;
export type StoreKind = keyof typeof STORES_PER_PALLET;

/** 3.18: "Each TRUC Robot can carry one pallet". */
export const PALLETS_PER_TRUC = 1;

/** How men move one pallet: how many at half speed, how many at their normal speed. */
export interface ManCarry {
  readonly halfSpeed: number;
  readonly normalSpeed: number;
}

/**
 * 3.18: in zero g "a marine can carry 1 pallet at half speed (or 2 marines at normal speed)"; 4.8: "In
 * gravity/Underwater: 2 men must carry a pallet, at half speed. If there is space, four men can carry
 * a pallet at normal speed."
 */
export const MEN_PER_PALLET: Readonly<Record<Environment, ManCarry>> = {
  zeroG: { halfSpeed: 1, normalSpeed: 2 },
  oneG: { halfSpeed: 2, normalSpeed: 4 },
  underwater: { halfSpeed: 2, normalSpeed: 4 },
};

/** 4.2: underwater "TRUCs cannot move effectively (they need to be towed by a marine)". */
export function trucsNeedTowing(environment: Environment): boolean {
  return keyOf(environment, "environment", MEN_PER_PALLET) === "underwater";
}

/** How a number of pallets travels with the TRUCs there are: on the TRUCs, and the rest by hand. */
export interface PalletBearing {
  readonly onTrucs: number;
  readonly byHand: number;
  /** Men needed to move the pallets carried by hand, at half or at normal speed. */
  readonly men: ManCarry;
  /** 4.2: each loaded TRUC needs a Marine to tow it. */
  readonly towedTrucs: number;
}

export function palletBearing(environment: Environment, pallets: number, trucs: number): PalletBearing {
  const carry = MEN_PER_PALLET[keyOf(environment, "environment", MEN_PER_PALLET)];
  const total = whole(pallets, "pallets", 0);
  const onTrucs = Math.min(total, whole(trucs, "trucs", 0) * PALLETS_PER_TRUC);
  const byHand = total - onTrucs;
  return {
    onTrucs,
    byHand,
    men: { halfSpeed: byHand * carry.halfSpeed, normalSpeed: byHand * carry.normalSpeed },
    towedTrucs: trucsNeedTowing(environment) ? onTrucs : 0,
  };
}

/** A squad's grenades or door charges with the pallets of them it has, one of them perhaps opened. */
export interface SquadStock {
  readonly carried: number;
  /** Unopened pallets of this kind. */
  readonly pallets: number;
  /** What is left in the one opened pallet of this kind (0 when none is open). */
  readonly opened: number;
}

export type ResupplyKind = keyof SquadAmmo;

/**
 * 3.16, 3.18: the squad tops up to what its living men may carry, from the opened pallet first and
 * then opening whole ones; what it cannot take stays in the opened pallet.
 */
export function resupplySquad(kind: ResupplyKind, stock: SquadStock, strength: SquadStrength): SquadStock & { readonly taken: number } {
  record(stock, "stock");
  const holds = PALLET_CONTENTS[keyOf(kind, "kind", { grenades: 0, doorCharges: 0 })];
  let carried = whole(stock.carried, "stock.carried", 0);
  let pallets = whole(stock.pallets, "stock.pallets", 0);
  let opened = whole(stock.opened, "stock.opened", 0, holds);
  const limit = squadAmmoLimits(strength)[kind];
  const before = carried;
  for (;;) {
    const take = Math.min(opened, Math.max(0, limit - carried));
    carried += take;
    opened -= take;
    if (carried >= limit || pallets === 0) break;
    pallets -= 1;
    opened = holds;
  }
  return { carried, pallets, opened, taken: carried - before };
}
