// The game.i18n stand-in knows what v13's Localization#has knows (client/helpers/localization.d.mts:127):
// a key is there when lang/en.json holds a string at its dotted path, so a counted string picks its
// `one` form for 1 as in Foundry; localize and format still give keys back for tests to assert on.
import { afterEach, describe, expect, it } from "vitest";
import { hasTranslation } from "./localization";
import { installFoundryStubs, world } from "../foundry-stubs";
import { formatCounted } from "../../../src/system/i18n/counted";

afterEach(() => {
  delete (globalThis as Record<string, unknown>).game;
});

describe("the game.i18n stand-in", () => {
  it("has a key whose path ends at a string in lang/en.json, with or without the fallback", () => {
    installFoundryStubs();
    const i18n = world().game.i18n;
    expect(i18n.has("STARSKIRMISH.Card.specialSuccesses.one")).toBe(true);
    expect(i18n.has("STARSKIRMISH.Card.specialSuccesses.other", false)).toBe(true);
    expect(hasTranslation("STARSKIRMISH.Card.apply")).toBe(true);
  });

  it("does not have a missing key, nor a branch that holds strings rather than being one", () => {
    installFoundryStubs();
    const i18n = world().game.i18n;
    expect(i18n.has("STARSKIRMISH.Card.specialSuccesses.few")).toBe(false);
    expect(i18n.has("STARSKIRMISH.NoSuchThing.atAll", false)).toBe(false);
    expect(i18n.has("STARSKIRMISH.Card.specialSuccesses")).toBe(false);
  });

  it("lets a counted string take its one form for 1 and its other form for 0 and 2", () => {
    installFoundryStubs();
    expect([0, 1, 2].map((n) => formatCounted("STARSKIRMISH.Card.specialSuccesses", n))).toEqual([
      'STARSKIRMISH.Card.specialSuccesses.other {"count":"0"}',
      'STARSKIRMISH.Card.specialSuccesses.one {"count":"1"}',
      'STARSKIRMISH.Card.specialSuccesses.other {"count":"2"}',
    ]);
  });

  it("still gives keys back from localize and format", () => {
    installFoundryStubs();
    const i18n = world().game.i18n;
    expect(i18n.localize("STARSKIRMISH.Card.apply")).toBe("STARSKIRMISH.Card.apply");
    expect(i18n.format("STARSKIRMISH.Card.apply")).toBe("STARSKIRMISH.Card.apply");
  });
});
