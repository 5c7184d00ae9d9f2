/**
 * The side panel of a boarding action (Starship Marine 3.11-3.13), worked out from the board and
 * the combat's record: each side's morale value at the start and now (figures that are casualties
 * or have surrendered count for nothing), the control rooms it holds, how far the attackers have got
 * from their points of entry, its morale now, the factors in force and whether a test is due
 * (SSM-4, SSM-30, SSM-31). Pure: the glue hands in the figures and the stored state.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { TROOP_TYPES, type TroopTypeId } from "../data/troop-types";
import { ATTACKER_MORALE_VALUE, moraleStrength, SHIP_MORALE_VALUE, type FigureClass } from "../rules/morale-strength";
import { shipMoraleFactors, type ShipMoraleInput } from "../rules/ship-morale";
import { attackerMoraleFactors, ENTRY_DISTANCE_CM, type AttackerMoraleInput } from "../rules/attacker-morale";
import { moraleTestDue, type MoraleFactor } from "../rules/morale-tests";
import { SSM_MARKER } from "../rules/markers";
import { CONTROL_ROOMS, type Side, type SideState } from "./side-state";
import { signed } from "../../../core/signed";
import { factorLabel } from "./side-morale-card";

export interface SideFigure {
  readonly side: Side;
  readonly troopType: TroopTypeId;
  readonly markers: MarkerCounts;
  /** Distance in cm to the nearest point of entry; null when none is marked or off the board. */
  readonly entryDistanceCm: number | null;
}

export interface SidePanelSide {
  readonly side: Side;
  readonly label: string;
  readonly start: number | null;
  readonly strength: number;
  /** Strength now as a whole percentage of the start, or null before the start is counted. */
  readonly percent: number | null;
  readonly rooms: readonly string[];
  readonly moraleLabel: string;
  readonly settled: boolean;
  readonly factors: readonly { readonly label: string; readonly value: string }[];
  readonly testDue: boolean;
}

export interface SidesPanel {
  readonly ship: SidePanelSide;
  readonly attackers: SidePanelSide & { readonly furthestCm: number | null; readonly beyondEntry: boolean; readonly entriesMarked: boolean };
  /** The inputs of each side's test now; null before the start is counted. */
  readonly shipInput: ShipMoraleInput | null;
  readonly attackerInput: AttackerMoraleInput | null;
}

/** Figures still fighting: casualties and the surrendered count for nothing (3.12, 3.13). */
function fighting(f: SideFigure): boolean {
  return markerCount(f.markers, SSM_MARKER.casualty) === 0 && markerCount(f.markers, SSM_MARKER.surrendered) === 0;
}

export function sideStrength(figures: readonly SideFigure[], side: Side, table: Readonly<Record<FigureClass, number>>): number {
  return moraleStrength(
    figures.filter((f) => f.side === side && fighting(f)).map((f) => TROOP_TYPES[f.troopType].figureClass),
    table,
  );
}


function factorRows(prefix: "ship" | "attackers", factors: readonly MoraleFactor[]) {
  return factors.map((f) => ({ label: factorLabel(prefix, f), value: signed(f.value) }));
}

function percentOf(start: number | null, now: number): number | null {
  if (start === null) return null;
  return start === 0 ? 100 : Math.round((100 * now) / start);
}

export function sidesPanel(state: SideState, figures: readonly SideFigure[]): SidesPanel {
  const shipNow = sideStrength(figures, "ship", SHIP_MORALE_VALUE);
  const attackersNow = sideStrength(figures, "attackers", ATTACKER_MORALE_VALUE);
  const captured = CONTROL_ROOMS.filter((r) => state.rooms[r] === "attackers").length;
  const distances = figures.filter((f) => f.side === "attackers" && fighting(f) && f.entryDistanceCm !== null).map((f) => f.entryDistanceCm!);
  const furthestCm = distances.length > 0 ? Math.round(Math.max(...distances) * 10) / 10 : null;
  // SSM-31: once any attacker is further than 40 cm out, the distance factor is gone for good
  const beyondEntry = state.beyondEntry || (furthestCm !== null && furthestCm > ENTRY_DISTANCE_CM);
  const entriesMarked = state.entries.length > 0;
  const shipInput = state.start ? { startStrength: state.start.ship, strength: shipNow, controlRoomsLost: captured } : null;
  const attackerInput = state.start
    ? { startStrength: state.start.attackers, strength: attackersNow, withinEntryDistance: entriesMarked && !beyondEntry, controlRoomsCaptured: captured }
    : null;
  const shipFactors = shipInput ? shipMoraleFactors(shipInput) : [];
  const attackerFactors = attackerInput ? attackerMoraleFactors(attackerInput) : [];
  const shipSettled = state.ship.morale === "demoralised";
  const attackersSettled = state.attackers.morale === "withdraw";
  const roomsOf = (side: Side) => CONTROL_ROOMS.filter((r) => state.rooms[r] === side).map((r) => `STARSKIRMISH.StarshipMarine.Sides.room.${r}`);
  return {
    ship: {
      side: "ship",
      label: "STARSKIRMISH.StarshipMarine.Sides.ship",
      start: state.start?.ship ?? null,
      strength: shipNow,
      percent: percentOf(state.start?.ship ?? null, shipNow),
      rooms: roomsOf("ship"),
      moraleLabel: `STARSKIRMISH.StarshipMarine.Sides.shipMorale.${state.ship.morale}`,
      settled: shipSettled,
      factors: factorRows("ship", shipFactors),
      testDue: moraleTestDue(shipFactors, state.ship.tested, shipSettled),
    },
    attackers: {
      side: "attackers",
      label: "STARSKIRMISH.StarshipMarine.Sides.attackers",
      start: state.start?.attackers ?? null,
      strength: attackersNow,
      percent: percentOf(state.start?.attackers ?? null, attackersNow),
      rooms: roomsOf("attackers"),
      moraleLabel: `STARSKIRMISH.StarshipMarine.Sides.attackerMorale.${state.attackers.morale}`,
      settled: attackersSettled,
      factors: factorRows("attackers", attackerFactors),
      testDue: moraleTestDue(attackerFactors, state.attackers.tested, attackersSettled),
      furthestCm,
      beyondEntry,
      entriesMarked,
    },
    shipInput,
    attackerInput,
  };
}

/** The step each side tests at (3.1: i ship morale, j attacker morale). */
export const TEST_STEP: Readonly<Record<Side, string>> = { ship: "i", attackers: "j" };

/**
 * What the panel template renders: both sides, each with its test offered to the GM at its own step
 * when one is due, and the GM's controls for what only he can say (which side defends, who holds
 * each control room, where the attackers came in).
 */
export function sidesPanelContext(panel: SidesPanel, state: SideState, at: { gm: boolean; step: string }) {
  const side = (s: SidePanelSide, extra: object) => ({
    ...s,
    hasStart: s.start !== null,
    rollable: at.gm && s.testDue && at.step === TEST_STEP[s.side],
    dueLater: s.testDue && at.step !== TEST_STEP[s.side],
    testStepLabel: `STARSKIRMISH.StarshipMarine.Sequence.${TEST_STEP[s.side]}`,
    ...extra,
  });
  const a = panel.attackers;
  return {
    gm: at.gm,
    shipDisposition: state.shipDisposition,
    shipDispositionLabel: `STARSKIRMISH.Turn.Side.${state.shipDisposition === 1 ? "friendly" : "hostile"}`,
    attackerDispositionLabel: `STARSKIRMISH.Turn.Side.${state.shipDisposition === 1 ? "hostile" : "friendly"}`,
    needsStart: state.start === null,
    sides: [
      side(panel.ship, { isAttackers: false }),
      side(a, { isAttackers: true, furthestCm: a.furthestCm, hasFurthest: a.furthestCm !== null, beyondEntry: a.beyondEntry, entriesMarked: a.entriesMarked, entryCount: state.entries.length }),
    ],
    rooms: CONTROL_ROOMS.map((room) => ({ room, label: `STARSKIRMISH.StarshipMarine.Sides.room.${room}`, heldByAttackers: state.rooms[room] === "attackers" })),
  };
}

export type SidesPanelContext = ReturnType<typeof sidesPanelContext>;
