/**
 * What the vehicle and spacecraft sheets show besides their crew, from the actor's data alone:
 * choices, the craft's weapons (a vehicle's are its LV and MV weapons, Guide 6.7) and whatever
 * else is aboard, and a spacecraft's component codes (Guide 7).
 */
import { sideChoices } from "../data/sides";
import { VEHICLE_TYPES, type VehicleSystem } from "../data/vehicle-schema";
import { SPACECRAFT_CODES, type SpacecraftSystem } from "../data/spacecraft-schema";
import { VEHICLE_WEAPON_CLASSES } from "../rules/vehicles";
import { inventoryRow, type CarriedItem, type InventoryRow } from "./inventory-context";
import { crewRoleChoices, seatRows, stationRows, type SeatRow, type StationRow } from "./crew-context";
import { hasProtonicBurstField } from "../rules/space-fire";

export interface VehicleContext {
  sides: { value: string; label: string }[];
  vehicleTypes: { value: string; label: string }[];
  crewRoles: { value: string; label: string }[];
  seats: SeatRow[];
  weapons: InventoryRow[];
  cargo: InventoryRow[];
}

const isVehicleWeapon = (item: CarriedItem): boolean => item.type === "spWeapon" && (VEHICLE_WEAPON_CLASSES as readonly string[]).includes(item.system.code);

export function vehicleContext(system: Pick<VehicleSystem, "crew">, items: readonly CarriedItem[] = []): VehicleContext {
  return {
    sides: sideChoices(),
    vehicleTypes: VEHICLE_TYPES.map((t) => ({ value: t, label: `STARSKIRMISH.Field.Choice.${t}` })),
    crewRoles: crewRoleChoices(),
    seats: seatRows(system.crew),
    weapons: items.filter(isVehicleWeapon).map(inventoryRow),
    cargo: items.filter((i) => !isVehicleWeapon(i)).map((i) => ({ ...inventoryRow(i), canFire: false })),
  };
}

export interface SpacecraftContext {
  sides: { value: string; label: string }[];
  codes: { key: string; name: string; label: string; value: number }[];
  stations: StationRow[];
  weapons: InventoryRow[];
  cargo: InventoryRow[];
  /** Guide 7.9: whether the ship has a field to raise or lower at all. */
  hasPbf: boolean;
  /** Guide 7.11: the scenes the GM may name as the ship's decks. */
  deckScenes: { value: string; label: string }[];
}

/**
 * `scenes`: the world's scenes a deck may be (Guide 7.11); `polarity`: the ship is wrecked or has
 * exploded, so the engineering station offers Reverse the Polarity (4.2).
 */
export function spacecraftContext(
  system: Pick<SpacecraftSystem, "stations" | "pbfRaised" | "deckScene" | (typeof SPACECRAFT_CODES)[number]>,
  items: readonly CarriedItem[] = [],
  board: { readonly scenes?: readonly { readonly id: string; readonly name: string }[]; readonly polarity?: boolean } = {},
): SpacecraftContext {
  const hasPbf = hasProtonicBurstField(system.sDrive, system.astrogationComputer);
  const extras: Partial<Record<string, { task: string; label: string }[]>> = {
    flight: [{ task: "board", label: "STARSKIRMISH.SpacePatrol.Boarding.button" }],
    astrogation: hasPbf ? [{ task: "pbf", label: system.pbfRaised ? "STARSKIRMISH.SpacePatrol.Pbf.lower" : "STARSKIRMISH.SpacePatrol.Pbf.raise" }] : [],
    engineering: board.polarity ? [{ task: "polarity", label: "STARSKIRMISH.SpacePatrol.Polarity.button" }] : [],
  };
  return {
    sides: sideChoices(),
    hasPbf,
    codes: SPACECRAFT_CODES.map((key) => ({ key, name: `system.${key}`, label: `STARSKIRMISH.SpacePatrol.Spacecraft.${key}`, value: system[key] })),
    stations: stationRows(system.stations).map((r) => ({ ...r, extras: extras[r.key] ?? [] })),
    // names the GM gave, shown as they are; the template adds the blank "none" choice
    deckScenes: (board.scenes ?? []).map((s) => ({ value: s.id, label: s.name })),
    weapons: items.filter((i) => i.type === "spWeapon").map(inventoryRow),
    cargo: items.filter((i) => i.type !== "spWeapon").map((i) => ({ ...inventoryRow(i), canFire: false })),
  };
}
