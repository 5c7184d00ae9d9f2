// The kit's world switches (src/system/world-toggle.ts): every rule set's on/off setting is a
// GM-only checkbox registered the same way, labelled from lang/en.json, and read as its default
// until the GM changes it.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bootSystem } from "../helpers/boot";

const lang = JSON.parse(readFileSync(join(__dirname, "../../lang/en.json"), "utf8")) as Record<string, unknown>;
const text = (key: string): unknown => key.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), lang);

/** Each world's switches, as its start-up registers them. */
const EXPECTED = {
  "space-patrol": { "starskirmish.rotateMarkers": true, "starskirmish.spPlayerCrewMorale": false, "starskirmish.spDistinctBranches": true },
  "starship-marine": { "starskirmish.rotateMarkers": true, "starskirmish.ssmOptionalSteps": false },
  starmarines: { "starskirmish.rotateMarkers": true, "starskirmish.smrMoralePrompt": true },
  striker: { "starskirmish.rotateMarkers": true, "starskirmish.strSpotting": true },
} as const;

describe("world switches", () => {
  for (const [ruleSet, toggles] of Object.entries(EXPECTED)) {
    it(`${ruleSet}: each is a world checkbox with its default, a label and a hint`, async () => {
      const { stubs } = await bootSystem({ "starskirmish.ruleSet": ruleSet }, { loadTable: false });
      const registered = [...stubs.settings].filter(([, s]) => s.type === Boolean);
      expect(Object.fromEntries(registered.map(([id, s]) => [id, s.default]))).toEqual(toggles);
      for (const [id, s] of registered) {
        expect(s, id).toMatchObject({ scope: "world", config: true });
        for (const key of [s.name!, s.hint!]) expect(typeof text(key), key).toBe("string");
      }
      // the turn sequence is built at start-up, so only Starship Marine's steps switch asks to reload
      expect(registered.filter(([, s]) => s.requiresReload).map(([id]) => id)).toEqual(ruleSet === "starship-marine" ? ["starskirmish.ssmOptionalSteps"] : []);
    });
  }

  it("read their default until the GM sets them; a stored value that is not a boolean reads as the default", async () => {
    const { stubs } = await bootSystem({ "starskirmish.ruleSet": "striker" }, { loadTable: false });
    const { spottingOn } = await import("../../src/rulesets/striker/turn/spotting-setting");
    expect(spottingOn()).toBe(true);
    (game as { user: unknown }).user = stubs.users.get("gm");
    await game.settings!.set("starskirmish", "strSpotting", false);
    expect(spottingOn()).toBe(false);
    stubs.settingValues.set("starskirmish.strSpotting", "no");
    expect(spottingOn()).toBe(true);
  });

  it("only a GM may turn one", async () => {
    const { stubs } = await bootSystem({ "starskirmish.ruleSet": "starmarines" }, { loadTable: false });
    const { moralePromptOn } = await import("../../src/rulesets/starmarines/actions/morale-prompt-setting");
    (game as { user: unknown }).user = stubs.users.get("player1");
    await expect(game.settings!.set("starskirmish", "smrMoralePrompt", false)).rejects.toThrow(/only a GM/);
    expect(moralePromptOn()).toBe(true);
  });
});
