/**
 * Point defense against torps (Guide 7.8). The intelligence officer reserves a rail gun or pulse laser
 * turret in their own turn, a free action asked from their station and recorded on the GM's client; that
 * turret then fires nothing at ships that turn. When enemy torps come at the ship in the next enemy
 * turn, the GM's client rolls all the turret's shots first (8 or 4, DT 12 with +4, a disadvantage per
 * Gunnery Marker), and only the torps not intercepted roll to hit.
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { ownTokenIds } from "../../../system/own-token";
import { postCard } from "../../../system/cards/post-card";
import { readMarkers } from "../../../system/markers/marker-store";
import { rollDice } from "../../../system/real-dice";
import { pointDefenseReservationProblem, POINT_DEFENSE_TURRETS, resolveSpacePointDefense, type PointDefenseTurret, type SideTurnState, type TaskResult } from "../rules";
import { WeaponData } from "../models/item-models";
import { sideOfActor } from "../turn/combatant-sides";
import { shipAtStation } from "../turn/station-request";
import { lastTurnOf, readTracking, writeTracking, type SpaceTracking } from "../turn/space-tracking";
import { SP_SPACE_DEFENSE_CARD } from "../cards/space";
import { chooseOne } from "./choose-item";

export interface DefenseRequest {
  readonly sceneId: string;
  readonly tokenId: string;
  readonly weaponId: string;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.PointDefense.refused.${key}` });

/** The point-defense turret a weapon is, or null. */
export function turretOf(item: Item.Implementation | undefined): PointDefenseTurret | null {
  const kind = item?.system instanceof WeaponData ? item.system.spaceKind : null;
  return kind === "railGun" || kind === "pulseLaser" ? kind : null;
}

async function carryOut(req: DefenseRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const at = await shipAtStation(req, "intelligence", requester);
  if ("refused" in at) return refuse(at.refused);
  const { token, ship, crewman: officer, combat, state, side } = at;
  const weapon = ship.items.get(req.weaponId);
  if (!weapon) return refuse("gone");
  const tracking = readTracking(combat);
  const own = token.id ?? "";
  const turret = turretOf(weapon);
  const firedNow = tracking.fired?.[own]?.round === state.round && tracking.fired[own]?.side === side && tracking.firedWeapons?.[own]?.includes(req.weaponId) === true;
  // Guide 7.8: only rail gun and pulse laser turrets serve, and one that fired at ships this turn cannot
  const problem = pointDefenseReservationProblem({ kind: turret ?? "none", firedOffensivelyThisTurn: firedNow });
  if (problem) return refuse(turret ? "alreadyFired" : "notATurret");
  await writeTracking(combat, { ...tracking, defense: { ...tracking.defense, [own]: { round: state.round, side, weaponId: req.weaponId, turret: turret! } } });
  await postCard(SP_SPACE_DEFENSE_CARD, { actor: ship, context: { ship: ship.name ?? "", turret: weapon.name ?? "", by: officer?.name ?? "" } });
  return { ok: true };
}

export const SPACE_DEFENSE_REQUEST = defineGmRequest<DefenseRequest>({
  name: "spPointDefense",
  read: (data) => readStringFields(data, ["sceneId", "tokenId", "weaponId"]),
  run: carryOut,
});

/** The intelligence station's Point defense button: which turret, asked when there are several. */
export async function reservePointDefense(ship: Actor.Implementation): Promise<boolean> {
  const ids = ownTokenIds(ship, "STARSKIRMISH.SpacePatrol.Scan.noToken");
  if (!ids) return false;
  const turrets = [...ship.items].filter((i) => turretOf(i) !== null);
  if (turrets.length === 0) {
    ui.notifications?.warn("STARSKIRMISH.SpacePatrol.PointDefense.refused.notATurret", { localize: true });
    return false;
  }
  const chosen = await chooseOne("STARSKIRMISH.SpacePatrol.PointDefense.choose", turrets.map((t) => ({ value: t.id ?? "", label: t.name ?? "" })), turrets);
  if (!chosen) return false;
  return askGm(SPACE_DEFENSE_REQUEST, { sceneId: ids.sceneId, tokenId: ids.tokenId, weaponId: chosen.id ?? "" });
}

/** Whether a turret of a ship is reserved for point defense in the turn now running. */
export function reservedNow(tracking: SpaceTracking, shipTokenId: string, weaponId: string, state: SideTurnState): boolean {
  const d = tracking.defense?.[shipTokenId];
  return d !== undefined && d.weaponId === weaponId && d.round === state.round && d.side === state.acting;
}

export interface Interception {
  readonly target: string;
  readonly turret: PointDefenseTurret;
  readonly incoming: number;
  readonly intercepted: number;
  readonly tasks: readonly TaskResult[];
}

/**
 * Guide 7.8, on the GM's client: for each target ship whose turret was reserved in its side's last
 * turn, all the turret's shots at the torps coming at it, rolled before the torps. Returns the torps
 * left for each target and the rolls made.
 */
export async function interceptTorps(
  scene: Scene.Implementation,
  tracking: SpaceTracking,
  state: SideTurnState,
  targets: readonly { readonly tokenId: string; readonly shots: number }[],
): Promise<{ left: number[]; interceptions: Interception[]; rolls: Roll[] }> {
  const left: number[] = [];
  const interceptions: Interception[] = [];
  const rolls: Roll[] = [];
  for (const t of targets) {
    const actor = scene.tokens.get(t.tokenId)?.actor;
    const d = tracking.defense?.[t.tokenId];
    const last = actor ? lastTurnOf(state, sideOfActor(actor) ?? "enemies") : null;
    if (!actor || !d || !last || d.round !== last.round || d.side !== last.side) {
      left.push(t.shots);
      continue;
    }
    const { roll, faces } = await rollDice(POINT_DEFENSE_TURRETS[d.turret].shots, 20);
    rolls.push(roll);
    const r = resolveSpacePointDefense({ turret: d.turret, shipMarkers: readMarkers(actor), incomingTorps: t.shots, d20s: faces });
    left.push(r.remaining);
    interceptions.push({ target: actor.name ?? "", turret: d.turret, incoming: t.shots, intercepted: r.intercepted, tasks: r.tasks });
  }
  return { left, interceptions, rolls };
}
