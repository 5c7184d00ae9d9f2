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

/** A control that lies over text outside it: where, which control, and the text it covers. */
interface Cover {
  sample: string;
  control: string;
  text: string;
}

/**
 * Buttons, inputs and selects that lie over visible text that is not their own, by more than a
 * sliver (2 px each way): what the old inventory row did, its remove button over the next slot's name.
 */
function coveredTexts(): Promise<Cover[]> {
  return page.evaluate(() => {
    const out: Cover[] = [];
    for (const frame of document.querySelectorAll(".gallery-frame")) {
      const sample = frame.closest(".gallery-item")!.id;
      const texts: { rect: DOMRect; node: Text }[] = [];
      const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const node = n as Text;
        if (!node.textContent!.trim() || node.parentElement?.closest("option, select, button, textarea")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        // text scrolled out of a scrolling box (a long service log) is not shown, so nothing covers it
        const clips: DOMRect[] = [];
        for (let el = node.parentElement; el && el !== frame; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.overflowX !== "visible" || style.overflowY !== "visible") clips.push(el.getBoundingClientRect());
        }
        const shown = (r: DOMRect) => clips.every((c) => r.bottom > c.top && r.top < c.bottom && r.right > c.left && r.left < c.right);
        for (const rect of range.getClientRects()) if (rect.width > 0 && rect.height > 0 && shown(rect)) texts.push({ rect, node });
      }
      for (const control of frame.querySelectorAll<HTMLElement>("button, input:not([type='hidden']), select, textarea")) {
        const c = control.getBoundingClientRect();
        if (c.width === 0 || c.height === 0) continue;
        for (const { rect, node } of texts) {
          if (control.contains(node)) continue;
          const w = Math.min(c.right, rect.right) - Math.max(c.left, rect.left);
          const h = Math.min(c.bottom, rect.bottom) - Math.max(c.top, rect.top);
          if (w > 2 && h > 2) out.push({ sample, control: `${control.tagName.toLowerCase()}${control.getAttribute("name") ? `[name=${control.getAttribute("name")}]` : `.${[...control.classList].join(".")}`}`, text: node.textContent!.trim().slice(0, 40) });
        }
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

  it("lets no button, input or select cover text that is not its own", async () => {
    await setTheme("light");
    expect(await coveredTexts()).toEqual([]);
    // the check sees a cover: a button laid over the first card's title is reported
    await page.$eval("#sp-task-success .ssk-card-title", (title) => {
      const b = document.createElement("button");
      b.className = "planted";
      b.textContent = "x";
      const r = title.getBoundingClientRect();
      Object.assign(b.style, { position: "fixed", left: `${r.left}px`, top: `${r.top}px`, width: "40px", height: `${r.height}px` });
      title.closest(".gallery-frame")!.append(b);
    });
    const planted = await coveredTexts();
    await page.$eval("#sp-task-success button.planted", (b) => b.remove());
    expect(planted.map((c) => [c.sample, c.control])).toEqual([["sp-task-success", "button.planted"]]);
  });

  it("sizes every button at the body size or the one compact size, and puts none inside a heading", async () => {
    await setTheme("light");
    const odd = await page.$$eval(".gallery-frame button", (buttons) => {
      // the body's 14px, or the kit's --ssk-compact-font (0.8rem of a 16px root)
      const sizes = new Set(["14px", "12.8px"]);
      return buttons
        .filter((b) => !sizes.has(getComputedStyle(b).fontSize) || b.closest("h1, h2, h3, h4, h5, h6") !== null)
        .map((b) => `${b.closest(".gallery-item")?.id}: ${b.textContent?.trim().slice(0, 24)} ${getComputedStyle(b).fontSize}`);
    });
    expect(odd).toEqual([]);
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
