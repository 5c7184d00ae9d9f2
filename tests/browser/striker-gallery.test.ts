// Striker sheets and cards in Chromium: the gallery page with the system's CSS, checked through
// the DOM and computed styles; PNGs are saved under build/screenshots.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { launchChromium } from "../helpers/chromium";

const root = join(__dirname, "../..");
const galleryFile = join(root, "build/gallery/index.html");
const shots = join(root, "build/screenshots");

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  if (!existsSync(galleryFile)) throw new Error("Build the gallery first: npm run build && node scripts/gallery-build.mjs");
  mkdirSync(shots, { recursive: true });
  context = await launchChromium();
  page = await context.newPage();
  await page.setViewportSize({ width: 1000, height: 1400 });
  await page.goto(pathToFileURL(galleryFile).href);
  await page.waitForLoadState("load");
});

afterAll(async () => {
  await context?.close();
});

const style = (selector: string, prop: string) => page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p as string), prop);

describe("Striker in the gallery", () => {
  it("draws the team sheet like a unit card: four trooper rows, the casualty greyed, led in green", async () => {
    expect(await page.$$eval("#striker-strTeam .str-trooper", (rows) => rows.length)).toBe(4);
    expect(await style('#striker-strTeam [data-trooper-index="3"]', "opacity")).toBe("0.55");
    expect(await style('#striker-strTeam [data-trooper-index="0"]', "opacity")).toBe("1");
    expect(await style("#striker-strTeam .str-led", "color")).toBe("rgb(46, 125, 50)");
    expect(await page.textContent("#striker-strTeam .str-led")).toContain("Squad leader 1");
    // The hostile trooper name is text in an input, not markup.
    expect(await page.$eval('#striker-strTeam [name="system.troopers.3.name"]', (el) => (el as HTMLInputElement).value)).toContain("<img src=x");
    await page.locator("#striker-strTeam").screenshot({ path: join(shots, "striker-strTeam.png") });
  });

  it("draws the weapon sheet with a box per ammunition type and its range columns", async () => {
    expect(await page.$$eval("#striker-weapon .str-ammo-row", (els) => els.length)).toBe(3);
    expect(await page.$$eval("#striker-weapon .str-ammo-row:nth-of-type(2) .str-band", (els) => els.length)).toBe(2);
    expect(await style("#striker-weapon .str-ammo-row", "border-left-style")).toBe("solid");
    const width = await page.$eval("#striker-weapon .str-weapon", (el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(300);
    await page.locator("#striker-weapon").screenshot({ path: join(shots, "striker-weapon.png") });
  });
});
