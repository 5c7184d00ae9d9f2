/**
 * The order of fire as the tracker lists it at steps e and f (Starship Marine 3.4): each fighting
 * figure's place from its troop type, experience, wound and Moved marker, grouped into the slots
 * that fire at once. Figures barred from firing (rules/fire-bar.ts: a casualty, switched off, No
 * Firing, surrendered, moved non-tactically, carrying a casualty, a Marine under Direct Control) and
 * those with no SCA line (clankers, TRUCs, non-combatants; guided weapons fire at step g) have none.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { TROOP_TYPES, type TroopTypeId } from "../data/troop-types";
import { fireSlots, fireTier, type FireTier } from "../rules/order-of-fire";
import { SSM_MARKER } from "../rules/markers";
import { fireBar } from "../rules/fire-bar";

export interface OrderOfFireFigure {
  readonly name: string;
  readonly troopType: TroopTypeId;
  readonly experience: string;
  readonly wounded: boolean;
  readonly markers: MarkerCounts;
}

export interface FireSlotView {
  /** 1 for the slot that fires first. */
  readonly number: number;
  readonly moved: boolean;
  readonly movedLabel: string;
  readonly tierLabel: string;
  readonly names: readonly string[];
}

/** The kind 3.4 orders a figure by, or null for one that fires no SCA this step. */
function fireKind(troopType: TroopTypeId): "marine" | "combatRobot" | "crew" | null {
  const type = TROOP_TYPES[troopType];
  if (type.nonCombatant || type.weapon === null || type.weapon === "closeSupportApgw") return null;
  if (type.marine) return "marine";
  // 3.7, SSM-9: combat, armoured and fusilier robots carry SCA and fire with the Marines
  return type.robot ? "combatRobot" : "crew";
}

export function orderOfFireView(figures: readonly OrderOfFireFigure[]): FireSlotView[] {
  const places: { id: string; moved: boolean; tier: FireTier }[] = [];
  figures.forEach((f, i) => {
    const kind = fireKind(f.troopType);
    // 2.3, 3.2, 3.5, 3.7, 3.17: a figure its markers bar from firing has no slot (rules/fire-bar.ts)
    if (kind === null || fireBar(f.markers, { robot: kind === "combatRobot" }) !== null) return;
    const experience = kind === "marine" && f.experience === "raw" ? "experienced" : f.experience;
    places.push({ id: String(i), moved: markerCount(f.markers, SSM_MARKER.moved) > 0, tier: fireTier({ kind, experience, wounded: kind === "marine" && f.wounded }) });
  });
  return fireSlots(places).map((slot, i) => ({
    number: i + 1,
    moved: slot.moved,
    movedLabel: `STARSKIRMISH.StarshipMarine.OrderOfFire.${slot.moved ? "moved" : "stationary"}`,
    tierLabel: `STARSKIRMISH.StarshipMarine.OrderOfFire.tier.${slot.tier}`,
    names: slot.ids.map((id) => figures[Number(id)]!.name),
  }));
}
