/**
 * The two sides of a boarding action as the combat keeps them (Starship Marine 3.11-3.13): which
 * token disposition is the defending ship, both sides' morale value at the start, who holds Main
 * Control and Power Control, the attackers' points of entry and whether any attacker has yet got
 * further than 40 cm from them (SSM-31), each side's morale with the factors it was last tested
 * against (SSM-30), and the systems switched off from Power Control (3.11). Stored data is read
 * leniently: anything malformed reads as the start.
 */
import { ATTACKER_MORALE_RESULTS, type AttackerMorale } from "../rules/attacker-morale";
import { SHIP_MORALE_RESULTS, type ShipMorale } from "../rules/ship-morale";
import { ALL_POWER_ON, POWER_SYSTEMS, type PowerOff } from "../rules/objectives";

export const CONTROL_ROOMS = ["main", "power"] as const;
export type ControlRoom = (typeof CONTROL_ROOMS)[number];
export const SIDES = ["ship", "attackers"] as const;
export type Side = (typeof SIDES)[number];

export interface SideState {
  /** The token disposition of the defending ship's figures (1 friendly, -1 hostile); the other is the attackers'. */
  readonly shipDisposition: 1 | -1;
  /** 3.12, 3.13: each side's morale value when the game started; null until counted. */
  readonly start: { readonly ship: number; readonly attackers: number } | null;
  /** 3.11: who holds each control room; the ship until the GM records a capture. */
  readonly rooms: Readonly<Record<ControlRoom, Side>>;
  /** Points of entry, in scene pixels. */
  readonly entries: readonly { readonly x: number; readonly y: number }[];
  /** SSM-31: an attacker has got further than 40 cm from its point of entry; never undone. */
  readonly beyondEntry: boolean;
  readonly ship: { readonly morale: ShipMorale; readonly tested: string };
  /** 3.12: the demoralised ship's surrender has been carried out (once). */
  readonly shipSurrendered: boolean;
  readonly attackers: { readonly morale: AttackerMorale; readonly tested: string };
  /** 3.11: the ship's systems switched off from Power Control. */
  readonly powerOff: PowerOff;
}

export const START_SIDE_STATE: SideState = {
  shipDisposition: -1,
  start: null,
  rooms: { main: "ship", power: "ship" },
  entries: [],
  beyondEntry: false,
  ship: { morale: "steady", tested: "" },
  shipSurrendered: false,
  attackers: { morale: "steady", tested: "" },
  powerOff: ALL_POWER_ON,
};

const MAX_ENTRIES = 12;

function obj(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function count(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 100_000 ? value : null;
}

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

function tested(value: unknown): string {
  return typeof value === "string" && value.length <= 200 ? value : "";
}

export function readSideState(stored: unknown): SideState {
  const s = obj(stored);
  const start = obj(s.start);
  const ship = count(start.ship);
  const attackers = count(start.attackers);
  const rooms = obj(s.rooms);
  const entries = (Array.isArray(s.entries) ? (s.entries as unknown[]) : [])
    .map(obj)
    .filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y))
    .slice(0, MAX_ENTRIES)
    .map((p) => ({ x: Number(p.x), y: Number(p.y) }));
  return {
    shipDisposition: s.shipDisposition === 1 ? 1 : -1,
    start: ship === null || attackers === null ? null : { ship, attackers },
    rooms: { main: pick(rooms.main, SIDES, "ship"), power: pick(rooms.power, SIDES, "ship") },
    entries,
    beyondEntry: s.beyondEntry === true,
    ship: { morale: pick(obj(s.ship).morale, SHIP_MORALE_RESULTS, "steady"), tested: tested(obj(s.ship).tested) },
    shipSurrendered: s.shipSurrendered === true,
    attackers: { morale: pick(obj(s.attackers).morale, ATTACKER_MORALE_RESULTS, "steady"), tested: tested(obj(s.attackers).tested) },
    powerOff: Object.fromEntries(POWER_SYSTEMS.map((k) => [k, obj(s.powerOff)[k] === true])) as unknown as PowerOff,
  };
}

/** The side a token of this disposition fights for, or null for neutral and secret tokens. */
export function sideOf(state: SideState, disposition: number): Side | null {
  if (disposition === state.shipDisposition) return "ship";
  return disposition === -state.shipDisposition ? "attackers" : null;
}

/**
 * 3.11: who holds a control room after a look at the board: the side whose fighting figures alone
 * stand in it; an empty or contested room stays with whoever held it.
 */
export function roomHolder(inside: readonly Side[], held: Side): Side {
  const sides = new Set(inside);
  return sides.size === 1 ? [...sides][0]! : held;
}
