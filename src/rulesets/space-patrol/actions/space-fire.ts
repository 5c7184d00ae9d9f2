/**
 * Space fire at the table (Guide 7.8, 7.9), asked from the Fire button of a spacecraft's weapon in a
 * space scene and resolved on the GM's client through resolveSpaceFire: the requester owns the ship or
 * is the gunner at its gunnery station; the ship's side is acting; a wrecked ship, or one whose crew
 * has a Morale Marker, does not fire (7.10, 7.12); every target is an enemy ship this ship locked this
 * turn (7.6); secondary targets stand within 6 hexes of the primary; no more ships than the gunner's
 * Space Gunnery; the band is read from the hexes to the primary with the weapon's ranges in hexes.
 * Fire Control and the weapon's bonus, Gunnery Markers and a first-turn surprise count; each hit on a
 * laser or plasma is put to the target's Protonic Burst Field (SP-15). The maneuvers of this turn and
 * the target's last (7.5) count: evasion, coming to grips, the shimsham, a boosted field or beam; a dark
 * ship does not fire. Torps meet the target's point defense before they roll (7.8). Every die is a real Roll; the
 * card lists each target's rolls and damage with an Apply, and the ship is recorded as having fired.
 * Firing is the gunnery station's action for the turn, at a disadvantage when its crewman covers two
 * stations; the pilot or astrogator may launch torps instead of the gunner as a free action (7.4, 7.8,
 * 7.14).
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { userTargets, type TokenObject } from "../../../system/board";
import { ownTokenIds } from "../../../system/own-token";
import { warn } from "../../../system/notify";
import { rollDice } from "../../../system/real-dice";
import { postCard } from "../../../system/cards/post-card";
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import {
  astrogationCodeAfterMarkers, BOOST_BEAM_PEN, maxGunnerTargets, pbfWorks, rangeBandAt, resolveSpaceFire,
  SP_SPACECRAFT_MARKER_ID as SC, type SpaceFireInput, type SpaceFireTarget,
} from "../rules";
import { SpacecraftData } from "../models/craft-models";
import { WeaponData } from "../models/item-models";
import { sideOfActor } from "../turn/combatant-sides";
import { readCovering, shipAtStation, stationAction, stationRefusal, woundDisadvantages } from "../turn/station-request";
import { askCovering } from "./covering-ask";
import { SPACE_STATION_KEYS, type SpaceStation } from "../rules";
import { shipCrew, stationLevel } from "../turn/space-crew";
import { readState } from "../turn/side-turn-store";
import { lastTurnOf, lockFailedNow, locksNow, made, maneuversIn, readTracking, writeTracking } from "../turn/space-tracking";
import { hexesBetween } from "../turn/space-hexes";
import { readSpaceFireForm, spaceFireDialogContext } from "../view/space-fire-dialog";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { interceptTorps, reservedNow } from "./space-point-defense";
import { SP_SPACE_FIRE_CARD } from "../cards/space";
import { interceptionRolls } from "../view/space-fire-card";
import type { SpaceFireRecord } from "../cards/space-fire-record";
import { rollRecordedSpaceFire, spaceFireCardDrawn } from "./space-fire-record-roll";
import { askDialogInput } from "../../../system/form-dialog";

export interface SpaceFireRequest {
  readonly sceneId: string;
  readonly tokenId: string;
  readonly weaponId: string;
  /** "tokenId:shots" for each target, primary first, comma-separated. */
  readonly targets: string;
  /** "gunnery"; "flight" or "astrogation" to launch torps instead of the gunner (Guide 7.4). */
  readonly station: string;
  /** Guide 7.14: "yes" when the crewman will take a second action this turn. */
  readonly covering: string;
}

/** Guide 7.4: the stations that fire a weapon, and the action it is at each. */
const FIRING_STATIONS: Readonly<Partial<Record<SpaceStation, "fireWeapons" | "launchSpaceTorps">>> = { gunnery: "fireWeapons", flight: "launchSpaceTorps", astrogation: "launchSpaceTorps" };

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.SpaceFire.refused.${key}` });

/** The "tokenId:shots" list, or null when any entry is malformed. */
export function readShots(text: string): { tokenId: string; shots: number }[] | null {
  const out: { tokenId: string; shots: number }[] = [];
  for (const part of text.split(",").filter(Boolean)) {
    const [tokenId, n] = part.split(":");
    const shots = Number(n);
    if (!tokenId || !Number.isInteger(shots) || shots < 1 || shots > 99) return null;
    out.push({ tokenId, shots });
  }
  return out.length > 0 ? out : null;
}

async function carryOut(req: SpaceFireRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const station = (SPACE_STATION_KEYS as readonly string[]).includes(req.station) ? (req.station as SpaceStation) : null;
  const action = station ? FIRING_STATIONS[station] : undefined;
  if (!station || !action) return refuse("gone");
  const at = await shipAtStation(req, station, requester, "fire");
  if ("refused" in at) return refuse(at.refused);
  const { scene, token, ship, system, crew, crewman: gunner, combat, state, side } = at;
  const weapon = ship.items.get(req.weaponId);
  if (!weapon || !(weapon.system instanceof WeaponData)) return refuse("gone");
  if (weapon.system.spaceKind === "none") return refuse("notSpaceWeapon");
  // Guide 7.4: the pilot and astrogator launch torps, nothing else
  if (action === "launchSpaceTorps" && weapon.system.spaceKind !== "torp") return refuse("torpsOnly");
  const shipMarkers = readMarkers(ship);
  // Guide 7.12: a wreck fires nothing, refused with every station request (shipAtStation); 7.10: a
  // crew with a Morale Marker leaves the weapons alone
  if (markerCount(shipMarkers, SC.morale) > 0) return refuse("morale");
  const shots = readShots(req.targets);
  if (!shots) return refuse("targets");
  const targets = shots.map((s) => ({ ...s, token: scene.tokens.get(s.tokenId) }));
  if (targets.some((t) => !t.token?.actor || !(t.token.actor.system instanceof SpacecraftData) || sideOfActor(t.token.actor) === side)) return refuse("targets");
  const tracking = readTracking(combat);
  const own = token.id ?? "";
  const now = { round: state.round, side };
  // Guide 7.5: a dark ship cannot shoot
  if (made(tracking, own, now, "goDark")) return refuse("dark");
  // Guide 7.8: a turret reserved for point defense fires at no ship the turn it was reserved
  if (reservedNow(tracking, own, weapon.id ?? "", state)) return refuse("reserved");
  // Guide 7.6: "Any target for which the Target Lock failed, may not be fired upon this turn"
  if (targets.some((t) => lockFailedNow(tracking, own, t.tokenId, state))) return refuse("lockFailed");
  const locked = locksNow(tracking, own, state);
  if (targets.some((t) => !locked.includes(t.tokenId))) return refuse("notLocked");
  const asset = stationLevel(crew, station, "spaceGunnery");
  const act = stationAction(at, tracking, station, action, req.covering);
  if ("refused" in act) return stationRefusal(act.refused);
  if (targets.length > maxGunnerTargets(asset)) return refuse("tooManyShips");
  const primary = targets[0]!.token!;
  const band = rangeBandAt(weapon.system.rangeProfile, hexesBetween(scene, token, primary));
  const w = weapon.system;
  const fireTargets: SpaceFireTarget[] = targets.map((t) => {
    const target = t.token!.actor!;
    const sys = target.system as SpacecraftData;
    const markers = readMarkers(target);
    // Guide 7.5, 7.8: what the target did on its last turn weighs on this fire
    const last = lastTurnOf(state, sideOfActor(target) ?? "enemies");
    const did = (key: string) => made(tracking, t.tokenId, last, key);
    return {
      shots: t.shots,
      distanceToPrimary: t.token === primary ? 0 : hexesBetween(scene, primary, t.token!),
      targetLocked: true,
      armour: sys.armour,
      markers,
      evadedLastTurn: did("evasiveManeuvers"),
      cameToGripsLastTurn: did("comeToGrips"),
      shimshamLastTurn: did("asteroidShimsham"),
      // Guide 7.9, 7.12: a lowered field blocks nothing, nor does a wreck's
      ...(pbfWorks(sys.sDrive, sys.astrogationComputer, sys.pbfRaised, markers) ? { pbf: { code: astrogationCodeAfterMarkers(sys.astrogationComputer, markers), boosted: did("boostField") } } : {}),
    };
  });
  // Guide 7.5: a boosted beam adds its penetration to the first laser fired after it this turn
  const laser = w.spaceKind === "laser";
  const beam = laser ? maneuversIn(tracking, own, now).find((m) => m.key === "boostBeam" && m.success && !m.spent) : undefined;
  const beamPen = beam && band ? (band.band === "extreme" ? BOOST_BEAM_PEN.extreme : BOOST_BEAM_PEN[band.band]) + BOOST_BEAM_PEN.perSpecialSuccess * beam.special : 0;
  const input: Omit<SpaceFireInput, "d20" | "dice"> = {
    gunnerAsset: asset,
    fireControl: system.fireControl,
    weapon: {
      band: band?.band ?? "beyond",
      bonus: band?.entry.bonus ?? 0,
      penetration: (band?.entry.penetration ?? 0) + beamPen,
      targets: w.targets,
      ammoUse: w.ammoPerTurn,
      spaceTorp: w.spaceKind === "torp",
      energy: w.spaceKind === "laser" || w.spaceKind === "plasma",
    },
    situation: {
      shooterMarkers: shipMarkers,
      // Guide 7.2: the first turn's surprise, as every station task of the turn reads it
      surprise: act.surpriseAdvantages > 0,
      // Guide 7.14: a crewman covering two stations; 6.14: the shooter's own wounds
      disadvantages: act.disadvantages + woundDisadvantages(gunner),
      // Guide 7.5: evading burdens the ship's own fire whether it worked or not
      shooterEvading: made(tracking, own, now, "evasiveManeuvers", false),
      shooterCameToGrips: made(tracking, own, now, "comeToGrips"),
      shooterShimsham: made(tracking, own, now, "asteroidShimsham"),
    },
    targets: fireTargets,
  };
  const shotCount = shots.reduce((n, s) => n + s.shots, 0);
  try {
    // the allocation, reach and caps are checked before any die is rolled
    resolveSpaceFire({ ...input, d20: new Array<number>(shotCount).fill(1), dice: { die: () => 1 } });
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    return refuse("allocation");
  }
  // Guide 7.8 gives torps no speed, and point defense is rolled "first" against those that "will
  // attack the ship": so they arrive in the turn they are launched, and are resolved at once.
  // Guide 7.8: torps meet the point defense first; only those left roll to hit, each target on its
  // own (a torp's hits are not capped across targets, and no PBF stops it)
  const torps = w.spaceKind === "torp";
  const defence = torps ? await interceptTorps(scene, tracking, state, targets) : { left: targets.map((t) => t.shots), interceptions: [], rolls: [] };
  const attacking = targets.map((t, i) => ({ t, fire: fireTargets[i]!, shots: defence.left[i] ?? 0 })).filter((a) => a.shots > 0);
  const { roll, faces } = await rollDice(attacking.reduce((n, a) => n + a.shots, 0), 20);
  const record: SpaceFireRecord = {
    shipTokenId: own,
    round: state.round,
    side,
    ship: ship.name ?? "",
    weaponName: weapon.name ?? "",
    gunner: gunner?.name ?? "",
    covering: act.disadvantages > 0,
    gunnerAsset: String(asset),
    fireControl: system.fireControl,
    weapon: { band: band?.band ?? "beyond", bonus: input.weapon.bonus ?? 0, penetration: input.weapon.penetration, targets: w.targets, ammoUse: w.ammoPerTurn, spaceTorp: torps, energy: input.weapon.energy === true },
    situation: {
      shooterMarkers: { ...shipMarkers },
      surprise: input.situation?.surprise === true,
      shooterCameToGrips: input.situation?.shooterCameToGrips === true,
      shooterShimsham: input.situation?.shooterShimsham === true,
      shooterEvading: input.situation?.shooterEvading === true,
      disadvantages: input.situation?.disadvantages ?? 0,
    },
    targets: attacking.map(({ t, fire, shots: left }) => ({
      key: t.tokenId,
      name: t.token!.name ?? "",
      actorUuid: t.token!.actor!.uuid,
      shots: left,
      distanceToPrimary: fire.distanceToPrimary ?? 0,
      armour: fire.armour,
      markers: { ...(fire.markers ?? {}) },
      evadedLastTurn: fire.evadedLastTurn === true,
      cameToGripsLastTurn: fire.cameToGripsLastTurn === true,
      shimshamLastTurn: fire.shimshamLastTurn === true,
      hasPbf: fire.pbf !== undefined,
      pbfCode: fire.pbf?.code ?? 0,
      pbfBoosted: fire.pbf?.boosted === true,
    })),
    d20: faces,
    slots: {},
    interceptions: defence.interceptions.map((x) => ({ target: x.target, turret: x.turret, incoming: x.incoming, intercepted: x.intercepted, rolls: interceptionRolls(x.tasks) })),
    tactics: [],
  };
  // Guide 7.9: a PBF d6 that blocks a hit takes its damage dice away, so the damage is rolled after the field
  const fired = await rollRecordedSpaceFire(record);
  if (!fired) return refuse("allocation");
  const spentBeam = beam ? { ...tracking.maneuvers, [own]: (tracking.maneuvers?.[own] ?? []).map((m) => (m === beam ? { ...m, spent: true } : m)) } : tracking.maneuvers;
  const firedBefore = tracking.fired?.[own]?.round === now.round && tracking.fired[own]?.side === now.side ? (tracking.firedWeapons?.[own] ?? []) : [];
  await writeTracking(combat, act.record({ ...tracking, maneuvers: spentBeam ?? {}, fired: { ...tracking.fired, [own]: now }, firedWeapons: { ...tracking.firedWeapons, [own]: [...firedBefore, weapon.id ?? ""] } }));
  const payload = { ...record, slots: fired.slots };
  const drawn = spaceFireCardDrawn(payload, fired.result, state.order);
  await postCard(SP_SPACE_FIRE_CARD, { actor: ship, rolls: [roll, ...defence.rolls, ...fired.rolls], context: drawn.context, payload, targets: drawn.targets });
  return { ok: true };
}

export const SPACE_FIRE_REQUEST = defineGmRequest<SpaceFireRequest>({
  name: "spSpaceFire",
  read: (data) => {
    const fields = readStringFields(data, ["sceneId", "tokenId", "weaponId", "targets", "station"]);
    return fields ? { ...fields, covering: readCovering(data) } : null;
  },
  run: carryOut,
});

/**
 * The Fire button of a ship's weapon in a space scene: the user's targeted ships, the first the
 * primary, the weapon's targets spread as the ground fire spreads them (the rest on the primary).
 */
export async function fireSpaceWeapon(ship: Actor.Implementation, item: Item.Implementation): Promise<boolean> {
  const ids = ownTokenIds(ship, "STARSKIRMISH.SpacePatrol.Scan.noToken");
  const weapon = item.system;
  if (!ids || !(weapon instanceof WeaponData)) return false;
  const targets = userTargets().filter((t) => t !== ids.own);
  if (targets.length === 0) {
    warn("STARSKIRMISH.SpacePatrol.Scan.noTargets");
    return false;
  }
  const station = firingStation(ship, weapon);
  const list = await askShots(ship, item, weapon, station, ids.tokenId, targets);
  if (!list) return false;
  const covering = await askCovering(ship, ids.tokenId, station, FIRING_STATIONS[station] ?? "fireWeapons");
  return askGm(SPACE_FIRE_REQUEST, { sceneId: ids.sceneId, tokenId: ids.tokenId, weaponId: item.id ?? "", targets: list, station, covering });
}

/**
 * The space fire dialog (view/space-fire-dialog.ts): the weapon's shots shared among the targeted
 * ships, with their distance and whether this ship locked them this turn. The target list for the
 * request, or null when cancelled or nothing was given a shot.
 */
async function askShots(ship: Actor.Implementation, item: Item.Implementation, weapon: WeaponData, station: SpaceStation, tokenId: string, targets: readonly TokenObject[]): Promise<string | null> {
  const scene = canvas?.scene;
  const own = scene?.tokens.get(tokenId);
  const combat = game.combat;
  const locked = new Set(locksNow(readTracking(combat), tokenId, readState(combat)));
  const crew = await shipCrew(ship);
  const context = spaceFireDialogContext({
    weapon: item.name ?? "",
    shots: weapon.targets,
    ammoUse: weapon.ammoPerTurn,
    maxShips: crew ? maxGunnerTargets(stationLevel(crew, station, "spaceGunnery")) : 1,
    torp: weapon.spaceKind === "torp",
    targets: targets.map((t) => ({ id: t.document.id ?? "", name: t.name ?? "", hexes: scene && own ? hexesBetween(scene, own, t.document) : 0, locked: locked.has(t.document.id ?? "") })),
  });
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/space-fire.hbs`, context);
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.format("STARSKIRMISH.SpacePatrol.SpaceFire.dialog.title", { weapon: item.name ?? "" }) },
    content,
    ok: { label: "STARSKIRMISH.SpacePatrol.SpaceFire.dialog.fire" },
  });
  if (!raw) return null;
  const list = readSpaceFireForm(raw, context.targets.map((t) => t.id));
  if (!list) warn("STARSKIRMISH.SpacePatrol.SpaceFire.dialog.noShots");
  return list;
}

/**
 * The station a user fires from: the gunnery station, unless the weapon is a torp pod and the user
 * is not the gunner (nor the ship's owner) but stands at the helm or the astrogation station (7.4).
 */
function firingStation(ship: Actor.Implementation, weapon: WeaponData): SpaceStation {
  const system = ship.system;
  if (weapon.spaceKind !== "torp" || !(system instanceof SpacecraftData) || ship.isOwner) return "gunnery";
  const mine = (k: SpaceStation) => {
    const uuid = system.stations[k].actorUuid;
    return uuid !== "" && game.actors?.find((a) => a.uuid === uuid)?.isOwner === true;
  };
  if (mine("gunnery")) return "gunnery";
  return (["flight", "astrogation"] as const).find(mine) ?? "gunnery";
}
