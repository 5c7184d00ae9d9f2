/**
 * Soldiers aboard vehicles at the table (VIII-G, IX-B). A soldier's token that boards stands on the
 * vehicle's hex, flagged with the vehicle's token; the vehicle carries it where it goes (the GM's
 * client moves the passengers after the vehicle), the board counts it as inside, not beside, and it
 * does not attack from there. When the vehicle is destroyed, each passenger rolls a real die: odd,
 * the soldier gets out into an empty hex next to it if there is one; even, or with nowhere to go, dies.
 */
import { rollFormula } from "../../../system/real-dice";
import { flagRemoval } from "../../../system/flags";
import { postCard } from "../../../system/cards/post-card";
import { markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { hasMarker } from "./unit-markers";
import { UnitData } from "../models/unit-model";
import { SMR_MARKER } from "../rules/markers";
import { DIRECTIONS, neighbour, sameHex, type Hex } from "../rules/hex-facing";
import { entryCost } from "../rules/movement";
import { passengerFate } from "../rules/vehicle-state";
import { SMR_PASSENGERS_CARD } from "../cards/passengers";
import { hexOfToken, topLeftOnHex } from "./board-hexes";
import { boardOf, moverOf } from "../turn/move-plan";
import { vehicleOf } from "../turn/aboard";
import { RECORDED_MOVE_OPTION } from "../turn/unit-moves";
import { movesOnBoard } from "../../../system/board";

/** The soldiers' tokens aboard this vehicle's token. */
export function passengersOf(vehicle: TokenDocument.Implementation): TokenDocument.Implementation[] {
  return vehicle.parent?.tokens.contents.filter((t) => t.id !== vehicle.id && vehicleOf(t)?.vehicle.id === vehicle.id) ?? [];
}

/** A vehicle of the mover's side standing on `hex`, that carries soldiers (VIII-G). */
export function friendlyVehicleAt(token: TokenDocument.Implementation, scene: Scene.Implementation, hex: Hex): TokenDocument.Implementation | null {
  if (!(token.actor?.system instanceof UnitData) || token.actor.system.kind !== "soldier") return null;
  return (
    scene.tokens.contents.find((t) => {
      const unit = t.actor?.system;
      const here = t.id !== token.id ? hexOfToken(t, scene) : null;
      return unit instanceof UnitData && unit.kind === "vehicle" && unit.capacity > 0 && t.disposition === token.disposition && here !== null && sameHex(here, hex);
    }) ?? null
  );
}

/** What the unit's sheet says of transport: a carrier's passengers and room, or the vehicle a soldier rides in. */
export function transportState(actor: Actor.Implementation): { carrier: { aboard: number; capacity: number; names: string } | null; aboard: string | null } {
  const unit = actor.system;
  const token = actor.token ?? (actor.getActiveTokens(false, true)[0] as TokenDocument.Implementation | undefined) ?? null;
  if (!(unit instanceof UnitData)) return { carrier: null, aboard: null };
  if (unit.kind === "vehicle" && unit.capacity > 0) {
    const passengers = token ? passengersOf(token) : [];
    return { carrier: { aboard: passengers.length, capacity: unit.capacity, names: passengers.map((p) => p.name ?? "").join(", ") }, aboard: null };
  }
  const ride = token ? vehicleOf(token) : null;
  return { carrier: null, aboard: ride ? (ride.vehicle.name ?? "") : null };
}

/** updateToken, on the active GM's client: a vehicle that moved takes its passengers with it. */
export async function carryPassengers(token: TokenDocument.Implementation, changed: { x?: unknown; y?: unknown }): Promise<void> {
  if (!game.user?.isActiveGM || !movesOnBoard(changed)) return;
  for (const p of passengersOf(token)) if (p.x !== token.x || p.y !== token.y) await p.update({ x: token.x, y: token.y });
}

/** The hexes next to `hex` a soldier could step into: terrain it may enter, no unit standing there. */
function emptyHexesNext(scene: Scene.Implementation, passenger: TokenDocument.Implementation, hex: Hex): Hex[] {
  const actor = passenger.actor;
  if (!actor || !(actor.system instanceof UnitData)) return [];
  const board = boardOf(scene, passenger);
  const mover = moverOf(actor, actor.system);
  return DIRECTIONS.map((_, f) => neighbour(hex, f as 0)).filter((h) => entryCost(mover, board, hex, h) !== null && !board.units.some((u) => sameHex(u.hex, h)));
}

/**
 * IX-B: on the GM's client, once a vehicle is destroyed, each soldier aboard rolls; a card shows the
 * dice and what became of each. Passengers leave the vehicle either way, so this runs once.
 */
export async function evacuateWreck(actor: Actor.Implementation): Promise<void> {
  if (!game.user?.isGM || !(actor.system instanceof UnitData) || actor.system.kind !== "vehicle" || !hasMarker(actor, "vehicleDestroyed")) return;
  for (const vehicle of actor.getActiveTokens(false, true) as TokenDocument.Implementation[]) {
    const scene = vehicle.parent;
    const hex = scene ? hexOfToken(vehicle, scene) : null;
    const passengers = passengersOf(vehicle);
    if (!scene || !hex || passengers.length === 0) continue;
    const rows: { name: string; die: number; fate: string }[] = [];
    const rolls: Roll[] = [];
    for (const p of passengers) {
      const { roll, faces } = await rollFormula("1d6");
      rolls.push(roll);
      const die = faces[0] ?? 1;
      const free = emptyHexesNext(scene, p, hex);
      const fate = passengerFate(die, free.length > 0);
      if (fate === "dismounts") {
        // thrown out by the wreck, not a step out of the soldier's own: no move unit of it is spent (IX-B
        // says nothing of one; our reading), so the GM's recorder leaves it (turn/move-record.ts)
        const recorded: Record<string, unknown> = { [RECORDED_MOVE_OPTION]: true };
        await p.update({ ...topLeftOnHex(p, scene, free[0]!), ...flagRemoval("Token", "smrAboard") }, recorded);
      } else {
        await p.update(flagRemoval("Token", "smrAboard"));
        if (p.actor) await setMarkerCount(p.actor, markerDefinition(SMR_MARKER.killed)!, 1);
      }
      rows.push({ name: p.name ?? "", die, fate: `STARSKIRMISH.StarMarines.Transport.fate.${fate}` });
    }
    await postCard(SMR_PASSENGERS_CARD, { rolls, context: { vehicle: vehicle.name ?? actor.name ?? "", rows } });
  }
}
