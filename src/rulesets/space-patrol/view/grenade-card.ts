/**
 * Hand grenades on the board (Guide 6.6, 6.12, 6.14): the grenade types and the armour each meets
 * (SP-8), who a burst catches and who takes the direct hit, and the grenade card: the throw, the
 * deviation of a miss, and per victim the penetration met, damage and markers.
 */
import type { MarkerCounts } from "../../../core/markers";
import type { AttackKind, DamageResult, DamageTableName, TaskResult } from "../rules";
import { damageNoteOf, damageSumOf, damageTableKey, type DamageNote, type DamageSum } from "./damage-note";
import { markerChanges } from "../../../core/marker-changes";
import { GRENADE_TYPES, type GrenadeThrowModifier, type GrenadeType } from "../rules/grenades";
import { taskSum, type TaskSum } from "./task-sum";

export { GRENADE_TYPES, type GrenadeType };

/** Guide 6.13, SP-8: the armour rating each grenade meets goes by its attack kind. */
export const GRENADE_ATTACK: Readonly<Record<GrenadeType, AttackKind | null>> = {
  he: "highExplosive",
  fragmentation: "fragmentation",
  thermal: "fire",
  incendiary: "fire",
  concussion: "concussion",
  smoke: null,
  flashBang: null,
};

/**
 * Guide 6.6 forbids a suppressed combatant "offensive grenades" without a list. Smoke screens and
 * harms nobody, so it is the one grenade a suppressed combatant may still throw.
 */
export function isOffensiveGrenade(type: GrenadeType): boolean {
  return type !== "smoke";
}

const NAME_HINTS: readonly [RegExp, GrenadeType][] = [
  [/smoke/i, "smoke"],
  [/flash|stun/i, "flashBang"],
  [/thermal|thermite/i, "thermal"],
  [/incend|napalm|fire/i, "incendiary"],
  [/concuss/i, "concussion"],
  [/frag/i, "fragmentation"],
];

/** A guess at a grenade's type from its item name, for the dialog's preset; HE otherwise. */
export function guessGrenadeType(name: string): GrenadeType {
  for (const [re, type] of NAME_HINTS) if (re.test(name)) return type;
  return "he";
}

/** The type a grenade item says it is, or, for one that leaves it to its name, the guess. */
export function grenadeTypeOf(item: { readonly name: string; readonly grenadeType: string }): GrenadeType {
  return (GRENADE_TYPES as readonly string[]).includes(item.grenadeType) ? (item.grenadeType as GrenadeType) : guessGrenadeType(item.name);
}

export interface BoardPiece {
  key: string;
  /** Centre, in inches. */
  x: number;
  y: number;
  /** Half the token's width and height, in inches. */
  halfWidth: number;
  halfHeight: number;
}

export interface Caught {
  key: string;
  directHit: boolean;
  inches: number;
}

/**
 * Who a grenade landing at `point` catches (Guide 6.12): every piece whose centre lies within the
 * burst radius, friend or foe; the piece the grenade lands on takes the direct hit. `aimedKey`
 * names the token aimed at when the throw hit it.
 */
export function caughtByBurst(point: { x: number; y: number }, radius: number, pieces: readonly BoardPiece[], aimedKey: string | null): Caught[] {
  const out: Caught[] = [];
  let direct = aimedKey;
  if (direct === null) {
    const on = pieces.find((p) => Math.abs(p.x - point.x) <= p.halfWidth && Math.abs(p.y - point.y) <= p.halfHeight);
    direct = on?.key ?? null;
  }
  for (const p of pieces) {
    const inches = Math.hypot(p.x - point.x, p.y - point.y);
    if (p.key === direct || inches <= radius) out.push({ key: p.key, directHit: p.key === direct, inches: Math.round(inches * 10) / 10 });
  }
  return out.sort((a, b) => Number(b.directHit) - Number(a.directHit) || a.inches - b.inches);
}

export interface GrenadeVictimLine {
  key: string;
  name: string;
  directHit: boolean;
  coverBetween: boolean;
  penetration: number | null;
  /** What each damage roll adds, and why (6.13), where damage was rolled. */
  damageNote: DamageNote | null;
  /** The sentence naming the table the roll was read on (Guide 6.14, 6.15, 7.12), where damage was rolled. */
  damageTable: string | null;
  /** The damage roll as a sum with every term: its dice and what they add. */
  damage: DamageSum | null;
  knockedDown: boolean;
  stunned: boolean;
  markers: Record<string, number>;
  dead: boolean;
  /** Whether applying changes anything, so the card shows an Apply button. */
  canApply: boolean;
}

export interface GrenadeVictimResult {
  key: string;
  name: string;
  directHit: boolean;
  coverBetween: boolean;
  /** The damage table the victim's roll is read on (Guide 6.14 a person, 6.15 a vehicle, 7.12 a spacecraft). */
  table: DamageTableName;
  penetration: number | null;
  /** The armour rating the penetration met (SP-8), where damage was rolled. */
  armour: number | null;
  damage: DamageResult | null;
  knockedDown: boolean;
  stunned: boolean;
  before: MarkerCounts;
  after: MarkerCounts;
}

export function victimLine(v: GrenadeVictimResult): GrenadeVictimLine {
  const d = v.damage;
  const markers = markerChanges(v.before, v.after);
  const dead = d ? d.conditions.includes("dead") || d.conditions.includes("destroyed") || d.conditions.includes("explodes") : false;
  return {
    key: v.key,
    name: v.name,
    directHit: v.directHit,
    coverBetween: v.coverBetween,
    penetration: v.penetration,
    // Guide 6.12: a burst deals each victim one damage roll, so the sentences speak of "the" roll
    damageNote: d && v.penetration !== null && v.armour !== null ? damageNoteOf(v.penetration, v.armour, false, 1) : null,
    damageTable: d ? damageTableKey(v.table, 1) : null,
    damage: d ? damageSumOf(d) : null,
    knockedDown: v.knockedDown,
    stunned: v.stunned,
    markers,
    dead,
    canApply: dead || Object.keys(markers).length > 0,
  };
}

export interface GrenadeCardContext {
  throwerName: string;
  grenadeName: string;
  typeKey: string;
  bandKey: string;
  distance: number;
  /** The throw written out (view/task-sum.ts), with the DT's base and what moved it (SP-5). */
  roll: TaskSum;
  /** Guide 6.12, 6.14, SP-3: each advantage and disadvantage the DT line counts, named, as on the fire card. */
  modifiers: { label: string; count: number; side: "advantage" | "disadvantage"; countKey: string }[];
  deviation: { clock: number; inches: number } | null;
  radius: number;
  smoke: boolean;
  coverKey: string | null;
  /** Turns until burning cover is gone (incendiary, Guide 6.6). */
  coverTurns: number;
  victims: GrenadeVictimLine[];
}

export function grenadeCardContext(input: {
  throwerName: string;
  grenadeName: string;
  type: GrenadeType;
  band: string;
  distance: number;
  task: TaskResult;
  /** What moved the throw's DT (rules grenadeThrowModifiers); left out, none are named. */
  modifiers?: readonly GrenadeThrowModifier[];
  deviation: { clock: number; inches: number } | null;
  radius: number;
  coverKey: string | null;
  coverTurns: number;
  victims: readonly GrenadeVictimResult[];
}): GrenadeCardContext {
  const t = input.task;
  return {
    throwerName: input.throwerName,
    grenadeName: input.grenadeName,
    typeKey: `STARSKIRMISH.SpacePatrol.Grenade.type.${input.type}`,
    bandKey: `STARSKIRMISH.SpacePatrol.Fire.band.${input.band}`,
    distance: Math.round(input.distance * 10) / 10,
    roll: taskSum(t, "grenade"),
    modifiers: (input.modifiers ?? []).map(({ key, side, count }) => ({
      label: `STARSKIRMISH.SpacePatrol.Grenade.${side}.${key}`,
      count,
      side,
      countKey: `STARSKIRMISH.SpacePatrol.Fire.count.${side}`,
    })),
    deviation: input.deviation,
    radius: input.radius,
    smoke: input.type === "smoke",
    coverKey: input.coverKey,
    coverTurns: input.coverTurns,
    victims: input.victims.map(victimLine),
  };
}

/** The victims the card offers an Apply for, with what applying lands: what it lists and the GM lands. */
export function grenadeCardTargets(lines: readonly GrenadeVictimLine[]): { key: string; name: string; markers: Record<string, number>; data: { dead: boolean } }[] {
  return lines.filter((v) => v.canApply).map((v) => ({ key: v.key, name: v.name, markers: v.markers, data: { dead: v.dead } }));
}

/** Guide 6.10: a throw whose Space-Fu check failed misses whatever its d20: the roll shown as a failure. */
export function missedOutright(task: TaskResult): TaskResult {
  return { ...task, success: false, specialSuccesses: 0 };
}
