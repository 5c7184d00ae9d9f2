// Guide 2.1-2.3 asset list, Guide 1.2 categories, ruling SP-10 names.
import { describe, expect, it } from "vitest";
import {
  ASSETS,
  ASSET_BY_ID,
  ASSET_IDS,
  assetIdFromName,
  assetsInCategory,
  isAssetId,
} from "../../../../src/rulesets/space-patrol/rules/assets";

// Guide 2.1, typed out from the text (with the SP-10 spelling of Disguise).
const GUIDE_LIST = [
  "Air Pilot", "Aliens", "Archaeology", "Archery", "Artillery", "Astronomy", "Athletics", "Astrogation",
  "Beast Rider", "Biology", "Blades", "Brawling", "Chemistry", "Commerce", "Communications", "Computers",
  "Disguise", "Driver", "Electronics", "Energy Weapons", "EVA", "Explosives",
  "Fast Talking", "Firearms", "Fire Direction", "Flying Belt", "Forensics", "Forgery", "Geology",
  "Heavy Weapons", "History", "Interrogation", "Intrusion", "Law", "Leadership", "Life Support",
  "Linguistics", "Martial Arts", "Mechanics", "Medicine", "Missiles",
  "Physics", "Psi-Probe", "Psi-Shock", "Psi-Suggestion", "Psi-Telepathy", "Psi-Viewing", "Recon",
  "Research", "Rocket Guns", "Sailor", "Scanners", "Ship Drives", "Space Gunnery", "Space Pilot",
  "Space-Fu", "Stealth", "Survival", "Tactics", "Tracking", "Vigor", "Will",
];

describe("the asset list (Guide 2.1)", () => {
  it("holds exactly the Guide's assets, once each", () => {
    expect(ASSETS.map((a) => a.name)).toEqual(GUIDE_LIST);
    expect(new Set(ASSET_IDS).size).toBe(GUIDE_LIST.length);
  });
  it.each(GUIDE_LIST)("%s resolves by its name to a camelCase id with a label", (name) => {
    const id = assetIdFromName(name);
    expect(id).toBeDefined();
    expect(id).toMatch(/^[a-z][A-Za-z]*$/);
    if (id) expect(ASSET_BY_ID[id].label).toBe(`STARSKIRMISH.SpacePatrol.Asset.${id}`);
  });
});

describe("categories (Guide 1.2 Category Asset Choices)", () => {
  it.each([
    ["fighting", ["blades", "brawling", "martialArts", "spaceFu"]],
    [
      "knowledge",
      ["aliens", "archaeology", "astronomy", "biology", "chemistry", "commerce", "geology", "history", "law",
        "linguistics", "medicine", "physics"],
    ],
    ["psi", ["psiProbe", "psiShock", "psiSuggestion", "psiTelepathy", "psiViewing"]],
    [
      "shooting",
      ["archery", "artillery", "energyWeapons", "firearms", "heavyWeapons", "missiles", "rocketGuns", "spaceGunnery"],
    ],
    ["vehicles", ["airPilot", "driver", "eva", "flyingBelt", "sailor", "spacePilot"]],
  ] as const)("%s offers %j", (category, ids) => {
    expect([...assetsInCategory(category)].sort()).toEqual([...ids].sort());
  });
  it("assets in no category stand alone", () => {
    expect(ASSET_BY_ID.tactics.category).toBeNull();
    expect(ASSET_BY_ID.shipDrives.category).toBeNull();
  });
});

describe("PSI flag (Guide 2.3)", () => {
  it("exactly the five Psi assets are PSI", () => {
    expect(ASSETS.filter((a) => a.psi).map((a) => a.id)).toEqual([
      "psiProbe", "psiShock", "psiSuggestion", "psiTelepathy", "psiViewing",
    ]);
  });
});

describe("names and aliases (ruling SP-10)", () => {
  it.each([
    ["Space Drives", "shipDrives"],
    ["Ship's Drives", "shipDrives"],
    ["Space Drive", "shipDrives"],
    ["Ship's Drive", "shipDrives"],
    ["Ships Drives", "shipDrives"],
    ["Ship\u2019s Drive", "shipDrives"],
    ["Fast Talk", "fastTalking"],
    ["Mechanical", "mechanics"],
    ["Computer", "computers"],
    ["Ship's Gunnery", "spaceGunnery"],
    ["Ship Gunnery", "spaceGunnery"],
    ["Disquise", "disguise"],
    ["Space Fu", "spaceFu"],
    ["Psi-shock", "psiShock"],
    ["PSI-Shock", "psiShock"],
    ["  energy   weapons ", "energyWeapons"],
    ["eva", "eva"],
    ["shipDrives", "shipDrives"],
  ])("%j is %s", (name, id) => {
    expect(assetIdFromName(name)).toBe(id);
  });
  it("an unknown name gives undefined", () => {
    expect(assetIdFromName("Basket Weaving")).toBeUndefined();
    expect(assetIdFromName("")).toBeUndefined();
    expect(isAssetId("toString")).toBe(false);
  });
});
