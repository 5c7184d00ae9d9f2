/**
 * The gallery page in Chromium, opened once per test file: the build must have made it. Hands
 * the page to the file and gives a computed-style reader and the folder PNGs are saved in.
 */
import { afterAll, beforeAll } from "vitest";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { launchChromium } from "./chromium";

const root = join(__dirname, "../..");
const galleryFile = join(root, "build/gallery/index.html");
export const SCREENSHOTS = join(root, "build/screenshots");

export function openGallery(onReady: (page: Page) => void): { style: (selector: string, prop: string) => Promise<string> } {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    if (!existsSync(galleryFile)) throw new Error("Build the gallery first: npm run build && node scripts/gallery-build.mjs");
    mkdirSync(SCREENSHOTS, { recursive: true });
    context = await launchChromium();
    page = await context.newPage();
    await page.setViewportSize({ width: 1000, height: 1400 });
    await page.goto(pathToFileURL(galleryFile).href);
    await page.waitForLoadState("load");
    onReady(page);
  });
  afterAll(async () => {
    await context?.close();
  });
  return {
    style: (selector, prop) => {
      if (!page) throw new Error("The gallery page is not open yet");
      return page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p as string), prop);
    },
  };
}
