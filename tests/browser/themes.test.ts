// Layer 5 in a real browser: every gallery sample in Foundry v13's light and dark themes, on the
// core stylesheet stand-in. Text must stand out from what is behind it (WCAG AA contrast), and
// nothing may spill past its window or card. A PNG of each sample in the dark theme is saved
// beside the light one, named <id>-dark.png.
import { beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openGallery, SCREENSHOTS } from "../helpers/gallery-page";

let page: Page;
openGallery((p) => (page = p));

type Theme = "light" | "dark";

/** A text that fails contrast: where it is, what it says, and the measured ratio. */
interface ContrastMiss {
  sample: string;
  text: string;
  ratio: number;
  needed: number;
}

/** An element that reaches past the right edge of its sample's frame. */
interface Spill {
  sample: string;
  element: string;
  by: number;
}

async function setTheme(theme: Theme): Promise<void> {
  await page.evaluate((t) => (window as unknown as { setGalleryTheme: (x: string) => void }).setGalleryTheme(t), theme);
}

/**
 * Every visible text in the gallery's frames, with its contrast against the colour behind it.
 * The colour behind is found by walking up to the first opaque background and laying the
 * translucent ones above it; an element's opacity fades its text toward that background.
 * Disabled controls are left out, as WCAG leaves out inactive components.
 */
function contrastMisses(): Promise<ContrastMiss[]> {
  return page.evaluate(() => {
    type RGBA = [number, number, number, number];
    const probe = document.createElement("canvas").getContext("2d")!;
    /** Any CSS colour Chromium computes (rgb, color(srgb ...), oklch ...) as sRGB bytes and alpha. */
    const parse = (css: string): RGBA => {
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = "#000";
      probe.fillStyle = css;
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: RGBA, under: RGBA): RGBA => [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])).concat(1) as RGBA;
    const lum = ([r, g, b]: RGBA): number => {
      const f = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const ratio = (a: RGBA, b: RGBA): number => {
      const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m);
      return (x! + 0.05) / (y! + 0.05);
    };
    const behind = (el: Element): RGBA => {
      const layers: RGBA[] = [];
      for (let e: Element | null = el; e; e = e.parentElement) {
        const bg = parse(getComputedStyle(e).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let colour: RGBA = parse(getComputedStyle(document.body).backgroundColor);
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return colour;
    };
    const opacityOf = (el: Element): number => {
      let o = 1;
      for (let e: Element | null = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
      return o;
    };
    const misses: ContrastMiss[] = [];
    for (const frame of document.querySelectorAll(".gallery-frame")) {
      const sample = frame.closest(".gallery-item")!.id;
      for (const el of frame.querySelectorAll("*")) {
        const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()).map((n) => n.textContent!.trim()).join(" ");
        if (!own || (el as HTMLElement).offsetParent === null) continue;
        if (el.closest(":disabled, [aria-disabled='true'], option")) continue;
        const style = getComputedStyle(el);
        if (style.visibility === "hidden") continue;
        const back = behind(el);
        const text = parse(style.color);
        const seen = over([text[0], text[1], text[2], text[3] * opacityOf(el)], back);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        const needed = large ? 3 : 4.5;
        const r = ratio(seen, back);
        if (r < needed) misses.push({ sample, text: own.slice(0, 40), ratio: Math.round(r * 100) / 100, needed });
      }
    }
    return misses;
  });
}

/** Elements whose right edge passes their frame's, outside any scrolling box. */
function spills(): Promise<Spill[]> {
  return page.evaluate(() => {
    const out: Spill[] = [];
    for (const frame of document.querySelectorAll(".gallery-frame")) {
      const sample = frame.closest(".gallery-item")!.id;
      const right = frame.getBoundingClientRect().right;
      for (const el of frame.querySelectorAll("*")) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= right + 1) continue;
        let clipped = false;
        for (let e = el.parentElement; e && e !== frame; e = e.parentElement) {
          const o = getComputedStyle(e).overflowX;
          if (o !== "visible") clipped = true;
        }
        if (!clipped) out.push({ sample, element: `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`, by: Math.round(r.right - right) });
      }
    }
    return out;
  });
}

describe("themes in Chromium", () => {
  beforeAll(async () => {
    await setTheme("light");
  });

  it("switches the whole page between the light and dark themes, with the body class as Foundry sets it", async () => {
    const surface = () => page.$eval("#sp-patrolman .ssk-sheet", (e) => getComputedStyle(e).backgroundColor);
    const light = await surface();
    await page.click("#gallery-theme");
    expect(await page.$eval("body", (b) => b.className)).toBe("theme-dark");
    const dark = await surface();
    expect(dark).not.toBe(light);
    await page.click("#gallery-theme");
    expect(await page.$eval("body", (b) => b.className)).toBe("theme-light");
    expect(await surface()).toBe(light);
  });

  it("follows a window's own theme over the page's", async () => {
    await setTheme("dark");
    const pageDark = await page.$eval("#sp-task-success .ssk-card", (e) => getComputedStyle(e).color);
    await page.$eval("#sp-task-success .gallery-frame", (e) => e.classList.add("themed", "theme-light"));
    const windowLight = await page.$eval("#sp-task-success .ssk-card", (e) => getComputedStyle(e).color);
    await page.$eval("#sp-task-success .gallery-frame", (e) => e.classList.remove("themed", "theme-light"));
    await setTheme("light");
    const pageLight = await page.$eval("#sp-task-success .ssk-card", (e) => getComputedStyle(e).color);
    expect(windowLight).toBe(pageLight);
    expect(pageDark).not.toBe(pageLight);
  });

  for (const theme of ["light", "dark"] as const) {
    it(`keeps every text readable in the ${theme} theme`, async () => {
      await setTheme(theme);
      expect(await contrastMisses()).toEqual([]);
    });

    it(`lets nothing spill past its window or card in the ${theme} theme`, async () => {
      await setTheme(theme);
      expect(await spills()).toEqual([]);
    });
  }

  // over two hundred element screenshots: minutes on a loaded two-core machine
  it("saves a PNG of every sample in the dark theme", { timeout: 300_000 }, async () => {
    await setTheme("dark");
    const ids = await page.$$eval(".gallery-item", (els) => els.map((e) => e.id));
    for (const id of ids) await page.locator(`#${id}`).screenshot({ path: join(SCREENSHOTS, `${id}-dark.png`) });
    await setTheme("light");
    expect(ids.length).toBeGreaterThan(100);
  });
});
