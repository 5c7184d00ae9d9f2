// The Space Patrol! NPC, vehicle and spacecraft sheets, and the patrolman's inventory, in Chromium,
// from the gallery page with the system's CSS: compact layouts checked through the DOM and computed
// styles; PNGs saved to look at.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openGallery, SCREENSHOTS } from "../helpers/gallery-page";

/** The muted text colour of the light theme (styles/starskirmish.css --ssk-muted): dimmed, still readable. */
const MUTED = "rgb(74, 80, 94)";

let page: Page;
const { style } = openGallery((p) => (page = p));
const shots = SCREENSHOTS;

describe("Space Patrol! NPC, vehicle and spacecraft sheets in Chromium", () => {
  it("render with every image loaded, and a PNG of each is saved", async () => {
    for (const id of ["sp-npc", "sp-vehicle", "sp-spacecraft", "sp-spacecraft-wrecked", "sp-fire-vehicle"]) {
      expect(await page.$(`#${id}`), id).not.toBeNull();
      await page.locator(`#${id}`).screenshot({ path: join(shots, `${id}.png`) });
    }
    const broken = await page.$$eval("#sp-npc img, #sp-vehicle img, #sp-spacecraft img", (imgs) => imgs.filter((i) => !(i as HTMLImageElement).complete || (i as HTMLImageElement).naturalWidth === 0).length);
    expect(broken).toBe(0);
  });

  it("lays the NPC's few assets out in columns, untrained ones faded, with the add-asset select below", async () => {
    const lefts = await page.$$eval("#sp-npc .sp-asset", (els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
    expect(lefts).toHaveLength(4);
    expect(new Set(lefts).size).toBeGreaterThan(1);
    expect(await style('#sp-npc [data-asset-id="stealth"] .sp-asset-roll', "color")).toBe(MUTED);
    const listBottom = await page.$eval("#sp-npc .sp-npc-assets ul", (e) => e.getBoundingClientRect().bottom);
    const selectTop = await page.$eval("#sp-npc .sp-add-asset", (e) => e.getBoundingClientRect().top);
    expect(selectTop).toBeGreaterThanOrEqual(listBottom - 1);
    expect(await page.textContent("#sp-npc [data-marker-id='sp-wound'] .ssk-marker-count")).toBe("1");
  });

  it("shows each vehicle seat on one line with its role and crewman, and the name as text", async () => {
    const rows = await page.$$eval("#sp-vehicle .sp-seat", (els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
    expect(rows).toHaveLength(3);
    for (const h of rows) expect(h).toBeLessThan(40);
    expect(await page.$eval("#sp-vehicle [data-seat-index='1'] select", (el) => (el as HTMLSelectElement).value)).toBe("gunner");
    expect(await page.textContent("#sp-vehicle [data-seat-index='1'] .sp-seat-name")).toContain('<img src=x onerror="window.__xss=1">');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.textContent("#sp-vehicle [data-marker-id='sp-vehicle-damage'] .ssk-marker-count")).toBe("2");
  });

  it("lists the spacecraft's six stations with their actions under each name", async () => {
    expect(await page.$$eval("#sp-spacecraft .sp-station", (els) => els.length)).toBe(6);
    const name = await page.$eval("#sp-spacecraft [data-station='gunnery'] .sp-station-name", (e) => e.getBoundingClientRect().bottom);
    const actions = await page.$eval("#sp-spacecraft [data-station='gunnery'] .sp-station-actions", (e) => e.getBoundingClientRect().top);
    expect(actions).toBeGreaterThanOrEqual(name - 1);
    expect(await page.textContent("#sp-spacecraft [data-station='gunnery'] .sp-station-actions")).toContain("Fire weapons");
    expect(await page.$$eval("#sp-spacecraft .sp-craft-stats input", (els) => els.length)).toBe(6);
  });

  it("shows a vehicle hit's result from the vehicle table with an Apply button", async () => {
    expect(await page.textContent("#sp-fire-vehicle .sp-damage-result")).toBe("Heavy Penetration");
    expect(await page.isVisible("#sp-fire-vehicle [data-card-action='applyResult']")).toBe(true);
  });
});

describe("the patrolman inventory's item facts in Chromium", () => {
  /**
   * Each fact of an item in a slot, by the line it sits on: its text with the separators its CSS
   * draws before and after it (the "·" is a pseudo-element, not in the DOM), and its top.
   */
  const factsIn = (slot: string) =>
    page.$$eval(`#sp-patrolman-inventory [data-slot="${slot}"] .sp-item-fact`, (els) =>
      els.map((e) => {
        const pseudo = (which: string) => {
          const c = getComputedStyle(e, which).content;
          return c === "none" || c === "normal" ? "" : JSON.parse(c.replace(/^'|'$/g, '"')) as string;
        };
        return { shown: `${pseudo("::before")}${e.textContent ?? ""}${pseudo("::after")}`, top: Math.round(e.getBoundingClientRect().top) };
      }),
    );

  it("in the narrow sidearm column the facts wrap, and no wrapped line begins with the \"·\" separator", async () => {
    const facts = await factsIn("sidearm");
    expect(facts.length).toBeGreaterThan(2);
    // more than one line, so the test sees line starts after a wrap
    expect(new Set(facts.map((f) => f.top)).size).toBeGreaterThan(1);
    for (const [i, f] of facts.entries()) {
      const startsLine = i === 0 || f.top > facts[i - 1]!.top;
      if (startsLine) expect(f.shown.trimStart().startsWith("\u00b7"), f.shown).toBe(false);
    }
  });

  it("in the armour column, whose facts share a line, a dot still stands between each two", async () => {
    const facts = await factsIn("armour");
    expect(facts.length).toBeGreaterThan(1);
    expect(new Set(facts.map((f) => f.top)).size).toBe(1);
    const line = facts.map((f) => f.shown).join(" ");
    expect(line).toBe("Hand 0\u00a0\u00b7 Bullets 0\u00a0\u00b7 Energy 0");
  });
});
