/**
 * From the board to resolveFire's input (Striker 8.A): which weapons the firing teams can fire
 * together, how many troopers fire each, their conditions from markers, and the target's status
 * and movement. Pure: Foundry reads the board into snapshots; the dialog's answers come as
 * options.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { STR_MARKER } from "../rules/markers";
import { NOE_SPEED_M } from "../rules/fire-modifiers";
import type { FireInput, FiringTeam, FirerCondition } from "../rules/fire";
import type { VisibilityStatus } from "../rules/team-status";
import type { SpottingStatus } from "../rules/spotting";
import type { CoverTerrain } from "../rules/armour";
import type { TeamSystem } from "../data/team-schema";
import { ammoOfItem, fireWeaponOfItem } from "../data/weapon-item";
import type { WeaponItemSystem } from "../data/weapon-schema";
import { trooperWeaponName, type TeamItem } from "./team-items";
import { fireables } from "./fireable";
import { burstVictims, type BurstVictim, type NearbyTeam } from "./fire-burst";
import { carriersOf, readyCarriersOf, roundsOf, weaponsFiring } from "./fire-crew";
import type { TeamSetUp } from "../rules/weapon-set-up";
import { dangerTargets, stripTargets, type DangerLine, type DangerTarget, type PlacedTeam } from "./fire-danger";
import { spottingStatus, type GroundStatus } from "./spotting-team";

/** A team token as the fire roll reads it from the board. */
export interface TeamSnapshot {
  readonly id: string;
  readonly name: string;
  readonly actorUuid: string;
  readonly system: TeamSystem;
  readonly items: readonly TeamItem[];
  readonly markers: MarkerCounts;
  /**
   * Striker 6.D.1: its weapons set up or setting up, by item id (turn/set-up-record.ts); a weapon it
   * does not name is packed, and one with a SET UP value does not fire packed.
   */
  readonly setUp?: TeamSetUp;
  /**
   * Striker 8.C.5: the GM's record on the Combat says it rallied, or rallied others, this turn
   * (turn/rallied-record.ts), so it may not fire; left out, it did not.
   */
  readonly rallied?: boolean;
}

/** Striker 8.A.1.b.2.b.ii: how far the target moved in its last movement. */
export const TARGET_MOVEMENT = ["stationary", "upToNoe", "faster"] as const;
export type TargetMovement = (typeof TARGET_MOVEMENT)[number];

/** Metres that stand for each choice when the rules read them. */
export const TARGET_MOVEMENT_M = { stationary: 0, upToNoe: NOE_SPEED_M, faster: NOE_SPEED_M + 1 } as const satisfies Record<TargetMovement, number>;

export const COVER_CHOICES = ["none", "building", "forest"] as const;
export type CoverChoice = (typeof COVER_CHOICES)[number];

/** What the dialog asks: what the board cannot say, with defaults read from it. */
export interface FireOptions {
  readonly weapon: string;
  readonly ammo: string;
  readonly moved: boolean;
  readonly pickedUpWeapon: boolean;
  readonly targetStatus: VisibilityStatus;
  readonly targetMovement: TargetMovement;
  readonly cover: CoverChoice;
}

/** A weapon the firers carry, by the name on the unit card, with the ammunition it can fire. */
export interface WeaponChoice {
  /** The dialog's value (fireable.ts): the item's name, marked when a rifle grenade is thrown. */
  readonly name: string;
  /** The item's name as the card shows it. */
  readonly label: string;
  /** A rifle grenade thrown as a hand grenade. */
  readonly thrown: boolean;
  readonly weapon: WeaponItemSystem;
  readonly ammo: readonly string[];
  /**
   * How many of it fire, over all firing teams: one per standing carrier, or for a crew-served
   * weapon one per full crew of each team (Striker 4.A, fire-crew.ts).
   */
  readonly troops: number;
}

const standing = (s: TeamSnapshot) => s.system.troopers.filter((t) => !t.casualty);

/** Every weapon the firers' standing troopers can fire, the one most of fire first. */
export function weaponChoices(firers: readonly TeamSnapshot[]): WeaponChoice[] {
  const byKey = new Map<string, { label: string; thrown: boolean; weapon: WeaponItemSystem; troops: number }>();
  for (const team of firers) {
    const carriers = new Map<string, number>();
    for (const t of standing(team)) {
      // His weapon and any grenade he carries (Striker 8.A.1.a.4); mounts never fire.
      for (const f of fireables(t, team.items)) {
        if (!byKey.has(f.key)) byKey.set(f.key, { label: f.name, thrown: f.thrown, weapon: f.weapon, troops: 0 });
        carriers.set(f.key, (carriers.get(f.key) ?? 0) + 1);
      }
    }
    // Striker 4.A: a crew-served weapon counts once per full crew of the team, not per carrier.
    for (const [key, count] of carriers) {
      const entry = byKey.get(key)!;
      const firing = weaponsFiring(count, entry.weapon.crew);
      // rifle grenade notes: no more than the rounds the team has left
      entry.troops += Math.min(firing, roundsOf(team, key) ?? firing);
    }
  }
  return [...byKey]
    .map(([name, e]) => ({ name, label: e.label, thrown: e.thrown, weapon: e.weapon, ammo: e.weapon.ammo.map((a) => a.type), troops: e.troops }))
    .sort((a, b) => b.troops - a.troops);
}

/**
 * Striker 3.B, 6.D.1, 7.A.3, 8.C.4: what stops a team firing, from its markers; 8.C.5: and whether
 * the GM's record says it rallied, or rallied others, this turn (`rallied`), which no marker shows.
 */
export function firerCondition(markers: MarkerCounts, rallied = false): FirerCondition {
  if (markerCount(markers, STR_MARKER.routed) > 0) return "routed";
  if (markerCount(markers, STR_MARKER.suppressed) > 0) return "suppressed";
  if (markerCount(markers, STR_MARKER.hidden) > 0) return "hidden";
  if (markerCount(markers, STR_MARKER.settingUp) > 0) return "settingUp";
  if (rallied) return "rallied";
  return "ready";
}

/** Striker 7.A.2-3, 8.A.1.b.2.b.i: the target's status as its markers alone show it. */
export function statusFromMarkers(markers: MarkerCounts): VisibilityStatus {
  return teamStatus(markers, {});
}

/**
 * Striker 7.A.1.c, 7.A.2-3, 8.A.1.b.2.b.i: a team's status under fire, from its markers and its
 * ground. Hiding is the team's own choice (7.A.3), so a Hidden marker's word stands; so does the
 * board where the team stands more than 30 m inside a forest ("Targets further in are hidden",
 * 7.A.1.c); a Concealed marker says concealed; with neither, a team the board puts inside a forest
 * or building is concealed all the same ("Personnel and light weapons are concealed if they are in
 * a forest, or building", 7.A.2); else it is in the open. It is the reading spotting makes
 * (spotting-team.ts), kept in one place. "unspotted" never comes from the board: recon by fire is
 * the firer's call in the dialog.
 */
export function teamStatus(markers: MarkerCounts, ground: GroundStatus): SpottingStatus {
  return spottingStatus(markers, ground);
}

/**
 * What gave a team a status its markers do not (Striker 7.A.1.c, 7.A.2): the forest or building it
 * stands inside, which conceals it, or the depth of its forest, which hides it.
 */
export type GroundSource = CoverTerrain | "deepForest";

/** The status a ground source gives. */
export const statusFromGround = (source: GroundSource): "concealed" | "hidden" => (source === "deepForest" ? "hidden" : "concealed");

/**
 * What made a team concealed or hidden where no marker says so, so the dialog and the card can say
 * where that status came from: "deepForest" where the board has it more than 30 m inside a forest
 * and no Hidden marker (7.A.1.c), else the forest or building it stands inside where no marker
 * conceals or hides it (7.A.2); null where a marker gives the status, or the team is in the open.
 */
export function concealingTerrain(markers: MarkerCounts, ground: GroundStatus & { readonly cover?: CoverTerrain | null }): GroundSource | null {
  const own = statusFromMarkers(markers);
  if (ground.hidden === true && own !== "hidden") return "deepForest";
  return ground.inConcealment === true && own === "open" ? (ground.cover ?? null) : null;
}

/**
 * The status of a further team in the burst (Striker 8.A.1.b.5) or the danger space (8.A.1.a.2):
 * its markers and the concealment the board shows it in. A team read without its ground (an
 * entry that has no `inConcealment` or `hidden`) goes by its markers alone, as before the board was read.
 */
export const furtherTeamStatus = (team: NearbyTeam): VisibilityStatus => teamStatus(team.snapshot.markers, team);

/**
 * The dialog's defaults: the commonest weapon and its loaded ammunition, what the markers say, and
 * the cover the board shows the target in (`boardCover`: the forest or building it stands in,
 * Striker 7.A.2, 8.B.2; null in the open), which also conceals a target no marker calls hidden or
 * concealed, or hides one deep in a forest (`ground`, 7.A.1.c, 7.A.2; teamStatus). The firer may
 * still change both: the GM's regions may be painted loosely.
 */
export function defaultOptions(firers: readonly TeamSnapshot[], target: TeamSnapshot, boardCover: CoverTerrain | null = null, ground: GroundStatus = {}): FireOptions | null {
  const first = weaponChoices(firers)[0];
  if (!first) return null;
  const loaded = firers.flatMap((f) => standing(f).filter((t) => trooperWeaponName(t, f.items) === first.name).map((t) => t.ammunition));
  const ammo = loaded.find((a) => first.ammo.includes(a)) ?? first.ammo[0] ?? "standard";
  return {
    weapon: first.name,
    ammo,
    // Striker 6.E: the Moved marker stays until the team's next movement phase.
    moved: firers.some((f) => markerCount(f.markers, STR_MARKER.moved) > 0),
    pickedUpWeapon: false,
    targetStatus: teamStatus(target.markers, ground),
    targetMovement: markerCount(target.markers, STR_MARKER.moved) > 0 ? "upToNoe" : "stationary",
    cover: boardCover ?? "none",
  };
}

export interface FirePlan {
  readonly input: FireInput;
  readonly weapon: WeaponChoice;
  /** Firing teams that can fire the weapon, with how many of it fire (crews for a crew-served one), in the order given. */
  readonly firers: readonly { readonly snapshot: TeamSnapshot; readonly troops: number }[];
  /** The target's standing troopers by their index on its card, in order. */
  readonly targetTroopers: readonly number[];
  readonly cover: CoverTerrain | null;
  /** Striker 8.A.1.b.5: further teams inside an explosive round's burst, nearest first. */
  readonly burst: readonly BurstVictim[];
  /** Striker 8.A.1.a.2: further targets in the danger space, in the order they are attacked. */
  readonly danger: readonly DangerTarget[];
  /** A flechette round: `danger` holds the teams in its strip instead (notes for all grenade weapons). */
  readonly strip: boolean;
}

export type PlanProblem = "noWeapon" | "noAmmo" | "noFirers" | "notSetUp" | "noCrew" | "noRounds" | "targetHasNoTroopers";

/**
 * resolveFire's input for one attack, or what is missing. `nearby` are the other teams on the
 * board with their distance from the target, for an explosive round's burst; with their
 * positions and `line`, they are also the candidates for a multi-target weapon's danger space.
 */
export function planFire(
  firers: readonly TeamSnapshot[],
  target: TeamSnapshot,
  rangeM: number,
  options: FireOptions,
  nearby: readonly (NearbyTeam | PlacedTeam)[] = [],
  line?: DangerLine,
): FirePlan | PlanProblem {
  const weapon = weaponChoices(firers).find((w) => w.name === options.weapon);
  if (!weapon) return "noWeapon";
  const fireWeapon = fireWeaponOfItem(weapon.weapon, options.ammo);
  if (!fireWeapon || !weapon.ammo.includes(options.ammo)) return "noAmmo";
  // Striker 4.A: a crew-served weapon is one weapon firing per full crew, not one per carrier.
  const carried = firers.filter((snapshot) => carriersOf(snapshot, weapon.name) > 0);
  if (carried.length === 0) return "noFirers";
  // Striker 6.D.1, 8.A.1.a.3.b: a weapon with a SET UP value fires only once set up
  const carrying = carried.map((snapshot) => ({ snapshot, carriers: readyCarriersOf(snapshot, weapon.name) })).filter((f) => f.carriers > 0);
  if (carrying.length === 0) return "notSetUp";
  const crewed = carrying.map(({ snapshot, carriers }) => ({ snapshot, troops: weaponsFiring(carriers, weapon.weapon.crew) })).filter((f) => f.troops > 0);
  if (crewed.length === 0) return "noCrew";
  // Rifle grenade notes: each round fires once, so a team fires no more than it has left.
  const teams = crewed.map((f) => ({ ...f, troops: Math.min(f.troops, roundsOf(f.snapshot, weapon.name) ?? f.troops) })).filter((f) => f.troops > 0);
  if (teams.length === 0) return "noRounds";
  const targetTroopers = target.system.troopers.flatMap((t, i) => (t.casualty ? [] : [i]));
  if (targetTroopers.length === 0 && options.targetStatus !== "unspotted") return "targetHasNoTroopers";
  const firing: FiringTeam[] = teams.map(({ snapshot, troops }) => ({
    id: snapshot.id,
    troops: Math.min(troops, 4),
    initiative: snapshot.system.initiative === "high" || snapshot.system.initiative === "average" ? snapshot.system.initiative : "low",
    moved: options.moved,
    pickedUpWeapon: options.pickedUpWeapon,
    condition: firerCondition(snapshot.markers, snapshot.rallied === true),
  }));
  const firerIds = firing.map((f) => f.id);
  const placed = nearby.filter((n): n is PlacedTeam => "position" in n);
  // Flechette rounds attack their strip (its length is the row's area); others their danger space.
  const stripM = ammoOfItem(weapon.weapon, options.ammo)?.targets.areaM ?? 0;
  const strip = stripM > 0;
  const danger = !line ? [] : strip ? stripTargets(stripM, line, target.id, firerIds, placed) : dangerTargets(fireWeapon, line, target.id, firerIds, placed);
  // A team the weapon engages in the danger space takes its own round, fragments and all, so the
  // prime target's burst does not attack it a second time (one card entry per team).
  const burst = burstVictims(fireWeapon, target.id, firerIds, nearby).filter((b) => !danger.some((d) => d.snapshot.id === b.snapshot.id));
  const prime = { id: target.id, status: options.targetStatus, movedM: TARGET_MOVEMENT_M[options.targetMovement], soldiers: targetTroopers.length };
  const further = danger.map((d) => ({
    id: d.snapshot.id,
    // Striker 7.A.1.c, 7.A.2, 8.A.1.b.2.b.i: its own status, a wood or building concealing it (or a
    // wood's depth hiding it) where no marker says so
    status: furtherTeamStatus(d),
    movedM: TARGET_MOVEMENT_M[markerCount(d.snapshot.markers, STR_MARKER.moved) > 0 ? "upToNoe" : "stationary"],
    soldiers: d.troopers.length,
  }));
  return {
    input: {
      weapon: fireWeapon,
      // Striker 8.A.1.a.2: the range is to the farthest target; a flechette round's strip is where
      // the round aimed at the prime target spreads, so its range stays the prime target's.
      rangeM: strip ? rangeM : Math.max(rangeM, ...danger.map((d) => d.rangeM)),
      firers: firing,
      targets: [
        fireWeapon.explosive
          ? { ...prime, nearby: [{ id: target.id, distanceM: 0, soldiers: targetTroopers.length }, ...burst.map((b) => ({ id: b.snapshot.id, distanceM: b.distanceM, soldiers: b.troopers.length }))] }
          : prime,
        ...further,
      ],
    },
    weapon,
    firers: teams,
    targetTroopers,
    cover: options.cover === "none" ? null : options.cover,
    burst,
    danger,
    strip,
  };
}

/** Localisation key of a problem. */
export function planProblemLabel(problem: PlanProblem): string {
  return `STARSKIRMISH.Striker.Fire.Problem.${problem}`;
}
