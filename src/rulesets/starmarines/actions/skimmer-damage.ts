/**
 * A skimmer's damage where it flies (IX-B, SMR-9), on the GM's client as a hit lands: over River,
 * Shallow Water, Deep Water or Swamp any damage but Disarmed sinks it; elsewhere a Crippled result
 * makes it roll a real 1d6, and an odd roll crashes it. A card tells the table.
 */
import { markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { rollFormula } from "../../../system/real-dice";
import { postCard } from "../../../system/cards/post-card";
import { UnitData } from "../models/unit-model";
import { SMR_MARKER } from "../rules/markers";
import { terrainRow } from "../rules/terrain";
import { applyVehicleDamage, needsCrashDie, UNDAMAGED } from "../rules/vehicle-state";
import { VEHICLE_DAMAGE_TABLE, type VehicleResult } from "../rules/wounding";
import { hexKey } from "../rules/movement";
import { SMR_SKIMMER_CARD } from "../cards/skimmer";
import { hexOfToken } from "./board-hexes";
import { terrainMap } from "../turn/terrain-map";

export async function skimmerAfterHit(actor: Actor.Implementation, outcome: unknown): Promise<void> {
  const unit = actor.system;
  const result = VEHICLE_DAMAGE_TABLE.find((r) => r === outcome) as VehicleResult | undefined;
  if (!game.user?.isGM || !(unit instanceof UnitData) || unit.kind !== "vehicle" || unit.motion !== "skimmer" || !result || result === "destroyed") return;
  const token = actor.getActiveTokens()[0]?.document ?? null;
  const scene = token?.parent;
  const hex = token && scene ? hexOfToken(token, scene) : null;
  if (!token || !scene || !hex) return;
  const terrain = terrainMap(scene)[hexKey(hex)] ?? "grassland";
  const inWater = terrainRow(terrain).sinksSkimmers;
  const crash = needsCrashDie(result, { skimmer: true, inWater }) ? await rollFormula("1d6") : null;
  const out = applyVehicleDamage(UNDAMAGED, result, { skimmer: true, inWater, ...(crash ? { crashDie: crash.faces[0] ?? 1 } : {}) });
  if (out.destroyedBy !== "sank" && out.destroyedBy !== "crashed" && !crash) return;
  if (out.destroyedBy === "sank" || out.destroyedBy === "crashed") await setMarkerCount(actor, markerDefinition(SMR_MARKER.vehicleDestroyed)!, 1);
  await postCard(SMR_SKIMMER_CARD, {
    rolls: crash ? [crash.roll] : [],
    context: { name: token.name ?? actor.name ?? "", terrainLabel: `STARSKIRMISH.StarMarines.Terrain.${terrain}`, die: crash?.faces[0] ?? null, resultLabel: `STARSKIRMISH.StarMarines.Skimmer.${out.destroyedBy ?? "survives"}` },
  });
}
