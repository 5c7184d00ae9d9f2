// Space Patrol! side turns in Chromium, from the gallery page with the system's CSS: the tracker
// banner shows the acting side, initiative and pools and the GM's button; the initiative card its
// dice and who goes first; the task card its Tactics buttons. A hostile name stays text.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openGallery, SCREENSHOTS } from "../helpers/gallery-page";

let page: Page;
const { style } = openGallery((p) => (page = p));

describe("Space Patrol! side turns in Chromium", () => {
  it("render, and a PNG of each is saved", async () => {
    for (const id of ["sp-side-turn", "sp-side-turn-start", "sp-initiative", "sp-initiative-surprise", "sp-task-tactics"]) {
      expect(await page.$(`#${id}`), id).not.toBeNull();
      await page.locator(`#${id}`).screenshot({ path: join(SCREENSHOTS, `${id}.png`) });
    }
  });

  it("the banner shows the round, the acting side highlighted with its total and pool, and who is done", async () => {
    expect(await page.textContent("#sp-side-turn .sp-side-turn-where")).toBe("Round 1 · Players' side");
    const sides = await page.$$eval("#sp-side-turn .sp-side", (els) => els.map((e) => [e.getAttribute("data-side"), e.classList.contains("is-acting")]));
    expect(sides).toEqual([["players", true], ["enemies", false], ["neutral", false]]);
    expect(await page.textContent("#sp-side-turn [data-side='players'] .sp-side-total")).toBe("initiative 10");
    expect(await page.textContent("#sp-side-turn [data-side='players'] .sp-side-pool")).toBe("Tactics 3/4");
    expect(await page.$("#sp-side-turn [data-side='neutral'] .sp-side-total")).toBeNull();
    expect(await style("#sp-side-turn [data-side='players']", "font-weight")).toBe("700");
    expect(await style("#sp-side-turn .sp-side-member.is-done", "text-decoration-line")).toBe("line-through");
    expect(await page.textContent("#sp-side-turn .sp-side-turn-progress")).toBe("Done 1/2");
    expect(await page.isVisible("#sp-side-turn [data-sp-end-turn]")).toBe(true);
    // the GM's -1 sits beside each pool that has points, small
    expect(await page.$$eval("#sp-side-turn [data-sp-spend]", (els) => els.map((e) => e.getAttribute("data-sp-spend")))).toEqual(["players", "enemies"]);
    const spend = await page.$eval("#sp-side-turn [data-sp-spend]", (e) => e.getBoundingClientRect());
    expect(spend.width).toBeLessThan(40);
    expect(await page.isVisible("#sp-side-turn-start [data-sp-roll-initiative]")).toBe(true);
    expect(await page.$("#sp-side-turn-start .sp-side")).toBeNull();
  });

  it("the initiative card shows both d12s, the holders of the best levels and the tie going to the players", async () => {
    const rows = await page.$$eval("#sp-initiative .sp-initiative-row", (els) =>
      els.map((e) => [e.getAttribute("data-side"), e.querySelector(".sp-initiative-die")?.textContent, e.querySelector(".sp-initiative-total")?.textContent, e.classList.contains("is-first")]),
    );
    expect(rows).toEqual([["players", "5", "10", true], ["enemies", "9", "10", false]]);
    expect(await page.textContent("#sp-initiative .sp-initiative-first")).toContain("a tie goes to the players' side");
    expect(await page.textContent("#sp-initiative-surprise .sp-initiative-surprise")).toContain("The enemies were surprised");
    expect(await page.textContent("#sp-initiative-surprise [data-side='players'] .sp-initiative-die")).toBe("–");
  });

  it("the task card shows the Tactics spent and a side's buttons until it has spent 3", async () => {
    expect(await page.textContent("#sp-task-tactics .sp-tactics-net")).toBe("+1");
    expect(await page.textContent("#sp-task-tactics .sp-total")).toBe("12");
    expect(await page.$$eval("#sp-task-tactics [data-side='players'] button", (els) => els.map((e) => e.textContent))).toEqual(["+1", "−1"]);
    expect(await page.$$eval("#sp-task-tactics .sp-tactics-side[data-side='enemies'] button[data-gm-only]", (els) => els.length)).toBe(2);
    const heights = await page.$$eval("#sp-task-tactics .sp-tactics-side button", (els) => els.map((e) => e.getBoundingClientRect().height));
    for (const h of heights) expect(h).toBeLessThan(30);
  });

  it("keeps a hostile combatant's name as text in the banner and on the card", async () => {
    expect(await page.textContent("#sp-side-turn [data-combatant-id='c2'] .sp-side-member-name")).toContain('<img src=x onerror="window.__xss=1">');
    expect(await page.textContent("#sp-initiative [data-side='players'] .sp-initiative-leadership .sp-initiative-by")).toContain("<img src=x");
    expect(await page.$$eval("#sp-side-turn img, #sp-initiative img, #sp-task-tactics img", (els) => els.length)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});
