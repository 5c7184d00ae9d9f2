/**
 * A fire mission (Guide 6.11) as the spotter's flag keeps it, the dialog's answer read into one, and
 * the cards' contexts: the mission called (when the rounds land, the corrections made) and where they
 * fell. Pure: flags and forms are read defensively, as a player's client may write anything there.
 */
import { assetLevelText } from "./asset-level-text";
import { INDIRECT_WEAPONS, type BombAimer, type IndirectWeapon } from "../rules/indirect-fire";
import type { TaskResult } from "../rules/task";
import { victimLine, type GrenadeVictimResult } from "./grenade-card";
import { dtCauses, taskDtLine } from "./task-sum";

export interface FireMission {
  readonly id: string;
  readonly battery: string;
  readonly weapon: IndirectWeapon;
  readonly sceneId: string;
  readonly aim: { readonly x: number; readonly y: number };
  /** The token aimed at, or "" for open ground. */
  readonly aimTokenId: string;
  readonly radius: number;
  readonly rof: number;
  readonly contact: number;
  readonly burst: number;
  readonly calledRound: number;
  readonly landsRound: number;
  readonly corrections: number;
  /** The last round a correction was made in (0: none). */
  readonly correctedRound: number;
  readonly fired: boolean;
}

export interface FireMissionForm {
  readonly battery: string;
  readonly weapon: IndirectWeapon;
  readonly km: number;
  readonly radius: number;
  readonly rof: number;
  readonly contact: number;
  readonly burst: number;
  readonly inContact: boolean;
}

const num = (v: unknown): number => (typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
const isWeapon = (v: unknown): v is IndirectWeapon => typeof v === "string" && (INDIRECT_WEAPONS as readonly string[]).includes(v);

/** The dialog's answer, or the key of what is wrong with it. */
export function readFireMissionForm(raw: unknown): FireMissionForm | { readonly problem: string } {
  const d = obj(raw);
  const weapon = d.weapon;
  const km = num(d.km);
  const radius = num(d.radius);
  const rof = num(d.rof);
  const contact = num(d.contact);
  const burst = num(d.burst);
  if (!isWeapon(weapon)) return { problem: "STARSKIRMISH.SpacePatrol.IndirectFire.problem.weapon" };
  if (!Number.isFinite(km) || km < 0) return { problem: "STARSKIRMISH.SpacePatrol.IndirectFire.problem.km" };
  if (!Number.isFinite(radius) || radius < 0 || radius > 100) return { problem: "STARSKIRMISH.SpacePatrol.IndirectFire.problem.radius" };
  if (!Number.isInteger(rof) || rof < 1 || rof > 99) return { problem: "STARSKIRMISH.SpacePatrol.IndirectFire.problem.rof" };
  if (!Number.isInteger(contact) || !Number.isInteger(burst) || Math.abs(contact) > 99 || Math.abs(burst) > 99) return { problem: "STARSKIRMISH.SpacePatrol.IndirectFire.problem.penetration" };
  const battery = typeof d.battery === "string" ? d.battery.trim().slice(0, 80) : "";
  return { battery, weapon, km, radius, rof, contact, burst, inContact: d.inContact === true || d.inContact === "on" };
}

export interface BombForm {
  readonly aimer: BombAimer;
  readonly radius: number;
  readonly contact: number;
  readonly burst: number;
}

/** The bomb dialog's answer, or the key of what is wrong with it. */
export function readBombForm(raw: unknown): BombForm | { readonly problem: string } {
  const d = obj(raw);
  const aimer = d.aimer === "pilot" ? "pilot" : d.aimer === "bombardier" ? "bombardier" : null;
  if (!aimer) return { problem: "STARSKIRMISH.SpacePatrol.Bombs.problem.aimer" };
  const shells = readFireMissionForm({ ...d, weapon: "artillery", km: 0, rof: 1 });
  if ("problem" in shells) return shells;
  return { aimer, radius: shells.radius, contact: shells.contact, burst: shells.burst };
}

/** The missions a flag holds; anything malformed is dropped, never trusted. */
export function readFireMissions(raw: unknown): FireMission[] {
  if (!Array.isArray(raw)) return [];
  const out: FireMission[] = [];
  for (const item of raw) {
    const m = obj(item);
    const aim = obj(m.aim);
    const ints = [m.rof, m.contact, m.burst, m.calledRound, m.landsRound, m.corrections, m.correctedRound].map(num);
    if (typeof m.id !== "string" || !isWeapon(m.weapon) || !ints.every(Number.isInteger)) continue;
    const [rof, contact, burst, calledRound, landsRound, corrections, correctedRound] = ints as [number, number, number, number, number, number, number];
    const radius = num(m.radius);
    const x = num(aim.x);
    const y = num(aim.y);
    if (![radius, x, y].every(Number.isFinite) || corrections < 0 || rof < 1) continue;
    out.push({
      id: m.id,
      battery: typeof m.battery === "string" ? m.battery : "",
      weapon: m.weapon,
      sceneId: typeof m.sceneId === "string" ? m.sceneId : "",
      aim: { x, y },
      aimTokenId: typeof m.aimTokenId === "string" ? m.aimTokenId : "",
      radius,
      rof,
      contact,
      burst,
      calledRound,
      landsRound,
      corrections,
      correctedRound,
      fired: m.fired === true,
    });
  }
  return out;
}

/** What the mission card shows at a given round. */
export function fireMissionCardContext(spotterName: string, mission: FireMission, round: number, burstRadius: number) {
  const arrived = round >= mission.landsRound;
  return {
    spotterName,
    battery: mission.battery,
    weaponKey: `STARSKIRMISH.SpacePatrol.IndirectFire.weapon.${mission.weapon}`,
    calledRound: mission.calledRound,
    landsRound: mission.landsRound,
    turns: mission.landsRound - mission.calledRound,
    corrections: mission.corrections,
    radius: burstRadius,
    contact: mission.contact,
    burst: mission.burst,
    fired: mission.fired,
    canCorrect: !mission.fired && !arrived && mission.correctedRound < round,
    canFire: !mission.fired && arrived,
    statusKey: mission.fired ? "STARSKIRMISH.SpacePatrol.IndirectFire.status.fired" : arrived ? "STARSKIRMISH.SpacePatrol.IndirectFire.status.arrived" : "STARSKIRMISH.SpacePatrol.IndirectFire.status.inFlight",
  };
}

export type FireMissionCardContext = ReturnType<typeof fireMissionCardContext>;

/** What the landing card shows: the roll, any deviation, the burst and every victim's damage. */
export function indirectFireCardContext(input: {
  readonly spotterName: string;
  readonly battery: string;
  readonly weapon: IndirectWeapon | "bomb";
  /** The asset rolled: Fire Direction, or Air Pilot for a pilot's bombs. */
  readonly assetKey: string;
  readonly level: string;
  readonly task: TaskResult;
  readonly corrections: number;
  /**
   * Where the roll's disadvantages came from, counted by the caller: the roller's Wound and Mortal
   * Wound Markers (6.14), and for bombs the aircraft's own markers (6.15: Damage and Failure Cascade
   * burden every function, Control the pilot's). An asset at X (SP-7) the card counts itself.
   */
  readonly burdens: { readonly woundMarkers: number; readonly vehicleMarkers: number };
  readonly deviation: { readonly clock: number; readonly inches: number } | null;
  readonly radius: number;
  readonly victims: readonly GrenadeVictimResult[];
}) {
  const t = input.task;
  return {
    spotterName: input.spotterName,
    battery: input.battery,
    titleKey: input.weapon === "bomb" ? "STARSKIRMISH.SpacePatrol.Bombs.landTitle" : "STARSKIRMISH.SpacePatrol.IndirectFire.landTitle",
    outcomeKey: input.task.success
      ? input.weapon === "bomb" ? "STARSKIRMISH.SpacePatrol.Bombs.onTarget" : "STARSKIRMISH.SpacePatrol.IndirectFire.onTarget"
      : input.weapon === "bomb" ? "STARSKIRMISH.SpacePatrol.Bombs.missed" : "STARSKIRMISH.SpacePatrol.IndirectFire.missed",
    weaponKey: `STARSKIRMISH.SpacePatrol.IndirectFire.weapon.${input.weapon}`,
    assetKey: input.assetKey,
    level: assetLevelText(input.level),
    corrections: input.corrections,
    roll: { d20: t.d20, total: t.total, dt: t.dt, baseDt: t.baseDt, success: t.success, advantages: t.advantages, disadvantages: t.disadvantages, assetBonus: t.assetBonus, equipment: t.equipment },
    // SP-5: every task card's DT line (parts/task-dt.hbs)
    dtLine: taskDtLine(t),
    // after it, each advantage and disadvantage named with its section (parts/dt-causes.hbs): the
    // corrections (6.11), the Wound Markers (6.14), the aircraft's markers (6.15) and an asset at X (SP-7)
    dtCauses: dtCauses([
      ["corrections", input.corrections],
      ["woundMarkers", input.burdens.woundMarkers],
      ["vehicleMarkers", input.burdens.vehicleMarkers],
      ["untrained", input.level === "X" ? 1 : 0, input.assetKey],
    ]),
    deviation: input.deviation,
    radius: input.radius,
    victims: input.victims.map(victimLine),
  };
}

export type IndirectFireCardContext = ReturnType<typeof indirectFireCardContext>;
