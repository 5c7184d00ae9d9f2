/**
 * Space Patrol! character assets (Guide 2, 2.1-2.3): the full list with one name each (ruling
 * SP-10), the category each belongs to for character creation choices (Guide 1.2 "Category Asset
 * Choices"), the PSI flag (Guide 2.3), and a lookup from the many spellings in the text to an id.
 */

import { text } from "../../../core/checks";

/** Guide 1.2: the bold (category) entries of the asset tables, each a choice among assets. */
export const ASSET_CATEGORIES = ["fighting", "knowledge", "psi", "shooting", "vehicles"] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

export interface AssetDefinition {
  readonly id: string;
  /** The project's one English name for the asset (ruling SP-10). */
  readonly name: string;
  /** Localisation key of the name. */
  readonly label: string;
  /** Guide 1.2: the category the asset is chosen under, or null when it stands alone. */
  readonly category: AssetCategory | null;
  /** Guide 2.3: PSI assets cannot be attempted at level X. */
  readonly psi: boolean;
}

function asset<const Id extends string>(
  id: Id,
  name: string,
  category: AssetCategory | null = null,
): AssetDefinition & { readonly id: Id } {
  return { id, name, label: `STARSKIRMISH.SpacePatrol.Asset.${id}`, category, psi: category === "psi" };
}

/** Guide 2.1, alphabetical as the Guide lists it; categories from Guide 1.2. */
export const ASSETS = [
  asset("airPilot", "Air Pilot", "vehicles"),
  asset("aliens", "Aliens", "knowledge"),
  asset("archaeology", "Archaeology", "knowledge"),
  asset("archery", "Archery", "shooting"),
  asset("artillery", "Artillery", "shooting"),
  asset("astronomy", "Astronomy", "knowledge"),
  asset("athletics", "Athletics"),
  asset("astrogation", "Astrogation"),
  asset("beastRider", "Beast Rider"),
  asset("biology", "Biology", "knowledge"),
  asset("blades", "Blades", "fighting"),
  asset("brawling", "Brawling", "fighting"),
  asset("chemistry", "Chemistry", "knowledge"),
  asset("commerce", "Commerce", "knowledge"),
  asset("communications", "Communications"),
  asset("computers", "Computers"),
  asset("disguise", "Disguise"),
  asset("driver", "Driver", "vehicles"),
  asset("electronics", "Electronics"),
  asset("energyWeapons", "Energy Weapons", "shooting"),
  asset("eva", "EVA", "vehicles"),
  asset("explosives", "Explosives"),
  asset("fastTalking", "Fast Talking"),
  asset("firearms", "Firearms", "shooting"),
  asset("fireDirection", "Fire Direction"),
  asset("flyingBelt", "Flying Belt", "vehicles"),
  asset("forensics", "Forensics"),
  asset("forgery", "Forgery"),
  asset("geology", "Geology", "knowledge"),
  asset("heavyWeapons", "Heavy Weapons", "shooting"),
  asset("history", "History", "knowledge"),
  asset("interrogation", "Interrogation"),
  asset("intrusion", "Intrusion"),
  asset("law", "Law", "knowledge"),
  asset("leadership", "Leadership"),
  asset("lifeSupport", "Life Support"),
  asset("linguistics", "Linguistics", "knowledge"),
  asset("martialArts", "Martial Arts", "fighting"),
  asset("mechanics", "Mechanics"),
  // Guide 1.2 lists Medicine among the Knowledge choices; it is also the Medical branch asset.
  asset("medicine", "Medicine", "knowledge"),
  asset("missiles", "Missiles", "shooting"),
  asset("physics", "Physics", "knowledge"),
  asset("psiProbe", "Psi-Probe", "psi"),
  asset("psiShock", "Psi-Shock", "psi"),
  asset("psiSuggestion", "Psi-Suggestion", "psi"),
  asset("psiTelepathy", "Psi-Telepathy", "psi"),
  asset("psiViewing", "Psi-Viewing", "psi"),
  asset("recon", "Recon"),
  asset("research", "Research"),
  asset("rocketGuns", "Rocket Guns", "shooting"),
  asset("sailor", "Sailor", "vehicles"),
  asset("scanners", "Scanners"),
  asset("shipDrives", "Ship Drives"),
  // Guide 1.2 lists Space Gunnery among the Shooting choices as well as on branch tables.
  asset("spaceGunnery", "Space Gunnery", "shooting"),
  asset("spacePilot", "Space Pilot", "vehicles"),
  asset("spaceFu", "Space-Fu", "fighting"),
  asset("stealth", "Stealth"),
  asset("survival", "Survival"),
  asset("tactics", "Tactics"),
  asset("tracking", "Tracking"),
  asset("vigor", "Vigor"),
  asset("will", "Will"),
] as const satisfies readonly AssetDefinition[];

export type AssetId = (typeof ASSETS)[number]["id"];

/** Asset definitions by id. */
export const ASSET_BY_ID: Readonly<Record<AssetId, AssetDefinition>> = Object.fromEntries(
  ASSETS.map((a) => [a.id, a]),
) as Record<AssetId, AssetDefinition>;

export const ASSET_IDS: readonly AssetId[] = ASSETS.map((a) => a.id);

export function isAssetId(value: unknown): value is AssetId {
  return typeof value === "string" && Object.hasOwn(ASSET_BY_ID, value);
}

/** Guide 1.2: the assets a category entry offers, in the Guide's order. */
export function assetsInCategory(category: AssetCategory): readonly AssetId[] {
  return ASSETS.filter((a) => a.category === category).map((a) => a.id);
}

/**
 * Variant spellings found in the Guide and reference sheet (ruling SP-10 plus the forms used in
 * task formats, e.g. "Ship's Drive" in Guide 3.4, "Space Fu" in 6.10), mapped to the one id.
 * Keys are compared after normalising (see normaliseAssetName).
 */
export const ASSET_ALIASES = {
  "space drives": "shipDrives",
  "space drive": "shipDrives",
  "ship's drives": "shipDrives",
  "ship's drive": "shipDrives",
  "ships drives": "shipDrives",
  "ship drive": "shipDrives",
  "fast talk": "fastTalking",
  mechanical: "mechanics",
  computer: "computers",
  "ship's gunnery": "spaceGunnery",
  "ship gunnery": "spaceGunnery",
  disquise: "disguise",
  "space fu": "spaceFu",
  "psi probe": "psiProbe",
  "psi shock": "psiShock",
  "psi suggestion": "psiSuggestion",
  "psi telepathy": "psiTelepathy",
  "psi viewing": "psiViewing",
} as const satisfies Readonly<Record<string, AssetId>>;

/** Lower case, single spaces, straight apostrophes: the form aliases are keyed by. */
export function normaliseAssetName(name: string): string {
  return text(name, "name").trim().toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, " ");
}

const BY_NORMAL_NAME: ReadonlyMap<string, AssetId> = new Map<string, AssetId>([
  ...ASSETS.map((a): [string, AssetId] => [normaliseAssetName(a.name), a.id]),
  ...Object.entries(ASSET_ALIASES).map(([k, v]): [string, AssetId] => [k, v]),
]);

/** The asset id for any name or variant the text uses, or undefined if it names no asset. */
export function assetIdFromName(name: string): AssetId | undefined {
  const trimmed = text(name, "name").trim();
  if (isAssetId(trimmed)) return trimmed;
  return BY_NORMAL_NAME.get(normaliseAssetName(name));
}
