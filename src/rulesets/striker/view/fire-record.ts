/**
 * What a fire card keeps of its attack, so the GM can work its casualties out again from the
 * card's own dice (Striker 8.A-8.B): the weapon and round as the rules read them, each firing
 * team, and each team attacked with its standing troopers' armour, cover and status. Pure: the
 * record is made from the plan at posting, and read back into resolveFire's input and the damage
 * of each team.
 */
import { field, type NumberSpec } from "../../../core/schema";
import type { DiceSource } from "../../../core/dice";
import { resolveFire, type FireInput, type FireTarget, type FirerCondition } from "../rules/fire";
import type { ArmourRating, AttackKind, CoverTerrain } from "../rules/armour";
import { INITIATIVE_LEVELS, VISIBILITY_STATUSES, type Initiative, type VisibilityStatus } from "../rules/team-status";
import { SOLDIERS_PER_TEAM } from "../rules/forces";
import { furtherTeamStatus, weaponChoices, type FireOptions, type FirePlan, type TeamSnapshot } from "./fire-plan";
import { ammoOfItem, attackKindOfItem, fireWeaponOfItem } from "../data/weapon-item";
import { grenadeLauncherItem, handGrenadeItems } from "../data/grenade-items";
import { GRENADE_LAUNCHERS } from "../rules/grenades";
import type { WeaponItemSystem } from "../data/weapon-schema";
import { fragmentsOn, furtherTeamCover, hitsOnTeam, NO_HITS, roundOf, teamUnderFire, type FireOutcome, type TeamUnderFire } from "./fire-outcome";

const NUMBER: NumberSpec = { kind: "number", initial: 0 };
const METRES: NumberSpec = { kind: "number", initial: 0, min: 0 };
const FIRER_CONDITIONS = ["ready", "hidden", "suppressed", "routed", "settingUp", "rallied"] as const satisfies readonly FirerCondition[];
const COVER_TERRAIN = ["building", "forest"] as const satisfies readonly CoverTerrain[];
const ATTACK_KINDS = ["melee", "slug", "energy"] as const satisfies readonly AttackKind[];
/** How a team came under this fire: the prime target, a further target in the danger space (Striker 8.A.1.a.2), or a team in the burst (8.A.1.b.5). */
const ROLES = ["prime", "danger", "burst"] as const;

/** The record's fields on the card's payload. */
export const FIRE_RECORD_FIELDS = {
  weapon: field.object({
    bands: field.array(field.object({ contact: field.boolean(), range: METRES, penetration: NUMBER, autofire: NUMBER })),
    targets: field.integer(1, 1),
    gyrostabilised: field.boolean(),
    highRecoil: field.boolean(),
    autofireDoubled: field.boolean(),
    explosive: field.boolean(),
    burstM: METRES,
    fragmentationPenetration: NUMBER,
    hitDm: NUMBER,
  }),
  damage: NUMBER,
  attackKind: field.choice(ATTACK_KINDS, "slug"),
  rangeM: METRES,
  firers: field.array(
    field.object({
      id: field.string(),
      // Striker 4.A: at most a team's four troopers fire.
      troops: field.integer(1, 1, SOLDIERS_PER_TEAM),
      initiative: field.choice(INITIATIVE_LEVELS, "low"),
      moved: field.boolean(),
      pickedUpWeapon: field.boolean(),
      condition: field.choice(FIRER_CONDITIONS, "ready"),
    }),
  ),
  teams: field.array(
    field.object({
      key: field.string(),
      role: field.choice(ROLES, "prime"),
      status: field.choice(VISIBILITY_STATUSES, "open"),
      movedM: METRES,
      /** From the prime target, for a team in the burst. */
      distanceM: METRES,
      cover: field.optionalChoice(COVER_TERRAIN),
      troopers: field.array(
        field.object({
          index: field.integer(0, 0, SOLDIERS_PER_TEAM - 1),
          armour: field.object({ general: NUMBER, energy: NUMBER, bracketed: field.boolean(), meleeOnly: field.boolean() }),
        }),
        undefined,
        SOLDIERS_PER_TEAM,
      ),
    }),
  ),
};

export interface RecordedArmour {
  readonly general: number;
  readonly energy: number;
  /** Whether `energy` counts (ruling STR-5). */
  readonly bracketed: boolean;
  readonly meleeOnly: boolean;
}

interface RecordedTeam {
  readonly key: string;
  readonly role: (typeof ROLES)[number];
  readonly status: VisibilityStatus;
  readonly movedM: number;
  readonly distanceM: number;
  readonly cover: CoverTerrain | "";
  readonly troopers: readonly { readonly index: number; readonly armour: RecordedArmour }[];
}

/** The record as the card keeps it. */
export interface FireRecord {
  readonly weapon: {
    readonly bands: readonly { readonly contact: boolean; readonly range: number; readonly penetration: number; readonly autofire: number }[];
    readonly targets: number;
    readonly gyrostabilised: boolean;
    readonly highRecoil: boolean;
    readonly autofireDoubled: boolean;
    readonly explosive: boolean;
    readonly burstM: number;
    readonly fragmentationPenetration: number;
    readonly hitDm: number;
  };
  readonly damage: number;
  readonly attackKind: AttackKind;
  readonly rangeM: number;
  readonly firers: readonly { readonly id: string; readonly troops: number; readonly initiative: Initiative; readonly moved: boolean; readonly pickedUpWeapon: boolean; readonly condition: FirerCondition }[];
  readonly teams: readonly RecordedTeam[];
}

/** A trooper's armour as the record keeps it. */
export const recordArmour = (a: ArmourRating): RecordedArmour => ({ general: a.general, energy: a.energy ?? 0, bracketed: a.energy !== undefined, meleeOnly: a.meleeOnly === true });
const armourOf = (a: RecordedArmour): ArmourRating => ({ general: a.general, ...(a.bracketed ? { energy: a.energy } : {}), ...(a.meleeOnly ? { meleeOnly: true } : {}) });

function recordTeam(key: string, role: RecordedTeam["role"], team: TeamUnderFire, movedM: number, distanceM: number): RecordedTeam {
  return { key, role, status: team.status, movedM, distanceM, cover: team.cover ?? "", troopers: team.troopers.map((t) => ({ index: t.index, armour: recordArmour(t.armour) })) };
}

/** A weapon as the record keeps it: every column the fire rules read (Striker 8.A). */
export function weaponRecord(weapon: FireInput["weapon"]): FireRecord["weapon"] {
  return {
    bands: weapon.bands.map((b) => ({ contact: b.range === "C", range: b.range === "C" ? 0 : b.range, penetration: b.penetration, autofire: b.autofire })),
    targets: weapon.targets,
    gyrostabilised: weapon.gyrostabilised,
    highRecoil: weapon.highRecoil,
    autofireDoubled: weapon.autofireDoubled,
    explosive: weapon.explosive !== undefined,
    burstM: weapon.explosive?.burstM ?? 0,
    fragmentationPenetration: weapon.explosive?.fragmentationPenetration ?? 0,
    hitDm: weapon.hitDm ?? 0,
  };
}

/**
 * What a record keeps of the weapon and round `options` name, as `firer` carries them: the GM's
 * check at Apply that a card's weapon is the one on the firing team's sheet. Null where no standing
 * trooper of the team carries that weapon, or it has no such round.
 */
export function carriedWeaponRecord(firer: TeamSnapshot, options: Pick<FireOptions, "weapon" | "ammo">): KeptWeapon | null {
  const choice = weaponChoices([firer]).find((w) => w.name === options.weapon);
  return choice && choice.ammo.includes(options.ammo) ? itemWeaponRecord(choice.weapon, options.ammo) : null;
}

/** What a record keeps of a weapon item fired with one of its rounds; null where it has no such round. */
function itemWeaponRecord(item: WeaponItemSystem, ammo: string): KeptWeapon | null {
  const fire = fireWeaponOfItem(item, ammo);
  return fire ? { weapon: weaponRecord(fire), damage: ammoOfItem(item, ammo)?.damage ?? 0, attackKind: attackKindOfItem(item) } : null;
}

type KeptWeapon = Pick<FireRecord, "weapon" | "damage" | "attackKind">;

/**
 * The records of the weapons the tables print as one attack only (hand grenades, disposable
 * launchers): fired, such a weapon is gone from the team's sheet before its card is applied, so the
 * GM holds the card to the printed columns instead.
 */
export function printedSingleUseRecords(ammo: string): KeptWeapon[] {
  const items = [...handGrenadeItems(), ...GRENADE_LAUNCHERS.map(grenadeLauncherItem)].filter((i) => i.system.singleUse);
  return items.flatMap((i) => itemWeaponRecord(i.system, ammo) ?? []);
}

/** The record of a used-up weapon the team kept (a referee's own), or null where it has no such round. */
export function singleUseRecord(weapon: WeaponItemSystem, ammo: string): KeptWeapon | null {
  return weapon.singleUse ? itemWeaponRecord(weapon, ammo) : null;
}

/** The record of a planned attack, made at posting from the same plan the dice were rolled for. */
export function fireRecord(plan: FirePlan, target: TeamSnapshot, options: FireOptions): FireRecord {
  const { weapon, rangeM, firers, targets } = plan.input;
  const prime = targets[0];
  const { damage, kind } = roundOf(plan, options);
  return {
    weapon: weaponRecord(weapon),
    damage,
    attackKind: kind,
    rangeM,
    firers: firers.map((f) => ({ id: f.id, troops: f.troops, initiative: f.initiative, moved: f.moved, pickedUpWeapon: f.pickedUpWeapon === true, condition: f.condition ?? "ready" })),
    teams: [
      recordTeam(prime?.id ?? "", "prime", teamUnderFire(target, plan.targetTroopers, plan.cover, options.targetStatus), prime?.movedM ?? 0, 0),
      ...plan.danger.map((d) => {
        const status = furtherTeamStatus(d);
        const movedM = targets.find((t) => t.id === d.snapshot.id)?.movedM ?? 0;
        return recordTeam(d.snapshot.id, "danger", teamUnderFire(d.snapshot, d.troopers, furtherTeamCover(d), status), movedM, 0);
      }),
      // each further team in the cover the board showed it in, concealed by it where no marker
      // says otherwise (Striker 7.A.2, 8.B.2), as dangerOutcomes and burstOutcomes judge it: the
      // status is kept, so the GM's Apply works from the same one
      ...plan.burst.map((b) => recordTeam(b.snapshot.id, "burst", teamUnderFire(b.snapshot, b.troopers, furtherTeamCover(b), furtherTeamStatus(b)), 0, b.distanceM)),
    ],
  };
}

/** resolveFire's input again from the record, as planFire built it (Striker 8.A.1.a.2, 8.A.1.b.5). */
export function fireInputOf(record: FireRecord): FireInput {
  const w = record.weapon;
  const soldiers = (t: RecordedTeam) => t.troopers.length;
  const prime = record.teams.find((t) => t.role === "prime");
  const burst = record.teams.filter((t) => t.role === "burst");
  const asTarget = (t: RecordedTeam): FireTarget => ({ id: t.key, status: t.status, movedM: t.movedM, soldiers: soldiers(t) });
  const primeTarget: FireTarget[] = prime
    ? [w.explosive ? { ...asTarget(prime), nearby: [{ id: prime.key, distanceM: 0, soldiers: soldiers(prime) }, ...burst.map((b) => ({ id: b.key, distanceM: b.distanceM, soldiers: soldiers(b) }))] } : asTarget(prime)]
    : [];
  return {
    weapon: {
      bands: w.bands.map((b) => ({ range: b.contact ? "C" : b.range, penetration: b.penetration, autofire: b.autofire })),
      targets: w.targets,
      gyrostabilised: w.gyrostabilised,
      highRecoil: w.highRecoil,
      autofireDoubled: w.autofireDoubled,
      ...(w.explosive ? { explosive: { burstM: w.burstM, fragmentationPenetration: w.fragmentationPenetration } } : {}),
      ...(w.hitDm !== 0 ? { hitDm: w.hitDm } : {}),
    },
    rangeM: record.rangeM,
    firers: record.firers.map((f) => ({ ...f })),
    targets: [...primeTarget, ...record.teams.filter((t) => t.role === "danger").map(asTarget)],
  };
}

/**
 * What the attack did to each team it reached, by team key, as fireOutcome, dangerOutcomes and
 * burstOutcomes give it: hits, casualties and whether the hit table called a check (Striker 8.A.1.b,
 * 8.B), from the record and the dice; null when the attack may not be made. Throws a RangeError when
 * the dice do not fit the attack.
 */
export function recordedOutcomes(record: FireRecord, dice: DiceSource): Record<string, FireOutcome> | null {
  const result = resolveFire(fireInputOf(record), dice);
  if (!result.allowed) return null;
  const primeHit = result.targets[0];
  if (!primeHit) return null;
  const out: Record<string, FireOutcome> = {};
  for (const team of record.teams) {
    // The prime target and a danger-space team take their own roll; a burst team only the prime's fragments.
    const hit = team.role === "burst" ? primeHit : result.targets.find((t) => t.id === team.key);
    if (!hit) return null;
    const contact = team.role === "burst" ? NO_HITS : { hitsPerTrooper: hit.hitsPerTrooper, penetration: hit.penetration, moraleCheck: hit.outcome.moraleCheck };
    const underFire: TeamUnderFire = {
      troopers: team.troopers.map((t) => ({ index: t.index, name: "", armour: armourOf(t.armour) })),
      cover: team.cover === "" ? null : team.cover,
      status: team.status,
    };
    out[team.key] = hitsOnTeam(underFire, record.damage, record.attackKind, contact, fragmentsOn(hit, team.key));
  }
  return out;
}

/**
 * Each attacked team's casualties by card index (recordedOutcomes); null when the attack may not be
 * made. Throws a RangeError when the dice do not fit the attack.
 */
export function recordedCasualties(record: FireRecord, dice: DiceSource): Record<string, number[]> | null {
  const outcomes = recordedOutcomes(record, dice);
  return outcomes ? Object.fromEntries(Object.entries(outcomes).map(([key, o]) => [key, [...o.casualties]])) : null;
}
