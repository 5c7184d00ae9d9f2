// The Space Patrol! melee, grenade, suppression and over-watch cards and dialogs in Chromium, from
// the gallery page with the system's CSS: what each shows, checked through the DOM and computed
// styles, a hostile name shown as text and never run; PNGs saved to look at.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openGallery, SCREENSHOTS } from "../helpers/gallery-page";

/** The muted text colour of the light theme (styles/starskirmish.css --ssk-muted): dimmed, still readable. */
const MUTED = "rgb(74, 80, 94)";

let page: Page;
const { style } = openGallery((p) => (page = p));
const IDS = [
  "sp-melee",
  "sp-melee-throw",
  "sp-melee-dialog",
  "sp-grenade",
  "sp-grenade-dialog",
  "sp-grenade-cover-dialog",
  "sp-suppression",
  "sp-suppression-ended",
  "sp-suppression-dialog",
  "sp-overwatch",
  "sp-overwatch-dialog",
];

describe("Space Patrol! combat cards in Chromium", () => {
  it("renders every card and dialog, and a PNG of each is saved", async () => {
    for (const id of IDS) {
      expect(await page.$(`#${id}`), id).not.toBeNull();
      await page.locator(`#${id}`).screenshot({ path: join(SCREENSHOTS, `${id}.png`) });
    }
  });

  it("shows the hostile name as text and never runs it", async () => {
    expect(await page.textContent("#sp-melee .ssk-card-actor")).toContain('<img src=x onerror="window.__xss=1">');
    expect(await page.textContent("#sp-grenade .sp-grenade-victim h4")).toContain("onerror");
    expect(await page.$$("#sp-melee img, #sp-grenade img, #sp-suppression img, #sp-overwatch img, #sp-grenade-cover-dialog img")).toHaveLength(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it("gives the melee strike its damage rows and an Apply, and the throw its distance and Vigor roll", async () => {
    expect(await page.$$eval("#sp-melee .sp-fire-damage li", (els) => els.length)).toBe(2);
    expect(await page.isVisible("#sp-melee [data-card-action='applyResult']")).toBe(true);
    expect(await page.textContent("#sp-melee-throw .sp-melee-throw")).toContain('3"');
    expect(await style("#sp-melee-throw .sp-melee-throw .is-failure", "color")).toBe("rgb(183, 28, 28)");
  });

  it("lists the grenade's victims, the direct hit first, with Apply only where something lands", async () => {
    const heads = await page.$$eval("#sp-grenade .sp-grenade-victim h4", (els) => els.map((e) => e.textContent ?? ""));
    expect(heads).toHaveLength(3);
    expect(heads[0]).toContain("hit directly where it landed");
    expect(await page.$$eval("#sp-grenade .sp-grenade-victim [data-card-action='applyResult']", (els) => els.length)).toBe(2);
    expect(await page.textContent("#sp-grenade .sp-grenade-deviation")).toContain("4 o'clock");
    expect(await style("#sp-grenade .sp-grenade-victim.is-hit h4", "color")).toBe("rgb(183, 28, 28)");
  });

  it("puts each suppressed enemy's name over its disadvantages, with Apply on their line", async () => {
    const rows = await page.$$eval("#sp-suppression .sp-suppression-target", (els) =>
      els.map((e) => {
        const dis = e.querySelector(".sp-suppression-dis")!.getBoundingClientRect();
        const button = e.querySelector("button")!.getBoundingClientRect();
        const name = e.querySelector(".sp-suppression-name")!.getBoundingClientRect();
        return { middle: button.top + button.height / 2, disTop: dis.top, disBottom: dis.bottom, nameBottom: name.bottom, buttonRight: button.right, rowRight: e.getBoundingClientRect().right };
      }),
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.middle).toBeGreaterThanOrEqual(r.disTop);
      expect(r.middle).toBeLessThanOrEqual(r.disBottom);
      expect(r.disTop).toBeGreaterThanOrEqual(r.nameBottom - 1);
      expect(r.rowRight - r.buttonRight).toBeLessThan(2);
    }
    // Guide 6.6: each of the weapon's targets given an enemy is one disadvantage, and the card says so
    expect(await page.textContent("#sp-suppression .sp-suppression-dis")).toBe("1 target allocated · 1 disadvantage on its next turn (6.6)");
    expect(await page.textContent("#sp-suppression .sp-suppression-box")).toBe('The targeted enemies fit in a 3" × 3" box (6.6).');
    expect(await page.textContent("#sp-suppression-ended .ssk-card-outcome")).toContain("took a marker");
  });

  it("offers the over-watch shot and dims the triggers not chosen", async () => {
    expect(await page.isVisible("#sp-overwatch [data-card-action='spOverwatchShot']")).toBe(true);
    expect(await style("#sp-overwatch .sp-overwatch-triggers li:not(.is-active)", "color")).toBe(MUTED);
    expect(await page.$$eval("#sp-overwatch-dialog input[type='radio']", (els) => els.length)).toBe(3);
  });
});
