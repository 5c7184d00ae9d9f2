// The Space Patrol! action-bar cards and dialogs in Chromium, from the gallery page with the
// system's CSS: every one is on the page, names users typed show as text and run nothing, buttons
// sit where a player would press them, and outcomes are coloured; PNGs saved to look at.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openGallery, SCREENSHOTS } from "../helpers/gallery-page";

/** The muted text colour of the light theme (styles/starskirmish.css --ssk-muted): dimmed, still readable. */
const MUTED = "rgb(74, 80, 94)";

let page: Page;
const { style } = openGallery((p) => (page = p));

const IDS = [
  "sp-steady-aim-card",
  "sp-hunker-card",
  "sp-reload-card",
  "sp-second-move-card",
  "sp-choose-dialog",
  "sp-medicine-dialog",
  "sp-medicine-failed",
  "sp-medicine-success",
  "sp-rally-card",
  "sp-device-bear",
  "sp-device-krangor",
  "sp-recovery-dialog",
  "sp-recovery-dialog-care",
  "sp-recovery-dialog-revival",
  "sp-recovery-revived",
  "sp-recovery-nbc",
  "sp-recovery-rebuilt",
  "sp-recovery-natural",
  "sp-recovery-wound",
  "sp-recovery-mortal",
  "sp-morale-prompt",
  "sp-morale-result",
  "sp-crew-damage-prompt",
  "sp-crew-damage-vehicle",
  "sp-crew-damage-spacecraft",
];
const HOSTILE = '<img src=x onerror="window.__xss=1">';

describe("Space Patrol! care, morale and Crew Damage cards in Chromium", () => {
  it("renders every card and dialog, each showing the hostile name as text and running nothing", async () => {
    for (const id of IDS) {
      expect(await page.$(`#${id}`), id).not.toBeNull();
      expect(await page.textContent(`#${id}`), id).toContain(HOSTILE);
      expect(await page.$$eval(`#${id} img`, (imgs) => imgs.length), id).toBe(0);
      await page.locator(`#${id}`).screenshot({ path: join(SCREENSHOTS, `${id}.png`) });
    }
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.$eval("#sp-choose-dialog option", (o) => o.textContent)).toContain(HOSTILE);
  });

  it("lays the action card's numbers out as label and value side by side", async () => {
    const [dt, dd] = await page.$$eval("#sp-second-move-card .sp-action-lines > *", (els) => els.slice(0, 2).map((e) => e.getBoundingClientRect()));
    expect(Math.round(dd!.top)).toBe(Math.round(dt!.top));
    expect(dd!.left).toBeGreaterThan(dt!.right - 1);
    expect(await page.textContent("#sp-second-move-card .sp-action-lines")).toContain('8"');
    expect(await page.isVisible("#sp-second-move-card .sp-action-note")).toBe(true);
  });

  it("colours medicine by outcome and shows the Mortal Wound's growing disadvantage; Apply only for another's patient", async () => {
    expect(await style("#sp-medicine-failed .ssk-card", "border-left-color")).toBe("rgb(183, 28, 28)");
    expect(await style("#sp-medicine-success .ssk-card", "border-left-color")).toBe("rgb(46, 125, 50)");
    expect(await page.textContent("#sp-medicine-failed .sp-care-failures")).toBe("2 failed attempts before this one; the next attempt has 3 disadvantages");
    expect(await page.isVisible("#sp-medicine-failed [data-card-action='applyResult']")).toBe(true);
    expect(await page.$("#sp-medicine-success [data-card-action='applyResult']")).toBeNull();
  });

  it("colours recovery by outcome, gives Apply only for another's patient, and asks only what the treatments need", async () => {
    expect(await style("#sp-recovery-wound .ssk-card", "border-left-color")).toBe("rgb(46, 125, 50)");
    expect(await style("#sp-recovery-mortal .ssk-card", "border-left-color")).toBe("rgb(183, 28, 28)");
    expect(await page.isVisible("#sp-recovery-mortal [data-card-action='applyResult']")).toBe(true);
    expect(await page.$("#sp-recovery-wound [data-card-action='applyResult']")).toBeNull();
    expect(await page.$$eval("#sp-recovery-dialog input[name='treatment']", (r) => r.length)).toBe(5);
    expect(await page.$("#sp-recovery-dialog input[name='medBay']")).not.toBeNull();
    expect(await page.$("#sp-recovery-dialog input[name='careDi']")).toBeNull();
    expect(await page.$("#sp-recovery-dialog-care input[name='careDi']")).not.toBeNull();
    expect(await page.$("#sp-recovery-dialog-care input[name='facilityDi']")).not.toBeNull();
    expect(await page.$("#sp-recovery-dialog-revival input[name='facilityDi']")).toBeNull();
    expect(await page.textContent("#sp-recovery-nbc .sp-recovery-time")).toContain("5");
    expect(await page.$$eval("#sp-recovery-dialog-revival input[name='treatment']", (r) => r.length)).toBe(1);
    expect(await page.$("#sp-recovery-dialog-revival input[name='thanaticMinutes']")).not.toBeNull();
    expect(await page.textContent("#sp-recovery-revived .sp-recovery-time")).toContain("2");
  });

  it("gives each rallied friend an Apply at the row's right end, and fades the one left shaken", async () => {
    const rows = await page.$$("#sp-rally-card .sp-care-row");
    expect(rows).toHaveLength(3);
    expect(await page.$$eval("#sp-rally-card [data-card-action='applyResult']", (b) => b.length)).toBe(2);
    const row = await page.$eval("#sp-rally-card .sp-care-row", (e) => e.getBoundingClientRect().right);
    const button = await page.$eval("#sp-rally-card .sp-care-row button", (e) => e.getBoundingClientRect().right);
    expect(Math.abs(row - button)).toBeLessThan(2);
    expect(await style("#sp-rally-card .sp-care-row:not(.is-rallied)", "color")).toBe(MUTED);
  });

  it("marks Space Bear's blinding roll in red and lists the markers an injector takes off", async () => {
    expect(await style("#sp-device-bear .sp-device-blindness", "color")).toBe("rgb(183, 28, 28)");
    expect(await page.$$eval("#sp-device-krangor .sp-device-changes li", (li) => li.length)).toBe(2);
  });

  it("offers a Roll morale button per listed friend, and a Roll Crew Damage button on the prompt", async () => {
    expect(await page.$$eval("#sp-morale-prompt [data-card-action='spMoraleRoll']", (b) => b.length)).toBe(2);
    expect(await page.isVisible("#sp-crew-damage-prompt [data-card-action='spCrewDamage']")).toBe(true);
    expect(await page.$$eval("#sp-crew-damage-spacecraft [data-card-action='applyResult']", (b) => b.length)).toBe(2);
    expect(await page.textContent("#sp-crew-damage-spacecraft .sp-crew-unnamed")).toContain("1");
  });
});
