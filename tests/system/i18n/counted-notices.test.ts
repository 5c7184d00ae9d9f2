// @vitest-environment happy-dom
// Counted messages as users see them, from the real lang/en.json: the count's form ("1 figure",
// "30 figures"), and a name a user typed shown as text in a notification, never as markup.
import { beforeEach, describe, expect, it } from "vitest";
import { installHtmlNotifications, type ShownNotifications } from "../../helpers/html-notifications";
import { formatCountedSafe, warnCounted } from "../../../src/system/notify";
import { formatCounted } from "../../../src/system/i18n/counted";

let shown: ShownNotifications;
beforeEach(() => {
  shown = installHtmlNotifications();
});

describe("counted messages", () => {
  it("say one figure, one casualty and thirty figures in the forms English gives them", () => {
    warnCounted("STARSKIRMISH.Formation.noRoom", 1, { unplaced: 1 });
    warnCounted("STARSKIRMISH.Formation.noRoom", 30, { unplaced: 4 });
    expect(shown.texts()).toEqual([
      "1 of 1 figure found no room there. Nothing was placed; try a more open spot.",
      "4 of 30 figures found no room there. Nothing was placed; try a more open spot.",
    ]);
    expect([1, 2].map((n) => formatCounted("STARSKIRMISH.Striker.casualtyCount", n))).toEqual(["1 casualty", "2 casualties"]);
  });

  it("escape the names users typed before they are filled in", () => {
    const text = formatCountedSafe("STARSKIRMISH.Formation.Drop.summary", 1, { name: '<img src=x onerror="window.__xss=1">' });
    expect(text).toBe("&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;: 1 figure.");
  });
});
