/**
 * Ammunition per turn and reloading (Guide 6.4, 6.6): the targets-and-ammo table, what multiplies
 * ammunition (suppression, point defense), and the two reload kinds.
 */

export interface AmmoTableRow {
  readonly key: string;
  readonly label: string;
  /** The weapon's number of "targets": attack rolls per fire action. */
  readonly targets: number;
  readonly ammoPerTurn: number;
  /** Guide 6.6: a shotgun may score several hits from one shell. */
  readonly multipleHitsPerShot: boolean;
  /** Guide 6.6: the rifled musket holds one round and scores one hit. */
  readonly singleRound: boolean;
  /** Guide 6.6: the carbine and laser rifle may fire fewer rounds, and so score fewer hits. */
  readonly mayFireFewer: boolean;
}

const label = (key: string): string => `STARSKIRMISH.SpacePatrol.Ammo.${key}`;

/** Guide 6.6, the table of targets and ammunition per turn with its example weapons. */
export const AMMO_TABLE = [
  { key: "rifledMusket", label: label("rifledMusket"), targets: 1, ammoPerTurn: 1, multipleHitsPerShot: false, singleRound: true, mayFireFewer: false },
  { key: "carbine", label: label("carbine"), targets: 1, ammoPerTurn: 3, multipleHitsPerShot: false, singleRound: false, mayFireFewer: true },
  { key: "shotgun", label: label("shotgun"), targets: 1, ammoPerTurn: 1, multipleHitsPerShot: true, singleRound: false, mayFireFewer: false },
  { key: "assaultRifle", label: label("assaultRifle"), targets: 2, ammoPerTurn: 10, multipleHitsPerShot: false, singleRound: false, mayFireFewer: false },
  { key: "heavyMachineGun", label: label("heavyMachineGun"), targets: 4, ammoPerTurn: 30, multipleHitsPerShot: false, singleRound: false, mayFireFewer: false },
  { key: "mediumMachineGun", label: label("mediumMachineGun"), targets: 8, ammoPerTurn: 100, multipleHitsPerShot: false, singleRound: false, mayFireFewer: false },
  { key: "gatling", label: label("gatling"), targets: 16, ammoPerTurn: 300, multipleHitsPerShot: false, singleRound: false, mayFireFewer: false },
] as const satisfies readonly AmmoTableRow[];

export type AmmoTableKey = (typeof AMMO_TABLE)[number]["key"];

/** A row of the table by key. */
export function ammoTableRow(key: AmmoTableKey): AmmoTableRow {
  const row = AMMO_TABLE.find((r) => r.key === key);
  if (!row) throw new RangeError(`No ammunition table row "${String(key)}"`);
  return row;
}

/** Guide 6.6: suppressing spends twice the normal ammunition. */
export const SUPPRESSION_AMMO_MULTIPLIER = 2;
/** Guide 6.7: a weapon firing point defense spends twice its normal ammunition. */
export const POINT_DEFENSE_AMMO_MULTIPLIER = 2;

/** Rounds spent in a turn by a fire mode. */
export function ammoSpent(ammoPerTurn: number, mode: "fire" | "suppress" | "pointDefense" = "fire"): number {
  if (!Number.isInteger(ammoPerTurn) || ammoPerTurn < 1) throw new RangeError(`Ammo per turn must be a whole number of 1 or more, not ${ammoPerTurn}`);
  if (mode === "suppress") return ammoPerTurn * SUPPRESSION_AMMO_MULTIPLIER;
  if (mode === "pointDefense") return ammoPerTurn * POINT_DEFENSE_AMMO_MULTIPLIER;
  return ammoPerTurn;
}

/**
 * Guide 6.4: most weapons reload a whole magazine with one action; muskets, blunderbusses,
 * black powder pistols, rifled muskets and crossbows (marked "ss") need the whole turn, move and
 * action both.
 */
export const RELOAD_KINDS = {
  action: { key: "action", label: "STARSKIRMISH.SpacePatrol.Reload.action", usesAction: true, usesMove: false },
  fullTurn: { key: "fullTurn", label: "STARSKIRMISH.SpacePatrol.Reload.fullTurn", usesAction: true, usesMove: true },
} as const satisfies Record<string, { key: string; label: string; usesAction: boolean; usesMove: boolean }>;

export type ReloadKind = keyof typeof RELOAD_KINDS;

/** Guide 6.4: weapons marked "ss" on the weapon table take a full turn to reload. */
export function reloadKind(markedSs: boolean): ReloadKind {
  return markedSs ? "fullTurn" : "action";
}
