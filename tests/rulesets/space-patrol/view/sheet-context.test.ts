// What sheets and dialogs show, computed without Foundry.
import { describe, expect, it } from "vitest";
import { assetGroups } from "../../../../src/rulesets/space-patrol/view/asset-rows";
import { patrolmanContext } from "../../../../src/rulesets/space-patrol/view/patrolman-context";
import { readTaskForm } from "../../../../src/rulesets/space-patrol/view/task-form";
import { taskCardContext } from "../../../../src/rulesets/space-patrol/view/task-card";
import { resolveTask } from "../../../../src/rulesets/space-patrol/rules/task";
import { specRows } from "../../../../src/system/sheets/spec-fields";
import { markerRows } from "../../../../src/system/sheets/marker-context";
import { TEAM_SCHEMA } from "../../../../src/rulesets/striker/data/team-schema";
import { SPACE_PATROL_MARKERS } from "../../../../src/rulesets/space-patrol/rules/markers";

describe("patrolman sheet", () => {
  it("lists all 62 assets once, grouped by category, untrained ones as X", () => {
    const groups = assetGroups({ tactics: 3 });
    const all = groups.flatMap((g) => g.assets);
    expect(all).toHaveLength(62);
    expect(new Set(all.map((a) => a.id)).size).toBe(62);
    expect(all.find((a) => a.id === "tactics")?.display).toBe("3");
    expect(all.find((a) => a.id === "stealth")?.display).toBe("X");
    expect(groups.find((g) => g.category === "psi")?.assets.every((a) => a.psi)).toBe(true);
  });
  it("names the rank by branch (Guide 1.4)", () => {
    expect(patrolmanContext({ branch: "medicine", rank: 3, assets: {} }).rankTitle).toBe("STARSKIRMISH.SpacePatrol.Rank.medicine.3");
  });
  it("shows only the markers of its group", () => {
    const rows = markerRows(SPACE_PATROL_MARKERS, { "sp-wound": 2 }, "individual");
    expect(rows.every((r) => r.id.startsWith("sp-") && !r.id.includes("vehicle") && !r.id.includes("spacecraft"))).toBe(true);
    expect(rows.find((r) => r.id === "sp-wound")).toMatchObject({ count: 2, active: true, stacks: true });
  });
});

describe("task dialog answers", () => {
  it("are read as bounded whole numbers; an unknown DT falls back to Average", () => {
    expect(readTaskForm({ dt: "16", advantages: "2", disadvantages: "1", equipment: "-3" })).toEqual({ dt: 16, advantages: 2, disadvantages: 1, equipment: -3 });
    expect(readTaskForm({ dt: 13, advantages: 99, disadvantages: -4, equipment: "lots" })).toEqual({ dt: 12, advantages: 10, disadvantages: 0, equipment: 0 });
    expect(readTaskForm(null)).toEqual({ dt: 12, advantages: 0, disadvantages: 0, equipment: 0 });
  });
});

describe("task card", () => {
  it("offers Not So Fast only on a failure with a hero point left, and not after a reroll (Guide 4.2)", () => {
    const fail = resolveTask({ dt: 16, asset: 1 }, 3);
    const pass = resolveTask({ dt: 8, asset: 1 }, 13);
    const ctx = (result: typeof fail, heroPoints: number, rerolled = false) =>
      taskCardContext({ actorName: "A", assetLabel: "B", assetLevel: "1", result, heroPoints, rerolled });
    expect(ctx(fail, 1).canReroll).toBe(true);
    expect(ctx(fail, 0).canReroll).toBe(false);
    expect(ctx(fail, 1, true).canReroll).toBe(false);
    expect(ctx(pass, 1).canReroll).toBe(false);
    expect(ctx(pass, 1).outcomeKey).toBe("STARSKIRMISH.Card.success");
  });
});

describe("spec sheet rows", () => {
  it("draw a list of troopers as a table with one input per column", () => {
    const rows = specRows(TEAM_SCHEMA, { troopers: [{ name: "A", role: "leader", casualty: false }] }, "system", "STARSKIRMISH.Field");
    const table = rows.find((r) => r.kind === "table");
    expect(table).toBeDefined();
    if (table?.kind !== "table") return;
    expect(table.columns.map((c) => c.key)).toEqual(["name", "role", "weapon", "weaponItem", "ammunition", "grenadeItem", "armour", "armourItem", "casualty"]);
    expect(table.rows[0]?.[1]).toMatchObject({ kind: "choice", name: "system.troopers.0.role", value: "leader" });
    const morale = rows.flatMap((r) => (r.kind === "group" ? r.rows : [r])).find((r) => r.name === "system.morale.value");
    expect(morale).toMatchObject({ kind: "number", min: 0, max: 20 });
  });

  it("group an object with a label of its own under that label, and leave an unlabelled one's fields loose", async () => {
    const { WEAPON_SCHEMA: SMR_WEAPON } = await import("../../../../src/rulesets/starmarines/data/weapon-schema");
    const rows = specRows(SMR_WEAPON, { arc: { ahead: true } }, "system", "STARSKIRMISH.Field");
    const arc = rows.find((r) => r.name === "system.arc");
    expect(arc?.kind).toBe("group");
    if (arc?.kind !== "group") return;
    expect(arc.label).toBe(SMR_WEAPON.arc.label);
    expect(arc.rows.map((r) => r.name)).toEqual(["ahead", "rightAhead", "rightBehind", "behind", "leftBehind", "leftAhead"].map((d) => `system.arc.${d}`));
    expect(arc.rows[0]).toMatchObject({ kind: "boolean", value: true });
    const { WEAPON_SCHEMA: SP_WEAPON } = await import("../../../../src/rulesets/space-patrol/data/weapon-schema");
    const sp = specRows(SP_WEAPON, {}, "system", "STARSKIRMISH.Field");
    expect(sp.some((r) => r.kind === "group")).toBe(false);
    expect(sp.find((r) => r.name === "system.effective.range")).toMatchObject({ kind: "number" });
  });
});

describe("asset level boxes (Guide 2: X, then 0 to 10)", () => {
  it("read X in either case, blank as X, and 0 to 10", async () => {
    const { parseAssetLevel, formatAssetLevel } = await import("../../../../src/rulesets/space-patrol/data/asset-level");
    expect(["X", "x", " X ", "", "0", "7", "10", 3].map(parseAssetLevel)).toEqual([-1, -1, -1, -1, 0, 7, 10, 3]);
    expect(["11", "-1", "2.5", "ten", 12, null].map(parseAssetLevel)).toEqual([null, null, null, null, null, null]);
    expect([-1, 0, 10].map(formatAssetLevel)).toEqual(["X", "0", "10"]);
  });
  it("keep the old level for a typo and name the asset", async () => {
    const { readAssetLevels } = await import("../../../../src/rulesets/space-patrol/view/asset-form");
    expect(readAssetLevels({ tactics: "4", stealth: "x", vigor: "lots", will: "12" }, { vigor: 2 })).toEqual({
      levels: { tactics: 4, stealth: -1, vigor: 2 },
      rejected: ["vigor", "will"],
    });
  });
  it("show X for every asset the record holds no level for, and the stored level for the rest", async () => {
    const { levelsShown } = await import("../../../../src/rulesets/space-patrol/view/asset-form");
    const { ASSET_IDS } = await import("../../../../src/rulesets/space-patrol/rules/assets");
    const shown = levelsShown({ tactics: 3 });
    expect(Object.keys(shown).sort()).toEqual([...ASSET_IDS].sort());
    expect(shown.tactics).toBe(3);
    expect(Object.entries(shown).filter(([id]) => id !== "tactics").every(([, level]) => level === -1)).toBe(true);
  });
});
